#include "core/session/kept_games.h"

#include <algorithm>
#include <cctype>

#include "core/grid/text.h"
#include "core/session/fields.h"

namespace qipan::session {

namespace {

bool one_of(std::string_view v, const auto& words) {
  return std::find(std::begin(words), std::end(words), v) != std::end(words);
}

bool is_id(std::string_view id) {
  if (id.empty() || id.size() > 64) return false;
  return std::all_of(id.begin(), id.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_';
  });
}

// "YYYY-MM-DDTHH:MM:SS" then anything (fractions, the zone).
bool is_date(std::string_view d) {
  static constexpr std::string_view shape = "dddd-dd-ddTdd:dd:dd";
  if (d.size() < shape.size() || d.size() > 40) return false;
  for (std::size_t i = 0; i < shape.size(); ++i) {
    const bool digit = std::isdigit(static_cast<unsigned char>(d[i])) != 0;
    if (shape[i] == 'd' ? !digit : d[i] != shape[i]) return false;
  }
  return true;
}

bool is_name(std::string_view n) {
  return !n.empty() && n.size() <= 32 && std::all_of(n.begin(), n.end(), [](char c) {
    return std::islower(static_cast<unsigned char>(c)) ||
           std::isdigit(static_cast<unsigned char>(c)) || c == '_';
  });
}

Result<std::size_t> whole(std::string_view text, std::string_view what) {
  if (text.empty() || text.size() > 9 || !std::all_of(text.begin(), text.end(), [](char c) {
        return std::isdigit(static_cast<unsigned char>(c));
      })) {
    return Error{std::string(what) + " must be a whole number, got " + grid::quoted(text)};
  }
  return static_cast<std::size_t>(std::stoul(std::string(text)));
}

}  // namespace

std::string kept_problem(const KeptGame& g, int level_count) {
  if (!is_id(g.id))
    return "the id " + grid::quoted(g.id) + " is not 1 to 64 letters, digits, - or _";
  if (!is_name(g.game)) return "the game's name " + grid::quoted(g.game) + " is not a name";
  if (!is_date(g.date)) return "the date " + grid::quoted(g.date) + " is not an ISO 8601 time";
  if (!one_of(g.mode, kept_modes)) return "the mode " + grid::quoted(g.mode) + " is unknown";
  if (g.level < 0 || g.level > level_count) {
    return "the level must be 0 to " + std::to_string(level_count) + ", got " +
           std::to_string(g.level);
  }
  if ((g.mode == "computer") != (g.level > 0)) {
    return "a level goes with a game against the computer, and only with one";
  }
  if (g.control.size() > 32) return "the time control's name is too long";
  if (!one_of(g.result, kept_results))
    return "the result " + grid::quoted(g.result) + " is unknown";
  if (!g.finished() && (!g.ending_en.empty() || !g.ending_zh.empty())) {
    return "an unfinished game has no ending";
  }
  if (g.saved.empty()) return "the game has no saved text";
  return {};
}

std::string kept_text(const KeptGame& g) {
  Fields f;
  f.add("v", std::string(kept_version));
  f.add("id", g.id);
  f.add("game", g.game);
  f.add("date", g.date);
  f.add("mode", g.mode);
  f.add("level", std::to_string(g.level));
  f.add("control", g.control);
  f.add("result", g.result);
  f.add("ending_en", g.ending_en);
  f.add("ending_zh", g.ending_zh);
  f.add("moves", std::to_string(g.moves));
  f.add("saved", g.saved);
  f.add("record", g.record);
  return f.text();
}

Result<KeptGame> read_kept(std::string_view text, int level_count) {
  auto parsed = Fields::parse(text);
  if (!parsed) return Error{"a kept game: " + parsed.error().message};
  const Fields& f = *parsed;
  const auto v = f.get("v");
  if (!v) return Error{"a kept game: it has no version (v=)"};
  if (*v != kept_version) {
    return Error{"a kept game of version " + grid::quoted(*v) + ", this page reads version " +
                 std::string(kept_version)};
  }
  static constexpr std::string_view needed[] = {"id",    "game",   "date",  "mode",
                                                "level", "result", "moves", "saved"};
  for (auto key : needed) {
    if (!f.get(key)) return Error{"a kept game: it has no " + std::string(key) + "="};
  }
  KeptGame g;
  auto text_of = [&](std::string_view key) { return std::string(f.get(key).value_or("")); };
  g.id = text_of("id");
  g.game = text_of("game");
  g.date = text_of("date");
  g.mode = text_of("mode");
  auto level = whole(*f.get("level"), "the level");
  if (!level) return Error{"a kept game: " + level.error().message};
  if (*level > 99)
    return Error{"a kept game: the level " + std::to_string(*level) + " is too high"};
  g.level = static_cast<int>(*level);
  g.control = text_of("control");
  g.result = text_of("result");
  g.ending_en = text_of("ending_en");
  g.ending_zh = text_of("ending_zh");
  auto moves = whole(*f.get("moves"), "the number of moves");
  if (!moves) return Error{"a kept game: " + moves.error().message};
  g.moves = *moves;
  g.saved = text_of("saved");
  g.record = text_of("record");
  if (auto why = kept_problem(g, level_count); !why.empty()) return Error{"a kept game: " + why};
  return g;
}

Result<void> Shelf::put(KeptGame game) {
  if (auto why = kept_problem(game, level_count_); !why.empty()) {
    return Error{"the game was not kept: " + why};
  }
  auto it = std::find_if(games_.begin(), games_.end(),
                         [&](const KeptGame& g) { return g.id == game.id; });
  if (it != games_.end()) {
    *it = std::move(game);
  } else {
    games_.push_back(std::move(game));
  }
  sort();
  return {};
}

bool Shelf::remove(std::string_view id) {
  return std::erase_if(games_, [&](const KeptGame& g) { return g.id == id; }) > 0;
}

std::vector<std::string> Shelf::load(const std::vector<std::string>& texts) {
  std::vector<std::string> skipped;
  for (const auto& t : texts) {
    auto g = read_kept(t, level_count_);
    if (!g) {
      skipped.push_back(g.error().message);
      continue;
    }
    // A game kept on the shelf since the page opened is newer than storage.
    if (!find(g->id)) games_.push_back(std::move(g).value());
  }
  sort();
  return skipped;
}

const KeptGame* Shelf::find(std::string_view id) const {
  for (const auto& g : games_) {
    if (g.id == id) return &g;
  }
  return nullptr;
}

const KeptGame* Shelf::latest_unfinished(std::string_view game) const {
  for (const auto& g : games_) {
    if (g.game == game && !g.finished()) return &g;
  }
  return nullptr;
}

std::string Shelf::all_records(std::size_t* left_out) const {
  std::string out;
  std::size_t none = 0;
  for (const auto& g : games_) {
    if (g.record.empty()) {
      ++none;
      continue;
    }
    if (!out.empty()) out += "\n";
    out += g.record;
    if (!out.ends_with('\n')) out += '\n';
  }
  if (left_out) *left_out = none;
  return out;
}

void Shelf::sort() {
  std::stable_sort(games_.begin(), games_.end(), [](const KeptGame& a, const KeptGame& b) {
    return a.date != b.date ? a.date > b.date : a.id > b.id;
  });
}

}  // namespace qipan::session
