#include "tests/native/tactics/scenario.h"

#include "core/tactics/sight.h"

#include <cctype>
#include <fstream>
#include <map>
#include <sstream>

namespace qipan::tactics::testing {
namespace {

struct TerrainChar {
  char c;
  const char* name;
};
constexpr TerrainChar terrain_chars[] = {
    {'.', "plain"},    {'=', "road"},  {'%', "forest"}, {':', "hill"},
    {'^', "mountain"}, {'~', "water"}, {'#', "wall"},
};

// One scenario being played: the map, the letters of its units, extra
// terrain characters, and the failures so far.
class Player {
 public:
  explicit Player(std::vector<std::string> lines) : lines_(std::move(lines)) {}

  std::vector<std::string> play() {
    while (next_ < lines_.size()) {
      const std::size_t at = next_++;
      const std::string& line = lines_[at];
      if (line.empty() || line[0] == '#') continue;
      if (!command(at, line)) break;
    }
    return failures_;
  }

 private:
  bool fail(std::size_t at, const std::string& what) {
    failures_.push_back("line " + std::to_string(at + 1) + ": " + what);
    return false;
  }

  bool command(std::size_t at, const std::string& line) {
    std::istringstream in(line);
    std::string word;
    in >> word;
    if (word == "map") return read_map(at);
    if (word == "topology") {
      std::string name;
      in >> name;
      auto t = parse_topology(name);
      if (!t) return fail(at, "unknown topology '" + name + "'");
      topology_ = *t;
      return true;
    }
    if (word == "heights") return read_heights(at);
    if (word == "terrain") {
      char c = 0;
      std::string name;
      in >> c >> name;
      chars_[c] = name;
      return true;
    }
    if (word == "cost") {
      std::string terrain, cls;
      int cost = 0;
      in >> terrain >> cls >> cost;
      auto ok = map_.set_move_cost(terrain, cls, cost);
      return ok ? true : fail(at, ok.error().message);
    }
    if (word == "option") {
      std::string name, value;
      in >> name >> value;
      MoveOptions options = map_.options();
      if (name == "zoc") {
        options.zone_of_control = value == "on";
      } else if (name == "alliesBlock") {
        options.allies_block = value == "on";
      } else if (name == "sight") {
        options.line_of_sight = value == "on";
      } else if (name == "unitsBlockSight") {
        options.units_block_sight = value == "on";
      } else if (name == "rangePerHeight") {
        auto ok = map_.set_range_per_height(std::stoi(value));
        if (!ok) return fail(at, ok.error().message);
      } else {
        return fail(at, "unknown option '" + name + "'");
      }
      map_.set_options(options);
      return true;
    }
    if (word == "unit") return add_unit(at, in);
    if (word == "move") {
      char letter = 0;
      Point to;
      in >> letter >> to.x >> to.y;
      auto ok = map_.move_unit(id_of(letter), to);
      return ok ? true : fail(at, ok.error().message);
    }
    if (word == "range" || word == "attack" || word == "path" || word == "danger" ||
        word == "sight") {
      return query(at, word, in);
    }
    return fail(at, "unknown command '" + word + "'");
  }

  bool read_map(std::size_t at) {
    std::vector<std::string> rows;
    while (next_ < lines_.size() && !lines_[next_].empty()) rows.push_back(lines_[next_++]);
    if (rows.empty()) return fail(at, "map without rows");
    auto m =
        Map::create(static_cast<int>(rows[0].size()), static_cast<int>(rows.size()), topology_);
    if (!m) return fail(at, m.error().message);
    map_ = std::move(*m);
    for (const auto& [c, name] : chars_) {
      if (!map_.costs().terrain(name)) return fail(at, "terrain '" + name + "' has no cost yet");
    }
    letters_.clear();
    pending_.clear();
    for (int y = 0; y < static_cast<int>(rows.size()); ++y) {
      if (rows[static_cast<std::size_t>(y)].size() != rows[0].size()) {
        return fail(at + 1 + static_cast<std::size_t>(y), "row of another width");
      }
      for (int x = 0; x < map_.width(); ++x) {
        const char c = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
        if (std::isupper(static_cast<unsigned char>(c))) {
          if (c == 'X') return fail(at, "unit letter X is kept for attack overlays");
          pending_[c] = {x, y};
          continue;
        }
        auto t = terrain_name(c);
        if (t.empty()) return fail(at, std::string("unknown map character '") + c + "'");
        if (auto ok = map_.set_terrain({x, y}, t); !ok) return fail(at, ok.error().message);
      }
    }
    return true;
  }

  // heights: one row of digits 0-9 a map row, the map's size.
  bool read_heights(std::size_t at) {
    for (int y = 0; y < map_.height(); ++y, ++next_) {
      if (next_ >= lines_.size() ||
          lines_[next_].size() != static_cast<std::size_t>(map_.width())) {
        return fail(at, "heights of another size than the map");
      }
      for (int x = 0; x < map_.width(); ++x) {
        const char c = lines_[next_][static_cast<std::size_t>(x)];
        if (c < '0' || c > '9') return fail(at, "a height is a digit");
        (void)map_.set_height({x, y}, c - '0');
      }
    }
    return true;
  }

  std::string terrain_name(char c) const {
    for (const auto& t : terrain_chars) {
      if (t.c == c) return t.name;
    }
    auto it = chars_.find(c);
    return it == chars_.end() ? "" : it->second;
  }

  // unit A team 0 move 3 foot range 1 1 [on forest]
  bool add_unit(std::size_t at, std::istringstream& in) {
    char letter = 0;
    std::string word, cls, terrain;
    UnitSpec spec;
    in >> letter;
    auto where = pending_.find(letter);
    if (where == pending_.end())
      return fail(at, std::string("unit ") + letter + " is not on the map");
    spec.at = where->second;
    while (in >> word) {
      if (word == "team") {
        in >> spec.team;
      } else if (word == "move") {
        in >> spec.stats.move;
      } else if (word == "range") {
        in >> spec.stats.min_range >> spec.stats.max_range;
      } else if (word == "on") {
        in >> terrain;
      } else if (word == "jump") {
        in >> spec.jump;
      } else {
        cls = word;
      }
    }
    if (!cls.empty()) spec.move_class = cls;
    if (!terrain.empty()) {
      if (auto ok = map_.set_terrain(spec.at, terrain); !ok) return fail(at, ok.error().message);
    }
    auto id = map_.add_unit(spec);
    if (!id) return fail(at, id.error().message);
    letters_[*id] = letter;
    return true;
  }

  UnitId id_of(char letter) const {
    for (const auto& [id, l] : letters_) {
      if (l == letter) return id;
    }
    return no_unit;
  }

  bool query(std::size_t at, const std::string& kind, std::istringstream& in) {
    std::vector<std::string> expected;
    for (int y = 0; y < map_.height(); ++y) {
      if (next_ >= lines_.size()) return fail(at, "expected overlay is cut short");
      expected.push_back(lines_[next_++]);
    }
    if (letters_.size() != pending_.size()) return fail(at, "a unit on the map has no unit line");
    std::vector<std::string> got = draw();
    if (kind == "danger") {
      int team = 0;
      in >> team;
      std::vector<Point> zone;
      if (auto ok = search_.danger_zone(map_, team, zone); !ok) return fail(at, ok.error().message);
      for (Point p : zone) mark_zone(got, p, '!');
    } else {
      char letter = 0;
      in >> letter;
      const UnitId id = id_of(letter);
      if (id == no_unit) return fail(at, std::string("no unit ") + letter);
      if (kind == "range") {
        std::vector<Reach> range;
        if (auto ok = search_.reachable(map_, id, range); !ok) return fail(at, ok.error().message);
        for (const Reach& r : range) {
          if (map_.unit_at(r.at) == id) continue;
          char& c = got[static_cast<std::size_t>(r.at.y)][static_cast<std::size_t>(r.at.x)];
          c = r.cost < 10 ? static_cast<char>('0' + r.cost) : '+';
        }
      } else if (kind == "sight") {
        int radius = 0;
        in >> radius;
        std::vector<Point> seen;
        sight_field(map_, map_.unit(id)->at, radius, seen);
        for (Point p : seen) {
          if (map_.unit_at(p) != id) mark_zone(got, p, 'o');
        }
      } else if (kind == "attack") {
        std::vector<Point> zone;
        if (auto ok = search_.attack_range(map_, id, zone); !ok)
          return fail(at, ok.error().message);
        for (Point p : zone) mark_zone(got, p, 'x');
      } else {
        Point target;
        in >> target.x >> target.y;
        std::vector<Point> path;
        if (auto ok = search_.path_to(map_, id, target, path); !ok) {
          return fail(at, ok.error().message);
        }
        for (std::size_t i = 1; i < path.size(); ++i) {
          got[static_cast<std::size_t>(path[i].y)][static_cast<std::size_t>(path[i].x)] = '*';
        }
      }
    }
    if (got != expected) {
      std::string message = "'" + lines_[at] + "' draws\n";
      for (std::size_t y = 0; y < got.size(); ++y) {
        message += "  " + got[y] + "    expected  " + expected[y] + "\n";
      }
      fail(at, message);
    }
    return true;
  }

  // The map as the files draw it: terrain characters and unit letters.
  std::vector<std::string> draw() const {
    std::vector<std::string> rows;
    for (int y = 0; y < map_.height(); ++y) {
      std::string row;
      for (int x = 0; x < map_.width(); ++x) {
        char c = '?';
        const std::string& name = map_.terrain_at({x, y});
        for (const auto& t : terrain_chars) {
          if (name == t.name) c = t.c;
        }
        for (const auto& [ch, custom] : chars_) {
          if (name == custom) c = ch;
        }
        if (UnitId id = map_.unit_at({x, y}); id != no_unit) c = letters_.at(id);
        row += c;
      }
      rows.push_back(row);
    }
    return rows;
  }

  // Units in a zone are drawn in lower case; other cells take `mark`.
  void mark_zone(std::vector<std::string>& grid, Point p, char mark) const {
    char& c = grid[static_cast<std::size_t>(p.y)][static_cast<std::size_t>(p.x)];
    c = std::isupper(static_cast<unsigned char>(c))
            ? static_cast<char>(std::tolower(static_cast<unsigned char>(c)))
            : mark;
  }

  std::vector<std::string> lines_;
  std::size_t next_ = 0;
  Topology topology_;
  Map map_ = *Map::create(1, 1);
  Pathfinder search_;
  std::map<char, std::string> chars_;
  std::map<char, Point> pending_;
  std::map<UnitId, char> letters_;
  std::vector<std::string> failures_;
};

}  // namespace

std::vector<std::string> run_scenario(const std::string& path) {
  std::ifstream file(path);
  if (!file) return {"cannot read " + path};
  std::vector<std::string> lines;
  for (std::string line; std::getline(file, line);) lines.push_back(line);
  return run_scenario_lines(std::move(lines));
}

std::vector<std::string> run_scenario_lines(std::vector<std::string> lines) {
  return Player(std::move(lines)).play();
}

}  // namespace qipan::tactics::testing
