import { afterEach, describe, expect, it } from 'vitest';
import { configureZodJitless } from './zod-jitless';

describe('configureZodJitless', () => {
  afterEach(async () => {
    const { z } = await import('zod');
    z.config({ jitless: undefined });
  });

  it('is what zod reads as its jitless setting', async () => {
    configureZodJitless();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
