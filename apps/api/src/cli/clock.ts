// Time passing in development (docs/operations.md "Making time pass"): `npm run clock -- advance 13months` moves
// the development server's clock forward (running or not: it reads the offset again within a second), `show`
// says where it stands, `reset` takes it back to the real time. Refused when NODE_ENV=production.
import { loadConfig } from '../config';
import { clockFile, parseDuration, readOffset, writeOffset } from '../lib/dev-clock';
import { runCli, say } from './run';

const usage = `Usage:
  npm run clock -- advance <n><unit>   moves the development clock forward (units: min, h, days, months),
                                       e.g. npm run clock -- advance 13months
  npm run clock -- show                the development clock's time and its offset
  npm run clock -- reset               back to the real time`;

async function main(args: string[]): Promise<number> {
  if (process.env.NODE_ENV === 'production') {
    console.error('The clock is the system’s in production: refused (NODE_ENV=production).');
    return 1;
  }
  const file = clockFile(loadConfig().dataDir);
  const [command, amount, ...rest] = args;
  const offset = readOffset(file);
  if (command === 'advance' && amount && rest.length === 0) {
    const now = new Date(Date.now() + offset);
    const more = parseDuration(amount, now);
    if (more === undefined) {
      console.error(`Not a duration: ${amount}\n${usage}`);
      return 2;
    }
    writeOffset(file, offset + more);
  } else if (command === 'reset' && !amount) {
    writeOffset(file, 0);
  } else if (command !== 'show' || amount) {
    console.error(usage);
    return 2;
  }
  const total = readOffset(file);
  say(
    `Development clock: ${new Date(Date.now() + total).toISOString()} (${Math.round(total / 86_400_000)} days ahead)`,
  );
  return 0;
}

runCli(main);
