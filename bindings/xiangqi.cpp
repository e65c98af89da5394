// qipan.Xiangqi: the embind face of xiangqi::Position. Only translation
// happens here — JS values are checked and turned into core calls, core
// errors into JS Errors (see js_error.h) — and no rule lives here.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>
#include <utility>

#include "bindings/js_error.h"
#include "core/grid/square.h"
#include "core/xiangqi/position.h"

namespace qipan::js {
namespace {

using emscripten::val;
using xiangqi::Move;
using xiangqi::Position;

// A point named from JavaScript ('h2'), as a board index.
Result<xiangqi::Square> square_arg(const val& v) {
  auto name = string_arg(v, "square");
  if (!name) return name.error();
  auto c = grid::parse_square(Position::shape, *name);
  if (!c) return c.error();
  return static_cast<xiangqi::Square>(grid::index_of(Position::shape, *c));
}

val move_names(const xiangqi::MoveList& moves) {
  val out = val::array();
  for (Move m : moves) out.call<void>("push", xiangqi::to_string(m));
  return out;
}

class Xiangqi {
 public:
  explicit Xiangqi(Position p) : pos_(std::move(p)) {}

  std::string fen() const { return pos_.fen(); }
  std::string turn() const { return std::string(Position::side_name(pos_.side_to_move())); }
  val legal_moves() const { return move_names(pos_.legal_moves()); }
  bool in_check() const { return pos_.in_check(); }
  bool undo() { return pos_.undo(); }

  val legal_moves_from(const val& square) const {
    const xiangqi::Square sq = checked([&] { return square_arg(square); });
    return move_names(pos_.legal_moves_from(sq));
  }

  std::string piece_at(const val& square) const {
    const xiangqi::Square sq = checked([&] { return square_arg(square); });
    const char letter = pos_.piece_letter(sq);
    return letter ? std::string(1, letter) : std::string();
  }

  void play(const val& move) {
    checked([&]() -> Result<void> {
      auto m = move_arg(move);
      if (!m) return m.error();
      return pos_.play(*m);
    });
  }

  val history() const {
    val out = val::array();
    for (Move m : pos_.history()) out.call<void>("push", xiangqi::to_string(m));
    return out;
  }

  val status() const {
    const auto s = pos_.status();
    val out = val::object();
    out.set("over", s.over);
    out.set("winner", s.winner ? val(std::string(Position::side_name(*s.winner))) : val::null());
    out.set("reason", std::string(reason_name(s.reason)));
    return out;
  }

  double perft(const val& depth) const {
    const int d = checked([&] { return int_arg(depth, "depth", 0, 8); });
    return static_cast<double>(pos_.perft(d));
  }

  std::string to_wxf(const val& move) const {
    return checked([&]() -> Result<std::string> {
      auto m = move_arg(move);
      if (!m) return m.error();
      return pos_.to_wxf(*m);
    });
  }

  std::string to_chinese(const val& move) const {
    return checked([&]() -> Result<std::string> {
      auto m = move_arg(move);
      if (!m) return m.error();
      return pos_.to_chinese(*m);
    });
  }

  std::string parse_move(const val& text) const {
    return checked([&]() -> Result<std::string> {
      auto m = move_arg(text, "text");
      if (!m) return m.error();
      return xiangqi::to_string(*m);
    });
  }

 private:
  // A legal move named in any notation parseMove reads.
  Result<Move> move_arg(const val& v, std::string_view name = "move") const {
    auto text = string_arg(v, name);
    if (!text) return text.error();
    return pos_.parse_move(*text);
  }

  Position pos_;
};

Xiangqi* start_position() { return new Xiangqi(Position()); }

// new Xiangqi(fen): undefined means the start position, as if omitted.
Xiangqi* from_fen(const val& fen) {
  Position p = checked([&]() -> Result<Position> {
    if (fen.isUndefined()) return Position();
    auto text = string_arg(fen, "fen");
    if (!text) return text.error();
    return Position::from_fen(*text);
  });
  return new Xiangqi(std::move(p));
}

}  // namespace
}  // namespace qipan::js

EMSCRIPTEN_BINDINGS(qipan_xiangqi) {
  using qipan::js::Xiangqi;
  emscripten::class_<Xiangqi>("Xiangqi")
      .constructor(&qipan::js::start_position, emscripten::allow_raw_pointers())
      .constructor(&qipan::js::from_fen, emscripten::allow_raw_pointers())
      .function("fen", &Xiangqi::fen)
      .function("turn", &Xiangqi::turn)
      .function("legalMoves", &Xiangqi::legal_moves)
      .function("legalMovesFrom", &Xiangqi::legal_moves_from)
      .function("pieceAt", &Xiangqi::piece_at)
      .function("play", &Xiangqi::play)
      .function("undo", &Xiangqi::undo)
      .function("history", &Xiangqi::history)
      .function("inCheck", &Xiangqi::in_check)
      .function("status", &Xiangqi::status)
      .function("perft", &Xiangqi::perft)
      .function("toWxf", &Xiangqi::to_wxf)
      .function("toChinese", &Xiangqi::to_chinese)
      .function("parseMove", &Xiangqi::parse_move);
}
