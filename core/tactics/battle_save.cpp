#include "core/tactics/battle_save.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "core/grid/text.h"
#include "core/tactics/battle_scenario.h"
#include "core/tactics/map_text.h"
#include "core/tactics/text_options.h"

namespace qipan::tactics {
namespace {

// Version 2 carries the whole map as map text (topology, cost table, sight,
// heights) and each unit's jump; version 1, square maps of the seven
// scenario terrains, is still read.
constexpr std::string_view save_header = "qipan-battle 2";
constexpr std::string_view legacy_header = "qipan-battle 1";

std::string number(int n) { return std::to_string(n); }

// The terrain rows of a battle's map in scenario characters.
std::vector<std::string> terrain_rows(const Map& map) {
  std::vector<std::string> rows;
  for (int y = 0; y < map.height(); ++y) {
    std::string row;
    for (int x = 0; x < map.width(); ++x) row += scenario_char(map.terrain_at({x, y}));
    rows.push_back(std::move(row));
  }
  return rows;
}

// Reads save_snapshot's text line by line; each fault names its line.
class SaveReader {
 public:
  explicit SaveReader(std::string_view text) {
    for (std::string_view line : grid::split(text, '\n')) {
      if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
      lines_.push_back(line);
    }
  }

  Error fault(const std::string& message) const { return fault_at(at_, message); }
  Error fault_at(std::size_t line, const std::string& message) const {
    return Error{"line " + number(static_cast<int>(line)) + ": " + message, ErrorCode::bad_data};
  }
  // The number of the line read last.
  std::size_t line() const { return at_; }
  // How many lines are left to read.
  std::size_t left() const { return lines_.size() - std::min(at_, lines_.size()); }

  bool done() const { return at_ >= lines_.size(); }
  // Whether the next line begins with `prefix` (without reading it).
  bool next_starts(std::string_view prefix) const {
    return at_ < lines_.size() && lines_[at_].substr(0, prefix.size()) == prefix;
  }
  // The next line, empty past the end.
  std::string_view next() {
    std::string_view line = at_ < lines_.size() ? lines_[at_] : std::string_view();
    ++at_;
    return line;
  }
  // The rest of a line after "KEY ", or an error when it starts otherwise.
  Result<std::string_view> field(std::string_view key) {
    const std::string_view line = next();
    if (line.substr(0, key.size() + 1) != std::string(key) + " ") {
      return fault("expected '" + std::string(key) + " ...', got '" +
                   std::string(line.substr(0, 40)) + "'");
    }
    return line.substr(key.size() + 1);
  }

 private:
  std::vector<std::string_view> lines_;
  std::size_t at_ = 0;
};

Result<int> whole(const SaveReader& r, std::string_view text, std::string_view what, int lo,
                  int hi) {
  int value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size() || value < lo || value > hi) {
    return r.fault(std::string(what) + " must be a whole number from " + number(lo) + " to " +
                   number(hi) + ", got '" + std::string(text.substr(0, 20)) + "'");
  }
  return value;
}

// One saved unit: "unit ID TEAM CLASS hp HP MAX attack A defence D move M
// range MIN MAX at X Y start X Y moved 0|1 acted 0|1 name NAME", then the
// line "kind KIND" (version 1: "... acted 0|1 kind KIND name NAME", a kind
// of one word). Names and kinds run to the end of their lines.
struct SavedUnit {
  BattleUnitSpec spec;
  int hp = 0;
  Point start;
  bool moved = false;
  bool acted = false;
};

Result<SavedUnit> read_unit(SaveReader& r, int id, const Map& map, bool legacy) {
  auto line = r.field("unit");
  if (!line) return line.error();
  const std::size_t name_at = line->find(" name ");
  if (name_at == std::string_view::npos) return r.fault("a unit line ends with 'name NAME'");
  const auto w = grid::fen_fields(line->substr(0, name_at));
  constexpr std::string_view layout[] = {
      "",   "", "", "hp",    "", "", "attack", "", "defence", "", "move", "", "range", "", "",
      "at", "", "", "start", "", "", "moved",  "", "acted",   "", "kind", ""};
  // Version 2 ends before "kind KIND".
  const std::size_t words = legacy ? std::size(layout) : std::size(layout) - 2;
  if (w.size() != words) {
    return r.fault(std::string(
        legacy ? "a unit line is: unit ID TEAM CLASS hp HP MAXHP attack N defence N move N range "
                 "MIN MAX at X Y start X Y moved 0|1 acted 0|1 kind KIND name NAME"
               : "a unit line is: unit ID TEAM CLASS hp HP MAXHP attack N defence N move N range "
                 "MIN MAX at X Y start X Y moved 0|1 acted 0|1 name NAME"));
  }
  for (std::size_t i = 0; i < w.size(); ++i) {
    if (!layout[i].empty() && w[i] != layout[i]) {
      return r.fault("expected '" + std::string(layout[i]) + "' in the unit line, got '" +
                     std::string(w[i].substr(0, 20)) + "'");
    }
  }
  SavedUnit u;
  auto n = [&](std::size_t i, std::string_view what, int lo, int hi) {
    return whole(r, w[i], what, lo, hi);
  };
  auto got_id = n(0, "the unit id", id, id);
  if (!got_id) return got_id.error();
  if (w[1] == "player") {
    u.spec.team = Team::player;
  } else if (w[1] == "enemy") {
    u.spec.team = Team::enemy;
  } else {
    return r.fault("team must be player or enemy");
  }
  u.spec.move_class = std::string(w[2]);
  struct Field {
    std::size_t index;
    std::string_view what;
    int lo, hi;
    int* into;
  };
  int at_x = 0, at_y = 0, moved = 0, acted = 0;
  const Field fields[] = {{5, "max hp", 1, max_hp, &u.spec.stats.max_hp},
                          {7, "attack", 0, max_stat, &u.spec.stats.attack},
                          {9, "defence", 0, max_stat, &u.spec.stats.defence},
                          {11, "move", 0, max_battle_move, &u.spec.stats.move},
                          {13, "min range", 1, max_battle_range, &u.spec.stats.min_range},
                          {14, "max range", 1, max_battle_range, &u.spec.stats.max_range},
                          {16, "x", 0, map.width() - 1, &at_x},
                          {17, "y", 0, map.height() - 1, &at_y},
                          {19, "start x", 0, map.width() - 1, &u.start.x},
                          {20, "start y", 0, map.height() - 1, &u.start.y},
                          {22, "moved", 0, 1, &moved},
                          {24, "acted", 0, 1, &acted}};
  for (const Field& f : fields) {
    auto v = n(f.index, f.what, f.lo, f.hi);
    if (!v) return v.error();
    *f.into = *v;
  }
  auto hp = n(4, "hp", 0, u.spec.stats.max_hp);
  if (!hp) return hp.error();
  u.hp = *hp;
  u.spec.at = {at_x, at_y};
  u.moved = moved == 1;
  u.acted = acted == 1;
  u.spec.name = std::string(line->substr(name_at + 6));
  if (legacy) {
    u.spec.kind = std::string(w[26]);
  } else {
    auto kind = r.field("kind");
    if (!kind) return kind.error();
    u.spec.kind = std::string(*kind);
  }
  return u;
}

// Version 1's map: option lines, "map WIDTH HEIGHT" and one row of scenario
// characters per map row (a square map of the seven standard terrains).
Result<Map> read_legacy_map(SaveReader& r) {
  MapRules rules;
  while (r.next_starts("option ")) {
    const auto words = grid::fen_fields(r.next().substr(7));
    if (words.size() > 2) return r.fault("an option line is 'option NAME VALUE'");
    if (auto ok = read_option(words, rules); !ok) return r.fault(ok.error().message);
  }
  auto size_line = r.field("map");
  if (!size_line) return size_line.error();
  const auto size = grid::fen_fields(*size_line);
  if (size.size() != 2) return r.fault("expected 'map WIDTH HEIGHT'");
  auto width = whole(r, size[0], "the width", 1, max_scenario_side);
  if (!width) return width.error();
  auto height = whole(r, size[1], "the height", 1, max_scenario_side);
  if (!height) return height.error();
  Map map = *Map::create(*width, *height);
  set_rules(map, rules);
  for (int y = 0; y < *height; ++y) {
    const std::string_view row = r.next();
    if (static_cast<int>(row.size()) != *width) {
      return r.fault("a map row must be " + number(*width) + " characters wide");
    }
    for (int x = 0; x < *width; ++x) {
      auto terrain = scenario_terrain(row[static_cast<std::size_t>(x)]);
      if (!terrain) return r.fault("unknown terrain character at column " + number(x + 1));
      (void)map.set_terrain({x, y}, *terrain);
    }
  }
  return map;
}

// Version 2's map: "map LINES", then that many lines of map text
// (map_text.h) of the map without its units: size and topology, rules, cost
// table, cells, sight and heights. A fault in the map text names the line
// of the save it is on.
Result<Map> read_map(SaveReader& r) {
  auto count_line = r.field("map");
  if (!count_line) return count_line.error();
  auto count = whole(r, *count_line, "the map's line count", 1,
                     static_cast<int>(std::min<std::size_t>(r.left(), 1u << 30)));
  if (!count) return count.error();
  const std::size_t first = r.line() + 1;  // the map text's first line
  std::string text;
  for (int i = 0; i < *count; ++i) {
    text += r.next();
    text += '\n';
  }
  auto map = map_from_text(text);
  if (!map) {
    // map_from_text says "line N: ..." of its own text.
    const std::string& message = map.error().message;
    int line = 0;
    const auto [end, ec] =
        std::from_chars(message.data() + std::min<std::size_t>(5, message.size()),
                        message.data() + message.size(), line);
    if (message.starts_with("line ") && ec == std::errc() &&
        std::string_view(end).starts_with(": ")) {
      return r.fault_at(first + static_cast<std::size_t>(line) - 1,
                        "the map: " + std::string(end + 2));
    }
    return r.fault_at(first, "the map: " + message);
  }
  if (!map->units().empty()) {
    return r.fault_at(first, "the map text must hold no units (they are the unit lines)");
  }
  return std::move(*map);
}

}  // namespace

std::string save_snapshot(const Battle& battle) {
  const Map& map = battle.map();
  std::string out(save_header);
  out += "\nscenario " + battle.name() + "\ntitle " + battle.title() + "\n";
  if (battle.difficulty() != Difficulty::normal) {
    out += "difficulty " + std::string(difficulty_name(battle.difficulty())) + "\n";
  }
  const std::string terrain = map_text(map.without_units());
  out += "map " + number(static_cast<int>(std::count(terrain.begin(), terrain.end(), '\n'))) +
         "\n" + terrain;
  out += std::string("phase ") + std::string(phase_name(battle.phase())) + "\n";
  out += "turn " + number(battle.turn()) + "\n";
  out += std::string("status ") + std::string(status_name(battle.status())) + "\n";
  out +=
      "selected " + (battle.selected() == no_unit ? std::string("-") : number(battle.selected()));
  out += "\nunits " + number(static_cast<int>(battle.units().size())) + "\n";
  for (const BattleUnit& u : battle.units()) {
    const Point at = battle.cell_of(u);
    const UnitStats& s = u.stats;
    out += "unit " + number(u.id) + " " + std::string(team_name(u.team)) + " " +
           map.costs().move_class_name(u.move_class) + " hp " + number(u.hp) + " " +
           number(s.max_hp) + " attack " + number(s.attack) + " defence " + number(s.defence) +
           " move " + number(s.move) + " range " + number(s.min_range) + " " + number(s.max_range) +
           " at " + number(at.x) + " " + number(at.y) + " start " + number(u.phase_start.x) + " " +
           number(u.phase_start.y) + " moved " + (u.moved ? "1" : "0") + " acted " +
           (u.acted ? "1" : "0") + " name " + u.name + "\nkind " + u.kind + "\n";
    // A defeated unit has left the map, and with it its jump (which no
    // rule reads again).
    if (const Unit* on_map = u.alive() ? map.unit(u.id) : nullptr;
        on_map && on_map->jump != max_jump) {
      out += "jump " + number(on_map->jump) + "\n";
    }
    if (!u.label.empty()) out += "label " + escape_label(u.label) + "\n";
  }
  return out;
}

Result<Battle> restore_snapshot(std::string_view text) {
  SaveReader r(text);
  const std::string_view header = r.next();
  const bool legacy = header == legacy_header;
  if (!legacy && header != save_header) {
    return r.fault("expected '" + std::string(legacy_header) + "' or '" + std::string(save_header) +
                   "' (text from Battle save())");
  }
  auto name = r.field("scenario");
  if (!name) return name.error();
  auto title = r.field("title");
  if (!title) return title.error();
  Difficulty difficulty = Difficulty::normal;
  if (!legacy && r.next_starts("difficulty ")) {
    auto d = parse_difficulty(r.next().substr(11));
    if (!d) return r.fault(d.error().message);
    difficulty = *d;
  }
  auto map = legacy ? read_legacy_map(r) : read_map(r);
  if (!map) return map.error();
  const int width = map->width();
  const int height = map->height();
  auto phase = r.field("phase");
  if (!phase) return phase.error();
  if (*phase != "player" && *phase != "enemy") return r.fault("phase must be player or enemy");
  auto turn_line = r.field("turn");
  if (!turn_line) return turn_line.error();
  auto turn = whole(r, *turn_line, "turn", 1, 1'000'000'000);
  if (!turn) return turn.error();
  auto status = r.field("status");
  if (!status) return status.error();
  auto selected_line = r.field("selected");
  if (!selected_line) return selected_line.error();
  const std::size_t selected_at = r.line();
  int selected = no_unit;
  if (*selected_line != "-") {
    auto sel = whole(r, *selected_line, "selected", 0, max_battle_units - 1);
    if (!sel) return sel.error();
    selected = *sel;
  }
  auto count_line = r.field("units");
  if (!count_line) return count_line.error();
  auto count = whole(r, *count_line, "the unit count", 2, max_battle_units);
  if (!count) return count.error();

  Battle battle(std::string(*name), std::string(*title), std::move(*map));
  battle.set_difficulty(difficulty);
  bool sides[2] = {false, false};
  for (int id = 0; id < *count; ++id) {
    const std::size_t unit_line = r.line() + 1;  // faults of the unit as a whole name it
    auto u = read_unit(r, id, battle.map_, legacy);
    if (!u) return u.error();
    const std::string who = "unit " + number(id);
    int jump = max_jump;
    if (!legacy && r.next_starts("jump ")) {
      auto j = whole(r, r.next().substr(5), who + ": jump", 0, max_jump);
      if (!j) return j.error();
      jump = *j;
    }
    if (r.next_starts("label ")) {
      auto label = unescape_label(r.next().substr(6));
      if (!label) return r.fault(who + ": a label may escape only \\\\, \\n and \\r");
      if (auto ok = check_label(*label); !ok) return r.fault(who + ": " + ok.error().message);
      u->spec.label = std::move(*label);
    }
    auto move_class = battle.map_.costs().move_class(u->spec.move_class);
    if (!move_class)
      return r.fault_at(unit_line, who + ": unknown move class '" + u->spec.move_class + "'");
    if (u->spec.stats.min_range > u->spec.stats.max_range) {
      return r.fault_at(unit_line, who + ": min range is above max range");
    }
    if (u->spec.name.empty() || u->spec.name.size() > max_unit_name || u->spec.kind.empty() ||
        u->spec.kind.size() > max_unit_name) {
      return r.fault_at(unit_line, who + ": name and kind must be 1.." +
                                       number(static_cast<int>(max_unit_name)) + " characters");
    }
    // A defeated unit keeps its id: it is placed on any free cell and lifted.
    Point cell = u->spec.at;
    if (u->hp == 0) {
      for (int i = 0; i < width * height; ++i) {
        cell = {i % width, i / width};
        if (battle.map_.unit_at(cell) == no_unit) break;
      }
    } else if (battle.map_.unit_at(cell) != no_unit) {
      return r.fault_at(unit_line, who + ": cell " + to_string(cell) + " is taken");
    } else if (battle.map_.costs().cost(battle.map_.terrain_id_at(cell), *move_class) ==
               impassable) {
      return r.fault_at(unit_line, who + " stands on " + battle.map_.terrain_at(cell) +
                                       ", impassable for " + u->spec.move_class + " units");
    }
    auto added = battle.map_.add_unit(
        {static_cast<int>(u->spec.team), cell, u->spec.move_class, u->spec.stats, jump});
    if (!added) return r.fault_at(unit_line, who + ": " + added.error().message);
    if (u->hp == 0) (void)battle.map_.remove_unit(*added);
    battle.units_.push_back({*added, u->spec.name, u->spec.kind, u->spec.team, *move_class,
                             u->spec.stats, u->hp, u->moved, u->acted,
                             u->hp == 0 ? u->spec.at : u->start, u->spec.label});
    sides[static_cast<int>(u->spec.team)] = true;
  }
  if (!sides[0] || !sides[1]) return r.fault("a battle needs units of both teams");
  if (!r.done() && !(r.next().empty() && r.done()))
    return r.fault("unexpected text after the units");
  battle.phase_ = *phase == "player" ? Phase::player : Phase::enemy;
  battle.turn_ = *turn;
  battle.update_status();
  if (*status != status_name(battle.status_)) {
    return Error{"status '" + std::string(status->substr(0, 20)) +
                     "' does not match the units (it is " +
                     std::string(status_name(battle.status_)) + ")",
                 ErrorCode::bad_data};
  }
  if (selected != no_unit) {
    if (auto ok = battle.select(selected); !ok) {
      return r.fault_at(selected_at, "selected: " + ok.error().message);
    }
  }
  return battle;
}

Result<std::string> scenario_text(const Battle& battle) {
  const Map& map = battle.map();
  std::vector<std::string> rows = terrain_rows(map);
  // One letter per distinct (team, kind, class, stats, terrain under it).
  using Key = std::tuple<int, std::string, int, int, int, int, int, int, int, std::string>;
  std::map<Key, char> letters;
  std::vector<std::string> legend;
  const std::string_view alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  for (const BattleUnit& u : battle.units()) {
    if (!u.alive()) continue;
    const Point at = battle.cell_of(u);
    const UnitStats& s = u.stats;
    const std::string& on = map.terrain_at(at);
    const Key key{static_cast<int>(u.team),
                  u.kind,
                  u.move_class,
                  s.max_hp,
                  s.attack,
                  s.defence,
                  s.move,
                  s.min_range,
                  s.max_range,
                  on};
    auto [it, added] = letters.try_emplace(key, '\0');
    if (added) {
      if (legend.size() == alphabet.size()) {
        return Error{"the living units need more than " +
                         number(static_cast<int>(alphabet.size())) +
                         " letters (one per team, kind, class, stats and terrain under it); "
                         "scenario text has no more: use save() to keep this battle",
                     ErrorCode::refused};
      }
      it->second = alphabet[legend.size()];
      std::string range = number(s.min_range);
      if (s.max_range != s.min_range) range += "-" + number(s.max_range);
      legend.push_back(std::string(1, it->second) + " " + std::string(team_name(u.team)) + " " +
                       u.kind + " " + map.costs().move_class_name(u.move_class) + " " +
                       number(s.max_hp) + " " + number(s.attack) + " " + number(s.defence) + " " +
                       number(s.move) + " " + range + (on == "plain" ? "" : " on " + on));
    }
    rows[static_cast<std::size_t>(at.y)][static_cast<std::size_t>(at.x)] = it->second;
  }
  std::string out = "scenario " + battle.name() + "\ntitle " + battle.title() + "\n";
  out += options_text(rules_of(map), false);
  out += "\nmap\n";
  for (const std::string& row : rows) out += row + "\n";
  out += "\nunits\n";
  for (const std::string& line : legend) out += line + "\n";
  return out;
}

}  // namespace qipan::tactics
