import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { startTestApp } from './harness.ts';

describe('single sign-on from each of the server’s addresses', () => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  it('lets a page opened at 127.0.0.1 reach the embedded provider, whose issuer is the first client origin', async () => {
    const port = new URL(app.url).port;
    const config = (await (await fetch(`http://127.0.0.1:${port}/config.json`)).json()) as { oidc: { issuer: string } };
    expect(config.oidc.issuer).toBe(`http://localhost:${port}/oidc`);
    const page = await fetch(`http://127.0.0.1:${port}/login`);
    const policy = page.headers.get('content-security-policy') ?? '';
    const connect = policy.split('; ').find((directive) => directive.startsWith('connect-src'));
    expect(connect?.split(' ')).toContain(`http://localhost:${port}`);
    // Only the provider's origin is added: pages still may not talk to anywhere else.
    expect(connect).toBe(`connect-src 'self' ws: wss: http://localhost:${port}`);
  });
});
