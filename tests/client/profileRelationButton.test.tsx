// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { ProfileHeader } from '../../src/features/profile/ProfileHeader';
import ProfileScreenQuery, {
  type ProfileScreenQuery as ProfileScreenQueryType,
} from '../../src/features/profile/__generated__/ProfileScreenQuery.graphql';
import { ToastRegion } from '../../src/ui/Toast';

afterEach(cleanup);

const UUID = 'b1f6c1de-0000-4000-8000-000000000002';

function Harness() {
  const { profile } = useLazyLoadQuery<ProfileScreenQueryType>(ProfileScreenQuery, { uuid: UUID, isAd: false });
  return profile ? <ProfileHeader profile={profile} /> : null;
}

/** The real ProfileScreenQuery feeding the header, with the profile the test describes. */
function renderHeader(profile: Record<string, unknown>, permissions: { chat?: Permission; like?: Permission } = {}) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      ProfileActionPermission: (context) =>
        context.path?.includes('chatPermission') ? (permissions.chat ?? ALLOWED) : (permissions.like ?? ALLOWED),
      Bio: () => ({ genders: ['Male', 'Non-Binary'], relationshipStatus: 'SINGLE', sexualOrientation: 'GAY' }),
      ProfileLocation: () => ({ place: 'Berlin', homePlace: null, distance: 3 }),
      Profile: () => ({
        id: 'profile-2',
        uuid: UUID,
        displayName: 'Rusty Fox',
        isViewer: false,
        canStartChat: true,
        relationType: null,
        ...profile,
      }),
    }),
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="Loading">
        <Harness />
      </Suspense>
      <ToastRegion />
    </RelayEnvironmentProvider>,
  );
  return environment;
}

interface Permission {
  allowed: boolean;
  reason: string | null;
}

const ALLOWED: Permission = { allowed: true, reason: null };

const relationButton = () => screen.findByRole('button', { name: /^(Like|Like Back|Friend|You Liked|Mutual)$/ });

describe('relation button', () => {
  it.each([
    [null, 'Like', false],
    ['LIKED_BY', 'Like Back', false],
    ['FRIEND', 'Friend', false],
    ['LIKED', 'You Liked', true],
    ['MUTUAL', 'Mutual', true],
  ])('shows %s as %s', async (relationType, label, pressed) => {
    renderHeader({ relationType });
    const button = await relationButton();
    expect(button.textContent).toBe(label);
    expect(button.getAttribute('aria-pressed')).toBe(String(pressed));
  });

  it('flips to You Liked before the server answers, then takes the relation the server returns', async () => {
    const environment = renderHeader({ relationType: null });
    await userEvent.click(await relationButton());
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe('LikeProfileMutation');
    expect(operation.request.variables).toEqual({ input: { uuid: UUID } });
    expect((await relationButton()).textContent).toBe('You Liked');
    // They had liked us meanwhile: the server's answer wins over the guess.
    act(() => {
      environment.mock.resolve(operation, {
        data: {
          likeProfile: {
            relationType: 'MUTUAL',
            profile: { id: 'profile-2', relationType: 'MUTUAL', canStartChat: true, chatPermission: ALLOWED },
          },
        },
      });
    });
    expect((await relationButton()).textContent).toBe('Mutual');
  });

  it('unlikes a mutual at once, leaving Like Back', async () => {
    const environment = renderHeader({ relationType: 'MUTUAL' });
    await userEvent.click(await relationButton());
    expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe('UnlikeProfileMutation');
    expect((await relationButton()).textContent).toBe('Like Back');
  });

  it('rolls back and shows a toast when the server refuses', async () => {
    const environment = renderHeader({ relationType: 'LIKED_BY' });
    await userEvent.click(await relationButton());
    expect((await relationButton()).textContent).toBe('Mutual');
    act(() => {
      environment.mock.reject(environment.mock.getMostRecentOperation(), new Error('Profile not found.'));
    });
    expect((await relationButton()).textContent).toBe('Like Back');
    expect(await screen.findByText('Could not like Rusty Fox')).toBeTruthy();
    expect(await screen.findByText('Profile not found.')).toBeTruthy();
  });

  it('disables the chat link when the server would refuse a chat, and says why beside it', async () => {
    const reason = 'Rusty Fox only takes chats from mutual likes.';
    renderHeader({}, { chat: { allowed: false, reason } });
    const chat = await screen.findByRole('link', { name: 'Chat' });
    expect(chat.getAttribute('aria-disabled')).toBe('true');
    expect(await screen.findByText(reason)).toBeTruthy();
    // Screen readers hear the reason with the control it explains.
    expect(document.getElementById(chat.getAttribute('aria-describedby')!)?.textContent).toBe(reason);
    cleanup();
    renderHeader({});
    const enabled = await screen.findByRole('link', { name: 'Chat' });
    expect(enabled.getAttribute('aria-disabled')).toBeNull();
    expect(enabled.getAttribute('href')).toBe(`/chatrooms/profile/${UUID}`);
    expect(screen.queryByText(reason)).toBeNull();
  });

  it('disables the like button when the server would refuse a like, and says why beside it', async () => {
    const reason = "You can't like this member.";
    renderHeader({}, { like: { allowed: false, reason } });
    const like = await relationButton();
    expect(like.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(like.getAttribute('aria-describedby')!)?.textContent).toBe(reason);
  });

  it('opens the chat once a like back makes the member a mutual the profile takes chats from', async () => {
    const environment = renderHeader(
      { relationType: 'LIKED_BY' },
      { chat: { allowed: false, reason: 'Rusty Fox only takes chats from mutual likes.' } },
    );
    await userEvent.click(await relationButton());
    act(() => {
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: {
          likeProfile: {
            relationType: 'MUTUAL',
            profile: { id: 'profile-2', relationType: 'MUTUAL', canStartChat: true, chatPermission: ALLOWED },
          },
        },
      });
    });
    expect((await screen.findByRole('link', { name: 'Chat' })).getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByText('Rusty Fox only takes chats from mutual likes.')).toBeNull();
  });

  it('shows Edit profile instead of like and chat on one’s own profile', async () => {
    renderHeader({ isViewer: true });
    const edit = await screen.findByRole('link', { name: 'Edit profile' });
    expect(edit.getAttribute('href')).toBe('/settings/profile/edit');
    expect(screen.queryByRole('button', { name: 'Like' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Chat' })).toBeNull();
  });
});
