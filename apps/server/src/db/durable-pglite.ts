import fs from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

// Decision 062. PGlite on a data directory never reaches the disk by itself: it starts PostgreSQL with `-F`
// (fsync off), and even with fsync on, emscripten's NODEFS has no `fsync` stream operation (the call is a
// silent no-op) and its `fdatasync` syscall returns 0 without doing anything. So we turn fsync back on, make
// PostgreSQL use fsync() for the WAL (the one call that reaches the file system layer), and give NODEFS an
// fsync that calls the real one. PostgreSQL then flushes exactly what it flushes on a server: the WAL up to the
// commit record before COMMIT returns (nothing for a read-only query), data files at checkpoints.

type NodeStream = { nfd: number };
type NodeFsOps = {
  stream_ops: Record<string, unknown>;
  tryFSOperation: <T>(operation: () => T) => T;
};

class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    preRun.push((mod) => {
      const nodefs = mod.NODEFS as unknown as NodeFsOps;
      // tryFSOperation turns a failed flush (EIO) into the errno PostgreSQL expects: it stops rather than
      // acknowledging. fs.fsyncSync is looked up at each call, so a test can count the calls.
      nodefs.stream_ops.fsync = (stream: NodeStream) =>
        nodefs.tryFSOperation(() => {
          fs.fsyncSync(stream.nfd);
          return 0;
        });
    });
    result.emscriptenOpts.preRun = preRun;
    return result;
  }
}

// Same flags as PGlite's defaults, without `-F`. wal_sync_method=fsync because emscripten's fdatasync (the
// Linux default) never reaches the file system layer.
const durableStartParams = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
  // PostgreSQL's default 128 MB of shared buffers lives in PGlite's WebAssembly memory, touched at start and never
  // given back: 32 MB keeps a condominium's working set (the demo's whole database is 16 MB) and ~100 MB of RSS
  // off the gatehouse PC (decision 120); the operating system's page cache holds the rest of the files.
  '-c',
  'shared_buffers=32MB',
];

/** fsync every file and folder under `dir`: what initdb does before it reports a new cluster as created. */
const syncTree = (dir: string) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) syncTree(path);
    else if (entry.isFile()) syncPath(path);
  }
  syncPath(dir);
};

const syncPath = (path: string) => {
  const fd = fs.openSync(path, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
};

/** PGlite on a data directory whose acknowledged commits are on disk, as with PostgreSQL's defaults. */
export const openDurablePglite = async (
  dataDir: string,
  options: PGliteOptions = {},
  quickCompile = false,
): Promise<PGlite> => {
  // PostgreSQL's WebAssembly (9 MB) compiled once by the optimising compiler instead of twice (a quick baseline
  // compile first, then the optimised one for hot functions): ~55 MB less RSS for the server's lifetime, ~1.5 s more
  // at start (decision 120). Read when the module is compiled, which happens below. `quickCompile` keeps V8's default
  // for a short-lived server that starts often (the browser suite's, one per spec: decision 107's amendment).
  if (!quickCompile) setFlagsFromString('--no-liftoff');
  fs.mkdirSync(dataDir, { recursive: true });
  const isNew = !fs.existsSync(join(dataDir, 'PG_VERSION'));
  const client = new PGlite({ ...options, fs: new DurableNodeFS(dataDir), startParams: durableStartParams });
  await client.waitReady;
  // A new cluster is unpacked from initdb's tarball by plain writes; PostgreSQL only fsyncs what it writes later.
  if (isNew) syncTree(dataDir);
  return client;
};
