// `qipan uci` driven through its pipes as a GUI would: the handshake,
// positions with moves, each kind of `go`, `stop` and `isready` during a
// search, the options (UCI_Variant jungle, Level), and bad commands, which
// must get an `info string` and leave the engine running. Every bestmove
// and every principal variation is checked for legality by the game itself.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "core/jungle/position.h"
#include "core/xiangqi/position.h"
#include "tools/uci_process.h"

namespace qipan::search {
namespace {

using tools::UciProcess;

std::vector<std::string> words_of(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

// The words of `line` after its word `key`.
std::vector<std::string> after(const std::string& line, const std::string& key) {
  const auto w = words_of(line);
  std::vector<std::string> out;
  bool on = false;
  for (const std::string& x : w) {
    if (on) out.push_back(x);
    if (x == key) on = true;
  }
  return out;
}

// Whether `moves` can be played one after the other from the start
// position with `played` already on the board.
template <class Position>
bool legal_line(const std::vector<std::string>& played, const std::vector<std::string>& moves) {
  Position p;
  for (const std::string& m : played) {
    auto mv = p.parse_move(m);
    if (!mv || !p.play(*mv)) return false;
  }
  for (const std::string& m : moves) {
    auto mv = p.parse_move(m);
    if (!mv || !p.is_legal(*mv) || !p.play(*mv)) return false;
  }
  return true;
}

// Runs `go ...` and returns its info lines and the bestmove line.
struct Search {
  std::vector<std::string> infos;
  std::string bestmove;
};
std::optional<Search> go(UciProcess& uci, const std::string& command) {
  Search s;
  uci.send(command);
  auto line = uci.wait_for("bestmove", &s.infos);
  if (!line) return std::nullopt;
  s.bestmove = *line;
  return s;
}

// Every info line of a search carries a depth, a score and a legal pv; the
// bestmove is legal and is the last line's first pv move.
template <class Position>
void expect_sound(const Search& s, const std::vector<std::string>& played) {
  const auto best = words_of(s.bestmove);
  ASSERT_GE(best.size(), 2u) << s.bestmove;
  EXPECT_TRUE(legal_line<Position>(played, {best[1]})) << s.bestmove;
  ASSERT_FALSE(s.infos.empty());
  std::vector<std::string> last_pv;
  for (const std::string& info : s.infos) {
    ASSERT_EQ(info.rfind("info depth ", 0), 0u) << info;
    EXPECT_NE(info.find(" score "), std::string::npos) << info;
    last_pv = after(info, "pv");
    ASSERT_FALSE(last_pv.empty()) << info;
    EXPECT_TRUE(legal_line<Position>(played, last_pv)) << info;
  }
  EXPECT_EQ(last_pv[0], best[1]);
}

// The engine's answer to a bad command: one `info string` line saying what
// is wrong; then it still answers isready.
void expect_complaint(UciProcess& uci, const std::string& command, const std::string& words) {
  uci.send(command);
  auto line = uci.read_line();
  ASSERT_TRUE(line.has_value()) << command;
  EXPECT_EQ(line->rfind("info string ", 0), 0u) << command << " -> " << *line;
  EXPECT_NE(line->find(words), std::string::npos) << command << " -> " << *line;
  uci.send("isready");
  EXPECT_EQ(uci.read_line(), std::optional<std::string>("readyok")) << "after " << command;
}

class UciTest : public ::testing::Test {
 protected:
  UciProcess uci{QIPAN_CLI_PATH, {"uci"}};
};

TEST_F(UciTest, HandshakeNamesTheEngineAndItsOptions) {
  ASSERT_TRUE(uci.running());
  std::vector<std::string> lines;
  uci.send("uci");
  ASSERT_TRUE(uci.wait_for("uciok", &lines).has_value());
  std::string all;
  for (const auto& l : lines) all += l + "\n";
  EXPECT_NE(all.find("id name qipan"), std::string::npos) << all;
  EXPECT_NE(all.find("option name UCI_Variant type combo"), std::string::npos) << all;
  EXPECT_NE(all.find("option name Level type spin"), std::string::npos) << all;
  uci.send("isready");
  EXPECT_EQ(uci.read_line(), std::optional<std::string>("readyok"));
  uci.send("quit");
  EXPECT_EQ(uci.wait_exit(), 0);
}

TEST_F(UciTest, XiangqiDepthAndNodesGiveLegalMovesAndLines) {
  const std::vector<std::string> played{"h2e2", "h9g7"};
  uci.send("ucinewgame");
  uci.send("position startpos moves h2e2 h9g7");
  auto d = go(uci, "go depth 4");
  ASSERT_TRUE(d.has_value());
  expect_sound<xiangqi::Position>(*d, played);
  EXPECT_EQ(after(d->infos.back(), "depth")[0], "4");

  auto n = go(uci, "go nodes 5000");
  ASSERT_TRUE(n.has_value());
  expect_sound<xiangqi::Position>(*n, played);
  EXPECT_LE(std::stoull(after(n->infos.back(), "nodes")[0]), 5000u);

  // A FEN position with moves, and a mate in one found.
  uci.send("position fen 5a3/2P6/5k3/7R1/9/9/9/4K4/9/9 w - - 0 1");
  auto m = go(uci, "go depth 3");
  ASSERT_TRUE(m.has_value());
  EXPECT_NE(m->infos.back().find("score mate 1"), std::string::npos) << m->infos.back();
  uci.send("quit");
  EXPECT_EQ(uci.wait_exit(), 0);
}

TEST_F(UciTest, StopEndsAnInfiniteSearchAndIsreadyIsAnsweredMeanwhile) {
  uci.send("position startpos");
  uci.send("go infinite");
  uci.send("isready");
  std::vector<std::string> before;
  ASSERT_TRUE(uci.wait_for("readyok", &before).has_value());
  for (const auto& l : before) EXPECT_EQ(l.rfind("bestmove", 0), std::string::npos) << l;
  Search s;
  s.infos = before;
  uci.send("stop");
  auto line = uci.wait_for("bestmove", &s.infos);
  ASSERT_TRUE(line.has_value());
  s.bestmove = *line;
  expect_sound<xiangqi::Position>(s, {});
  // Quit during a search ends the engine too.
  uci.send("go infinite");
  uci.send("quit");
  EXPECT_EQ(uci.wait_exit(), 0);
}

TEST_F(UciTest, JungleAndLevelsThroughSetoption) {
  uci.send("setoption name UCI_Variant value jungle");
  uci.send("ucinewgame");
  uci.send("position startpos moves a3a4");
  auto j = go(uci, "go depth 3");
  ASSERT_TRUE(j.has_value());
  expect_sound<jungle::Position>(*j, {"a3a4"});

  uci.send("setoption name Level value 1");
  auto l = go(uci, "go");
  ASSERT_TRUE(l.has_value());
  expect_sound<jungle::Position>(*l, {"a3a4"});
  // Level 1 searches one ply.
  EXPECT_EQ(after(l->infos.back(), "depth")[0], "1");

  uci.send("setoption name UCI_Variant value xiangqi");
  uci.send("setoption name Level value 2");
  uci.send("position startpos");
  auto x = go(uci, "go");
  ASSERT_TRUE(x.has_value());
  expect_sound<xiangqi::Position>(*x, {});
  EXPECT_LE(std::stoi(after(x->infos.back(), "depth")[0]), 2);
  uci.send("quit");
  EXPECT_EQ(uci.wait_exit(), 0);
}

// MultiPV 3: each depth prints lines multipv 1, 2, 3 in turn, distinct
// first moves, scores not rising, legal pvs; bestmove is line 1's move.
// Back to MultiPV 1, no multipv field. Out-of-range values are refused.
TEST_F(UciTest, MultiPvPrintsALineEachBestFirst) {
  uci.send("uci");
  std::vector<std::string> handshake;
  ASSERT_TRUE(uci.wait_for("uciok", &handshake).has_value());
  bool listed = false;
  for (const auto& l : handshake) {
    listed = listed || l == "option name MultiPV type spin default 1 min 1 max 5";
  }
  EXPECT_TRUE(listed);
  uci.send("setoption name MultiPV value 3");
  uci.send("position startpos moves h2e2");
  auto s = go(uci, "go depth 4");
  ASSERT_TRUE(s.has_value());
  // Depths 1 to 4, then the answer's lines again before bestmove.
  ASSERT_EQ(s->infos.size(), 15u);
  for (std::size_t i = 0; i < s->infos.size(); ++i) {
    const std::string& info = s->infos[i];
    EXPECT_EQ(after(info, "depth")[0], std::to_string(std::min<std::size_t>(i / 3 + 1, 4))) << info;
    EXPECT_EQ(after(info, "multipv")[0], std::to_string(i % 3 + 1)) << info;
    EXPECT_TRUE(legal_line<xiangqi::Position>({"h2e2"}, after(info, "pv"))) << info;
    if (i % 3 > 0) {
      const std::string& above = s->infos[i - 1];
      EXPECT_NE(after(info, "pv")[0], after(above, "pv")[0]) << info;
      EXPECT_LE(std::stoi(after(info, "cp")[0]), std::stoi(after(above, "cp")[0])) << info;
    }
  }
  EXPECT_EQ(words_of(s->bestmove)[1], after(s->infos[12], "pv")[0]);
  expect_complaint(uci, "setoption name MultiPV value 0", "MultiPV must be 1 to 5");
  expect_complaint(uci, "setoption name MultiPV value 6", "MultiPV must be 1 to 5");
  expect_complaint(uci, "setoption name MultiPV value two", "MultiPV must be 1 to 5");
  uci.send("setoption name MultiPV value 1");
  auto one = go(uci, "go depth 3");
  ASSERT_TRUE(one.has_value());
  expect_sound<xiangqi::Position>(*one, {"h2e2"});
  for (const auto& info : one->infos) EXPECT_EQ(info.find("multipv"), std::string::npos) << info;
  uci.send("quit");
  EXPECT_EQ(uci.wait_exit(), 0);
}

TEST_F(UciTest, BadCommandsGetAnInfoStringAndChangeNothing) {
  uci.send("position startpos moves h2e2");
  expect_complaint(uci, "fly to the moon", "unknown command");
  expect_complaint(uci, "position fen not/a/fen w", "FEN");
  expect_complaint(uci, "position startpos moves h2e2 a0a9", "");
  expect_complaint(uci, "position sideways", "startpos");
  expect_complaint(uci, "setoption name Nonsense value 3", "unknown option");
  expect_complaint(uci, "setoption name UCI_Variant value chess", "xiangqi or jungle");
  expect_complaint(uci, "setoption name Level value 9", "Level");
  expect_complaint(uci, "setoption name Hash value 0", "Hash");
  // The position is still the one before the bad ones: Black to move after h2e2.
  auto s = go(uci, "go depth 2");
  ASSERT_TRUE(s.has_value());
  expect_sound<xiangqi::Position>(*s, {"h2e2"});
  uci.send("quit");
  EXPECT_EQ(uci.wait_exit(), 0);
}

}  // namespace
}  // namespace qipan::search
