import { accessSync, constants, mkdtempSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SHM = '/dev/shm';
// The seeded database (44 MB) and one copy per running spec: far below this.
const SHM_NEEDED_BYTES = 1024 ** 3;

const hasRoomInShm = (): boolean => {
  try {
    accessSync(SHM, constants.W_OK);
    const fs = statfsSync(SHM);
    return fs.bavail * fs.bsize >= SHM_NEEDED_BYTES;
  } catch {
    return false;
  }
};

/**
 * Where the browser run's throwaway databases live: in memory (/dev/shm) when there is room, so a commit's WAL
 * fsync, the seed's initdb sync and each spec's 44 MB copy cost no disk I/O; a container's small /dev/shm (64 MB by
 * default) falls back to the temp folder. The server runs exactly as on disk (same durable PGlite); only the
 * folder's file system differs.
 */
const root = hasRoomInShm() ? SHM : tmpdir();

/** A new empty folder for a throwaway database. */
export const scratchDir = (prefix: string): string => mkdtempSync(join(root, prefix));
