// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.resetModules();
});

/** The banner as a fresh page load has it: modules (and the stores they read from localStorage) loaded anew. */
async function renderBannerOnPage() {
  vi.resetModules();
  const { HolidayBanner } = await import('../../src/features/shell/seasonal/HolidayBanner');
  render(
    <>
      <HolidayBanner />
      <div id="main-content" tabIndex={-1}>
        <main>
          <h1>Discover</h1>
        </main>
      </div>
    </>,
  );
}

describe('holiday banner', () => {
  it('closes with a named button, hands focus to the page heading, and stays closed on this device', async () => {
    await renderBannerOnPage();
    expect(screen.getByRole('complementary', { name: "Season's greetings" })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: "Dismiss season's greetings" }));
    expect(screen.queryByRole('complementary', { name: "Season's greetings" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Discover' }));

    cleanup();
    await renderBannerOnPage();
    expect(screen.queryByRole('complementary', { name: "Season's greetings" })).toBeNull();
  });

  it("next season's banner shows again", async () => {
    const { holidayBannerId } = await import('../../src/features/shell/seasonal/HolidayBanner');
    expect(holidayBannerId(new Date(2026, 11, 20))).toBe('holiday-2026');
    expect(holidayBannerId(new Date(2027, 0, 5))).toBe('holiday-2026');
    expect(holidayBannerId(new Date(2027, 11, 20))).toBe('holiday-2027');
  });
});
