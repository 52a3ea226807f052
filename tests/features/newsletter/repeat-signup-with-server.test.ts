import { describe, expect, it, vi } from 'vitest';
import { isAlreadySubscribed, saveNewsletterSignup } from '@/features/newsletter/signup';
import type { NewsletterSignup, SubmissionsPort } from '@/lib/submissions';

// With a backend the server keeps the list and decides what a repeated signup means (a new confirmation for a
// reader who unsubscribed), so this browser's copy must not settle the repeat.
const saved: NewsletterSignup[] = [];
const create = vi.fn(async (_kind: string, record: NewsletterSignup) => {
  saved.push(record);
  return record;
});
const submissions: SubmissionsPort = {
  serverDecidesNewsletterRepeats: true,
  create: create as SubmissionsPort['create'],
  awaitingDelivery: () => false,
  subscribeDelivery: () => () => undefined,
  pendingWaitlistSignup: () => undefined,
  reviseWaitlistSignup: () => undefined,
  waitlistSignupsMadeHere: () => 0,
  newsletterSignupsMadeHere: (email) => saved.filter((record) => record.email === email),
  forgetNewsletterSignup: (id) => {
    const at = saved.findIndex((record) => record.id === id);
    if (at >= 0) saved.splice(at, 1);
  },
};

describe('a repeated newsletter signup with a backend', () => {
  it('is sent to the server again, and this browser keeps one record of the address', async () => {
    await saveNewsletterSignup(submissions, 'reader@example.com', 'homepage');
    expect(isAlreadySubscribed(submissions, 'reader@example.com')).toBe(false);
    await saveNewsletterSignup(submissions, 'reader@example.com', 'homepage');
    expect(create).toHaveBeenCalledTimes(2);
    expect(saved.map((record) => record.email)).toEqual(['reader@example.com']);
  });
});
