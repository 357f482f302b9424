import { useEffect } from 'react';
import { isIntrospection, onGraphQLOperation } from '../../relay/operationEvents';
import { useSettings } from '../../state/settings';
import { showToast } from '../../ui/Toast';

export const DEV_OVERLAY_EXPERIMENT = 'graphql_dev_overlay';

/**
 * The GraphQL dev overlay experiment (team only, treatment '1'): a toast for every operation the app
 * sends, except introspection (SPEC §6).
 */
export function GraphQLDevOverlay({ isDeveloper }: { isDeveloper: boolean }) {
  const treatment = useSettings((settings) => settings.experiments[DEV_OVERLAY_EXPERIMENT]);
  const isOn = isDeveloper && treatment === '1';
  useEffect(() => {
    if (!isOn) return;
    return onGraphQLOperation((operation) => {
      if (isIntrospection(operation)) return;
      showToast({ title: operation.name, description: `GraphQL ${operation.kind}` });
    });
  }, [isOn]);
  return null;
}
