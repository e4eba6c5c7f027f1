// Brand staff (issue 18): sign-in by e-mailed link or invitation, and console sessions; a brand's staff as its
// admins manage them is StaffTeamService's. Links, invitations and session tokens are random, kept as SHA-256
// hashes, single use where they open something.
import {
  type Language,
  rolesAllow,
  STAFF_LINK_MINUTES,
  STAFF_LINKS_PER_HOUR,
  STAFF_SESSION_HOURS,
  STAFF_TOKEN_PREFIX,
  type StaffMe,
  type StaffRole,
  type StaffSession,
} from '@heirloom/contract';
import type { DbOrTx } from '../../db/client';
import { addSeconds, type Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/crypto';
import { AppError, notFound, unauthorized } from '../../lib/errors';
import type { EmailProvider } from '../../providers/email/email-provider';
import type { AuditRepository } from '../audit/audit.repository';
import { signInLinkEmail } from './staff-texts';
import type { StaffRepository } from './staff.repository';
import { asLanguage } from '../../lib/messages';

const MINUTE = 60;
const HOUR = 3600;

type SessionMethod = StaffMe['session']['method'];

/** A signed-in staff member, as the console routes know them. */
export interface StaffCaller {
  staffId: string;
  email: string;
  sessionId: string;
  session: StaffMe['session'];
  /** their roles in the brand the route names (routes with `:brandId`) */
  roles: StaffRole[];
}

/** What the staff's services work with (StaffService, StaffTeamService). */
export interface StaffDeps {
  repo: StaffRepository;
  audit: AuditRepository;
  email: EmailProvider;
  publicUrl: string;
  clock: Clock;
}

export const iso = (date: Date) => date.toISOString();
export const asRoles = (roles: readonly string[]) => roles as StaffRole[];

export class StaffService {
  constructor(private readonly deps: StaffDeps) {}

  private hash(token: string): string {
    return sha256(token);
  }

  // ---- signing in ----

  /**
   * E-mails a sign-in link when the address belongs to someone working for a brand. The answer is the same
   * whatever the address, and past the hourly allowance nothing more is sent.
   */
  async requestLink(email: string, language: Language): Promise<void> {
    const member = await this.deps.repo.memberByEmail(email);
    if (!member || (await this.deps.repo.brandsOf(member.id)).length === 0) return;
    const now = this.deps.clock.now();
    const token = randomToken(32);
    const link = await this.deps.repo.addLinkWithin(
      {
        staffId: member.id,
        tokenHash: this.hash(token),
        createdAt: now,
        expiresAt: addSeconds(now, STAFF_LINK_MINUTES * MINUTE),
      },
      addSeconds(now, -HOUR),
      STAFF_LINKS_PER_HOUR,
    );
    if (!link) return;
    const url = `${this.deps.publicUrl}/console/sign-in?token=${token}`;
    try {
      await this.deps.email.send(signInLinkEmail(language, email, url));
    } catch (cause) {
      await this.deps.repo.deleteLink(link.id);
      throw Object.assign(new AppError(502, 'EMAIL_FAILED'), { cause });
    }
  }

  /** The link's session: once, within its 15 minutes, for someone who still works for a brand. */
  async signInWithLink(token: string, language: Language): Promise<StaffSession> {
    const now = this.deps.clock.now();
    const outcome = await this.deps.repo.transaction(async (tx) => {
      const link = await this.deps.repo.linkByHash(tx, this.hash(token));
      if (!link || link.usedAt) return { error: 'STAFF_LINK_INVALID' } as const;
      if (link.expiresAt <= now) return { error: 'STAFF_LINK_EXPIRED' } as const;
      await this.deps.repo.useLink(tx, link.id, now);
      const member = await this.deps.repo.memberById(link.staffId, tx);
      if (!member) return { error: 'STAFF_LINK_INVALID' } as const;
      return { session: await this.openSession(tx, member.email, language, now, 'link') };
    });
    if ('error' in outcome) throw unauthorized(outcome.error);
    return this.sessionOf(outcome.session);
  }

  /** Joins the invitation's brand with its roles (added to any the person has there) and signs them in. */
  async acceptInvitation(token: string, language: Language): Promise<StaffSession> {
    const now = this.deps.clock.now();
    const outcome = await this.deps.repo.transaction(async (tx) => {
      const invitation = await this.deps.repo.invitationByHash(tx, this.hash(token));
      if (!invitation || invitation.acceptedAt || invitation.withdrawnAt)
        return { error: 'INVITATION_INVALID' } as const;
      if (invitation.expiresAt <= now) return { error: 'INVITATION_EXPIRED' } as const;
      await this.deps.repo.acceptInvitation(tx, invitation.id, now);
      const session = await this.openSession(tx, invitation.email, language, now, 'invitation');
      const had = await this.deps.repo.membership(session.staffId, invitation.clientId, tx);
      const roles = [...new Set([...(had?.roles ?? []), ...invitation.roles])];
      await this.deps.repo.join(tx, session.staffId, invitation.clientId, roles, now);
      await this.deps.audit.record(
        tx,
        { clientId: invitation.clientId, kind: 'staff', id: session.staffId, label: invitation.email },
        {
          action: 'staff.joined',
          target: { kind: 'staff', id: session.staffId, label: invitation.email },
          details: { roles },
        },
        now,
      );
      return { session };
    });
    if ('error' in outcome) throw unauthorized(outcome.error);
    return this.sessionOf(outcome.session);
  }

  private async openSession(
    tx: DbOrTx,
    email: string,
    language: Language,
    now: Date,
    method: SessionMethod,
    passkeyId?: string,
  ) {
    const member = await this.deps.repo.signedIn(tx, email, language, now);
    const token = `${STAFF_TOKEN_PREFIX}${randomToken(32)}`;
    const expiresAt = addSeconds(now, STAFF_SESSION_HOURS * HOUR);
    await this.deps.repo.openSession(tx, {
      staffId: member.id,
      tokenHash: this.hash(token),
      method,
      passkeyId: passkeyId ?? null,
      createdAt: now,
      expiresAt,
    });
    // a session not opened with a passkey waits for one when the person keeps any
    const passkeyRequired = method !== 'passkey' && (await this.deps.repo.passkeyCount(member.id, tx)) > 0;
    return { staffId: member.id, token, expiresAt, session: { method, passkeyRequired } };
  }

  private async sessionOf(session: {
    staffId: string;
    token: string;
    expiresAt: Date;
    session: StaffMe['session'];
  }): Promise<StaffSession> {
    return {
      token: session.token,
      expiresAt: iso(session.expiresAt),
      staff: await this.me(session.staffId, session.session),
    };
  }

  /** A session opened with one of the person's passkeys (checked by the caller). */
  async signInWithPasskey(
    passkey: { id: string; staffId: string },
    language: Language,
  ): Promise<StaffSession> {
    const now = this.deps.clock.now();
    const session = await this.deps.repo.transaction(async (tx) => {
      const member = await this.deps.repo.memberById(passkey.staffId, tx);
      if (!member) throw unauthorized('STAFF_PASSKEY_UNKNOWN');
      return this.openSession(tx, member.email, language, now, 'passkey', passkey.id);
    });
    return this.sessionOf(session);
  }

  /** The person confirmed this session with their passkey (checked by the caller). */
  async confirmWithPasskey(caller: StaffCaller, passkeyId: string): Promise<StaffMe> {
    await this.deps.repo.confirmSession(caller.sessionId, passkeyId);
    return this.me(caller.staffId, { method: 'passkey', passkeyRequired: false });
  }

  /**
   * The caller of a console route: a live session, and for a route of one brand their membership of it with one
   * of the route's roles. Undefined: no live session (401); a brand they do not work for is 404, a role they
   * lack 403.
   */
  async authenticate(
    token: string,
    brand?: { clientId: string; roles?: readonly string[] },
    beforePasskey = false,
  ): Promise<StaffCaller | undefined> {
    if (!token.startsWith(STAFF_TOKEN_PREFIX) || token.length > 100) return undefined;
    const now = this.deps.clock.now();
    const row = await this.deps.repo.liveSession(this.hash(token), now, brand?.clientId);
    if (!row) return undefined;
    // a session that waits for the person's passkey reaches nothing else (not even to learn a brand exists)
    if (row.passkeyRequired && !beforePasskey) throw new AppError(403, 'STAFF_PASSKEY_REQUIRED');
    const roles = asRoles(row.roles ?? []);
    if (brand) {
      if (!row.roles) throw notFound();
      if (!rolesAllow(roles, brand.roles)) throw new AppError(403, 'ROLE_REQUIRED');
    }
    return {
      staffId: row.staffId,
      email: row.email,
      sessionId: row.sessionId,
      session: { method: row.method as SessionMethod, passkeyRequired: row.passkeyRequired },
      roles,
    };
  }

  async me(staffId: string, session: StaffMe['session']): Promise<StaffMe> {
    const member = await this.deps.repo.memberById(staffId);
    if (!member) throw unauthorized('STAFF_SESSION_INVALID');
    const [brands, passkeys] = await Promise.all([
      // a session that waits for the person's passkey learns none of their brands
      session.passkeyRequired ? [] : this.deps.repo.brandsOf(staffId),
      this.deps.repo.passkeyCount(staffId),
    ]);
    return {
      id: member.id,
      email: member.email,
      language: asLanguage(member.language),
      brands: brands.map((b) => ({ ...b, roles: asRoles(b.roles) })),
      passkeys,
      session,
    };
  }

  signOut(caller: StaffCaller): Promise<void> {
    return this.deps.repo.endSession(caller.sessionId, this.deps.clock.now());
  }
}
