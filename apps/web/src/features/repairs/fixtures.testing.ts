// Test support: after-sales stores and repairs shaped exactly as the contract says.
import type { SavStore } from '../../api/clients';
import type { Repair, RepairState, RepairStep } from '../../api/repairs';
import { makeItem } from '../items/shared/fixtures.testing';

const uuid = (n: number, prefix: string) =>
  `${prefix.repeat(8)}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const everyDay = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '10:00', closes: '19:00' }));

function store(n: number, name: string, city: string, latitude: number, longitude: number): SavStore {
  return {
    id: uuid(n, '7'),
    name,
    address: `${n} rue de la Paix`,
    postalCode: `7500${n}`,
    city,
    country: 'FR',
    phone: '+33 1 23 45 67 89',
    email: `sav${n}@arlo.example`,
    openingHours: everyDay,
    latitude,
    longitude,
  };
}

/** Alphabetical: Bordeaux, Lyon, Paris. Seen from Lyon: Lyon, Paris, Bordeaux. */
export const stores = {
  paris: store(1, 'Paris Rivoli', 'Paris', 48.8606, 2.3376),
  lyon: store(2, 'Lyon Bellecour', 'Lyon', 45.7578, 4.832),
  bordeaux: { ...store(3, 'Bordeaux Intendance', 'Bordeaux', 44.8421, -0.5749), openingHours: [] },
};
export const allStores = [stores.paris, stores.lyon, stores.bordeaux];
export const NEAR_LYON = { latitude: 45.764, longitude: 4.8357 };

const at = (day: number) => `2024-07-${String(day).padStart(2, '0')}T09:00:00.000Z`;

export function step(
  kind: RepairStep['kind'],
  state: RepairState,
  day: number,
  extra: Partial<RepairStep> = {},
) {
  return {
    kind,
    state,
    actor: kind === 'details' ? 'owner' : 'brand',
    note: null,
    noteLang: null,
    at: at(day),
    ...extra,
  } as RepairStep;
}

export function makeRepair(n: number, state: RepairState, overrides: Partial<Repair> = {}): Repair {
  const history: RepairStep[] = [step('state', 'requested', 1, { actor: 'owner' })];
  if (state !== 'requested' && state !== 'cancelled') history.push(step('state', 'accepted', 2));
  if (['in_progress', 'ready_for_pickup', 'completed'].includes(state))
    history.push(step('state', 'in_progress', 3));
  if (state === 'ready_for_pickup' || state === 'completed')
    history.push(step('state', 'ready_for_pickup', 4));
  if (
    state !== 'requested' &&
    state !== 'accepted' &&
    state !== 'in_progress' &&
    state !== 'ready_for_pickup'
  ) {
    history.push(step('state', state, 5, { actor: state === 'rejected' ? 'brand' : 'owner' }));
  }
  return {
    id: uuid(n, '8'),
    productId: makeItem(1).id,
    store: stores.paris,
    details: 'The crown is loose and the date does not change.',
    state,
    note: null,
    noteLang: null,
    createdAt: at(1),
    updatedAt: history.at(-1)?.at ?? at(1),
    history,
    ...overrides,
  };
}
