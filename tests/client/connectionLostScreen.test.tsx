// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { ScreenErrorView } from '../../src/features/shell/ScreenErrorView';
import { unreachable } from '../../src/lib/apiUnreachable';

afterEach(cleanup);

/** A route that fails with `error`, under the error view the app's router uses (src/router.ts). */
function renderFailing(error: Error) {
  const rootRoute = createRootRoute({
    component: () => {
      throw error;
    },
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    defaultErrorComponent: ScreenErrorView,
  });
  render(<RouterProvider router={router} />);
}

describe('a screen that failed', () => {
  // React logs every error a boundary catches; these are expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});

  it('whose data could not arrive says the connection was lost, in a member’s words, with its title', async () => {
    renderFailing(unreachable(new TypeError('Failed to fetch')));
    expect(await screen.findByRole('heading', { name: 'Connection lost' })).toBeTruthy();
    expect(screen.getByText(/loads again by itself as soon as the connection is back/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(document.title).toBe('Connection lost · Snoot');
    expect(screen.queryByText(/Oopsie woopsie/)).toBeNull();
  });

  it('whose code could not arrive (a lazy chunk) says the same', async () => {
    renderFailing(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/AbC123.js'));
    expect(await screen.findByRole('heading', { name: 'Connection lost' })).toBeTruthy();
  });

  it('that really crashed keeps the crash words (SPEC §8)', async () => {
    renderFailing(new TypeError("Cannot read properties of undefined (reading 'name')"));
    expect(await screen.findByRole('heading', { name: 'Oopsie woopsie, we made a fucky wucky :(' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Connection lost' })).toBeNull();
  });
});
