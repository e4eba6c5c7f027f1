// Brand staff for the tests: invitations accepted through the real routes, sign-in links read from the dev
// outbox, and console calls with a staff session.
import type { StaffRole, StaffSession } from '@heirloom/contract';
import { eq } from 'drizzle-orm';
import { clients } from '../src/db/schema';
import { cliActor } from '../src/modules/audit/audit';
import type { TestApp } from './helpers';

export interface Staff {
  email: string;
  token: string;
  expiresAt: Date;
  headers: { authorization: string };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A console call as `staff` (null: no session) under /api/console. */
export const consoleCall = (
  t: TestApp,
  staff: Staff | null,
  method: Method,
  url: string,
  payload?: object,
  language = 'en',
) =>
  t.app.inject({
    method,
    url: `/api/console${url}`,
    headers: { ...(staff ? staff.headers : {}), 'accept-language': language },
    ...(payload !== undefined ? { payload } : {}),
  });

export const brandId = async (t: TestApp, slug: string): Promise<string> => {
  const [row] = await t.app.database.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.slug, slug));
  if (!row) throw new Error(`no brand ${slug}`);
  return row.id;
};

interface OutboxMail {
  text: string;
  subject: string | null;
}
export const mailsTo = async (t: TestApp, to: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json<
    OutboxMail[]
  >();

/** The token of the newest console link (`sign-in` or `join`) e-mailed to `to`. */
export async function mailedToken(t: TestApp, to: string, kind: 'sign-in' | 'join'): Promise<string> {
  const pattern = new RegExp(`/console/${kind}\\?token=([A-Za-z0-9_-]+)`);
  const match = (await mailsTo(t, to)).map((mail) => pattern.exec(mail.text)).find(Boolean);
  if (!match?.[1]) throw new Error(`no ${kind} link e-mailed to ${to}`);
  return match[1];
}

const asStaff = (email: string, session: StaffSession): Staff => ({
  email,
  token: session.token,
  expiresAt: new Date(session.expiresAt),
  headers: { authorization: `Bearer ${session.token}` },
});

/** Accepts the invitation e-mailed to `email` and answers the session it opens. */
export async function acceptInvitation(t: TestApp, email: string): Promise<Staff> {
  const token = await mailedToken(t, email, 'join');
  const res = await consoleCall(t, null, 'POST', '/auth/invitation', { token });
  if (res.statusCode !== 200) throw new Error(`invitation not accepted: ${res.body}`);
  return asStaff(email, res.json<StaffSession>());
}

/** A brand's admin, invited as the command line does it. */
export async function firstAdmin(t: TestApp, slug: string, email: string): Promise<Staff> {
  t.clock.advance(1); // the dev outbox lists the newest first: one e-mail a second
  await t.app.services.staffTeam.invite(cliActor(await brandId(t, slug)), email, ['admin'], 'en');
  return acceptInvitation(t, email);
}

/** A colleague invited by `admin` with these roles, who accepted. */
export async function colleague(
  t: TestApp,
  admin: Staff,
  slug: string,
  email: string,
  roles: StaffRole[],
): Promise<Staff> {
  t.clock.advance(1);
  const res = await consoleCall(t, admin, 'POST', `/brands/${await brandId(t, slug)}/invitations`, {
    email,
    roles,
  });
  if (res.statusCode !== 201) throw new Error(`not invited: ${res.body}`);
  return acceptInvitation(t, email);
}

/** Signs in by the e-mailed link. */
export async function signInByLink(t: TestApp, email: string): Promise<Staff> {
  t.clock.advance(1);
  const asked = await consoleCall(t, null, 'POST', '/auth/link', { email });
  if (asked.statusCode !== 200) throw new Error(`no link: ${asked.body}`);
  const token = await mailedToken(t, email, 'sign-in');
  const res = await consoleCall(t, null, 'POST', '/auth/sign-in', { token });
  if (res.statusCode !== 200) throw new Error(`not signed in: ${res.body}`);
  return asStaff(email, res.json<StaffSession>());
}
