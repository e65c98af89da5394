#pragma once

// Move notations: ICCS coordinates, WXF and Chinese.
//
// WXF (World Xiangqi Federation): piece letter (K A E H R C P), the file it
// stands on counted 1–9 from the mover's right, '+' forward / '-' backward /
// '.' sideways, then the destination file (sideways moves, and always for
// advisors, elephants and horses) or the number of points moved. Two like
// pieces on one file: the file digit becomes '+' (front) or '-' (rear),
// "R+.6". Soldiers, as in the WXF standard: three on a file are P+, P<file>
// (the middle one) and P-; four are ++, P+, P-, --; five ++, P+, P<file>, P-,
// --; when two files each hold two or more soldiers the letter becomes the
// file digit: "7+.6", "33.4". Advisors and elephants are always named by
// file: two on one file can never make the same move.
//
// Chinese: the same in characters, simplified — Red 帅仕相马车炮兵 with files
// and distances in Chinese numerals (炮二平五), Black 将士象马车炮卒 in Arabic
// numerals (马8进7); 进 forward, 退 backward, 平 sideways; tandem pieces 前/后
// (前车平六), three soldiers 前/中/后, four or five numbered 一二三四五 from the
// front, and with two crowded files 前/中/后 then the file (前七平六).
//
// Reading accepts all of these, '=' for '.', the sign before the letter
// ("+R.6"), N/B/G/S for H/E/K/P, traditional characters (帥俥傌炮兵 將車馬砲卒,
// 進, 後), full-width digits, and the plain "letter + file" form for a tandem
// piece when only one legal move fits it.

#include <optional>
#include <string>
#include <string_view>

#include "core/grid/result.h"
#include "core/xiangqi/board.h"

namespace qipan::xiangqi {

// The move written in ICCS ("h2e2", "H2-E2"), whether legal or not; nullopt
// when the text is not shaped like ICCS.
std::optional<Move> read_iccs(std::string_view text);

// WXF and Chinese names of a move that is legal on `board`.
std::string wxf(const Board& board, Move m);
std::string chinese(const Board& board, Move m);

// The one move of `legal` (the legal moves of `board`) that `text` names in
// WXF or Chinese notation, or an Error: not such notation, no legal move
// fits, or several do.
Result<Move> read_notation(const Board& board, const MoveList& legal, std::string_view text);

}  // namespace qipan::xiangqi
