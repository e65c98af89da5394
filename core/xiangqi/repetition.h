#pragma once

// Judging a repeated position: when a position recurs (the same placement,
// the same side to move), the moves of the cycle since its earlier
// occurrence are judged as the Asian Xiangqi Federation's rules do (article
// numbers of the Asian rules' English text; docs/xiangqi.md, "Which
// repetitions are decided"), or the Chinese rules where they differ:
//
// 1. Perpetual check (长将, art. 6): a side that gave check with every one of
//    its moves loses, whatever the other side did — even if the other side
//    chased with every move (chase against check). Both sides checking with
//    every move is a draw (art. 7).
// 2. Perpetual chase (长捉): a side each of whose moves chased (chase.h) one
//    and the same enemy piece, followed as it moves, loses. Chasing two
//    pieces in turn is allowed (art. 32), and so is a cycle with one move
//    that chases nothing the rules forbid — a check included: one check and
//    one chase is a draw under the Asian rules (art. 12). Both sides
//    chasing perpetually is a draw.
//    Under the Chinese rules (ChaseRules::chinese), a side whose every move
//    was a check or a chase of that one piece, with at least one chase,
//    loses too (长打: one check and one chase, 一将一捉, is forbidden).
// 3. Otherwise a draw (art. 5).
//
// The judgement looks only at the moves of the cycle: what each move checked
// and chased on the board it was played on.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>

#include "core/grid/game_end.h"
#include "core/xiangqi/board.h"
#include "core/xiangqi/chase.h"

namespace qipan::xiangqi {

// Which rule book judges a repetition.
enum class ChaseRules : std::uint8_t { asian, chinese };

// The API's names: "asian", "chinese"; none for any other text.
std::string_view chase_rules_name(ChaseRules r);
std::optional<ChaseRules> chase_rules_from_name(std::string_view name);

struct RepetitionVerdict {
  std::optional<Side> loser;  // none: a draw
  EndReason reason = EndReason::repetition;
  // For a chase: the chased piece's point at the cycle's start.
  Square victim = no_square;

  bool operator==(const RepetitionVerdict&) const = default;
};

// `first` is the board at the position's earlier occurrence and `cycle` the
// moves played from there back to it (none a capture). A cycle whose moves
// do not fit the board (a move of no piece of the side to move) is a draw.
RepetitionVerdict judge_repetition(const Board& first, std::span<const Move> cycle,
                                   ChaseRules rules = ChaseRules::asian);

// The same judgement in words for people: who checked or chased which piece
// with which moves, from which ply, under which article. `first_ply` is the
// number of moves played before the cycle's first move (its plies are
// counted from first_ply + 1).
std::string explain_repetition(const Board& first, std::span<const Move> cycle,
                               std::size_t first_ply, ChaseRules rules = ChaseRules::asian);

}  // namespace qipan::xiangqi
