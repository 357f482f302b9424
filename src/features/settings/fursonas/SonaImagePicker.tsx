import { startTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Button } from '../../../ui/Button';
import { presentNodes } from '../edges';
import { PICKER_PAGE } from '../images/ImagePickerDialog';
import type { SonaImagePicker_viewer$key } from './__generated__/SonaImagePicker_viewer.graphql';
import { CheckboxGroup, CheckboxTile } from '../../../ui/Checkbox';

/**
 * The member's images to link to a fursona, a page at a time. Linked images on pages not loaded yet
 * stay linked: the value holds ids, not what is on screen.
 */
export function SonaImagePicker({
  viewer,
  value,
  onChange,
  isDisabled,
}: {
  viewer: SonaImagePicker_viewer$key;
  value: string[];
  onChange: (value: string[]) => void;
  isDisabled: boolean;
}) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment SonaImagePicker_viewer on Viewer
      @argumentDefinitions(count: { type: "Int", defaultValue: 60 }, cursor: { type: "String" })
      @refetchable(queryName: "SonaImagePickerPaginationQuery") {
        sonaImages: images(first: $count, after: $cursor) @connection(key: "SonaImagePicker_sonaImages") {
          edges {
            node {
              id
              image {
                url(width: 256)
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  const images = presentNodes(data.sonaImages.edges);

  return (
    <CheckboxGroup label="Linked images" value={value} onChange={onChange} isDisabled={isDisabled}>
      {images.length === 0 && <p className="text-sm">Upload images in your gallery to link them here.</p>}
      <div className="grid grid-cols-[repeat(auto-fill,minmax(120px,1fr))] gap-2">
        {images.map((node, index) => (
          <CheckboxTile key={node.id} value={node.id}>
            <img src={node.image.url} alt={`Image ${index + 1}`} className="aspect-square w-full object-cover" />
          </CheckboxTile>
        ))}
      </div>
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
    </CheckboxGroup>
  );
}
