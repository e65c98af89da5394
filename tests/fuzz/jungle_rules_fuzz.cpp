// Jungle rule sets and move text. An input is 7 bytes of rules (the four
// switches, the repetition count as a signed 16-bit number, the move limit
// as a signed 32-bit number), then "<fen>\n<move>" text (no newline: the
// start position, all of it the move). A rule set is accepted exactly when
// check_rules accepts it, is kept as given, and games under it play and
// take back; a move read is legal, plays, and its name reads back as it.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>

#include "core/jungle/fen.h"
#include "core/jungle/position.h"
#include "core/jungle/rules.h"
#include "tests/fuzz/board_game_checks.h"

using namespace qipan;

namespace {

constexpr std::size_t rules_bytes = 7;

jungle::Rules read_rules(const std::uint8_t* data) {
  jungle::Rules r;
  r.elephant_takes_rat = (data[0] & 1) != 0;
  r.rats_capture_across_bank = (data[0] & 2) != 0;
  r.own_traps_weaken = (data[0] & 4) != 0;
  r.trapped_attack_zero = (data[0] & 8) != 0;
  std::int16_t repetition = 0;
  std::memcpy(&repetition, data + 1, sizeof repetition);
  std::int32_t limit = 0;
  std::memcpy(&limit, data + 3, sizeof limit);
  r.repetition_count = repetition;
  r.move_limit = limit;
  return r;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < rules_bytes) return -1;  // not kept in the corpus
  const jungle::Rules rules = read_rules(data);
  const auto text = fuzz::as_text(data + rules_bytes, size - rules_bytes);
  const auto newline = text.find('\n');
  const auto fen = newline == std::string_view::npos ? jungle::start_fen : text.substr(0, newline);
  const auto move = newline == std::string_view::npos ? text : text.substr(newline + 1);

  const auto checked = jungle::check_rules(rules);
  auto p = jungle::Position::from_fen(fen, rules);
  if (!checked.ok()) {
    fuzz::expect_message(checked.error().message, "");
    fuzz::expect(!p.ok(), "a rule set check_rules refuses is refused with any FEN", fen);
    fuzz::expect(!jungle::Position::from_fen(jungle::start_fen, rules).ok(),
                 "a rule set check_rules refuses is refused", "start position");
    return 0;
  }
  if (!p.ok()) {
    fuzz::expect_message(p.error().message, fen);
    fuzz::expect(!jungle::Position::from_fen(fen).ok(), "a FEN refused under good rules is refused",
                 fen);
    return 0;
  }
  fuzz::expect(p->rules() == rules, "a position keeps the rules it was given", fen);

  const std::string before = p->fen();
  auto m = p->parse_move(move);
  fuzz::expect(p->fen() == before, "reading a move changes nothing", before);
  if (m.ok()) {
    fuzz::expect(p->is_legal(*m), "a move read is legal", before + " " + std::string(move));
    auto back = p->parse_move(to_string(*m));
    fuzz::expect(back.ok() && *back == *m, "a move's name reads back as the move", to_string(*m));
  } else {
    fuzz::expect_message(m.error().message, move);
  }
  fuzz::expect_playable(*p, data, std::min<std::size_t>(size, 24));
  return 0;
}
