import { useEffect, useMemo, useState, type ClipboardEvent, type DragEvent } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../../ui/Button';
import { Switch } from '../../ui/Switch';
import { announce } from '../../ui/LiveAnnouncer';
import { PictureIcon } from '../../ui/icons';
import { uploadProblem } from '../settings/images/readFile';
import { MAX_CHAT_PICTURES } from '../../../shared/chatPictures';

export const TOO_MANY_PICTURES = `A message can carry at most ${MAX_CHAT_PICTURES} pictures.`;

/** Image files among pasted or dropped ones. */
const imagesOf = (files: FileList | null | undefined) => [...(files ?? [])].filter((file) => file.type.startsWith('image/'));

/**
 * The pictures attached to the message being written: from the "Attach pictures" button (the keyboard's way),
 * a paste or a drop. Each is checked as gallery uploads are (JPEG, 16 MB) and the count kept to the limit,
 * with the reason said when one is refused.
 */
export function useComposerPictures() {
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [isExplicit, setExplicit] = useState(false);
  const add = (chosen: readonly File[]) => {
    const refused = chosen.map(uploadProblem).find(Boolean);
    const usable = chosen.filter((file) => !uploadProblem(file));
    const room = MAX_CHAT_PICTURES - files.length;
    const why = refused ?? (usable.length > room ? TOO_MANY_PICTURES : null);
    setProblem(why);
    if (why) announce(why);
    if (usable.length > 0 && room > 0) setFiles((list) => [...list, ...usable.slice(0, room)]);
  };
  return {
    files,
    problem,
    isExplicit,
    setExplicit,
    add,
    remove: (index: number) => setFiles((list) => list.filter((_, at) => at !== index)),
    clear: () => {
      setFiles([]);
      setProblem(null);
      setExplicit(false);
    },
    onPaste: (event: ClipboardEvent) => {
      const images = imagesOf(event.clipboardData?.files);
      if (images.length === 0) return;
      event.preventDefault();
      add(images);
    },
    dropTarget: {
      onDragOver: (event: DragEvent) => {
        if ([...event.dataTransfer.types].includes('Files')) event.preventDefault();
      },
      onDrop: (event: DragEvent) => {
        const images = imagesOf(event.dataTransfer.files);
        if (images.length === 0) return;
        event.preventDefault();
        add(images);
      },
    },
  };
}

type ComposerPicturesState = ReturnType<typeof useComposerPictures>;

/** The "Attach pictures" button. */
export function AttachPicturesButton({ pictures }: { pictures: ComposerPicturesState }) {
  return (
    <FileTrigger acceptedFileTypes={['image/jpeg']} allowsMultiple onSelect={(list) => pictures.add([...(list ?? [])])}>
      <Button variant="secondary" isDisabled={pictures.files.length >= MAX_CHAT_PICTURES}>
        <PictureIcon className="h-5 w-5" />
        {/* On a phone the icon alone leaves the message field its width; the name stays for screen readers. */}
        <span className="sr-only sm:not-sr-only">Attach pictures</span>
      </Button>
    </FileTrigger>
  );
}

/** The attached pictures above the field, each with Remove; the explicit toggle where the room allows it. */
export function AttachedPictures({ pictures, canMarkExplicit }: { pictures: ComposerPicturesState; canMarkExplicit: boolean }) {
  const previews = useMemo(() => pictures.files.map((file) => URL.createObjectURL(file)), [pictures.files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  if (pictures.files.length === 0 && !pictures.problem) return null;
  return (
    <div className="flex w-full basis-full flex-col gap-2">
      {pictures.problem && <p className="text-sm text-red-800 dark:text-red-300">{pictures.problem}</p>}
      {pictures.files.length > 0 && (
        <ul aria-label="Attached pictures" className="flex flex-wrap gap-2">
          {previews.map((url, index) => (
            <li key={url} className="flex flex-col items-center gap-1">
              <img src={url} alt={`Attached picture ${index + 1}`} className="h-16 w-16 rounded-lg object-cover" />
              <Button variant="quiet" aria-label={`Remove attached picture ${index + 1}`} onPress={() => pictures.remove(index)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {canMarkExplicit && pictures.files.length > 0 && (
        <Switch isSelected={pictures.isExplicit} onChange={pictures.setExplicit}>
          Mark as explicit (After Dark)
        </Switch>
      )}
    </div>
  );
}
