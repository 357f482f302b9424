import { startTransition, Suspense } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { ListBox, ListBoxTile } from '../../../ui/ListBox';
import { presentNodes } from '../edges';
import type { ImagePickerDialog_viewer$key } from './__generated__/ImagePickerDialog_viewer.graphql';
import type { ImagePickerDialogQuery } from './__generated__/ImagePickerDialogQuery.graphql';

export interface PickableImage {
  id: string;
  /** The 256 px variant's URL, as the server gave it. */
  previewUrl: string;
}

/** Images a picker loads at a time (the fragments' default count says the same). */
export const PICKER_PAGE = 60;

const pickerQuery = graphql`
  query ImagePickerDialogQuery($isAd: Boolean!) {
    viewer @required(action: THROW) {
      ...ImagePickerDialog_viewer @arguments(isAd: $isAd)
    }
  }
`;

interface PickerProps {
  title: string;
  isAd: boolean;
  selectedId: string | null;
  onSave: (image: PickableImage) => void;
  onClose: () => void;
}

/** The member's images of one persona, a page at a time, as a grid to pick one from. */
function PickerImages({ title, isAd, selectedId, onSave, onClose }: PickerProps) {
  const { viewer } = useLazyLoadQuery<ImagePickerDialogQuery>(pickerQuery, { isAd }, { fetchPolicy: 'store-and-network' });
  return <PickerGrid viewer={viewer} title={title} selectedId={selectedId} onSave={onSave} onClose={onClose} />;
}

function PickerGrid({ viewer, title, selectedId, onSave, onClose }: Omit<PickerProps, 'isAd'> & { viewer: ImagePickerDialog_viewer$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ImagePickerDialog_viewer on Viewer
      @argumentDefinitions(count: { type: "Int", defaultValue: 60 }, cursor: { type: "String" }, isAd: { type: "Boolean" })
      @refetchable(queryName: "ImagePickerDialogPaginationQuery") {
        pickerImages: images(first: $count, after: $cursor, isAd: $isAd)
          @connection(key: "ImagePickerDialog_pickerImages", filters: ["isAd"]) {
          edges {
            node {
              id
              image {
                previewUrl: url(width: 256)
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  const images = presentNodes(data.pickerImages.edges).map((node) => ({ id: node.id, previewUrl: node.image.previewUrl }));
  if (images.length === 0) return <p>Upload an image first in your image gallery.</p>;

  return (
    <>
      <ListBox
        aria-label={title}
        layout="grid"
        items={images}
        selectionMode="single"
        selectedKeys={selectedId ? [selectedId] : []}
        onSelectionChange={(selection) => {
          const id = selection !== 'all' ? ([...selection][0] as string | undefined) : undefined;
          const image = images.find((candidate) => candidate.id === id);
          if (image) {
            onSave(image);
            onClose();
          }
        }}
        className="grid max-h-96 grid-cols-3 gap-2 overflow-y-auto p-1"
      >
        {(image) => (
          <ListBoxTile id={image.id} textValue={`Image ${images.indexOf(image) + 1}`}>
            <img src={image.previewUrl} alt={`Image ${images.indexOf(image) + 1}`} className="aspect-square w-full object-cover" />
          </ListBoxTile>
        )}
      </ListBox>
      {hasNext && (
        <Button
          variant="secondary"
          isPending={isLoadingNext}
          onPress={() => startTransition(() => void loadNext(PICKER_PAGE))}
          className="self-start"
        >
          Load more images
        </Button>
      )}
    </>
  );
}

/** Picks one of the member's own images of one persona (primary or header image). */
export function ImagePickerDialog(props: PickerProps) {
  return (
    <Dialog title={props.title}>
      <Suspense fallback={<p role="status">Loading your images…</p>}>
        <PickerImages {...props} />
      </Suspense>
      <div className="flex justify-end">
        <Button variant="secondary" onPress={props.onClose}>
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}
