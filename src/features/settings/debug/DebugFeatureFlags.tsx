import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../../relay/useRouteQuery';
import { Card } from '../../../ui/Card';
import { SettingsPage } from '../SettingsPage';
import type { DebugFeatureFlagsQuery } from './__generated__/DebugFeatureFlagsQuery.graphql';

export const debugFeatureFlagsQuery = graphql`
  query DebugFeatureFlagsQuery @throwOnFieldError {
    featureFlags {
      id
      key
      title
      description
      enabledTargets
    }
    viewer @required(action: THROW) {
      applicableTargets
    }
  }
`;

/** Every flag with its enabled targets in sorted order, and whether it applies to this member. */
export function DebugFeatureFlags({ queryRef }: { queryRef: PreloadedQuery<DebugFeatureFlagsQuery> }) {
  const { featureFlags, viewer } = useRouteQuery<DebugFeatureFlagsQuery>(debugFeatureFlagsQuery, queryRef);
  const mine = new Set(viewer.applicableTargets);
  return (
    <SettingsPage title="Feature flags" back={{ to: '/settings/debug', label: 'Debug Options' }}>
      <p className="text-sm">Your targets: {[...mine].sort().join(', ')}</p>
      <ul className="flex flex-col gap-2">
        {featureFlags.map((flag) => (
          <li key={flag.id}>
            <Card>
              <p className="font-bold">
                {flag.title} <span className="font-mono text-sm font-normal">({flag.key})</span>
              </p>
              {flag.description && <p className="text-sm">{flag.description}</p>}
              <p className="text-sm">Targets: {[...flag.enabledTargets].sort().join(', ') || 'none'}</p>
              <p className="text-sm font-semibold">
                {flag.enabledTargets.some((target) => mine.has(target)) ? 'Applies to you' : 'Does not apply to you'}
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </SettingsPage>
  );
}
