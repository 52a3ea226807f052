import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_DEPOSIT_PRICE_ID, type LocalStack } from './stack.ts';

/** The repository's git-ignored .local folder, where the persisted stack lives. */
export const localDir = fileURLToPath(new URL('../../.local/', import.meta.url));
/** What the app (and other local tools) read to find the running stack. */
export const stackFile = path.join(localDir, 'stack.json');

/** The contents of .local/stack.json. */
export type StackInfo = {
  apiUrl: string;
  publishableKey: string;
  mailboxUrl: string;
  depositPriceId: string;
  pid: number;
  /** Set by start-all: the functions host and the Stripe stand-in. */
  functionsUrl?: string;
  stripeUrl?: string;
};

/** Writes .local/stack.json for the app's env (VITE_SUPABASE_URL, VITE_SUPABASE_PUBLISHABLE_KEY, deposit price id). */
export function writeStackInfo(stack: LocalStack, extra: Partial<StackInfo> = {}): StackInfo {
  const info: StackInfo = {
    apiUrl: stack.apiUrl,
    publishableKey: stack.publishableKey,
    mailboxUrl: `${stack.apiUrl}/__mailbox`,
    depositPriceId: LOCAL_DEPOSIT_PRICE_ID,
    pid: process.pid,
    ...extra,
  };
  writeFileSync(stackFile, `${JSON.stringify(info, null, 2)}\n`);
  return info;
}
