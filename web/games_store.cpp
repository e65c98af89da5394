#include "web/games_store.h"

#include <emscripten/emscripten.h>

#include <cstdlib>
#include <string>

// clang-format off
EM_JS(int, qipan_games_open, (), {
  const store = Module['gamesStore'];
  if (!store || typeof store.open !== 'function') return 0;
  store.open();
  return 1;
});
EM_JS(void, qipan_games_put, (const char* id, const char* text), {
  const store = Module['gamesStore'];
  if (store && typeof store.put === 'function') store.put(UTF8ToString(id), UTF8ToString(text));
});
EM_JS(void, qipan_games_delete, (const char* id), {
  const store = Module['gamesStore'];
  if (store && typeof store.remove === 'function') store.remove(UTF8ToString(id));
});
EM_JS(char*, qipan_games_new_id, (), {
  const s = 'g' + Date.now().toString(36) + Math.floor(Math.random() * 1e9).toString(36);
  const size = lengthBytesUTF8(s) + 1;
  const p = _malloc(size);
  stringToUTF8(s, p, size);
  return p;
});
EM_JS(char*, qipan_games_now, (), {
  const s = new Date().toISOString();
  const size = lengthBytesUTF8(s) + 1;
  const p = _malloc(size);
  stringToUTF8(s, p, size);
  return p;
});
EM_JS(char*, qipan_games_local_time, (const char* iso), {
  const text = UTF8ToString(iso);
  const d = new Date(text);
  const two = (n) => String(n).padStart(2, '0');
  const s = isNaN(d.getTime()) ? text
    : two(d.getMonth() + 1) + '-' + two(d.getDate()) + ' ' + two(d.getHours()) + ':' + two(d.getMinutes());
  const size = lengthBytesUTF8(s) + 1;
  const p = _malloc(size);
  stringToUTF8(s, p, size);
  return p;
});
// clang-format on

namespace qipan::web {

namespace {

std::string taken(char* text) {
  std::string out(text);
  std::free(text);
  return out;
}

}  // namespace

bool open_games_store() { return qipan_games_open() != 0; }
void store_game(std::string_view id, std::string_view text) {
  qipan_games_put(std::string(id).c_str(), std::string(text).c_str());
}
void unstore_game(std::string_view id) { qipan_games_delete(std::string(id).c_str()); }
std::string new_game_id() { return taken(qipan_games_new_id()); }
std::string now_iso() { return taken(qipan_games_now()); }
std::string local_time(std::string_view iso) {
  return taken(qipan_games_local_time(std::string(iso).c_str()));
}

}  // namespace qipan::web
