#include "web/sound.h"

#include <emscripten/emscripten.h>

// clang-format off
// A few short tones per sound, each [frequency Hz, start s, length s, wave],
// shaped by a quick rise and an exponential fall. One AudioContext for the
// page, made on the first sound after the player first used the page
// (browsers start audio only then; before it the page stays silent) and
// resumed if the browser suspended it.
EM_JS(void, qipan_play_sound, (int kind), {
  try {
    const Context = window.AudioContext || window.webkitAudioContext;
    if (!Context) return;
    // Nothing before the player has touched the page (a game restored or
    // opened by link on load): the browser would refuse it and warn.
    const used = navigator.userActivation;
    if (used && !used.hasBeenActive) return;
    if (!Module.qipanAudio) Module.qipanAudio = new Context();
    const audio = Module.qipanAudio;
    if (audio.state === "suspended" && audio.resume) {
      Promise.resolve(audio.resume()).catch(() => {});
    }
    const tones = [
      [[330, 0, 0.07, "triangle"], [165, 0, 0.05, "sine"]],
      [[220, 0, 0.09, "square"], [440, 0.03, 0.08, "triangle"], [110, 0, 0.12, "sine"]],
      [[660, 0, 0.1, "square"], [880, 0.11, 0.16, "square"]],
      [[523, 0, 0.14, "triangle"], [659, 0.12, 0.14, "triangle"], [784, 0.24, 0.14, "triangle"],
       [1047, 0.36, 0.3, "triangle"]],
    ][kind];
    if (!tones) return;
    const t0 = audio.currentTime;
    for (let i = 0; i < tones.length; i++) {
      const frequency = tones[i][0];
      const start = tones[i][1];
      const length = tones[i][2];
      const wave = tones[i][3];
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.type = wave;
      osc.frequency.setValueAtTime(frequency, t0 + start);
      gain.gain.setValueAtTime(0.0001, t0 + start);
      gain.gain.exponentialRampToValueAtTime(0.18, t0 + start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + start + length);
      osc.connect(gain);
      gain.connect(audio.destination);
      osc.start(t0 + start);
      osc.stop(t0 + start + length + 0.02);
    }
  } catch (e) {
    // No sound where audio is missing or refused.
  }
});
// clang-format on

namespace qipan::web {

void play_sound(Sound sound) { qipan_play_sound(static_cast<int>(sound)); }

}  // namespace qipan::web
