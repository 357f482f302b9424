// @vitest-environment jsdom
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { ImagePickerDialog } from '../../src/features/settings/images/ImagePickerDialog';
import { SonaImagePicker } from '../../src/features/settings/fursonas/SonaImagePicker';
import EditFursonaScreenQuery, {
  type EditFursonaScreenQuery as EditFursonaScreenQueryType,
} from '../../src/features/settings/fursonas/__generated__/EditFursonaScreenQuery.graphql';

afterEach(cleanup);

const image = (n: number) => ({
  cursor: String(n),
  node: {
    __typename: 'ProfileImage',
    id: `image-${n}`,
    image: { url: `/image/uuid-${n}.jpeg?width=256`, previewUrl: `/image/uuid-${n}.jpeg?width=256` },
  },
});
const page = (from: number, to: number, hasNextPage: boolean) => ({
  edges: Array.from({ length: to - from + 1 }, (_, index) => image(from + index)),
  pageInfo: { hasNextPage, endCursor: String(to) },
});

/** Answers the newest operation with a page of the viewer's images (one viewer, so the pages join). */
function answerWith(environment: ReturnType<typeof createMockEnvironment>, images: ReturnType<typeof page>) {
  act(() => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { Viewer: () => ({ id: 'viewer-1' }), ProfileImageConnection: () => images }),
    );
  });
}

describe('the primary and header image picker', () => {
  it('loads the persona’s images a page at a time and picks one from a later page', async () => {
    const environment = createMockEnvironment();
    const onSave = vi.fn();
    render(
      <RelayEnvironmentProvider environment={environment}>
        <ImagePickerDialog title="After Dark primary image" isAd selectedId={null} onSave={onSave} onClose={vi.fn()} />
      </RelayEnvironmentProvider>,
    );
    expect((await screen.findByRole('status')).textContent).toBe('Loading your images…');
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ isAd: true });
    answerWith(environment, page(1, 60, true));
    // findAllBy… settles on the first match: the count is waited for as a whole.
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(60));

    await userEvent.click(await screen.findByRole('button', { name: 'Load more images' }));
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({ isAd: true, count: 60, cursor: '60' });
    answerWith(environment, page(61, 62, false));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(62));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more images' })).toBeNull());

    await userEvent.click(await screen.findByRole('option', { name: 'Image 62' }));
    expect(onSave).toHaveBeenCalledWith({ id: 'image-62', previewUrl: '/image/uuid-62.jpeg?width=256' });
  });

  it('says so when the persona has no images', async () => {
    const environment = createMockEnvironment();
    render(
      <RelayEnvironmentProvider environment={environment}>
        <ImagePickerDialog title="Header image" isAd={false} selectedId={null} onSave={vi.fn()} onClose={vi.fn()} />
      </RelayEnvironmentProvider>,
    );
    answerWith(environment, page(1, 0, false));
    expect(await screen.findByText('Upload an image first in your image gallery.')).toBeTruthy();
  });
});

function SonaHarness({ onChange }: { onChange: (value: string[]) => void }) {
  const { viewer } = useLazyLoadQuery<EditFursonaScreenQueryType>(EditFursonaScreenQuery, {});
  // Image 70 is linked already, on a page not loaded yet.
  const [value, setValue] = useState(['image-70']);
  if (!viewer) return null;
  return (
    <SonaImagePicker
      viewer={viewer}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      isDisabled={false}
    />
  );
}

describe('the fursona image picker', () => {
  // 135 React Aria checkbox tiles in jsdom: about 1.5 s on an idle machine, but 29 s of Vitest's 30 s was seen on
  // 2 busy cores beside stress-ng. Every step already waits for what it reads; this gives the whole test room.
  it('pages through the images and keeps links to images on pages not loaded', { timeout: 90_000 }, async () => {
    const environment = createMockEnvironment();
    const onChange = vi.fn();
    render(
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="Loading">
          <SonaHarness onChange={onChange} />
        </Suspense>
      </RelayEnvironmentProvider>,
    );
    answerWith(environment, page(1, 60, true));
    // findAllBy… settles on the first match: the count is waited for as a whole.
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(60));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Image 2' }));
    expect(onChange).toHaveBeenLastCalledWith(['image-70', 'image-2']);

    await userEvent.click(await screen.findByRole('button', { name: 'Load more images' }));
    answerWith(environment, page(61, 75, false));
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(75));
    const linked = (await screen.findByRole('checkbox', { name: 'Image 70' })) as HTMLInputElement;
    expect(linked.checked).toBe(true);
    await userEvent.click(linked);
    expect(onChange).toHaveBeenLastCalledWith(['image-2']);
  });
});
