#include "core/tactics/text_options.h"

#include <charconv>

namespace qipan::tactics {

namespace {

struct Flag {
  std::string_view name;
  bool MoveOptions::*member;
  bool move_option;  // written always by every_move_option
};

constexpr Flag flags[] = {
    {"zoc", &MoveOptions::zone_of_control, true},
    {"alliesBlock", &MoveOptions::allies_block, true},
    {"lineOfSight", &MoveOptions::line_of_sight, false},
    {"unitsBlockSight", &MoveOptions::units_block_sight, false},
};
constexpr std::string_view per_height = "rangePerHeight";
constexpr std::string_view known =
    "zoc, alliesBlock, lineOfSight, unitsBlockSight or rangePerHeight";

Error fault(int word, int* bad_word, std::string message) {
  if (bad_word) *bad_word = word;
  return Error{std::move(message), ErrorCode::bad_data};
}

}  // namespace

MapRules rules_of(const Map& map) { return {map.options(), map.range_per_height()}; }

void set_rules(Map& map, const MapRules& rules) {
  map.set_options(rules.options);
  (void)map.set_range_per_height(rules.range_per_height);  // checked when read
}

std::string options_text(const MapRules& rules, bool every_move_option) {
  std::string out;
  for (const Flag& f : flags) {
    const bool on = rules.options.*f.member;
    if (on || (every_move_option && f.move_option)) {
      out += "option " + std::string(f.name) + (on ? " on\n" : " off\n");
    }
  }
  if (rules.range_per_height != 0) {
    out +=
        "option " + std::string(per_height) + " " + std::to_string(rules.range_per_height) + "\n";
  }
  return out;
}

Result<void> read_option(std::span<const std::string_view> words, MapRules& rules, int* bad_word) {
  if (words.empty()) {
    return fault(2, bad_word, "option needs a name and a value: option zoc on");
  }
  const std::string_view name = words[0];
  if (name == per_height) {
    int value = 0;
    const std::string_view text = words.size() > 1 ? words[1] : std::string_view();
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() || value < 0 ||
        value > max_range_per_height) {
      return fault(words.size() > 1 ? 1 : 2, bad_word,
                   "option rangePerHeight must be a whole number from 0 to " +
                       std::to_string(max_range_per_height) +
                       (words.size() > 1 ? ", got '" + std::string(text.substr(0, 20)) + "'"
                                         : std::string()));
    }
    rules.range_per_height = value;
    return {};
  }
  for (const Flag& f : flags) {
    if (f.name != name) continue;
    if (words.size() < 2 || (words[1] != "on" && words[1] != "off")) {
      return fault(words.size() < 2 ? 2 : 1, bad_word,
                   "option " + std::string(name) + " must be on or off" +
                       (words.size() < 2 ? std::string()
                                         : ", got '" + std::string(words[1].substr(0, 20)) + "'"));
    }
    rules.options.*f.member = words[1] == "on";
    return {};
  }
  return fault(0, bad_word,
               "unknown option '" + std::string(name.substr(0, 40)) + "' (expected " +
                   std::string(known) + ")");
}

}  // namespace qipan::tactics
