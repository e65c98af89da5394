#pragma once

// [SECTION] The game's sounds, made by the page's Web Audio (no sound
// files): a move, a capture, a check and a game's end. The app plays them
// for what the session reports; where the browser has no AudioContext, or
// blocks it, nothing is heard and nothing fails.

#include <cstdint>

namespace qipan::web {

enum class Sound : std::uint8_t { move, capture, check, game_end };

void play_sound(Sound sound);

}  // namespace qipan::web
