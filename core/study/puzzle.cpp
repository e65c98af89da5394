#include "core/study/puzzle.h"

#include <charconv>
#include <cstdio>
#include <set>
#include <string>

#include "core/grid/text.h"

namespace qipan::study {
namespace {

constexpr std::size_t field_count = 8;  // 7 in a version 1 file

std::vector<std::string_view> split(std::string_view line, char by) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  for (;;) {
    const std::size_t at = line.find(by, start);
    out.push_back(
        line.substr(start, at == std::string_view::npos ? std::string_view::npos : at - start));
    if (at == std::string_view::npos) return out;
    start = at + 1;
  }
}

std::optional<int> number(std::string_view text) {
  int n = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (ec != std::errc() || end != text.data() + text.size() || text.empty()) return std::nullopt;
  // Numbers are written one way only ("3", never "03" or "+3"), so a file
  // that reads is written again byte for byte the same.
  if (std::to_string(n) != text) return std::nullopt;
  return n;
}

std::string hex(std::uint64_t v) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(v));
  return text;
}

Error bad(std::size_t line, const std::string& what) {
  return Error{"puzzle file, line " + std::to_string(line) + ": " + what, ErrorCode::bad_data};
}

}  // namespace

std::string_view theme_name(Theme t) {
  switch (t) {
    case Theme::mate:
      return "mate";
    case Theme::den:
      return "den";
    case Theme::material:
      return "material";
    case Theme::defend:
      return "defend";
  }
  return "";
}

std::optional<Theme> theme_named(std::string_view name) {
  for (Theme t : {Theme::mate, Theme::den, Theme::material, Theme::defend}) {
    if (theme_name(t) == name) return t;
  }
  return std::nullopt;
}

std::uint64_t fnv1a(std::string_view bytes) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (char c : bytes) {
    h ^= static_cast<unsigned char>(c);
    h *= 0x100000001b3ULL;
  }
  return h;
}

std::string write_puzzles(const std::vector<Puzzle>& puzzles) {
  std::string out(puzzle_header);
  out += '\n';
  for (const Puzzle& p : puzzles) {
    std::string line;
    for (const auto& m : p.solution) line += (line.empty() ? "" : " ") + m;
    out += p.id + '\t' + p.game + '\t' + p.fen + '\t' + line + '\t' +
           std::string(theme_name(p.theme)) + '\t' + std::to_string(p.moves) + '\t' +
           std::to_string(p.difficulty) + '\t' + (p.lead ? *p.lead : std::string("-")) + '\n';
  }
  return out + "end\t" + std::to_string(puzzles.size()) + '\t' + hex(fnv1a(out)) + '\n';
}

Result<std::vector<Puzzle>> read_puzzles(std::string_view text) {
  if (text.empty()) return Error{"the puzzle file is empty", ErrorCode::bad_data};
  std::vector<Puzzle> out;
  std::set<std::string> ids;
  std::size_t line_number = 0;
  std::size_t start = 0;
  bool ended = false;
  std::size_t fields_wanted = field_count;
  while (start < text.size()) {
    const std::size_t nl = text.find('\n', start);
    const bool last = nl == std::string_view::npos;
    const std::string_view line = text.substr(start, last ? std::string_view::npos : nl - start);
    const std::size_t line_start = start;
    start = last ? text.size() : nl + 1;
    ++line_number;
    if (ended) return bad(line_number, "text after the end line");
    if (line_number == 1) {
      if (line == puzzle_header_v1) {
        fields_wanted = field_count - 1;
      } else if (line != puzzle_header) {
        return bad(1, "expected the header " + grid::quoted(puzzle_header) + ", got " +
                          grid::quoted(line));
      }
      continue;
    }
    const auto fields = split(line, '\t');
    if (fields[0] == "end") {
      if (last) return bad(line_number, "the end line has no line end: the file is truncated");
      if (fields.size() != 3) return bad(line_number, "the end line needs a count and a checksum");
      const auto count = number(fields[1]);
      if (!count) {
        return bad(line_number, "the end line's count " + grid::quoted(fields[1]) +
                                    " is not a number written plainly (such as 12)");
      }
      if (static_cast<std::size_t>(*count) != out.size()) {
        return bad(line_number, "the end line counts " + grid::quoted(fields[1]) +
                                    " puzzles but the file holds " + std::to_string(out.size()) +
                                    ": it is truncated or spliced");
      }
      const std::string sum = hex(fnv1a(text.substr(0, line_start)));
      if (fields[2] != sum) {
        return bad(line_number, "the checksum " + grid::quoted(fields[2]) +
                                    " does not match the file's " + sum + ": it is corrupted");
      }
      ended = true;
      continue;
    }
    if (last) return bad(line_number, "the file ends in the middle of a line: it is truncated");
    if (fields.size() != fields_wanted) {
      return bad(line_number, "expected " + std::to_string(fields_wanted) +
                                  " tab-separated fields (id, game, FEN, solution, theme, "
                                  "moves, difficulty" +
                                  (fields_wanted == field_count ? ", lead" : "") + "), got " +
                                  std::to_string(fields.size()));
    }
    Puzzle p;
    p.id = std::string(fields[0]);
    p.game = std::string(fields[1]);
    p.fen = std::string(fields[2]);
    if (p.id.empty() || !ids.insert(p.id).second) {
      return bad(line_number, "the id " + grid::quoted(p.id) + " is empty or repeated");
    }
    if (p.game.empty() || p.fen.empty()) return bad(line_number, "an empty game or FEN");
    for (std::string_view m : split(fields[3], ' ')) {
      if (m.empty()) return bad(line_number, "the solution has an empty move");
      p.solution.emplace_back(m);
    }
    if (p.solution.size() % 2 == 0) {
      return bad(line_number, "a solution ends on the solver's move: an odd number of moves");
    }
    const auto theme = theme_named(fields[4]);
    if (!theme) {
      return bad(line_number, "unknown theme " + grid::quoted(fields[4]) +
                                  ": expected mate, den, material or defend");
    }
    p.theme = *theme;
    const auto moves = number(fields[5]);
    const auto difficulty = number(fields[6]);
    if (!moves || *moves < 0 || *moves > 50) {
      return bad(line_number, "moves must be a whole number 0..50");
    }
    const bool counted = p.theme == Theme::mate || p.theme == Theme::den;
    if (counted && *moves < 1) return bad(line_number, "a mate or den puzzle needs moves >= 1");
    if (counted && static_cast<std::size_t>(2 * *moves - 1) != p.solution.size()) {
      return bad(line_number, "a " + std::string(theme_name(p.theme)) + " in " +
                                  std::to_string(*moves) + " needs " +
                                  std::to_string(2 * *moves - 1) + " moves of solution");
    }
    if (!difficulty || *difficulty < 400 || *difficulty > 3000) {
      return bad(line_number, "difficulty must be a rating 400..3000");
    }
    p.moves = *moves;
    p.difficulty = *difficulty;
    if (fields_wanted == field_count && fields[7] != "-") {
      if (fields[7].empty() || fields[7].find(' ') != std::string_view::npos) {
        return bad(line_number,
                   "the lead " + grid::quoted(fields[7]) + " is not one move (\"-\" for none)");
      }
      p.lead = std::string(fields[7]);
    }
    out.push_back(std::move(p));
  }
  if (!ended) {
    return bad(line_number, "the file ends without its end line: it is truncated");
  }
  return out;
}

}  // namespace qipan::study
