// @vitest-environment node
import http from 'node:http';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm run dev` shows what the build serves: a marketing page rendered with its islands in page.html, the app's
// pages as the client-rendered shell, and the 404 page with its status for an unknown address.

const root = path.resolve(__dirname, '../..');
let server: ViteDevServer;
let origin = '';

function get(pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}${pathname}`, { headers: { accept: 'text/html' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

beforeAll(async () => {
  server = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('The dev server has no port.');
  origin = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await server?.close();
});

describe('the dev server', () => {
  it('renders a marketing page with its content, head and islands, started by the page script', async () => {
    const { status, body } = await get('/pricing');
    expect(status).toBe(200);
    expect(body).toContain('<title>Pricing | DoorKeep</title>');
    expect(body).toMatch(/<h1[^>]*>Simple, Flat 2% Pricing<\/h1>/);
    expect(body).toContain('data-island="roi-calculator"');
    expect(body).toContain('data-island="site-header"');
    expect(body).toContain('/src/entry-page.ts');
    expect(body).not.toContain('/src/entry-client.tsx');
  });

  it('serves an app page as the client-rendered shell', async () => {
    const { status, body } = await get('/login');
    expect(status).toBe(200);
    expect(body).toContain('<div id="root"></div>');
    expect(body).toContain('/src/entry-client.tsx');
  });

  it('answers an unknown address with the 404 page and its status', async () => {
    const { status, body } = await get('/no-such-page');
    expect(status).toBe(404);
    expect(body).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
  });
});
