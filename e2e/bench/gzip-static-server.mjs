// A static host for the web-vitals bench: serves one build folder on loopback with gzip, the way a CDN would.
// Two routing modes, to compare like with like:
//  - 'prerendered': a URL is served its prerendered `<route>/index.html`; other routes get the client-only shell
//    `app.html` (what `_redirects` does on the real host), unknown paths `404.html`;
//  - 'spa': every path without a file extension is served `index.html` (a plain client-rendered Vite app).
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};
const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.xml', '.txt']);

function isFile(file) {
  return existsSync(file) && statSync(file).isFile();
}

/** The file that answers `pathname`, and its status. */
function resolveFile(root, pathname, mode) {
  const direct = path.join(root, pathname);
  if (!direct.startsWith(root)) return { file: path.join(root, mode === 'spa' ? 'index.html' : '404.html'), status: 404 };
  if (path.extname(pathname)) return isFile(direct) ? { file: direct, status: 200 } : { file: null, status: 404 };
  if (mode === 'spa') return { file: path.join(root, 'index.html'), status: 200 };
  const prerendered = path.join(direct, 'index.html');
  if (pathname !== '/404' && isFile(prerendered)) return { file: prerendered, status: 200 };
  const shell = path.join(root, 'app.html');
  if (isFile(shell) && pathname !== '/') return { file: shell, status: 200 };
  return { file: path.join(root, '404.html'), status: 404 };
}

/** Starts the server on 127.0.0.1 at a free port; resolves to `{ url, close }`. */
export function serveBuild(root, mode) {
  const absoluteRoot = path.resolve(root);
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname).replace(/\/+$/, '') || '/';
    const { file, status } = resolveFile(absoluteRoot, pathname, mode);
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    const ext = path.extname(file);
    const headers = {
      'Content-Type': types[ext] ?? 'application/octet-stream',
      'Cache-Control': file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    const gzip = compressible.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (gzip) {
      res.writeHead(status, { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
      createReadStream(file).pipe(zlib.createGzip({ level: 9 })).pipe(res);
    } else {
      res.writeHead(status, headers);
      createReadStream(file).pipe(res);
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) });
    });
  });
}
