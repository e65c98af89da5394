#pragma once

// The board games qipan plays, each listed once, and everything every layer
// needs of a game: its name (as the API, the command-line tool and the page
// call it) and display names, its Position (a qipan::BoardGame) and so its
// board shape, its computer player (core/search), its records (core/records)
// and, where it has them, its rule switches. The CLI, the bindings, the
// session's saved games and records and the page loop over this list or
// pick a game from it by name; adding a game is an entry here and a line
// in `Games`.
//
// "Some game" is stood for one way everywhere: at compile time an entry
// type G (for_each_game, with_game, EntryOf<Position>), and for a value of
// some game a std::variant over the entries (VariantOverGames) read with
// std::visit. An entry that lacks a member below fails to compile where it
// is used; nothing falls back to another game.
//
// What only the page needs of a game (its look, its help) is not here:
// core/ cannot see web/. The page declares those as traits over the
// Position (web/game_look.h, web/help.h) that each game's own web files
// define; a game without them fails to link.

#include <array>
#include <concepts>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <variant>
#include <vector>

#include "core/grid/board_game.h"
#include "core/grid/result.h"
#include "core/grid/square.h"
#include "core/jungle/explain.h"
#include "core/jungle/inspect.h"
#include "core/jungle/position.h"
#include "core/records/jungle_record.h"
#include "core/records/pgn.h"
#include "core/records/record.h"
#include "core/records/xiangqi_record.h"
#include "core/search/jungle_engine.h"
#include "core/search/jungle_levels.h"
#include "core/search/levels.h"
#include "core/search/xiangqi_engine.h"
#include "core/search/xiangqi_levels.h"
#include "core/xiangqi/explain.h"
#include "core/xiangqi/inspect.h"
#include "core/xiangqi/position.h"

namespace qipan::games {

// A game's name for people, in each language the page speaks.
struct DisplayNames {
  std::string_view english;
  std::string_view chinese;
};

// What every entry has: its Position, board shape and record type. Each
// entry adds:
//   name, example_move (coordinate notation, for messages), display;
//   Engine, its computer player (core/search/engine.h); level_ratings,
//     its levels' ratings on the game's ladder (core/search/levels.h);
//   has_notations, whether its moves are named in a choice of notations
//     (records::Notation: ICCS, WXF, Chinese; its Position's to_wxf and
//     to_chinese) in records and histories; record_extension, the usual
//     extension of its record files (the page's file chooser offers it); and
//     player_tags, the record's tags naming the side that moves first and
//     the other;
//   claims_record(game): whether a record's Variant tag (or its absence)
//     says the game is this one; read_record, read_partial_record,
//     write_record(position, tags, notation), rewrite_record(record,
//     notation): the game's record format (a game without notations ignores
//     `notation`);
//   where it has rule switches, `Rules` and rules_tag(rules) /
//     read_rules_tag(text) (the Rules tag's words).
template <class P>
requires BoardGame<P>
struct Game {
  using Position = P;
  using Record = records::Record<P>;
  using PartialRecord = records::PartialRecord<P>;
  static constexpr grid::BoardShape shape = P::shape;
};

struct Xiangqi : Game<xiangqi::Position> {
  static constexpr std::string_view name = "xiangqi";
  static constexpr std::string_view example_move = "h2e2";
  static constexpr DisplayNames display{"Xiangqi", "象棋"};
  using Engine = search::XiangqiEngine;
  static constexpr const search::LevelRatings& level_ratings = search::xiangqi_level_ratings;

  // Xiangqi PGN (core/records/xiangqi_record.h): a record with no Variant
  // tag is a Xiangqi game, as every Xiangqi program writes it.
  static constexpr bool has_notations = true;
  static constexpr std::string_view record_extension = ".pgn";
  static constexpr std::array<std::string_view, 2> player_tags{"Red", "Black"};
  static bool claims_record(const records::GameText& g) { return records::names_xiangqi(g); }
  static Result<Record> read_record(const records::GameText& g) { return records::read_xiangqi(g); }
  static Result<PartialRecord> read_partial_record(const records::GameText& g) {
    return records::read_xiangqi_partial(g);
  }
  static std::string write_record(const Position& p, const std::vector<records::Tag>& tags,
                                  records::Notation notation) {
    return records::write_xiangqi(p, tags, notation);
  }
  static std::string rewrite_record(const Record& r, records::Notation notation) {
    return records::rewrite_xiangqi(r, notation);
  }
};

struct Jungle : Game<jungle::Position> {
  static constexpr std::string_view name = "jungle";
  static constexpr std::string_view example_move = "a3a4";
  static constexpr DisplayNames display{"Jungle", "斗兽棋"};
  using Engine = search::JungleEngine;
  static constexpr const search::LevelRatings& level_ratings = search::jungle_level_ratings;

  // The Jungle record (core/records/jungle_record.h): Variant "Jungle", its
  // rule switches in a Rules tag, moves in coordinates.
  static constexpr bool has_notations = false;
  static constexpr std::string_view record_extension = ".jungle";
  static constexpr std::array<std::string_view, 2> player_tags{"Blue", "Red"};
  static bool claims_record(const records::GameText& g) { return records::names_jungle(g); }
  static Result<Record> read_record(const records::GameText& g) { return records::read_jungle(g); }
  static Result<PartialRecord> read_partial_record(const records::GameText& g) {
    return records::read_jungle_partial(g);
  }
  static std::string write_record(const Position& p, const std::vector<records::Tag>& tags,
                                  records::Notation) {
    return records::write_jungle(p, tags);
  }
  static std::string rewrite_record(const Record& r, records::Notation) {
    return records::rewrite_jungle(r);
  }

  using Rules = jungle::Rules;
  static std::string rules_tag(const Rules& rules) { return records::rules_tag_value(rules); }
  static Result<Rules> read_rules_tag(std::string_view text) {
    return records::read_rules_tag(text);
  }
};

// What the registry requires of an entry (the members listed above Game):
// Games checks every entry against it, so an entry missing one does not
// compile.
template <class G>
concept Entry = requires(const records::GameText& text, const typename G::Position& p,
                         const typename G::Record& r, const std::vector<records::Tag>& tags,
                         records::Notation n) {
  requires BoardGame<typename G::Position>;
  { G::name } -> std::convertible_to<std::string_view>;
  { G::example_move } -> std::convertible_to<std::string_view>;
  { G::display } -> std::convertible_to<DisplayNames>;
  typename G::Engine;
  { G::level_ratings } -> std::convertible_to<search::LevelRatings>;
  { G::has_notations } -> std::convertible_to<bool>;
  { G::record_extension } -> std::convertible_to<std::string_view>;
  { G::player_tags[1] } -> std::convertible_to<std::string_view>;
  { G::claims_record(text) } -> std::same_as<bool>;
  { G::read_record(text) } -> std::same_as<Result<typename G::Record>>;
  { G::read_partial_record(text) } -> std::same_as<Result<typename G::PartialRecord>>;
  { G::write_record(p, tags, n) } -> std::same_as<std::string>;
  { G::rewrite_record(r, n) } -> std::same_as<std::string>;
};

template <Entry... G>
struct GameList {
  static constexpr std::size_t size = sizeof...(G);
};

// Every game, in the order they are offered.
using Games = GameList<Xiangqi, Jungle>;

// Whether a game has rule switches (an entry with `Rules`).
template <class G>
concept HasRules = requires {
  typename G::Rules;
};

namespace detail {

template <class... G, class F>
constexpr void for_each(GameList<G...>, F&& f) {
  (f(std::type_identity<G>{}), ...);
}

template <template <class> class T, class List>
struct over_positions;
template <template <class> class T, class... G>
struct over_positions<T, GameList<G...>> {
  using type = std::variant<T<typename G::Position>...>;
};

template <template <class> class T, class List>
struct over_entries;
template <template <class> class T, class... G>
struct over_entries<T, GameList<G...>> {
  using type = std::variant<T<G>...>;
};

template <class List>
struct first_of;
template <class G0, class... G>
struct first_of<GameList<G0, G...>> {
  using type = G0;
};

template <class P, class List>
struct entry_of;
template <class P, class... G>
struct entry_of<P, GameList<G...>> {
  using type =
      std::tuple_element_t<0, decltype(std::tuple_cat(
                                  std::conditional_t<std::is_same_v<P, typename G::Position>,
                                                     std::tuple<G>, std::tuple<>>{}...))>;
};

}  // namespace detail

// std::variant<T<xiangqi::Position>, T<jungle::Position>, ...>: one value
// holding some game's T (a session of any game, say).
template <template <class> class T>
using VariantOverGames = typename detail::over_positions<T, Games>::type;

// std::variant<T<Xiangqi>, T<Jungle>, ...>: the same over the entries.
template <template <class> class T>
using VariantOverEntries = typename detail::over_entries<T, Games>::type;

// The registry entry of a Position type.
template <class P>
using EntryOf = typename detail::entry_of<P, Games>::type;

// The game offered first.
using FirstGame = typename detail::first_of<Games>::type;

// Calls f(std::type_identity<G>{}) for every game G, in order; a caller reads
// the game as `typename decltype(g)::type` (its `name`, `Position`, `shape`).
template <class F>
constexpr void for_each_game(F&& f) {
  detail::for_each(Games{}, f);
}

// Calls f(std::type_identity<G>{}) for the game named `name` and returns
// true, or returns false when no game has that name.
template <class F>
constexpr bool with_game(std::string_view name, F&& f) {
  bool found = false;
  for_each_game([&](auto g) {
    if (!found && decltype(g)::type::name == name) {
      found = true;
      f(g);
    }
  });
  return found;
}

// Calls f(std::type_identity<G>{}) for the game a record is of: the first
// whose claims_record says so, else the first game (whose reader then
// reports the Variant tag it does not know).
template <class F>
void with_record_game(const records::GameText& record, F&& f) {
  bool found = false;
  for_each_game([&](auto g) {
    if (!found && decltype(g)::type::claims_record(record)) {
      found = true;
      f(g);
    }
  });
  if (!found) f(std::type_identity<FirstGame>{});
}

// The board shape of the game named `name`, none for an unknown name.
constexpr std::optional<grid::BoardShape> shape_of(std::string_view name) {
  std::optional<grid::BoardShape> shape;
  with_game(name, [&](auto g) { shape = decltype(g)::type::shape; });
  return shape;
}

// The names joined for a message: name_list() is "'xiangqi' or 'jungle'",
// name_list("", " or ", "|")... `quote` goes around each name, `last`
// before the last one and `between` between the others.
inline std::string name_list(std::string_view quote = "'", std::string_view last = " or ",
                             std::string_view between = ", ") {
  std::string out;
  std::size_t i = 0;
  for_each_game([&](auto g) {
    if (i > 0) out += i + 1 == Games::size ? last : between;
    out += std::string(quote) + std::string(decltype(g)::type::name) + std::string(quote);
    ++i;
  });
  return out;
}

}  // namespace qipan::games
