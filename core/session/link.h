#pragma once

// Play a friend by link: one short text that carries a whole game, so two
// people on two devices play by sending it back and forth, with no server.
//
//   qipan.<game>.<side to move>.<start FEN or empty>.<moves>.<check>
//   qipan.xiangqi.black..HbQd.k3Fp2aQx
//
// - <game> is the registry's name (core/games/games.h); <start FEN> is empty
//   for the game's start position, else its FEN with '_' for spaces.
// - <moves>: each move is its index in the position's legal_moves() list,
//   one base64url character for 0-47 or two for 48-1071, then one character
//   of the hash chain after that move. An index can only name a legal move,
//   so a changed move is caught by its chain character.
// - The hash chain: h0 = FNV-1a (64 bits) of the game name and the start
//   FEN; h(i) = FNV-1a over h(i-1) and move i's coordinates; the character
//   after move i is h(i)'s top six bits. <check> is h(n)'s top 48 bits, eight
//   characters. The chain is not a secret — anyone can recompute it — so it
//   catches a hand-edited or damaged link (and says after which move), not a
//   forger.
//
// Version 2 carries the table too, between the moves and the check:
//
//   qipan.2.<game>.<side to move>.<start FEN or empty>.<moves>.<table>.<check>
//   qipan.2.xiangqi.black..HbQd.offer-red.Xk3Fp2aQ
//
// <table> is `offer-<side>` (the side that just moved offers a draw with its
// move), `agreed-<side>` (the side to move accepted that side's offer: a
// draw) or `resigned-<side>`. The check is then h(n) folded with the table's
// word (FNV-1a over "table:" and the word), so the chain covers it. A link
// with nothing at the table is written in version 1 (the six parts above);
// both versions are read, any other is refused.
//
// A game with rule switches (Jungle's) is carried under its standard rules
// only; encode_link refuses one under other rules.
//
// Reading tolerates what chat apps and mail do to links: a whole URL (all
// up to the '#'), a leading '#', percent-encoding, white space and line
// breaks anywhere, a wrapping <...> or quotes, trailing punctuation.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/games/games.h"
#include "core/grid/board_game.h"
#include "core/grid/result.h"
#include "core/grid/text.h"
#include "core/session/ending.h"

namespace qipan::session {

inline constexpr std::string_view link_prefix = "qipan";
// The version of a link that carries the table (version 1 has no version part).
inline constexpr std::string_view link_version = "2";
// A link longer than this is refused before any work (a game of 1000 moves
// is under 3000 characters).
inline constexpr std::size_t max_link_chars = 20000;

namespace link_detail {

inline constexpr std::string_view alphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
inline constexpr int one_char_limit = 48;
inline constexpr int max_index = one_char_limit + 16 * 64 - 1;

std::uint64_t fnv(std::uint64_t h, std::string_view bytes);
std::uint64_t start_hash(std::string_view game, std::string_view fen);
// The value of a base64url character, -1 for any other.
int digit(char c);
char chain_char(std::uint64_t h);
std::string check_text(std::uint64_t h);
void append_index(std::string& out, int index);
// The text as a link once what chat apps do to it is undone, or why not.
Result<std::string> clean(std::string_view text);
// The link's fields, or why it is not one: prefix, game, side, FEN, moves,
// check, table word ("" in version 1), version ("1" or "2").
Result<std::vector<std::string>> fields(std::string_view cleaned);
// The check of a version 2 link: h(n) folded with its table's word.
std::uint64_t table_hash(std::uint64_t h, std::string_view word);
std::string fen_field(std::string_view fen);
std::string fen_from_field(std::string_view field);
Error broken(std::string m);

}  // namespace link_detail

// What a link carries of the table: a draw offer standing (by the side
// that just moved), or the end beside the board (a resignation, a draw
// agreed). Nothing else ends a game by link: there is no clock, and the
// rules' own draws end it on the board.
template <class Side>
struct LinkTable {
  std::optional<Side> offer;
  std::optional<Outcome<Side>> end;
  bool operator==(const LinkTable&) const = default;
};

// A game read from a link: where it started, its moves, where it stands,
// and its table.
template <BoardGame Game>
struct LinkGame {
  Game start;
  std::vector<typename Game::Move> moves;
  Game position;
  LinkTable<typename Game::Side> table;
};

namespace link_detail {

// The table's word of a link ("" for nothing), or why it cannot go into one.
template <BoardGame Game>
Result<std::string> table_word(const LinkTable<typename Game::Side>& t) {
  auto side = [](auto s) { return std::string(Game::side_name(s)); };
  if (t.end && t.offer) return Error{"a finished game has no draw offer", ErrorCode::refused};
  if (t.offer) return "offer-" + side(*t.offer);
  if (!t.end) return std::string();
  if (!t.end->by) return Error{"an end by link names its side", ErrorCode::refused};
  if (t.end->how == Termination::resigned) return "resigned-" + side(*t.end->by);
  if (t.end->how == Termination::agreed) return "agreed-" + side(*t.end->by);
  return Error{"a link carries a resignation or a draw agreed, not " +
                   std::string(termination_name(t.end->how)),
               ErrorCode::refused};
}

// The table a link's word says at `p` (where its moves lead, `moves` of
// them), or why it cannot be.
template <BoardGame Game>
Result<LinkTable<typename Game::Side>> read_table_word(std::string_view word, const Game& p,
                                                       std::size_t moves) {
  using Side = typename Game::Side;
  LinkTable<Side> t;
  if (word.empty()) return t;
  const std::size_t dash = word.find('-');
  const std::string_view kind = word.substr(0, dash);
  const std::string_view name = dash == std::string_view::npos ? "" : word.substr(dash + 1);
  std::optional<Side> side;
  for (Side s : {p.side_to_move(), opposite(p.side_to_move())}) {
    if (Game::side_name(s) == name) side = s;
  }
  if (!side) return broken("its table " + grid::quoted(word) + " names no side of the game");
  if (p.status().over) {
    return broken("its table " + grid::quoted(word) + " comes after the game ended on the board");
  }
  const Side moved = opposite(p.side_to_move());
  if (kind == "offer") {
    if (*side != moved || moves == 0) {
      return broken("a draw is offered with a move, by the side that made it");
    }
    t.offer = side;
  } else if (kind == "agreed") {
    if (*side != moved) return broken("a draw is agreed to the offer of the side that moved");
    t.end = Outcome<Side>{std::nullopt, Termination::agreed, EndReason::none, side};
  } else if (kind == "resigned") {
    t.end = Outcome<Side>{opposite(*side), Termination::resigned, EndReason::none, side};
  } else {
    return broken("its table " + grid::quoted(word) +
                  " is not an offer, a draw agreed or a resignation");
  }
  return t;
}

}  // namespace link_detail

// The link of a game: `start`, the moves played from it, and its table
// (version 2 when the table holds something).
template <BoardGame Game>
Result<std::string> encode_link(const Game& start, std::span<const typename Game::Move> moves,
                                const LinkTable<typename Game::Side>& table = {}) {
  using namespace link_detail;
  auto word = table_word<Game>(table);
  if (!word) return word.error();
  const std::string_view name = games::EntryOf<Game>::name;
  if constexpr (requires { start.rules() == Game().rules(); }) {
    // A game with rule switches (Jungle's) is carried under its standard
    // rules only: the link has no field for them yet.
    if (!(start.rules() == Game().rules())) {
      return Error{"a link carries a game under the standard rules only", ErrorCode::refused};
    }
  }
  const std::string fen = start.fen();
  const bool standard = fen == Game().fen();
  std::uint64_t h = start_hash(name, standard ? "" : fen);
  Game p = start;
  std::string body;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    int index = 0;
    bool found = false;
    for (auto m : p.legal_moves()) {
      if (m == moves[i]) {
        found = true;
        break;
      }
      ++index;
    }
    if (!found || index > max_index) {
      return Error{"move " + std::to_string(i + 1) + " (" + to_string(moves[i]) + ") is not legal",
                   ErrorCode::illegal_move};
    }
    if (auto ok = p.play(moves[i]); !ok) return ok.error();
    append_index(body, index);
    h = fnv(h, to_string(moves[i]));
    body += chain_char(h);
  }
  if (!word->empty()) {
    if (auto ok = read_table_word<Game>(*word, p, moves.size()); !ok) {
      return Error{ok.error().message, ErrorCode::refused};
    }
  }
  const std::string head = std::string(link_prefix) + "." +
                           (word->empty() ? std::string() : std::string(link_version) + ".");
  const std::string tail =
      word->empty() ? check_text(h) : *word + "." + check_text(table_hash(h, *word));
  return head + std::string(name) + "." + std::string(Game::side_name(p.side_to_move())) + "." +
         (standard ? std::string() : fen_field(fen)) + "." + body + "." + tail;
}

// Reads a link of game `Game` from its fields (link_detail::fields).
template <BoardGame Game>
Result<LinkGame<Game>> decode_link_fields(const std::vector<std::string>& f) {
  using namespace link_detail;
  const std::string fen = fen_from_field(f[3]);
  Result<Game> start = fen.empty() ? Result<Game>(Game()) : Game::from_fen(fen);
  if (!start) return broken("its start position is not valid: " + start.error().message);
  LinkGame<Game> out{*start, {}, *start, {}};
  std::uint64_t h = start_hash(f[1], fen.empty() ? "" : start->fen());
  const std::string& body = f[4];
  std::size_t at = 0;
  std::size_t good = 0;  // moves whose chain character matched
  while (at < body.size()) {
    const std::size_t n = out.moves.size() + 1;
    const std::string which = "move " + std::to_string(n);
    int index = digit(body[at++]);
    if (index < 0) return broken(which + " is not written in the link's letters");
    if (index >= one_char_limit) {
      if (at >= body.size()) return broken("the link is cut short in " + which);
      const int low = digit(body[at++]);
      if (low < 0) return broken(which + " is not written in the link's letters");
      index = one_char_limit + (index - one_char_limit) * 64 + low;
    }
    if (at >= body.size())
      return broken("the link is cut short after move " + std::to_string(n - 1));
    const char check = body[at++];
    const auto legal = out.position.legal_moves();
    int i = 0;
    std::optional<typename Game::Move> move;
    for (auto m : legal) {
      if (i++ == index) {
        move = m;
        break;
      }
    }
    if (!move) {
      if (good + 1 < n) {
        return broken("the link was altered after move " + std::to_string(good));
      }
      const std::string why = out.position.status().over ? ": the game was already over"
                                                         : " in the position it reaches";
      return Error{"bad link: " + which + " is not legal" + why, ErrorCode::illegal_move};
    }
    if (auto ok = out.position.play(*move); !ok) return broken(which + ": " + ok.error().message);
    out.moves.push_back(*move);
    h = fnv(h, to_string(*move));
    if (chain_char(h) == check && good + 1 == n) good = n;
  }
  const bool v2 = f[7] == link_version;
  const std::uint64_t checked = v2 ? table_hash(h, f[6]) : h;
  if (good != out.moves.size() || check_text(checked) != f[5]) {
    if (f[5].size() < check_text(h).size()) return broken("the link is cut short at its end");
    if (v2 && good == out.moves.size()) {
      return broken("the link was altered: its draw offer or result does not match its check");
    }
    return broken("the link was altered after move " + std::to_string(good));
  }
  auto table = read_table_word<Game>(f[6], out.position, out.moves.size());
  if (!table) return table.error();
  out.table = *table;
  const std::string turn(Game::side_name(out.position.side_to_move()));
  if (f[2] != turn) {
    return broken("the link says " + grid::quoted(f[2]) + " is to move, but its moves leave " +
                  turn + " to move");
  }
  return out;
}

// A game of some game of the registry, read from a link.
template <BoardGame Game>
using LinkGameOf = LinkGame<Game>;
using AnyLinkGame = games::VariantOverGames<LinkGameOf>;

// Reads a link of any game (see the top of this file), or says why it is
// refused: "bad link: move 12 is not legal ...", "bad link: the link was
// altered after move 7", "bad link: the link is cut short ...".
Result<AnyLinkGame> decode_link(std::string_view text);

}  // namespace qipan::session
