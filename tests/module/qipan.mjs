// Loads the built module once per test file, as a Node user would: require().
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const modulePath = path.resolve(here, '..', '..', 'public', 'qipan.js');
export const createQipan = createRequire(import.meta.url)(modulePath);
export const qipan = await createQipan();

// assert.throws matcher: an Error (not a string or a number) whose message
// matches `pattern`.
export function errorMatching(pattern) {
  return (e) => e instanceof Error && pattern.test(e.message);
}

// Asserts that `call` throws an Error with this `code` (and a message
// matching `pattern`, when given).
export function throwsCode(call, code, pattern) {
  assert.throws(call, (e) => {
    assert.ok(e instanceof Error, `not an Error: ${e}`);
    assert.equal(e.code, code, e.message);
    if (pattern) assert.match(e.message, pattern);
    return true;
  });
}

// body(object), then object.delete() whatever happened.
export function using(object, body) {
  try {
    return body(object);
  } finally {
    object.delete();
  }
}

// A small battle: Lord 0 (1,1), Soldier 1 (3,1), Archer 2 (1,3), Soldier 3
// (4,3); the soldiers cannot move.
export const DUEL = `scenario duel
title A Duel

map
......
.L.s..
......
.A..s.
......

units
L player Lord    foot 20 9 5 4 1
A player Archer  foot 16 7 2 4 2
s enemy  Soldier foot 15 8 3 0 1
`;
