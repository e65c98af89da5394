#include "core/records/jungle_record.h"

#include <cctype>
#include <charconv>

#include "core/grid/text.h"

namespace qipan::records {
namespace {

struct BoolSwitch {
  std::string_view key;
  bool jungle::Rules::*field;
};
struct IntSwitch {
  std::string_view key;
  int jungle::Rules::*field;
};
constexpr BoolSwitch bool_switches[] = {
    {"elephantTakesRat", &jungle::Rules::elephant_takes_rat},
    {"ratsCaptureAcrossBank", &jungle::Rules::rats_capture_across_bank},
    {"ownTrapsWeaken", &jungle::Rules::own_traps_weaken},
    {"trappedAttackZero", &jungle::Rules::trapped_attack_zero},
};
constexpr IntSwitch int_switches[] = {
    {"repetitionCount", &jungle::Rules::repetition_count},
    {"moveLimit", &jungle::Rules::move_limit},
};

bool is_jungle_variant(std::string_view v) {
  std::string l;
  for (char c : v) l += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return l == "jungle" || l == "dou shou qi" || l == "doushouqi" || l == "斗兽棋" ||
         l == "鬥獸棋" || l == "animal chess";
}

}  // namespace

std::string rules_tag_value(const jungle::Rules& rules) {
  std::string out;
  for (const auto& s : bool_switches) {
    out += std::string(s.key) + "=" + (rules.*s.field ? "true" : "false") + " ";
  }
  for (const auto& s : int_switches) {
    out += std::string(s.key) + "=" + std::to_string(rules.*s.field) + " ";
  }
  out.pop_back();
  return out;
}

Result<jungle::Rules> read_rules_tag(std::string_view value) {
  jungle::Rules rules;
  std::string text(value);
  for (char& c : text) {
    if (c == ',' || c == ';') c = ' ';
  }
  for (std::string_view item : grid::fen_fields(text)) {
    const std::size_t eq = item.find('=');
    if (eq == std::string_view::npos) {
      return Error{"Rules tag: " + grid::quoted(item) + " is not key=value"};
    }
    const std::string_view key = item.substr(0, eq);
    const std::string_view v = item.substr(eq + 1);
    bool known = false;
    for (const auto& s : bool_switches) {
      if (key != s.key) continue;
      known = true;
      if (v == "true" || v == "1") {
        rules.*s.field = true;
      } else if (v == "false" || v == "0") {
        rules.*s.field = false;
      } else {
        return Error{"Rules tag: " + std::string(key) + " must be true or false, got " +
                     grid::quoted(v)};
      }
    }
    for (const auto& s : int_switches) {
      if (key != s.key) continue;
      known = true;
      int n = 0;
      const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
      if (ec != std::errc() || end != v.data() + v.size()) {
        return Error{"Rules tag: " + std::string(key) + " must be a whole number, got " +
                     grid::quoted(v)};
      }
      rules.*s.field = n;
    }
    if (!known) {
      return Error{"Rules tag: unknown rule " + grid::quoted(key) +
                   " (elephantTakesRat, ratsCaptureAcrossBank, ownTrapsWeaken, "
                   "trappedAttackZero, repetitionCount, moveLimit)"};
    }
  }
  auto checked = jungle::check_rules(rules);
  if (!checked) return Error{"Rules tag: " + checked.error().message};
  return rules;
}

bool names_jungle(const GameText& game) {
  const auto v = game.tag("Variant");
  return v && is_jungle_variant(*v);
}

Result<JungleRecord> read_jungle(const GameText& game) {
  return whole_game(read_jungle_partial(game));
}

Result<PartialRecord<jungle::Position>> read_jungle_partial(const GameText& game) {
  const std::string where = "game " + std::to_string(game.number) + ": ";
  if (auto v = game.tag("Variant"); v && !v->empty() && !is_jungle_variant(*v)) {
    return Error{where + "the Variant tag names " + grid::quoted(*v) + ", not jungle"};
  }
  jungle::Rules rules;
  if (auto r = game.tag("Rules")) {
    auto read = read_rules_tag(*r);
    if (!read) return Error{where + read.error().message};
    rules = *read;
  }
  std::string fen(jungle::start_fen);
  if (auto f = game.tag("FEN"); f && !f->empty()) fen = *f;
  auto start = jungle::Position::from_fen(fen, rules);
  if (!start) return Error{where + "bad FEN tag: " + start.error().message};
  return replay_partial(game, std::move(*start));
}

Result<std::vector<JungleRecord>> read_jungle_records(std::string_view text) {
  return read_all(text, read_jungle);
}

namespace {

// A record of `game` with `tags` and `notes` (see write_jungle).
std::string written(const jungle::Position& game, const std::vector<Tag>& tags,
                    const Annotations& notes) {
  const jungle::Position start = start_of(game);
  std::vector<Tag> computed;
  const jungle::Position standard;
  if (start.fen() != standard.fen()) computed.push_back({"FEN", start.fen()});
  computed.push_back({"Variant", "Jungle"});
  computed.push_back({"Rules", rules_tag_value(game.rules())});
  const std::string result = result_to_write(tags, game.status());
  const auto all = ordered_tags({"Event", "Site", "Date", "Round", "Blue", "Red", "Result"}, tags,
                                computed, result);
  std::vector<std::string> moves;
  for (jungle::Move m : game.history()) moves.push_back(jungle::to_string(m));
  return write_record(all, moves, result, static_cast<int>(start.fullmove_number()),
                      start.side_to_move() == jungle::Side::red, notes);
}

}  // namespace

std::string write_jungle(const jungle::Position& game, const std::vector<Tag>& tags) {
  return written(game, tags, {});
}

std::string rewrite_jungle(const JungleRecord& record) {
  return written(record.position, tags_to_rewrite(record), {record.comments, record.variations});
}

}  // namespace qipan::records
