// The game table for JavaScript: qipan.Clock, qipan.Ending (resignation,
// draws, flags and the record's tags), links that carry a game
// (qipan.encodeLink / decodeLink), the position editor's qipan.checkSetup
// and the computer's qipan.moveTime. Only translates: JS values in and
// checked, the core called, JS values out.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "bindings/board_game.h"
#include "bindings/inspect.h"
#include "bindings/js_error.h"
#include "core/games/games.h"
#include "core/games/table_rules.h"
#include "core/grid/rulings.h"
#include "core/grid/text.h"
#include "core/search/time_budget.h"
#include "core/session/clock.h"
#include "core/session/ending.h"
#include "core/session/link.h"

namespace qipan::js {
namespace {

using emscripten::val;

// Times are milliseconds of a monotonic clock (performance.now()), whole or
// not: the fraction is dropped. At most 2^53 - 1.
constexpr double most_ms = 9007199254740991;

Result<std::int64_t> time_arg(const val& v, std::string_view name) {
  if (!v.isNumber()) {
    return Error{std::string(name) + " must be a number of milliseconds, got " + type_name(v),
                 ErrorCode::bad_argument};
  }
  const double d = v.as<double>();
  if (!std::isfinite(d) || d < 0 || d > most_ms) {
    return Error{std::string(name) + " must be a time from 0 to 2^53 - 1 ms, got " +
                     (std::isnan(d) ? std::string("NaN") : grid::fixed_text(d)),
                 ErrorCode::bad_argument};
  }
  return static_cast<std::int64_t>(d);
}

// A duration in ms that the core checks for range: any finite number >= 0.
Result<std::int64_t> duration_arg(const val& v, std::string_view name) { return time_arg(v, name); }

const ObjectShape control_shape{"control",
                                "'5+3' or {main: 300000, increment: 3000}",
                                "unknown time control key {key}: expected {keys}",
                                {"main", "increment", "reading", "periods"}};

// '5+3', '10|30', 'none', or {main, increment, reading, periods} in ms.
Result<session::TimeControl> control_arg(const val& v) {
  if (v.isString()) return session::parse_time_control(v.as<std::string>());
  auto fields = object_arg(v, control_shape);
  if (!fields) return fields.error();
  session::TimeControl c;
  std::int64_t* slots[] = {&c.main_ms, &c.increment_ms, &c.reading_ms};
  const char* names[] = {"main", "increment", "reading"};
  for (int i = 0; i < 3; ++i) {
    if (val x = fields->get(names[i]); !x.isUndefined()) {
      auto n = duration_arg(x, std::string("control.") + names[i]);
      if (!n) return n.error();
      *slots[i] = *n;
    }
  }
  if (val x = fields->get("periods"); !x.isUndefined()) {
    auto n = int_arg(x, "control.periods", 0, session::max_periods);
    if (!n) return n.error();
    c.periods = *n;
  } else if (c.reading_ms > 0) {
    c.periods = 1;
  }
  if (c.unlimited()) {
    return Error{"a clock of 0 ms cannot be played: 'none' is the control without a clock",
                 ErrorCode::bad_argument};
  }
  if (auto ok = session::check_time_control(c); !ok) return ok.error();
  return c;
}

val control_to_js(const session::TimeControl& c) {
  val out = val::object();
  out.set("main", static_cast<double>(c.main_ms));
  out.set("increment", static_cast<double>(c.increment_ms));
  out.set("reading", static_cast<double>(c.reading_ms));
  out.set("periods", c.periods);
  out.set("name", session::time_control_name(c));
  return out;
}

Result<int> clock_side_arg(const val& v) { return int_arg(v, "side", 0, 1); }

val side_index_or_null(const std::optional<int>& s) { return s ? val(*s) : val::null(); }

// qipan.Clock: sides are 0 (the side that moves first) and 1.
struct JsClock {
  session::Clock clock;

  template <class F>
  void act(const val& now, F&& f) {
    checked([&]() -> Result<void> {
      auto t = time_arg(now, "now");
      if (!t) return t.error();
      return f(*t);
    });
  }
  void start(const val& now, const val& side) {
    act(now, [&](std::int64_t t) -> Result<void> {
      auto s = clock_side_arg(side);
      if (!s) return s.error();
      return clock.start(t, *s);
    });
  }
  void press(const val& now) {
    act(now, [&](std::int64_t t) { return clock.press(t); });
  }
  void pause(const val& now) {
    act(now, [&](std::int64_t t) { return clock.pause(t); });
  }
  void resume(const val& now) {
    act(now, [&](std::int64_t t) { return clock.resume(t); });
  }
  void stop(const val& now) {
    act(now, [&](std::int64_t t) { return clock.stop(t); });
  }
  void hand_to(const val& now, const val& side) {
    act(now, [&](std::int64_t t) -> Result<void> {
      auto s = clock_side_arg(side);
      if (!s) return s.error();
      return clock.hand_to(t, *s);
    });
  }
  val face(const val& side, const val& now) const {
    return checked([&]() -> Result<val> {
      auto s = clock_side_arg(side);
      if (!s) return s.error();
      auto t = time_arg(now, "now");
      if (!t) return t.error();
      const session::ClockFace f = clock.face(*s, *t);
      val out = val::object();
      out.set("main", static_cast<double>(f.main_ms));
      out.set("reading", static_cast<double>(f.reading_ms));
      out.set("periods", f.periods);
      out.set("used", static_cast<double>(f.used_ms));
      out.set("inReading", f.reading);
      out.set("flagged", f.flagged);
      out.set("running", clock.running() == *s && !clock.paused() && !clock.stopped());
      return out;
    });
  }
  val flag(const val& now) const {
    return checked([&]() -> Result<val> {
      auto t = time_arg(now, "now");
      if (!t) return t.error();
      return side_index_or_null(clock.flag(*t));
    });
  }
  val check(const val& now) {
    return checked([&]() -> Result<val> {
      auto t = time_arg(now, "now");
      if (!t) return t.error();
      auto fallen = clock.check(*t);
      if (!fallen) return fallen.error();
      return side_index_or_null(*fallen);
    });
  }
  val flag_time() const {
    const auto t = clock.flag_time();
    return t ? val(static_cast<double>(*t)) : val::null();
  }
  val running() const { return side_index_or_null(clock.running()); }
  bool paused() const { return clock.paused(); }
  bool stopped() const { return clock.stopped(); }
  val control() const { return control_to_js(clock.control()); }
};

JsClock* make_clock(const val& control) {
  return checked([&]() -> Result<JsClock*> {
    auto c = control_arg(control);
    if (!c) return c.error();
    return new JsClock{session::Clock(*c)};
  });
}

val time_control(const val& control) {
  return checked([&]() -> Result<val> {
    auto c = control_arg(control);
    if (!c) return c.error();
    return control_to_js(*c);
  });
}

const ObjectShape reading_shape{"clock",
                                "{main: 300000, increment: 3000, moves: 12}",
                                "unknown clock key {key}: expected {keys}",
                                {"main", "increment", "reading", "moves"}};

// moveTime({main, increment, reading, moves}) -> ms for the computer's move.
double move_time(const val& reading) {
  return checked([&]() -> Result<double> {
    auto fields = object_arg(reading, reading_shape);
    if (!fields) return fields.error();
    search::ClockReading c;
    std::int64_t* slots[] = {&c.main_ms, &c.increment_ms, &c.reading_ms};
    const char* names[] = {"main", "increment", "reading"};
    for (int i = 0; i < 3; ++i) {
      if (val x = fields->get(names[i]); !x.isUndefined()) {
        auto n = duration_arg(x, std::string("clock.") + names[i]);
        if (!n) return n.error();
        *slots[i] = *n;
      }
    }
    if (val x = fields->get("moves"); !x.isUndefined()) {
      auto n = int_arg(x, "clock.moves", 0, 100000);
      if (!n) return n.error();
      c.moves_played = *n;
    }
    return static_cast<double>(search::move_time_ms(c));
  });
}

bool computer_accepts_draw(const val& eval, const val& move_number) {
  return checked([&]() -> Result<bool> {
    auto e = int_arg(eval, "evaluation", -1000000, 1000000);
    if (!e) return e.error();
    auto m = int_arg(move_number, "moveNumber", 1, 1000000);
    if (!m) return m.error();
    return session::computer_accepts_draw(*e, *m);
  });
}

// f(g) for the game named by a JS value, or why there is none.
template <class T, class F>
Result<T> with_game_arg(const val& game, F&& f) {
  auto name = string_arg(game, "game");
  if (!name) return name.error();
  std::optional<Result<T>> out;
  games::with_game(*name, [&](auto g) { out.emplace(f(g)); });
  if (out) return std::move(*out);
  return Error{"unknown game " + quoted(*name) + ": expected " + games::name_list(),
               ErrorCode::unknown_name};
}

// A start position: '' or undefined for the game's own start, else a FEN.
template <class Game>
Result<Game> start_arg(const val& fen) {
  if (fen.isUndefined() || fen.isNull()) return Game();
  auto text = string_arg(fen, "fen");
  if (!text) return text.error();
  if (text->empty()) return Game();
  return with_code(Game::from_fen(*text), ErrorCode::bad_fen);
}

// Moves in coordinates separated by spaces ("h2e2 h9g7"; the module reads no
// arrays: bindings/guard.js), each legal in turn from `start`.
template <class Game>
Result<std::vector<typename Game::Move>> moves_arg(const Game& start, const val& moves) {
  auto text = string_arg(moves, "moves");
  if (!text) return text.error();
  std::vector<typename Game::Move> out;
  Game reached = start;
  for (std::string_view word : grid::fen_fields(*text)) {
    const std::string name = "move " + std::to_string(out.size() + 1);
    auto m = inspect::legal_move_of(reached, val(std::string(word)), name);
    if (!m) return Error{name + ": " + m.error().message, m.error().code};
    if (auto ok = reached.play(*m); !ok) return with_code(ok.error(), ErrorCode::illegal_move);
    out.push_back(*m);
  }
  return out;
}

// encodeLink(game, fen, 'h2e2 h9g7') -> 'qipan.xiangqi.red...'
std::string encode_link(const val& game, const val& fen, const val& moves) {
  return checked([&]() {
    return with_game_arg<std::string>(game, [&](auto g) -> Result<std::string> {
      using Game = typename decltype(g)::type::Position;
      auto start = start_arg<Game>(fen);
      if (!start) return start.error();
      auto ms = moves_arg(*start, moves);
      if (!ms) return ms.error();
      return session::encode_link(*start, std::span<const typename Game::Move>(*ms));
    });
  });
}

// decodeLink(text) -> {game, start, moves, fen, turn, lastMove, status}
val decode_link(const val& text) {
  return checked([&]() -> Result<val> {
    auto t = string_arg(text, "link");
    if (!t) return t.error();
    auto game = session::decode_link(*t);
    if (!game) return game.error();
    return std::visit(
        [](const auto& g) -> Result<val> {
          using Game = std::decay_t<decltype(g.start)>;
          val out = val::object();
          out.set("game", std::string(games::EntryOf<Game>::name));
          out.set("start", g.start.fen());
          val moves = val::array();
          for (const auto& m : g.moves) moves.call<void>("push", to_string(m));
          out.set("moves", moves);
          out.set("fen", g.position.fen());
          out.set("turn", std::string(Game::side_name(g.position.side_to_move())));
          out.set("lastMove", g.moves.empty() ? val::null() : val(to_string(g.moves.back())));
          out.set("status", status_to_js<Game>(g.position.status()));
          return out;
        },
        *game);
  });
}

// checkSetup(game, fen) -> [{kind, squares, en, zh}], [] when it may be played.
val check_setup(const val& game, const val& fen) {
  return checked([&]() -> Result<val> {
    auto g = string_arg(game, "game");
    if (!g) return g.error();
    auto f = string_arg(fen, "fen");
    if (!f) return f.error();
    auto problems = games::setup_problems_of(*g, *f);
    if (!problems) return problems.error();
    val out = val::array();
    for (const grid::SetupProblem& p : *problems) {
      val item = val::object();
      item.set("kind", p.kind);
      val squares = val::array();
      for (const std::string& s : p.squares) squares.call<void>("push", s);
      item.set("squares", squares);
      item.set("en", p.en);
      item.set("zh", p.zh);
      out.call<void>("push", item);
    }
    return out;
  });
}

// qipan.Ending: one game's end beyond the board. It follows the game move by
// move (moved / undo), with rulings reported, so a draw can be claimed.
template <class Game>
struct EndingOf {
  Game position;
  session::Ending<Game> ending;
};
template <class Game>
using EndingFor = EndingOf<Game>;
using AnyEnding = games::VariantOverGames<EndingFor>;

struct JsEnding {
  AnyEnding game;

  template <class F>
  void act(const val& side, F&& f) {
    checked([&]() -> Result<void> {
      return std::visit(
          [&](auto& e) -> Result<void> {
            using Game = std::decay_t<decltype(e.position)>;
            auto s = inspect::side_of<Game>(side);
            if (!s) return s.error();
            return f(e, *s);
          },
          game);
    });
  }
  void resign(const val& side) {
    act(side, [](auto& e, auto s) { return e.ending.resign(e.position, s); });
  }
  void offer_draw(const val& side) {
    act(side, [](auto& e, auto s) { return e.ending.offer_draw(e.position, s); });
  }
  void accept_draw(const val& side) {
    act(side, [](auto& e, auto s) { return e.ending.accept_draw(e.position, s); });
  }
  void decline_draw(const val& side) {
    act(side, [](auto& e, auto s) { return e.ending.decline_draw(e.position, s); });
  }
  void claim_draw(const val& side) {
    act(side, [](auto& e, auto s) { return e.ending.claim_draw(e.position, s); });
  }
  void flag_fell(const val& side) {
    act(side, [](auto& e, auto s) {
      return e.ending.flag_fell(e.position, s, games::can_mate_in(e.position, opposite(s)));
    });
  }
  // moved(move): the move was played in the game; an offer to the mover lapses.
  void moved(const val& move) {
    checked([&]() -> Result<void> {
      return std::visit(
          [&](auto& e) -> Result<void> {
            if (e.ending.over(e.position)) {
              return Error{"the game is already over", ErrorCode::game_over};
            }
            auto m = inspect::legal_move_of(e.position, move);
            if (!m) return m.error();
            const auto mover = e.position.side_to_move();
            if (auto ok = e.position.play(*m); !ok) return ok.error();
            e.ending.moved(mover);
            return {};
          },
          game);
    });
  }
  bool undo() {
    return std::visit([](auto& e) { return !e.ending.over(e.position) && e.position.undo(); },
                      game);
  }
  val offer() const {
    return std::visit(
        [](const auto& e) {
          using Game = std::decay_t<decltype(e.position)>;
          return side_or_null<Game>(e.ending.offer());
        },
        game);
  }
  val claimable() const {
    return std::visit(
        [](const auto& e) {
          using Game = std::decay_t<decltype(e.position)>;
          const auto r = session::Ending<Game>::claimable(e.position);
          return r && !e.ending.over(e.position) ? val(std::string(reason_name(*r))) : val::null();
        },
        game);
  }
  val outcome() const {
    return std::visit(
        [](const auto& e) {
          using Game = std::decay_t<decltype(e.position)>;
          const auto o = e.ending.outcome(e.position);
          if (!o) return val::null();
          val out = val::object();
          out.set("winner", side_or_null<Game>(o->winner));
          out.set("how", std::string(session::termination_name(o->how)));
          out.set("reason", std::string(reason_name(o->reason)));
          out.set("by", side_or_null<Game>(o->by));
          out.set("result", session::result_tag(o));
          out.set("termination", session::termination_words<Game>(o));
          return out;
        },
        game);
  }
  val tags() const {
    return std::visit(
        [](const auto& e) {
          using Game = std::decay_t<decltype(e.position)>;
          val out = val::array();
          for (const records::Tag& t : session::ending_tags<Game>(e.ending.outcome(e.position))) {
            val tag = val::object();
            tag.set("name", t.name);
            tag.set("value", t.value);
            out.call<void>("push", tag);
          }
          return out;
        },
        game);
  }
  std::string fen() const {
    return std::visit([](const auto& e) { return e.position.fen(); }, game);
  }
};

JsEnding* make_ending_fen(const val& game, const val& fen) {
  return checked([&]() -> Result<JsEnding*> {
    return with_game_arg<JsEnding*>(game, [&](auto g) -> Result<JsEnding*> {
      using Game = typename decltype(g)::type::Position;
      auto start = start_arg<Game>(fen);
      if (!start) return start.error();
      start->set_rulings(Rulings::report);
      return new JsEnding{AnyEnding(EndingOf<Game>{std::move(*start), {}})};
    });
  });
}
JsEnding* make_ending(const val& game) { return make_ending_fen(game, val::undefined()); }

}  // namespace
}  // namespace qipan::js

EMSCRIPTEN_BINDINGS(qipan_table) {
  using namespace qipan::js;
  emscripten::class_<JsClock>("Clock")
      .constructor(&make_clock, emscripten::allow_raw_pointers())
      .function("start", &JsClock::start)
      .function("press", &JsClock::press)
      .function("pause", &JsClock::pause)
      .function("resume", &JsClock::resume)
      .function("stop", &JsClock::stop)
      .function("handTo", &JsClock::hand_to)
      .function("face", &JsClock::face)
      .function("flag", &JsClock::flag)
      .function("check", &JsClock::check)
      .function("flagTime", &JsClock::flag_time)
      .function("running", &JsClock::running)
      .function("paused", &JsClock::paused)
      .function("stopped", &JsClock::stopped)
      .function("control", &JsClock::control);
  emscripten::class_<JsEnding>("Ending")
      .constructor(&make_ending, emscripten::allow_raw_pointers())
      .constructor(&make_ending_fen, emscripten::allow_raw_pointers())
      .function("moved", &JsEnding::moved)
      .function("undo", &JsEnding::undo)
      .function("resign", &JsEnding::resign)
      .function("offerDraw", &JsEnding::offer_draw)
      .function("acceptDraw", &JsEnding::accept_draw)
      .function("declineDraw", &JsEnding::decline_draw)
      .function("claimDraw", &JsEnding::claim_draw)
      .function("flagFell", &JsEnding::flag_fell)
      .function("offer", &JsEnding::offer)
      .function("claimable", &JsEnding::claimable)
      .function("outcome", &JsEnding::outcome)
      .function("tags", &JsEnding::tags)
      .function("fen", &JsEnding::fen);
  emscripten::function("timeControl", &time_control);
  emscripten::function("moveTime", &move_time);
  emscripten::function("computerAcceptsDraw", &computer_accepts_draw);
  emscripten::function("encodeLink", &encode_link);
  emscripten::function("decodeLink", &decode_link);
  emscripten::function("checkSetup", &check_setup);
}
