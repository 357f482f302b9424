import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { announce } from '../../ui/LiveAnnouncer';
import { shownName } from '../../lib/hiddenMember';
import type { ChatRoomAnnouncer_room$key } from './__generated__/ChatRoomAnnouncer_room.graphql';

/** Who wrote a message, for the text screen readers read before it (position and colour say it only to the eye). */
const AuthorContext = createContext<(mine: boolean) => string>((mine) => (mine ? 'You' : 'Them'));

export function useMessageAuthor(mine: boolean): string {
  return useContext(AuthorContext)(mine);
}

/** How many incoming messages the log keeps: enough for a burst, few enough to stay small. */
const LOG_SIZE = 5;

/**
 * Makes an open room speak: each new incoming message goes into a polite log with its author
 * ("Mika: Maybe around 3?"), and the other member reading the viewer's last message is announced.
 * Messages already there when the room opened, and older pages, are not read out.
 */
export function ChatRoomAnnouncer({
  room,
  viewerProfileId,
  children,
}: {
  room: ChatRoomAnnouncer_room$key;
  viewerProfileId: string;
  children: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment ChatRoomAnnouncer_room on ChatRoom {
        title
        otherProfile {
          displayName
        }
        lastMessage {
          seqId
          profileId
          deletedAt
          payload {
            __typename
            ... on ChatMessageTextPayload {
              content
            }
          }
        }
        participants {
          lastReadSeqId
          profile {
            id
          }
        }
      }
    `,
    room,
  );
  const otherName = data.otherProfile ? shownName(data.otherProfile.displayName) : (data.title ?? 'Someone');
  const last = data.lastMessage;
  const lastText = last?.payload?.__typename === 'ChatMessageTextPayload' && !last.deletedAt ? last.payload.content : null;
  const incoming = useIncomingLog(
    last && lastText !== null && last.profileId !== viewerProfileId ? { seqId: last.seqId, text: `${otherName}: ${lastText}` } : null,
  );
  const otherRead = Math.max(
    0,
    ...data.participants.filter((member) => member.profile.id !== viewerProfileId).map((member) => member.lastReadSeqId),
  );
  useReadReceipt(last && last.profileId === viewerProfileId ? last.seqId : null, otherRead, otherName);

  return (
    <AuthorContext.Provider value={(mine) => (mine ? 'You' : otherName)}>
      {children}
      <div role="log" aria-live="polite" aria-label="New messages" className="sr-only">
        {incoming.map((entry) => (
          <p key={entry.seqId}>{entry.text}</p>
        ))}
      </div>
    </AuthorContext.Provider>
  );
}

type Entry = { seqId: number; text: string };

/** The incoming messages that arrived while the room was open, newest last. */
function useIncomingLog(latest: Entry | null): Entry[] {
  const [log, setLog] = useState<Entry[]>([]);
  const openedAt = useRef(latest?.seqId ?? 0);
  const seqId = latest?.seqId ?? 0;
  const text = latest?.text ?? '';
  useEffect(() => {
    if (!text || seqId <= openedAt.current) return;
    openedAt.current = seqId;
    setLog((entries) => [...entries, { seqId, text }].slice(-LOG_SIZE));
  }, [seqId, text]);
  return log;
}

/** "Read by Mika" once the other member's read marker reaches the viewer's last message. */
function useReadReceipt(mySeqId: number | null, otherRead: number, otherName: string) {
  const said = useRef<number | null>(mySeqId !== null && otherRead >= mySeqId ? mySeqId : null);
  useEffect(() => {
    if (mySeqId === null || otherRead < mySeqId || said.current === mySeqId) return;
    said.current = mySeqId;
    announce(`Read by ${otherName}`);
  }, [mySeqId, otherRead, otherName]);
}
