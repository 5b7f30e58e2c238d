import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * Embedded PostgreSQL that keeps acknowledged writes through a power loss or OS crash (issue 12, item 8).
 *
 * PGlite 0.5 is not durable out of the box, for two reasons found in its bundle:
 * - it starts PostgreSQL with `-F` (fsync = off) in PGlite.defaultStartParams;
 * - even with fsync on, its Emscripten NODEFS has no `fsync` stream operation and its `fdatasync` syscall only
 *   checks the descriptor, so PostgreSQL's flushes never reach the disk; writes stop in the OS page cache, which is
 *   why a kill -9 loses nothing but an OS crash can.
 * So: the default parameters without `-F`, WAL flushed with fsync() (`wal_sync_method = fsync`; fdatasync cannot be
 * reached from outside the module), and a NODEFS `fsync` that calls the real fsync(2) on the file's descriptor.
 * Checkpoints and directory syncs (fsync_fname) go through the same operation.
 */
export async function openDurablePglite(
  dir: string,
  durable: boolean,
  options: Parameters<typeof PGlite.create>[1] = {},
) {
  if (!durable) return PGlite.create(dir, options);
  const startParams = [
    ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
    '-c',
    'fsync=on',
    '-c',
    'wal_sync_method=fsync',
    '-c',
    'synchronous_commit=on',
  ];
  return PGlite.create({ ...options, fs: new SyncingNodeFS(dir), startParams });
}

type Stream = { nfd?: number };
type ModuleWithNodeFs = {
  NODEFS: { stream_ops: Record<string, unknown> };
  FS: { ErrnoError: new (errno: number) => Error };
};

/** NodeFS whose streams can be fsync'ed: Emscripten calls stream_ops.fsync for fsync(2) on a NODEFS file. */
class SyncingNodeFS extends NodeFS {
  async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, opts);
    const preRun = (result.emscriptenOpts.preRun ?? []) as unknown[];
    result.emscriptenOpts.preRun = [
      ...preRun,
      (mod: ModuleWithNodeFs) => {
        mod.NODEFS.stream_ops.fsync = (stream: Stream) => {
          if (stream.nfd === undefined) return 0;
          try {
            fsyncSync(stream.nfd);
            return 0;
          } catch {
            // EIO: PostgreSQL treats a failed fsync as fatal (data_sync_retry off), which is the safe answer.
            throw new mod.FS.ErrnoError(29);
          }
        };
      },
    ] as typeof result.emscriptenOpts.preRun;
    return result;
  }
}
