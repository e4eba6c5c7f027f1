// Owners' sign-in as the other modules and the routes see it (docs/product.md "Sign-in", "Step-up verification"): one face
// over the SMS codes (codes.service.ts), the sessions (sessions.service.ts) and the step-up grants
// (step-up.service.ts), which share the passkeys module's rules once it registers them (guardWith).
import type {
  AuthTokens,
  CodeSent,
  GuardedAction,
  Language,
  StepUpAction,
  StepUpRequest,
} from '@heirloom/contract';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Providers } from '../../providers';
import type { Secrets } from '../../secrets';
import type { UsersRepository } from '../users/users.repository';
import type { AuthRepository, CodeRow } from './auth.repository';
import type { AuthenticatedUser, AuthMethod, StepUpGuard } from './auth-types';
import { CodesService, type CodePurpose } from './codes.service';
import { SessionsService, type SignInListener } from './sessions.service';
import type { StepUpDetails } from './step-up-binding';
import { StepUpService } from './step-up.service';
import type { TokenService } from './tokens';

export type { AuthenticatedUser, AuthMethod, StepUpGuard } from './auth-types';
export type { CodePurpose } from './codes.service';
export type { SignInListener } from './sessions.service';

export interface AuthServiceDeps {
  repo: AuthRepository;
  /** the users table's writer: sign-in creates or activates the account */
  users: UsersRepository;
  tokens: TokenService;
  providers: Pick<Providers, 'sms' | 'captcha'>;
  secrets: Pick<Secrets, 'codePepper'>;
  config: Pick<Config, 'limits' | 'publicUrl' | 'sessionCacheSeconds'>;
  clock: Clock;
}

type FlowPurpose = Exclude<CodePurpose, 'login' | 'step_up'>;

export class AuthService {
  private readonly codes: CodesService;
  private readonly sessions: SessionsService;
  private readonly stepUp: StepUpService;
  private guard: StepUpGuard | undefined;

  constructor(private readonly deps: AuthServiceDeps) {
    const { repo, clock, config } = deps;
    const guard = () => this.guard;
    this.codes = new CodesService(deps);
    this.sessions = new SessionsService({ ...deps, codes: this.codes, guard });
    this.stepUp = new StepUpService({ repo, codes: this.codes, config, clock, guard });
  }

  /** The passkeys module's rules: from now on every step-up and every guarded action goes through them. */
  guardWith(guard: StepUpGuard): void {
    this.guard = guard;
  }

  // ---- codes ----

  sendLoginCode(input: {
    phone: string;
    language: Language;
    ip: string;
    recaptchaToken?: string;
  }): Promise<CodeSent> {
    return this.codes.sendLoginCode(input);
  }

  /** A code for a flow other than signing in (a guest purchase): the same limits and storage, its own purpose. */
  sendFlowCode(
    input: Parameters<CodesService['sendFlowCode']>[0] & { purpose: FlowPurpose },
  ): Promise<CodeSent> {
    return this.codes.sendFlowCode(input);
  }

  /** Checks a flow code (same attempt limit and expiry as sign-in); the consumed code on success. */
  verifyFlowCode(phone: string, purpose: FlowPurpose, given: string): Promise<CodeRow> {
    return this.codes.check(phone, purpose, given);
  }

  // ---- sessions ----

  onSignIn(listener: SignInListener): void {
    this.sessions.onSignIn(listener);
  }

  login(
    input: { phone?: string; code?: string; token?: string },
    userAgent: string | null,
  ): Promise<AuthTokens> {
    return this.sessions.login(input, userAgent);
  }

  signInWithPasskey(userId: string, userAgent: string | null): Promise<AuthTokens> {
    return this.sessions.signInWithPasskey(userId, userAgent);
  }

  refresh(refreshToken: string): Promise<AuthTokens> {
    return this.sessions.refresh(refreshToken);
  }

  logout(sessionId: string): Promise<void> {
    return this.sessions.logout(sessionId);
  }

  sessionMethod(sessionId: string): Promise<AuthMethod> {
    return this.sessions.sessionMethod(sessionId);
  }

  forgetSessionsOf(userId: string): void {
    this.sessions.forgetSessionsOf(userId);
  }

  authenticate(accessToken: string): Promise<AuthenticatedUser | undefined> {
    return this.sessions.authenticate(accessToken);
  }

  /** The page session's cookie value for tokens just issued (decision 042). */
  pageSessionFor(tokens: AuthTokens): Promise<string | undefined> {
    return this.sessions.pageSessionFor(tokens.refreshToken);
  }

  /** The owner a page session names, with an access token for the render's calls; undefined when refused. */
  authenticatePage(pageToken: string): Promise<(AuthenticatedUser & { accessToken: string }) | undefined> {
    return this.sessions.authenticatePage(pageToken);
  }

  /**
   * Account deletion, inside its transaction: the account's sessions, step-up grants and codes go (call
   * forgetSessionsOf once it commits).
   */
  async eraseFor(tx: DbOrTx, userId: string, phone: string): Promise<void> {
    await this.deps.repo.eraseFor(tx, userId, phone);
    await this.guard?.eraseFor(tx, userId);
  }

  // ---- step-up ----

  refuseUnsendable(caller: AuthenticatedUser, request: { phoneTo?: string; addressTo?: string }) {
    return this.stepUp.refuseUnsendable(caller, request);
  }

  requestStepUpCode(caller: AuthenticatedUser, request: StepUpRequest, ip: string): Promise<CodeSent> {
    return this.stepUp.requestCode(caller, request, ip);
  }

  checkPin(caller: AuthenticatedUser, pin: string): Promise<{ action: StepUpAction; expiresAt: string }> {
    return this.stepUp.checkPin(caller, pin);
  }

  openGrant<A extends GuardedAction>(
    caller: AuthenticatedUser,
    action: A,
    binding: string,
    method: AuthMethod,
  ): Promise<{ action: A; expiresAt: string }> {
    return this.stepUp.openGrant(caller, action, binding, method);
  }

  requireGrant(
    caller: AuthenticatedUser,
    action: GuardedAction,
    details: StepUpDetails,
    tx: DbOrTx,
  ): Promise<void> {
    return this.stepUp.requireGrant(caller, action, details, tx);
  }
}
