import { useCallback } from 'react';
import { announce } from '../../ui/LiveAnnouncer';
import { useMessageAuthor } from './ChatRoomAnnouncer';
import type { RoomEvent } from './useChatRoomSubscription';

/**
 * The room's event handler, which also tells screen-reader users when the other member reacts ("Mika reacted
 * ❤️"); the chips themselves change in place, which nobody hears. The viewer's own reactions are not read back.
 */
export function useReactionAnnouncer(onEvent: (event: RoomEvent) => void, viewerProfileId: string) {
  const other = useMessageAuthor(false);
  return useCallback(
    (event: RoomEvent) => {
      onEvent(event);
      if (event.kind === 'MESSAGE_REACTIONS' && event.reaction?.added && event.profileId !== viewerProfileId)
        announce(`${other} reacted ${event.reaction.emoji}`);
    },
    [onEvent, other, viewerProfileId],
  );
}
