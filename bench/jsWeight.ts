import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { staticHandler } from '../server/http/static.ts';

export const chromiumOptions = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Gzipped bytes of every JS file in the built client. */
export function wholeClientJs(clientDir = resolve('dist')) {
  const assets = join(clientDir, 'assets');
  const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
  return { files: files.length, bytes: files.reduce((sum, name) => sum + gzipped(join(assets, name)), 0) };
}

/** Gzipped bytes of the JS a browser actually loads to show `path` of the built client (logged out). */
export async function jsLoadedBy(path: string, clientDir = resolve('dist')) {
  const serve = staticHandler(clientDir);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/graphql') || url.pathname.startsWith('/account-provider')) {
      res.writeHead(503).end();
      return;
    }
    void serve(req, res, url.pathname);
  });
  await new Promise<void>((done) => server.listen(0, done));
  const browser = await chromium.launch(chromiumOptions);
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`http://localhost:${(server.address() as AddressInfo).port}${path}`, { waitUntil: 'networkidle' });
    const files = [...scripts];
    return { files: files.length, bytes: files.reduce((sum, name) => sum + gzipped(join(clientDir, name)), 0) };
  } finally {
    await browser.close();
    server.close();
  }
}
