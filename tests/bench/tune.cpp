// Fits a game's evaluation weights (core/<game>/evaluation_weights.h) to
// game results: the "Texel" method. Each position of selfplay's output
// carries its game's result; the fit moves the weights so that
// 1 / (1 + 10^(-k * eval / 400)) predicts the results best (least squares),
// where eval is the static evaluation from the first player's view. It first finds the k
// that fits the current weights, then runs Adam over every weight, a tenth
// of the positions (whole games) held out: it keeps the weights that predict
// those best.
//
//   tune [--game xiangqi|jungle] [--iterations N] [--rate R] [--k K] [--untapered]
//        [--additive] [--pull P] positions.txt... > evaluation_weights.h
//
// The game's fit adapter (evaluation_fit.h, jungle_evaluation_fit.h) gives
// the weights' shape, the coefficients of a board and the type names.
//
// --untapered keeps each middlegame weight equal to its endgame weight (the
// two start equal).
//
// Writes the new evaluation_weights.h on stdout and its progress on stderr.

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "tests/bench/evaluation_fit.h"
#include "tests/bench/jungle_evaluation_fit.h"
#include "tests/bench/weights_header.h"

namespace {

// A position as the weights' coefficients: eval = sum of weight * coefficient
// (the terms' coefficients divided by term_scale).
struct Sample {
  std::uint32_t begin, end;  // into the coefficient arrays
  float result;              // from Red's view
};

struct Data {
  std::vector<std::uint16_t> index;
  std::vector<float> coefficient;
  std::vector<Sample> samples;

  void add(const std::vector<double>& c, float result) {
    const auto begin = static_cast<std::uint32_t>(index.size());
    for (std::size_t i = 0; i < c.size(); ++i) {
      if (c[i] != 0) {
        index.push_back(static_cast<std::uint16_t>(i));
        coefficient.push_back(static_cast<float>(c[i]));
      }
    }
    samples.push_back({begin, static_cast<std::uint32_t>(index.size()), result});
  }

  double eval(const Sample& s, const std::vector<double>& w) const {
    double e = 0;
    for (std::uint32_t i = s.begin; i < s.end; ++i) e += w[index[i]] * coefficient[i];
    return e;
  }
};

// What the fit moves. Either every weight, or (additive) for each piece
// type a change by rank and one by file added to the starting placement
// tables, and every term: far fewer numbers, so fewer learnt from chance.
template <class Fit>
struct Shape {
  bool additive = false;

  static constexpr auto types = static_cast<std::size_t>(Fit::types);
  static constexpr auto rank_count = static_cast<std::size_t>(Fit::ranks);
  static constexpr auto file_count = static_cast<std::size_t>(Fit::files);
  static constexpr auto term_count = static_cast<std::size_t>(Fit::term_count);
  static constexpr auto placement_count = static_cast<std::size_t>(Fit::placement_count);
  static constexpr auto stage_count = static_cast<std::size_t>(Fit::stage_count);
  // One stage's parameters when additive: ranks (types x ranks), files
  // (types x files), terms.
  static constexpr std::size_t ranks = 0, files = types * rank_count,
                               term_at = files + types * file_count,
                               stage_size = term_at + term_count;

  bool is_term(std::size_t i) const {
    return additive ? i % stage_size >= term_at : i % stage_count >= placement_count;
  }

  std::vector<double> initial(const std::vector<double>& start) const {
    if (!additive) return start;
    std::vector<double> q(2 * stage_size, 0.0);
    for (std::size_t stage = 0; stage < 2; ++stage) {
      for (std::size_t i = 0; i < term_count; ++i) {
        q[stage * stage_size + term_at + i] = start[stage * stage_count + placement_count + i];
      }
    }
    return q;
  }

  std::vector<double> weights(const std::vector<double>& q,
                              const std::vector<double>& start) const {
    if (!additive) return q;
    std::vector<double> w = start;
    for (std::size_t stage = 0; stage < 2; ++stage) {
      const double* p = &q[stage * stage_size];
      double* out = &w[stage * stage_count];
      for (std::size_t t = 0; t < types; ++t) {
        for (std::size_t r = 0; r < rank_count; ++r) {
          for (std::size_t f = 0; f < file_count; ++f) {
            const std::size_t i = (t * rank_count + r) * file_count + f;
            out[i] = start[stage * stage_count + i] + p[ranks + t * rank_count + r] +
                     p[files + t * file_count + f];
          }
        }
      }
      for (std::size_t i = 0; i < term_count; ++i) out[placement_count + i] = p[term_at + i];
    }
    return w;
  }

  // The error's gradient in the parameters from its gradient in the weights.
  std::vector<double> gradient(const std::vector<double>& g) const {
    if (!additive) return g;
    std::vector<double> gq(2 * stage_size, 0.0);
    for (std::size_t stage = 0; stage < 2; ++stage) {
      double* p = &gq[stage * stage_size];
      const double* in = &g[stage * stage_count];
      for (std::size_t t = 0; t < types; ++t) {
        for (std::size_t r = 0; r < rank_count; ++r) {
          for (std::size_t f = 0; f < file_count; ++f) {
            const double x = in[(t * rank_count + r) * file_count + f];
            p[ranks + t * rank_count + r] += x;
            p[files + t * file_count + f] += x;
          }
        }
      }
      for (std::size_t i = 0; i < term_count; ++i) p[term_at + i] = in[placement_count + i];
    }
    return gq;
  }
};

// The held-out positions: one block of 1,000 in ten, so that they come from
// other games than the positions fitted (a game's positions are consecutive).
bool held(std::size_t i) { return i / 1000 % 10 == 0; }

double predict(double eval, double k) { return 1.0 / (1.0 + std::pow(10.0, -k * eval / 400.0)); }

// Mean squared error over the samples with `held_out` parity.
double error(const Data& d, const std::vector<double>& w, double k, bool held_out) {
  double sum = 0;
  std::size_t n = 0;
  for (std::size_t i = 0; i < d.samples.size(); ++i) {
    if (held(i) != held_out) continue;
    const double p = predict(d.eval(d.samples[i], w), k);
    sum += (d.samples[i].result - p) * (d.samples[i].result - p);
    ++n;
  }
  return sum / static_cast<double>(n);
}

struct Options {
  int iterations = 1000;
  double rate = 1.0;
  double k = 0;            // 0: fit it
  bool untapered = false;  // keep the middlegame's and endgame's weights equal
  bool additive = false;   // fit placement as a change by rank plus one by file
  double pull = 0;         // the weight of sum((w - start)²) in the error, per centipawn²
  std::vector<std::string> files;
};

template <class Fit>
int run(const Options& o) {
  const int iterations = o.iterations;
  const double rate = o.rate;
  double k = o.k;
  const bool untapered = o.untapered;
  const bool additive = o.additive;
  const double pull = o.pull;
  const double term_scale = Fit::term_scale;
  Data d;
  for (const auto& name : o.files) {
    std::ifstream in(name);
    std::string line;
    while (std::getline(in, line)) {
      const auto semi = line.find(';');
      if (semi == std::string::npos) continue;
      auto p = Fit::Position::from_fen(line.substr(0, semi));
      if (!p) continue;
      d.add(Fit::coefficients(p->board()), std::stof(line.substr(semi + 1)));
    }
  }
  std::fprintf(stderr, "tune: %zu positions\n", d.samples.size());
  std::vector<double> w = Fit::current();
  const std::vector<double> start = w;
  if (k == 0) {
    double best = 1e9;
    for (double kk = 0.02; kk <= 3.0; kk += 0.01) {
      const double e = error(d, w, kk, false);
      if (e < best) {
        best = e;
        k = kk;
      }
    }
  }
  std::fprintf(stderr, "tune: k %.3f, error %.6f (held out %.6f)\n", k, error(d, w, k, false),
               error(d, w, k, true));

  // Adam on the mean squared error over the training positions, in the
  // shape's parameters.
  const Shape<Fit> shape{additive};
  std::vector<double> q = shape.initial(start);
  const std::vector<double> q0 = q;
  std::vector<double> m(q.size(), 0.0), v(q.size(), 0.0), g(w.size());
  const double b1 = 0.9, b2 = 0.999;
  std::vector<double> best = w;
  double best_held = error(d, w, k, true);
  int best_iteration = 0;
  for (int it = 1; it <= iterations; ++it) {
    std::fill(g.begin(), g.end(), 0.0);
    std::size_t n = 0;
    for (std::size_t i = 0; i < d.samples.size(); ++i) {
      if (held(i)) continue;
      const Sample& s = d.samples[i];
      const double p = predict(d.eval(s, w), k);
      // d(error)/d(eval) for this sample.
      const double de = -2.0 * (s.result - p) * p * (1 - p) * std::log(10.0) * k / 400.0;
      for (std::uint32_t j = s.begin; j < s.end; ++j) g[d.index[j]] += de * d.coefficient[j];
      ++n;
    }
    std::vector<double> gq = shape.gradient(g);
    if (untapered) {
      const std::size_t half = gq.size() / 2;
      for (std::size_t i = 0; i < half; ++i) gq[i] = gq[i + half] = gq[i] + gq[i + half];
    }
    for (std::size_t i = 0; i < q.size(); ++i) {
      // The pull toward the starting weights keeps a weight that few
      // positions show near where it started (terms in sixteenths).
      const double scale = shape.is_term(i) ? 1.0 / (term_scale * term_scale) : 1.0;
      const double gi = gq[i] / static_cast<double>(n) + 2 * pull * scale * (q[i] - q0[i]);
      m[i] = b1 * m[i] + (1 - b1) * gi;
      v[i] = b2 * v[i] + (1 - b2) * gi * gi;
      const double mh = m[i] / (1 - std::pow(b1, it));
      const double vh = v[i] / (1 - std::pow(b2, it));
      // The terms' weights are in sixteenths: they move term_scale times faster.
      const double step = rate * (shape.is_term(i) ? term_scale : 1);
      q[i] -= step * mh / (std::sqrt(vh) + 1e-12);
    }
    w = shape.weights(q, start);
    if (it % 25 == 0 || it == iterations) {
      const double held_error = error(d, w, k, true);
      if (held_error < best_held) {
        best_held = held_error;
        best = w;
        best_iteration = it;
      }
      if (it % 100 == 0) {
        std::fprintf(stderr, "tune: iteration %d, error %.6f (held out %.6f)\n", it,
                     error(d, w, k, false), held_error);
      }
    }
  }
  // The weights that predicted the held-out games best: past them the fit
  // learns the fitted games' accidents.
  std::fprintf(stderr, "tune: kept iteration %d (held out %.6f)\n", best_iteration, best_held);
  // The fit may stretch the scale (a chariot 1,500 where it was 900), and the
  // search's margins are in the old centipawns: scale the weights back so
  // that the evaluations' mean size over the positions is what it was.
  double before = 0, after = 0;
  for (const Sample& sample : d.samples) {
    before += std::abs(d.eval(sample, start));
    after += std::abs(d.eval(sample, best));
  }
  const double stretch = after / before;
  for (double& x : best) x /= stretch;
  std::fprintf(stderr, "tune: scaled by 1/%.3f, k %.3f\n", stretch, k * stretch);
  qipan::fit::write_weights_header<Fit>(best, d.samples.size(), k);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  int iterations = 1000;
  double rate = 1.0;
  double k = 0;            // 0: fit it
  bool untapered = false;  // keep the middlegame's and endgame's weights equal
  bool additive = false;   // fit placement as a change by rank plus one by file
  double pull = 0;         // the weight of sum((w - start)²) in the error, per centipawn²
  std::vector<std::string> files;
  std::string game = "xiangqi";
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--game" && i + 1 < argc) {
      game = argv[++i];
    } else if (a == "--iterations" && i + 1 < argc) {
      iterations = std::atoi(argv[++i]);
    } else if (a == "--rate" && i + 1 < argc) {
      rate = std::atof(argv[++i]);
    } else if (a == "--pull" && i + 1 < argc) {
      pull = std::atof(argv[++i]);
    } else if (a == "--additive") {
      additive = true;
    } else if (a == "--untapered") {
      untapered = true;
    } else if (a == "--k" && i + 1 < argc) {
      k = std::atof(argv[++i]);
    } else {
      files.push_back(a);
    }
  }
  Options o{iterations, rate, k, untapered, additive, pull, files};
  if (game == "xiangqi") return run<qipan::xiangqi::fit::Adapter>(o);
  if (game == "jungle") return run<qipan::jungle::fit::Adapter>(o);
  std::fprintf(stderr, "tune: --game must be xiangqi or jungle\n");
  return 2;
}
