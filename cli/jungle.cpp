// The Jungle plug-in of the `qipan` tool: `qipan perft jungle ...`,
// `qipan moves jungle ...` (FENs as in docs/jungle.md, standard rules).
#include "cli/commands.h"
#include "core/jungle/position.h"

namespace qipan::cli {

GameCommands jungle_commands() { return commands_for<jungle::Position>("jungle"); }

}  // namespace qipan::cli
