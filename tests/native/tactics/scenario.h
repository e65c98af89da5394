#pragma once

#include <string>
#include <vector>

#include "core/tactics/map.h"
#include "core/tactics/pathfinder.h"

namespace qipan::tactics::testing {

// Golden scenarios: tests/data/tactics/README.md describes the file format.
// A scenario is a list of commands (a map drawn in ASCII, its units, options
// and costs) and queries, each query followed by the overlay it must draw.
// `run_scenario` plays a file and returns one message per query whose
// overlay differs (empty when all match), or the parse errors.
std::vector<std::string> run_scenario(const std::string& path);
std::vector<std::string> run_scenario_lines(std::vector<std::string> lines);

}  // namespace qipan::tactics::testing
