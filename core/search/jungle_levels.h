#pragma once

// The levels' ratings on the Jungle ladder (levels.h's LevelRatings;
// docs/ladder.md). Filled from a full ladder run (`tools/ladder.sh --game
// jungle`), with the run named here; none has been made yet, so every rating
// is unset.

#include "core/search/levels.h"

namespace qipan::search {

inline constexpr LevelRatings jungle_level_ratings = {};

}  // namespace qipan::search
