#pragma once

#include <array>
#include <cstddef>

namespace qipan::grid {

// A list of at most N values in a fixed array, for move generation that
// never touches the heap. Pushing beyond N is a bug the caller's bound
// rules out (each game states why its N suffices).
template <class T, std::size_t N>
class FixedList {
 public:
  static constexpr std::size_t capacity = N;

  void push(T value) { items_[size_++] = value; }
  void clear() { size_ = 0; }

  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const T* begin() const { return items_.data(); }
  const T* end() const { return items_.data() + size_; }
  T operator[](std::size_t i) const { return items_[i]; }

  bool contains(T value) const {
    for (T x : *this) {
      if (x == value) return true;
    }
    return false;
  }

 private:
  std::array<T, N> items_{};
  std::size_t size_ = 0;
};

}  // namespace qipan::grid
