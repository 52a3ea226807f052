// @vitest-environment node
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_FUNCTION_BODY_BYTES, startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';

type Answer = { status: number; body: string };

/** Sends `chunks` to the stack; `chunked` leaves Content-Length out (Transfer-Encoding: chunked). */
function post(stack: LocalStack, path: string, chunks: Buffer[], chunked = false): Promise<Answer> {
  const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  return new Promise((resolve, reject) => {
    const req = request(
      `${stack.apiUrl}${path}`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          // A JWT, so the gateway's verify_jwt lets the request through to the body cap (the legacy anon key is one).
          Authorization: `Bearer ${stack.legacyKeys.anonKey}`,
          ...(chunked ? {} : { 'Content-Length': String(length) }),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('local functions proxy: request body cap', () => {
  let stack: LocalStack;
  let functionsHost: Server;
  const forwarded: { path: string; bytes: number }[] = [];

  beforeAll(async () => {
    // A stand-in for the Deno host that records what reaches it.
    functionsHost = createServer((req, res) => {
      let bytes = 0;
      req.on('data', (chunk: Buffer) => (bytes += chunk.length));
      req.on('end', () => {
        forwarded.push({ path: req.url ?? '', bytes });
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ bytes }));
      });
    });
    await new Promise<void>((resolve) => functionsHost.listen(0, '127.0.0.1', resolve));
    const functionsUrl = `http://127.0.0.1:${(functionsHost.address() as AddressInfo).port}`;
    stack = await startLocalStack({ port: 0, functionsUrl, bcryptCost: 4 });
  });

  beforeEach(() => {
    forwarded.length = 0;
  });

  afterAll(async () => {
    await stack?.stop();
    await new Promise<void>((resolve) => functionsHost.close(() => resolve()));
  });

  it('forwards a body of exactly 1 MiB (the same cap as the rest of the local API) whole', async () => {
    expect(MAX_FUNCTION_BODY_BYTES).toBe(1024 * 1024);
    const answer = await post(stack, '/functions/v1/echo', [Buffer.alloc(MAX_FUNCTION_BODY_BYTES, 'a')]);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ bytes: MAX_FUNCTION_BODY_BYTES });
    expect(forwarded).toEqual([{ path: '/echo', bytes: MAX_FUNCTION_BODY_BYTES }]);
  });

  it('answers 413 to a declared Content-Length over 1 MiB and forwards nothing', async () => {
    const answer = await post(stack, '/functions/v1/echo', [Buffer.alloc(MAX_FUNCTION_BODY_BYTES + 1, 'a')]);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(forwarded).toEqual([]);
  });

  it('answers 413 to a chunked body that grows past 1 MiB and forwards nothing', async () => {
    const chunks = Array.from({ length: 5 }, () => Buffer.alloc(256 * 1024, 'b'));
    const answer = await post(stack, '/functions/v1/echo', chunks, true);
    expect(answer.status).toBe(413);
    expect(forwarded).toEqual([]);
  });

  it('still forwards a small chunked body whole', async () => {
    expect(
      (await post(stack, '/functions/v1/echo', [Buffer.from('{"a":'), Buffer.from('1}')], true)).status,
    ).toBe(200);
    expect(forwarded).toEqual([{ path: '/echo', bytes: 7 }]);
  });
});
