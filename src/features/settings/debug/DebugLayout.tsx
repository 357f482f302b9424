import { Outlet } from '@tanstack/react-router';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../../relay/useRouteQuery';
import { HiddenDen } from './HiddenDen';
import type { DebugLayoutQuery } from './__generated__/DebugLayoutQuery.graphql';

export const debugLayoutQuery = graphql`
  query DebugLayoutQuery @throwOnFieldError {
    viewer @required(action: THROW) {
      isDeveloper
    }
  }
`;

/** Staff only: everyone else gets the hidden-den screen on every debug page. */
export function DebugLayout({ queryRef }: { queryRef: PreloadedQuery<DebugLayoutQuery> }) {
  const { viewer } = useRouteQuery<DebugLayoutQuery>(debugLayoutQuery, queryRef);
  return viewer.isDeveloper ? (
    <Outlet />
  ) : (
    <main>
      <HiddenDen />
    </main>
  );
}
