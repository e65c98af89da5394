#include "cli/map.h"

#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <optional>
#include <sstream>
#include <string>

#include "core/tactics/import/ldtk.h"
#include "core/tactics/import/tiled.h"
#include "core/tactics/map_text.h"

namespace qipan::cli {
namespace {

int usage(const char* problem) {
  if (problem) std::fprintf(stderr, "qipan map: %s\n", problem);
  std::fprintf(stderr,
               "usage: qipan map FILE [--level LEVEL] [--text]\n"
               "  a Tiled JSON map, or with --level a level of an LDtk project\n");
  return 2;
}

std::optional<std::string> read_all(std::string_view path) {
  std::ostringstream s;
  if (path == "-") {
    s << std::cin.rdbuf();
    return s.str();
  }
  std::ifstream in{std::string(path), std::ios::binary};
  if (!in) return std::nullopt;
  s << in.rdbuf();
  return s.str();
}

void describe(const tactics::Map& map) {
  std::printf("%dx%d %s\n", map.width(), map.height(),
              tactics::topology_name(map.topology()).c_str());
  std::map<std::string, int> counts;
  int top = 0;
  for (int y = 0; y < map.height(); ++y) {
    for (int x = 0; x < map.width(); ++x) {
      ++counts[map.terrain_at({x, y})];
      top = std::max(top, map.height_at({x, y}));
    }
  }
  std::printf("terrain:");
  for (const auto& [name, n] : counts) std::printf(" %s %d", name.c_str(), n);
  std::printf("\nheights: 0..%d\n", top);
  const auto& o = map.options();
  std::printf(
      "rules: zoc %s, alliesBlock %s, lineOfSight %s, unitsBlockSight %s, "
      "rangePerHeight %d\n",
      o.zone_of_control ? "on" : "off", o.allies_block ? "on" : "off",
      o.line_of_sight ? "on" : "off", o.units_block_sight ? "on" : "off", map.range_per_height());
  std::printf("units: %zu\n", map.units().size());
  for (const auto& u : map.units()) {
    std::printf("  %d team %d at (%d, %d) move %d %s range %d-%d jump %d '%s'\n", u.id, u.team,
                u.at.x, u.at.y, u.stats.move, map.costs().move_class_name(u.move_class).c_str(),
                u.stats.min_range, u.stats.max_range, u.jump, u.label.c_str());
  }
}

}  // namespace

int run_map(const std::vector<std::string_view>& args) {
  std::optional<std::string_view> file;
  std::optional<std::string_view> level;
  bool text = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "-h" || args[i] == "--help") return usage(nullptr);
    if (args[i] == "--level") {
      if (i + 1 >= args.size()) return usage("--level needs a level's identifier or index");
      level = args[++i];
    } else if (args[i] == "--text") {
      text = true;
    } else if (!file) {
      file = args[i];
    } else {
      return usage(("unexpected argument '" + std::string(args[i]) + "'").c_str());
    }
  }
  if (!file) return usage("missing FILE");
  if (!level && file->size() > 5 && file->substr(file->size() - 5) == ".ldtk") {
    return usage("an LDtk project needs --level LEVEL (an identifier or an index)");
  }
  auto content = read_all(*file);
  if (!content) {
    std::fprintf(stderr, "qipan map: cannot read '%s'\n", std::string(*file).c_str());
    return 1;
  }
  auto map = level ? tactics::import::import_ldtk(*content, *level)
                   : tactics::import::import_tiled(*content);
  if (!map) {
    std::fprintf(stderr, "qipan map: %s: %s\n", std::string(*file).c_str(),
                 map.error().message.c_str());
    return 1;
  }
  if (text) {
    std::fputs(tactics::map_text(*map).c_str(), stdout);
  } else {
    describe(*map);
  }
  return 0;
}

}  // namespace qipan::cli
