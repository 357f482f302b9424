// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../../src/ui/Button';
import { LazySwitch } from '../../src/ui/LazySwitch';

afterEach(cleanup);

describe('Button while pending', () => {
  it('stays focusable, refuses presses and is named by its progress bar', async () => {
    const onPress = vi.fn();
    render(
      <Button aria-label="Save" isPending onPress={onPress}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save in progress' });
    expect(button).toHaveProperty('disabled', false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    const progress = screen.getByRole('progressbar', { name: 'in progress' });
    expect(button.getAttribute('aria-labelledby')?.split(' ')).toContain(progress.id);
    expect(progress.hasAttribute('aria-valuenow')).toBe(false);
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
    button.focus();
    expect(document.activeElement).toBe(button);
  });

  it('shows no progress bar once done', () => {
    render(<Button>Save</Button>);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('aria-labelledby')).toBe(false);
  });
});

describe('LazySwitch', () => {
  it('holds the place with a stand-in hidden from assistive technology, then is the switch', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <LazySwitch isSelected={false} onChange={onChange}>
        After Dark
      </LazySwitch>,
    );
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('After Dark');
    const afterDark = await screen.findByRole('switch', { name: 'After Dark' });
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
    await userEvent.click(afterDark);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
