// Tags from the command line, for a person trying the demo: `npm run tag -- tap <serial>` prints the URL the
// item's simulated NFC tag writes at its next tap (its counter one higher), asked of the running development
// server (GET /api/dev/tap?serial=…, this machine only). Open it once: "genuine"; again: "replayed".
import { loadConfig } from '../config';
import { runCli, say } from './run';

const usage = `Usage:
  npm run tag -- tap <serial>     the URL the item's simulated tag writes at its next tap (a running development
                                  server on PORT, with its demo data: e.g. npm run tag -- tap MA-CH-1931-0042)`;

async function main(args: string[]): Promise<number> {
  const [command, serial, ...rest] = args;
  if (command !== 'tap' || !serial || rest.length > 0) {
    console.error(usage);
    return 2;
  }
  const { port } = loadConfig();
  const address = `http://127.0.0.1:${port}/api/dev/tap?serial=${encodeURIComponent(serial)}`;
  let response: Response;
  try {
    response = await fetch(address, { headers: { accept: 'application/json' } });
  } catch {
    console.error(`No server answers on port ${port}: start it first (npm start), then ask again.`);
    return 1;
  }
  const body = (await response.json().catch(() => ({}))) as { url?: string; message?: string };
  if (!response.ok || !body.url) {
    console.error(body.message ?? `The server answered ${response.status}.`);
    return 1;
  }
  say(body.url);
  return 0;
}

runCli(main);
