import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../server/app.ts';
import { log } from '../../server/log/log.ts';
import { backends, startTestApp } from './harness.ts';

function post(app: App, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  return fetch(`${app.url}/client-errors`, { method: 'POST', headers, body });
}

for (const backend of backends) {
  describe(`POST /client-errors (${backend.name})`, () => {
    let app: App;
    beforeAll(async () => {
      app = await startTestApp({ postgres: backend.postgres });
    });
    afterAll(() => app.stop());

    it('logs a report as one JSON line and answers 204', async () => {
      const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
      const response = await post(
        app,
        JSON.stringify({
          message: 'Cannot read properties of null',
          stack: 'at Grid',
          url: 'http://localhost/login/callback?code=secret-grant&state=x',
          version: '0.16.29',
        }),
      );
      expect(response.status).toBe(204);
      const line = warn.mock.calls
        .map((call) => call[0] as unknown as Record<string, unknown>)
        .find((fields) => fields.event === 'client-error');
      expect(line).toMatchObject({
        event: 'client-error',
        message: 'Cannot read properties of null',
        stack: 'at Grid',
        version: '0.16.29',
        // A sign-in callback's query holds its one-time code: never logged.
        url: 'http://localhost/login/callback',
      });
      warn.mockRestore();
    });

    it('refuses a report without a message, with fields of the wrong type or too long, and a body over 16 KB', async () => {
      const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
      expect((await post(app, JSON.stringify({ stack: 'at Grid' }))).status).toBe(400);
      expect((await post(app, JSON.stringify({ message: { nested: true } }))).status).toBe(400);
      expect((await post(app, 'not json')).status).toBe(400);
      expect((await post(app, JSON.stringify({ message: 'x'.repeat(1001) }))).status).toBe(413);
      expect((await post(app, JSON.stringify({ message: 'big', stack: 'x'.repeat(20_000) }))).status).toBe(413);
      expect(warn.mock.calls.some((call) => (call[0] as unknown as Record<string, unknown>).event === 'client-error')).toBe(false);
      warn.mockRestore();
    });

    it('limits how many reports one address sends', async () => {
      const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
      const statuses: number[] = [];
      for (let i = 0; i < 30; i += 1) statuses.push((await post(app, JSON.stringify({ message: `error ${i}` }))).status);
      const refused = await post(app, JSON.stringify({ message: 'one too many' }));
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: 'RATE_LIMITED', message: 'Too many error reports. Please try again later.' });
      expect(warn.mock.calls.some((call) => JSON.stringify(call[0]).includes('one too many'))).toBe(false);
      warn.mockRestore();
    });
  });
}
