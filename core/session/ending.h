#pragma once

// How a game ends besides the board's own endings: resignation, a draw
// offered and accepted, a draw claimed where the rules give one, a flag
// fallen on the clock; who won, and the record's Result and Termination
// tags. One Ending per game, beside its Session; it holds only what the
// board cannot tell (an offer on the table, a resignation), and every end it
// records is final.
//
// Draw offers follow the FIDE Laws (art. 9.1): an offer stands until the
// other side accepts it, declines it, or answers with a move (which declines
// it); a side may not offer again while its own offer stands. A draw may be
// claimed when the position's rulings (played with Rulings::report) reached
// a drawn ruling — a repetition ruled a draw, the move-count rule, Jungle's
// draw limits; with Rulings::enforce such a ruling already ended the game.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid/board_game.h"
#include "core/grid/game_end.h"
#include "core/grid/result.h"
#include "core/records/pgn.h"

namespace qipan::session {

// How a game ended, beyond the board.
enum class Termination : std::uint8_t {
  none,      // not over
  rules,     // the board ended it: checkmate, a den, a ruling (status().reason)
  resigned,  // the loser resigned
  agreed,    // a draw offered and accepted
  claimed,   // a draw claimed under a ruling
  time,      // a flag fell: a loss, or a draw when the other side could never mate
};

constexpr std::string_view termination_name(Termination t) {
  switch (t) {
    case Termination::none:
      return "";
    case Termination::rules:
      return "rules";
    case Termination::resigned:
      return "resigned";
    case Termination::agreed:
      return "agreed";
    case Termination::claimed:
      return "claimed";
    case Termination::time:
      return "time";
  }
  return "";
}

// The end of a game: who won (none for a draw), how, the board's reason
// when the rules ended it (or the ruling claimed), and the side that
// resigned, ran out of time or offered the draw accepted.
template <class Side>
struct Outcome {
  std::optional<Side> winner;
  Termination how = Termination::none;
  EndReason reason = EndReason::none;
  std::optional<Side> by;
  bool operator==(const Outcome&) const = default;
};

// The computer's answer to a draw offer: it accepts from move 30 on when its
// own evaluation (centipawns, its side's view) is at most +20, about even
// or worse for it, and at any move when it is losing by more than a chariot
// (-900); otherwise it declines. `moves` is the number of the move under way
// (the FEN's fullmove number).
inline constexpr int draw_accept_from_move = 30;
inline constexpr int draw_accept_at_most_cp = 20;
inline constexpr int draw_accept_when_lost_cp = -900;
constexpr bool computer_accepts_draw(int eval_cp, int moves) {
  if (eval_cp <= draw_accept_when_lost_cp) return true;
  return moves >= draw_accept_from_move && eval_cp <= draw_accept_at_most_cp;
}

template <BoardGame Game>
class Ending {
 public:
  using Side = typename Game::Side;

  // The end, if any: the recorded one, else the board's (rules).
  std::optional<Outcome<Side>> outcome(const Game& p) const {
    if (end_) return end_;
    const GameStatus<Side> s = p.status();
    if (!s.over) return std::nullopt;
    return Outcome<Side>{s.winner, Termination::rules, s.reason, std::nullopt};
  }
  bool over(const Game& p) const { return outcome(p).has_value(); }

  // The side whose draw offer stands, if any.
  std::optional<Side> offer() const { return offer_; }
  // The end recorded beside the board, if any (not the board's own).
  const std::optional<Outcome<Side>>& recorded() const { return end_; }

  // The ending of a game at `p` that recorded `end` (an end beside the
  // board: resigned, agreed, claimed or time) and has `offer` standing, as
  // a saved game holds them. Refused, with the reason, for what no game
  // could have recorded: an end the board already made, a winner that does
  // not follow from how it ended, a claim the position does not give, an
  // offer in a finished game. A flag's winner (which needs the clock and
  // can_mate) is the caller's to check.
  static Result<Ending> restored(const Game& p, std::optional<Outcome<Side>> end,
                                 std::optional<Side> offer) {
    Ending e;
    if (end) {
      if (p.status().over) return refused("the game ended on the board, not beside it");
      if (!end->by) return refused("an end beside the board names the side that made it");
      switch (end->how) {
        case Termination::resigned:
          if (end->winner != other(*end->by) || end->reason != EndReason::none) {
            return refused("a resignation is won by the other side");
          }
          break;
        case Termination::agreed:
          if (end->winner || end->reason != EndReason::none) {
            return refused("a draw agreed has no winner");
          }
          break;
        case Termination::claimed:
          if (end->winner) return refused("a draw claimed has no winner");
          if (claimable(p) != end->reason || end->reason == EndReason::none) {
            return refused("no draw can be claimed in the game's position");
          }
          break;
        case Termination::time:
          if ((end->winner && *end->winner != other(*end->by)) || end->reason != EndReason::none) {
            return refused("a fallen flag is won by the other side or drawn");
          }
          break;
        case Termination::none:
        case Termination::rules:
          return refused("only an end beside the board is recorded");
      }
      if (offer) return refused("a finished game has no draw offer standing");
    }
    if (offer && p.status().over) return refused("a finished game has no draw offer standing");
    e.end_ = end;
    e.offer_ = offer;
    return e;
  }

  Result<void> resign(const Game& p, Side side) {
    if (auto ok = playing(p); !ok) return ok;
    end_ = Outcome<Side>{other(side), Termination::resigned, EndReason::none, side};
    offer_.reset();
    return {};
  }

  Result<void> offer_draw(const Game& p, Side side) {
    if (auto ok = playing(p); !ok) return ok;
    if (offer_ == side) return refused(name(side) + " has already offered a draw");
    if (offer_) return accept_draw(p, side);  // both offered: agreed
    offer_ = side;
    return {};
  }

  Result<void> accept_draw(const Game& p, Side side) {
    if (auto ok = playing(p); !ok) return ok;
    if (!offer_ || *offer_ == side) return refused("there is no draw offer for " + name(side));
    end_ = Outcome<Side>{std::nullopt, Termination::agreed, EndReason::none, offer_};
    offer_.reset();
    return {};
  }

  Result<void> decline_draw(const Game& p, Side side) {
    if (auto ok = playing(p); !ok) return ok;
    if (!offer_ || *offer_ == side) return refused("there is no draw offer for " + name(side));
    offer_.reset();
    return {};
  }

  // A move was made by `side`: an offer standing to it lapses (a move
  // declines it); its own offer stands for the other side to answer.
  void moved(Side side) {
    if (offer_ && *offer_ != side) offer_.reset();
  }

  // The ruling a draw may be claimed under now, none when no claim holds.
  static std::optional<EndReason> claimable(const Game& p) {
    const GameStatus<Side> s = p.status();
    if (s.over || !s.ruling || s.ruling->winner) return std::nullopt;
    return s.ruling->reason;
  }

  Result<void> claim_draw(const Game& p, Side side) {
    if (auto ok = playing(p); !ok) return ok;
    const auto reason = claimable(p);
    if (!reason) {
      return refused("no draw can be claimed here: no repetition or move limit has ruled a draw");
    }
    end_ = Outcome<Side>{std::nullopt, Termination::claimed, *reason, side};
    offer_.reset();
    return {};
  }

  // `side`'s flag fell: a loss, or a draw when the other side could never
  // mate (`other_can_mate`, the game's own can_mate).
  Result<void> flag_fell(const Game& p, Side side, bool other_can_mate) {
    if (auto ok = playing(p); !ok) return ok;
    end_ = Outcome<Side>{other_can_mate ? std::optional<Side>(other(side)) : std::nullopt,
                         Termination::time, EndReason::none, side};
    offer_.reset();
    return {};
  }

 private:
  static Side other(Side s) { return s == Side{} ? static_cast<Side>(1) : Side{}; }
  static std::string name(Side s) { return std::string(Game::side_name(s)); }
  static Error refused(std::string m) { return Error{std::move(m), ErrorCode::refused}; }
  Result<void> playing(const Game& p) const {
    if (over(p)) return Error{"the game is already over", ErrorCode::game_over};
    return {};
  }

  std::optional<Outcome<Side>> end_;
  std::optional<Side> offer_;
};

// "Red", from the game's "red".
std::string side_title(std::string_view side_name);

// The PGN result of an outcome: "1-0" when the side that moves first won,
// "0-1", "1/2-1/2"; "*" for none.
template <class Side>
std::string result_tag(const std::optional<Outcome<Side>>& o) {
  if (!o) return "*";
  if (!o->winner) return "1/2-1/2";
  return static_cast<int>(*o->winner) == 0 ? "1-0" : "0-1";
}

// How the game ended in words for the Termination tag and a status line:
// "Black resigned", "draw agreed", "Red lost on time", "Red's flag fell;
// Black could never mate: draw", "draw claimed: repetition", "checkmate";
// empty for none.
template <BoardGame Game>
std::string termination_words(const std::optional<Outcome<typename Game::Side>>& o) {
  if (!o) return "";
  auto title = [](auto s) { return side_title(Game::side_name(s)); };
  switch (o->how) {
    case Termination::none:
      return "";
    case Termination::rules: {
      GameStatus<typename Game::Side> s{true, o->winner, o->reason};
      return end_reason_text(s, [](auto side) { return Game::side_name(side); });
    }
    case Termination::resigned:
      return title(*o->by) + " resigned";
    case Termination::agreed:
      return "draw agreed";
    case Termination::claimed:
      return "draw claimed: " + std::string(reason_words(o->reason));
    case Termination::time:
      if (o->winner) return title(*o->by) + " lost on time";
      return title(*o->by) + "'s flag fell, but " +
             title(static_cast<typename Game::Side>(1 - static_cast<int>(*o->by))) +
             " could never mate: draw";
  }
  return "";
}

// The record's Result and Termination tags for a game's end (Result "*" and
// no Termination while it goes on). The Termination value is the words above
// rather than PGN's bare "normal", which says nothing of how.
template <BoardGame Game>
std::vector<records::Tag> ending_tags(const std::optional<Outcome<typename Game::Side>>& o) {
  std::vector<records::Tag> tags{{"Result", result_tag(o)}};
  if (o) tags.push_back({"Termination", termination_words<Game>(o)});
  return tags;
}

}  // namespace qipan::session
