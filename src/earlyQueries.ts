import { authStore } from './state/auth';

/**
 * A second, tiny entry that runs before main.tsx (scripts/earlyEntry.ts puts it first in index.html): it sends home's queries as soon as the HTML is
 * parsed, while the main entry (React, the router: most of the first JS) is still arriving and compiling,
 * so the grid's answer comes back sooner. Other routes and logged-out visits load nothing more than the check.
 */
if (window.location.pathname === '/' && authStore.get().token) {
  void import('./relay/startEarlyQueries').then(({ startHomeQueries }) => startHomeQueries());
}
