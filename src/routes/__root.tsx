import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import type { RouterContext } from '../router';
import { RouteAnnouncer } from '../features/shell/RouteAnnouncer';
import { useApplyTheme } from '../features/shell/useTheme';
import { ToastRegion } from '../ui/Toast';
import { LiveAnnouncer } from '../ui/LiveAnnouncer';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  const router = useRouter();
  useApplyTheme();
  return (
    // React Aria items with an href (menu items) navigate through the router instead of reloading.
    <AriaRouterProvider navigate={(href) => void router.navigate({ href })}>
      <Outlet />
      <ToastRegion />
      <RouteAnnouncer />
      <LiveAnnouncer />
    </AriaRouterProvider>
  );
}
