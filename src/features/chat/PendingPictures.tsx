import { Button } from '../../ui/Button';
import { usePendingPictures } from './usePictureUploads';

/**
 * The pictures of the viewer's message on its way, in their places: each shows its own upload under way, and a
 * failed one keeps its place with Retry and Remove.
 */
export function PendingPictures({ clientId }: { clientId: string }) {
  const { picturesOf, retry, remove } = usePendingPictures();
  const pictures = picturesOf(clientId);
  if (pictures.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-1" aria-label="Pictures">
      {pictures.map((picture, index) => {
        const name = `picture ${index + 1} of ${pictures.length}`;
        return (
          <li key={picture.key} className="flex flex-col items-center gap-1">
            <img
              src={picture.previewUrl}
              alt={`Your ${name}`}
              className={`h-32 w-32 rounded-lg object-cover ${picture.status === 'uploaded' ? '' : 'opacity-60'}`}
            />
            {picture.status === 'uploading' && (
              <span role="progressbar" aria-label={`Uploading ${name}`} className="block h-1 w-24 overflow-hidden rounded bg-white/40">
                <span className="block h-full w-1/2 animate-pulse bg-current motion-reduce:animate-none" />
              </span>
            )}
            {picture.status === 'failed' && (
              <span className="flex flex-wrap justify-center gap-1">
                <span className="sr-only">
                  Upload of {name} failed: {picture.error}
                </span>
                <Button variant="secondary" aria-label={`Retry ${name}`} onPress={() => retry(clientId, picture.key)}>
                  Retry
                </Button>
                <Button variant="secondary" aria-label={`Remove ${name}`} onPress={() => remove(clientId, picture.key)}>
                  Remove
                </Button>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
