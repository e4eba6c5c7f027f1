// The step-up code check with its reason kept, for every screen that asks for one (send, delete account): a
// code step must tell a wrong code from an expired or locked one, or from a lost connection.
import { authRoutes, type ErrorCode } from '@heirloom/contract';
import type { TFunction } from '../i18n';
import { call } from './client';
import { apiErrorOf, errorMessage } from './errors';

export type StepUpCodeCheck = { ok: true } | { ok: false; error: unknown };

export async function checkStepUpCode(pin: string): Promise<StepUpCodeCheck> {
  try {
    await call(authRoutes.checkPin, { body: { pin } });
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  }
}

/** The refusals that are about the code itself: the boxes take the error style. */
const CODE_REFUSALS = new Set<ErrorCode | undefined>(['CODE_INVALID', 'CODE_EXPIRED', 'CODE_LOCKED']);

export function isCodeRefusal(problem: unknown): boolean {
  return CODE_REFUSALS.has(apiErrorOf(problem)?.code);
}

/**
 * The server says in the owner's language what was wrong (a wrong code with the tries left, an expired
 * or locked one); a code that never reached it was not checked at all, which is not "not correct":
 * `notChecked` says so in the screen's words, followed by why.
 */
export function codeProblemText(problem: unknown, t: TFunction, notChecked: string): string {
  return apiErrorOf(problem)?.message ?? `${notChecked} ${errorMessage(problem, t)}`;
}
