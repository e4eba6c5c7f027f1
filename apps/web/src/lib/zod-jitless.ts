// Turns zod's JIT off before zod loads, without loading zod: the sign-in screen does not need it.
// zod 4 keeps its global configuration on globalThis.__zod_globalConfig and adopts an object already there
// (zod/v4/core/core.js); zod-jitless.test.ts checks that zod still reads it.

/** Zod's JIT first probes `Function('')`, an eval the Content-Security-Policy forbids (a reported violation). */
export function configureZodJitless(): void {
  const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}
