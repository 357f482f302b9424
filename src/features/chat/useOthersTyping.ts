import { useCallback, useEffect, useRef, useState } from 'react';
import type { RoomEvent } from './useChatRoomSubscription';

/** A typing indicator fades if no word came for this long (a lost stop signal must not leave it on). */
const TYPING_TIMEOUT_MS = 5000;

/** Who else is typing in the room, from the room's live events. */
export function useOthersTyping(viewerProfileId: string) {
  const [typingIds, setTypingIds] = useState<string[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const clear = useCallback((profileId: string) => {
    clearTimeout(timers.current.get(profileId));
    timers.current.delete(profileId);
    setTypingIds((ids) => ids.filter((id) => id !== profileId));
  }, []);

  const onEvent = useCallback(
    (event: RoomEvent) => {
      const profileId = event.profileId;
      if (!profileId || profileId === viewerProfileId) return;
      if (event.kind === 'START_TYPING') {
        clearTimeout(timers.current.get(profileId));
        timers.current.set(
          profileId,
          setTimeout(() => clear(profileId), TYPING_TIMEOUT_MS),
        );
        setTypingIds((ids) => (ids.includes(profileId) ? ids : [...ids, profileId]));
      }
      if (event.kind === 'STOP_TYPING' || event.kind === 'MESSAGE') clear(profileId);
    },
    [viewerProfileId, clear],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);
  return { typingIds, onEvent };
}
