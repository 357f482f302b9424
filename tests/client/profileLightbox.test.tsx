// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { ProfileGallery } from '../../src/features/profile/ProfileGallery';
import ProfileScreenQuery, {
  type ProfileScreenQuery as ProfileScreenQueryType,
} from '../../src/features/profile/__generated__/ProfileScreenQuery.graphql';
import { ToastRegion } from '../../src/ui/Toast';
import { LiveAnnouncer } from '../../src/ui/LiveAnnouncer';

afterEach(cleanup);

function Harness() {
  const { profile } = useLazyLoadQuery<ProfileScreenQueryType>(ProfileScreenQuery, {
    uuid: 'b1f6c1de-0000-4000-8000-000000000003',
    isAd: false,
  });
  return profile ? <ProfileGallery profile={profile} isAd={false} loadedIsAd={false} /> : null;
}

const picture = (n: number, likeCount: number, hasLiked = false) => ({
  cursor: String(n),
  node: { id: `image-${n}`, likeCount, hasLiked, altText: null as string | null, image: { uuid: `uuid-${n}`, contentRating: 'SAFE' } },
});

function renderGallery(edges = [picture(1, 4), picture(2, 0, true), picture(3, 1)]) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Profile: () => ({ displayName: 'Rusty Fox' }),
      ProfileImageConnection: () => ({ edges, pageInfo: { hasNextPage: false, endCursor: '2' } }),
    }),
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="Loading">
        <Harness />
      </Suspense>
      <ToastRegion />
      <LiveAnnouncer />
    </RelayEnvironmentProvider>,
  );
  return environment;
}

describe('image lightbox', () => {
  it('cycles through the pictures with the arrow keys and buttons, wrapping around', async () => {
    renderGallery();
    await userEvent.click(await screen.findByRole('button', { name: 'Picture 2 of 3 by Rusty Fox' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pictures of Rusty Fox' });
    await waitFor(() => expect(dialog.querySelector('h2')?.textContent).toBe('Picture 2 of 3'));
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByRole('heading', { name: 'Picture 3 of 3' })).toBeTruthy();
    // The heading is not read out when it changes; the polite announcer says where the member now is.
    expect(screen.getByTestId('live-announcer').textContent).toBe('Picture 3 of 3');
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByRole('heading', { name: 'Picture 1 of 3' })).toBeTruthy();
    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('heading', { name: 'Picture 3 of 3' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Previous picture' }));
    expect(await screen.findByRole('heading', { name: 'Picture 2 of 3' })).toBeTruthy();
    expect(screen.getByTestId('live-announcer').textContent).toBe('Picture 2 of 3');
    expect((await screen.findByRole('button', { name: 'Like this picture' })).getAttribute('aria-pressed')).toBe('true');
  });

  it('names each picture by whose it is, and keeps one live like count across pictures so changes are heard', async () => {
    renderGallery();
    await userEvent.click(await screen.findByRole('button', { name: 'Picture 1 of 3 by Rusty Fox' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pictures of Rusty Fox' });
    await waitFor(() => expect(dialog.querySelector('img')?.getAttribute('alt')).toBe('Picture 1 of 3 by Rusty Fox'));
    const region = dialog.querySelector('[aria-live="polite"]');
    expect(region?.textContent).toBe('4 likes');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(dialog.querySelector('img')?.getAttribute('alt')).toBe('Picture 2 of 3 by Rusty Fox'));
    // The same region, still in the page: a region mounted anew with its text is not announced.
    expect(dialog.querySelector('[aria-live="polite"]')).toBe(region);
    expect(region?.isConnected).toBe(true);
    expect(region?.textContent).toBe('0 likes');
  });

  it("uses the owner's own alt text for a picture when there is one", async () => {
    const described = picture(1, 0);
    renderGallery([{ ...described, node: { ...described.node, altText: 'Rusty waving from a con stage' } }, picture(2, 0)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Rusty waving from a con stage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pictures of Rusty Fox' });
    await waitFor(() => expect(dialog.querySelector('img')?.getAttribute('alt')).toBe('Rusty waving from a con stage'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(dialog.querySelector('img')?.getAttribute('alt')).toBe('Picture 2 of 2 by Rusty Fox'));
  });

  it('likes a picture at once, takes the server count, and rolls back with a toast on failure', async () => {
    const environment = renderGallery();
    await userEvent.click(await screen.findByRole('button', { name: 'Picture 1 of 3 by Rusty Fox' }));
    const like = await screen.findByRole('button', { name: 'Like this picture' });
    await userEvent.click(like);
    // The server answers below: until then what shows is the optimistic like.
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
    expect(await screen.findByText('5 likes')).toBeTruthy();
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { id: 'image-1', liked: true } });
    act(() => {
      environment.mock.resolve(operation, { data: { profileImageLike: { likeCount: 9, profileImage: { id: 'image-1', likeCount: 9 } } } });
    });
    expect(await screen.findByText('9 likes')).toBeTruthy();
    expect(like.getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(like);
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('false'));
    expect(await screen.findByText('8 likes')).toBeTruthy();
    act(() => {
      environment.mock.reject(environment.mock.getMostRecentOperation(), new Error('Image not found.'));
    });
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
    expect(await screen.findByText('9 likes')).toBeTruthy();
    expect(await screen.findByText('Could not unlike this picture')).toBeTruthy();
  });
});
