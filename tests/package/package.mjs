// Shared set-up of the package tests: the npm tarball, packed once per test
// file from the built public/ (scripts/pack.sh --no-build), and fresh
// temporary projects that install it offline, as a developer's app would.
// vite, esbuild and typescript come from the repo's node_modules.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '..', '..');
export const repoModules = path.join(root, 'node_modules');

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'qipan-package-'));
process.on('exit', () => fs.rmSync(scratch, { recursive: true, force: true }));

// Runs a command; returns its stdout, or throws with its stderr.
export function run(command, args, options = {}) {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });
  } catch (e) {
    throw new Error(`${command} ${args.join(' ')} failed (${e.status}):\n${e.stdout ?? ''}\n${e.stderr ?? ''}`);
  }
}

let packed = null;
// The tarball's path.
export function tarball() {
  if (!packed) {
    const out = run(path.join(root, 'scripts', 'pack.sh'), ['--no-build', '--out', path.join(scratch, 'pack')]);
    packed = out.trim().split('\n').pop();
  }
  return packed;
}

// A fresh project directory `name` with `files` ({relative path: text}) and
// the tarball installed offline (npm install --offline <tgz>): no registry.
export function project(name, files = {}, packageJson = {}) {
  const dir = path.join(scratch, name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'),
    JSON.stringify({ name, private: true, version: '1.0.0', ...packageJson }, null, 2));
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--loglevel=error', tarball()], { cwd: dir });
  writeFiles(dir, files);
  return dir;
}

export function writeFiles(dir, files) {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
}
