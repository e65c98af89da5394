#pragma once

// The invariants of any BoardGame position, checked on whatever a parser
// produced: the FEN is canonical and round-trips, every legal move is legal
// and can be played and taken back, play refuses what is not legal and
// changes nothing then, and a game with no legal move is over.

#include <cstddef>
#include <string>

#include "core/grid/board_game.h"
#include "tests/fuzz/check.h"

namespace qipan::fuzz {

// A FEN that parsed once parses again to the same position, and writing it
// again gives the same text.
template <BoardGame P>
void expect_fen_round_trip(const P& p) {
  const std::string fen = p.fen();
  auto again = P::from_fen(fen);
  expect(again.ok(), "fen() of a parsed position parses", fen);
  expect(again->fen() == fen, "parse(fen(p)) writes the same FEN", fen + " vs " + again->fen());
}

// The edited positions a page makes (a piece put or removed, the turn handed
// over) are validated like a FEN: each is refused with a message or is a
// position whose FEN round-trips, and the original is untouched.
// `choice` picks the square and the letter (any piece letter of either game,
// the aliases, '\0' and a few non-letters).
template <BoardGame P>
void expect_edits(const P& p, std::size_t choice) {
  static constexpr std::string_view letters{"KABNRCPEHkabnrcpehLTWDltwd\0x?1 ", 31};
  const std::string before = p.fen();
  const auto squares = static_cast<std::size_t>(grid::square_count(P::shape));
  const auto sq = static_cast<typename P::Square>(choice % squares);
  const char letter = letters[(choice / squares) % letters.size()];
  auto placed = p.with_piece(sq, letter);
  if (placed.ok()) {
    expect_fen_round_trip(*placed);
    const char put = placed->piece_letter(sq);
    expect(put == letter || (letter == 'E' && put == 'B') || (letter == 'H' && put == 'N') ||
               (letter == 'e' && put == 'b') || (letter == 'h' && put == 'n'),
           "with_piece puts the piece named", placed->fen() + " " + std::string(1, letter));
  } else {
    expect_message(placed.error().message, before);
  }
  // Both games have two sides, numbered 0 and 1.
  const auto other = static_cast<typename P::Side>(1 - static_cast<int>(p.side_to_move()));
  auto turned = p.with_side_to_move(other);
  if (turned.ok()) {
    expect_fen_round_trip(*turned);
    expect(turned->side_to_move() != p.side_to_move(), "with_side_to_move hands the turn over",
           turned->fen());
  } else {
    expect_message(turned.error().message, before);
  }
  expect(p.fen() == before, "an edit leaves the original alone", before);
}

// Plays up to `steps` moves picked by `choice` bytes from `p`, checking
// each position on the way, then takes all of them back.
template <BoardGame P>
void expect_playable(P p, const unsigned char* choice, std::size_t steps) {
  const std::string start = p.fen();
  std::size_t played = 0;
  for (std::size_t i = 0; i < steps; ++i) {
    expect_fen_round_trip(p);
    const auto legal = p.legal_moves();
    std::size_t count = 0;
    for (const auto m : legal) {
      expect(p.is_legal(m), "a generated move is legal", to_string(m));
      ++count;
    }
    expect((count == 0) == p.status().over, "no legal move exactly when the game is over", p.fen());
    if (count == 0) {
      const auto null_move = P::Move::make(0, 0);
      const std::string before = p.fen();
      expect(!p.play(null_move).ok(), "play refuses a move after the end", before);
      expect(p.fen() == before, "a refused move changes nothing", before);
      break;
    }
    // Any from-to pair: play accepts it exactly when it is legal.
    const auto squares = static_cast<unsigned>(grid::square_count(P::shape));
    const auto any = P::Move::make(static_cast<typename P::Square>(choice[i] % squares),
                                   static_cast<typename P::Square>((choice[i] * 7u + i) % squares));
    if (!p.is_legal(any)) {
      const std::string before = p.fen();
      auto refused = p.play(any);
      expect(!refused.ok(), "play refuses a move that is not legal", before + " " + to_string(any));
      expect_message(refused.error().message, to_string(any));
      expect(p.fen() == before, "a refused move changes nothing", before);
    }
    std::size_t k = choice[i] % count;
    for (const auto m : legal) {
      if (k-- != 0) continue;
      const std::string before = p.fen();
      auto done = p.play(m);
      expect(done.ok(), "a legal move plays", before + " " + to_string(m));
      break;
    }
    ++played;
  }
  for (std::size_t i = 0; i < played; ++i) expect(p.undo(), "undo takes back a played move");
  expect(!p.undo(), "undo stops at the start");
  expect(p.fen() == start, "undoing every move restores the start", start + " vs " + p.fen());
}

}  // namespace qipan::fuzz
