// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { ProfileHeader } from '../../src/features/profile/ProfileHeader';
import ProfileScreenQuery, {
  type ProfileScreenQuery as ProfileScreenQueryType,
} from '../../src/features/profile/__generated__/ProfileScreenQuery.graphql';

afterEach(cleanup);

const UUID = 'b1f6c1de-0000-4000-8000-000000000003';

function Harness() {
  const { profile } = useLazyLoadQuery<ProfileScreenQueryType>(ProfileScreenQuery, { uuid: UUID, isAd: false });
  return profile ? <ProfileHeader profile={profile} /> : null;
}

/** The real ProfileScreenQuery feeding the profile header, with the presence the server gives. */
async function renderHeader(presence: string | null, isViewer = false) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Bio: () => ({ genders: [], relationshipStatus: null, sexualOrientation: null }),
      Profile: () => ({ id: 'p3', uuid: UUID, displayName: 'Rusty Fox', isViewer, presence, relationType: null }),
    }),
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="Loading">
        <Harness />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  await screen.findByRole('heading', { name: 'Rusty Fox', level: 1 });
}

describe('presence on a profile', () => {
  it.each([
    ['ONLINE', 'Online'],
    ['ACTIVE_TODAY', 'Active today'],
    ['ACTIVE_THIS_WEEK', 'Active this week'],
  ])('shows %s in words', async (presence, words) => {
    await renderHeader(presence);
    expect(await screen.findByText(words)).toBeTruthy();
  });

  it('shows nothing when the member hides it or was away longer', async () => {
    await renderHeader(null);
    expect(screen.queryByText(/^(Online|Active today|Active this week)$/)).toBeNull();
  });

  it('shows nothing on one’s own profile', async () => {
    await renderHeader('ONLINE', true);
    expect(screen.queryByText('Online')).toBeNull();
  });
});
