// /confirm-email with a mocked API: confirmed (signed out and in), invalid and expired links, a malformed one.
import type { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userKeys } from '../../api/users';
import { bodyOf, describeCall, mockHttp, type MockReply } from '../../test/mock-http';
import { renderScreen, testQueryClient } from '../../test/render-screen';
import { makeUser, signIn, USER_ID } from '../../test/fixtures/settings';
import { ConfirmEmailScreen } from './confirm-email-screen';

const mock = mockHttp();
const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eA_-1234';

const refusal = (code: string, message: string): MockReply => ({
  status: 400,
  data: { statusCode: 400, error: 'Bad Request', code, message },
});

function open(reply: MockReply, query = `?userId=${USER_ID}&token=${TOKEN}`, client?: QueryClient) {
  mock.handler = () => reply;
  return renderScreen(<ConfirmEmailScreen />, '/confirm-email', `/confirm-email${query}`, client);
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('ConfirmEmailScreen', () => {
  it('confirms the address signed out, then offers to sign in', async () => {
    open({ status: 200, data: { email: 'ada@example.com' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }),
    ).toBeVisible();
    expect(screen.getByText('ada@example.com can now receive your notifications.')).toBeInTheDocument();
    expect(mock.calls.map(describeCall)).toEqual(['POST /users/confirmEmailWithToken']);
    expect(bodyOf(mock.calls[0])).toEqual({ userId: USER_ID, emailConfirmationToken: TOKEN });
    expect(mock.calls[0]!.headers.Authorization).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fsettings');
  });

  it('signed in: links to the settings, and the account is read again', async () => {
    signIn();
    const client = testQueryClient();
    client.setQueryData(userKeys.detail(USER_ID), makeUser({ pendingEmail: 'ada@example.com' }));
    open({ status: 200, data: { email: 'ada@example.com' } }, undefined, client);
    expect(await screen.findByRole('link', { name: 'Go to my settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(client.getQueryState(userKeys.detail(USER_ID))?.isInvalidated).toBe(true);
  });

  it('explains an expired link and where to ask for a new one', async () => {
    open(refusal('EMAIL_TOKEN_EXPIRED', 'This link has expired.'));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible();
    expect(screen.getByText('Confirmation links work for 24 hours.')).toBeInTheDocument();
    expect(screen.getByText('You can ask for a new link in your settings.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/login?next=%2Fsettings',
    );
  });

  it('explains an invalid (used or mistyped) link', async () => {
    open(refusal('EMAIL_TOKEN_INVALID', 'This link is not valid.'));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
    expect(screen.getByText(/used already, or copied only in part/)).toBeInTheDocument();
  });

  it('treats a link without its token as invalid, without calling the server', async () => {
    open({ status: 200, data: { email: 'x@example.com' } }, `?userId=${USER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
    expect(mock.calls).toHaveLength(0);
  });
});
