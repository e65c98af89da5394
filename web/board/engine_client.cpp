#include "web/board/engine_client.h"

#include <utility>

namespace qipan::web {

void EngineClient::ask(EngineAsk ask, std::size_t ply) {
  withdraw();
  ask.seed = seed_ + ply;
  const EngineTask task = ask.task;
  const int request = ask_engine(ask);
  if (request == 0) {
    error_ = "this page has no engine";
    return;
  }
  error_.clear();
  pending_ = Pending{request, task};
}

void EngineClient::withdraw() {
  if (pending_) cancel_engine();
  pending_.reset();
}

std::optional<EngineClient::Answer> EngineClient::take(const EngineReply& reply) {
  if (!pending_ || pending_->id != reply.id) return std::nullopt;
  const EngineTask task = pending_->task;
  pending_.reset();
  if (!reply.error.empty()) {
    error_ = reply.error;
    return Answer{task, std::nullopt};
  }
  return Answer{task, reply.move};
}

void EngineClient::refuse(const EngineReply& reply) {
  error_ = "the engine answered '" + reply.move + "', not a legal move here";
}

void EngineClient::note(const EngineReply& reply, EngineTask task, int level) {
  const bool hint = task == EngineTask::hint;
  last_search_ = SearchInfo{reply.move,  hint,        hint ? 0 : level, reply.score,
                            reply.depth, reply.nodes, reply.time_ms};
}

}  // namespace qipan::web
