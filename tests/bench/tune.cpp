// Fits the xiangqi evaluation's weights (core/xiangqi/evaluation_weights.h)
// to game results: the "Texel" method. Each position of selfplay's output
// carries its game's result; the fit moves the weights so that
// 1 / (1 + 10^(-k * eval / 400)) predicts the results best (least squares),
// where eval is the static evaluation from Red's view. It first finds the k
// that fits the current weights, then runs Adam over every weight, a tenth
// of the positions (whole games) held out: it keeps the weights that predict
// those best.
//
//   tune --iterations N [--rate R] [--hold-out-only] positions.txt... > evaluation_weights.h
//
// Writes the new evaluation_weights.h on stdout and its progress on stderr.

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "core/xiangqi/evaluation.h"
#include "core/xiangqi/position.h"

namespace {

using namespace qipan::xiangqi;

constexpr int placement_count = 8 * 10 * 5;
constexpr int weight_count = placement_count + term_count;

int placement_index(PieceType t, int rank, int file) {
  return (static_cast<int>(t) * 10 + rank) * 5 + (file < 4 ? file : 8 - file);
}

// The weights as one vector: the placement tables, then the terms.
std::vector<double> flatten(const Weights& w) {
  std::vector<double> v(weight_count);
  for (int t = 0; t < 8; ++t) {
    for (int r = 0; r < 10; ++r) {
      for (int f = 0; f < 5; ++f) {
        v[static_cast<std::size_t>((t * 10 + r) * 5 + f)] =
            w.placement[static_cast<std::size_t>(t)][static_cast<std::size_t>(r)]
                       [static_cast<std::size_t>(f)];
      }
    }
  }
  for (int i = 0; i < term_count; ++i) {
    v[static_cast<std::size_t>(placement_count + i)] = w.terms[static_cast<std::size_t>(i)];
  }
  return v;
}

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

  void add(const Board& b, float result) {
    const auto begin = static_cast<std::uint32_t>(index.size());
    std::vector<double> counts(weight_count, 0.0);
    for (int s = 0; s < square_count; ++s) {
      const Piece p = b.at(static_cast<Square>(s));
      if (p == Piece::none) continue;
      const bool red = side_of(p) == Side::red;
      const int r = red ? rank_of(s) : rank_count - 1 - rank_of(s);
      counts[static_cast<std::size_t>(placement_index(type_of(p), r, file_of(s)))] += red ? 1 : -1;
    }
    terms(b, [&counts](Term t, int count) {
      counts[static_cast<std::size_t>(placement_count + static_cast<int>(t))] +=
          static_cast<double>(count) / term_scale;
    });
    counts[static_cast<std::size_t>(placement_count + static_cast<int>(Term::tempo))] +=
        (b.side_to_move() == Side::red ? 1.0 : -1.0) / term_scale;
    for (int i = 0; i < weight_count; ++i) {
      if (counts[static_cast<std::size_t>(i)] != 0) {
        index.push_back(static_cast<std::uint16_t>(i));
        coefficient.push_back(static_cast<float>(counts[static_cast<std::size_t>(i)]));
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

void write_header(const std::vector<double>& w, std::size_t positions, double k) {
  std::printf(
      "#pragma once\n\n"
      "// The xiangqi evaluation's numbers (evaluation_terms.h gives their shape),\n"
      "// fitted to game results by tests/bench/tune.cpp on %zu positions of\n"
      "// self-play (k = %.3f); docs/search.md, \"Fitted evaluation\", tells how.\n\n"
      "#include \"core/xiangqi/evaluation_terms.h\"\n\n"
      "namespace qipan::xiangqi {\n\n"
      "inline constexpr Weights weights = {\n    {{\n",
      positions, k);
  for (int t = 0; t < 8; ++t) {
    std::printf("        {{");
    for (int r = 0; r < 10; ++r) {
      std::printf("%s{{", r ? ",\n          " : "");
      for (int f = 0; f < 5; ++f) {
        std::printf("%s%ld", f ? ", " : "",
                    std::lround(w[static_cast<std::size_t>((t * 10 + r) * 5 + f)]));
      }
      std::printf("}}");
    }
    std::printf("}}%s\n", t < 7 ? "," : "");
  }
  std::printf("    }},\n    {{");
  for (int i = 0; i < term_count; ++i) {
    std::printf("%s%ld", i ? ", " : "",
                std::lround(w[static_cast<std::size_t>(placement_count + i)]));
  }
  std::printf("}},\n};\n\n}  // namespace qipan::xiangqi\n");
}

}  // namespace

int main(int argc, char** argv) {
  int iterations = 1000;
  double rate = 1.0;
  double k = 0;  // 0: fit it
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--iterations" && i + 1 < argc) {
      iterations = std::atoi(argv[++i]);
    } else if (a == "--rate" && i + 1 < argc) {
      rate = std::atof(argv[++i]);
    } else if (a == "--k" && i + 1 < argc) {
      k = std::atof(argv[++i]);
    } else {
      files.push_back(a);
    }
  }
  Data d;
  for (const auto& name : files) {
    std::ifstream in(name);
    std::string line;
    while (std::getline(in, line)) {
      const auto semi = line.find(';');
      if (semi == std::string::npos) continue;
      auto p = Position::from_fen(line.substr(0, semi));
      if (!p) continue;
      d.add(p->board(), std::stof(line.substr(semi + 1)));
    }
  }
  std::fprintf(stderr, "tune: %zu positions\n", d.samples.size());
  std::vector<double> w = flatten(weights);

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

  // Adam on the mean squared error over the training positions.
  std::vector<double> m(w.size(), 0.0), v(w.size(), 0.0), g(w.size());
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
    for (std::size_t i = 0; i < w.size(); ++i) {
      const double gi = g[i] / static_cast<double>(n);
      m[i] = b1 * m[i] + (1 - b1) * gi;
      v[i] = b2 * v[i] + (1 - b2) * gi * gi;
      const double mh = m[i] / (1 - std::pow(b1, it));
      const double vh = v[i] / (1 - std::pow(b2, it));
      // The terms' weights are in sixteenths: they move term_scale times faster.
      const double step = rate * (i >= static_cast<std::size_t>(placement_count) ? term_scale : 1);
      w[i] -= step * mh / (std::sqrt(vh) + 1e-12);
    }
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
  write_header(best, d.samples.size(), k);
  return 0;
}
