#pragma once

// `qipan map`: tactics maps made in Tiled or LDtk (docs/tactics.md).
//   qipan map FILE.tmj|FILE.json          a Tiled map: its size, topology,
//                                         terrain, heights and units
//   qipan map FILE.ldtk --level LEVEL     one level of an LDtk project
//   ... --text                            the map as qipan map text instead
// FILE '-' reads standard input (Tiled unless --level is given).

#include <string_view>
#include <vector>

namespace qipan::cli {

// Runs `qipan map ARGS...`; 0 when the map was read, 1 when it cannot be
// (the error on stderr says where), 2 for bad usage.
int run_map(const std::vector<std::string_view>& args);

}  // namespace qipan::cli
