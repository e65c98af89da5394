#include "core/session/rules_text.h"

#include <charconv>

#include "core/grid/text.h"

namespace qipan::session {

namespace {

struct Switch {
  std::string_view name;
  bool jungle::Rules::*flag;
};

constexpr Switch switches[] = {
    {"elephant-takes-rat", &jungle::Rules::elephant_takes_rat},
    {"rats-capture-across-bank", &jungle::Rules::rats_capture_across_bank},
    {"own-traps-weaken", &jungle::Rules::own_traps_weaken},
    {"trapped-attack-zero", &jungle::Rules::trapped_attack_zero},
};

struct Count {
  std::string_view name;
  int jungle::Rules::*value;
};

constexpr Count counts[] = {
    {"repetition", &jungle::Rules::repetition_count},
    {"move-limit", &jungle::Rules::move_limit},
};

}  // namespace

std::string rules_text(const jungle::Rules& rules) {
  const jungle::Rules standard;
  std::string out;
  auto add = [&](std::string_view part) {
    if (!out.empty()) out += ',';
    out += part;
  };
  for (const Switch& s : switches) {
    if (rules.*s.flag) add(s.name);
  }
  for (const Count& c : counts) {
    if (rules.*c.value != standard.*c.value) {
      add(std::string(c.name) + ":" + std::to_string(rules.*c.value));
    }
  }
  return out;
}

Result<jungle::Rules> parse_jungle_rules(std::string_view text) {
  jungle::Rules rules;
  for (const std::string_view part : grid::split(text, ',')) {
    if (part.empty()) continue;
    bool known = false;
    for (const Switch& s : switches) {
      if (part == s.name) {
        rules.*s.flag = true;
        known = true;
      }
    }
    const std::size_t colon = part.find(':');
    for (const Count& c : counts) {
      if (colon == std::string_view::npos || part.substr(0, colon) != c.name) continue;
      const std::string_view digits = part.substr(colon + 1);
      int value = 0;
      const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
      if (ec != std::errc() || end != digits.data() + digits.size()) {
        return Error{"the rule " + grid::quoted(part) + " needs a whole number after ':'"};
      }
      rules.*c.value = value;
      known = true;
    }
    if (!known) {
      return Error{"unknown rule " + grid::quoted(part) +
                   " (expected elephant-takes-rat, rats-capture-across-bank, own-traps-weaken, "
                   "trapped-attack-zero, repetition:N, move-limit:N)"};
    }
  }
  if (auto checked = jungle::check_rules(rules); !checked) return checked.error();
  return rules;
}

}  // namespace qipan::session
