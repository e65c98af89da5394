#pragma once

#include "core/jungle/position.h"
#include "core/search/engine.h"
#include "core/search/jungle_game.h"

namespace qipan::search {

using JungleEngine = Engine<jungle::Position, JungleGame>;

}  // namespace qipan::search
