#include "core/xiangqi/position.h"

#include <algorithm>
#include <memory>

#include "core/grid/text.h"
#include "core/xiangqi/fen.h"
#include "core/xiangqi/material.h"
#include "core/xiangqi/notation.h"
#include "core/xiangqi/perft.h"
#include "core/xiangqi/repetition.h"

namespace qipan::xiangqi {
namespace {

constexpr std::string_view start_fen =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

// "the game is over (checkmate, red wins)", "the game is over (drawn by
// repetition)"; the words are grid/game_end.h's.
std::string ended(const GameStatus<Side>& s) {
  if (!s.winner) return "the game is over (" + describe_end(s, side_name) + ")";
  return "the game is over (" + end_reason_text(s, side_name) + ", " +
         std::string(side_name(*s.winner)) + " wins)";
}

}  // namespace

Position::Position() : Position(*from_fen(start_fen)) {}

Position::Position(const Board& board, int halfmove_clock, int fullmove_number)
    : board_(board),
      halfmove_clock_(halfmove_clock),
      fullmove_number_(fullmove_number),
      ruling_(ruling_now()) {}

Result<Position> Position::from_fen(std::string_view fen) {
  auto parsed = parse_fen(fen);
  if (!parsed) return parsed.error();
  return Position(parsed->board, parsed->halfmove_clock, parsed->fullmove_number);
}

std::string Position::fen() const { return format_fen(board_, halfmove_clock_, fullmove_number_); }

std::string_view Position::side_name(Side s) { return xiangqi::side_name(s); }

char Position::piece_letter(Square sq) const {
  return sq < square_count ? xiangqi::piece_letter(board_.at(sq)) : '\0';
}

std::optional<Side> Position::owner(Square sq) const {
  if (sq >= square_count || board_.at(sq) == Piece::none) return std::nullopt;
  return side_of(board_.at(sq));
}

MoveList Position::legal_moves() const {
  MoveList list;
  if (!status().over) board_.generate_legal(list);
  return list;
}

MoveList Position::legal_moves_from(Square sq) const {
  MoveList out;
  if (sq >= square_count) return out;
  const Piece p = board_.at(sq);
  if (p == Piece::none || side_of(p) != side_to_move()) return out;
  for (Move m : legal_moves()) {
    if (m.from() == sq) out.push(m);
  }
  return out;
}

bool Position::is_legal(Move m) const { return board_.is_legal(m) && !status().over; }

std::string Position::why_illegal(Move m) const {
  const GameStatus<Side> s = status();
  if (s.over) return ended(s);
  if (m.from() >= square_count || m.to() >= square_count || m.is_none()) {
    return "not a move from one point to another";
  }
  const Piece p = board_.at(m.from());
  const std::string name = to_string(m);
  if (p == Piece::none) return name + ": there is no piece on " + square_name(m.from());
  const std::string piece =
      std::string(xiangqi::side_name(side_of(p))) + " " + std::string(piece_name(type_of(p)));
  if (side_of(p) != side_to_move()) {
    return name + ": the piece on " + square_name(m.from()) + " is " + piece + ", and it is " +
           std::string(xiangqi::side_name(side_to_move())) + "'s turn";
  }
  if (!board_.is_pseudo_legal(m)) {
    const Piece target = board_.at(m.to());
    if (target != Piece::none && side_of(target) == side_of(p)) {
      return name + ": the " + piece + " on " + square_name(m.from()) +
             " cannot capture its own side's piece on " + square_name(m.to());
    }
    return name + ": a " + std::string(piece_name(type_of(p))) + " on " + square_name(m.from()) +
           " cannot move to " + square_name(m.to()) + " here";
  }
  if (!board_.leaves_general_safe(m)) {
    Board after = board_;
    after.make(m);
    const Square ours = after.general(side_to_move());
    const Square theirs = after.general(opposite(side_to_move()));
    bool facing = file_of(ours) == file_of(theirs);
    if (facing) {
      const int lo = std::min(rank_of(ours), rank_of(theirs));
      const int hi = std::max(rank_of(ours), rank_of(theirs));
      for (int r = lo + 1; r < hi; ++r) {
        if (after.at(make_square(file_of(ours), r)) != Piece::none) facing = false;
      }
    }
    return name + (facing
                       ? ": it would leave the generals facing each other"
                       : ": it would leave the " + std::string(xiangqi::side_name(side_to_move())) +
                             " general in check");
  }
  return "";
}

Result<void> Position::play(Move m) {
  if (!is_legal(m)) {
    const std::string why = why_illegal(m);
    return Error{why.empty() ? "illegal move" : why};
  }
  Played p;
  p.clock_before = halfmove_clock_;
  p.key_before = board_.key();
  const Piece moved = board_.at(m.from());
  p.captured = board_.make(m);
  halfmove_clock_ = p.captured != Piece::none ? 0 : halfmove_clock_ + 1;
  if (side_of(moved) == Side::black) ++fullmove_number_;
  p.gave_check = board_.in_check(side_to_move());
  moves_.push_back(m);
  played_.push_back(p);
  if (!ruling_) ruling_ = ruling_now();
  return {};
}

bool Position::undo() {
  if (moves_.empty()) return false;
  const Move m = moves_.back();
  const Played p = played_.back();
  moves_.pop_back();
  played_.pop_back();
  board_.unmake(m, p.captured);
  halfmove_clock_ = p.clock_before;
  if (board_.side_to_move() == Side::black) --fullmove_number_;
  if (ruling_ && ruling_->ply > moves_.size()) ruling_.reset();
  return true;
}

GameStatus<Side> Position::status() const {
  const bool report = rulings_ == Rulings::report;
  if (board_.count_legal() == 0) {
    return {true, opposite(side_to_move()),
            in_check() ? EndReason::checkmate : EndReason::stalemate,
            report ? ruling_ : std::nullopt};
  }
  if (!ruling_) return {};
  if (report) return {false, std::nullopt, EndReason::none, ruling_};
  return {true, ruling_->winner, ruling_->reason, std::nullopt};
}

std::optional<Ruling<Side>> Position::ruling_now() const {
  if (auto repeated = repetition_ruling()) return repeated;
  const std::size_t ply = moves_.size();
  if (halfmove_clock_ >= move_limit) return Ruling<Side>{std::nullopt, EndReason::move_limit, ply};
  if (!has_attacking_material(board_)) {
    return Ruling<Side>{std::nullopt, EndReason::insufficient_material, ply};
  }
  return std::nullopt;
}

// The position after `end` moves against the earlier ones with the same
// side to move since the last capture (no earlier one can match).
std::optional<std::size_t> Position::third_occurrence_start(const Board& at_end,
                                                            std::size_t end) const {
  const int clock = end < played_.size() ? played_[end].clock_before : halfmove_clock_;
  const std::size_t window = std::min(end, static_cast<std::size_t>(std::max(clock, 0)));
  int occurrences = 1;
  std::size_t first = end;
  for (std::size_t back = 2; back <= window; back += 2) {
    if (played_[end - back].key_before == at_end.key()) {
      ++occurrences;
      first = end - back;
    }
  }
  if (occurrences < 3) return std::nullopt;
  return first;
}

Board Position::board_at(std::size_t ply) const {
  Board b = board_;
  for (std::size_t i = moves_.size(); i > ply; --i)
    b.unmake(moves_[i - 1], played_[i - 1].captured);
  return b;
}

// On the position's third occurrence, the moves since the first are judged (repetition.h).
std::optional<Ruling<Side>> Position::repetition_ruling() const {
  const std::size_t n = moves_.size();
  const auto first = third_occurrence_start(board_, n);
  if (!first) return std::nullopt;
  const RepetitionVerdict v = judge_repetition(
      board_at(*first), std::span<const Move>(moves_.data() + *first, n - *first), chase_rules_);
  if (v.loser) return Ruling<Side>{opposite(*v.loser), v.reason, n};
  return Ruling<Side>{std::nullopt, EndReason::repetition, n};
}

void Position::set_chase_rules(ChaseRules r) {
  if (r == chase_rules_) return;
  chase_rules_ = r;
  // Replay the game's course on a copy to find its first ruling again.
  Position replay(board_at(0), moves_.empty() ? halfmove_clock_ : played_[0].clock_before,
                  fullmove_number_);
  replay.chase_rules_ = r;
  replay.rulings_ = Rulings::report;
  for (Move m : moves_) {
    if (!replay.play(m).ok()) break;
  }
  ruling_ = replay.ruling_;
}

std::string Position::ruling_explanation() const {
  if (!ruling_) return "";
  const std::size_t end = ruling_->ply;
  if (ruling_->reason != EndReason::repetition && ruling_->reason != EndReason::perpetual_check) {
    return std::string(reason_words(ruling_->reason));
  }
  const Board at_end = board_at(end);
  const auto first = third_occurrence_start(at_end, end);
  if (!first) return "";
  return explain_repetition(board_at(*first),
                            std::span<const Move>(moves_.data() + *first, end - *first), *first,
                            chase_rules_);
}

std::uint64_t Position::perft(int depth) const {
  Board b = board_;
  return xiangqi::perft(b, depth);
}

Result<Position> Position::with_side_to_move(Side side) const {
  Board b = board_;
  b.set_side_to_move(side);
  auto valid = validate(b);
  if (!valid) return valid.error();
  Position changed(b, halfmove_clock_, fullmove_number_);
  changed.rulings_ = rulings_;
  changed.chase_rules_ = chase_rules_;
  return changed;
}

Result<Position> Position::with_piece(Square sq, char letter) const {
  if (sq >= square_count) {
    return Error{"square " + std::to_string(sq) + " is off the board (0-89)"};
  }
  Piece p = Piece::none;
  if (letter != '\0') {
    p = piece_from_letter(letter);
    if (p == Piece::none) {
      return Error{"unknown piece letter " + grid::quoted(std::string_view(&letter, 1)) +
                   ": expected one of K A B N R C P (E, H accepted), lower case for black"};
    }
  }
  Board b = board_;
  b.remove(sq);
  if (p != Piece::none) b.put(sq, p);
  auto valid = validate(b);
  if (!valid) return valid.error();
  Position changed(b, halfmove_clock_, fullmove_number_);
  changed.rulings_ = rulings_;
  changed.chase_rules_ = chase_rules_;
  return changed;
}

std::string Position::to_wxf(Move m) const { return board_.is_legal(m) ? wxf(board_, m) : ""; }

std::string Position::to_chinese(Move m) const {
  return board_.is_legal(m) ? chinese(board_, m) : "";
}

Result<Move> Position::parse_move(std::string_view text) const {
  auto m = read_iccs(text);
  if (m) {
    if (is_legal(*m)) return *m;
    return Error{why_illegal(*m)};
  }
  const GameStatus<Side> s = status();
  if (s.over) {
    return Error{grid::quoted(text) + " cannot be played: " + ended(s)};
  }
  MoveList legal;
  board_.generate_legal(legal);
  return read_notation(board_, legal, text);
}

}  // namespace qipan::xiangqi
