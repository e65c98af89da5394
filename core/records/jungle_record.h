#pragma once

// Jungle (斗兽棋) records, the same shape as xiangqi's PGN: the tag roster
// Event, Site, Date, Round, Blue, Red, Result; Variant "Jungle"; FEN for a
// set-up start; and the rule switches as a Rules tag, so that a game
// replays under its own rules:
//   [Rules "elephantTakesRat=false ratsCaptureAcrossBank=false
//           ownTrapsWeaken=false trappedAttackZero=false repetitionCount=3
//           moveLimit=100"]
// (the names of the JS API's rule set; missing keys keep the standard
// setting). Moves are written in qipan's coordinates ("a3a4"), numbered
// like PGN; Blue moves first, so "1-0" is a Blue win.

#include <string>
#include <string_view>
#include <vector>

#include "core/grid/result.h"
#include "core/jungle/position.h"
#include "core/records/pgn.h"
#include "core/records/record.h"

namespace qipan::records {

using JungleRecord = Record<jungle::Position>;

// Whether a game's Variant tag names Jungle ("Jungle", "Dou Shou Qi",
// "斗兽棋", in any case): such a game is read as a Jungle record where a
// file may hold either game.
bool names_jungle(const GameText& game);

// The Rules tag's value for a rule set, every switch written.
std::string rules_tag_value(const jungle::Rules& rules);
// A rule set from a Rules tag's value: key=value pairs separated by spaces,
// commas or semicolons; booleans true/false/1/0. An Error names an unknown
// key or a bad value.
Result<jungle::Rules> read_rules_tag(std::string_view value);

// One game replayed under its Rules tag from its FEN tag (the standard start
// without one). Errors as read_xiangqi's.
Result<JungleRecord> read_jungle(const GameText& game);
// read_jungle keeping the moves before a bad move (PartialRecord); a bad
// tag is still an Error.
Result<PartialRecord<jungle::Position>> read_jungle_partial(const GameText& game);
Result<std::vector<JungleRecord>> read_jungle_records(std::string_view text);

// A record of `game` (its start and history), tags as write_xiangqi fills
// them, plus Variant and Rules.
std::string write_jungle(const jungle::Position& game, const std::vector<Tag>& tags);

// A record read, written again: its tags, the result it recorded
// (tags_to_rewrite), its comments, NAGs and variations (as written).
std::string rewrite_jungle(const JungleRecord& record);

}  // namespace qipan::records
