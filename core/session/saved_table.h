#pragma once

// The game table saved with its game (core/session/saved_game.h, format
// version 2): the time control, the clock's state, the end recorded beside
// the board and a draw offer standing, as fields of the saved text:
//
//   clock=5+3&clock_state=running&clock_side=black&clock_move=4200
//   &time_red=283000,1,17000&time_black=300000,1,0&begun=1
//   &end=resigned&end_by=black&end_reason=repetition&offer=red
//
// - clock: the control's name (core/session/clock.h), absent for none;
//   clock_state: waiting (not started), running, paused, stopped, flagged;
//   clock_side: the side whose time runs (or ran last, or whose flag fell);
//   clock_move: the milliseconds the move under way has taken; time_<side>:
//   main time left (ms), reading periods left, time used (ms).
// - begun: the game has begun without a move (the players said Start).
// - end: resigned, agreed, claimed or time (an end beside the board; the
//   board's own ends are the moves'); end_by: the side that resigned, whose
//   offer was accepted, that claimed, whose flag fell; end_reason: the
//   ruling a draw was claimed under. The winner follows from these and the
//   position, so it is not written.
// - offer: the side whose draw offer stands.
//
// Time while the page was closed is not counted: the clock goes on from
// where it was saved (Table::from_state).

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/grid/board_game.h"
#include "core/grid/game_end.h"
#include "core/grid/result.h"
#include "core/grid/text.h"
#include "core/session/fields.h"
#include "core/session/table.h"

namespace qipan::session {

// The keys of the table's fields: a text of version 1 holds none of them.
inline constexpr std::string_view table_keys[] = {"clock",      "clock_state", "clock_side",
                                                  "clock_move", "begun",       "end",
                                                  "end_by",     "end_reason",  "offer"};
// Whether `key` is one of the table's (time_<side> included).
inline bool is_table_key(std::string_view key) {
  if (key.starts_with("time_")) return true;
  for (auto k : table_keys) {
    if (k == key) return true;
  }
  return false;
}

// Whether `t` holds nothing a game of `moves` moves would not get back
// without it: no clock, no end beside the board, no offer, begun exactly
// when a move was made.
template <class Side>
bool plain_table(const TableState<Side>& t, std::size_t moves) {
  return t.control.unlimited() && !t.clock.started && !t.end && !t.offer && (t.begun || moves == 0);
}

namespace table_detail {

inline Result<std::int64_t> number(std::string_view text, std::string_view what) {
  if (text.empty() || text.size() > 15) {
    return Error{std::string(what) + " must be a whole number, got " + grid::quoted(text)};
  }
  std::int64_t n = 0;
  for (char c : text) {
    if (c < '0' || c > '9') {
      return Error{std::string(what) + " must be a whole number, got " + grid::quoted(text)};
    }
    n = n * 10 + (c - '0');
  }
  return n;
}

template <BoardGame Game>
std::optional<typename Game::Side> side_called(std::string_view name) {
  const auto first = Game().side_to_move();
  for (auto side : {first, opposite(first)}) {
    if (Game::side_name(side) == name) return side;
  }
  return std::nullopt;
}

template <BoardGame Game>
Result<typename Game::Side> side_field(const Fields& f, std::string_view key) {
  const auto v = f.get(key);
  if (!v) return Error{"the table: " + std::string(key) + "= is missing"};
  if (auto s = side_called<Game>(*v)) return *s;
  return Error{"the table: " + std::string(key) + "= " + grid::quoted(*v) +
               " is not a side of the game"};
}

inline constexpr std::string_view clock_states[] = {"waiting", "running", "paused", "stopped",
                                                    "flagged"};

}  // namespace table_detail

// Adds the table's fields to `f` (the game's first mover's side is the
// clock's side 0).
template <BoardGame Game>
void add_table_fields(Fields& f, const TableState<typename Game::Side>& t) {
  using Side = typename Game::Side;
  const Side first = Game().side_to_move();
  auto side = [&](int i) { return i == 0 ? first : opposite(first); };
  auto name = [](Side s) { return std::string(Game::side_name(s)); };
  if (!t.control.unlimited()) {
    f.add("clock", time_control_name(t.control));
    const ClockState& c = t.clock;
    std::string state = "waiting";
    if (c.started) {
      state = c.flagged ? "flagged" : c.stopped ? "stopped" : c.paused ? "paused" : "running";
    }
    f.add("clock_state", state);
    if (c.started) {
      f.add("clock_side", name(side(c.running)));
      f.add("clock_move", std::to_string(c.move_ms));
    }
    for (std::size_t i = 0; i < 2; ++i) {
      f.add("time_" + name(side(static_cast<int>(i))), std::to_string(c.main_ms[i]) + "," +
                                                           std::to_string(c.periods[i]) + "," +
                                                           std::to_string(c.used_ms[i]));
    }
  }
  if (t.begun) f.add("begun", "1");
  if (t.end) {
    f.add("end", std::string(termination_name(t.end->how)));
    if (t.end->by) f.add("end_by", name(*t.end->by));
    if (t.end->how == Termination::claimed) {
      f.add("end_reason", std::string(reason_name(t.end->reason)));
    }
  }
  if (t.offer) f.add("offer", name(*t.offer));
}

// The table saved in `f` for the game at `p`, or why it cannot be one (a
// field that is bad on its own; whether the whole holds together is
// Table::from_state's). None when `f` holds no table field.
template <BoardGame Game>
Result<std::optional<TableState<typename Game::Side>>> read_table_fields(const Fields& f,
                                                                         const Game& p) {
  using Side = typename Game::Side;
  using namespace table_detail;
  bool any = false;
  for (const auto& [key, value] : f.all()) any = any || is_table_key(key);
  if (!any) return std::optional<TableState<Side>>();
  TableState<Side> t;
  const Side first = Game().side_to_move();
  if (auto c = f.get("clock")) {
    auto control = parse_time_control(*c);
    if (!control) return Error{"the table's clock: " + control.error().message};
    t.control = *control;
    const auto state = f.get("clock_state").value_or("");
    bool known = false;
    for (auto s : clock_states) known = known || s == state;
    if (!known) {
      return Error{
          "the table: clock_state= must be waiting, running, paused, stopped or flagged, "
          "got " +
          grid::quoted(state)};
    }
    ClockState& cs = t.clock;
    cs.started = state != "waiting";
    if (cs.started) {
      auto s = side_field<Game>(f, "clock_side");
      if (!s) return s.error();
      cs.running = *s == first ? 0 : 1;
      auto move = number(f.get("clock_move").value_or(""), "the table's clock_move=");
      if (!move) return move.error();
      cs.move_ms = *move;
      cs.paused = state == "paused";
      cs.stopped = state == "stopped" || state == "flagged";
      if (state == "flagged") cs.flagged = cs.running;
    }
    for (int i = 0; i < 2; ++i) {
      const Side s = i == 0 ? first : opposite(first);
      const std::string key = "time_" + std::string(Game::side_name(s));
      const auto v = f.get(key);
      if (!v) return Error{"the table: " + key + "= is missing"};
      const auto parts = grid::split(*v, ',');
      if (parts.size() != 3) {
        return Error{"the table: " + key + "= must be main ms, periods, used ms, got " +
                     grid::quoted(*v)};
      }
      auto main = number(parts[0], "the table's main time");
      auto periods = number(parts[1], "the table's reading periods");
      auto used = number(parts[2], "the table's time used");
      for (auto* n : {&main, &periods, &used}) {
        if (!*n) return n->error();
      }
      const auto k = static_cast<std::size_t>(i);
      cs.main_ms[k] = *main;
      cs.periods[k] = static_cast<int>(std::min<std::int64_t>(*periods, 1000));
      cs.used_ms[k] = *used;
    }
  } else {
    for (const auto& [key, value] : f.all()) {
      if (key.starts_with("clock_") || key.starts_with("time_")) {
        return Error{"the table: " + key + "= without a clock="};
      }
    }
  }
  if (auto b = f.get("begun")) {
    if (*b != "1") return Error{"the table: begun= must be 1, got " + grid::quoted(*b)};
    t.begun = true;
  }
  if (auto e = f.get("end")) {
    Outcome<Side> o;
    if (*e == "resigned") {
      o.how = Termination::resigned;
    } else if (*e == "agreed") {
      o.how = Termination::agreed;
    } else if (*e == "claimed") {
      o.how = Termination::claimed;
    } else if (*e == "time") {
      o.how = Termination::time;
    } else {
      return Error{"the table: end= must be resigned, agreed, claimed or time, got " +
                   grid::quoted(*e)};
    }
    auto by = side_field<Game>(f, "end_by");
    if (!by) return by.error();
    o.by = *by;
    if (o.how == Termination::resigned) o.winner = opposite(*by);
    if (o.how == Termination::time && games::can_mate_in(p, opposite(*by))) {
      o.winner = opposite(*by);
    }
    if (o.how == Termination::claimed) {
      const auto r = f.get("end_reason").value_or("");
      for (std::size_t i = 1; i < std::size(reason_texts); ++i) {
        if (reason_texts[i].name == r) o.reason = static_cast<EndReason>(i);
      }
      if (o.reason == EndReason::none) {
        return Error{"the table: end_reason= " + grid::quoted(r) + " is not a ruling"};
      }
    }
    t.end = o;
  } else if (f.get("end_by") || f.get("end_reason")) {
    return Error{"the table: end_by= or end_reason= without an end="};
  }
  if (f.get("offer")) {
    auto s = side_field<Game>(f, "offer");
    if (!s) return s.error();
    t.offer = *s;
  }
  return std::optional<TableState<Side>>(t);
}

}  // namespace qipan::session
