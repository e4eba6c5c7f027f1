import type { LocalizedText } from '@heirloom/contract';
import { describe, expect, it } from 'vitest';
import { demoAttributes, demoCollections, demoItems, type DemoAttribute } from './data';
import { demoShop } from './shop';

interface Described {
  where: string;
  description: Required<LocalizedText>;
}

interface Characterised {
  where: string;
  attributes: DemoAttribute[];
}

// every piece of demo brand content, named so a failure says which one lacks a language
const described: Described[] = [
  ...demoCollections.map((c) => ({ where: `collection ${c.key}`, description: c.description })),
  ...demoItems.map((i) => ({ where: `item ${i.serial}`, description: i.description })),
  ...demoShop.map((c) => ({ where: `shop collection ${c.key}`, description: c.description })),
  ...demoShop.flatMap((c) =>
    c.items.map((i) => ({ where: `shop item ${i.serial}`, description: i.description })),
  ),
];

const characterised: Characterised[] = [
  ...demoItems.map((i) => ({ where: `item ${i.serial}`, attributes: i.attributes })),
  ...demoShop.flatMap((c) =>
    c.items.map((i) => ({ where: `shop item ${i.serial}`, attributes: i.attributes })),
  ),
];

describe('demo brand content', () => {
  it('has something to check', () => {
    expect(described.length).toBeGreaterThan(0);
    expect(characterised.length).toBeGreaterThan(0);
  });

  it.each(described)('$where is described in English and in French', ({ description }) => {
    const en = description.en.trim();
    const fr = description.fr.trim();
    expect(en).not.toBe('');
    expect(fr).not.toBe('');
    expect(fr).not.toBe(en);
  });

  it.each(characterised)('$where gives every characteristic in both languages', ({ attributes }) => {
    for (const attribute of attributes) {
      expect(attribute).toHaveLength(4);
      for (const text of attribute) expect(text.trim(), JSON.stringify(attribute)).not.toBe('');
    }
  });

  it('translates one English label by one French label throughout', () => {
    const labels = new Map<string, Set<string>>();
    for (const { attributes } of characterised) {
      for (const [labelEn, , labelFr] of attributes) {
        const french = labels.get(labelEn) ?? new Set<string>();
        french.add(labelFr);
        labels.set(labelEn, french);
      }
    }
    const inconsistent = [...labels]
      .filter(([, french]) => french.size !== 1)
      .map(([en, fr]) => [en, [...fr]]);
    expect(inconsistent).toEqual([]);
  });
});

describe('demoAttributes', () => {
  it('turns each tuple into the label and value in each language', () => {
    expect(
      demoAttributes([
        ['Case', 'Steel, 39 mm', 'Boîtier', 'Acier, 39 mm'],
        ['Dial', 'Slate enamel', 'Cadran', 'Émail ardoise'],
      ]),
    ).toEqual([
      { en: { label: 'Case', value: 'Steel, 39 mm' }, fr: { label: 'Boîtier', value: 'Acier, 39 mm' } },
      { en: { label: 'Dial', value: 'Slate enamel' }, fr: { label: 'Cadran', value: 'Émail ardoise' } },
    ]);
  });

  it('gives nothing for no characteristics', () => {
    expect(demoAttributes([])).toEqual([]);
  });
});
