// Keys and placeholders are typed from the English texts (./keys.ts, ./text-params.ts): a misspelt key, or a
// text's placeholder left without a value, fails `npm run typecheck`. The `@ts-expect-error` lines below prove
// it: were the typing lost, they would be unused and fail the check.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { i18n } from '.';
import { paramsFile, textParamsSource } from '../../scripts/text-params.mjs';

describe('typed keys', () => {
  it('accepts a known key and rejects a misspelt one at compile time', () => {
    const t = i18n.getFixedT('en');
    expect(t('notFound.title')).not.toBe('notFound.title');
    // @ts-expect-error — no such key in the English resources
    expect(t('notFound.titel')).toBe('notFound.titel');
    // @ts-expect-error — a feature's key with a typo in its prefix
    expect(t('itmes.home.shop')).toBe('itmes.home.shop');
  });

  it("asks for each of a text's placeholders, by name, at compile time", () => {
    const t = i18n.getFixedT('en');
    expect(t('aftersales.store.call', { phone: '+33 1 23 45 67 89' })).toContain('+33 1 23 45 67 89');
    // @ts-expect-error — the text's placeholder is left without a value
    expect(t('aftersales.store.call')).toBeTypeOf('string');
    // @ts-expect-error — a value under another name than the placeholder's
    expect(t('aftersales.store.call', { number: '1' })).toBeTypeOf('string');
    // @ts-expect-error — a plural text's count is a number
    expect(t('aftersales.verify.owners', { count: '2' })).toBeTypeOf('string');
  });

  it('has its list of placeholders up to date with the English texts (npm run texts -w apps/web)', () => {
    expect(readFileSync(paramsFile, 'utf8')).toBe(textParamsSource());
  });
});
