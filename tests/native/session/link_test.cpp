// Games carried by a link: round trips, what chat apps do to links, and
// links altered, cut short or doubled, each refused with its reason.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "core/jungle/position.h"
#include "core/session/link.h"
#include "core/xiangqi/position.h"

namespace qipan::session {
namespace {

// A seeded random game of `plies` moves (fewer if it ends).
template <class Game>
std::vector<typename Game::Move> random_game(const Game& start, int plies, unsigned seed) {
  std::mt19937 rng(seed);
  Game p = start;
  std::vector<typename Game::Move> out;
  for (int i = 0; i < plies; ++i) {
    std::vector<typename Game::Move> legal;
    for (auto m : p.legal_moves()) legal.push_back(m);
    if (legal.empty()) break;
    const auto m = legal[rng() % legal.size()];
    EXPECT_TRUE(p.play(m).ok());
    out.push_back(m);
  }
  return out;
}

template <class Game>
std::string link_of(const Game& start, const std::vector<typename Game::Move>& moves) {
  auto l = encode_link(start, std::span<const typename Game::Move>(moves));
  EXPECT_TRUE(l.ok()) << (l.ok() ? "" : l.error().message);
  return l.ok() ? *l : std::string();
}

template <class Game>
LinkGame<Game> read(std::string_view text) {
  auto r = decode_link(text);
  EXPECT_TRUE(r.ok()) << text << ": " << (r.ok() ? "" : r.error().message);
  if (!r.ok() || !std::holds_alternative<LinkGame<Game>>(*r)) return {};
  return std::get<LinkGame<Game>>(*r);
}

// Where a link's moves begin: after its fourth '.'.
std::size_t moves_at(const std::string& link) {
  std::size_t at = 0;
  for (int i = 0; i < 4; ++i) at = link.find('.', at) + 1;
  return at;
}

std::string refusal(std::string_view text) {
  auto r = decode_link(text);
  EXPECT_FALSE(r.ok()) << text;
  return r.ok() ? std::string() : r.error().message;
}

TEST(Link, RoundTripsRandomGamesOfEveryGame) {
  for (unsigned seed = 1; seed <= 20; ++seed) {
    const auto xm = random_game(xiangqi::Position(), 120, seed);
    const std::string xl = link_of(xiangqi::Position(), xm);
    const auto xg = read<xiangqi::Position>(xl);
    EXPECT_EQ(xg.moves, xm);
    EXPECT_EQ(xg.start.fen(), xiangqi::Position().fen());
    // About two characters a move.
    EXPECT_LE(xl.size(), 40 + 3 * xm.size()) << xl;
    const auto jm = random_game(jungle::Position(), 80, seed);
    const auto jg = read<jungle::Position>(link_of(jungle::Position(), jm));
    EXPECT_EQ(jg.moves, jm);
  }
}

TEST(Link, SaysWhoseMoveAndCarriesAStartPosition) {
  auto start = xiangqi::Position::from_fen("4k4/9/9/9/9/9/9/9/9/R2K5 b - - 0 7");
  ASSERT_TRUE(start.ok());
  const std::string l = link_of(*start, random_game(*start, 1, 5));
  EXPECT_EQ(l.rfind("qipan.xiangqi.red.4k4/9/9/9/9/9/9/9/9/R2K5_b_-_-_0_7.", 0), 0u) << l;
  const auto g = read<xiangqi::Position>(l);
  EXPECT_EQ(g.start.fen(), start->fen());
  EXPECT_EQ(link_of(xiangqi::Position(), {}).rfind("qipan.xiangqi.red...", 0), 0u);
}

TEST(Link, ToleratesWhatChatAppsDo) {
  const auto moves = random_game(xiangqi::Position(), 30, 3);
  const std::string l = link_of(xiangqi::Position(), moves);
  std::string wrapped = l;
  wrapped.insert(25, "\r\n");
  wrapped.insert(12, " \xE2\x80\x8B");
  std::string encoded;
  for (char c : l) {
    if (c == '.') {
      encoded += "%2E";
    } else {
      encoded += c;
    }
  }
  for (const std::string& text :
       {"#" + l, "https://example.org/play/#" + l, l + ".", l + "),", "<" + l + ">",
        "\"" + l + "\"", wrapped, encoded, "see this: " + l + " !", "%23" + encoded}) {
    EXPECT_EQ(read<xiangqi::Position>(text).moves, moves) << text;
  }
}

TEST(Link, AlteredLinksAreRefusedWithWhereTheyWereAltered) {
  const auto moves = random_game(xiangqi::Position(), 20, 7);
  const std::string l = link_of(xiangqi::Position(), moves);
  const std::size_t body = moves_at(l);
  // Change the chain character of move 8: moves 1-7 still check.
  std::string altered = l;
  std::size_t at = body;
  for (int move = 1; move < 8; ++move) {
    at += link_detail::digit(altered[at]) >= link_detail::one_char_limit ? 3u : 2u;
  }
  const std::size_t check = at + (link_detail::digit(altered[at]) >= 48 ? 2u : 1u);
  altered[check] = altered[check] == 'A' ? 'B' : 'A';
  EXPECT_NE(refusal(altered).find("altered after move 7"), std::string::npos) << refusal(altered);
  // Change move 8's index: its chain character no longer matches.
  std::string swapped = l;
  swapped[at] = swapped[at] == 'A' ? 'B' : 'A';
  const std::string why = refusal(swapped);
  EXPECT_TRUE(why.find("altered after move 7") != std::string::npos ||
              why.find("move 8 is not legal") != std::string::npos)
      << why;
  // The end check changed.
  std::string end = l;
  end.back() = end.back() == 'A' ? 'B' : 'A';
  EXPECT_NE(refusal(end).find("altered after move 20"), std::string::npos) << refusal(end);
  // The side to move changed.
  std::string side = l;
  side.replace(side.find(".red."), 5, ".black.");
  EXPECT_NE(refusal(side).find("is to move"), std::string::npos) << refusal(side);
}

TEST(Link, AnIndexBeyondTheLegalMovesIsNotLegal) {
  std::string l = link_of(xiangqi::Position(), {});
  // One move, index 1071 (the largest written): no position has that many.
  const std::size_t body = moves_at(l);
  l.insert(body, "__A");
  EXPECT_NE(refusal(l).find("move 1 is not legal"), std::string::npos) << refusal(l);
}

TEST(Link, TruncatedAndDoubledLinksAreRefused) {
  const std::string l = link_of(xiangqi::Position(), random_game(xiangqi::Position(), 12, 9));
  for (std::size_t cut : {l.size() - 1, l.size() - 9, l.size() - 12, std::size_t{20}}) {
    const std::string why = refusal(l.substr(0, cut));
    EXPECT_TRUE(why.find("cut short") != std::string::npos ||
                why.find("altered") != std::string::npos)
        << cut << ": " << why;
  }
  EXPECT_NE(refusal(l + l).find("more than one link"), std::string::npos);
  EXPECT_NE(refusal(l + "\n" + l).find("more than one link"), std::string::npos);
  EXPECT_NE(refusal("hello").find("no game link"), std::string::npos);
  EXPECT_NE(refusal("qipan.chess.red...AAAAAAAA").find("unknown game"), std::string::npos);
  EXPECT_NE(refusal(std::string(30000, 'q')).find("characters long"), std::string::npos);
  EXPECT_NE(refusal("qipan.xiangqi.red.9/9_w..AAAAAAAA").find("start position"), std::string::npos);
}

TEST(Link, OnlyTheStandardRulesAreCarried) {
  jungle::Rules rules;
  rules.elephant_takes_rat = true;
  auto start = jungle::Position::from_fen(jungle::Position().fen(), rules);
  ASSERT_TRUE(start.ok());
  auto l = encode_link(*start, std::span<const jungle::Move>());
  ASSERT_FALSE(l.ok());
  EXPECT_EQ(l.error().code, ErrorCode::refused);
}

TEST(Link, AGameOverInTheLinkTakesNoMoreMoves) {
  auto start = xiangqi::Position::from_fen("3k5/1R7/9/9/9/9/9/9/9/R3K4 w - - 0 1");
  ASSERT_TRUE(start.ok());
  xiangqi::Position p = *start;
  const auto mate = xiangqi::Move::make(0, 81);  // a0a9
  ASSERT_TRUE(p.is_legal(mate));
  const std::string l = link_of(*start, {mate});
  EXPECT_TRUE(read<xiangqi::Position>(l).position.status().over);
  std::string more = l;
  more.insert(more.rfind('.'), "AA");
  EXPECT_NE(refusal(more).find("move 2 is not legal: the game was already over"), std::string::npos)
      << refusal(more);
}

// Version 2: a draw offered with a move, accepted (the next link carries
// the result) or declined by a move; a resignation; the table covered by
// the check; a link of nothing at the table still version 1.
TEST(Link, CarriesADrawOfferAndTheResult) {
  using xiangqi::Position;
  using xiangqi::Side;
  const std::vector<xiangqi::Move> moves = random_game(Position(), 3, 11);
  const Side moved = Side::red;  // three moves: Red made the last one
  LinkTable<Side> offer;
  offer.offer = moved;
  auto l = encode_link(Position(), std::span<const xiangqi::Move>(moves), offer);
  ASSERT_TRUE(l.ok()) << l.error().message;
  EXPECT_EQ(l->rfind("qipan.2.xiangqi.black..", 0), 0u) << *l;
  EXPECT_NE(l->find(".offer-red."), std::string::npos) << *l;
  const auto got = read<Position>(*l);
  EXPECT_EQ(got.moves, moves);
  EXPECT_EQ(got.table.offer, Side::red);
  EXPECT_FALSE(got.table.end);
  // Black accepts: the next link carries the draw.
  LinkTable<Side> agreed;
  agreed.end = Outcome<Side>{std::nullopt, Termination::agreed, EndReason::none, Side::red};
  auto done = encode_link(Position(), std::span<const xiangqi::Move>(moves), agreed);
  ASSERT_TRUE(done.ok()) << done.error().message;
  EXPECT_EQ(read<Position>(*done).table, agreed);
  // A resignation, by either side.
  LinkTable<Side> resigned;
  resigned.end = Outcome<Side>{Side::red, Termination::resigned, EndReason::none, Side::black};
  auto r = encode_link(Position(), std::span<const xiangqi::Move>(moves), resigned);
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(read<Position>(*r).table, resigned);
  // Nothing at the table: version 1, as before.
  EXPECT_EQ(link_of(Position(), moves).rfind("qipan.xiangqi.black..", 0), 0u);
}

TEST(Link, AnAlteredOrImpossibleTableIsRefused) {
  using xiangqi::Position;
  using xiangqi::Side;
  const std::vector<xiangqi::Move> moves = random_game(Position(), 3, 11);
  LinkTable<Side> offer;
  offer.offer = Side::red;
  const std::string l = *encode_link(Position(), std::span<const xiangqi::Move>(moves), offer);
  auto swapped = [&](std::string from, std::string to) {
    std::string out = l;
    out.replace(out.find(from), from.size(), to);
    return out;
  };
  // The offer turned into a draw agreed, or removed: the check does not match.
  EXPECT_NE(refusal(swapped("offer-red", "agreed-red")).find("its draw offer or result"),
            std::string::npos)
      << refusal(swapped("offer-red", "agreed-red"));
  EXPECT_NE(refusal(swapped(".offer-red.", "..")).find("altered"), std::string::npos);
  EXPECT_NE(refusal(swapped("qipan.2.", "qipan.3.")).find("link of version '3'"),
            std::string::npos);
  EXPECT_NE(refusal(swapped("qipan.2.", "qipan.")).find("parts, expected 6"), std::string::npos);
  // What no game by link could carry is refused when written.
  LinkTable<Side> wrong;
  wrong.offer = Side::black;  // Black is to move: it offers with its move, not before
  auto w = encode_link(Position(), std::span<const xiangqi::Move>(moves), wrong);
  ASSERT_FALSE(w.ok());
  EXPECT_NE(w.error().message.find("offered with a move"), std::string::npos) << w.error().message;
  LinkTable<Side> flag;
  flag.end = Outcome<Side>{Side::red, Termination::time, EndReason::none, Side::black};
  ASSERT_FALSE(encode_link(Position(), std::span<const xiangqi::Move>(moves), flag).ok());
  LinkTable<Side> none_yet;
  none_yet.offer = Side::black;
  EXPECT_FALSE(encode_link(Position(), std::span<const xiangqi::Move>(), none_yet).ok());
}

}  // namespace
}  // namespace qipan::session
