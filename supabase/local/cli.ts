// The local stack's command line:
//   npx tsx supabase/local/cli.ts start [--port 54321] [--functions-url http://127.0.0.1:54329]
//   npx tsx supabase/local/cli.ts reset
//   npx tsx supabase/local/cli.ts admin:create <email> [--password <password>]
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { localDir, stackFile, writeStackInfo, type StackInfo } from './stack-info.ts';
import { DEFAULT_API_PORT, startLocalStack, type LocalStack } from './stack.ts';

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

/** The running stack's API URL, if .local/stack.json names one that answers. */
async function runningApiUrl(): Promise<string | undefined> {
  if (!existsSync(stackFile)) return undefined;
  try {
    const info = JSON.parse(readFileSync(stackFile, 'utf8')) as StackInfo;
    const answer = await fetch(`${info.apiUrl}/__health`, { signal: AbortSignal.timeout(2000) });
    return answer.ok ? info.apiUrl : undefined;
  } catch {
    return undefined;
  }
}

async function start(args: string[]): Promise<void> {
  const port = Number(option(args, '--port') ?? DEFAULT_API_PORT);
  const stack = await startLocalStack({ port, persistDir: localDir, functionsUrl: option(args, '--functions-url') });
  const info = writeStackInfo(stack);
  console.info(`Local Supabase stand-in on ${info.apiUrl}`);
  console.info(`  publishable key: ${info.publishableKey}`);
  console.info(`  mailbox:       ${info.mailboxUrl}`);
  console.info(`  deposit price: ${info.depositPriceId}`);
  console.info(`  data:          ${localDir} (npm run backend:reset wipes it)`);
  const shutdown = () => {
    void stack.stop().finally(() => {
      rmSync(stackFile, { force: true });
      process.exit(0);
    });
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

async function reset(): Promise<void> {
  if (await runningApiUrl()) throw new Error('The local stack is running; stop it before resetting.');
  // Stored files go with the database: their rows in storage.objects are the only way to reach them.
  for (const name of ['db', 'storage', 'mailbox.json', 'stack.json']) rmSync(path.join(localDir, name), { recursive: true, force: true });
  console.info('Local database, stored files and mailbox wiped; the next start applies every migration afresh.');
}

async function adminCreate(args: string[]): Promise<void> {
  const email = args[0]?.trim().toLowerCase();
  if (!email || email.startsWith('--')) throw new Error('Usage: admin:create <email> [--password <password>]');
  const givenPassword = option(args, '--password');
  if (givenPassword !== undefined && givenPassword.length < 6) throw new Error('The password needs at least 6 characters.');

  // Talk to the running stack if there is one (PGlite allows one process per data folder); otherwise open it here.
  let apiUrl = await runningApiUrl();
  let temporary: LocalStack | undefined;
  if (!apiUrl) {
    temporary = await startLocalStack({ port: 0, persistDir: localDir });
    apiUrl = temporary.apiUrl;
  }
  try {
    const { secretKey } = JSON.parse(readFileSync(path.join(localDir, 'secrets.json'), 'utf8')) as { secretKey: string };
    const headers = { apikey: secretKey, 'Content-Type': 'application/json' };
    const call = async (method: string, route: string, body?: unknown) => {
      const answer = await fetch(`${apiUrl}/auth/v1${route}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const json = (await answer.json()) as Record<string, unknown>;
      if (!answer.ok) throw new Error(`${method} ${route}: ${String(json.msg ?? json.message ?? answer.status)}`);
      return json;
    };
    const { users } = (await call('GET', '/admin/users')) as { users: { id: string; email: string }[] };
    const existing = users.find((user) => user.email === email);
    if (existing) {
      await call('PUT', `/admin/users/${existing.id}`, {
        app_metadata: { role: 'admin' },
        email_confirm: true,
        ...(givenPassword ? { password: givenPassword } : {}),
      });
      console.info(`${email} is now an admin${givenPassword ? ' with the given password' : ' (password unchanged)'}.`);
    } else {
      const password = givenPassword ?? randomBytes(18).toString('base64url');
      await call('POST', '/admin/users', { email, password, email_confirm: true, app_metadata: { role: 'admin' } });
      console.info(`Created admin ${email}.`);
      if (!givenPassword) console.info(`Generated password (shown once): ${password}`);
    }
    console.info('The role is in the JWT from the next sign-in (or token refresh).');
  } finally {
    await temporary?.stop();
  }
}

const [command, ...args] = process.argv.slice(2);
const commands: Record<string, (rest: string[]) => Promise<void>> = { start, reset, 'admin:create': adminCreate };
const run = command ? commands[command] : undefined;
if (!run) {
  console.error('Usage: tsx supabase/local/cli.ts start [--port N] [--functions-url URL] | reset | admin:create <email> [--password P]');
  process.exit(2);
}
run(args).catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
