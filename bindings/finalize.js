// The module's safety net for forgotten objects (linked with --post-js by
// qipan.js only: the page app's App is driven by its C++ main loop, which a
// collected wrapper must never free).
//
// Frees C++ objects whose wrappers are collected without delete(). embind
// registers only smart-pointer handles; this registers every handle (and each
// alias made by embind's own clone, which shares the count). delete()
// unregisters, so nothing is freed twice.
// Uses embind 3.1.6 internals (attachFinalizer, detachFinalizer,
// releaseClassHandle): fail at load if they are gone.
if (typeof attachFinalizer !== 'function' || typeof detachFinalizer !== 'function' ||
    typeof releaseClassHandle !== 'function') {
  throw new Error('qipan: bindings/finalize.js does not fit this Emscripten version');
}
var qipanFinalizer =
  typeof FinalizationRegistry === 'function'
    ? new FinalizationRegistry(function (info) {
        if (info.$$.ptr) releaseClassHandle(info.$$);
      })
    : null;
attachFinalizer = function (handle) {
  if (qipanFinalizer) qipanFinalizer.register(handle, { $$: handle.$$ }, handle);
  return handle;
};
detachFinalizer = function (handle) {
  if (qipanFinalizer) qipanFinalizer.unregister(handle);
};

