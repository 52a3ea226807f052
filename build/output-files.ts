import path from 'node:path';

/** The file, relative to the build folder, that holds a prerendered URL. */
export function outputFileFor(url: string): string {
  if (url === '/') return 'index.html';
  if (url === '/404') return '404.html';
  return path.join(url.slice(1), 'index.html');
}
