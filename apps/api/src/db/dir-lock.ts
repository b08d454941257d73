import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite takes no lock of its own: two processes on one data directory corrupt it.
 * A lock file holding our pid keeps a second process out; a stale one (dead pid) is taken over.
 */
export function acquireDirLock(dir: string): () => Promise<void> {
  const file = path.join(dir, 'pulseboard.lock');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const pid = Number(readFileSync(file, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The data directory ${dir} is in use by another Pulseboard process (pid ${pid}). Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    writeFileSync(file, String(process.pid));
  }
  return async () => rmSync(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
