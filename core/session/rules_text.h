#pragma once

// A game's rule switches as one short text, for a saved game and a share
// link: empty for the standard rules, otherwise only the switches that
// differ, in the words of Jungle's Rules tag (core/records/jungle_record.h)
// joined by commas: `elephantTakesRat=true,repetitionCount=2`. Only Jungle
// has switches; a game without them saves none.

#include <string>
#include <string_view>

#include "core/grid/result.h"
#include "core/jungle/rules.h"

namespace qipan::session {

std::string rules_text(const jungle::Rules& rules);
// Reads rules_text() back (any Rules tag value too): what it does not name
// keeps the standard setting; an unknown switch or a bad value is refused.
Result<jungle::Rules> parse_jungle_rules(std::string_view text);

}  // namespace qipan::session
