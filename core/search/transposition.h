#pragma once

// The transposition table: what earlier visits learnt about a position (a
// bound on its score, the depth it was searched to, its best move), in a
// table of a size the owner chooses. Two entries a bucket: one kept by
// depth, one always replaced.

#include <cstddef>
#include <cstdint>
#include <vector>

namespace qipan::search {

enum class Bound : std::uint8_t { none, upper, lower, exact };

// A move as the table stores it: from | to << 7 (squares below 128); 0 is
// no move.
template <class Move>
std::uint16_t table_move(Move m) {
  return static_cast<std::uint16_t>(m.from() | (m.to() << 7));
}

struct TableEntry {
  std::uint64_t key = 0;
  std::uint16_t move = 0;  // table_move(m), 0 for none
  std::int16_t score = 0;
  std::int8_t depth = 0;
  Bound bound = Bound::none;
  std::uint8_t age = 0;
};

class TranspositionTable {
 public:
  // A table of about `megabytes` MB (at least one bucket).
  explicit TranspositionTable(std::size_t megabytes) { resize(megabytes); }

  void resize(std::size_t megabytes) {
    std::size_t buckets = 1;
    while (buckets * 2 * sizeof(Bucket) <= megabytes * 1024 * 1024) buckets *= 2;
    table_.assign(buckets, Bucket{});
    mask_ = buckets - 1;
  }
  void clear() { table_.assign(table_.size(), Bucket{}); }
  void new_search() { ++age_; }
  std::size_t bytes() const { return table_.size() * sizeof(Bucket); }

  const TableEntry* probe(std::uint64_t key) const {
    const Bucket& b = table_[key & mask_];
    if (b.deep.key == key && b.deep.bound != Bound::none) return &b.deep;
    if (b.recent.key == key && b.recent.bound != Bound::none) return &b.recent;
    return nullptr;
  }

  void store(std::uint64_t key, std::uint16_t move, int score, int depth, Bound bound) {
    Bucket& b = table_[key & mask_];
    TableEntry e{key,   move, static_cast<std::int16_t>(score), static_cast<std::int8_t>(depth),
                 bound, age_};
    if (b.deep.key == key) {
      if (move == 0) e.move = b.deep.move;
      if (depth >= b.deep.depth - 2 || bound == Bound::exact) b.deep = e;
      return;
    }
    if (b.recent.key == key && move == 0) e.move = b.recent.move;
    if (b.deep.bound == Bound::none || depth >= b.deep.depth || b.deep.age != age_) {
      b.recent = b.deep;
      b.deep = e;
    } else {
      b.recent = e;
    }
  }

 private:
  struct Bucket {
    TableEntry deep;
    TableEntry recent;
  };
  std::vector<Bucket> table_;
  std::size_t mask_ = 0;
  std::uint8_t age_ = 0;
};

}  // namespace qipan::search
