import { createRouter } from '@tanstack/react-router';
import type { Environment } from 'relay-runtime';
import { routeTree } from './routeTree.gen';
import { closeAllModals } from './ui/modalStack';
import { ScreenErrorView } from './features/shell/ScreenErrorView';
import { LoadingScreen } from './ui/LoadingScreen';

export interface RouterContext {
  /** Logged-in routes turn this into `context.relayEnvironment` in their layout's beforeLoad. */
  loadRelayEnvironment: () => Promise<Environment>;
}

export function createAppRouter(loadRelayEnvironment: RouterContext['loadRelayEnvironment']) {
  const router = createRouter({
    routeTree,
    context: { loadRelayEnvironment },
    // Hovering or focusing a link runs the target's loader, which starts its Relay query early.
    defaultPreload: 'intent',
    // Relay owns data freshness; the router should always call loaders so loadQuery decides.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: LoadingScreen,
    // A screen whose data or code did not arrive says the connection was lost; only a real crash shows the crash words.
    defaultErrorComponent: ScreenErrorView,
    scrollRestoration: true,
  });
  router.subscribe('onResolved', ({ pathChanged }) => {
    if (pathChanged) closeAllModals();
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The page fills the viewport below the nav and scrolls inside itself (chat); the shell leaves out the footer. */
    fillsViewport?: boolean;
  }
}
