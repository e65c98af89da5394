// Scenario text into a Battle. The text is read line by line into a header,
// map rows and legend entries (each remembering where it came from), then
// checked as a whole; every error names the line and column of its cause.
#include "core/tactics/battle_scenario.h"

#include <array>
#include <charconv>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/tactics/text_options.h"

namespace qipan::tactics {
namespace {

constexpr std::size_t max_scenario_name = 32;
constexpr std::size_t max_title = 80;
constexpr std::size_t max_kind = 24;
constexpr std::string_view legend_form =
    "a units line is: LETTER TEAM KIND CLASS HP ATTACK DEFENCE MOVE RANGE [on TERRAIN]";

// The map's terrain characters.
struct TerrainChar {
  char c;
  std::string_view name;
};
constexpr std::array<TerrainChar, 7> terrain_chars = {{{'.', "plain"},
                                                       {'=', "road"},
                                                       {'%', "forest"},
                                                       {':', "hill"},
                                                       {'^', "mountain"},
                                                       {'~', "water"},
                                                       {'#', "wall"}}};

std::optional<std::string_view> terrain_of(char c) {
  for (const TerrainChar& t : terrain_chars) {
    if (t.c == c) return t.name;
  }
  return std::nullopt;
}

bool is_letter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_space(char c) { return c == ' ' || c == '\t'; }

Error fault(int line, int column, const std::string& message) {
  return Error{"line " + std::to_string(line) + ", column " + std::to_string(column) + ": " +
               message};
}

// A character as a message shows it: 'x', or a byte's code.
std::string shown(char c) {
  const auto u = static_cast<unsigned char>(c);
  if (u >= 0x21 && u < 0x7f) return "'" + std::string(1, c) + "'";
  constexpr char hex_digits[] = "0123456789ABCDEF";
  std::string out = "byte 0x";
  out += hex_digits[u >> 4];
  out += hex_digits[u & 15];
  if (c == ' ') out += " (a space)";
  if (c == '\t') out += " (a tab)";
  return out;
}

bool is_keyword(std::string_view word) {
  return word == "scenario" || word == "title" || word == "option" || word == "map" ||
         word == "units";
}

struct Token {
  std::string_view text;
  int column = 0;  // 1-based
};

std::vector<Token> split(std::string_view line) {
  std::vector<Token> out;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && is_space(line[i])) ++i;
    if (i == line.size()) break;
    const std::size_t start = i;
    while (i < line.size() && !is_space(line[i])) ++i;
    out.push_back({line.substr(start, i - start), static_cast<int>(start) + 1});
  }
  return out;
}

// A whole number of at most six decimal digits, or -1 (below every stat's
// bounds) for anything else.
int number(std::string_view s) {
  if (s.empty() || s.size() > 6) return -1;
  for (char c : s) {
    if (!is_digit(c)) return -1;
  }
  int value = 0;
  std::from_chars(s.data(), s.data() + s.size(), value);
  return value;
}

struct Row {
  std::string_view text;
  int line = 0;
};

// A letter of the units section: the unit it stands for (all but its name
// and cell) and the terrain under it.
struct LegendEntry {
  int line = 0;
  BattleUnitSpec unit;
  std::string_view on = "plain";
  bool used = false;
};

// The text as read, before the whole is checked.
struct Draft {
  std::string name;
  std::string title;
  int name_line = 0;
  int title_line = 0;
  int map_line = 0;
  int units_line = 0;
  MapRules rules;
  std::vector<Row> rows;
  std::map<char, LegendEntry> legend;
};

class Reader {
 public:
  explicit Reader(std::string_view text) : text_(text) {}

  Result<Draft> read() {
    enum class Section { top, map, units } section = Section::top;
    int number = 0;
    std::size_t pos = 0;
    while (pos <= text_.size()) {
      std::size_t end = text_.find('\n', pos);
      if (end == std::string_view::npos) end = text_.size();
      std::string_view line = text_.substr(pos, end - pos);
      pos = end + 1;
      ++number;
      while (!line.empty() && (is_space(line.back()) || line.back() == '\r')) {
        line.remove_suffix(1);
      }
      if (line.empty()) {
        section = Section::top;
        continue;
      }
      // A keyword line also ends a section.
      if (section != Section::top && is_keyword(split(line)[0].text)) section = Section::top;
      Result<void> ok;
      if (section == Section::map) {
        ok = map_row(line, number);
      } else if (section == Section::units) {
        if (line.front() != '#') ok = legend_entry(line, number);
      } else if (line.front() != '#') {
        auto next = keyword(line, number);
        if (!next) return next.error();
        if (*next == "map") section = Section::map;
        if (*next == "units") section = Section::units;
      }
      if (!ok) return ok.error();
    }
    return std::move(draft_);
  }

 private:
  // A header line, or the line opening a section; returns its keyword.
  Result<std::string_view> keyword(std::string_view line, int n) {
    const std::vector<Token> t = split(line);
    const std::string_view word = t[0].text;
    auto only = [&](std::size_t count) -> Result<void> {
      if (t.size() > count) {
        return fault(n, t[count].column,
                     "unexpected '" + std::string(t[count].text) + "' after " + std::string(word));
      }
      return {};
    };
    auto once = [&](int& seen) -> Result<void> {
      if (seen) {
        return fault(
            n, t[0].column,
            std::string(word) + " given twice (first on line " + std::to_string(seen) + ")");
      }
      seen = n;
      return {};
    };
    if (word == "scenario") {
      if (auto ok = once(draft_.name_line); !ok) return ok.error();
      if (t.size() < 2) return fault(n, static_cast<int>(line.size()) + 1, "scenario needs a name");
      const std::string_view name = t[1].text;
      bool good = name.size() <= max_scenario_name && is_letter(name[0]);
      for (char c : name) good = good && ((c >= 'a' && c <= 'z') || is_digit(c) || c == '-');
      if (!good) {
        return fault(n, t[1].column,
                     "bad scenario name '" + std::string(name) +
                         "': use lower-case letters, digits and '-', starting with a letter, at "
                         "most " +
                         std::to_string(max_scenario_name) + " characters");
      }
      if (auto ok = only(2); !ok) return ok.error();
      draft_.name = name;
    } else if (word == "title") {
      if (auto ok = once(draft_.title_line); !ok) return ok.error();
      if (t.size() < 2) return fault(n, static_cast<int>(line.size()) + 1, "title needs a text");
      const std::string_view title = line.substr(static_cast<std::size_t>(t[1].column - 1));
      if (title.size() > max_title) {
        return fault(n, t[1].column + static_cast<int>(max_title),
                     "title is too long: " + std::to_string(title.size()) +
                         " characters (at most " + std::to_string(max_title) + ")");
      }
      draft_.title = title;
    } else if (word == "option") {
      std::vector<std::string_view> words;
      for (std::size_t i = 1; i < t.size() && i < 3; ++i) words.push_back(t[i].text);
      int bad = 0;
      if (auto ok = read_option(words, draft_.rules, &bad); !ok) {
        const int column = bad < static_cast<int>(words.size())
                               ? t[static_cast<std::size_t>(bad) + 1].column
                               : static_cast<int>(line.size()) + 1;
        return fault(n, column, ok.error().message);
      }
      if (auto ok = only(3); !ok) return ok.error();
    } else if (word == "map") {
      if (auto ok = once(draft_.map_line); !ok) return ok.error();
      if (auto ok = only(1); !ok) return ok.error();
    } else if (word == "units") {
      if (auto ok = once(draft_.units_line); !ok) return ok.error();
      if (auto ok = only(1); !ok) return ok.error();
    } else if (word.size() == 1 && is_letter(word[0]) && t.size() > 1) {
      return fault(n, t[0].column,
                   "a unit line outside the units section (a blank line ends a section)");
    } else {
      return fault(n, t[0].column,
                   "unknown keyword '" + std::string(word) +
                       "' (expected scenario, title, option, map or units)");
    }
    return word;
  }

  Result<void> map_row(std::string_view line, int n) {
    const std::size_t width = draft_.rows.empty() ? line.size() : draft_.rows[0].text.size();
    if (static_cast<int>(draft_.rows.size()) == max_scenario_side) {
      return fault(
          n, 1, "the map is too large: more than " + std::to_string(max_scenario_side) + " rows");
    }
    if (line.size() > static_cast<std::size_t>(max_scenario_side)) {
      return fault(n, max_scenario_side + 1,
                   "the map is too large: " + std::to_string(line.size()) + " columns (at most " +
                       std::to_string(max_scenario_side) + ")");
    }
    if (line.size() != width) {
      return fault(n, static_cast<int>(std::min(line.size(), width)) + 1,
                   "ragged map: this row is " + std::to_string(line.size()) +
                       " cells wide, the first row " + std::to_string(width));
    }
    for (std::size_t x = 0; x < line.size(); ++x) {
      if (!terrain_of(line[x]) && !is_letter(line[x])) {
        return fault(n, static_cast<int>(x) + 1,
                     "unknown map character " + shown(line[x]) +
                         " (terrain: . plain, = road, % forest, : hill, ^ mountain, ~ water, # "
                         "wall; a letter is a unit)");
      }
    }
    draft_.rows.push_back({line, n});
    return {};
  }

  Result<void> legend_entry(std::string_view line, int n) {
    const std::vector<Token> t = split(line);
    const Token& letter = t[0];
    if (letter.text.size() != 1 || !is_letter(letter.text[0])) {
      return fault(n, letter.column,
                   "expected a unit letter (A-Z or a-z), got '" + std::string(letter.text) + "'; " +
                       std::string(legend_form));
    }
    const char c = letter.text[0];
    if (auto seen = draft_.legend.find(c); seen != draft_.legend.end()) {
      return fault(n, letter.column,
                   "letter '" + std::string(1, c) + "' is already in the units section (line " +
                       std::to_string(seen->second.line) + ")");
    }
    static constexpr std::array<std::string_view, 9> field_names = {
        "letter", "team", "kind", "class", "hp", "attack", "defence", "move", "range"};
    if (t.size() < field_names.size()) {
      return fault(
          n, static_cast<int>(line.size()) + 1,
          "missing " + std::string(field_names[t.size()]) + " (" + std::string(legend_form) + ")");
    }
    LegendEntry e;
    e.line = n;
    BattleUnitSpec& u = e.unit;
    if (t[1].text == "player") {
      u.team = Team::player;
    } else if (t[1].text == "enemy") {
      u.team = Team::enemy;
    } else {
      return fault(n, t[1].column,
                   "team must be player or enemy, got '" + std::string(t[1].text) + "'");
    }
    const std::string_view kind = t[2].text;
    bool good = kind.size() <= max_kind && is_letter(kind[0]);
    for (char k : kind) good = good && (is_letter(k) || is_digit(k) || k == '-');
    if (!good) {
      return fault(n, t[2].column,
                   "bad kind '" + std::string(kind) + "': a word of letters, digits and '-', " +
                       "starting with a letter, at most " + std::to_string(max_kind) +
                       " characters");
    }
    u.kind = kind;
    const std::string_view move_class = t[3].text;
    if (move_class != "foot" && move_class != "mounted" && move_class != "flying") {
      return fault(
          n, t[3].column,
          "unknown class '" + std::string(move_class) + "' (expected foot, mounted or flying)");
    }
    u.move_class = move_class;
    // Numbers as written (-1 for what is not one), then the one check of a
    // unit's stats; the first bad stat is the first bad field of the line.
    u.stats.max_hp = number(t[4].text);
    u.stats.attack = number(t[5].text);
    u.stats.defence = number(t[6].text);
    u.stats.move = number(t[7].text);
    range(t[8].text, u.stats);
    if (auto bad = first_bad_stat(u.stats, battle_limits)) {
      if (*bad == Stat::min_range || *bad == Stat::max_range) {
        return fault(n, t[8].column,
                     "range must be N or MIN-MAX with 1 <= MIN <= MAX <= " +
                         std::to_string(max_battle_range) + ", got '" + std::string(t[8].text) +
                         "'");
      }
      const std::size_t i = 4 + static_cast<std::size_t>(*bad);  // hp, attack, defence, move
      const StatBounds b = stat_bounds(*bad, battle_limits, u.stats);
      return fault(n, t[i].column,
                   std::string(field_names[i]) + " must be a whole number from " +
                       std::to_string(b.lo) + " to " + std::to_string(b.hi) + ", got '" +
                       std::string(t[i].text) + "'");
    }
    if (t.size() > 9) {
      if (t[9].text != "on") {
        return fault(n, t[9].column,
                     "unexpected '" + std::string(t[9].text) +
                         "' after the range (only 'on TERRAIN' may follow)");
      }
      if (t.size() < 11) {
        return fault(n, static_cast<int>(line.size()) + 1, "'on' needs a terrain");
      }
      bool known = false;
      for (const TerrainChar& tc : terrain_chars) known = known || tc.name == t[10].text;
      if (!known) {
        return fault(n, t[10].column,
                     "unknown terrain '" + std::string(t[10].text) +
                         "' (expected plain, road, forest, hill, mountain, water or wall)");
      }
      e.on = t[10].text;
      if (t.size() > 11) {
        return fault(n, t[11].column, "unexpected '" + std::string(t[11].text) + "' at the end");
      }
    }
    draft_.legend.emplace(c, std::move(e));
    return {};
  }

  // N or MIN-MAX into the stats' range, -1 for a part that is no number.
  static void range(std::string_view text, UnitStats& stats) {
    const std::size_t dash = text.find('-');
    if (dash == std::string_view::npos) {
      stats.min_range = stats.max_range = number(text);
      return;
    }
    stats.min_range = number(text.substr(0, dash));
    stats.max_range = number(text.substr(dash + 1));
  }

  std::string_view text_;
  Draft draft_;
};

// The whole: required parts, letters against the legend, cells and units.
Result<Battle> build(Draft& d) {
  if (!d.name_line) return fault(1, 1, "the text has no 'scenario NAME' line");
  if (!d.title_line) return fault(1, 1, "the text has no 'title TEXT' line");
  if (!d.map_line) return fault(1, 1, "the text has no 'map' section");
  if (d.rows.empty()) {
    return fault(d.map_line, 1, "the map has no rows (they follow the 'map' line)");
  }
  if (!d.units_line) return fault(1, 1, "the text has no 'units' section");

  const int width = static_cast<int>(d.rows[0].text.size());
  const int height = static_cast<int>(d.rows.size());
  Map map = *Map::create(width, height);  // 1..64 a side
  set_rules(map, d.rules);

  std::vector<BattleUnitSpec> specs;
  std::map<std::string, int> kinds;
  bool sides[2] = {false, false};
  for (int y = 0; y < height; ++y) {
    const Row& row = d.rows[static_cast<std::size_t>(y)];
    for (int x = 0; x < width; ++x) {
      const char c = row.text[static_cast<std::size_t>(x)];
      if (auto terrain = terrain_of(c)) {
        (void)map.set_terrain({x, y}, *terrain);
        continue;
      }
      auto entry = d.legend.find(c);
      if (entry == d.legend.end()) {
        return fault(row.line, x + 1,
                     "unit letter '" + std::string(1, c) + "' is not in the units section");
      }
      LegendEntry& e = entry->second;
      e.used = true;
      const TerrainId on = *map.costs().terrain(e.on);
      const std::string& move_class = e.unit.move_class;
      if (map.costs().cost(on, *map.costs().move_class(move_class)) == impassable) {
        return fault(row.line, x + 1,
                     "unit '" + std::string(1, c) + "' (" + move_class + ") stands on " +
                         std::string(e.on) + ", which " + move_class + " units cannot enter");
      }
      if (specs.size() == static_cast<std::size_t>(max_battle_units)) {
        return fault(row.line, x + 1,
                     "too many units: at most " + std::to_string(max_battle_units));
      }
      (void)map.set_terrain({x, y}, on);
      specs.push_back(e.unit);
      specs.back().at = {x, y};
      ++kinds[e.unit.kind];
      sides[static_cast<int>(e.unit.team)] = true;
    }
  }
  for (const auto& [c, e] : d.legend) {
    if (!e.used) {
      return fault(e.line, 1, "letter '" + std::string(1, c) + "' is not on the map");
    }
  }
  if (!sides[0]) return fault(d.map_line, 1, "the map has no player units");
  if (!sides[1]) return fault(d.map_line, 1, "the map has no enemy units");

  // Names: the kind, numbered in reading order when several units share it.
  std::map<std::string, int> numbered;
  for (BattleUnitSpec& s : specs) {
    s.name = s.kind;
    if (kinds[s.kind] > 1) s.name += " " + std::to_string(++numbered[s.kind]);
  }
  return Battle::create(std::move(d.name), std::move(d.title), std::move(map), specs);
}

}  // namespace

std::optional<std::string_view> scenario_terrain(char c) { return terrain_of(c); }

char scenario_char(std::string_view terrain) {
  for (const TerrainChar& t : terrain_chars) {
    if (t.name == terrain) return t.c;
  }
  return '\0';
}

Result<Battle> parse_scenario(std::string_view text) {
  auto draft = Reader(text).read();
  if (!draft) return draft.error();
  return build(*draft);
}

Result<ShippedScenario> shipped_scenario(std::string_view name) {
  std::string known;
  for (const ShippedScenario& s : shipped_scenarios()) {
    if (s.name == name) return s;
    if (!known.empty()) known += ", ";
    known += s.name;
  }
  return Error{"unknown scenario '" + std::string(name) + "' (known: " + known + ")"};
}

Result<Battle> load_scenario(std::string_view name) {
  auto s = shipped_scenario(name);
  if (!s) return s.error();
  if (!s->is_text()) {
    return Error{"the scenario '" + std::string(name) + "' is a map (." + std::string(s->format) +
                 "), not scenario text"};
  }
  return parse_scenario(s->text);
}

}  // namespace qipan::tactics
