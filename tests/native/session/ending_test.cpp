// Resignation, draw offers, claims and flags, and the tags they write.
#include <gtest/gtest.h>

#include "core/games/table_rules.h"
#include "core/jungle/position.h"
#include "core/session/ending.h"
#include "core/xiangqi/position.h"
#include "tests/native/session/helpers.h"

namespace qipan::session {
namespace {

using xiangqi::Side;
using XEnding = Ending<xiangqi::Position>;

TEST(Ending, ResignInEveryGame) {
  xiangqi::Position x;
  XEnding e;
  ASSERT_TRUE(e.resign(x, Side::black).ok());
  const auto o = e.outcome(x);
  ASSERT_TRUE(o);
  EXPECT_EQ(o->winner, Side::red);
  EXPECT_EQ(o->how, Termination::resigned);
  EXPECT_EQ(result_tag(o), "1-0");
  EXPECT_EQ(termination_words<xiangqi::Position>(o), "Black resigned");
  EXPECT_FALSE(e.resign(x, Side::red).ok());  // over already
  EXPECT_EQ(e.resign(x, Side::red).error().code, ErrorCode::game_over);

  jungle::Position j;
  Ending<jungle::Position> je;
  ASSERT_TRUE(je.resign(j, jungle::Side::blue).ok());
  EXPECT_EQ(result_tag(je.outcome(j)), "0-1");
  const auto tags = ending_tags<jungle::Position>(je.outcome(j));
  ASSERT_EQ(tags.size(), 2u);
  EXPECT_EQ(tags[0].value, "0-1");
  EXPECT_EQ(tags[1].name, "Termination");
  EXPECT_EQ(tags[1].value, "Blue resigned");
}

TEST(Ending, DrawOfferAcceptDecline) {
  xiangqi::Position x;
  XEnding e;
  EXPECT_FALSE(e.accept_draw(x, Side::black).ok());  // nothing offered
  ASSERT_TRUE(e.offer_draw(x, Side::red).ok());
  EXPECT_EQ(e.offer(), Side::red);
  EXPECT_FALSE(e.offer_draw(x, Side::red).ok());   // twice
  EXPECT_FALSE(e.accept_draw(x, Side::red).ok());  // one's own offer
  ASSERT_TRUE(e.decline_draw(x, Side::black).ok());
  EXPECT_EQ(e.offer(), std::nullopt);
  EXPECT_FALSE(e.over(x));
  ASSERT_TRUE(e.offer_draw(x, Side::red).ok());
  e.moved(Side::red);  // the offer stands over the offerer's own move
  EXPECT_EQ(e.offer(), Side::red);
  e.moved(Side::black);  // answered by a move: declined
  EXPECT_EQ(e.offer(), std::nullopt);
  ASSERT_TRUE(e.offer_draw(x, Side::black).ok());
  ASSERT_TRUE(e.accept_draw(x, Side::red).ok());
  EXPECT_EQ(result_tag(e.outcome(x)), "1/2-1/2");
  EXPECT_EQ(termination_words<xiangqi::Position>(e.outcome(x)), "draw agreed");
}

TEST(Ending, ClaimOnlyUnderADrawnRuling) {
  auto x = xiangqi::Position();
  XEnding e;
  auto none = e.claim_draw(x, Side::red);
  ASSERT_FALSE(none.ok());
  EXPECT_EQ(none.error().code, ErrorCode::refused);
  // Horses out and back twice: the third occurrence is a repetition, ruled a
  // draw; with rulings reported the game goes on and the draw may be claimed.
  x.set_rulings(Rulings::report);
  for (int i = 0; i < 2; ++i) {
    for (const char* m : {"b0c2", "b9c7", "c2b0", "c7b9"}) {
      ASSERT_TRUE(x.play(test::mv<xiangqi::Position>(m)).ok()) << m;
    }
  }
  ASSERT_EQ(XEnding::claimable(x), EndReason::repetition);
  ASSERT_TRUE(e.claim_draw(x, Side::red).ok());
  EXPECT_EQ(termination_words<xiangqi::Position>(e.outcome(x)), "draw claimed: repetition");
  EXPECT_EQ(result_tag(e.outcome(x)), "1/2-1/2");
}

TEST(Ending, JungleDrawLimitsMayBeClaimed) {
  // One ply short of the move limit (100 plies without a capture).
  auto j = jungle::Position::from_fen("6l/7/7/7/7/7/7/7/L6 b 99 1");
  ASSERT_TRUE(j.ok());
  j->set_rulings(Rulings::report);
  Ending<jungle::Position> e;
  EXPECT_FALSE(e.claim_draw(*j, jungle::Side::red).ok());
  ASSERT_TRUE(j->play(test::mv<jungle::Position>("a1a2")).ok());
  ASSERT_EQ(Ending<jungle::Position>::claimable(*j), EndReason::move_limit);
  ASSERT_TRUE(e.claim_draw(*j, jungle::Side::red).ok());
  EXPECT_EQ(result_tag(e.outcome(*j)), "1/2-1/2");
  EXPECT_EQ(e.outcome(*j)->by, jungle::Side::red);
}

TEST(Ending, FlagIsALossUnlessTheOtherSideCouldNeverMate) {
  // Black has only its general and advisors left: red's flag falling is a draw.
  auto bare = xiangqi::Position::from_fen("3aka3/9/9/9/9/9/9/9/4A4/R3K4 w - - 0 40");
  ASSERT_TRUE(bare.ok());
  EXPECT_FALSE(games::can_mate_in(*bare, Side::black));
  EXPECT_TRUE(games::can_mate_in(*bare, Side::red));
  XEnding draw;
  ASSERT_TRUE(draw.flag_fell(*bare, Side::red, games::can_mate_in(*bare, Side::black)).ok());
  EXPECT_EQ(result_tag(draw.outcome(*bare)), "1/2-1/2");
  EXPECT_EQ(termination_words<xiangqi::Position>(draw.outcome(*bare)),
            "Red's flag fell, but Black could never mate: draw");
  XEnding loss;
  ASSERT_TRUE(loss.flag_fell(*bare, Side::black, games::can_mate_in(*bare, Side::red)).ok());
  EXPECT_EQ(result_tag(loss.outcome(*bare)), "1-0");
  EXPECT_EQ(termination_words<xiangqi::Position>(loss.outcome(*bare)), "Black lost on time");
  // In Jungle any piece can still reach the den.
  jungle::Position j;
  EXPECT_TRUE(games::can_mate_in(j, jungle::Side::red));
}

TEST(Ending, TheBoardsOwnEndIsTheRules) {
  // A chariot to a9 mates: b8 holds rank 8, the red general the e file.
  auto p = xiangqi::Position::from_fen("3k5/1R7/9/9/9/9/9/9/9/R3K4 w - - 0 1");
  ASSERT_TRUE(p.ok());
  ASSERT_TRUE(p->play(test::mv<xiangqi::Position>("a0a9")).ok());
  XEnding e;
  const auto o = e.outcome(*p);
  ASSERT_TRUE(o);
  EXPECT_EQ(o->how, Termination::rules);
  EXPECT_EQ(o->reason, EndReason::checkmate);
  EXPECT_EQ(termination_words<xiangqi::Position>(o), "checkmate");
  EXPECT_FALSE(e.offer_draw(*p, Side::black).ok());
  EXPECT_EQ(ending_tags<xiangqi::Position>(std::nullopt).front().value, "*");
}

TEST(Ending, ComputerAcceptsByItsRule) {
  EXPECT_FALSE(computer_accepts_draw(0, 29));
  EXPECT_TRUE(computer_accepts_draw(0, 30));
  EXPECT_TRUE(computer_accepts_draw(20, 45));
  EXPECT_FALSE(computer_accepts_draw(21, 45));
  EXPECT_TRUE(computer_accepts_draw(-900, 3));
  EXPECT_FALSE(computer_accepts_draw(-899, 3));
}

}  // namespace
}  // namespace qipan::session
