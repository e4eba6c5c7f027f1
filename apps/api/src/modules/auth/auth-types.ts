// What the auth services share with each other and with the modules that ask them: who is calling, how they
// signed in, and the passkeys module's rules over SMS.
import type { GuardedAction } from '@heirloom/contract';
import type { DbOrTx } from '../../db/client';

/** How a device signed in, and what opened a step-up grant. */
export type AuthMethod = 'sms' | 'passkey';

export interface AuthenticatedUser {
  userId: string;
  sessionId: string;
}

/**
 * The passkeys module's rules over SMS (decision 018), consulted here so that every guarded action is checked in
 * one place: an owner with a passkey confirms with it, and a recovery under way locks the guarded actions.
 */
export interface StepUpGuard {
  /** Before an SMS code is sent for a step-up: refuses it when the owner's passkey must confirm instead. */
  beforeSmsStepUp(userId: string, action: GuardedAction): Promise<void>;
  /** Inside the action's transaction, once its grant is spent: refuses a grant the owner's rules do not take. */
  beforeSpend(tx: DbOrTx, userId: string, action: GuardedAction, method: AuthMethod): Promise<void>;
  /** Inside the sign-in transaction of a new session. */
  afterSignIn(
    tx: DbOrTx,
    signIn: { userId: string; sessionId: string; method: AuthMethod; userAgent: string | null; now: Date },
  ): Promise<void>;
  /** Inside the account deletion's transaction. */
  eraseFor(tx: DbOrTx, userId: string): Promise<void>;
}
