// The xiangqi plug-in of the `qipan` tool: `qipan perft xiangqi …`, `qipan moves xiangqi …`.
#include "cli/commands.h"
#include "core/xiangqi/position.h"

namespace qipan::cli {

GameCommands xiangqi_commands() { return commands_for<xiangqi::Position>("xiangqi"); }

}  // namespace qipan::cli
