// The console's passkeys (decision 019): a staff member signs in by e-mailed link, then adds a passkey; from then
// on they sign in with it alone, and a link's session waits for it (403 STAFF_PASSKEY_REQUIRED) until they confirm
// with it, so that a mailbox alone no longer opens their brands. One who lost theirs asks an admin of a brand they
// work for to reset them (audited, e-mailed). Every change is e-mailed to the person.
import {
  type Language,
  type Passkey,
  type PasskeyAuthenticationOptions,
  type PasskeyRegistrationOptions,
  STAFF_PASSKEYS_PER_PERSON,
  type StaffMe,
  type StaffSession,
} from '@heirloom/contract';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import { AppError, notFound, unauthorized } from '../../lib/errors';
import type { EmailMessage, EmailProvider } from '../../providers/email/email-provider';
import type { BrandActor } from '../audit/audit';
import type { AuditRepository } from '../audit/audit.repository';
import { toPasskey, type PasskeyCeremonies } from '../passkeys/ceremonies';
import type { PasskeyOwner, PasskeyRow } from '../passkeys/passkeys.repository';
import { passkeyChangeEmail } from './staff-texts';
import type { StaffRepository } from './staff.repository';
import type { StaffCaller, StaffService } from './staff.service';
import { asLanguage } from '../../lib/messages';

export interface StaffPasskeysDeps {
  people: StaffRepository;
  staff: StaffService;
  audit: AuditRepository;
  ceremonies: PasskeyCeremonies;
  email: EmailProvider;
  publicUrl: string;
  clock: Clock;
  log: FastifyBaseLogger;
}

const RP_NAME = 'Heirloom Console';

/** A staff member as the keeper of passkeys. */
const owner = (staffId: string): PasskeyOwner => ({ kind: 'staff', id: staffId });

export class StaffPasskeysService {
  constructor(private readonly deps: StaffPasskeysDeps) {}

  /** Tells the person; the change is made whatever the mail does (a failure is logged). */
  private async tell(staffId: string, write: (language: Language, to: string) => EmailMessage) {
    const member = await this.deps.people.memberById(staffId);
    if (!member) return;
    const language: Language = asLanguage(member.language);
    await this.deps.email.send(write(language, member.email)).catch((err: unknown) => {
      this.deps.log.warn({ err, staffId }, 'console passkey change not e-mailed');
    });
  }

  private get consoleUrl() {
    return `${this.deps.publicUrl}/console`;
  }

  // ---- signing in ----

  async signInOptions(ip: string): Promise<PasskeyAuthenticationOptions> {
    // discoverable: the browser offers the passkeys it holds for this site, no address asked
    return this.deps.ceremonies.authenticationOptions(undefined, 'staff_login', { ip });
  }

  async signIn(response: AuthenticationResponseJSON, language: Language): Promise<StaffSession> {
    // an owner's passkey for the same site is not the console's: not known here
    const passkey = await this.deps.ceremonies.signIn('staff', response, 'staff_login', () =>
      unauthorized('STAFF_PASSKEY_UNKNOWN'),
    );
    return this.deps.staff.signInWithPasskey({ id: passkey.id, staffId: passkey.owner.id }, language);
  }

  async confirmOptions(caller: StaffCaller, ip: string): Promise<PasskeyAuthenticationOptions> {
    const passkeys = await this.deps.ceremonies.list(owner(caller.staffId));
    if (passkeys.length === 0) throw new AppError(409, 'NO_PASSKEYS');
    return this.deps.ceremonies.authenticationOptions(passkeys, 'staff_confirm', {
      sessionId: caller.sessionId,
      ip,
    });
  }

  /** A link's session confirmed with one of the person's own passkeys. */
  async confirm(caller: StaffCaller, response: AuthenticationResponseJSON): Promise<StaffMe> {
    const passkeyId = await this.assertFresh(caller, response);
    return this.deps.staff.confirmWithPasskey(caller, passkeyId);
  }

  /**
   * A fresh signature of one of the person's own passkeys over a challenge of this session (confirmOptions): what
   * a change that asks for a passkey checks (a brand's tag master key). Answers the passkey's id.
   */
  async assertFresh(caller: StaffCaller, response: AuthenticationResponseJSON): Promise<string> {
    const { passkey } = await this.deps.ceremonies.signedByOwn(
      owner(caller.staffId),
      response,
      'staff_confirm',
      caller.sessionId,
    );
    return passkey.id;
  }

  // ---- the person's own ----

  async list(caller: StaffCaller): Promise<{ items: Passkey[] }> {
    return { items: (await this.deps.ceremonies.list(owner(caller.staffId))).map(toPasskey) };
  }

  private async assertRoom(caller: StaffCaller): Promise<PasskeyRow[]> {
    const existing = await this.deps.ceremonies.list(owner(caller.staffId));
    if (existing.length >= STAFF_PASSKEYS_PER_PERSON)
      throw new AppError(409, 'TOO_MANY_PASSKEYS', { max: STAFF_PASSKEYS_PER_PERSON });
    return existing;
  }

  async registrationOptions(caller: StaffCaller, ip: string): Promise<PasskeyRegistrationOptions> {
    const existing = await this.assertRoom(caller);
    const options = await this.deps.ceremonies.registrationOptions(
      owner(caller.staffId),
      { name: caller.email, rpName: RP_NAME },
      existing,
      'staff_register',
      { sessionId: caller.sessionId, ip },
    );
    return options as PasskeyRegistrationOptions;
  }

  async register(
    caller: StaffCaller,
    input: { response: RegistrationResponseJSON; name?: string },
    device: { userAgent: string | null; language: Language },
  ): Promise<Passkey> {
    const row = await this.deps.ceremonies.register(owner(caller.staffId), input.response, {
      purpose: 'staff_register',
      sessionId: caller.sessionId,
      mayRegister: () => this.assertRoom(caller),
      max: STAFF_PASSKEYS_PER_PERSON,
      name: input.name,
      device,
      // this session need not confirm with it; the person's others must
      addedInSession: caller.sessionId,
    });
    await this.tell(caller.staffId, (language, to) =>
      passkeyChangeEmail(language, to, { kind: 'added', name: row.name }, this.consoleUrl),
    );
    return toPasskey(row);
  }

  /** Removes one of the person's passkeys; the other sessions it opened or confirmed end with it. */
  async remove(caller: StaffCaller, id: string): Promise<void> {
    const now = this.deps.clock.now();
    const [row] = await this.deps.people.transaction(async (tx) => {
      const rows = await this.deps.ceremonies.remove(tx, owner(caller.staffId), id);
      if (rows.length > 0)
        await this.deps.people.endSessionsOf(tx, caller.staffId, now, {
          passkeyId: id,
          except: caller.sessionId,
        });
      return rows;
    });
    if (!row) throw notFound();
    await this.tell(caller.staffId, (language, to) =>
      passkeyChangeEmail(language, to, { kind: 'removed', name: row.name }, this.consoleUrl),
    );
  }

  /**
   * An admin removes a member's passkeys (lost, maybe with the device that holds them): every session of theirs
   * ends, the brand's audit log has it, and the member is told; they sign in by link again.
   */
  async reset(actor: BrandActor, staffId: string): Promise<number> {
    const now = this.deps.clock.now();
    const brand = await this.deps.people.brand(actor.clientId);
    const removed = await this.deps.people.transaction(async (tx) => {
      const member = (await this.deps.people.members(actor.clientId, tx)).find((m) => m.id === staffId);
      if (!member || !brand) throw notFound();
      const rows = await this.deps.ceremonies.remove(tx, owner(staffId));
      if (rows.length > 0) await this.deps.people.endSessionsOf(tx, staffId, now);
      await this.deps.audit.record(
        tx,
        actor,
        {
          action: 'staff.passkeys_reset',
          target: { kind: 'staff', id: staffId, label: member.email },
          details: { removed: rows.length },
        },
        now,
      );
      return rows.length;
    });
    if (removed === 0 || !brand) return 0;
    await this.tell(staffId, (language, to) =>
      passkeyChangeEmail(
        language,
        to,
        { kind: 'reset', brand: brand.name, by: actor.kind === 'staff' ? actor.label : null },
        this.consoleUrl,
      ),
    );
    return removed;
  }
}
