// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextDialog } from '../../src/ui/TextDialog';
import { SelectDialog } from '../../src/ui/SelectDialog';
import { ERROR_BAR_MS, useEditState } from '../../src/features/settings/useEditState';
import { SaveChangesBar } from '../../src/features/settings/SaveChangesBar';
import { SaveError } from '../../src/relay/commitAsync';

afterEach(cleanup);

describe('text dialog', () => {
  it('trims the value and saves a single line on Enter', async () => {
    const onSave = vi.fn();
    const onClose = vi.fn();
    render(<TextDialog title="Display name" label="Display name" initialValue="" requireValue onSave={onSave} onClose={onClose} />);
    const field = screen.getByRole('textbox', { name: 'Display name' });
    await userEvent.type(field, '   {Enter}');
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.type(field, '  Mika  {Enter}');
    expect(onSave).toHaveBeenCalledWith('Mika');
    expect(onClose).toHaveBeenCalled();
  });

  it('says an empty required value is refused, ties the words to the field and keeps focus there', async () => {
    const onSave = vi.fn();
    render(<TextDialog title="Display name" label="Display name" initialValue="Mika" requireValue onSave={onSave} onClose={vi.fn()} />);
    const field = screen.getByRole('textbox', { name: 'Display name' });
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    const message = screen.getByText('Display name must not be empty.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(document.activeElement).toBe(field);
  });

  it('refuses a name past the limit with words instead of cutting it', async () => {
    const onSave = vi.fn();
    render(
      <TextDialog
        title="Display name"
        label="Display name"
        initialValue=""
        requireValue
        maxLength={64}
        onSave={onSave}
        onClose={vi.fn()}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Display name' });
    await userEvent.click(field);
    await userEvent.paste('M'.repeat(70));
    expect((field as HTMLInputElement).value).toHaveLength(70);
    expect(screen.getByText('Display name must be at most 64 characters.')).toBeTruthy();
    await userEvent.type(field, '{Enter}');
    expect(onSave).not.toHaveBeenCalled();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('in a multi-line dialog Shift+Enter starts a line, Enter saves, and empty is allowed (a cleared bio)', async () => {
    const onSave = vi.fn();
    render(<TextDialog title="Biography" label="Biography" initialValue="old" multiline onSave={onSave} onClose={vi.fn()} />);
    const field = screen.getByRole('textbox', { name: 'Biography' });
    await userEvent.clear(field);
    await userEvent.type(field, 'one{Shift>}{Enter}{/Shift}two');
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.type(field, '{Enter}');
    expect(onSave).toHaveBeenCalledWith('one\ntwo');
    cleanup();
    const cleared = vi.fn();
    render(<TextDialog title="Biography" label="Biography" initialValue="old" multiline onSave={cleared} onClose={vi.fn()} />);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Biography' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Biography' }), '{Enter}');
    expect(cleared).toHaveBeenCalledWith('');
  });
});

const ORIENTATIONS = [
  { key: 'GAY', label: 'Gay' },
  { key: 'STRAIGHT', label: 'Straight' },
  { key: 'PANSEXUAL', label: 'Pansexual' },
];

describe('select dialog', () => {
  it("clears an optional value with 'Leave Blank'", async () => {
    const onSave = vi.fn();
    render(
      <SelectDialog mode="single" optional title="Orientation" options={ORIENTATIONS} value="GAY" onSave={onSave} onClose={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('option', { name: 'Leave Blank' }));
    expect(onSave).toHaveBeenCalledWith(null, expect.anything());
  });

  it('toggles entries in multi mode and appends a custom option', async () => {
    const onSave = vi.fn();
    render(
      <SelectDialog
        mode="multi"
        allowCustom
        customLabel="Custom gender"
        title="Genders"
        options={[
          { key: 'Female', label: 'Female' },
          { key: 'Male', label: 'Male' },
        ]}
        values={['Male']}
        onSave={onSave}
        onClose={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('option', { name: 'Female' }));
    await userEvent.click(screen.getByRole('option', { name: 'Male' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Custom gender' }), 'Genderfluid');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('option', { name: 'Genderfluid' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onSave).toHaveBeenCalledWith(['Female', 'Genderfluid']);
  });

  it('searches fuzzily over key, label and sublabel and says when nothing matches', async () => {
    render(
      <SelectDialog mode="single" searchable title="Orientation" options={ORIENTATIONS} value={null} onSave={vi.fn()} onClose={vi.fn()} />,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'pansxual');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Pansexual']);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzzz');
    expect(screen.getByText('No results for "zzzz"')).toBeTruthy();
  });
});

function PrivacyHarness({ save }: { save: () => Promise<void> }) {
  const edit = useEditState({ startChat: 'PUBLIC' }, save);
  return (
    <>
      <button type="button" onClick={() => edit.set('startChat', 'PRIVATE')}>
        Make private
      </button>
      <SaveChangesBar hasChanges={edit.changed.length > 0} status={edit.status} error={edit.error} onSave={edit.save} />
    </>
  );
}

describe('settings edit state', () => {
  it("shows 'Save Changes' only after a change, and a failed save's 'name: message' bar for 5 s", async () => {
    const save = vi.fn(async () => {
      throw new SaveError('Privacy', 'Something broke.');
    });
    // The bar guards unsaved changes against navigation (useBlocker), so it renders inside a router.
    const rootRoute = createRootRoute({ component: () => <PrivacyHarness save={save} /> });
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
    await act(async () => {
      render(<RouterProvider router={router} />);
    });
    // The router renders its root asynchronously: the harness is waited for before reading it.
    const makePrivate = await screen.findByRole('button', { name: 'Make private' });
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    await userEvent.click(makePrivate);
    await screen.findByRole('button', { name: 'Save Changes' });
    expect(screen.getByRole('alert').textContent).toBe('');
    // Only timers are faked from here, so the rejected save still settles; the 5 s bar runs on the fake clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => screen.getByRole('button', { name: 'Save Changes' }).click());
    expect(save).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe('Privacy: Something broke.');
    act(() => vi.advanceTimersByTime(ERROR_BAR_MS - 1));
    expect(screen.getByRole('alert').textContent).toBe('Privacy: Something broke.');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert').textContent).toBe('');
    // The change is still there to retry.
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
    vi.useRealTimers();
  });
});
