#pragma once

// [SECTION] A board view's client of the page's engine (web/engine_link.h):
// the one request in flight (the computer's move or a hint), withdrawn when
// the game moves on, the answer matched to it by id, the last search's
// figures for the panel and the error the engine gave. Which move the answer
// names, and whether it is legal, the view decides with its session.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "web/engine_link.h"
#include "web/opponent.h"

namespace qipan::web {

class EngineClient {
 public:
  // `seed` varies the computer's choices from game to game.
  explicit EngineClient(std::uint64_t seed = 0) : seed_(seed) {}

  // Sends `ask` (its seed made from the game's and `ply`, the game's
  // length), withdrawing the request in flight; without an engine on the
  // page the error says so.
  void ask(EngineAsk ask, std::size_t ply);
  // Forgets the request in flight (the engine stops).
  void withdraw();

  // The answer to request `reply.id`: none when it is not the request this
  // client waits for (withdrawn, or another view's); else the request is
  // over, and the answer is the task it was for, with no move when the
  // engine failed (error() says why).
  struct Answer {
    EngineTask task;
    std::optional<std::string> move;
  };
  std::optional<Answer> take(const EngineReply& reply);
  // The answer named no legal move: the error says which.
  void refuse(const EngineReply& reply);
  // The answer is played or shown: its figures are the last search's.
  void note(const EngineReply& reply, EngineTask task, int level);

  // Whether a request for `task` is in flight, or any.
  bool asking(EngineTask task) const { return pending_ && pending_->task == task; }
  bool asking() const { return pending_.has_value(); }
  const std::string& error() const { return error_; }
  void clear_error() { error_.clear(); }
  const std::optional<SearchInfo>& last_search() const { return last_search_; }

 private:
  struct Pending {
    int id;
    EngineTask task;
  };
  std::uint64_t seed_ = 0;
  std::optional<Pending> pending_;  // the request the engine is working on
  std::optional<SearchInfo> last_search_;
  std::string error_;
};

}  // namespace qipan::web
