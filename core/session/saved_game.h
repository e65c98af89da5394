#pragma once

// A board game kept across a reload and carried by a share link: the game's
// name, its start position when it is not the standard one, the moves in
// coordinates run together (`h2e2h9g7`), the rule switches when not the
// standard ones, and for the page's own storage how it is played (the side
// the computer plays, its level) and the move being viewed. The page only
// stores and reads the text (core/session/fields.h); what is saved, and
// whether a stored text still makes a game, is decided here.
//
// Restoring replays every move through a Session, so a text that was
// changed by hand, cut short or written by another version yields either
// the same game or an Error saying what is wrong — never a broken game.

#include <cctype>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/games/games.h"
#include "core/grid/board_game.h"
#include "core/grid/result.h"
#include "core/grid/rulings.h"
#include "core/grid/square.h"
#include "core/grid/text.h"
#include "core/search/levels.h"
#include "core/session/fields.h"
#include "core/session/rules_text.h"
#include "core/session/saved_table.h"
#include "core/session/session.h"
#include "core/session/table.h"

namespace qipan::session {

// The versions of a saved text (`v=1`, `v=2`). Version 2 adds the game
// table (core/session/saved_table.h) and the side played here in a game by
// link (`link=black`); a text is written in version 1 when it holds
// neither, so a share link and a plain game read as before. Version 1 is
// still read; a text of any other version is refused, so a later format is
// never misread.
inline constexpr std::string_view saved_version_1 = "1";
inline constexpr std::string_view saved_version = "2";

// What is saved beside the moves: play against the computer (which side it
// plays, none between people; its level), the ply on view (none: the live
// position), the side this screen plays in a game by link, and the game
// table (its clock, an end beside the board, a draw offer). None of it goes
// into a share link.
template <BoardGame Game>
struct PlaySetting {
  std::optional<typename Game::Side> computer;
  int level = 0;
  std::optional<std::size_t> view;
  std::optional<typename Game::Side> link_side;
  std::optional<TableState<typename Game::Side>> table;
};

// A restored game: the session, with the moves replayed, its setting, and
// its table, whose clock goes on from the time restore_game was given.
template <BoardGame Game>
struct Restored {
  Session<Game> session;
  PlaySetting<Game> play;
  Table<Game> table;
  std::int64_t at = 0;
};

// Whether throwing the session's game away loses something: a move has been
// made and the game is not over. (A finished game stays in the move list and
// can be exported; it is not "in progress".)
template <BoardGame Game>
bool in_progress(const Session<Game>& session) {
  return session.history_size() > 0 && !session.position().status().over;
}

namespace detail {

// The moves as coordinate pairs run together: "h2e2h9g7".
inline Result<std::vector<std::pair<std::string, std::string>>> move_pairs(std::string_view text) {
  std::vector<std::string> squares;
  for (std::size_t i = 0; i < text.size();) {
    if (!std::isalpha(static_cast<unsigned char>(text[i]))) {
      return Error{"the moves: expected a file letter at character " + std::to_string(i + 1) +
                   " of " + grid::quoted(text)};
    }
    std::size_t j = i + 1;
    while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) ++j;
    if (j == i + 1) {
      return Error{"the moves: expected a rank number at character " + std::to_string(j + 1) +
                   " of " + grid::quoted(text)};
    }
    squares.emplace_back(text.substr(i, j - i));
    i = j;
  }
  if (squares.size() % 2 != 0) {
    return Error{"the moves end with the lone square " + grid::quoted(squares.back())};
  }
  std::vector<std::pair<std::string, std::string>> out;
  for (std::size_t i = 0; i < squares.size(); i += 2) out.emplace_back(squares[i], squares[i + 1]);
  return out;
}

inline Result<std::size_t> whole(std::string_view text, std::string_view what) {
  if (text.empty() || text.size() > 9) {
    return Error{std::string(what) + " must be a whole number, got " + grid::quoted(text)};
  }
  std::size_t n = 0;
  for (char c : text) {
    if (!std::isdigit(static_cast<unsigned char>(c))) {
      return Error{std::string(what) + " must be a whole number, got " + grid::quoted(text)};
    }
    n = n * 10 + static_cast<std::size_t>(c - '0');
  }
  return n;
}

template <BoardGame Game>
std::optional<typename Game::Side> side_named(std::string_view name) {
  const auto first = Game().side_to_move();
  for (auto side : {first, opposite(first)}) {
    if (Game::side_name(side) == name) return side;
  }
  return std::nullopt;
}

}  // namespace detail

// The fields of the game: `v`, `game`, `fen` (only for a start that is not
// the standard one), `rules` (only when not the standard ones), `moves`;
// with `play`, also `computer`, `level` and `view` as set. The moves are the
// session's steps taken (not the undone ones); after an order or a set-up
// the game is saved from the position it made, as its moves start there.
template <BoardGame Game>
Fields save_game(const Session<Game>& session, const PlaySetting<Game>* play = nullptr) {
  const std::size_t n = session.history_size();
  const auto since = session.moves_since_setup();
  const std::size_t first = since.first;
  const Game& start = since.from;
  const bool table = play && play->table && !plain_table(*play->table, since.moves.size());
  const bool later = play && (play->link_side || table);
  Fields f;
  f.add("v", std::string(later ? saved_version : saved_version_1));
  f.add("game", std::string(games::EntryOf<Game>::name));
  if (start.fen() != Game().fen()) f.add("fen", start.fen());
  if constexpr (games::HasRules<games::EntryOf<Game>>) {
    if (std::string r = rules_text<games::EntryOf<Game>>(start.rules()); !r.empty()) {
      f.add("rules", r);
    }
  }
  if (session.rulings() != Rulings::enforce) {
    f.add("rulings", std::string(rulings_name(session.rulings())));
  }
  std::string moves;
  for (const auto& e : since.moves) moves += to_string(e.move);
  f.add("moves", moves);
  if (play) {
    if (play->computer) f.add("computer", std::string(Game::side_name(*play->computer)));
    if (play->level > 0) f.add("level", std::to_string(play->level));
    if (play->view && *play->view - first < n - first) {
      f.add("view", std::to_string(*play->view - first));
    }
    if (play->link_side) f.add("link", std::string(Game::side_name(*play->link_side)));
    if (table) add_table_fields<Game>(f, *play->table);
  }
  return f;
}

// Checks the version and names the game: the `game` field of a saved text.
inline Result<std::string> saved_game_name(const Fields& f) {
  const auto v = f.get("v");
  if (!v) return Error{"not a saved game: it has no version (v=)"};
  if (*v != saved_version && *v != saved_version_1) {
    return Error{"saved in format version " + grid::quoted(*v) + ", this page reads versions " +
                 std::string(saved_version_1) + " and " + std::string(saved_version)};
  }
  const auto game = f.get("game");
  if (!game) return Error{"the saved game does not say which game it is (game=)"};
  return std::string(*game);
}

// The game saved in `f` (whose `game` names Game): the start position, the
// moves replayed one by one through a session, the setting, the table (its
// clock going on from `now`, in the caller's milliseconds). Refused, with
// the reason, for a bad FEN or rule, a move that is not legal where it is
// played (naming its number), a bad setting or table, or a field of version
// 2 in a text of version 1.
template <BoardGame Game>
Result<Restored<Game>> restore_game(const Fields& f, std::int64_t now = 0) {
  auto name = saved_game_name(f);
  if (!name) return name.error();
  if (*name != games::EntryOf<Game>::name) {
    return Error{"the saved game is " + grid::quoted(*name) + ", not " +
                 std::string(games::EntryOf<Game>::name)};
  }
  Game start;
  if constexpr (games::HasRules<games::EntryOf<Game>>) {
    auto rules = parse_rules<games::EntryOf<Game>>(f.get("rules").value_or(""));
    if (!rules) return Error{"the rules: " + rules.error().message};
    auto p = Game::from_fen(f.get("fen").value_or(Game().fen()), *rules);
    if (!p) return Error{"the start position: " + p.error().message};
    start = std::move(p).value();
  } else {
    if (f.get("rules") && !f.get("rules")->empty()) {
      return Error{std::string(games::EntryOf<Game>::name) + " has no rule switches to restore"};
    }
    if (auto fen = f.get("fen")) {
      auto p = Game::from_fen(*fen);
      if (!p) return Error{"the start position: " + p.error().message};
      start = std::move(p).value();
    }
  }
  if (f.get("v") == saved_version_1) {
    for (const auto& [key, value] : f.all()) {
      if (key == "link" || is_table_key(key)) {
        return Error{"the field " + key + "= belongs to version " + std::string(saved_version) +
                     ", but the text says version " + std::string(saved_version_1)};
      }
    }
  }
  Restored<Game> out{Session<Game>(std::move(start)), {}, {}, now};
  if (auto r = f.get("rulings")) {
    const auto mode = rulings_from_name(*r);
    if (!mode) return Error{"the rulings must be 'enforce' or 'report', got " + grid::quoted(*r)};
    out.session.set_rulings(*mode);
  }
  auto pairs = detail::move_pairs(f.get("moves").value_or(""));
  if (!pairs) return pairs.error();
  for (std::size_t i = 0; i < pairs->size(); ++i) {
    const auto& [from, to] = (*pairs)[i];
    const std::string text = from + to;
    auto a = grid::parse_square(Game::shape, from);
    auto b = grid::parse_square(Game::shape, to);
    if (!a || !b) {
      return Error{"move " + std::to_string(i + 1) + " " + grid::quoted(text) + ": " +
                   (a ? b.error().message : a.error().message)};
    }
    const auto m =
        Game::Move::make(static_cast<typename Game::Square>(grid::index_of(Game::shape, *a)),
                         static_cast<typename Game::Square>(grid::index_of(Game::shape, *b)));
    if (!out.session.position().is_legal(m)) {
      return Error{"move " + std::to_string(i + 1) + " " + grid::quoted(text) +
                   " is not legal in its position"};
    }
    if (auto played = out.session.play(m); !played) {
      return Error{"move " + std::to_string(i + 1) + " " + grid::quoted(text) + ": " +
                   played.error().message};
    }
  }
  if (auto c = f.get("computer")) {
    auto side = detail::side_named<Game>(*c);
    if (!side)
      return Error{"the computer's side " + grid::quoted(*c) + " is not a side of the game"};
    out.play.computer = *side;
  }
  if (auto l = f.get("level")) {
    auto level = detail::whole(*l, "the level");
    if (!level) return level.error();
    if (*level < 1 || *level > static_cast<std::size_t>(search::level_count)) {
      return Error{"the level must be 1 to " + std::to_string(search::level_count) + ", got " +
                   grid::quoted(*l)};
    }
    out.play.level = static_cast<int>(*level);
  }
  if (auto v = f.get("view")) {
    auto ply = detail::whole(*v, "the move on view");
    if (!ply) return ply.error();
    if (*ply < out.session.history_size()) out.play.view = *ply;
  }
  if (auto l = f.get("link")) {
    auto side = detail::side_named<Game>(*l);
    if (!side)
      return Error{"the side played by link " + grid::quoted(*l) + " is not a side of the game"};
    if (out.play.computer) return Error{"a game by link is not played against the computer"};
    out.play.link_side = *side;
    out.session.set_computer(opposite(*side));
  } else {
    out.session.set_computer(out.play.computer);
  }
  auto table = read_table_fields<Game>(f, out.session.position());
  if (!table) return table.error();
  if (*table) {
    auto t = Table<Game>::from_state(**table, out.session.position(), now);
    if (!t) return Error{"the table: " + t.error().message};
    out.table = std::move(t).value();
    out.play.table = **table;
  }
  if (out.session.history_size() > 0) out.table.begin();
  return out;
}

}  // namespace qipan::session
