#pragma once

// The replay format: a tactics battle kept across a reload and carried by
// a share link as its scenario (a shipped scenario's name or a whole
// scenario's text) and the player's actions in order — each click on a
// cell that did something, each Wait, End turn and cancel (the session's
// steps, core/session/battle_session.h). The replay keeps no state (that is
// the snapshot format, core/tactics/battle_save.h) and the enemy is
// deterministic, so restoring loads the scenario and takes the steps again
// through a BattleSession, each enemy phase coming as it did on the page.
// Saved as `v=1&game=tactics&scenario=ford&steps=3.4,5.4,w,e`, with
// `&difficulty=easy` or `hard` when the enemy does not play at normal.

#include <string_view>

#include "core/grid/result.h"
#include "core/session/battle_session.h"
#include "core/session/fields.h"

namespace qipan::session {

inline constexpr std::string_view battle_game_name = "tactics";

// The fields of a battle in progress (see above).
Fields save_replay(const BattleSession& battle);

// The battle saved in `f`: the scenario loaded and the steps replayed.
// Refused, with the reason, for an unknown scenario, a bad step text, or a
// step that does nothing where it is replayed (naming its number).
Result<BattleSession> restore_replay(const Fields& f);

}  // namespace qipan::session
