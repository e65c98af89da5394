// The search for Jungle, compiled once here (search.h).
#include "core/search/jungle_game.h"
#include "core/search/search_impl.h"

namespace qipan::search {

template class Search<JungleGame>;

}  // namespace qipan::search
