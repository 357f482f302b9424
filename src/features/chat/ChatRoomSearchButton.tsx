import { Button } from '../../ui/Button';
import { SearchIcon } from '../../ui/icons';
import { openModal } from '../../ui/modalStack';
import { ChatRoomSearchDialog } from './ChatRoomSearchDialog';

/** The room header's "Search in this chat", opening the search over the room's messages. */
export function ChatRoomSearchButton({ roomId, onJump }: { roomId: string; onJump: (seqId: number) => void }) {
  return (
    <Button
      variant="quiet"
      size="icon"
      aria-label="Search in this chat"
      onPress={() => openModal((close) => <ChatRoomSearchDialog roomId={roomId} onJump={onJump} close={close} />)}
    >
      <SearchIcon className="h-5 w-5" />
    </Button>
  );
}
