import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { LikeProfileImageMutation } from './__generated__/LikeProfileImageMutation.graphql';

/**
 * Likes or unlikes an image at once: the count and the heart flip before the server answers, then take
 * the server's count and the requested flag (SPEC §4); an error rolls both back.
 */
export function useLikeProfileImageMutation() {
  const [commit, isInFlight] = useMutation<LikeProfileImageMutation>(graphql`
    mutation LikeProfileImageMutation($input: ProfileImageLikeInput!) {
      profileImageLike(input: $input) {
        likeCount
        profileImage {
          id
          likeCount
        }
      }
    }
  `);
  const like = useCallback(
    (image: { id: string; likeCount: number }, liked: boolean, onError: (error: Error) => void) => {
      const setHasLiked = (store: RecordSourceSelectorProxy) => store.get(image.id)?.setValue(liked, 'hasLiked');
      const likeCount = Math.max(0, image.likeCount + (liked ? 1 : -1));
      return commit({
        variables: { input: { id: image.id, liked } },
        optimisticResponse: { profileImageLike: { likeCount, profileImage: { id: image.id, likeCount } } },
        optimisticUpdater: setHasLiked,
        updater: setHasLiked,
        onError,
      });
    },
    [commit],
  );
  return [like, isInFlight] as const;
}
