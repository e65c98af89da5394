#include "core/session/rules_text.h"

#include "core/grid/text.h"
#include "core/records/jungle_record.h"

namespace qipan::session {

std::string rules_text(const jungle::Rules& rules) {
  const std::string standard_text = records::rules_tag_value(jungle::Rules{});
  const auto standard = grid::fen_fields(standard_text);
  const std::string all = records::rules_tag_value(rules);
  std::string out;
  for (std::string_view part : grid::fen_fields(all)) {
    bool same = false;
    for (std::string_view s : standard) same = same || s == part;
    if (same) continue;
    if (!out.empty()) out += ',';
    out += part;
  }
  return out;
}

Result<jungle::Rules> parse_jungle_rules(std::string_view text) {
  return records::read_rules_tag(text);
}

}  // namespace qipan::session
