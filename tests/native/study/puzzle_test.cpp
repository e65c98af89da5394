// The puzzle file (core/study/puzzle.h): written and read back; refused with
// a clear error when truncated, corrupted or malformed; and the shipped file
// (public/puzzles.txt) validated: every solution legal and winning by its
// theme, every forced win exactly its length, no shorter, and unique
// (tests/native/study/puzzle_proof.h).
#include "core/study/puzzle.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "core/search/jungle_game.h"
#include "core/search/xiangqi_game.h"
#include "tests/native/search/generate.h"
#include "tests/native/study/puzzle_proof.h"

namespace qipan::study {
namespace {

std::vector<Puzzle> two() {
  return {Puzzle{"x1",
                 "xiangqi",
                 "5a3/9/4k4/3P5/2R6/9/9/9/9/5K3 w - - 0 1",
                 {"c5e5"},
                 Theme::mate,
                 1,
                 768,
                 std::nullopt},
          Puzzle{"j1",
                 "jungle",
                 "7/7/w6/7/3L3/7/7/7/7 b 0 1",
                 {"d5d6", "a7a6", "d6d7", "a6a5", "d7d8", "a5a4", "d8d9"},
                 Theme::den,
                 4,
                 1682,
                 std::nullopt}};
}

TEST(PuzzleFile, RoundTrips) {
  const std::string text = write_puzzles(two());
  auto back = read_puzzles(text);
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_EQ(*back, two());
  EXPECT_EQ(read_puzzles(write_puzzles({}))->size(), 0u);
}

TEST(PuzzleFile, RefusesTruncatedCorruptedAndMalformedFiles) {
  const std::string good = write_puzzles(two());
  struct Case {
    std::string text;
    const char* message_part;
  };
  std::string flipped = good;
  flipped[flipped.find("c5e5") + 1] = '6';  // one byte changed
  const std::size_t second_line = good.find('\n') + 1;
  std::string padded = good;  // a count written "02": read, it could not be written the same
  padded.insert(padded.rfind("end\t") + 4, "0");
  const std::string without_first =
      good.substr(0, second_line) + good.substr(good.find('\n', second_line) + 1);
  for (const Case& c : {
           Case{"", "empty"},
           Case{good.substr(0, good.size() / 2), "truncated"},
           Case{good.substr(0, good.size() - 1), "truncated"},
           Case{good.substr(0, good.rfind("end")), "truncated"},
           Case{flipped, "corrupted"},
           Case{without_first, "truncated or spliced"},
           Case{padded, "count '02' is not a number written plainly"},
           Case{good + "x\n", "text after the end line"},
           Case{"qipan-puzzles 3\n", "expected the header"},
           Case{std::string(puzzle_header_v1) + "\nx1\txiangqi\n", "7 tab-separated fields"},
           Case{std::string(puzzle_header) + "\nx1\txiangqi\tF\ta\tmate\t1\t900\n",
                "8 tab-separated fields"},
           Case{std::string(puzzle_header) + "\nx1\txiangqi\tF\ta\tmate\t1\t900\t\n",
                "the lead '' is not one move"},
           Case{std::string(puzzle_header) + "\nx1\txiangqi\tF\ta\tmate\t1\t900\ta b\n",
                "the lead 'a b' is not one move"},
           Case{std::string(puzzle_header) + "\nx1\txiangqi", "in the middle of a line"},
           Case{std::string(puzzle_header_v1) + "\nx1\txiangqi\tF\ta b c\tfork\t0\t900\n",
                "unknown theme"},
           Case{std::string(puzzle_header_v1) + "\nx1\txiangqi\tF\ta b\tmaterial\t0\t900\n",
                "odd number"},
           Case{std::string(puzzle_header_v1) + "\nx1\txiangqi\tF\ta\tmate\t2\t900\n",
                "needs 3 moves"},
           Case{std::string(puzzle_header_v1) + "\nx1\txiangqi\tF\ta\tmate\t1\t9000\n",
                "difficulty"},
           Case{std::string(puzzle_header_v1) +
                    "\nx1\txiangqi\tF\ta\tmate\t1\t900\nx1\txiangqi\tF\ta\tmate\t1\t900\n",
                "repeated"},
       }) {
    auto r = read_puzzles(c.text);
    ASSERT_FALSE(r.ok()) << c.text;
    EXPECT_EQ(r.error().code, ErrorCode::bad_data);
    EXPECT_NE(r.error().message.find(c.message_part), std::string::npos) << r.error().message;
  }
}

TEST(PuzzleFile, ReplaySolutionSaysWhichMoveIsIllegal) {
  Puzzle p = two()[0];
  EXPECT_TRUE(replay_solution<xiangqi::Position>(p).ok());
  p.solution = {"a0a1"};
  auto r = replay_solution<xiangqi::Position>(p);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("puzzle x1, move 1 'a0a1'"), std::string::npos)
      << r.error().message;
}

// A puzzle with the move that led to it: Black's king steps up, then Red
// mates (x1's position with the king one rank higher).
Puzzle led() {
  Puzzle p;
  p.id = "x2";
  p.game = "xiangqi";
  p.fen = "5a3/9/4k4/3P5/2R6/9/9/9/9/5K3 b - - 0 1";
  p.lead = "e7e8";
  p.solution = {"c5e5"};
  p.theme = Theme::material;
  p.difficulty = 900;
  return p;
}

TEST(PuzzleFile, ALeadIsWrittenAndReadAndAVersionOneFileStillReads) {
  std::vector<Puzzle> puzzles = two();
  puzzles.push_back(led());
  const std::string text = write_puzzles(puzzles);
  EXPECT_EQ(text.rfind(std::string(puzzle_header) + "\n", 0), 0u);
  EXPECT_NE(text.find("\t768\t-\n"), std::string::npos) << text;
  EXPECT_NE(text.find("\t900\te7e8\n"), std::string::npos) << text;
  auto back = read_puzzles(text);
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_EQ(*back, puzzles);
  // The first version's form: seven fields, no lead.
  std::string v1 = std::string(puzzle_header_v1) +
                   "\nx1\txiangqi\t5a3/9/4k4/3P5/2R6/9/9/9/9/5K3 w - - 0 1\tc5e5\tmate\t1\t768\n";
  char sum[17];
  std::snprintf(sum, sizeof sum, "%016llx", static_cast<unsigned long long>(fnv1a(v1)));
  v1 += std::string("end\t1\t") + sum + "\n";
  auto old = read_puzzles(v1);
  ASSERT_TRUE(old.ok()) << old.error().message;
  ASSERT_EQ(old->size(), 1u);
  EXPECT_EQ((*old)[0], two()[0]);
  EXPECT_FALSE((*old)[0].lead);
}

TEST(PuzzleFile, TheLeadIsPlayedFirstAndABadOneRefusedWithAReason) {
  const Puzzle p = led();
  auto start = puzzle_position<xiangqi::Position>(p);
  ASSERT_TRUE(start.ok()) << start.error().message;
  EXPECT_EQ(start->fen(), "5a3/4k4/9/3P5/2R6/9/9/9/9/5K3 w - - 1 2");
  EXPECT_TRUE(replay_solution<xiangqi::Position>(p).ok());
  // Not a legal move there: refused, naming the puzzle and the move.
  Puzzle bad = p;
  bad.lead = "e7e5";
  auto r = replay_solution<xiangqi::Position>(bad);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("puzzle x2, the move that leads to it 'e7e5': "),
            std::string::npos)
      << r.error().message;
  bad.lead = "c5c6";  // Red's chariot: not the side to move's
  r = replay_solution<xiangqi::Position>(bad);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("'c5c6': "), std::string::npos) << r.error().message;
  bad.lead = "zz";
  EXPECT_FALSE(replay_solution<xiangqi::Position>(bad).ok());
  // A lead that ends the game leaves the solver nothing to find.
  Puzzle mated = p;
  mated.fen = "3k4r/9/9/9/9/9/9/9/r8/4K4 b - - 0 1";
  mated.lead = "i9i0";
  r = replay_solution<xiangqi::Position>(mated);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("'i9i0' ends the game"), std::string::npos) << r.error().message;
}

// One shipped puzzle against its game: the solution plays, wins by its
// theme, and is the unique shortest forced win the proof finds.
template <class Position, class Game, class Lost>
void check(const Puzzle& p, Lost lost) {
  auto end = replay_solution<Position>(p);
  ASSERT_TRUE(end.ok()) << end.error().message;
  auto start = puzzle_position<Position>(p);
  ASSERT_TRUE(start.ok()) << start.error().message;
  if (p.theme == Theme::material) {
    // From a game, so the move that led to it is known and is played first.
    EXPECT_TRUE(p.lead.has_value()) << p.id << ": a puzzle from a game without its lead";
    // A capture; that it wins by a wide margin is the slow test's proof.
    auto first = start->parse_move(p.solution[0]);
    ASSERT_TRUE(first.ok());
    EXPECT_TRUE(start->owner(first->to()).has_value()) << p.id << ": not a capture";
    return;
  }
  const auto status = end->status();
  ASSERT_TRUE(status.over) << p.id;
  ASSERT_TRUE(status.winner && *status.winner == start->side_to_move()) << p.id;
  if (p.theme != Theme::mate && p.theme != Theme::den) return;
  const auto line = testing::unique_win_line(Game::from(*start), p.moves, lost);
  ASSERT_TRUE(line.has_value()) << p.id << ": not a unique win in exactly " << p.moves;
  // The solver's moves are the proof's (the last may be any winning move).
  for (std::size_t i = 0; i + 1 < p.solution.size(); i += 2) {
    EXPECT_EQ(p.solution[i], to_string((*line)[i])) << p.id << " move " << i + 1;
  }
}

TEST(ShippedPuzzles, EverySolutionLegalUniqueAndShortest) {
  std::ifstream in(QIPAN_PUZZLES_FILE, std::ios::binary);
  ASSERT_TRUE(in) << QIPAN_PUZZLES_FILE;
  std::stringstream text;
  text << in.rdbuf();
  auto puzzles = read_puzzles(text.str());
  ASSERT_TRUE(puzzles.ok()) << puzzles.error().message;
  ASSERT_FALSE(puzzles->empty());
  std::size_t xiangqi = 0;
  std::size_t jungle = 0;
  for (const Puzzle& p : *puzzles) {
    if (p.game == "xiangqi") {
      ++xiangqi;
      check<xiangqi::Position, search::XiangqiGame>(p, search::testing::BoardLoss{});
    } else if (p.game == "jungle") {
      ++jungle;
      check<jungle::Position, search::JungleGame>(p, search::testing::DenEntered{});
    } else {
      ADD_FAILURE() << p.id << ": unknown game " << p.game;
    }
  }
  // Issue 23's floor: at least 500 Xiangqi and 200 Jungle puzzles.
  EXPECT_GE(xiangqi, 500u);
  EXPECT_GE(jungle, 200u);
}

}  // namespace
}  // namespace qipan::study
