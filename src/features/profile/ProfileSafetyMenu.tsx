import { useNavigate } from '@tanstack/react-router';
import { graphql, useFragment } from 'react-relay/hooks';
import { SafetyMenu } from '../safety/SafetyMenu';
import type { ProfileSafetyMenu_profile$key } from './__generated__/ProfileSafetyMenu_profile.graphql';

/** The profile page's More menu: report, hide from the grid, block (which leaves the page, as it is gone). */
export function ProfileSafetyMenu({ profile }: { profile: ProfileSafetyMenu_profile$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileSafetyMenu_profile on Profile {
        uuid
        displayName
        isHiddenByViewer
      }
    `,
    profile,
  );
  const navigate = useNavigate();
  return (
    <SafetyMenu uuid={data.uuid} name={data.displayName} isHidden={data.isHiddenByViewer} onBlocked={() => void navigate({ to: '/' })} />
  );
}
