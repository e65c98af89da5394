// A small static file server for public/ on 127.0.0.1, used by play.sh and
// by the browser tests. `serve({root, port, portSearch, isolated})` resolves
// to {server, port, url}; a taken port is skipped when portSearch is true.
// `isolated` (the default) sends COOP/COEP, which make the page
// cross-origin isolated: the engine worker can then be stopped through
// shared memory (docs/api.md). The page works without them too (--plain).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.ts': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

// The headers that make a page cross-origin isolated (SharedArrayBuffer).
const isolation = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-embedder-policy': 'require-corp',
};

function handler(root, isolated) {
  return (req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      res.writeHead(400).end('bad request');
      return;
    }
    if (pathname.endsWith('/')) pathname += 'index.html';
    const file = path.join(root, pathname);
    if (!file.startsWith(root + path.sep)) {
      res.writeHead(403).end('forbidden');
      return;
    }
    fs.readFile(file, (err, data) => {
      if (err) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      res.writeHead(200, {
        'content-type': types[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
        ...(isolated ? isolation : {}),
      });
      res.end(data);
    });
  };
}

function listen(server, port) {
  return new Promise((resolve, reject) => {
    const onError = (e) => { server.off('listening', onListening); reject(e); };
    const onListening = () => { server.off('error', onError); resolve(server.address().port); };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, '127.0.0.1');
  });
}

export async function serve({ root, port = 0, portSearch = false, isolated = true }) {
  const dir = path.resolve(root);
  for (let p = port; ; p++) {
    const server = http.createServer(handler(dir, isolated));
    try {
      const bound = await listen(server, p);
      return { server, port: bound, url: `http://127.0.0.1:${bound}/` };
    } catch (e) {
      if (!(portSearch && e.code === 'EADDRINUSE' && p !== 0 && p < 65535)) throw e;
    }
  }
}

// node scripts/serve.mjs [--port N] [--root DIR] [--plain]: serve until
// stopped; --plain leaves out the isolation headers.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  let port = 8000;
  let portSearch = true;
  let isolated = true;
  let root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--port') {
      port = Number(args[++i]);
      portSearch = false;
      if (!Number.isInteger(port) || port < 1 || port > 65535) {
        console.error(`serve: --port needs a port number from 1 to 65535, got '${args[i]}'`);
        process.exit(2);
      }
    } else if (args[i] === '--plain') {
      isolated = false;
    } else if (args[i] === '--root') {
      root = args[++i];
    } else {
      console.error(`serve: unknown argument '${args[i]}' (expected --port N, --root DIR or --plain)`);
      process.exit(2);
    }
  }
  try {
    const { url } = await serve({ root, port, portSearch, isolated });
    console.log(`qipan is served at ${url}  (Ctrl+C stops it)`);
  } catch (e) {
    console.error(`serve: cannot listen on 127.0.0.1:${port}: ${e.message}`);
    process.exit(1);
  }
}
