// The Digital Link builder and parser and GS1's check digit, checked against GS1's published example GTINs and
// against digital-link.js, the GS1 Digital Link SDK by EVRYTHNG (an independent implementation of the standard).
import { gs1CheckDigit, gtin14Of, isGtin14 } from '@heirloom/contract';
// @ts-expect-error digital-link.js ships no types
import { DigitalLink } from 'digital-link.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoCollections, demoItems } from '../demo/data';
import { demoShop } from '../demo/shop';
import { digitalLinkUri, itemAddress, parseDigitalLinkPath } from './digital-link';

interface SdkLink {
  isValid(): boolean;
  getIdentifier(): Record<string, string>;
  getKeyQualifiers(): Record<string, string>;
}
const sdk = (uri: string) => (DigitalLink as (uri: string) => SdkLink)(uri);
const origin = 'https://heirloom.example';

describe("GS1's check digit", () => {
  it('accepts the GTINs GS1 publishes as examples and refuses them with another last digit', () => {
    for (const gtin of ['09506000134352', '09506000164908']) {
      expect(isGtin14(gtin)).toBe(true);
      for (let d = 0; d <= 9; d++) {
        const other = gtin.slice(0, 13) + String(d);
        if (other !== gtin) expect(isGtin14(other)).toBe(false);
      }
    }
  });

  it('agrees with digital-link.js on any 13 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{13}$/), fc.integer({ min: 0, max: 9 }), (body, last) => {
        const gtin = body + String(last);
        expect(isGtin14(gtin)).toBe(sdk(`${origin}/01/${gtin}`).isValid());
        expect(sdk(`${origin}/01/${body}${gs1CheckDigit(body)}`).isValid()).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('writes GTIN-8, -12 and -13 as GTIN-14 with leading zeros, and refuses other lengths and letters', () => {
    expect(gtin14Of('9506000134352')).toBe('09506000134352');
    // a GTIN-8 (check digit from GS1 Germany's calculator) and the UPC-A printed in GS1's examples
    expect(gtin14Of('95012346')).toBe('00000095012346');
    expect(gtin14Of('012345678905')).toBe('00012345678905');
    expect(gtin14Of('614141000012')).toBe('00614141000012');
    expect(gtin14Of('0950 6000 1343 52')).toBe('09506000134352');
    for (const bad of ['950600013435', '09506000134353', '0950600013435A', '', '123456789012345', '1234567'])
      expect(gtin14Of(bad)).toBeNull();
  });
});

describe('Digital Link URIs', () => {
  const shopItems = demoShop.flatMap((c) => c.items.map((i) => ({ gtin: c.gtin, serial: i.serial })));
  const seedItems = demoItems.map((i) => ({
    gtin: demoCollections.find((c) => c.key === i.collection)?.gtin ?? '',
    serial: i.serial,
  }));

  it('gives every demo item a link digital-link.js finds valid, with the same GTIN and serial', () => {
    for (const { gtin, serial } of [...seedItems, ...shopItems]) {
      const uri = digitalLinkUri(origin, gtin, serial);
      expect(uri, `${gtin} ${serial}`).not.toBeNull();
      const link = sdk(uri!);
      expect(link.isValid()).toBe(true);
      expect(link.getIdentifier()).toEqual({ '01': gtin });
      expect(link.getKeyQualifiers()).toEqual({ '21': serial });
      expect(parseDigitalLinkPath(new URL(uri!).pathname)).toEqual({ gtin, serial });
    }
  });

  it('percent-encodes any serial of character set 82 so that both parsers read it back', () => {
    const cset82 = `!"%&'()*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz`;
    const serial = fc.string({ unit: fc.constantFrom(...cset82), minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(
        serial.filter((value) => value !== '.' && value !== '..'),
        (value) => {
          const uri = digitalLinkUri(origin, '09506000134352', value)!;
          const link = sdk(uri);
          expect(link.isValid()).toBe(true);
          expect(decodeURIComponent(link.getKeyQualifiers()['21']!)).toBe(value);
          expect(parseDigitalLinkPath(new URL(uri).pathname)?.serial).toBe(value);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('accepts the key qualifiers exactly in the orders digital-link.js accepts', () => {
    const parts = { '22': 'V1', '10': 'LOT7', '21': 'S-42' } as const;
    const orders = [[], ['22'], ['10'], ['21'], ['22', '10'], ['10', '22'], ['22', '21'], ['21', '22']];
    orders.push(['10', '21'], ['21', '10'], ['22', '10', '21'], ['21', '10', '22'], ['10', '22', '21']);
    orders.push(['22', '21', '10']);
    for (const order of orders) {
      const path = `/01/09506000164908${order.map((ai) => `/${ai}/${parts[ai as keyof typeof parts]}`).join('')}`;
      expect(parseDigitalLinkPath(path) !== null, path).toBe(sdk(`${origin}${path}`).isValid());
    }
  });

  it('refuses a GTIN that is not 14 digits with its check digit, a serial too long or outside the set', () => {
    for (const path of [
      '/01/0950600016490/21/S1', // 13 digits
      '/01/0950600016490X/21/S1',
      '/01/09506000164909/21/S1', // check digit
      '/01/09506000164908/21/123456789012345678901', // 21 characters
      '/01/09506000164908/21/caf%C3%A9',
      '/01/09506000164908/21/%E0%A4%A',
      '/01/09506000164908/21/',
      '/01/09506000164908/99/S1',
      // an AI given twice (digital-link.js keeps the last one; the standard names each once)
      '/01/09506000164908/21/S1/21/S1',
      '/01/09506000164908/10/L1/10/L1/21/S1',
      '/02/09506000164908/21/S1',
    ])
      expect(parseDigitalLinkPath(path), path).toBeNull();
  });

  it('falls back to the /verify page without a GTIN or for a serial no Digital Link can carry', () => {
    const item = { publicId: 'abc123', serialNumber: 'MA-1' };
    expect(itemAddress(origin, item, null)).toBe(`${origin}/verify/abc123`);
    expect(itemAddress(origin, item, '09506000164908')).toBe(`${origin}/01/09506000164908/21/MA-1`);
    for (const serialNumber of ['N° 7', '..', '123456789012345678901'])
      expect(itemAddress(origin, { ...item, serialNumber }, '09506000164908')).toBe(
        `${origin}/verify/abc123`,
      );
  });
});
