import { graphql, useMutation } from 'react-relay/hooks';
import type { SetBlurUnrepliedPicturesMutation } from './__generated__/SetBlurUnrepliedPicturesMutation.graphql';

export function useSetBlurUnrepliedPicturesMutation() {
  return useMutation<SetBlurUnrepliedPicturesMutation>(graphql`
    mutation SetBlurUnrepliedPicturesMutation($input: UserBlurUnrepliedPicturesSetInput!) {
      userBlurUnrepliedPicturesSet(input: $input) {
        viewer {
          id
          contentOptions {
            blurUnrepliedPictures
          }
        }
      }
    }
  `);
}
