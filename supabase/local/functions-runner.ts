// Node helper that runs supabase/local/functions-host.ts in real Deno (the `deno` npm package) for the local stack.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Options for {@link startFunctionsHost}. */
export interface FunctionsHostOptions {
  /** Port on 127.0.0.1; 0 or undefined picks a free one. */
  port?: number;
  /** The function env (SUPABASE_URL, STRIPE_SECRET_KEY, SITE_ORIGINS, ...); nothing else of this process leaks in. */
  env: Record<string, string | undefined>;
  /** How long to wait for Deno to answer (the first run may download the pinned npm packages). */
  timeoutMs?: number;
  /** Forward Deno's output to this process (default true). */
  log?: boolean;
}

/** A running functions host. */
export interface FunctionsHost {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const denoBin = resolve(root, 'node_modules/.bin/deno');
// Variables Deno itself needs to find its cache and proxies; the functions only see what options.env adds.
const PASS_THROUGH = [
  'PATH',
  'HOME',
  'TMPDIR',
  'DENO_DIR',
  'XDG_CACHE_HOME',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'NPM_CONFIG_REGISTRY',
  'DENO_TLS_CA_STORE',
  'DENO_CERT',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
];

/**
 * Deno trusts only its own bundled CA list by default, so behind a registry proxy with its own certificate the first
 * fetch of the functions' npm imports fails; the operating system's store (which npm is already using) is added.
 */
const denoTlsCaStore = 'mozilla,system';

/** What a Deno child of ours sees of this process's environment. */
function denoEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of PASS_THROUGH) if (process.env[name]) env[name] = process.env[name]!;
  env.DENO_TLS_CA_STORE ??= denoTlsCaStore;
  return env;
}

/**
 * Fetches the functions' pinned npm imports into supabase/functions/node_modules once, so that several stacks
 * started at the same time (parallel test files) do not all download them into the same folder.
 */
export function installFunctionDependencies(): Promise<void> {
  return new Promise((resolveInstall, reject) => {
    const child = spawn(denoBin, ['install'], {
      cwd: resolve(root, 'supabase/functions'),
      env: { ...denoEnv(), NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const capture = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-8_000));
    child.stdout.on('data', capture);
    child.stderr.on('data', capture);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolveInstall() : reject(new Error(`deno install failed (exit ${code}):\n${output}`)),
    );
  });
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

function isHealthy(url: string): Promise<boolean> {
  return new Promise((resolveHealth) => {
    const req = request(`${url}/__health`, { timeout: 1_000 }, (res) => {
      res.resume();
      resolveHealth(res.statusCode === 200);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolveHealth(false));
    req.end();
  });
}

/** Spawns Deno serving every edge function under /<name> and resolves once it answers. */
export async function startFunctionsHost(options: FunctionsHostOptions): Promise<FunctionsHost> {
  const port = options.port ? options.port : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const stripeHost = options.env.STRIPE_API_HOST || 'api.stripe.com';
  // Network is limited to this machine plus the hosts the functions are configured to call.
  const allowNet = [
    ...new Set(['127.0.0.1', 'localhost', hostOf(options.env.SUPABASE_URL), stripeHost].filter(Boolean)),
  ];

  const env = denoEnv();
  for (const [name, value] of Object.entries(options.env)) if (value !== undefined) env[name] = value;
  env.FUNCTIONS_PORT = String(port);
  env.NO_COLOR = '1';

  const child = spawn(
    denoBin,
    [
      'run',
      '--config',
      'supabase/functions/deno.json',
      '--allow-env',
      `--allow-net=${allowNet.join(',')}`,
      `--allow-read=${root}`,
      'supabase/local/functions-host.ts',
    ],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );

  let output = '';
  const capture = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output = (output + text).slice(-8_000);
    if (options.log !== false) process.stdout.write(text.replace(/^(?=.)/gm, '[deno] '));
  };
  child.stdout.on('data', capture);
  child.stderr.on('data', capture);

  let exited = false;
  const exit = new Promise<void>((resolveExit) => {
    child.once('exit', () => {
      exited = true;
      resolveExit();
    });
  });

  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exit;
    clearTimeout(timer);
  };

  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  while (!(await isHealthy(url))) {
    if (exited) throw new Error(`The functions host exited before it answered:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The functions host did not answer on ${url} in time:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  return { url, port, stop };
}
