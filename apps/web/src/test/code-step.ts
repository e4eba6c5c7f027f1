// Test support for a flow's SMS code step (ui/step-up-code-step): the server's answers to asking for a code and to
// checking it, and the ways a check goes wrong that a flow must not call a wrong code.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { bodyOf, type MockHandler, type MockReply } from './mock-http';
import { HttpError, type HttpRequest } from '../api/http';

/** The right code in these tests; any other is answered by the test's `wrongPin`. */
export const RIGHT_PIN = '123456';

/** A refusal as the server words it: status, code and a message in the caller's language. */
export const refusal = (status: number, code: string, message: string): MockReply => ({
  status,
  data: { statusCode: status, error: 'Unauthorized', code, message },
});

/** What the server answers to a code other than the right one. */
export type WrongPin = () => ReturnType<MockHandler>;

export const wrongCode = () => refusal(401, 'CODE_INVALID', 'This code is not correct. 4 attempts left.');

/**
 * Answers the code step's calls: a 6-digit code sent, then the check (the right code verifies `action`, any other
 * gets `wrongPin()`); undefined for any other call, which the test's own handler answers.
 */
export function answerCodeStep(
  call: HttpRequest,
  action: string,
  wrongPin: WrongPin = wrongCode,
): ReturnType<MockHandler> | undefined {
  if (call.url === '/transactions/requestCode') {
    return { status: 200, data: { codeLength: 6, expiresInSeconds: 300, resendAfterSeconds: 30 } };
  }
  if (call.url === '/authorizations/checkPin') {
    return (bodyOf(call) as { pin: string }).pin === RIGHT_PIN
      ? { status: 200, data: { action, expiresAt: new Date().toISOString() } }
      : wrongPin();
  }
  return undefined;
}

/** What goes wrong with a code that is not a wrong code: what the server answers, the words said, and whether the
 * code boxes are marked invalid (an expired or locked code is the code's fault, a lost connection is not). */
export const codeTroubles: [string, WrongPin, RegExp, boolean][] = [
  [
    'an expired code',
    () => refusal(401, 'CODE_EXPIRED', 'This code has expired. Ask for a new one.'),
    /^This code has expired/,
    true,
  ],
  [
    'a locked code',
    () => refusal(401, 'CODE_LOCKED', 'Too many wrong attempts. Ask for a new code.'),
    /^Too many wrong attempts/,
    true,
  ],
  [
    'a lost connection',
    () => Promise.reject(new HttpError('Network Error', 'ERR_NETWORK')),
    /^The code could not be checked\. No connection/,
    false,
  ],
];

/** Types `code` into the code step's boxes, from the first. */
export async function typeCode(user: UserEvent, code: string): Promise<void> {
  await user.click(screen.getAllByRole('textbox')[0]!);
  await user.keyboard(code);
}

/** Checks what the code step says of one of the `codeTroubles`: its words, never "not correct", and whether the
 * boxes are marked invalid. */
export async function expectCodeTrouble(words: RegExp, codeFlagged: boolean): Promise<void> {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(words);
  expect(alert).not.toHaveTextContent(/not correct/);
  expect(screen.getAllByRole('textbox')[0]!.hasAttribute('aria-invalid')).toBe(codeFlagged);
}

/** Checks the screen a flow shows when the server refuses the action the code opened: its heading and the reason the
 * server gave. */
export async function expectRefusal(heading: string, reason: string): Promise<void> {
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  expect(screen.getByText(reason)).toBeInTheDocument();
}
