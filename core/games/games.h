#pragma once

// The board games qipan plays, each listed once: its name (as the API, the
// command-line tool and the page call it), its Position (a qipan::BoardGame)
// and so its board shape. Everything that offers "every game" — the CLI, the
// bindings, the page — reads this list; adding a game is one line in `Games`.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <variant>

#include "core/grid/board_game.h"
#include "core/grid/square.h"
#include "core/jungle/position.h"
#include "core/xiangqi/position.h"

namespace qipan::games {

// What every entry has: its Position and board shape. Each entry adds its
// `name` and an `example_move` in coordinate notation, for messages.
template <class P>
requires BoardGame<P>
struct Game {
  using Position = P;
  static constexpr grid::BoardShape shape = P::shape;
};

struct Xiangqi : Game<xiangqi::Position> {
  static constexpr std::string_view name = "xiangqi";
  static constexpr std::string_view example_move = "h2e2";
};
struct Jungle : Game<jungle::Position> {
  static constexpr std::string_view name = "jungle";
  static constexpr std::string_view example_move = "a3a4";
};

template <class... G>
struct GameList {
  static constexpr std::size_t size = sizeof...(G);
};

// Every game, in the order they are offered.
using Games = GameList<Xiangqi, Jungle>;

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

// The registry entry of a Position type.
template <class P>
using EntryOf = typename detail::entry_of<P, Games>::type;

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

// The board shape of the game named `name`, none for an unknown name.
constexpr std::optional<grid::BoardShape> shape_of(std::string_view name) {
  std::optional<grid::BoardShape> shape;
  with_game(name, [&](auto g) { shape = decltype(g)::type::shape; });
  return shape;
}

// The names for a message: "'xiangqi' or 'jungle'".
inline std::string name_list() {
  std::string out;
  std::size_t i = 0;
  for_each_game([&](auto g) {
    if (i > 0) out += i + 1 == Games::size ? " or " : ", ";
    out += "'" + std::string(decltype(g)::type::name) + "'";
    ++i;
  });
  return out;
}

}  // namespace qipan::games
