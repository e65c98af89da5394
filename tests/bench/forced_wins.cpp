// Prints positions with a forced win in exactly N moves, found by exhaustive
// search (tests/native/search/generate.h): the positions of the fast search
// tests were printed by it.
//   build/native-release/tests/bench/forced_wins xiangqi SEED TRIES LIMIT PER_LENGTH
//   build/native-release/tests/bench/forced_wins jungle SEED TRIES LIMIT PER_LENGTH
#include <cstdio>
#include <cstdlib>
#include <string>

#include "tests/native/search/generate.h"

int main(int argc, char** argv) {
  using namespace qipan::search;
  using namespace qipan::search::testing;
  if (argc != 6) {
    std::fprintf(stderr, "usage: forced_wins xiangqi|jungle SEED TRIES LIMIT PER_LENGTH\n");
    return 2;
  }
  const std::string game = argv[1];
  const auto seed = std::strtoull(argv[2], nullptr, 10);
  const int tries = std::atoi(argv[3]);
  const int limit = std::atoi(argv[4]);
  const int per = std::atoi(argv[5]);
  const auto found = game == "jungle"
                         ? forced_wins<qipan::jungle::Position, JungleGame>(
                               seed, tries, limit, per, random_jungle_fen, DenEntered{})
                         : forced_wins<qipan::xiangqi::Position, XiangqiGame>(
                               seed, tries, limit, per, random_xiangqi_fen);
  for (const auto& w : found) std::printf("{\"%s\", %d},\n", w.fen.c_str(), w.moves);
  return 0;
}
