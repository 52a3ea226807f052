// @vitest-environment node
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { loopbackFetch } from './support.ts';

// The real fetch, captured before tests/setup.ts stubs the global one for unit tests.

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

// node:http, not fetch: it sends the Host header we set, as a rebound DNS name would arrive.
function get(
  stack: LocalStack,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${stack.apiUrl}${path}`, { method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const corsHeaderNames = (answer: Answer) =>
  Object.keys(answer.headers).filter((name) => name.startsWith('access-control-'));

describe('local mailbox: recovery and invite tokens only for the stack itself', () => {
  let stack: LocalStack;
  let port: number;

  beforeAll(async () => {
    stack = await startLocalStack({ port: 0, bcryptCost: 4 });
    port = Number(new URL(stack.apiUrl).port);
    stack.mailbox.send({
      to: 'owner@example.com',
      subject: 'Reset',
      text: 'Reset it',
      link: 'http://127.0.0.1:5173/reset-password?token_hash=secret',
      kind: 'recovery',
    });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('serves the JSON and the page to its own loopback host, as the e2e helpers read them from Node', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
      const json = await get(stack, '/__mailbox.json', { Host: host });
      expect(json.status, host).toBe(200);
      expect(JSON.parse(json.body)).toMatchObject([{ to: 'owner@example.com', kind: 'recovery' }]);
    }
    const page = await get(stack, '/__mailbox');
    expect(page.status).toBe(200);
    expect(page.body).toContain('token_hash=secret');
    expect((await loopbackFetch(`${stack.apiUrl}/__mailbox.json`)).status).toBe(200);
  });

  it('sends no CORS headers to another loopback origin, so a local page cannot read the tokens', async () => {
    for (const path of ['/__mailbox.json', '/__mailbox']) {
      const answer = await get(stack, path, { Origin: 'http://127.0.0.1:8080' });
      expect(answer.status).toBe(200);
      expect(corsHeaderNames(answer), path).toEqual([]);
    }
  });

  it('does not approve a CORS preflight for the mailbox', async () => {
    const answer = await get(
      stack,
      '/__mailbox.json',
      {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-anything',
      },
      'OPTIONS',
    );
    expect(answer.status).not.toBe(204);
    expect(corsHeaderNames(answer)).toEqual([]);
  });

  it('refuses a Host header that is not its own loopback host:port (DNS rebinding)', async () => {
    for (const host of [
      `rebind.example:${port}`,
      'rebind.example',
      `127.0.0.1:${port + 1}`,
      `localhost`,
      `127.0.0.2:${port}`,
    ]) {
      for (const path of ['/__mailbox.json', '/__mailbox']) {
        const answer = await get(stack, path, { Host: host });
        expect(answer.status, `${host} ${path}`).toBe(403);
        expect(answer.body).not.toContain('token_hash');
      }
    }
  });
});
