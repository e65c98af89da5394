// The module's JS layer (linked with --post-js): every embind class and
// function is wrapped, once the runtime is up, so that
//  - each argument is read into a plain value BEFORE wasm is entered:
//    primitives pass as they are (no valueOf/toString: nothing is coerced),
//    an array becomes an empty array and a function a placeholder (the C++
//    side only names their type), and an object becomes a fresh
//    null-prototype snapshot of its own enumerable keys, each value flattened
//    the same way one level down; a typed array becomes a copy of its own
//    (qipanView). Getters, proxy traps and re-entrant calls
//    run here, in plain JS; if one throws, its exception propagates unchanged
//    and the module was never entered;
//  - an error the C++ side recorded (bindings/js_error.h: C++ never throws
//    through wasm) is thrown as an Error after the call has returned;
//  - every class has [Symbol.dispose], for `using`;
//  - embind's own errors (BindingError: too few arguments; a constructor
//    called without new) get code 'bad_argument' like the module's own;
//  - Emscripten's internals on the module object (HEAP8, asm, dynCall_*,
//    _malloc ...) stay reachable but are not enumerable, so console.log and
//    Object.keys show the API only.
// (finalize.js, linked by the module only, frees forgotten objects.)

// This file works inside Emscripten 3.1.6's output and uses its embind
// internals (ClassHandle, readyPromiseResolve/Reject); if a toolchain update
// renames them, fail at load rather than run unguarded.
if (typeof ClassHandle !== 'function' || typeof readyPromiseResolve !== 'function' ||
    typeof readyPromiseReject !== 'function') {
  throw new Error('qipan: bindings/guard.js does not fit this Emscripten version');
}

// The error of the call under way, {message, code}, set by C++ (qipan_fail
// in js_error.cpp).
var qipanPendingError = null;

// Throws the pending error, if any, as an Error with its `code` (one of the
// names in docs/api.md, 'bad_argument'...). `result` is what the failed call
// returned: an object handle made on the way is freed.
function qipanRaise(result) {
  if (qipanPendingError === null) return result;
  var pending = qipanPendingError;
  qipanPendingError = null;
  if (result instanceof ClassHandle && result.$$ && result.$$.ptr) result.delete();
  var error = new Error(pending.message);
  error.code = pending.code;
  throw error;
}

var qipanPlaceholderFunction = function placeholder() {};

// A value one level inside an object argument: primitives as they are,
// anything else a stand-in of the same type name.
function qipanFlat(value) {
  var type = typeof value;
  if (value === null || (type !== 'object' && type !== 'function')) return value;
  if (type === 'function') return qipanPlaceholderFunction;
  if (Array.isArray(value)) return [];
  return Object.create(null);
}

// The typed arrays an argument may be (bulk data: TacticsMap terrain).
var qipanViewTypes = [Uint8Array, Int8Array, Uint8ClampedArray, Uint16Array, Int16Array,
  Uint32Array, Int32Array, Float32Array, Float64Array];

// A typed array argument as a fresh array of the same built-in type, copied
// through the typed array's internal slots (no user code runs); an object
// that only looks like one (a proxy, a DataView) becomes a plain object.
function qipanView(value) {
  for (var i = 0; i < qipanViewTypes.length; i++) {
    if (value instanceof qipanViewTypes[i]) return new qipanViewTypes[i](value);
  }
  return Object.create(null);
}

// An argument as C++ may read it (see the top of this file).
function qipanPlain(value) {
  var type = typeof value;
  if (value === null || type !== 'object') return qipanFlat(value);
  if (Array.isArray(value)) return [];
  if (ArrayBuffer.isView(value)) return qipanView(value);
  var copy = Object.create(null);
  var keys = Object.keys(value);
  for (var i = 0; i < keys.length; i++) copy[keys[i]] = qipanFlat(value[keys[i]]);
  return copy;
}

function qipanPlainArgs(args) {
  var out = new Array(args.length);
  for (var i = 0; i < args.length; i++) out[i] = qipanPlain(args[i]);
  return out;
}

// An error embind threw (BindingError, a TypeError for a missing `new`)
// gets the module's code for a bad call.
function qipanCoded(e) {
  if (e instanceof Error && typeof e.code !== 'string') e.code = 'bad_argument';
  return e;
}

// The same function, guarded: plain arguments in, a recorded error thrown.
function qipanGuard(raw, name) {
  var guarded = {
    [name]: function () {
      var args = qipanPlainArgs(arguments);
      qipanPendingError = null;
      var result;
      try {
        result = raw.apply(this, args);
      } catch (e) {
        qipanPendingError = null;
        throw qipanCoded(e);
      }
      return qipanRaise(result);
    },
  }[name];
  // embind's overload dispatchers look their table up on the function that
  // holds the name, which is now this one.
  // (Not enumerable: console.log shows the function only.)
  ['overloadTable', 'argCount', 'numArguments'].forEach(function (key) {
    if (key in raw) Object.defineProperty(guarded, key, { value: raw[key], writable: true, configurable: true });
  });
  return guarded;
}

var qipanDispose = typeof Symbol.dispose === 'symbol' ? Symbol.dispose : Symbol.for('nodejs.dispose');

// Wraps an embind class: its constructor, its class functions and every method.
function qipanGuardClass(name, raw) {
  var proto = raw.prototype;
  var wrapped = {
    [name]: function () {
      if (new.target === undefined) throw qipanCoded(new TypeError("Use 'new' to construct " + name));
      var args = qipanPlainArgs(arguments);
      qipanPendingError = null;
      var result;
      try {
        result = Reflect.construct(raw, args, new.target);
      } catch (e) {
        qipanPendingError = null;
        throw qipanCoded(e);
      }
      return qipanRaise(result);
    },
  }[name];
  wrapped.prototype = proto;
  Object.getOwnPropertyNames(raw).forEach(function (key) {
    if (key === 'prototype' || key in Function.prototype) return;
    var value = raw[key];
    if (typeof value === 'function') wrapped[key] = qipanGuard(value, key);
  });
  Object.getOwnPropertyNames(proto).forEach(function (key) {
    var value = proto[key];
    if (key === 'constructor' || typeof value !== 'function') return;
    proto[key] = qipanGuard(value, key);
  });
  proto[qipanDispose] = function () {
    if (!this.isDeleted()) this.delete();
  };
  return wrapped;
}

// What the module offers before its runtime starts; everything embind adds
// after that is wrapped.
var qipanRuntimeKeys = new Set(Object.keys(Module));

function qipanGuardModule() {
  Object.keys(Module).forEach(function (key) {
    var value = Module[key];
    if (qipanRuntimeKeys.has(key) || typeof value !== 'function') return;
    if (value.prototype instanceof ClassHandle) {
      Module[key] = qipanGuardClass(key, value);
    } else if (value.overloadTable || 'argCount' in value || 'numArguments' in value) {
      Module[key] = qipanGuard(value, key);
    }
  });
}

// Emscripten's own keys (those before the runtime, and what instantiating
// adds) become non-enumerable: the module object lists the API only.
function qipanHideInternals() {
  Object.keys(Module).forEach(function (key) {
    if (qipanRuntimeKeys.has(key) || /^(asm|HEAP|calledRun$|wasmMemory$|dynCall_|_)/.test(key)) {
      Object.defineProperty(Module, key, { enumerable: false });
    }
  });
}

// Guard the module after embind has registered everything and before anyone
// sees it: the factory's promise resolves only with a guarded module, and
// rejects if guarding fails.
var qipanResolve = readyPromiseResolve;
readyPromiseResolve = function (module) {
  try {
    qipanGuardModule();
    qipanHideInternals();
  } catch (e) {
    readyPromiseReject(e);
    return;
  }
  qipanResolve(module);
};
