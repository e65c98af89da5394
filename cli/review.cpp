#include "cli/review.h"

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <utility>

#include "cli/read_file.h"
#include "core/games/games.h"
#include "core/records/record.h"
#include "core/study/review.h"

namespace qipan::cli {
namespace {

using records::GameText;
using records::Notation;

// A review's default budget: about 0.2 s a position in the release build.
constexpr std::uint64_t default_nodes = 200000;

struct Settings {
  std::uint64_t nodes = default_nodes;
  std::optional<Notation> to;
  std::optional<std::string_view> game;  // --game: every record is of this game
};

int usage(const std::string& problem) {
  if (!problem.empty()) std::fprintf(stderr, "qipan review: %s\n", problem.c_str());
  std::fprintf(stderr,
               "usage: qipan review FILE [--nodes N] [--to iccs|wxf|chinese] "
               "[--game %s]\n"
               "  writes every game of FILE ('-': standard input) annotated: NAGs ?! ? ??,\n"
               "  the evaluation and the better line; N nodes a position (default %llu)\n",
               games::name_list("", "|", "|").c_str(),
               static_cast<unsigned long long>(default_nodes));
  return 2;
}

// A move as the record writes it: Xiangqi in `n`, other games in coordinates.
template <class Position>
std::string move_name(const Position& p, typename Position::Move m, Notation n) {
  if constexpr (requires { p.to_wxf(m); }) {
    if (n == Notation::wxf) return p.to_wxf(m);
    if (n == Notation::chinese) return p.to_chinese(m);
  }
  return to_string(m);
}

// A score from side 0's view in soldiers ("+1.25", "-0.40") or as a mate
// ("#3": side 0 mates in 3 moves; "#-2": it is mated in 2).
std::string eval_text(int score) {
  if (score >= search::mate_bound || score <= -search::mate_bound) {
    const int moves = (search::mate - std::abs(score) + 1) / 2;
    return std::string(score > 0 ? "#" : "#-") + std::to_string(moves);
  }
  char text[32];
  std::snprintf(text, sizeof text, "%+.2f", score / 100.0);
  return text;
}

std::string capitalized(std::string_view s) {
  std::string out(s);
  if (!out.empty() && out[0] >= 'a' && out[0] <= 'z') out[0] = static_cast<char>(out[0] - 32);
  return out;
}

// "Red: accuracy 84%; 2 inaccuracies, 1 mistake, 0 blunders (12 best, 20 good)".
template <class Position>
std::string summary_text(const study::SideSummary& s, typename Position::Side side) {
  using study::MoveClass;
  const auto n = [&](MoveClass c, const char* one, const char* many) {
    const int k = s.count(c);
    return std::to_string(k) + " " + (k == 1 ? one : many);
  };
  char accuracy[16];
  std::snprintf(accuracy, sizeof accuracy, "%.0f%%", s.accuracy);
  return capitalized(Position::side_name(side)) + ": accuracy " + accuracy + "; " +
         n(MoveClass::inaccuracy, "inaccuracy", "inaccuracies") + ", " +
         n(MoveClass::mistake, "mistake", "mistakes") + ", " +
         n(MoveClass::blunder, "blunder", "blunders") + " (" +
         std::to_string(s.count(MoveClass::best)) + " best, " +
         std::to_string(s.count(MoveClass::good)) + " good)";
}

// The record's notes with the review's: a summary before the first move;
// after each inaccuracy, mistake or blunder its NAG, a comment and the
// better line as a variation; where a bad move stopped the review, a note.
template <class Position>
records::Annotations reviewed_notes(const records::Record<Position>& record,
                                    const study::GameReview<typename Position::Move>& review,
                                    Notation notation, std::uint64_t nodes,
                                    const std::optional<Error>& stop) {
  using Side = typename Position::Side;
  records::Annotations notes;
  const std::size_t plies = record.position.history().size();
  Position at = records::start_of(record.position);
  const Side first = at.side_to_move();
  const Side side0{};
  notes.comments.push_back({0, "qipan review, " + std::to_string(nodes) + " nodes a position. " +
                                   summary_text<Position>(review.sides[0], side0) + ". " +
                                   summary_text<Position>(review.sides[1], opposite(side0)) + "."});
  for (const records::Comment& c : record.comments) {
    if (c.ply <= plies) notes.comments.push_back(c);
  }
  for (const records::Variation& v : record.variations) {
    if (v.ply <= plies) notes.variations.push_back(v);
  }
  const int first_number = static_cast<int>(at.fullmove_number());
  for (std::size_t i = 0; i < review.moves.size(); ++i) {
    const auto& m = review.moves[i];
    const Side mover = at.side_to_move();
    const int nag = study::nag_of(m.move_class);
    if (nag != 0) {
      std::vector<std::string> names;
      std::vector<std::string> coordinates;
      Position line = at;
      for (auto step : m.line) {
        names.push_back(move_name(line, step, notation));
        coordinates.push_back(to_string(step));
        if (!line.play(step)) break;
      }
      const int sign = mover == side0 ? 1 : -1;
      std::string better;
      for (const auto& n : names) better += (better.empty() ? "" : " ") + n;
      notes.comments.push_back({i + 1, "$" + std::to_string(nag)});
      notes.comments.push_back({i + 1, capitalized(study::class_name(m.move_class)) + " (" +
                                           eval_text(sign * m.before) + " -> " +
                                           eval_text(sign * m.after) + "). Better: " + better});
      const bool second = index_of(mover) != 0;
      const std::size_t before_this = i + (index_of(first) != 0 ? 1 : 0);
      notes.variations.push_back(
          {i + 1, records::annotated_line(
                      coordinates, first_number + static_cast<int>(before_this / 2), second)});
    }
    if (!at.play(m.played)) break;
  }
  if (stop) {
    notes.comments.push_back({plies, "the review stopped here: " + stop->message});
  }
  return notes;
}

// One game: replayed as far as it goes, reviewed, written. Returns whether
// it was reviewed whole.
template <class Position, class Engine, class Rewrite>
bool review_one(const GameText& g, Result<records::PartialRecord<Position>> partial, Engine& engine,
                const Settings& settings, Notation notation, Rewrite&& rewrite, std::string& out) {
  if (!partial) {
    std::fprintf(stderr, "qipan review: %s\n", partial.error().message.c_str());
    return false;
  }
  records::Record<Position> record = std::move(partial->record);
  search::Budget budget;
  budget.nodes = settings.nodes;
  const auto started = std::chrono::steady_clock::now();
  auto review =
      study::review_game(engine, record.position, budget, [&](std::size_t done, std::size_t total) {
        std::fprintf(stderr, "\rqipan review: game %d: %zu/%zu", g.number, done, total);
      });
  if (!review) {
    std::fprintf(stderr, "\nqipan review: game %d: %s\n", g.number, review.error().message.c_str());
    return false;
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  std::fprintf(stderr, " positions, %.1f s\n", seconds);
  if (partial->error) {
    std::fprintf(stderr, "qipan review: game %d: reviewed %zu plies; stopped at %s\n", g.number,
                 record.position.history().size(), partial->error->message.c_str());
  }
  const records::Annotations notes =
      reviewed_notes(record, *review, notation, settings.nodes, partial->error);
  record.comments = notes.comments;
  record.variations = notes.variations;
  bool has_annotator = false;
  for (const auto& t : record.tags) has_annotator |= records::same_tag_name(t.name, "Annotator");
  if (!has_annotator) record.tags.push_back({"Annotator", "qipan review"});
  if (!out.empty()) out += "\n";
  out += rewrite(record);
  return !partial->error;
}

}  // namespace

int run_review(const std::vector<std::string_view>& args) {
  Settings settings;
  std::optional<std::string_view> file;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "-h" || args[i] == "--help") return usage("");
    if (args[i] == "--nodes") {
      if (i + 1 >= args.size()) return usage("--nodes needs a number");
      const std::string text(args[++i]);
      char* end = nullptr;
      const unsigned long long n = std::strtoull(text.c_str(), &end, 10);
      if (text.empty() || *end != '\0' || text[0] == '-' || n < 1 || n > 1000000000ULL) {
        return usage("--nodes must be a whole number from 1 to 1e9, got '" + text + "'");
      }
      settings.nodes = n;
    } else if (args[i] == "--to") {
      if (i + 1 >= args.size()) return usage("--to needs iccs, wxf or chinese");
      settings.to = records::notation_named(args[++i]);
      if (!settings.to) return usage("--to must be iccs, wxf or chinese");
    } else if (args[i] == "--game") {
      if (i + 1 >= args.size()) return usage("--game needs " + games::name_list());
      const std::string_view game = args[++i];
      if (!games::with_game(game, [](auto) {})) {
        return usage("--game takes " + games::name_list() + ", got '" + std::string(game) + "'");
      }
      settings.game = game;
    } else if (!file) {
      file = args[i];
    } else {
      return usage("unexpected argument '" + std::string(args[i]) + "'");
    }
  }
  if (!file) return usage("missing FILE");
  const auto text = read_file(*file);
  if (!text) {
    std::fprintf(stderr, "qipan review: cannot read '%s'\n", std::string(*file).c_str());
    return 1;
  }
  auto games = records::read_games(*text);
  if (!games) {
    std::fprintf(stderr, "qipan review: %s\n", games.error().message.c_str());
    return 1;
  }
  if (games->empty()) {
    std::fprintf(stderr, "qipan review: '%s' holds no game\n", std::string(*file).c_str());
    return 1;
  }
  std::string out;
  bool whole = true;
  for (const GameText& g : *games) {
    const auto review = [&](auto e) {
      using G = typename decltype(e)::type;
      Notation n = Notation::iccs;
      if constexpr (G::has_notations) {
        if (settings.to) {
          n = *settings.to;
        } else if (auto format = g.tag("Format")) {
          n = records::notation_named(*format).value_or(Notation::iccs);
        }
      }
      typename G::Engine engine(16);  // its table, 16 MB, for this record
      whole &= review_one<typename G::Position>(
          g, G::read_partial_record(g), engine, settings, n,
          [n](const typename G::Record& r) { return G::rewrite_record(r, n); }, out);
    };
    if (!settings.game || !games::with_game(*settings.game, review)) {
      games::with_record_game(g, review);
    }
  }
  std::fwrite(out.data(), 1, out.size(), stdout);
  return whole ? 0 : 1;
}

}  // namespace qipan::cli
