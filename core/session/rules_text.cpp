#include "core/session/rules_text.h"

#include "core/grid/text.h"

namespace qipan::session {

std::string rules_differences(std::string_view all, std::string_view standard) {
  const auto standard_parts = grid::fen_fields(standard);
  std::string out;
  for (std::string_view part : grid::fen_fields(all)) {
    bool same = false;
    for (std::string_view s : standard_parts) same = same || s == part;
    if (same) continue;
    if (!out.empty()) out += ',';
    out += part;
  }
  return out;
}

}  // namespace qipan::session
