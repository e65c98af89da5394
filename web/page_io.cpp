#include "web/page_io.h"

#include <emscripten/emscripten.h>
#include <emscripten/html5.h>

#include <cstdlib>
#include <string>

#include "core/games/games.h"
#include "web/app.h"

// clang-format off
EM_JS(char*, qipan_page_read_stored, (const char* key), {
  let value = "";
  try {
    value = window.localStorage.getItem(UTF8ToString(key)) || "";
  } catch (e) {
    value = "";
  }
  const size = lengthBytesUTF8(value) + 1;
  const out = _malloc(size);
  stringToUTF8(value, out, size);
  return out;
});
EM_JS(int, qipan_page_write_stored, (const char* key, const char* value), {
  try {
    window.localStorage.setItem(UTF8ToString(key), UTF8ToString(value));
    return 1;
  } catch (e) {
    return 0;
  }
});
EM_JS(char*, qipan_page_fragment, (), {
  const value = window.location.hash.replace(/^#/, "");
  const size = lengthBytesUTF8(value) + 1;
  const out = _malloc(size);
  stringToUTF8(value, out, size);
  return out;
});
EM_JS(void, qipan_page_clear_fragment, (), {
  try {
    window.history.replaceState(null, "", window.location.pathname + window.location.search);
  } catch (e) {
    // The fragment stays; opening it again is harmless.
  }
});
EM_JS(char*, qipan_page_link, (const char* fragment), {
  const value = window.location.origin + window.location.pathname + window.location.search +
                '#' + UTF8ToString(fragment);
  const size = lengthBytesUTF8(value) + 1;
  const out = _malloc(size);
  stringToUTF8(value, out, size);
  return out;
});
EM_JS(void, qipan_page_copy, (const char* text), {
  const value = UTF8ToString(text);
  const fallback = () => {
    const area = document.createElement('textarea');
    area.value = value;
    area.setAttribute('readonly', "");
    area.style.position = 'fixed';
    area.style.left = '-9999px';
    document.body.appendChild(area);
    area.select();
    try { document.execCommand('copy'); } catch (e) { /* nothing more to try */ }
    area.remove();
  };
  if (navigator.clipboard && navigator.clipboard.writeText) {
    navigator.clipboard.writeText(value).catch(fallback);
  } else {
    fallback();
  }
});
EM_JS(void, qipan_page_download, (const char* name, const char* text), {
  const blob = new Blob([UTF8ToString(text)], { type: 'text/plain;charset=utf-8' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = UTF8ToString(name);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
});
// The import box: plain DOM over the canvas (styled through the CSSOM, which
// the page's CSP allows), so pasting and choosing a file work as in any
// page, on phones too.
EM_JS(void, qipan_page_import_box, (void* app, const char* name, const char* says, const char* load_label, const char* open_label, const char* cancel_label, const char* accept), {
  if (document.getElementById('qipan-import')) return;
  const give = (text) => {
    const size = lengthBytesUTF8(text) + 1;
    const ptr = _malloc(size);
    stringToUTF8(text, ptr, size);
    Module['_qipan_page_import'](app, ptr);
    _free(ptr);
  };
  const box = document.createElement('div');
  box.id = 'qipan-import';
  box.setAttribute('role', 'dialog');
  box.setAttribute('aria-label', UTF8ToString(name));
  Object.assign(box.style, {
    position: 'fixed', left: '50%', top: '50%', transform: 'translate(-50%, -50%)',
    width: 'min(560px, 92vw)', background: '#3a302a', color: '#f2d7a8',
    border: '1px solid #8a6a48', borderRadius: '10px', padding: '16px',
    font: '15px/1.4 system-ui, sans-serif', boxShadow: '0 8px 30px rgba(0,0,0,0.5)',
    zIndex: '10', boxSizing: 'border-box',
  });
  const title = document.createElement('div');
  title.textContent = UTF8ToString(says);
  title.style.marginBottom = '8px';
  const area = document.createElement('textarea');
  area.id = 'qipan-import-text';
  area.rows = 10;
  Object.assign(area.style, {
    width: '100%', boxSizing: 'border-box', background: '#241d19', color: '#f2d7a8',
    border: '1px solid #6b5640', borderRadius: '6px', font: '13px/1.35 monospace',
  });
  const file = document.createElement('input');
  file.type = 'file';
  file.id = 'qipan-import-file';
  file.accept = UTF8ToString(accept);
  file.style.display = 'none';
  const row = document.createElement('div');
  Object.assign(row.style, { display: 'flex', gap: '8px', marginTop: '10px', flexWrap: 'wrap' });
  const button = (label, id) => {
    const b = document.createElement('button');
    b.textContent = label;
    b.id = id;
    Object.assign(b.style, {
      background: '#5a4633', color: '#f2d7a8', border: '1px solid #8a6a48',
      borderRadius: '5px', padding: '6px 14px', font: 'inherit', cursor: 'pointer',
    });
    row.appendChild(b);
    return b;
  };
  const load = button(UTF8ToString(load_label), 'qipan-import-load');
  const open = button(UTF8ToString(open_label), 'qipan-import-open');
  const cancel = button(UTF8ToString(cancel_label), 'qipan-import-cancel');
  const close = () => box.remove();
  load.addEventListener('click', () => { const t = area.value; close(); give(t); });
  open.addEventListener('click', () => file.click());
  file.addEventListener('change', () => {
    const f = file.files && file.files[0];
    if (!f) return;
    f.text().then((t) => { close(); give(t); }, () => { area.value = ""; });
  });
  cancel.addEventListener('click', close);
  // Keys typed here are the text's, not the board's.
  box.addEventListener('keydown', (e) => {
    e.stopPropagation();
    if (e.key === 'Escape') close();
  });
  box.append(title, area, file, row);
  document.body.appendChild(box);
  area.focus();
});
EM_JS(int, qipan_page_import_open, (), {
  return document.getElementById('qipan-import') ? 1 : 0;
});
EM_JS(void, qipan_page_listen, (void* app), {
  window.addEventListener('hashchange', () => Module['_qipan_page_link_opened'](app));
  // The game kept as the page is left or hidden (its clock as it stands).
  window.addEventListener('pagehide', () => Module['_qipan_page_leaving'](app));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') Module['_qipan_page_leaving'](app);
  });
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

std::string read_stored(std::string_view key) {
  return taken(qipan_page_read_stored(std::string(key).c_str()));
}

bool write_stored(std::string_view key, std::string_view value) {
  return qipan_page_write_stored(std::string(key).c_str(), std::string(value).c_str()) != 0;
}

std::string url_fragment() { return taken(qipan_page_fragment()); }
void clear_url_fragment() { qipan_page_clear_fragment(); }
std::string link_with_fragment(std::string_view fragment) {
  return taken(qipan_page_link(std::string(fragment).c_str()));
}

void copy_to_clipboard(std::string_view text) { qipan_page_copy(std::string(text).c_str()); }
void download_text(std::string_view file_name, std::string_view text) {
  qipan_page_download(std::string(file_name).c_str(), std::string(text).c_str());
}

void open_import_box(App& app, const Words& w) {
  // The file chooser offers every game's record files, and plain text.
  std::string accept;
  games::for_each_game([&](auto g) {
    const std::string_view ext = decltype(g)::type::record_extension;
    if (accept.find(ext) == std::string::npos) accept += std::string(ext) + ",";
  });
  accept += ".txt,text/plain,.tmj,.ldtk,.json";  // and a battle's map file
  qipan_page_import_box(&app, w.import_name, w.import_says, w.import_load, w.import_open,
                        w.import_cancel, accept.c_str());
}
bool import_box_open() { return qipan_page_import_open() != 0; }

void listen_for_page_events(App& app) { qipan_page_listen(&app); }

}  // namespace qipan::web

// The import box's text, and a share link opened in a page already showing
// a game (the fragment changed): called from the page's JavaScript.
extern "C" EMSCRIPTEN_KEEPALIVE void qipan_page_import(qipan::web::App* app, const char* text) {
  app->import_text(text);
}
extern "C" EMSCRIPTEN_KEEPALIVE void qipan_page_link_opened(qipan::web::App* app) {
  app->open_link(qipan::web::url_fragment());
}
extern "C" EMSCRIPTEN_KEEPALIVE void qipan_page_leaving(qipan::web::App* app) { app->leaving(); }
