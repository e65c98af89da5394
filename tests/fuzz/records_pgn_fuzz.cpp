// Record files (core/records): the PGN layout and the xiangqi and jungle
// record readers. Besides no crash: an error names its game and stays short;
// a game that replays, written again in each notation (jungle: with its
// Rules tag), reads back as the same moves, start, rules and result.

#include <cstddef>
#include <cstdint>
#include <string>

#include "core/records/jungle_record.h"
#include "core/records/xiangqi_record.h"
#include "tests/fuzz/check.h"

using namespace qipan;

namespace {

template <class Position>
std::string moves_of(const Position& p) {
  std::string out;
  for (auto m : p.history()) out += to_string(m) + " ";
  return out;
}

void check_error(const Error& e, std::string_view text) {
  fuzz::expect_message(e.message, text.substr(0, 0));
  fuzz::expect(e.message.rfind("game ", 0) == 0, "a record error names its game", e.message);
}

template <class Record>
void check_back(const Record& r, const std::string& written, auto&& read) {
  auto back = read(written);
  if (!back) fuzz::broken("a written record reads back", back.error().message + "\n" + written);
  fuzz::expect(back->size() == 1, "a written record is one game", written);
  const auto& b = (*back)[0];
  fuzz::expect(moves_of(b.position) == moves_of(r.position), "the same moves read back", written);
  fuzz::expect(records::start_of(b.position).fen() == records::start_of(r.position).fen(),
               "the same start reads back", written);
  fuzz::expect(b.result == records::result_to_write(r.tags, r.position.status()),
               "the result written reads back", written);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::as_text(data, size);
  auto games = records::read_games(text);
  if (!games) {
    check_error(games.error(), text);
    return 0;
  }
  int n = 0;
  for (const records::GameText& g : *games) {
    fuzz::expect(g.number == ++n, "games are numbered in order");
    if (g.moves.size() > 200) continue;
    auto x = records::read_xiangqi(g);
    if (!x) {
      check_error(x.error(), text);
    } else {
      for (auto notation :
           {records::Notation::iccs, records::Notation::wxf, records::Notation::chinese}) {
        check_back(*x, records::write_xiangqi(x->position, x->tags, notation),
                   [](const std::string& t) { return records::read_xiangqi_records(t); });
      }
    }
    auto j = records::read_jungle(g);
    if (!j) {
      check_error(j.error(), text);
    } else {
      const std::string written = records::write_jungle(j->position, j->tags);
      check_back(*j, written, [](const std::string& t) { return records::read_jungle_records(t); });
      auto back = records::read_jungle_records(written);
      fuzz::expect((*back)[0].position.rules() == j->position.rules(), "the rules read back",
                   written);
    }
  }
  return 0;
}
