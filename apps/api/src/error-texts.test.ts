// The registry of error texts: every texts file beside a module is merged, no code is written twice, every code
// of the contract's list reads in English and French.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ERROR_CODES } from '@heirloom/contract';
import { describe, expect, it } from 'vitest';
import { errorTexts, messageFor } from './error-texts';

const src = import.meta.dirname;
const textsFiles = (readdirSync(src, { recursive: true }) as string[]).filter((f) => f.endsWith('.texts.ts'));

describe('error texts', () => {
  it('merges every texts file, each code written once', async () => {
    const seen = new Map<string, string>();
    for (const file of textsFiles) {
      const module = (await import(join(src, file))) as Record<string, Record<string, unknown>>;
      for (const texts of Object.values(module))
        for (const code of Object.keys(texts)) {
          expect(seen.get(code), `${code} in ${file} and ${seen.get(code)}`).toBeUndefined();
          seen.set(code, relative(src, join(src, file)));
          expect(errorTexts[code as keyof typeof errorTexts]).toBe(texts[code]);
        }
    }
    expect([...seen.keys()].sort()).toEqual([...ERROR_CODES].sort());
  });

  it('reads every code in both languages, filled with its params', () => {
    for (const code of ERROR_CODES)
      for (const language of ['en', 'fr'] as const)
        expect(messageFor(code, language, { seconds: 30, item: 'Watch' }).length).toBeGreaterThan(0);
    expect(messageFor('RESEND_TOO_SOON', 'en', { seconds: 30 })).toBe(
      'Please wait 30 s before asking for a new code.',
    );
    expect(messageFor('NOT_FOUND', 'fr')).toBe('Introuvable.');
  });
});
