#pragma once

// The C++ object behind one qipan.Session (bindings/session.cpp binds it):
// a session (core/session) of any game of the registry. Here so that a part
// of the module that adds methods to qipan.Session (the search,
// bindings/search.cpp) sees the same type.

#include <utility>
#include <variant>

#include "core/games/games.h"
#include "core/session/session.h"

namespace qipan::js {

// A session of any game of the registry (core/games/games.h).
using AnySession = games::VariantOverGames<session::Session>;

struct PlaySession {
  AnySession game;
};

// Runs `f(session)` on whichever game the session plays; `f` is a generic
// lambda whose body sees the session's concrete type.
template <class F>
decltype(auto) with(PlaySession& p, F&& f) {
  return std::visit(std::forward<F>(f), p.game);
}
template <class F>
decltype(auto) with(const PlaySession& p, F&& f) {
  return std::visit(std::forward<F>(f), p.game);
}

}  // namespace qipan::js
