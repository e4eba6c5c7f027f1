// The sign-in screen with a mocked API: a code asked for again too soon goes on to the code step, counting down
// the wait the server gave (its Retry-After header), and the code sent a moment ago can still be typed.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { describeCall, mockHttp } from '../../test/mock-http';
import { renderScreen } from '../../test/render-screen';
import { LoginScreen } from './login-screen';

const mock = mockHttp();

describe('LoginScreen', () => {
  it('asked again too soon: on to the code step, with the wait the server gave', async () => {
    mock.handler = () => ({
      status: 429,
      headers: { 'retry-after': '25' },
      data: {
        statusCode: 429,
        error: 'Too Many Requests',
        code: 'RESEND_TOO_SOON',
        message: 'Please wait 25 seconds before asking for a new code.',
      },
    });
    renderScreen(<LoginScreen />, '/login', '/login');
    await userEvent.type(await screen.findByLabelText('Phone number'), '612345678');
    await userEvent.click(screen.getByRole('button', { name: 'Receive a code' }));

    expect(await screen.findByRole('heading', { name: 'Enter the code' })).toBeVisible();
    expect(screen.getByText(/^New code in 0?:?25/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please wait 25 seconds before asking for a new code.',
    );
    expect(mock.calls.map(describeCall)).toEqual(['POST /v1/auth/sms']);
  });
});
