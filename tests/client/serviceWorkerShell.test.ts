import { describe, expect, it } from 'vitest';
import { shellFiles } from '../../scripts/serviceWorkerBuild';

describe('the app shell the service worker keeps', () => {
  it('is index.html and the build’s scripts and styles; no pictures, icons, source maps, copies or the worker itself', () => {
    const files = [
      { fileName: 'index.html', source: '<!doctype html><title>Snoot</title>' },
      { fileName: 'assets/index-AbC123.js', source: 'console.log(1)' },
      { fileName: 'assets/Xy_9.js', source: 'export {}' },
      { fileName: 'assets/index-Def456.css', source: 'body{}' },
      { fileName: 'assets/earlyQueries-12345678.js', source: 'fetch()' },
      { fileName: 'assets/Xy_9.js.map', source: '{}' },
      { fileName: 'assets/paw-123.png', source: new Uint8Array([1]) },
      { fileName: 'assets/font-123.woff2', source: new Uint8Array([1]) },
      { fileName: 'favicon.svg', source: '<svg/>' },
      { fileName: 'icons/icon-192.png', source: new Uint8Array([1]) },
      { fileName: 'manifest.webmanifest', source: '{}' },
      { fileName: 'sw.js', source: 'self' },
    ];
    const shell = shellFiles(files);
    expect(shell.map((file) => file.url)).toEqual([
      '/assets/earlyQueries-12345678.js',
      '/assets/index-AbC123.js',
      '/assets/index-Def456.css',
      '/assets/Xy_9.js',
      '/index.html',
    ]);
    // Hashed names need no revision; index.html is kept by its content, so a deploy replaces it.
    expect(shell.filter((file) => file.revision !== null).map((file) => file.url)).toEqual(['/index.html']);
    const changed = shellFiles([{ fileName: 'index.html', source: '<!doctype html><title>Snoot 2</title>' }]);
    expect(changed[0].revision).not.toBe(shell.find((file) => file.url === '/index.html')!.revision);
  });
});
