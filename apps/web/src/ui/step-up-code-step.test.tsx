// The step-up code step with a mocked API: a right code opens the action, a wrong one says so and empties the
// boxes, and a new code is asked for the same action.
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, bodyOf, mockHttp } from '../test/mock-http';
import { testQueryClient } from '../test/render-screen';
import { StepUpCodeStep } from './step-up-code-step';

const mock = mockHttp();

function show(onVerified = vi.fn()) {
  mock.handler = (call) => {
    if (call.url === '/transactions/requestCode') {
      return { status: 200, data: { codeLength: 6, expiresInSeconds: 300, resendAfterSeconds: 30 } };
    }
    return (bodyOf(call) as { pin: string }).pin === '123456'
      ? { status: 200, data: { action: 'deleteAccount', expiresAt: new Date().toISOString() } }
      : apiError(401, 'This code is not correct. 4 attempts left.');
  };
  render(
    <QueryClientProvider client={testQueryClient()}>
      <StepUpCodeStep
        request={{ action: 'deleteAccount' }}
        busy={false}
        busyText="Deleting…"
        onVerified={onVerified}
      />
    </QueryClientProvider>,
  );
  return onVerified;
}

describe('StepUpCodeStep', () => {
  it('says why a code was refused, then opens the action on the right one', async () => {
    const onVerified = show();
    await userEvent.keyboard('000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is not correct. 4 attempts left.');
    expect(onVerified).not.toHaveBeenCalled();
    await userEvent.click(screen.getAllByRole('textbox')[0]!);
    await userEvent.keyboard('123456');
    await waitFor(() => expect(onVerified).toHaveBeenCalledOnce());
  });

  it('asks a new code for the same action', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code is on its way.')).toBeInTheDocument();
    expect(bodyOf(mock.calls.find((call) => call.url === '/transactions/requestCode'))).toEqual({
      action: 'deleteAccount',
    });
  });
});
