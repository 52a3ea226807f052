// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const functionsDir = new URL('../../supabase/functions/', import.meta.url);
const readme = readFileSync(new URL('../../supabase/README.md', import.meta.url), 'utf8');
const configToml = readFileSync(new URL('../../supabase/config.toml', import.meta.url), 'utf8');

/** Every deployable function: a folder with an index.ts, as the local functions host and the Supabase CLI see them. */
function functionNames(): string[] {
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('.'))
    .filter((entry) => existsSync(new URL(`${entry.name}/index.ts`, functionsDir)))
    .map((entry) => entry.name)
    .sort();
}

/** The names after `supabase functions deploy` in the README's deploy guide. */
function deployList(): string[] {
  const match = /`supabase functions deploy ([^`]+)`/.exec(readme);
  return match ? match[1].trim().split(/\s+/).filter((word) => !word.startsWith('--')).sort() : [];
}

/** `[functions.<name>]` sections of config.toml with their `key` (verify_jwt by default), unquoted. */
function functionSections(toml = configToml, key = 'verify_jwt'): Map<string, string | undefined> {
  const sections = new Map<string, string | undefined>();
  let current: string | undefined;
  for (const line of toml.split('\n')) {
    const header = /^\s*\[([^\]]+)\]\s*$/.exec(line);
    if (header) {
      const name = /^functions\.([\w-]+)$/.exec(header[1])?.[1];
      current = name;
      if (name) sections.set(name, undefined);
      continue;
    }
    const entry = new RegExp(`^\\s*${key}\\s*=\\s*"?([^"\\s]+)"?`).exec(line);
    if (current && entry) sections.set(current, entry[1]);
  }
  return sections;
}

const supabaseDir = fileURLToPath(new URL('../../supabase/', import.meta.url));

/**
 * The import map `supabase functions deploy` uses for a function, found as the CLI finds it without Docker
 * (supabase/cli internal/functions/deploy/deploy.go GetFunctionConfig, "Precedence order: flag > config > fallback"):
 * `[functions.<name>] import_map` (relative to supabase/, pkg/config/config.go), else the function folder's deno.json,
 * deno.jsonc or import_map.json, else functions/import_map.json. Nothing else, so not a deno.json one level up.
 */
function cliImportMap(name: string, toml = configToml): string | undefined {
  const configured = functionSections(toml, 'import_map').get(name);
  if (configured) return path.join(supabaseDir, configured);
  const candidates = ['deno.json', 'deno.jsonc', 'import_map.json'].map((file) => path.join(supabaseDir, 'functions', name, file));
  return [...candidates, path.join(supabaseDir, 'functions', 'import_map.json')].find((file) => existsSync(file));
}

/**
 * The bare specifiers (`stripe`, `@supabase/supabase-js`) a function's import graph uses: relative imports are
 * followed, as the CLI walks them to upload the files (pkg/function/deno.go WalkImportPaths); `npm:`, `node:` and URL
 * imports need no map.
 */
function bareSpecifiers(entry: string): Set<string> {
  const bare = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      const specifier = match[1] ?? match[2]!;
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
      else if (!/^(npm|node|jsr|https?):/.test(specifier)) bare.add(specifier);
    }
  };
  visit(entry);
  return bare;
}

describe('deploy guide (supabase/README.md) and config.toml cover every edge function', () => {
  it('finds the functions folder', () => {
    expect(functionNames()).toContain('stripe-checkout');
  });

  it("lists every function folder but _shared in the README's `supabase functions deploy` command", () => {
    expect(deployList()).toEqual(functionNames());
  });

  it('has a [functions.<name>] section with verify_jwt for every function in config.toml', () => {
    const sections = functionSections();
    for (const name of functionNames()) expect(sections.get(name), name).toMatch(/^(true|false)$/);
    expect([...sections.keys()].sort()).toEqual(functionNames());
  });

  it('verifies JWTs for every function a browser calls signed in; the webhook, the reader links and the scheduler check their own credential', () => {
    const sections = functionSections();
    expect(sections.get('stripe-webhook')).toBe('false');
    expect(sections.get('newsletter')).toBe('false');
    expect(sections.get('mail-outbox')).toBe('false');
    for (const name of ['stripe-checkout', 'checkout-status', 'deposit-refund', 'account-delete', 'vendor-invite']) expect(sections.get(name), name).toBe('true');
  });

  it('gives every function, where the CLI looks without Docker, an import map that maps each bare import it uses', () => {
    for (const name of functionNames()) {
      const importMap = cliImportMap(name);
      expect(importMap, name).toBeDefined();
      const imports = (JSON.parse(readFileSync(importMap!, 'utf8')) as { imports?: Record<string, string> }).imports ?? {};
      const used = bareSpecifiers(path.join(supabaseDir, 'functions', name, 'index.ts'));
      expect([...used].filter((specifier) => !(specifier in imports)), name).toEqual([]);
    }
    expect(bareSpecifiers(path.join(supabaseDir, 'functions', 'stripe-checkout', 'index.ts'))).toEqual(
      new Set(['stripe', '@supabase/supabase-js']),
    );
  });

  it('would find no import map without the config lines: the shared deno.json is not where the CLI looks', () => {
    const withoutImportMaps = configToml.replace(/^import_map = .*$/gm, '');
    for (const name of functionNames()) expect(cliImportMap(name, withoutImportMaps), name).toBeUndefined();
  });

  it('sends Auth e-mail through Resend SMTP with an hourly limit a launch needs (resend.com/docs/send-with-smtp)', () => {
    const smtp = /\[auth\.email\.smtp\]([\s\S]*?)\n\[/.exec(configToml)?.[1] ?? '';
    expect(smtp).toMatch(/^enabled = true$/m);
    expect(smtp).toMatch(/^host = "smtp\.resend\.com"$/m);
    expect(smtp).toMatch(/^port = 465$/m);
    expect(smtp).toMatch(/^user = "resend"$/m);
    expect(smtp).toMatch(/^pass = "env\(RESEND_API_KEY\)"$/m);
    const perHour = Number(/\[auth\.rate_limit\]\s*\nemail_sent = (\d+)/.exec(configToml)?.[1]);
    expect(perHour).toBeGreaterThanOrEqual(100);
  });

  it('allows auth redirects to every origin the functions serve (SITE_ORIGINS), not only the Site URL', () => {
    const origins = /SITE_ORIGINS=(\S+)/.exec(readme)?.[1]?.split(',') ?? [];
    expect(origins.length).toBeGreaterThan(1);
    const redirectStep = /\*\*Auth URLs\.\*\*([\s\S]*?)\n\d+\. /.exec(readme)?.[1] ?? '';
    for (const origin of origins) expect(redirectStep).toContain(`\`${origin}/**\``);
  });

  it('never suggests `supabase config push`, which would push the local-only auth settings to production', () => {
    for (const line of readme.split('\n').filter((text) => text.includes('config push')))
      expect(line, line).toMatch(/\b(not|never)\b/);
  });
});
