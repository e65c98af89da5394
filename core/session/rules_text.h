#pragma once

// A game's rule switches as one short text, for a saved game and a share
// link: empty for the standard rules, otherwise the switches that differ,
// comma-separated (`elephant-takes-rat,repetition:2`). Only Jungle has
// switches; a game without them saves none.

#include <string>
#include <string_view>

#include "core/grid/result.h"
#include "core/jungle/rules.h"

namespace qipan::session {

std::string rules_text(const jungle::Rules& rules);
// Reads rules_text() back; refuses an unknown switch or a count out of range.
Result<jungle::Rules> parse_jungle_rules(std::string_view text);

}  // namespace qipan::session
