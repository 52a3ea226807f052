import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const srcRoot = path.resolve(__dirname, '../../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe("'Help Center'", () => {
  it('is spelled one way wherever the words appear: capitalised, American spelling', () => {
    const variants = sourceFiles(srcRoot).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/help\s+cent(?:er|re)/gi)]
        .filter((match) => match[0] !== 'Help Center')
        .map((match) => `${path.relative(srcRoot, file)}: ${match[0]}`),
    );
    expect(variants).toEqual([]);
  });
});
