// Who acts for a brand, as its audit log names them: a staff member in the console, an API key, or the server's
// command line. Every change a brand makes is recorded with its actor, inside the change's own transaction.
export type ActorKind = 'staff' | 'key' | 'cli';

export interface BrandActor {
  /** the brand acted for */
  clientId: string;
  kind: ActorKind;
  /** the staff member's or the key's id; null for the command line */
  id: string | null;
  /** what the log shows: the staff member's e-mail, the key's prefix, "command line" */
  label: string;
}

export interface AuditEvent {
  /** area.verb, e.g. repair.moved, store.created, staff.invited, key.revoked */
  action: string;
  target?: { kind: string; id: string; label?: string | null };
  details?: Record<string, unknown>;
}

export const cliActor = (clientId: string): BrandActor => ({
  clientId,
  kind: 'cli',
  id: null,
  label: 'command line',
});
