#pragma once

// A list of moves in a fixed array: move generation never touches the heap.
// 128 is enough: the most moves each piece can have add up to 116
// (chariots and cannons 17 each, horses 8, soldiers 3, advisors and
// elephants 4, the general 4).

#include <cstddef>

#include "core/xiangqi/types.h"

namespace qipan::xiangqi {

class MoveList {
 public:
  static constexpr std::size_t capacity = 128;

  void push(Move m) { moves_[size_++] = m; }
  void clear() { size_ = 0; }

  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const Move* begin() const { return moves_; }
  const Move* end() const { return moves_ + size_; }
  Move operator[](std::size_t i) const { return moves_[i]; }

  bool contains(Move m) const {
    for (Move x : *this) {
      if (x == m) return true;
    }
    return false;
  }

 private:
  Move moves_[capacity];
  std::size_t size_ = 0;
};

}  // namespace qipan::xiangqi
