#pragma once

// Whether a board applies the rulings of its rules or only reports them.
// Rulings are the endings an arbiter decides from the game's course rather
// than from the position on the board: repetition and perpetual check, the
// move limit, insufficient material. With `enforce` (the default, for play)
// such a ruling ends the game; with `report` (for replaying records, where
// the players went on) the status names the ruling and the ply it applies
// from, and the moves go on. Endings on the board (checkmate, stalemate, a
// den entered, no pieces or no moves left) end the game in both modes.

#include <cstdint>
#include <optional>
#include <string_view>

namespace qipan {

enum class Rulings : std::uint8_t { enforce, report };

// The API's names: "enforce", "report".
constexpr std::string_view rulings_name(Rulings r) {
  return r == Rulings::report ? "report" : "enforce";
}

// The mode named `name`, none for any other text.
constexpr std::optional<Rulings> rulings_from_name(std::string_view name) {
  if (name == "enforce") return Rulings::enforce;
  if (name == "report") return Rulings::report;
  return std::nullopt;
}

}  // namespace qipan
