import { useCallback, useEffect, useRef } from 'react';
import { useStartChatTypingMutation } from './StartChatTypingMutation';
import { useStopChatTypingMutation } from './StopChatTypingMutation';

/** After this much silence the viewer counts as no longer typing. */
const STOP_AFTER_MS = 3000;

/** Tells the room when the viewer starts typing and when they stop (paused, sent, or left the room). */
export function useTypingSignal(roomId: string) {
  const start = useStartChatTypingMutation();
  const stop = useStopChatTypingMutation();
  const typing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopTyping = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!typing.current) return;
    typing.current = false;
    stop({ variables: { input: { roomId } } });
  }, [roomId, stop]);

  const typed = useCallback(() => {
    if (!typing.current) {
      typing.current = true;
      start({ variables: { input: { roomId } } });
    }
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(stopTyping, STOP_AFTER_MS);
  }, [roomId, start, stopTyping]);

  useEffect(() => stopTyping, [stopTyping]);
  return { typed, stopTyping };
}
