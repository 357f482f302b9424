// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportProfileDialog } from '../../src/features/safety/ReportProfileDialog';

afterEach(cleanup);

function renderDialog() {
  const environment = createMockEnvironment();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <ReportProfileDialog uuid="u-1" name="Otto" close={vi.fn()} onBlock={vi.fn()} />
    </RelayEnvironmentProvider>,
  );
  return environment;
}

describe('report dialog', () => {
  it('ties a missing reason to the choices and moves focus to them on Send report', async () => {
    const environment = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    const group = screen.getByRole('radiogroup', { name: 'Why are you reporting Otto?' });
    const message = screen.getByText('Please choose a reason.');
    expect(group.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(group.contains(document.activeElement)).toBe(true);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("ties 'Something else' without details to the details field and moves focus there", async () => {
    const environment = renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Something else' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    const details = screen.getByRole('textbox', { name: 'What is wrong?' });
    const message = screen.getByText('Please tell us what is wrong.');
    expect(details.getAttribute('aria-invalid')).toBe('true');
    expect(details.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(document.activeElement).toBe(details);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
