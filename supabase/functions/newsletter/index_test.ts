import assert from 'node:assert/strict';
import { createNewsletterHandler, type NewsletterResult, type NewsletterStore } from '../_shared/newsletter.ts';

// A store double holding tokens the way the database does: a confirmation works once, an unsubscribe always.
function storeDouble() {
  const confirmTokens = new Set(['c'.repeat(43)]);
  const readers = new Map([['u'.repeat(43), 'subscribed']]);
  const calls: string[] = [];
  const store: NewsletterStore = {
    async confirm(token): Promise<NewsletterResult> {
      calls.push(`confirm:${token}`);
      return confirmTokens.delete(token) ? 'confirmed' : 'invalid';
    },
    async unsubscribe(token): Promise<NewsletterResult> {
      calls.push(`unsubscribe:${token}`);
      if (!readers.has(token)) return 'invalid';
      readers.set(token, 'unsubscribed');
      return 'unsubscribed';
    },
  };
  return { store, calls, readers };
}

const site = 'https://www.doorkeep.example';
const base = 'https://ref.supabase.co/functions/v1/newsletter';
const unsubscribeToken = 'u'.repeat(43);

function setup() {
  const double = storeDouble();
  const handler = createNewsletterHandler(() => ({ store: double.store, siteOrigins: [site] }));
  return { ...double, handler };
}

const postJson = (body: unknown, origin = site) =>
  new Request(base, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin }, body: JSON.stringify(body) });

Deno.test('the confirm page posts the token: confirmed once, then invalid (single use)', async () => {
  const { handler } = setup();
  const first = await handler(postJson({ action: 'confirm', token: 'c'.repeat(43) }));
  assert.equal(first.status, 200);
  assert.deepEqual(await first.json(), { result: 'confirmed' });
  assert.equal(first.headers.get('Access-Control-Allow-Origin'), site);
  const again = await handler(postJson({ action: 'confirm', token: 'c'.repeat(43) }));
  assert.deepEqual(await again.json(), { result: 'invalid' });
});

Deno.test('a malformed token is invalid without asking the database; an unknown action is a 400', async () => {
  const { handler, calls } = setup();
  for (const token of ['', 'short', 'c'.repeat(44), `${'c'.repeat(42)}+`, 42, null]) {
    const answer = await handler(postJson({ action: 'confirm', token }));
    assert.deepEqual(await answer.json(), { result: 'invalid' }, String(token));
  }
  assert.deepEqual(calls, []);
  assert.equal((await handler(postJson({ action: 'delete', token: 'c'.repeat(43) }))).status, 400);
  assert.equal((await handler(new Request(base, { method: 'POST', body: 'not json' }))).status, 400);
});

Deno.test('the unsubscribe page posts the token: unsubscribed, and again harmlessly', async () => {
  const { handler, readers } = setup();
  for (let i = 0; i < 2; i++) {
    const answer = await handler(postJson({ action: 'unsubscribe', token: unsubscribeToken }));
    assert.deepEqual(await answer.json(), { result: 'unsubscribed' });
  }
  assert.equal(readers.get(unsubscribeToken), 'unsubscribed');
});

const oneClickUrl = `${base}?action=unsubscribe&token=${unsubscribeToken}`;

Deno.test('RFC 8058 section 3.2: a form-encoded POST of List-Unsubscribe=One-Click to the header URL unsubscribes, answered 200 without a redirect', async () => {
  const { handler, readers } = setup();
  const answer = await handler(
    new Request(oneClickUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    }),
  );
  assert.equal(answer.status, 200);
  assert.equal(answer.headers.get('Location'), null);
  assert.match(await answer.text(), /unsubscribed/);
  assert.equal(readers.get(unsubscribeToken), 'unsubscribed');
});

Deno.test('RFC 8058 section 3.2: the multipart/form-data encoding works too', async () => {
  const { handler, readers } = setup();
  const form = new FormData();
  form.set('List-Unsubscribe', 'One-Click');
  const answer = await handler(new Request(oneClickUrl, { method: 'POST', body: form }));
  assert.equal(answer.status, 200);
  assert.equal(readers.get(unsubscribeToken), 'unsubscribed');
});

Deno.test('a POST to the header URL without the One-Click body, or with an unknown token, changes nothing', async () => {
  const { handler, readers } = setup();
  const bare = await handler(new Request(oneClickUrl, { method: 'POST' }));
  assert.equal(bare.status, 400);
  const wrong = await handler(
    new Request(oneClickUrl, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=Yes' }),
  );
  assert.equal(wrong.status, 400);
  assert.equal(readers.get(unsubscribeToken), 'subscribed');
  const unknown = await handler(
    new Request(`${base}?action=unsubscribe&token=${'z'.repeat(43)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    }),
  );
  assert.equal(unknown.status, 404);
});

Deno.test('a GET of the header URL (a person or a link scanner) unsubscribes nobody: it is sent on to the app page', async () => {
  const { handler, readers, calls } = setup();
  const answer = await handler(new Request(oneClickUrl));
  assert.equal(answer.status, 303);
  assert.equal(answer.headers.get('Location'), `${site}/newsletter/unsubscribe?token=${unsubscribeToken}`);
  assert.equal(readers.get(unsubscribeToken), 'subscribed');
  assert.deepEqual(calls, []);
});

Deno.test('a preflight from the site is allowed; another origin gets no CORS grant', async () => {
  const { handler } = setup();
  const ok = await handler(new Request(base, { method: 'OPTIONS', headers: { Origin: site } }));
  assert.equal(ok.status, 204);
  assert.equal(ok.headers.get('Access-Control-Allow-Origin'), site);
  const other = await handler(new Request(base, { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } }));
  assert.equal(other.headers.get('Access-Control-Allow-Origin'), null);
});

Deno.test('a database failure is a 500 that says nothing of the token', async () => {
  const handler = createNewsletterHandler(() => ({
    siteOrigins: [site],
    store: {
      confirm: () => Promise.reject(new Error('database down')),
      unsubscribe: () => Promise.reject(new Error('database down')),
    },
  }));
  const originalError = console.error;
  console.error = () => {};
  try {
    const answer = await handler(postJson({ action: 'confirm', token: 'c'.repeat(43) }));
    assert.equal(answer.status, 500);
    assert.doesNotMatch(await answer.text(), /c{43}/);
  } finally {
    console.error = originalError;
  }
});
