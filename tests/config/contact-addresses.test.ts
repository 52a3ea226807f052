import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';

const srcRoot = path.resolve(__dirname, '../../src');
const siteFile = path.join(srcRoot, 'config', 'site.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

// Any address on the business's own domain, whatever the domain is set to in site.ts.
const ownDomain = site.contact.email.split('@')[1]!;
const ownAddress = new RegExp(`[\\w.+-]+@${ownDomain.replace(/\./g, '\\.')}`, 'g');

describe('contact addresses', () => {
  it('are spelled only in site.ts, so each purpose has one address everywhere on the site', () => {
    const strays = sourceFiles(srcRoot)
      .filter((file) => file !== siteFile)
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(ownAddress)].map((match) => `${path.relative(srcRoot, file)}: ${match[0]}`),
      );
    expect(strays).toEqual([]);
  });

  it('give general, support and vendor questions an address each', () => {
    const { email, supportEmail, vendorEmail } = site.contact;
    expect(new Set([email, supportEmail, vendorEmail]).size).toBe(3);
  });
});
