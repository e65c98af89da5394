#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace qipan {

// Why a board game ended. The names are the API's `status().reason` strings.
enum class EndReason : std::uint8_t {
  none,                   // not over
  checkmate,              // xiangqi: no legal move, in check — a loss
  stalemate,              // xiangqi: no legal move, not in check — also a loss
  perpetual_check,        // xiangqi: the side giving perpetual check loses
  repetition,             // a draw by repetition
  move_limit,             // a draw: too many plies without a capture
  insufficient_material,  // xiangqi: a draw, no attacking piece left
  den,                    // jungle: a piece entered the enemy den
  no_pieces,              // jungle: a side lost all its pieces
  no_moves,               // jungle: the side to move has no legal move
};

constexpr std::string_view reason_name(EndReason r) {
  switch (r) {
    case EndReason::none:
      return "";
    case EndReason::checkmate:
      return "checkmate";
    case EndReason::stalemate:
      return "stalemate";
    case EndReason::perpetual_check:
      return "perpetual_check";
    case EndReason::repetition:
      return "repetition";
    case EndReason::move_limit:
      return "move_limit";
    case EndReason::insufficient_material:
      return "insufficient_material";
    case EndReason::den:
      return "den";
    case EndReason::no_pieces:
      return "no_pieces";
    case EndReason::no_moves:
      return "no_moves";
  }
  return "";
}

// Whether a game is over, who won (none for a draw or an unfinished game), why.
template <class Side>
struct GameStatus {
  bool over = false;
  std::optional<Side> winner;
  EndReason reason = EndReason::none;

  bool operator==(const GameStatus&) const = default;
};

}  // namespace qipan
