// The search for Xiangqi, compiled once here (search.h).
#include "core/search/search_impl.h"
#include "core/search/xiangqi_game.h"

namespace qipan::search {

template class Search<XiangqiGame>;

}  // namespace qipan::search
