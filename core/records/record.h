#pragma once

// A game record of any board game, and what every game's records share:
// replaying a GameText's moves on a start position (strict: each move must
// name a legal move, or the Error gives the game number, the ply and the
// text), the PGN result of a status, and writing tags and movetext.
// xiangqi_record.h and jungle_record.h say where the start position comes
// from and how moves are named.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/grid/game_end.h"
#include "core/grid/result.h"
#include "core/grid/rulings.h"
#include "core/records/pgn.h"

namespace qipan::records {

// One game read from a record: its tags as written, the position after its
// main line (whose history() holds the moves, and undoing them all gives
// the start), and the result the record gives ("1-0", "0-1", "1/2-1/2",
// "*"; from the Result tag, else the movetext's end, else "*"), plus the
// comments and variations as read.
template <class Position>
struct Record {
  int number = 1;
  std::vector<Tag> tags;
  Position position;
  std::string result = "*";
  std::vector<Comment> comments;
  std::vector<Variation> variations;
};

// The PGN result of a game's status: "1-0" when the side that moves first
// in the game (index 0) has won, "0-1" for the other, "1/2-1/2" for a draw,
// "*" while the game goes on.
template <class Side>
std::string result_of(const GameStatus<Side>& status) {
  if (!status.over) return "*";
  if (!status.winner) return "1/2-1/2";
  return index_of(*status.winner) == 0 ? "1-0" : "0-1";
}

// "game 3, ply 17 (move 9, black)": where a move of a record stands.
std::string where_in_record(int game, std::size_t ply, std::string_view side);

// The record's result as written: the Result tag when it holds a result,
// else the movetext's, else "*".
std::string recorded_result(const GameText& game);

// A game replayed as far as it goes: the record up to the first move that
// names no legal move (its position after the last good one), and that
// move's Error, or none when every move played.
template <class Position>
struct PartialRecord {
  Record<Position> record;
  std::optional<Error> error;
};

// Plays the moves of `game` on `start`: `Position::parse_move` reads each
// (every notation the game reads), `Position::play` plays it. The first
// move that names no legal move stops the replay with an Error naming the
// game, the ply and the text; the moves before it are kept. Rulings are
// reported, not enforced (grid/rulings.h): a game that went on after a
// threefold repetition or a perpetual check replays, and the record's
// position.status().ruling says what the rules would have ruled and from
// which ply; the position keeps that mode.
template <class Position>
PartialRecord<Position> replay_partial(const GameText& game, Position start) {
  start.set_rulings(Rulings::report);
  PartialRecord<Position> out{{game.number, game.tags, std::move(start), recorded_result(game),
                               game.comments, game.variations},
                              std::nullopt};
  Position& position = out.record.position;
  for (std::size_t ply = 0; ply < game.moves.size(); ++ply) {
    const std::string& text = game.moves[ply];
    const auto side = Position::side_name(position.side_to_move());
    auto m = position.parse_move(text);
    Result<void> played = m ? position.play(*m) : Result<void>(m.error());
    if (!played) {
      out.error = Error{where_in_record(game.number, ply + 1, side) + ": " + played.error().message,
                        ErrorCode::bad_record_move};
      break;
    }
  }
  return out;
}

// A partial replay as a whole game: its record, or the Error of its first
// bad move (or of what came before the moves).
template <class Position>
Result<Record<Position>> whole_game(Result<PartialRecord<Position>> partial) {
  if (!partial) return partial.error();
  if (partial->error) return *partial->error;
  return std::move(partial->record);
}

// Every game of a record file read by `read` (read_xiangqi, read_jungle), or
// the first Error, of layout or of a move.
template <class Read>
auto read_all(std::string_view text, Read&& read)
    -> Result<std::vector<typename std::invoke_result_t<Read&, const GameText&>::value_type>> {
  using Rec = typename std::invoke_result_t<Read&, const GameText&>::value_type;
  auto games = read_games(text);
  if (!games) return games.error();
  std::vector<Rec> out;
  for (const GameText& g : *games) {
    auto r = read(g);
    if (!r) return r.error();
    out.push_back(std::move(*r));
  }
  return out;
}

// The tags a record is written with: `roster` names first (from `given`, or
// "?" when absent; "Result" from `result`), then `computed` (FEN, Format,
// Variant, Rules: they describe what follows, so a given tag of that name
// is dropped), then the rest of `given` in order.
std::vector<Tag> ordered_tags(const std::vector<std::string_view>& roster,
                              const std::vector<Tag>& given, const std::vector<Tag>& computed,
                              std::string_view result);

// Tag lines, a blank line, then the movetext (with `notes`, pgn.h).
std::string write_record(const std::vector<Tag>& tags, const std::vector<std::string>& moves,
                         std::string_view result, int first_number, bool first_is_second_side,
                         const Annotations& notes = {});

// The tags to write a record read again with: its own, the Result tag
// holding the result it recorded (from the Result tag or the movetext's
// end) unless that is "*", when the game's own result is written.
template <class Position>
std::vector<Tag> tags_to_rewrite(const Record<Position>& record) {
  std::vector<Tag> tags;
  for (const Tag& t : record.tags) {
    if (!same_tag_name(t.name, "Result")) tags.push_back(t);
  }
  if (record.result != "*") tags.push_back({"Result", record.result});
  return tags;
}

// The Result to write for a game: the one in `given` tags when it is a
// result, else the game's own.
template <class Side>
std::string result_to_write(const std::vector<Tag>& given, const GameStatus<Side>& status) {
  for (const Tag& t : given) {
    if (t.name == "Result" && is_result(t.value)) return t.value;
  }
  return result_of(status);
}

// The start of a game: a copy of `game` with every move taken back.
template <class Position>
Position start_of(const Position& game) {
  Position start = game;
  while (start.undo()) {
  }
  return start;
}

}  // namespace qipan::records
