// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
  return match ? match[1].trim().split(/\s+/).sort() : [];
}

/** `[functions.<name>]` sections of config.toml with their verify_jwt value. */
function functionSections(): Map<string, string | undefined> {
  const sections = new Map<string, string | undefined>();
  let current: string | undefined;
  for (const line of configToml.split('\n')) {
    const header = /^\s*\[([^\]]+)\]\s*$/.exec(line);
    if (header) {
      const name = /^functions\.([\w-]+)$/.exec(header[1])?.[1];
      current = name;
      if (name) sections.set(name, undefined);
      continue;
    }
    const verify = /^\s*verify_jwt\s*=\s*(\w+)/.exec(line);
    if (current && verify) sections.set(current, verify[1]);
  }
  return sections;
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
    for (const name of ['stripe-checkout', 'checkout-status', 'deposit-refund', 'vendor-invite']) expect(sections.get(name), name).toBe('true');
  });

  it('never suggests `supabase config push`, which would push the local-only auth settings to production', () => {
    for (const line of readme.split('\n').filter((text) => text.includes('config push')))
      expect(line, line).toMatch(/\b(not|never)\b/);
  });
});
