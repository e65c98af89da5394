#pragma once

#include "core/search/engine.h"
#include "core/search/xiangqi_game.h"
#include "core/xiangqi/position.h"

namespace qipan::search {

using XiangqiEngine = Engine<xiangqi::Position, XiangqiGame>;

}  // namespace qipan::search
