// The Xiangqi view: BoardView (web/board/board_view.h) compiled for Xiangqi.
#include "core/xiangqi/material.h"
#include "core/xiangqi/position.h"
#include "web/board/board_view_impl.h"

namespace qipan::web {

template class BoardView<xiangqi::Position>;

}  // namespace qipan::web
