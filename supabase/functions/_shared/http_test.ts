import assert from 'node:assert/strict';
import { openRequest } from './http.ts';

const site = 'http://127.0.0.1:5173';
const request = (method: string, origin = site) => new Request('http://127.0.0.1/fn', { method, headers: { Origin: origin } });

Deno.test('the opening answers a preflight 204 with CORS for an allowed origin and none for another', () => {
  const allowed = openRequest(request('OPTIONS'), [site], ['POST']);
  assert.equal(allowed.early?.status, 204);
  assert.equal(allowed.early?.headers.get('Access-Control-Allow-Origin'), site);
  assert.equal(allowed.early?.headers.get('Access-Control-Allow-Methods'), 'POST, OPTIONS');
  const other = openRequest(request('OPTIONS', 'https://elsewhere.example'), [site], ['POST']);
  assert.equal(other.early?.headers.get('Access-Control-Allow-Origin'), null);
});

// RFC 9110 section 15.5.6: a 405 response must list the allowed methods in Allow.
Deno.test('a method the function does not take is 405 with Allow and the CORS headers', async () => {
  const { early } = openRequest(request('PUT'), [site], ['GET', 'POST']);
  assert.equal(early?.status, 405);
  assert.equal(early?.headers.get('Allow'), 'GET, POST, OPTIONS');
  assert.equal(early?.headers.get('Access-Control-Allow-Origin'), site);
  assert.deepEqual(await early?.json(), { error: 'Method not allowed' });
});

Deno.test('a method the function takes goes on, with the CORS headers to answer with', () => {
  const { early, cors } = openRequest(request('POST'), [site], ['POST']);
  assert.equal(early, null);
  assert.equal(cors.get('Access-Control-Allow-Origin'), site);
  assert.equal(cors.get('Allow'), null);
});
