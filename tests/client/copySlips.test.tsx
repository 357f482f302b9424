// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { ProfileGallery } from '../../src/features/profile/ProfileGallery';
import { ProfileMemberships } from '../../src/features/profile/ProfileMemberships';
import { ProfileSonas } from '../../src/features/profile/ProfileSonas';
import ProfileScreenQuery, {
  type ProfileScreenQuery as ProfileScreenQueryType,
} from '../../src/features/profile/__generated__/ProfileScreenQuery.graphql';
import { countOf } from '../../src/lib/plural';

afterEach(cleanup);

function Harness() {
  const { profile } = useLazyLoadQuery<ProfileScreenQueryType>(ProfileScreenQuery, {
    uuid: 'b1f6c1de-0000-4000-8000-000000000003',
    isAd: false,
  });
  if (!profile) return null;
  return (
    <>
      <ProfileGallery profile={profile} isAd={false} loadedIsAd={false} />
      <ProfileMemberships profile={profile} />
      <ProfileSonas profile={profile} isAd={false} />
    </>
  );
}

function renderProfile(resolvers: Parameters<typeof MockPayloadGenerator.generate>[1]) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, { Profile: () => ({ displayName: 'Rusty Fox' }), ...resolvers }),
  );
  // Inside a router: a group card links to the group's page.
  const rootRoute = createRootRoute({
    component: () => (
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="Loading">
          <Harness />
        </Suspense>
      </RelayEnvironmentProvider>
    ),
  });
  render(<RouterProvider router={createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })} />);
}

describe('counted words', () => {
  it('says "1 reply" and "2 replies", never "1 replies"', () => {
    expect(countOf(1, 'reply', 'replies')).toBe('1 reply');
    expect(countOf(0, 'reply', 'replies')).toBe('0 replies');
    expect(countOf(2, 'reply', 'replies')).toBe('2 replies');
  });

  it("a group card says one thread's and one reply's count in the singular", async () => {
    renderProfile({
      Profile: () => ({
        displayName: 'Rusty Fox',
        groups: [
          {
            threadCount: 1,
            replyCount: 1,
            group: {
              id: 'g1',
              uuid: '5d0c2f4e-0000-4000-8000-000000000001',
              displayName: 'Foxes of Berlin',
              isVerified: false,
              image: null,
            },
          },
        ],
        events: [],
        sonas: [],
      }),
    });
    expect(await screen.findByText('1 thread · 1 reply')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Foxes of Berlin/ }).getAttribute('href')).toBe('/groups/5d0c2f4e-0000-4000-8000-000000000001');
  });
});

describe('profile slips', () => {
  it('a fursona without a picture shows its initial on a colour, not an empty tile', async () => {
    renderProfile({
      Profile: () => ({
        displayName: 'Rusty Fox',
        groups: [],
        events: [],
        sonas: [{ id: 'sona-1', displayName: 'Ember', hasFursuit: false, species: { displayName: 'Red fox' }, images: [] }],
      }),
    });
    const name = await screen.findByText('Ember');
    const tile = name.closest('li')!.firstElementChild!;
    expect(tile.getAttribute('aria-hidden')).toBe('true');
    expect(tile.textContent).toBe('E');
  });

  it('the lightbox of a single picture has no arrows', async () => {
    renderProfile({
      Profile: () => ({ displayName: 'Rusty Fox', groups: [], events: [], sonas: [] }),
      ProfileImageConnection: () => ({
        edges: [
          {
            cursor: '1',
            node: { id: 'image-1', likeCount: 1, hasLiked: false, altText: null, image: { uuid: 'uuid-1', contentRating: 'SAFE' } },
          },
        ],
        pageInfo: { hasNextPage: false, endCursor: '1' },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Picture 1 of 1 by Rusty Fox' }));
    await screen.findByRole('heading', { name: 'Picture 1 of 1' });
    expect(screen.getByText('1 like')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Previous picture' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next picture' })).toBeNull();
  });
});
