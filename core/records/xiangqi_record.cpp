#include "core/records/xiangqi_record.h"

#include <cctype>

#include "core/grid/text.h"
#include "core/xiangqi/notation.h"

namespace qipan::records {
namespace {

constexpr std::string_view start_fen =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

std::string lower(std::string_view s) {
  std::string out;
  for (char c : s) out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// Whether a Variant tag names xiangqi.
bool is_xiangqi_variant(std::string_view v) {
  const std::string l = lower(v);
  for (std::string_view name : {"xiangqi", "chinese chess", "chinese-chess", "cchess", "xq", "象棋",
                                "中国象棋", "中國象棋"}) {
    if (l == name) return true;
  }
  return false;
}

}  // namespace

std::string_view notation_name(Notation n) {
  switch (n) {
    case Notation::iccs:
      return "ICCS";
    case Notation::wxf:
      return "WXF";
    case Notation::chinese:
      return "Chinese";
  }
  return "ICCS";
}

std::optional<Notation> notation_named(std::string_view name) {
  const std::string l = lower(name);
  for (Notation n : {Notation::iccs, Notation::wxf, Notation::chinese}) {
    if (l == lower(notation_name(n))) return n;
  }
  return std::nullopt;
}

Result<XiangqiRecord> read_xiangqi(const GameText& game) {
  const std::string where = "game " + std::to_string(game.number) + ": ";
  if (auto v = game.tag("Variant"); v && !v->empty() && !is_xiangqi_variant(*v)) {
    return Error{where + "the Variant tag names " + grid::quoted(*v) + ", not xiangqi"};
  }
  xiangqi::Position start;
  if (auto fen = game.tag("FEN"); fen && !fen->empty()) {
    auto p = xiangqi::Position::from_fen(*fen);
    if (!p) return Error{where + "bad FEN tag: " + p.error().message};
    start = std::move(*p);
  }
  return replay(game, std::move(start));
}

Result<std::vector<XiangqiRecord>> read_xiangqi_records(std::string_view text) {
  return read_all(text, read_xiangqi);
}

std::vector<std::string> xiangqi_move_names(const xiangqi::Position& game, Notation notation) {
  xiangqi::Board board = start_of(game).board();
  std::vector<std::string> out;
  for (xiangqi::Move m : game.history()) {
    switch (notation) {
      case Notation::iccs:
        out.push_back(xiangqi::to_string(m));
        break;
      case Notation::wxf:
        out.push_back(xiangqi::wxf(board, m));
        break;
      case Notation::chinese:
        out.push_back(xiangqi::chinese(board, m));
        break;
    }
    board.make(m);
  }
  return out;
}

std::string write_xiangqi(const xiangqi::Position& game, const std::vector<Tag>& tags,
                          Notation notation) {
  const xiangqi::Position start = start_of(game);
  std::vector<Tag> computed;
  const std::string fen = start.fen();
  if (fen != start_fen) computed.push_back({"FEN", fen});
  computed.push_back({"Format", std::string(notation_name(notation))});
  const std::string result = result_to_write(tags, game.status());
  const auto all = ordered_tags({"Event", "Site", "Date", "Round", "Red", "Black", "Result"}, tags,
                                computed, result);
  return write_record(all, xiangqi_move_names(game, notation), result, start.fullmove_number(),
                      start.side_to_move() == xiangqi::Side::black);
}

}  // namespace qipan::records
