import { vi } from 'vitest';

// relay-test-utils calls `jest.fn()` and friends; Vitest's `vi` offers the same API.
(globalThis as unknown as { jest: typeof vi }).jest = vi;

// jsdom has no CSS.escape, which React Aria's popovers call; a minimal one is enough for tests.
if (typeof window !== 'undefined' && !globalThis.CSS?.escape) {
  const escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`);
  (globalThis as unknown as { CSS: Pick<typeof CSS, 'escape'> }).CSS = { ...globalThis.CSS, escape };
}
