// Every account's custody address is the items contract's custody address of its id (decision 013): for the
// demo, a sign-in, a recipient who has no account yet, a guest buyer and the brands; and the one-time
// migration rewrites the random addresses stored before.
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appMeta, clients, items, users } from '../src/db/schema';
import { deriveCustodyAddresses } from '../src/db/custody-addresses';
import { custodialAddressOf } from '../src/lib/address';
import { demoAppWithOwners } from './demo-app';
import { sendWithGrant } from './fixtures';
import { newPhone, signIn } from './helpers';

const { t, owner1 } = demoAppWithOwners();
const db = () => t.app.database.db;

async function expectEveryAddressDerived() {
  const rows = [
    ...(await db().select({ id: users.id, address: users.custodialAddress }).from(users)),
    ...(await db().select({ id: clients.id, address: clients.custodialAddress }).from(clients)),
  ];
  expect(rows.length).toBeGreaterThan(4);
  for (const row of rows) expect(row.address, row.id).toBe(custodialAddressOf(row.id));
}

describe('custody addresses', () => {
  it('are derived from the account ids: demo, sign-in, a pending recipient, a guest buyer, the brands', async () => {
    await signIn(t, newPhone());
    const [me] = await db().select().from(users).where(eq(users.phone, owner1.phone));
    const [item] = await db()
      .select()
      .from(items)
      .where(
        and(
          eq(items.ownerId, me!.id),
          eq(items.status, 'active'),
          eq(items.isToMint, false),
          isNull(items.oppositionKind),
        ),
      )
      .limit(1);
    const recipient = newPhone();
    const sent = await sendWithGrant(t, owner1, 'sendToPhone', {
      phoneTo: recipient,
      productsIds: [item!.id],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [pending] = await db().select().from(users).where(eq(users.phone, recipient));
    expect(pending?.status).toBe('pending');

    const guest = newPhone();
    const api = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api${url}`, payload });
    expect((await api('/users/getCodeForDAN', { phone: guest, language: 'en' })).statusCode).toBe(200);
    const answer = await api('/users/getAddressFromPhone', { phone: guest, code: t.sms.lastCode(guest) });
    const [buyer] = await db().select().from(users).where(eq(users.phone, guest));
    expect(answer.json().address).toBe(custodialAddressOf(buyer!.id));

    await expectEveryAddressDerived();
  });

  it('rewrites, once, the random addresses stored before', async () => {
    const [someone] = await db().select().from(users).limit(1);
    await db()
      .update(users)
      .set({ custodialAddress: '0x52908400098527886E0F7030069857D2E4169EE7' })
      .where(eq(users.id, someone!.id));
    expect(await deriveCustodyAddresses(db(), t.clock.now())).toBeUndefined(); // done at start already
    await db().delete(appMeta).where(eq(appMeta.key, 'custody_addresses_derived'));
    expect(await deriveCustodyAddresses(db(), t.clock.now())).toBe(1);
    await expectEveryAddressDerived();
  });
});
