#include "core/records/record.h"

namespace qipan::records {

std::string where_in_record(int game, std::size_t ply, std::string_view side) {
  return "game " + std::to_string(game) + ", ply " + std::to_string(ply) + " (move " +
         std::to_string((ply + 1) / 2) + ", " + std::string(side) + ")";
}

std::string recorded_result(const GameText& game) {
  if (auto r = game.tag("Result"); r && is_result(*r)) return *r;
  if (!game.result.empty()) return game.result;
  return "*";
}

std::vector<Tag> ordered_tags(const std::vector<std::string_view>& roster,
                              const std::vector<Tag>& given, const std::vector<Tag>& computed,
                              std::string_view result) {
  auto named = [](const std::vector<Tag>& tags, std::string_view name) -> const Tag* {
    for (const Tag& t : tags) {
      if (t.name == name) return &t;
    }
    return nullptr;
  };
  std::vector<Tag> out;
  for (std::string_view name : roster) {
    if (name == "Result") {
      out.push_back({"Result", std::string(result)});
    } else if (const Tag* t = named(given, name)) {
      out.push_back(*t);
    } else {
      out.push_back({std::string(name), name == "Date" ? "????.??.??" : "?"});
    }
  }
  for (const Tag& t : computed) out.push_back(t);
  for (const Tag& t : given) {
    bool listed = named(computed, t.name) != nullptr;
    for (std::string_view name : roster) listed = listed || t.name == name;
    if (!listed) out.push_back(t);
  }
  return out;
}

std::string write_record(const std::vector<Tag>& tags, const std::vector<std::string>& moves,
                         std::string_view result, int first_number, bool first_is_second_side,
                         const Annotations& notes) {
  std::string out;
  for (const Tag& t : tags) out += tag_line(t) + "\n";
  if (!tags.empty()) out += "\n";
  return out + movetext(moves, result, first_number, first_is_second_side, notes);
}

}  // namespace qipan::records
