import { describe, expect, it } from 'vitest';
import { modulePreloadLinks, pageChunkFiles, type BuildManifest } from '../../build/page-preload';

// The shape Vite writes with build.manifest (vite.dev/guide/backend-integration: file, imports, isEntry, dynamicImports).
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_shared-s1.js'] },
  '_shared-s1.js': { file: 'assets/shared-s1.js' },
  'src/app/routes/home.tsx': { file: 'assets/home-h1.js', imports: ['index.html', '_icon-i1.js', '_shared-s1.js'] },
  '_icon-i1.js': { file: 'assets/icon-i1.js', imports: ['_deep-d1.js', 'index.html'] },
  '_deep-d1.js': { file: 'assets/deep-d1.js', imports: ['_icon-i1.js'] },
  'src/app/routes/pricing.tsx': { file: 'assets/pricing-p1.js', imports: ['index.html'] },
};

describe('the chunks a prerendered page preloads', () => {
  it("are the page's chunk and everything it imports, however deep, without the entry's own chunks", () => {
    expect(pageChunkFiles(manifest, 'src/app/routes/home.tsx')).toEqual([
      'assets/home-h1.js',
      'assets/icon-i1.js',
      'assets/deep-d1.js',
    ]);
    expect(pageChunkFiles(manifest, 'src/app/routes/pricing.tsx')).toEqual(['assets/pricing-p1.js']);
  });

  it('stop the build when the page has no chunk (a route table that names a missing module)', () => {
    expect(() => pageChunkFiles(manifest, 'src/app/routes/gone.tsx')).toThrow(/gone\.tsx/);
  });

  it('are written as crossorigin modulepreload links, as Vite writes its own', () => {
    expect(modulePreloadLinks(['assets/home-h1.js'])).toBe('<link rel="modulepreload" crossorigin href="/assets/home-h1.js">');
    expect(modulePreloadLinks([])).toBe('');
  });
});
