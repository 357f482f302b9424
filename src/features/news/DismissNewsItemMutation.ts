import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { showToast } from '../../ui/Toast';
import type { DismissNewsItemMutation } from './__generated__/DismissNewsItemMutation.graphql';

/**
 * Dismisses a news item for good (the server remembers it). The item leaves the store at once; if the
 * server refuses, it comes back and a toast says why.
 */
export function useDismissNewsItemMutation() {
  const [commit, isInFlight] = useMutation<DismissNewsItemMutation>(graphql`
    mutation DismissNewsItemMutation($input: NewsItemDismissInput!) {
      newsItemDismiss(input: $input) {
        dismissedId @deleteRecord
      }
    }
  `);
  const dismiss = useCallback(
    (id: string) =>
      commit({
        variables: { input: { id } },
        optimisticResponse: { newsItemDismiss: { dismissedId: id } },
        onError: (error) => {
          showToast({ title: 'Could not dismiss the news item', description: error.message });
        },
      }),
    [commit],
  );
  return [dismiss, isInFlight] as const;
}
