#include "core/jungle/position.h"

#include <algorithm>
#include <utility>

#include "core/grid/text.h"
#include "core/jungle/movegen.h"
#include "core/jungle/perft.h"

namespace qipan::jungle {

Position::Position() : Position(parse_fen(start_fen).value(), Rules{}) {}

Position::Position(const Setup& setup, const Rules& rules)
    : board_(setup.board),
      rules_(rules),
      halfmove_clock_(setup.halfmove_clock),
      fullmove_number_(setup.fullmove_number) {
  board_.set_rules(rules);
  ruling_ = ruling_now();
}

Result<Position> Position::from_setup(const Setup& setup, const Rules& rules) {
  auto checked = check_rules(rules);
  if (!checked) return checked.error();
  auto placed = check_placement(setup.board);
  if (!placed) return placed.error();
  return Position(setup, rules);
}

Result<Position> Position::from_fen(std::string_view fen) { return from_fen(fen, Rules{}); }

Result<Position> Position::from_fen(std::string_view fen, const Rules& rules) {
  auto setup = parse_fen(fen);
  if (!setup) return setup.error();
  return from_setup(*setup, rules);
}

Setup Position::setup() const { return Setup{board_, halfmove_clock_, fullmove_number_}; }

std::string Position::fen() const { return format_fen(setup()); }

char Position::piece_letter(Square s) const {
  if (s >= square_count || board_.at(s) == no_piece) return '\0';
  return letter_of(board_.at(s));
}

std::optional<Side> Position::owner(Square s) const {
  if (s >= square_count || board_.at(s) == no_piece) return std::nullopt;
  return side_of(board_.at(s));
}

std::optional<PieceInfo> Position::piece_info(Square s) const {
  if (s >= square_count || board_.at(s) == no_piece) return std::nullopt;
  const Piece p = board_.at(s);
  const auto side = static_cast<std::size_t>(index_of(side_of(p)));
  const auto kind = static_cast<std::size_t>(type_of(p));
  PieceInfo info;
  info.letter = letter_of(p);
  info.side = side_of(p);
  info.type = type_of(p);
  info.rank = (board_.tables().attack_zero[side] & bit(s)) ? 0 : rank_of(type_of(p));
  info.defence = (board_.tables().weakened[side] & bit(s)) ? 0 : rank_of(type_of(p));
  info.can_swim = (board_.tables().enterable[side][kind] & river) != 0;
  info.can_jump = board_.tables().jump_from[kind] != 0;
  return info;
}

std::optional<GameStatus<Side>> Position::decisive_status() const {
  const Side us = board_.side_to_move();
  const Side them = opposite(us);
  auto won = [](Side winner, EndReason why) { return GameStatus<Side>{true, winner, why}; };
  const auto u = static_cast<std::size_t>(index_of(us));
  const auto t = static_cast<std::size_t>(index_of(them));
  if (board_.occupied(them) & den[u]) return won(them, EndReason::den);
  if (board_.occupied(us) & den[t]) return won(us, EndReason::den);
  if (board_.occupied(us) == 0) return won(them, EndReason::no_pieces);
  if (board_.occupied(them) == 0) return won(us, EndReason::no_pieces);
  return std::nullopt;
}

bool Position::repetition_draw() const {
  if (rules_.repetition_count == 0) return false;
  const std::size_t n = plies_.size();
  const std::size_t window = std::min<std::size_t>(halfmove_clock_, n);
  int seen = 1;
  for (std::size_t back = 2; back <= window; back += 2) {
    if (plies_[n - back].key == board_.key() && ++seen >= rules_.repetition_count) return true;
  }
  return false;
}

std::optional<Ruling<Side>> Position::ruling_now() const {
  if (repetition_draw()) return Ruling<Side>{std::nullopt, EndReason::repetition, plies_.size()};
  if (rules_.move_limit > 0 && halfmove_clock_ >= static_cast<std::uint32_t>(rules_.move_limit)) {
    return Ruling<Side>{std::nullopt, EndReason::move_limit, plies_.size()};
  }
  return std::nullopt;
}

GameStatus<Side> Position::status() const {
  const bool report = rulings_ == Rulings::report;
  auto decided = decisive_status();
  if (!decided && count_moves(board_) == 0) {
    decided = GameStatus<Side>{true, opposite(board_.side_to_move()), EndReason::no_moves};
  }
  if (decided) {
    if (report) decided->ruling = ruling_;
    return *decided;
  }
  if (!ruling_) return {};
  if (report) return {false, std::nullopt, EndReason::none, ruling_};
  return {true, ruling_->winner, ruling_->reason, std::nullopt};
}

MoveList Position::legal_moves() const {
  MoveList list;
  if (status().over) return list;
  board_.generate_legal(list);
  return list;
}

MoveList Position::legal_moves_from(Square s) const {
  MoveList list;
  if (s >= square_count || board_.at(s) == no_piece ||
      side_of(board_.at(s)) != board_.side_to_move()) {
    return list;
  }
  if (status().over) return list;
  for (Bitboard to = targets_from(board_, s); to; to &= to - 1) {
    list.push(Move::make(s, static_cast<Square>(std::countr_zero(to))));
  }
  return list;
}

bool Position::is_legal(Move m) const { return legal_moves().contains(m); }

Result<Move> Position::parse_move(std::string_view text) const {
  const std::string bad = "bad move " + grid::quoted(text) + ": ";
  if (text.size() != 4) {
    return Error{bad + "expected a from-square and a to-square, like 'a3a4'"};
  }
  auto from = grid::parse_square(shape, text.substr(0, 2));
  if (!from) return Error{bad + from.error().message};
  auto to = grid::parse_square(shape, text.substr(2, 2));
  if (!to) return Error{bad + to.error().message};
  if (*from == *to) return Error{bad + "the from-square and the to-square are the same"};
  const Move m = Move::make(static_cast<Square>(grid::index_of(shape, *from)),
                            static_cast<Square>(grid::index_of(shape, *to)));
  if (!is_legal(m)) return Error{"illegal move " + to_string(m) + ": " + why_illegal(m)};
  return m;
}

Result<void> Position::play(Move m) {
  if (!is_legal(m)) {
    if (m.from() >= square_count || m.to() >= square_count) {
      return Error{"illegal move: square " + std::to_string(std::max(m.from(), m.to())) +
                   " is off the board (squares are 0 to 62)"};
    }
    return Error{"illegal move " + to_string(m) + ": " + why_illegal(m)};
  }
  Ply ply{m, no_piece, halfmove_clock_, fullmove_number_, board_.key()};
  const Side mover_side = board_.side_to_move();
  ply.captured = board_.make(m);
  halfmove_clock_ = ply.captured != no_piece ? 0 : std::min(halfmove_clock_ + 1, max_fen_counter);
  if (mover_side == Side::red) {
    fullmove_number_ = std::min(fullmove_number_ + 1, max_fen_counter);
  }
  plies_.push_back(ply);
  if (!ruling_) ruling_ = ruling_now();
  return {};
}

bool Position::undo() {
  if (plies_.empty()) return false;
  const Ply ply = plies_.back();
  plies_.pop_back();
  board_.unmake(ply.move, ply.captured);
  halfmove_clock_ = ply.halfmove_clock;
  fullmove_number_ = ply.fullmove_number;
  if (ruling_ && ruling_->ply > plies_.size()) ruling_.reset();
  return true;
}

std::vector<Move> Position::history() const {
  std::vector<Move> moves;
  moves.reserve(plies_.size());
  for (const Ply& p : plies_) moves.push_back(p.move);
  return moves;
}

std::uint64_t Position::perft(int depth) const {
  Board b = board_;
  return jungle::perft(b, depth);
}

Result<Position> Position::with_side_to_move(Side side) const {
  Setup s = setup();
  s.board.set_side_to_move(side);
  auto changed = from_setup(s, rules_);
  if (changed) changed->rulings_ = rulings_;
  return changed;
}

Result<Position> Position::with_piece(Square s, char letter) const {
  if (s >= square_count) {
    return Error{"square " + std::to_string(s) + " is off the board (squares are 0 to 62)"};
  }
  const Piece p = piece_from_letter(letter);
  if (letter != '\0' && p == no_piece) {
    return Error{"unknown piece letter " + grid::quoted(std::string_view(&letter, 1)) +
                 ": expected one of e l t p w d c r (uppercase for Blue), or none to empty " +
                 "the square"};
  }
  Setup changed = setup();
  changed.board.put(s, p);
  auto next = from_setup(changed, rules_);
  if (next) next->rulings_ = rulings_;
  return next;
}

}  // namespace qipan::jungle
