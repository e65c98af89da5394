#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid/result.h"
#include "core/tactics/costs.h"
#include "core/tactics/point.h"
#include "core/tactics/topology.h"
#include "core/tactics/unit.h"

namespace qipan::tactics {

inline constexpr int max_side = 4096;
inline constexpr int max_team = 255;
// Move points above any path worth walking: a unit with this many is
// unbounded in practice (the search stops at its move points, never later).
inline constexpr int max_move = 1'000'000'000;
// An attack range reaching further than both sides of the largest map
// together changes nothing, so ranges stop there.
inline constexpr int max_range = 2 * max_side;
inline constexpr StatLimits map_limits{max_move, 0, max_range};
// Cell heights are 0..max_height; a unit's jump is 0..max_jump, where
// max_jump climbs anything.
inline constexpr int max_height = 255;
inline constexpr int max_jump = 255;
inline constexpr int max_range_per_height = 255;

// The rules a map may switch on (all off at first, docs/tactics.md): allies
// block a path like enemies; a unit entering a cell next to an enemy stops
// there; an attack reaches only the cells its attacker sees; units block
// sight as well as terrain.
struct MoveOptions {
  bool allies_block = false;
  bool zone_of_control = false;
  bool line_of_sight = false;
  bool units_block_sight = false;

  constexpr bool operator==(const MoveOptions&) const = default;
};

// What a caller says about a new unit. The move class is a name of the map's
// cost table ("foot", "mounted", "flying" or one added).
struct UnitSpec {
  int team = 0;
  Point at;
  std::string_view move_class = "foot";
  UnitStats stats;
  // The greatest height a step may climb or drop (0..max_jump).
  int jump = max_jump;
};

// The longest unit label, in bytes.
inline constexpr std::size_t max_label = 4096;

// The one check of a unit label (a map's unit, a battle's): free-form text
// of at most max_label bytes ("unit label is 4097 bytes long, at most 4096",
// code bad_argument).
Result<void> check_label(std::string_view label);

// A unit on the map. `id` is stable: it names the unit until it is removed
// and is never given to another unit. The map keeps the one record of where
// a unit stands.
struct Unit {
  UnitId id = no_unit;
  int team = 0;
  Point at;
  MoveClassId move_class = 0;
  UnitStats stats;
  std::string label;  // kept for the caller; no rule reads it
  int jump = max_jump;
};

// A tactics map: a W×H grid of terrains and heights (1..4096 a side) in a
// topology (square or hex, fixed at creation), the cost table,
// the units with an occupancy grid (the unit on each cell), and the
// movement options. Every change returns a Result and changes nothing
// when it fails; every successful change bumps `revision()`.
//
// Cells are stored in a padded row-major layout, one spare column and a
// spare row above and below filled with the off-map edge, so a search steps
// to a neighbour by adding an offset with no bounds check (one cell more at
// the start, so a hex's up-left neighbour of (0, 0) is in the buffer too).
// A cell's byte is its terrain id (six bits) plus two flags kept up to date
// by the unit calls: the cell holds a unit; a unit stands next to it. The
// neighbour offsets are the map's `Stencil`, the one seam between the
// topology and the searches. The queries live in `Pathfinder` and sight.h.
class Map {
 public:
  static Result<Map> create(int width, int height, Topology topology = {});

  int width() const { return width_; }
  int height() const { return height_; }
  const Topology& topology() const { return topology_; }
  // The topology's distance between two cells.
  int distance(Point a, Point b) const { return tactics::distance(topology_, a, b); }
  bool contains(Point p) const { return p.x >= 0 && p.x < width_ && p.y >= 0 && p.y < height_; }
  std::uint64_t revision() const { return revision_; }

  // Terrain and costs.
  const CostTable& costs() const { return costs_; }
  Result<void> set_terrain(Point p, std::string_view terrain);
  Result<void> set_terrain(Point p, TerrainId terrain);
  // Valid for a point on the map.
  TerrainId terrain_id_at(Point p) const { return cells_[cell(p)] & terrain_mask; }
  const std::string& terrain_at(Point p) const { return costs_.terrain_name(terrain_id_at(p)); }
  // Every cell's terrain id at once, row by row (width x height ids, each
  // below costs().terrain_count()): what a map editor loads and saves. A
  // wrong size or an unknown id changes nothing.
  Result<void> set_terrain_ids(std::span<const TerrainId> ids);
  std::vector<TerrainId> terrain_ids() const;
  Result<void> set_move_cost(std::string_view terrain, std::string_view move_class, int cost);
  Result<void> set_blocks_sight(std::string_view terrain, bool blocks);

  // Heights (0..max_height, 0 at first), one byte a cell. A step climbs or
  // drops at most the unit's jump; high ground blocks sight (sight.h).
  int height_at(Point p) const { return heights_[cell(p)]; }
  Result<void> set_height(Point p, int height);
  // Every cell's height at once, row by row (width x height values).
  Result<void> set_heights(std::span<const std::uint8_t> heights);
  std::vector<std::uint8_t> heights() const;
  // Whether some cell's height is not 0.
  bool uneven() const { return raised_cells_ > 0; }
  // Whether a cell stops a line of sight through it: its terrain blocks
  // sight, or a unit stands on it and units block sight. Valid on the map.
  bool blocks_sight_at(Point p) const {
    const std::uint32_t c = cell(p);
    return costs_.blocks_sight(cells_[c] & terrain_mask) ||
           (options_.units_block_sight && (cells_[c] & occupied_flag));
  }
  Result<void> add_move_class(std::string_view name, std::string_view like);

  void set_options(const MoveOptions& options);
  // The height bonus to range: a ranged unit (max range 2 or more) reaches
  // one cell further for each `per_height` it stands above its target;
  // 0 (at first) for none, else 1..max_range_per_height.
  Result<void> set_range_per_height(int per_height);
  int range_per_height() const { return range_per_height_; }
  const MoveOptions& options() const { return options_; }

  // Units. Errors name what is wrong: a stat out of range (map_limits), an unknown move
  // class, a cell off the map or taken, an id that names no unit.
  // `label` is the caller's free-form text kept with the unit (a name, a
  // payload; at most max_label bytes).
  Result<UnitId> add_unit(const UnitSpec& spec, std::string_view label = {});
  Result<void> move_unit(UnitId id, Point to);
  Result<void> remove_unit(UnitId id);
  // Replaces a unit's label (at most max_label bytes).
  Result<void> set_label(UnitId id, std::string_view label);
  // The unit with this id, or nullptr.
  const Unit* unit(UnitId id) const;
  // The unit on a point, or no_unit (also for a point off the map).
  UnitId unit_at(Point p) const { return contains(p) ? occupant_[cell(p)] : no_unit; }
  // The units in order of id.
  std::span<const Unit> units() const { return units_; }
  // A copy with no units and no ids used yet (the next unit gets id 0):
  // the same terrain, heights, costs and rules.
  Map without_units() const;
  Error unknown_unit(UnitId id) const;
  Error off_map(Point p) const;

 private:
  friend class Pathfinder;

  static constexpr std::uint8_t terrain_mask = 0x3f;
  static constexpr std::uint8_t edge_terrain = 0x3f;
  static constexpr std::uint8_t near_unit_flag = 0x40;
  static constexpr std::uint8_t occupied_flag = 0x80;
  // A step-table entry that sends the search to its slow path (a unit is on
  // or next to the cell); real costs are 1..max_cost, 0 impassable.
  static constexpr std::uint8_t slow_step = 0xff;

  Map(int width, int height, Topology topology);

  // Padded layout.
  int stride() const { return width_ + 1; }
  std::uint32_t cell(Point p) const {
    return static_cast<std::uint32_t>((p.y + 1) * stride() + p.x + 1);
  }
  Point point(std::uint32_t c) const {
    const int i = static_cast<int>(c) - 1;
    return {i % stride(), i / stride() - 1};
  }
  // The offsets from a cell to its neighbours in the padded layout, in the
  // topology's direction order, by whether the cell is shifted (hex); bit d
  // of `flips` is set when the neighbour in direction d is shifted and the
  // cell is not, or the other way round.
  struct Stencil {
    int count = 4;
    std::array<std::array<std::uint32_t, max_neighbours>, 2> offsets{};
    std::uint32_t flips = 0;
  };
  bool shifted_cell(std::uint32_t c) const {
    return topology_.shape == Shape::hex && shifted(topology_, point(c));
  }
  template <class F>
  void each_neighbour(std::uint32_t c, F&& f) const {
    const auto& o = stencil_.offsets[shifted_cell(c) ? 1 : 0];
    for (int d = 0; d < stencil_.count; ++d) f(c + o[static_cast<std::size_t>(d)]);
  }
  // The cost of entering each cell byte for a class, with occupied cells
  // (and, under zoc, cells next to a unit) sent to slow_step.
  const std::uint8_t* step_row(MoveClassId c, bool zoc) const { return step_rows_[c][zoc].data(); }
  int team_at(std::uint32_t c) const {
    const auto id = static_cast<std::size_t>(occupant_[c]);
    return units_[static_cast<std::size_t>(index_of_id_[id])].team;
  }
  // Whether a unit of a team other than `team` stands next to cell `c`.
  bool enemy_next_to(std::uint32_t c, int team) const;

  void rebuild_step_rows(MoveClassId c);
  void place(UnitId id, std::uint32_t c);
  void lift(std::uint32_t c);
  void refresh_near(std::uint32_t c);
  Result<void> check_spec(const UnitSpec& spec, MoveClassId& move_class) const;

  int width_ = 0;
  int height_ = 0;
  Topology topology_;
  Stencil stencil_;
  int range_per_height_ = 0;
  std::uint64_t revision_ = 0;
  MoveOptions options_;
  CostTable costs_;
  std::vector<std::uint8_t> cells_;               // padded: terrain id | flags
  std::vector<UnitId> occupant_;                  // padded: unit id or no_unit
  std::vector<std::uint8_t> heights_;             // padded: 0..max_height
  std::int64_t raised_cells_ = 0;                 // cells of height above 0
  std::array<std::int32_t, 64> terrain_cells_{};  // how many cells have each terrain
  std::array<std::array<std::array<std::uint8_t, 256>, 2>, max_move_classes> step_rows_{};
  std::vector<Unit> units_;                // live units, ascending id
  std::vector<std::int32_t> index_of_id_;  // id -> index in units_, -1 once removed
};

}  // namespace qipan::tactics
