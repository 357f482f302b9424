import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { readAsDataUrl } from '../settings/images/readFile';
import { announce } from '../../ui/LiveAnnouncer';
import { useUploadChatPictureMutation } from './UploadChatPictureMutation';

export interface PendingPicture {
  key: string;
  /** A local preview of the file, shown until the stored message takes the pending one's place. */
  previewUrl: string;
  status: 'uploading' | 'failed' | 'uploaded';
  uuid?: string;
  error?: string;
}

/** What a pending message of pictures sends once every picture is uploaded. */
export interface PictureSend {
  pictureUuids: string[];
  isExplicit: boolean;
}

interface Entry {
  files: Map<string, File>;
  pictures: PendingPicture[];
  isExplicit: boolean;
  /** The text goes with the pictures: a message with none left and no text is dropped. */
  hasText: boolean;
}

interface PendingPicturesValue {
  picturesOf: (clientId: string) => readonly PendingPicture[];
  retry: (clientId: string, key: string) => void;
  remove: (clientId: string, key: string) => void;
}

/** The pending messages' pictures, for the pending bubbles in the history. */
export const PendingPicturesContext = createContext<PendingPicturesValue>({ picturesOf: () => [], retry: () => {}, remove: () => {} });
export const usePendingPictures = () => useContext(PendingPicturesContext);

const allUploaded = (entry: Entry) => entry.pictures.every((picture) => picture.status === 'uploaded');

/**
 * The pictures of the viewer's messages on their way: each uploads by itself (its own progress, its own Retry
 * and Remove), and the message is sent once all of them are stored, so the room never sees half a message.
 */
export function usePictureUploads(
  roomId: string,
  handlers: { onReady: (clientId: string, send: PictureSend) => void; onEmpty: (clientId: string) => void },
) {
  const upload = useUploadChatPictureMutation();
  // Kept outside React state: an upload's end reads and changes them, then one render shows the change.
  const entries = useRef<Record<string, Entry>>({});
  const handedOver = useRef<Record<string, { pictures: PendingPicture[]; send: PictureSend }>>({});
  const [, setVersion] = useState(0);
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  /** Hands a message whose pictures are all stored to the send, once; one left with nothing to send is dropped. */
  const settleIfDone = useCallback((clientId: string) => {
    const entry = entries.current[clientId];
    if (!entry || !allUploaded(entry)) return;
    delete entries.current[clientId];
    if (entry.pictures.length === 0 && !entry.hasText) return handlersRef.current.onEmpty(clientId);
    const send = { pictureUuids: entry.pictures.map((picture) => picture.uuid!), isExplicit: entry.isExplicit };
    handedOver.current[clientId] = { pictures: entry.pictures, send };
    handlersRef.current.onReady(clientId, send);
  }, []);

  const update = useCallback(
    (clientId: string, key: string, change: Partial<PendingPicture> | null) => {
      const entry = entries.current[clientId];
      if (!entry) return;
      const pictures = change
        ? entry.pictures.map((picture) => (picture.key === key ? { ...picture, ...change } : picture))
        : entry.pictures.filter((picture) => picture.key !== key);
      entries.current[clientId] = { ...entry, pictures };
      settleIfDone(clientId);
      setVersion((version) => version + 1);
    },
    [settleIfDone],
  );

  const uploadOne = useCallback(
    (clientId: string, key: string, file: File) => {
      update(clientId, key, { status: 'uploading', error: undefined });
      readAsDataUrl(file)
        .then((image) => upload(roomId, image))
        .then(
          (uuid) => update(clientId, key, { status: 'uploaded', uuid }),
          (error: unknown) => {
            update(clientId, key, { status: 'failed', error: (error as Error).message });
            announce(`A picture could not be uploaded: ${(error as Error).message}`);
          },
        );
    },
    [roomId, upload, update],
  );

  const start = useCallback(
    (clientId: string, files: readonly File[], options: { isExplicit: boolean; hasText: boolean }) => {
      const keyed = files.map((file, index) => [`${clientId}:${index}`, file] as const);
      const pictures = keyed.map(([key, file]): PendingPicture => ({ key, previewUrl: URL.createObjectURL(file), status: 'uploading' }));
      entries.current[clientId] = { files: new Map(keyed), pictures, ...options };
      for (const [key, file] of keyed) uploadOne(clientId, key, file);
    },
    [uploadOne],
  );

  const value: PendingPicturesValue = {
    picturesOf: (clientId) => entries.current[clientId]?.pictures ?? handedOver.current[clientId]?.pictures ?? [],
    retry: (clientId, key) => {
      const file = entries.current[clientId]?.files.get(key);
      if (file) uploadOne(clientId, key, file);
    },
    remove: (clientId, key) => update(clientId, key, null),
  };
  /** The pictures of a message whose send failed, for its retry. */
  const sendOf = (clientId: string) => handedOver.current[clientId]?.send;
  return { start, value, sendOf };
}
