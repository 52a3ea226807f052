import { contentSecurityPolicy } from '../../build/security-headers';
import { expect, test } from '../support/test';
import { backendInfo } from './backend';

test("the Content-Security-Policy lets the app reach this build's Supabase stack, and nothing else", async ({
  request,
}) => {
  const { apiUrl } = backendInfo();
  const response = await request.get('/');
  // http and ws for the local stack; a hosted project gets https and wss.
  expect(response.headers()['content-security-policy']).toBe(contentSecurityPolicy(apiUrl));
  expect(response.headers()['content-security-policy']).toContain(
    `connect-src 'self' ${new URL(apiUrl).origin} ws://`,
  );
});
