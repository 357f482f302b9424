// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { NavAccount } from '../../src/features/shell/NavAccount';
import { searchSettingsStore } from '../../src/state/searchSettings';
import AppShellQuery, { type AppShellQuery as AppShellQueryType } from '../../src/features/shell/__generated__/AppShellQuery.graphql';
import TopNavViewer, { type TopNav_viewer$key } from '../../src/features/shell/__generated__/TopNav_viewer.graphql';

afterEach(cleanup);

// The real AppShellQuery and TopNav_viewer fragment feed NavAccount, without the router around TopNav.
function AccountFromViewer({ viewer }: { viewer: TopNav_viewer$key }) {
  const { profile } = useFragment(TopNavViewer, viewer);
  return <NavAccount profile={profile} />;
}

function Harness() {
  const { viewer } = useLazyLoadQuery<AppShellQueryType>(AppShellQuery, {});
  return viewer ? <AccountFromViewer viewer={viewer} /> : null;
}

function renderAccount(profile: Record<string, unknown>) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Viewer: () => ({ isOnboarded: true }),
      Profile: () => ({ uuid: 'b1f6c1de-0000-4000-8000-000000000001', ...profile }),
    }),
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="Loading">
        <Harness />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
}

describe('nav account block', () => {
  it('shows the picture, name, @username and the best role badge', async () => {
    renderAccount({
      displayName: 'Rusty Fox',
      username: 'rusty',
      roles: [{ name: 'SUPPORTER' }, { name: 'TEAM' }],
      primaryImage: { image: { url: '/image/img-42.jpeg?width=374&expires=1800000000&sig=abc' } },
    });
    const button = await screen.findByRole('button', { name: /^Account menu for\s*Rusty Fox/ });
    expect(button.textContent).toContain('Rusty Fox');
    expect(button.textContent).toContain('@rusty');
    expect(button.textContent).toContain('Snoot Team');
    expect(button.textContent).not.toContain('Supporter');
    expect(button.querySelector('img')?.getAttribute('src')).toBe('/image/img-42.jpeg?width=374&expires=1800000000&sig=abc');
  });

  it('leaves out the username and badge when there are none', async () => {
    renderAccount({ displayName: 'Quiet Otter', username: null, roles: [], primaryImage: null });
    const button = await screen.findByRole('button', { name: /^Account menu for\s*Quiet Otter/ });
    expect(button.textContent).not.toContain('@');
    expect(button.textContent).toBe('QAccount menu for Quiet Otter');
    expect(button.querySelector('img')).toBeNull();
  });

  it('opens a menu with the profile and settings links', async () => {
    renderAccount({ displayName: 'Rusty Fox', username: 'rusty', roles: [{ name: 'SUPPORTER_VIP' }] });
    await userEvent.click(await screen.findByRole('button', { name: /^Account menu for\s*Rusty Fox/ }));
    const profileLink = await screen.findByRole('menuitem', { name: 'My profile' });
    expect(profileLink.getAttribute('href')).toBe('/profiles/b1f6c1de-0000-4000-8000-000000000001');
    expect((await screen.findByRole('menuitem', { name: 'Settings' })).getAttribute('href')).toBe('/settings');
  });

  it('frames the avatar in the best role: team over VIP, neutral without a role', async () => {
    renderAccount({ displayName: 'Rusty Fox', roles: [{ name: 'SUPPORTER_VIP' }, { name: 'TEAM' }] });
    const button = await screen.findByRole('button', { name: /^Account menu for\s*Rusty Fox/ });
    expect(button.querySelector('[data-role-frame]')?.getAttribute('data-role-frame')).toBe('TEAM');
    cleanup();
    renderAccount({ displayName: 'Quiet Otter', roles: [] });
    const plain = await screen.findByRole('button', { name: /^Account menu for\s*Quiet Otter/ });
    expect(plain.querySelector('[data-role-frame]')?.getAttribute('data-role-frame')).toBe('none');
  });

  it("offers NSFW Mode to After Dark members, and it flips the home screen's After Dark flag", async () => {
    searchSettingsStore.set({ isAd: false });
    renderAccount({ displayName: 'Rusty Fox', isAdOptIn: true, roles: [] });
    await userEvent.click(await screen.findByRole('button', { name: /^Account menu for\s*Rusty Fox/ }));
    const toggle = await screen.findByRole('menuitemcheckbox', { name: 'NSFW Mode' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(toggle);
    expect(searchSettingsStore.get().isAd).toBe(true);
    await waitFor(() => expect(screen.getByRole('menuitemcheckbox', { name: 'NSFW Mode' }).getAttribute('aria-checked')).toBe('true'));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'NSFW Mode' }));
    expect(searchSettingsStore.get().isAd).toBe(false);
  });

  it('has no NSFW Mode for members who have not opted in to After Dark', async () => {
    renderAccount({ displayName: 'Rusty Fox', isAdOptIn: false, roles: [] });
    await userEvent.click(await screen.findByRole('button', { name: /^Account menu for\s*Rusty Fox/ }));
    await screen.findByRole('menuitem', { name: 'Settings' });
    expect(screen.queryByRole('menuitemcheckbox', { name: 'NSFW Mode' })).toBeNull();
  });

  it('opens from the keyboard as a menu button does: Enter on the first item, ArrowUp on the last, Escape back to the button', async () => {
    renderAccount({ displayName: 'Rusty Fox', roles: [] });
    const button = await screen.findByRole('button', { name: /^Account menu for\s*Rusty Fox/ });
    expect(button.getAttribute('aria-haspopup')).toMatch(/^(true|menu)$/);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.tab();
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{Enter}');
    const first = await screen.findByRole('menuitem', { name: 'My profile' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
    const menu = await screen.findByRole('menu');
    expect(menu.id).toBe(button.getAttribute('aria-controls'));
    expect(menu.getAttribute('aria-labelledby')).toBe(button.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Settings' })));
  });

  it('closes once an item is chosen', async () => {
    renderAccount({ displayName: 'Rusty Fox', isAdOptIn: false, roles: [] });
    const button = await screen.findByRole('button', { name: /^Account menu for\s*Rusty Fox/ });
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Settings' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
  });
});
