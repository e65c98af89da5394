#pragma once

// Xiangqi records in PGN as Xiangqi sites and databases write it: the tag
// roster Event, Site, Date, Round, Red, Black, Result; FEN for a set-up
// start; Format (ICCS, WXF or Chinese) saying how the moves are written;
// Variant when present must name xiangqi. Moves are read in any notation
// Position::parse_move reads (every spelling of docs/records.md), whatever
// Format says; written in the one asked for.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid/result.h"
#include "core/records/pgn.h"
#include "core/records/record.h"
#include "core/xiangqi/position.h"

namespace qipan::records {

enum class Notation : std::uint8_t { iccs, wxf, chinese };

// "ICCS", "WXF", "Chinese" (the Format tag's values).
std::string_view notation_name(Notation n);
// A notation from its name, in any case ("iccs", "WXF", "chinese"); none
// for anything else.
std::optional<Notation> notation_named(std::string_view name);

using XiangqiRecord = Record<xiangqi::Position>;

// Whether a game is a Xiangqi record: its Variant tag is absent, empty or
// names xiangqi ("Xiangqi", "Chinese Chess", "象棋", ... in any case).
bool names_xiangqi(const GameText& game);

// One game replayed: its start from the FEN tag (the standard start without
// one), then its main line. An Error for a bad FEN or Variant tag
// ("game 2: ...") or a move that names no legal move ("game 2, ply 17
// (move 9, red): 'C2.5' names no legal move of red here").
Result<XiangqiRecord> read_xiangqi(const GameText& game);
// read_xiangqi keeping the moves before a bad move (PartialRecord); a bad
// FEN or Variant tag is still an Error.
Result<PartialRecord<xiangqi::Position>> read_xiangqi_partial(const GameText& game);

// Every game of a record file, or the first Error (layout or move).
Result<std::vector<XiangqiRecord>> read_xiangqi_records(std::string_view text);

// A record of `game` (the start: the position with all its moves taken
// back; the moves: its history) in `notation`, with the `tags` given (the
// roster filled with "?"; Result from the tags when they hold one, else
// from game.status(); FEN written when the start is not the standard one;
// Format from `notation`).
std::string write_xiangqi(const xiangqi::Position& game, const std::vector<Tag>& tags,
                          Notation notation);

// A record read, written again in `notation`: its tags, the result it
// recorded (tags_to_rewrite), its comments and NAGs, and its variations,
// each replayed from the position it branches from and renamed in
// `notation` (kept as written when one names no legal move: variations are
// never checked when read). What `qipan pgn convert` writes.
std::string rewrite_xiangqi(const XiangqiRecord& record, Notation notation);

// The moves of `game` named in `notation`, from its start.
std::vector<std::string> xiangqi_move_names(const xiangqi::Position& game, Notation notation);

}  // namespace qipan::records
