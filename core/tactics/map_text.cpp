#include "core/tactics/map_text.h"

#include <charconv>
#include <string>
#include <vector>

#include "core/grid/text.h"
#include "core/tactics/text_options.h"

namespace qipan::tactics {
namespace {

constexpr std::string_view map_header = "qipan-map 1";

// The character of each terrain id: the scenario characters for the seven
// standard terrains, then letters and digits for added ones.
constexpr std::string_view cell_chars =
    ".=%:^~#ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
static_assert(cell_chars.size() >= max_terrains);

std::string number(long long n) { return std::to_string(n); }

// The lines of a text, read one at a time; faults name the line.
class Lines {
 public:
  explicit Lines(std::string_view text) : text_(text) {}

  std::string_view next() {
    ++line_;
    if (pos_ > text_.size()) return {};
    std::size_t end = text_.find('\n', pos_);
    if (end == std::string_view::npos) end = text_.size();
    std::string_view line = text_.substr(pos_, end - pos_);
    pos_ = end + 1;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    return line;
  }
  bool at_end() const { return pos_ >= text_.size(); }
  // The first word of the next line, not consumed.
  std::string_view peek_key() const {
    if (pos_ >= text_.size()) return {};
    std::size_t end = text_.find_first_of(" \r\n", pos_);
    if (end == std::string_view::npos) end = text_.size();
    return text_.substr(pos_, end - pos_);
  }

  Error fault(const std::string& message) const {
    return Error{"line " + number(line_) + ": " + message, ErrorCode::bad_data};
  }

  // The words of the next line, which must start with `key`.
  Result<std::vector<std::string_view>> keyed(std::string_view key) {
    const std::string_view line = next();
    auto w = grid::fen_fields(line);
    if (w.empty() || w[0] != key) {
      return fault("expected a '" + std::string(key) + "' line, got '" +
                   std::string(line.substr(0, 40)) + "'");
    }
    return w;
  }

  Result<int> whole(std::string_view text, std::string_view what, long long lo,
                    long long hi) const {
    long long value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value < lo || value > hi) {
      return fault(std::string(what) + " must be a whole number from " + number(lo) + " to " +
                   number(hi) + ", got '" + std::string(text.substr(0, 20)) + "'");
    }
    return static_cast<int>(value);
  }

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
  long long line_ = 0;
};

}  // namespace

std::string map_text(const Map& map) {
  const CostTable& costs = map.costs();
  std::string out(map_header);
  out += "\nsize " + number(map.width()) + " " + number(map.height());
  if (map.topology().shape != Shape::square) out += " " + topology_name(map.topology());
  out += "\n";
  out += options_text(rules_of(map), true);
  out += "terrains";
  for (int t = 0; t < costs.terrain_count(); ++t) {
    out += " " + costs.terrain_name(static_cast<TerrainId>(t));
  }
  out += "\nclasses";
  for (int c = 0; c < costs.move_class_count(); ++c) {
    out += " " + costs.move_class_name(static_cast<MoveClassId>(c));
  }
  out += "\n";
  for (int c = 0; c < costs.move_class_count(); ++c) {
    out += "cost " + costs.move_class_name(static_cast<MoveClassId>(c));
    for (int t = 0; t < costs.terrain_count(); ++t) {
      out += " " + number(costs.cost(static_cast<TerrainId>(t), static_cast<MoveClassId>(c)));
    }
    out += "\n";
  }
  out += "cells\n";
  const std::vector<TerrainId> ids = map.terrain_ids();
  const auto width = static_cast<std::size_t>(map.width());
  for (std::size_t i = 0; i < ids.size(); ++i) {
    out += cell_chars[ids[i]];
    if ((i + 1) % width == 0) out += '\n';
  }
  // What a map made before sight and height has as defaults is not
  // written, so such maps' text is unchanged.
  std::string blockers;
  bool default_blockers = true;
  for (int t = 0; t < costs.terrain_count(); ++t) {
    const bool blocks = costs.blocks_sight(static_cast<TerrainId>(t));
    const std::string& name = costs.terrain_name(static_cast<TerrainId>(t));
    if (blocks) blockers += " " + name;
    if (blocks != (t < 7 && (name == "wall" || name == "mountain"))) default_blockers = false;
  }
  if (!default_blockers) out += "sight" + blockers + "\n";
  if (map.uneven()) {
    out += "heights\n";
    const std::vector<std::uint8_t> h = map.heights();
    for (std::size_t i = 0; i < h.size(); ++i) {
      out += number(h[i]);
      out += (i + 1) % width == 0 ? '\n' : ' ';
    }
  }
  out += "units " + number(static_cast<long long>(map.units().size())) + "\n";
  for (const Unit& u : map.units()) {
    out += "unit " + number(u.team) + " " + number(u.at.x) + " " + number(u.at.y) + " " +
           number(u.stats.move) + " " + costs.move_class_name(u.move_class) + " " +
           number(u.stats.min_range) + " " + number(u.stats.max_range);
    if (u.jump != max_jump) out += " jump " + number(u.jump);
    out += " label ";
    out += escape_label(u.label) + "\n";
  }
  return out;
}

Result<Map> map_from_text(std::string_view text) {
  Lines lines(text);
  if (lines.next() != map_header) {
    return lines.fault("expected '" + std::string(map_header) +
                       "' (text from TacticsMap toText())");
  }
  auto size = lines.keyed("size");
  if (!size) return size.error();
  if (size->size() != 3 && size->size() != 4) {
    return lines.fault("expected 'size WIDTH HEIGHT [TOPOLOGY]'");
  }
  auto width = lines.whole((*size)[1], "the width", 1, max_side);
  if (!width) return width.error();
  auto height = lines.whole((*size)[2], "the height", 1, max_side);
  if (!height) return height.error();
  Topology topology;
  if (size->size() == 4) {
    auto t = parse_topology((*size)[3]);
    if (!t) {
      return lines.fault("unknown topology '" + std::string((*size)[3]) +
                         "' (expected square, hex-y-odd, hex-y-even, hex-x-odd or hex-x-even)");
    }
    topology = *t;
  }
  Map map = *Map::create(*width, *height, topology);

  MapRules rules;
  while (lines.peek_key() == "option") {
    const auto w = *lines.keyed("option");
    if (w.size() > 3) return lines.fault("an option line is 'option NAME VALUE'");
    if (auto ok = read_option(std::span(w).subspan(1), rules); !ok) {
      return lines.fault(ok.error().message);
    }
  }
  set_rules(map, rules);

  auto terrains = lines.keyed("terrains");
  if (!terrains) return terrains.error();
  auto classes = lines.keyed("classes");
  if (!classes) return classes.error();
  const CostTable& costs = map.costs();
  const auto standard_terrains = static_cast<std::size_t>(costs.terrain_count());
  const auto standard_classes = static_cast<std::size_t>(costs.move_class_count());
  if (terrains->size() - 1 < standard_terrains || terrains->size() - 1 > max_terrains) {
    return lines.fault("expected the terrains line to list " +
                       number(static_cast<long long>(standard_terrains)) + " to " +
                       number(max_terrains) + " terrains");
  }
  for (std::size_t t = 0; t < standard_terrains; ++t) {
    if ((*terrains)[t + 1] != costs.terrain_name(static_cast<TerrainId>(t))) {
      return lines.fault("terrain " + number(static_cast<long long>(t)) + " must be '" +
                         costs.terrain_name(static_cast<TerrainId>(t)) + "'");
    }
  }
  if (classes->size() - 1 < standard_classes) {
    return lines.fault("expected the classes line to start with the standard classes");
  }
  for (std::size_t c = 0; c < classes->size() - 1; ++c) {
    const std::string_view name = (*classes)[c + 1];
    if (c < standard_classes) {
      if (name != costs.move_class_name(static_cast<MoveClassId>(c))) {
        return lines.fault("move class " + number(static_cast<long long>(c)) + " must be '" +
                           costs.move_class_name(static_cast<MoveClassId>(c)) + "'");
      }
    } else if (auto ok = map.add_move_class(name, ""); !ok) {
      return lines.fault(ok.error().message);
    }
  }
  for (std::size_t c = 0; c < classes->size() - 1; ++c) {
    auto w = lines.keyed("cost");
    if (!w) return w.error();
    if (w->size() != terrains->size() + 1 || (*w)[1] != (*classes)[c + 1]) {
      return lines.fault("expected 'cost " + std::string((*classes)[c + 1]) +
                         "' and one cost per terrain");
    }
    for (std::size_t t = 0; t + 1 < terrains->size(); ++t) {
      auto cost = lines.whole((*w)[t + 2], "a cost", 0, max_cost);
      if (!cost) return cost.error();
      if (auto ok = map.set_move_cost((*terrains)[t + 1], (*classes)[c + 1], *cost); !ok) {
        return lines.fault(ok.error().message);
      }
    }
  }
  if (auto w = lines.keyed("cells"); !w) return w.error();
  std::vector<TerrainId> ids;
  ids.reserve(static_cast<std::size_t>(*width) * static_cast<std::size_t>(*height));
  for (int y = 0; y < *height; ++y) {
    const std::string_view row = lines.next();
    if (static_cast<int>(row.size()) != *width) {
      return lines.fault("a row of cells must be " + number(*width) + " characters wide, got " +
                         number(static_cast<long long>(row.size())));
    }
    for (int x = 0; x < *width; ++x) {
      const std::size_t id = cell_chars.find(row[static_cast<std::size_t>(x)]);
      if (id == std::string_view::npos || id >= static_cast<std::size_t>(costs.terrain_count())) {
        return lines.fault("column " + number(x + 1) + ": no terrain has the character '" +
                           std::string(1, row[static_cast<std::size_t>(x)]) + "'");
      }
      ids.push_back(static_cast<TerrainId>(id));
    }
  }
  (void)map.set_terrain_ids(ids);  // the right size, every id known
  if (lines.peek_key() == "sight") {
    const auto w = *lines.keyed("sight");
    for (int t = 0; t < costs.terrain_count(); ++t) {
      (void)map.set_blocks_sight(costs.terrain_name(static_cast<TerrainId>(t)), false);
    }
    for (std::size_t i = 1; i < w.size(); ++i) {
      if (auto ok = map.set_blocks_sight(w[i], true); !ok) return lines.fault(ok.error().message);
    }
  }
  if (lines.peek_key() == "heights") {
    (void)lines.next();
    std::vector<std::uint8_t> heights;
    heights.reserve(ids.size());
    for (int y = 0; y < *height; ++y) {
      const auto w = grid::fen_fields(lines.next());
      if (static_cast<int>(w.size()) != *width) {
        return lines.fault("a row of heights must have " + number(*width) + " numbers");
      }
      for (auto v : w) {
        auto h = lines.whole(v, "a height", 0, max_height);
        if (!h) return h.error();
        heights.push_back(static_cast<std::uint8_t>(*h));
      }
    }
    (void)map.set_heights(heights);  // the right size
  }
  auto count_line = lines.keyed("units");
  if (!count_line) return count_line.error();
  if (count_line->size() != 2) return lines.fault("expected 'units COUNT'");
  auto count =
      lines.whole((*count_line)[1], "the unit count", 0, static_cast<long long>(*width) * *height);
  if (!count) return count.error();
  for (int i = 0; i < *count; ++i) {
    const std::string_view line = lines.next();
    const std::size_t label_at = line.find(" label ");
    const auto w = grid::fen_fields(line.substr(0, label_at));
    if (label_at == std::string_view::npos || (w.size() != 8 && w.size() != 10) || w[0] != "unit" ||
        (w.size() == 10 && w[8] != "jump")) {
      return lines.fault(
          "a unit line is: unit TEAM X Y MOVE CLASS MINRANGE MAXRANGE [jump J] label TEXT");
    }
    UnitSpec spec;
    auto team = lines.whole(w[1], "team", 0, max_team);
    if (!team) return team.error();
    auto x = lines.whole(w[2], "x", 0, *width - 1);
    if (!x) return x.error();
    auto y = lines.whole(w[3], "y", 0, *height - 1);
    if (!y) return y.error();
    auto move = lines.whole(w[4], "move", 0, max_move);
    if (!move) return move.error();
    auto lo = lines.whole(w[6], "min range", 0, max_range);
    if (!lo) return lo.error();
    auto hi = lines.whole(w[7], "max range", *lo, max_range);
    if (!hi) return hi.error();
    auto label = unescape_label(line.substr(label_at + 7));
    if (!label) return lines.fault("a label may escape only \\\\, \\n and \\r");
    spec.team = *team;
    spec.at = {*x, *y};
    spec.move_class = w[5];
    spec.stats.move = *move;
    spec.stats.min_range = *lo;
    spec.stats.max_range = *hi;
    if (w.size() == 10) {
      auto jump = lines.whole(w[9], "jump", 0, max_jump);
      if (!jump) return jump.error();
      spec.jump = *jump;
    }
    if (auto ok = map.add_unit(spec, *label); !ok) return lines.fault(ok.error().message);
  }
  while (!lines.at_end()) {
    if (!lines.next().empty()) return lines.fault("unexpected text after the units");
  }
  return map;
}

std::string escape_label(std::string_view label) {
  std::string out;
  for (char ch : label) {
    if (ch == '\\') {
      out += "\\\\";
    } else if (ch == '\n') {
      out += "\\n";
    } else if (ch == '\r') {
      out += "\\r";
    } else {
      out += ch;
    }
  }
  return out;
}

std::optional<std::string> unescape_label(std::string_view raw) {
  std::string label;
  for (std::size_t k = 0; k < raw.size(); ++k) {
    if (raw[k] != '\\') {
      label += raw[k];
      continue;
    }
    const char e = k + 1 < raw.size() ? raw[++k] : '\0';
    if (e == '\\') {
      label += '\\';
    } else if (e == 'n') {
      label += '\n';
    } else if (e == 'r') {
      label += '\r';
    } else {
      return std::nullopt;
    }
  }
  return label;
}

}  // namespace qipan::tactics
