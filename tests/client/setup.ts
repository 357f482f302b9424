import { vi } from 'vitest';

// relay-test-utils calls `jest.fn()` and friends; Vitest's `vi` offers the same API.
(globalThis as unknown as { jest: typeof vi }).jest = vi;

// jsdom has no CSS.escape, which React Aria's popovers call; a minimal one is enough for tests.
if (typeof window !== 'undefined' && !globalThis.CSS?.escape) {
  const escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`);
  (globalThis as unknown as { CSS: Pick<typeof CSS, 'escape'> }).CSS = { ...globalThis.CSS, escape };
}

// Testing-library's findBy…/waitFor give up after 1 s by default, which a loaded machine (parallel test files, CI)
// can take to render a suspended or lazy screen. 10 s leaves headroom and still fails well within Vitest's 30 s
// testTimeout (vite.config.ts). Server tests load this file too, in node: only jsdom tests configure it.
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}
