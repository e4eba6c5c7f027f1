// PGlite is one process's database: the server marks its data directory while it runs, so that a CLI
// command does not open the same files at the same time (with PostgreSQL there is no such limit).
import fs from 'node:fs';
import path from 'node:path';

const file = (dataDir: string) => path.join(dataDir, 'server.pid');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live server using this data directory, if any. */
export function runningServer(dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(file(dataDir), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function markServer(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file(dataDir), String(process.pid));
  return () => fs.rmSync(file(dataDir), { force: true });
}
