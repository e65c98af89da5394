#pragma once

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>

namespace qipan {

// Why a board game ended: the shared vocabulary of endings, each game using
// those its rules know. The names are the API's `status().reason` strings.
enum class EndReason : std::uint8_t {
  none,                   // not over
  checkmate,              // no legal move while in check — a loss
  stalemate,              // no legal move, not in check (a loss where the rules say so)
  perpetual_check,        // the side giving perpetual check loses
  repetition,             // a draw by repetition
  move_limit,             // a draw: too many plies without a capture
  insufficient_material,  // a draw, no attacking piece left
  den,                    // a piece entered the enemy den
  no_pieces,              // a side lost all its pieces
  no_moves,               // the side to move has no legal move (not in check)
};

// The names and words of the reasons, by EndReason's value.
struct ReasonText {
  std::string_view name;   // the API's status().reason: "perpetual_check"
  std::string_view words;  // for people: "perpetual check"
};
inline constexpr ReasonText reason_texts[] = {
    {"", ""},
    {"checkmate", "checkmate"},
    {"stalemate", "stalemate"},
    {"perpetual_check", "perpetual check"},
    {"repetition", "repetition"},
    {"move_limit", "the move limit: too many plies without a capture"},
    {"insufficient_material", "insufficient material: no attacking piece left"},
    {"den", "a piece entered the den"},
    {"no_pieces", "no pieces left"},
    {"no_moves", "no legal move"},
};
static_assert(std::size(reason_texts) == static_cast<std::size_t>(EndReason::no_moves) + 1);

constexpr std::string_view reason_name(EndReason r) {
  return reason_texts[static_cast<std::size_t>(r)].name;
}

// What the rules rule (rulings.h): who wins (none for a draw), why, and the
// ply it applies from (the number of moves played when it first applied).
template <class Side>
struct Ruling {
  std::optional<Side> winner;
  EndReason reason = EndReason::none;
  std::size_t ply = 0;

  bool operator==(const Ruling&) const = default;
};

// Whether a game is over, who won (none for a draw or an unfinished game),
// why. With Rulings::report, `ruling` is the first ruling the game's course
// reached (the game is then over only if the board ended it); with
// Rulings::enforce it stays empty and a ruling ends the game.
template <class Side>
struct GameStatus {
  // A constructor rather than an aggregate, so that {over, winner, reason}
  // needs no ruling.
  constexpr GameStatus() = default;
  constexpr GameStatus(bool over_, std::optional<Side> winner_, EndReason reason_,
                       std::optional<Ruling<Side>> ruling_ = std::nullopt)
      : over(over_), winner(winner_), reason(reason_), ruling(ruling_) {}

  bool over = false;
  std::optional<Side> winner;
  EndReason reason = EndReason::none;
  std::optional<Ruling<Side>> ruling;

  bool operator==(const GameStatus&) const = default;
};

// Why a game ended, in a few words for a label: "checkmate", "a piece
// entered the den", "no pieces left". Empty for a game not over.
constexpr std::string_view reason_words(EndReason r) {
  return reason_texts[static_cast<std::size_t>(r)].words;
}

// Why a finished game ended, in words naming the loser where that says more:
// "checkmate", "Blue has no pieces left", "perpetual chase" (a repetition
// someone lost: a chase rule). `side_name(side)` names a side.
template <class Side, class SideName>
std::string end_reason_text(const GameStatus<Side>& s, SideName&& side_name) {
  if (s.winner && s.reason == EndReason::repetition) return "perpetual chase";
  if (s.winner && (s.reason == EndReason::no_pieces || s.reason == EndReason::no_moves)) {
    // The loser is the side that is not the winner: the other value of a two-sided enum.
    const Side loser = *s.winner == Side{} ? static_cast<Side>(1) : Side{};
    return std::string(side_name(loser)) + " has " + std::string(reason_words(s.reason));
  }
  return std::string(reason_words(s.reason));
}

// A game's state in one phrase: "Blue won: a piece entered the den", "Red
// won: checkmate", "drawn by repetition", or "not over".
template <class Side, class SideName>
std::string describe_end(const GameStatus<Side>& s, SideName&& side_name) {
  if (!s.over) return "not over";
  const std::string why = end_reason_text(s, side_name);
  if (s.winner) return std::string(side_name(*s.winner)) + " won: " + why;
  return "drawn by " + why;
}

}  // namespace qipan
