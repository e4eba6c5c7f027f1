// Step-up (docs/product.md "Step-up verification"): a guarded action of a session needs a single-use grant for exactly
// its transaction, opened by an SMS code of that session or by a passkey signature (the passkeys module's rules,
// decision 018, decide which an owner may use).
import {
  STEP_UP_GRANT_TTL_SECONDS,
  type CodeSent,
  type GuardedAction,
  type Language,
  type StepUpAction,
  type StepUpRequest,
} from '@heirloom/contract';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { walletAddressOf } from '../../lib/address';
import { addSeconds, type Clock } from '../../lib/clock';
import { AppError, unauthorized } from '../../lib/errors';
import { asLanguage } from '../../lib/messages';
import { assertSmsPhone } from '../../lib/phone';
import type { AuthRepository } from './auth.repository';
import type { AuthenticatedUser, AuthMethod, StepUpGuard } from './auth-types';
import type { CodesService } from './codes.service';
import { stepUpSms } from './sms-texts';
import { stepUpBinding, type StepUpDetails } from './step-up-binding';

export interface StepUpServiceDeps {
  repo: AuthRepository;
  codes: CodesService;
  config: Pick<Config, 'publicUrl'>;
  clock: Clock;
  /** the passkeys module's rules, once it has registered them */
  guard: () => StepUpGuard | undefined;
}

export class StepUpService {
  constructor(private readonly deps: StepUpServiceDeps) {}

  /**
   * The caller, once what a step-up would confirm is known to be possible: a send that could never go is refused
   * before its SMS code is sent or its passkey asked for, not after.
   */
  async refuseUnsendable(
    caller: AuthenticatedUser,
    request: { phoneTo?: string; addressTo?: string; action?: string },
  ) {
    const user = await this.deps.repo.userById(caller.userId);
    if (!user) throw unauthorized();
    if (request.phoneTo) {
      assertSmsPhone(request.phoneTo, 'phoneTo');
      if (request.phoneTo === user.phone)
        throw new AppError(409, request.action === 'changeHeirs' ? 'HEIR_IS_SELF' : 'SEND_TO_SELF');
    }
    if (request.addressTo) walletAddressOf(request.addressTo, 'addressTo');
    return user;
  }

  /** Sends a code for one action of this session; a send's code names its recipient and item count. */
  async requestCode(caller: AuthenticatedUser, request: StepUpRequest, ip: string): Promise<CodeSent> {
    const user = await this.refuseUnsendable(caller, request);
    // an owner whose passkey guards this action gets no SMS code for it
    await this.deps.guard()?.beforeSmsStepUp(caller.userId, request.action);
    const language: Language = asLanguage(user.language);
    // the SMS names the wallet as the send will store and show it: checksummed
    const named = request.addressTo
      ? { ...request, addressTo: walletAddressOf(request.addressTo, 'addressTo') }
      : request;
    return this.deps.codes.issue(
      {
        phone: user.phone,
        purpose: 'step_up',
        action: request.action,
        sessionId: caller.sessionId,
        binding: stepUpBinding(request.action, request),
        language,
        userId: caller.userId,
        ip,
      },
      (code) => stepUpSms(language, code, named, this.deps.config.publicUrl),
    );
  }

  /** Checks this session's step-up code; opens a grant for this session and the code's transaction. */
  async checkPin(
    caller: AuthenticatedUser,
    pin: string,
  ): Promise<{ action: StepUpAction; expiresAt: string }> {
    const user = await this.deps.repo.userById(caller.userId);
    if (!user) throw unauthorized();
    const code = await this.deps.codes.check(user.phone, 'step_up', pin, caller.sessionId);
    const action = code.action as StepUpAction;
    return this.openGrant(caller, action, code.binding ?? stepUpBinding(action), 'sms');
  }

  /**
   * A single-use 5-minute grant of this session for one action and one transaction (its binding), opened by a
   * checked SMS code or passkey signature.
   */
  async openGrant<A extends GuardedAction>(
    caller: AuthenticatedUser,
    action: A,
    binding: string,
    method: AuthMethod,
  ): Promise<{ action: A; expiresAt: string }> {
    const now = this.deps.clock.now();
    const expiresAt = addSeconds(now, STEP_UP_GRANT_TTL_SECONDS);
    await this.deps.repo.transaction((tx) =>
      this.deps.repo.createGrant(tx, {
        userId: caller.userId,
        sessionId: caller.sessionId,
        action,
        binding,
        method,
        createdAt: now,
        expiresAt,
      }),
    );
    return { action, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Spends this session's step-up grant for exactly this transaction (single use). Call it inside the
   * action's own transaction so a failed action does not burn the grant; 403 STEP_UP_REQUIRED without one.
   */
  async requireGrant(
    caller: AuthenticatedUser,
    action: GuardedAction,
    details: StepUpDetails,
    tx: DbOrTx,
  ): Promise<void> {
    const method = await this.deps.repo.consumeGrant(tx, {
      userId: caller.userId,
      sessionId: caller.sessionId,
      action,
      binding: stepUpBinding(action, details),
      now: this.deps.clock.now(),
    });
    if (!method) throw new AppError(403, 'STEP_UP_REQUIRED');
    // the owner's passkey rules (decision 018); a refusal rolls the transaction back, the grant with it
    await this.deps.guard()?.beforeSpend(tx, caller.userId, action, method === 'passkey' ? 'passkey' : 'sms');
  }
}
