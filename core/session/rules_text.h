#pragma once

// A game's rule switches as one short text, for a saved game and a share
// link: empty for the standard rules, otherwise only the switches that
// differ, in the words of the game's Rules tag (its registry entry's
// rules_tag, core/games/games.h) joined by commas:
// `elephantTakesRat=true,repetitionCount=2`. A game without switches (an
// entry with no `Rules`) saves none.

#include <string>
#include <string_view>
#include <vector>

#include "core/games/games.h"
#include "core/grid/result.h"

namespace qipan::session {

// The switches of `all` (a Rules tag's value) that are not in `standard`'s,
// joined by commas.
std::string rules_differences(std::string_view all, std::string_view standard);

template <games::HasRules G>
std::string rules_text(const typename G::Rules& rules) {
  return rules_differences(G::rules_tag(rules), G::rules_tag(typename G::Rules{}));
}

// Reads rules_text() back (any Rules tag value too): what it does not name
// keeps the standard setting; an unknown switch or a bad value is refused.
template <games::HasRules G>
Result<typename G::Rules> parse_rules(std::string_view text) {
  return G::read_rules_tag(text);
}

}  // namespace qipan::session
