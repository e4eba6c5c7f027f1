// Test support: a form that refuses, in place, a text too short to send.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { type HttpRequest } from '../api/http';

/**
 * Types `text` into `field` and presses the button named `submit`: the form says `says`, keeps the focus on the field
 * and posts nothing (`calls`: the test's recorded calls).
 */
export async function expectTooShort(
  user: UserEvent,
  calls: HttpRequest[],
  field: HTMLElement,
  text: string,
  submit: string,
  says: string,
): Promise<void> {
  await user.type(field, text);
  await user.click(screen.getByRole('button', { name: submit }));
  expect(screen.getByText(says)).toBeVisible();
  expect(field).toHaveFocus();
  expect(calls.some((call) => call.method === 'post')).toBe(false);
}
