import { afterEach, describe, expect, it, vi } from 'vitest';

const load = async () => {
  vi.resetModules();
  return import('../../src/lib/supportLinks');
};

describe('outside pages', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('links to the addresses set at build time', async () => {
    vi.stubEnv('VITE_STATUS_PAGE_URL', 'https://status.example.org');
    vi.stubEnv('VITE_SUPPORT_EMAIL', ' help@example.org ');
    const links = await load();
    expect(links.STATUS_PAGE_URL).toBe('https://status.example.org');
    expect(links.SUPPORT_EMAIL).toBe('help@example.org');
  });

  it('falls back to the defaults when a setting is missing or blank', async () => {
    vi.stubEnv('VITE_TERMS_URL', '  ');
    const links = await load();
    expect(links.TERMS_URL).toBe('https://snoot.example/terms');
    expect(links.PREMIUM_SIGN_UP_URL).toBe('https://snoot.example/premium');
  });
});
