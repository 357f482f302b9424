import { graphql, useMutation } from 'react-relay/hooks';
import type { SetPrivacySettingsMutation } from './__generated__/SetPrivacySettingsMutation.graphql';

export function useSetPrivacySettingsMutation() {
  return useMutation<SetPrivacySettingsMutation>(graphql`
    mutation SetPrivacySettingsMutation($input: SetPrivacySettingsInput!) {
      setPrivacySettings(input: $input) {
        profile {
          id
          privacySettings {
            viewProfile
            viewAge
            startChat
            viewKinks
            viewAd
            viewGroups
            viewEvents
            showLastOnline
          }
        }
      }
    }
  `);
}
