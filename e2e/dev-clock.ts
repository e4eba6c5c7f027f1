// Time made to pass on the e2e server, as `npm run clock -- advance 13months` does in development
// (docs/operations.md, "Making time pass"): the server's clock is the system's time plus the offset in its data
// directory's clock file, read again within a second. A spec that moves it puts it back when it ends: the
// other specs of its half share the server.
import { clockFile, parseDuration, readOffset, writeOffset } from '../apps/api/src/lib/dev-clock';

/** The server reads the clock file again at most once a second (apps/api/src/lib/dev-clock.ts): then it is read. */
const seen = () => new Promise((resolve) => setTimeout(resolve, 1_200));

function file(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is set by e2e/playwright.config.ts: run the spec through it');
  return clockFile(dir);
}

/** The server's clock moves on by `duration` ("13months", "31days"), once the server has read it. */
export async function timePasses(duration: string): Promise<void> {
  const at = file();
  const offset = readOffset(at);
  const step = parseDuration(duration, new Date(Date.now() + offset));
  if (step === undefined) throw new Error(`not a duration: ${duration}`);
  writeOffset(at, offset + step);
  await seen();
}

/** The server's clock back to the real time, once the server has read it (nothing after is dated ahead). */
export async function timeBack(): Promise<void> {
  writeOffset(file(), 0);
  await seen();
}
