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

// The variations of a line, renamed: `line` is the position after the
// line's moves from `start` (a position with no history of its own).
std::vector<Variation> renamed_variations(const std::vector<Variation>& variations,
                                          const xiangqi::Position& line, Notation notation,
                                          int depth);

// Variation `v` of a line whose moves are `line.history()`, renamed in
// `notation` when it replays from the position before the move it is an
// alternative to; as written when it does not (or nests too deep).
std::string renamed_variation(const Variation& v, const xiangqi::Position& line, Notation notation,
                              int depth) {
  const auto& moves = line.history();
  if (v.ply == 0 || v.ply > moves.size() || depth > 32) return v.text;
  xiangqi::Position before = start_of(line);
  for (std::size_t i = 0; i + 1 < v.ply; ++i) {
    if (!before.play(moves[i])) return v.text;
  }
  auto branch = xiangqi::Position::from_fen(before.fen());
  auto games = read_games(v.text);
  if (!branch || !games || games->size() != 1 || !(*games)[0].tags.empty()) return v.text;
  const GameText& game = (*games)[0];
  const auto partial = replay_partial(game, std::move(*branch));
  if (partial.error) return v.text;
  const xiangqi::Position& played = partial.record.position;
  const xiangqi::Position from = start_of(played);
  return annotated_line(
      xiangqi_move_names(played, notation), from.fullmove_number(),
      from.side_to_move() == xiangqi::Side::black,
      {game.comments, renamed_variations(game.variations, played, notation, depth + 1)});
}

std::vector<Variation> renamed_variations(const std::vector<Variation>& variations,
                                          const xiangqi::Position& line, Notation notation,
                                          int depth) {
  std::vector<Variation> out;
  for (const Variation& v : variations) {
    out.push_back({v.ply, renamed_variation(v, line, notation, depth)});
  }
  return out;
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
  return whole_game(read_xiangqi_partial(game));
}

bool names_xiangqi(const GameText& game) {
  const auto v = game.tag("Variant");
  return !v || v->empty() || is_xiangqi_variant(*v);
}

Result<PartialRecord<xiangqi::Position>> read_xiangqi_partial(const GameText& game) {
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
  return replay_partial(game, std::move(start));
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

namespace {

// A record of `game` with `tags` and `notes` (see write_xiangqi).
std::string written(const xiangqi::Position& game, const std::vector<Tag>& tags, Notation notation,
                    const Annotations& notes) {
  const xiangqi::Position start = start_of(game);
  std::vector<Tag> computed;
  const std::string fen = start.fen();
  if (fen != start_fen) computed.push_back({"FEN", fen});
  computed.push_back({"Format", std::string(notation_name(notation))});
  const std::string result = result_to_write(tags, game.status());
  const auto all = ordered_tags({"Event", "Site", "Date", "Round", "Red", "Black", "Result"}, tags,
                                computed, result);
  return write_record(all, xiangqi_move_names(game, notation), result, start.fullmove_number(),
                      start.side_to_move() == xiangqi::Side::black, notes);
}

}  // namespace

std::string write_xiangqi(const xiangqi::Position& game, const std::vector<Tag>& tags,
                          Notation notation) {
  return written(game, tags, notation, {});
}

std::string rewrite_xiangqi(const XiangqiRecord& record, Notation notation) {
  return written(
      record.position, tags_to_rewrite(record), notation,
      {record.comments, renamed_variations(record.variations, record.position, notation, 0)});
}

}  // namespace qipan::records
