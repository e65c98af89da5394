// The Jungle view: BoardView (web/board/board_view.h) compiled for Jungle.
#include "core/jungle/material.h"
#include "core/jungle/position.h"
#include "web/board/board_view_impl.h"

namespace qipan::web {

template class BoardView<jungle::Position>;

}  // namespace qipan::web
