// Time made to pass on the e2e server, as `npm run clock -- advance 13months` does in development
// (docs/operations.md, "Making time pass"): the server's clock is the system's time plus the offset in its data
// directory's clock file, read again within a second. A spec that moves it puts it back when it ends: the
// other specs of its half share the server.
import { clockFile, parseDuration, readOffset, writeOffset } from '../apps/api/src/lib/dev-clock';

function file(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is set by e2e/playwright.config.ts: run the spec through it');
  return clockFile(dir);
}

/** The server's clock moves on by `duration` ("13months", "31days"). */
export function timePasses(duration: string): void {
  const at = file();
  const offset = readOffset(at);
  const step = parseDuration(duration, new Date(Date.now() + offset));
  if (step === undefined) throw new Error(`not a duration: ${duration}`);
  writeOffset(at, offset + step);
}

/** The server's clock back to the real time. */
export function timeBack(): void {
  writeOffset(file(), 0);
}
