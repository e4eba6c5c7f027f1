// A brand's staff as its admins manage them (issue 18): the members and open invitations, inviting, withdrawing
// an invitation, roles, removal, and the brand's audit log. Every change to a brand's staff is written to its
// audit log in its transaction; the brand's last admin stays one.
import {
  type AuditEntry,
  type Language,
  STAFF_INVITATION_DAYS,
  type StaffInvitation,
  type StaffList,
  type StaffMember,
  type StaffRole,
} from '@heirloom/contract';
import type { DbOrTx } from '../../db/client';
import { addSeconds } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/crypto';
import { AppError, notFound } from '../../lib/errors';
import type { BrandActor } from '../audit/audit';
import { Service } from '../service';
import { invitationEmail } from './staff-texts';
import type { InvitationRow } from './staff.repository';
import { asRoles, iso, type StaffDeps } from './staff.service';

const HOUR = 3600;

export class StaffTeamService extends Service<StaffDeps> {
  async list(clientId: string): Promise<StaffList> {
    const now = this.deps.clock.now();
    const [members, invitations] = await Promise.all([
      this.deps.repo.members(clientId),
      this.deps.repo.pendingInvitations(clientId, now),
    ]);
    return { members: members.map(presentMember), invitations: invitations.map(presentInvitation) };
  }

  /**
   * Invites an address with these roles: an earlier open invitation of the same address is withdrawn, the
   * e-mail sent after the invitation is stored (if it cannot be sent, the invitation is withdrawn: 502).
   */
  async invite(actor: BrandActor, email: string, roles: StaffRole[], language: Language) {
    const brand = await this.deps.repo.brand(actor.clientId);
    if (!brand) throw notFound();
    const now = this.deps.clock.now();
    const token = randomToken(32);
    const invitation = await this.deps.repo.transaction(async (tx) => {
      const members = await this.deps.repo.members(actor.clientId, tx, true);
      if (members.some((m) => m.email === email)) throw new AppError(409, 'ALREADY_STAFF');
      for (const earlier of await this.deps.repo.pendingInvitations(actor.clientId, now, email, tx))
        await this.deps.repo.withdrawInvitation(tx, actor.clientId, earlier.id, now);
      const row = await this.deps.repo.invite(tx, {
        clientId: actor.clientId,
        email,
        roles,
        invitedById: actor.kind === 'staff' ? actor.id : null,
        invitedBy: actor.kind === 'staff' ? actor.label : null,
        tokenHash: sha256(token),
        createdAt: now,
        expiresAt: addSeconds(now, STAFF_INVITATION_DAYS * 24 * HOUR),
      });
      await this.deps.audit.record(
        tx,
        actor,
        {
          action: 'staff.invited',
          target: { kind: 'invitation', id: row.id, label: email },
          details: { roles },
        },
        now,
      );
      return row;
    });
    const link = `${this.deps.publicUrl}/console/join?token=${token}`;
    try {
      await this.deps.email.send(
        invitationEmail(language, {
          to: email,
          brand: brand.name,
          invitedBy: invitation.invitedBy,
          roles,
          link,
        }),
      );
    } catch (cause) {
      await this.withdraw(actor, invitation.id, 'email_failed');
      throw Object.assign(new AppError(502, 'EMAIL_FAILED'), { cause });
    }
    return { invitation: presentInvitation(invitation), link };
  }

  async withdrawInvitation(actor: BrandActor, invitationId: string): Promise<void> {
    if (!(await this.withdraw(actor, invitationId))) throw notFound();
  }

  private withdraw(actor: BrandActor, invitationId: string, reason?: string) {
    const now = this.deps.clock.now();
    return this.deps.repo.transaction(async (tx) => {
      const row = await this.deps.repo.withdrawInvitation(tx, actor.clientId, invitationId, now);
      if (row)
        await this.deps.audit.record(
          tx,
          actor,
          {
            action: 'staff.invitation_withdrawn',
            target: { kind: 'invitation', id: row.id, label: row.email },
            details: reason ? { reason } : {},
          },
          now,
        );
      return row;
    });
  }

  /** Changes a member's roles; the brand's last admin stays one. */
  async setRoles(actor: BrandActor, staffId: string, roles: StaffRole[]): Promise<StaffMember> {
    const now = this.deps.clock.now();
    return this.deps.repo.transaction(async (tx) => {
      const { member, others } = await this.lockMember(tx, actor.clientId, staffId);
      if (!roles.includes('admin')) this.keepAnAdmin(member, others);
      await this.deps.repo.setRoles(tx, staffId, actor.clientId, roles);
      await this.deps.audit.record(
        tx,
        actor,
        {
          action: 'staff.roles_changed',
          target: { kind: 'staff', id: staffId, label: member.email },
          details: { from: member.roles, to: roles },
        },
        now,
      );
      return presentMember({ ...member, roles });
    });
  }

  /** Removes a member from the brand (their sessions then reach none of its routes); the last admin stays. */
  async remove(actor: BrandActor, staffId: string): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.repo.transaction(async (tx) => {
      const { member, others } = await this.lockMember(tx, actor.clientId, staffId);
      this.keepAnAdmin(member, others);
      await this.deps.repo.leave(tx, staffId, actor.clientId);
      await this.deps.audit.record(
        tx,
        actor,
        { action: 'staff.removed', target: { kind: 'staff', id: staffId, label: member.email }, details: {} },
        now,
      );
    });
  }

  /** The brand's staff locked (so two admins cannot demote each other at once): the member and the rest. */
  private async lockMember(tx: DbOrTx, clientId: string, staffId: string) {
    const members = await this.deps.repo.members(clientId, tx, true);
    const member = members.find((m) => m.id === staffId);
    if (!member) throw notFound();
    return { member, others: members.filter((m) => m.id !== staffId) };
  }

  private keepAnAdmin(member: { roles: string[] }, others: { roles: string[] }[]) {
    if (member.roles.includes('admin') && !others.some((m) => m.roles.includes('admin')))
      throw new AppError(409, 'LAST_ADMIN');
  }

  async auditPage(clientId: string, limit: number, offset: number) {
    const { rows, total } = await this.deps.audit.page(clientId, limit, offset);
    const items: AuditEntry[] = rows.map((row) => ({
      id: row.id,
      at: iso(row.at),
      actor: { kind: row.actorKind as AuditEntry['actor']['kind'], label: row.actorLabel },
      action: row.action,
      target:
        row.targetKind && row.targetId
          ? { kind: row.targetKind, id: row.targetId, label: row.targetLabel }
          : null,
      details: row.details,
    }));
    return { items, total };
  }
}

function presentInvitation(row: InvitationRow): StaffInvitation {
  return {
    id: row.id,
    email: row.email,
    roles: asRoles(row.roles),
    invitedBy: row.invitedBy,
    createdAt: iso(row.createdAt),
    expiresAt: iso(row.expiresAt),
  };
}

function presentMember(row: {
  id: string;
  email: string;
  roles: string[];
  addedAt: Date;
  lastSignInAt: Date | null;
  passkeys: number;
}): StaffMember {
  return {
    id: row.id,
    email: row.email,
    roles: asRoles(row.roles),
    addedAt: iso(row.addedAt),
    lastSignInAt: row.lastSignInAt ? iso(row.lastSignInAt) : null,
    passkeys: row.passkeys,
  };
}
