import { describe, expect, it } from 'vitest';
import { handOverRefusal, type HandOver } from './availability';

const active = { isToMint: false, oppositionKind: null, status: 'active', inCareUntil: null };
const purposes: HandOver[] = ['send', 'reserve', 'sell'];

describe('handOverRefusal', () => {
  it.each(purposes)('lets an active, minted item %s', (purpose) => {
    expect(handOverRefusal(active, purpose)).toBeUndefined();
  });

  it.each(purposes)('refuses to %s an item declared lost or stolen, whatever else holds', (purpose) => {
    for (const kind of ['lost', 'stolen']) {
      expect(handOverRefusal({ ...active, oppositionKind: kind, status: kind }, purpose)).toBe(
        'ITEM_UNDER_OPPOSITION',
      );
      expect(handOverRefusal({ ...active, oppositionKind: kind }, purpose)).toBe('ITEM_UNDER_OPPOSITION');
    }
  });

  it.each([
    ['in_repair', 'ITEM_IN_REPAIR'],
    ['reserved', 'ITEM_RESERVED'],
    ['pending_transfer', 'ITEM_PENDING_TRANSFER'],
    ['withdrawn', 'ITEM_UNAVAILABLE'],
  ])('refuses every hand-over while %s', (status, code) => {
    for (const purpose of purposes) expect(handOverRefusal({ ...active, status }, purpose)).toBe(code);
  });

  it.each(purposes)(
    'refuses to %s an item in care, whatever its status (its owner ends the care first)',
    (purpose) => {
      const inCare = { ...active, inCareUntil: new Date('2027-01-01T00:00:00Z') };
      expect(handOverRefusal(inCare, purpose)).toBe('ITEM_IN_CARE');
      expect(handOverRefusal({ ...inCare, status: 'in_repair' }, purpose)).toBe('ITEM_IN_CARE');
    },
  );

  it('refuses sending an item still being minted, but not selling it from the brand’s stock', () => {
    expect(handOverRefusal({ ...active, isToMint: true }, 'send')).toBe('ITEM_PENDING_MINT');
    expect(handOverRefusal({ ...active, isToMint: true }, 'reserve')).toBeUndefined();
  });

  it('lets the brand’s stock (on_sale) be reserved and sold, never sent', () => {
    const stock = { ...active, status: 'on_sale' };
    expect(handOverRefusal(stock, 'reserve')).toBeUndefined();
    expect(handOverRefusal(stock, 'sell')).toBeUndefined();
    expect(handOverRefusal(stock, 'send')).toBe('ITEM_UNAVAILABLE');
    expect(handOverRefusal({ ...stock, oppositionKind: 'stolen' }, 'sell')).toBe('ITEM_UNDER_OPPOSITION');
  });
});
