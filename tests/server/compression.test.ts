import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { precompressDir } from '../../scripts/precompressAssets.ts';
import { startTestApp } from './harness.ts';
import { brotliWindowBits } from '../../server/graphql/compression.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request with exactly the headers given: fetch would add its own Accept-Encoding and decode the answer. */
function rawRequest(url: string, headers: Record<string, string>, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: body ? 'POST' : 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

// A realistic chunk: repetitive like minified JS, and well over any size threshold.
const script = `export const routes = [${Array.from({ length: 400 }, (_, i) => `{path:"/route-${i}",component:()=>import("./Route${i}.js")}`).join(',')}];\n`;
const worker = `self.addEventListener('push', () => {});\n`;
const html = '<!doctype html><html><head><title>Snoot</title></head><body><div id="root"></div></body></html>\n';

describe('compressed answers', () => {
  let app: App;
  beforeAll(async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'snoot-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), script);
    writeFileSync(join(clientDir, 'index.html'), html);
    writeFileSync(join(clientDir, 'sw.js'), worker);
    await precompressDir(clientDir);
    app = await startTestApp({ env: { CLIENT_DIR: clientDir } });
  });
  afterAll(() => app?.stop());

  const asset = () => `${app.url}/assets/index-abc123.js`;

  it('sends JS as brotli to a browser that accepts it, and says the answer varies by Accept-Encoding', async () => {
    const answer = await rawRequest(asset(), { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('sends the plain JS to a client that asks for no encoding', async () => {
    const answer = await rawRequest(asset(), {});
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.body.toString()).toBe(script);
  });

  it('sends gzip to a client that accepts gzip but refuses brotli', async () => {
    for (const header of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const answer = await rawRequest(asset(), { 'accept-encoding': header });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(answer.body).toString()).toBe(script);
    }
  });

  it('sends plain bytes when every encoding is refused', async () => {
    const answer = await rawRequest(asset(), { 'accept-encoding': 'identity, *;q=0' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(script);
  });

  it('compresses the page a route is served from', async () => {
    const answer = await rawRequest(`${app.url}/login`, { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(answer.body).toString()).toBe(html);
  });

  it('serves the service worker as a script browsers check again on every load, while hashed assets are kept', async () => {
    const answer = await rawRequest(`${app.url}/sw.js`, {});
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    // A stale worker would keep an old app shell after a deploy (README: Offline, the service worker…).
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body.toString()).toBe(worker);
    expect((await rawRequest(asset(), {})).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a build file that is gone (asked for by a tab from before a deploy) with 404, not the page', async () => {
    const answer = await rawRequest(`${app.url}/assets/Route-gone123.js`, { 'accept-encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body.toString()).not.toContain('<html');
    // A route still gets the page, for the router to take.
    expect((await rawRequest(`${app.url}/chatrooms/some-room`, {})).status).toBe(200);
  });

  const graphqlRequest = (query: string, acceptEncoding?: string) =>
    rawRequest(
      `${app.url}/graphql`,
      {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json',
        ...(acceptEncoding && { 'accept-encoding': acceptEncoding }),
      },
      JSON.stringify({ query }),
    );
  const largeQuery = '{ __schema { types { name description fields { name description } } } }';

  it('compresses a GraphQL answer over 1 KB as the client accepts', async () => {
    const brotli = await rawRequest(
      `${app.url}/graphql`,
      { 'content-type': 'application/json', 'accept-encoding': 'gzip, br' },
      JSON.stringify({ query: largeQuery }),
    );
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    const data = JSON.parse(brotliDecompressSync(brotli.body).toString());
    expect(data.data.__schema.types.map((type: { name: string }) => type.name)).toContain('Profile');

    const gzip = await graphqlRequest(largeQuery, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(data);

    const plain = await graphqlRequest(largeQuery);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(JSON.parse(plain.body.toString())).toEqual(data);
  });

  it("gives brotli a window that holds the whole answer and no more, within brotli's limits", () => {
    // Brotli's default 4 MB window made each grid answer (about 37 KB) cost milliseconds of the server's thread.
    for (const length of [1, 1024, 37_201, 100_000, 5_000_000, 50_000_000]) {
      const bits = brotliWindowBits(length);
      expect(bits).toBeGreaterThanOrEqual(10);
      expect(bits).toBeLessThanOrEqual(24);
      if (length <= 2 ** 24) expect(2 ** bits).toBeGreaterThanOrEqual(length);
      if (bits > 10) expect(2 ** (bits - 1)).toBeLessThan(length);
    }
    expect(brotliWindowBits(37_201)).toBe(16);
  });

  it('leaves a small GraphQL answer as it is', async () => {
    const answer = await graphqlRequest('{ __typename }', 'br');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toEqual({ data: { __typename: 'Query' } });
  });
});
