// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Two documents share one head: index.html, the app's shell, and page.html, the template every page is prerendered
// into. They may differ only in what fills #root and in the one script each loads.
const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the HTML templates', () => {
  it('differ only in the root placeholder and the entry script', () => {
    const shell = read('index.html');
    const page = read('page.html');
    expect(page).toContain('<div id="root"><!--app-html--></div>');
    expect(page).toContain('<script type="module" src="/src/entry-page.ts"></script>');
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).toContain('<script type="module" src="/src/entry-client.tsx"></script>');
    const asShell = page
      .replace('<div id="root"><!--app-html--></div>', '<div id="root"></div>')
      .replace('/src/entry-page.ts', '/src/entry-client.tsx');
    expect(asShell).toBe(shell);
  });
});
