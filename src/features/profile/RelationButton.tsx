import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { expectedRelation, relationAction, type RelationType } from '../../lib/relation';
import { Button } from '../../ui/Button';
import { errorMessage } from '../../lib/graphqlErrors';
import { showToast } from '../../ui/Toast';
import { useLikeProfileMutation } from './LikeProfileMutation';
import { useUnlikeProfileMutation } from './UnlikeProfileMutation';
import { ActionRefusal } from './ActionRefusal';
import type { RelationButton_profile$key } from './__generated__/RelationButton_profile.graphql';
import { HeartIcon } from '../../ui/icons';

/**
 * Like, Like Back, Friend, You Liked or Mutual (SPEC §4); disabled, with the server's reason beside it, when the
 * server would refuse the like. The label flips as soon as it is pressed, takes the
 * relation the server answers, and rolls back with a toast when the server refuses. In a list of members,
 * `describedBy` names the element that says whose button it is.
 */
export function RelationButton({ profile, describedBy }: { profile: RelationButton_profile$key; describedBy?: string }) {
  const data = useFragment(
    graphql`
      fragment RelationButton_profile on Profile {
        id
        uuid
        displayName
        relationType
        canStartChat
        chatPermission {
          allowed
          reason
        }
        likePermission {
          allowed
          reason
        }
      }
    `,
    profile,
  );
  const reasonId = useId();
  const [like, isLiking] = useLikeProfileMutation();
  const [unlike, isUnliking] = useUnlikeProfileMutation();
  const { label, action } = relationAction(data.relationType as RelationType | null);
  const isLiked = action === 'unlike';

  const press = () => {
    // A second press while one is on its way would race it; the label already shows the intent.
    if (isLiking || isUnliking) return;
    const relationType = expectedRelation(data.relationType as RelationType | null, action);
    const optimistic = {
      relationType,
      profile: { id: data.id, relationType, canStartChat: data.canStartChat, chatPermission: data.chatPermission },
    };
    const onError = (error: Error) => {
      showToast({
        title: isLiked ? `Could not unlike ${data.displayName}` : `Could not like ${data.displayName}`,
        description: errorMessage(error),
      });
    };
    const variables = { input: { uuid: data.uuid } };
    if (action === 'like') like({ variables, optimisticResponse: { likeProfile: optimistic }, onError });
    else unlike({ variables, optimisticResponse: { unlikeProfile: optimistic }, onError });
  };

  const { allowed, reason } = data.likePermission;
  return (
    <div className="flex max-w-64 flex-col items-start gap-1">
      <Button
        variant={isLiked ? 'primary' : 'secondary'}
        onPress={press}
        aria-pressed={isLiked}
        isDisabled={!allowed}
        aria-describedby={[describedBy, allowed ? undefined : reasonId].filter(Boolean).join(' ') || undefined}
        className="min-w-32"
      >
        <HeartIcon filled={isLiked} />
        {label}
      </Button>
      {!allowed && reason && <ActionRefusal id={reasonId}>{reason}</ActionRefusal>}
    </div>
  );
}
