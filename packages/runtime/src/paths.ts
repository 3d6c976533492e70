/**
 * Files and directories the runtime and the commands touch on the user's behalf, guarded so that
 * no path can hang the process or eat its memory (MW_PATH, before any byte is read or any loop):
 *
 * - `readRegularFile`: the one way to read a file that came from outside (trace files, images,
 *   checkpoint manifests and rank images). Opened without blocking (`O_NONBLOCK`: a FIFO does not
 *   wait for a writer), then `fstat` on the open descriptor: anything but a regular file (a FIFO,
 *   /dev/zero, /dev/urandom, a directory, a socket) is refused before a read; so is a file larger
 *   than the caller's cap, or (with `within`) a file whose real path lies outside its directory
 *   (`../../dev/zero`, a symlink out). Reads stop at the cap even when the file grows meanwhile.
 * - `ensureDirectory`: create a directory level by level (Node's recursive `mkdirSync` loops
 *   forever on procfs: mkdir /proc/x fails ENOENT, mkdir /proc EEXIST, retry...). The nearest
 *   existing ancestor must be a directory, each missing level is one plain `mkdir`, and with
 *   `writable` a probe file is created and removed, so a directory where nothing can be written
 *   (/proc, /sys, a read-only mount) is refused up front.
 * - `ensureFileTarget`: check, before any work, that a file can later be written at a path (its
 *   folder created as `ensureDirectory` does and writable, no folder or device at the name), so
 *   a command refuses an output path up front instead of after its runs.
 * - `writeFileReplacing`: the one way to write a file into a user's folder (reports, charts,
 *   traces). The bytes go to a new file created exclusively (`wx`: O_CREAT | O_EXCL, which never
 *   follows a symlink) beside the target, which is then renamed over it: a symlink planted at the
 *   target's name is replaced, never written through, and a reader never sees half a file.
 */
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { pathError } from './errors.ts';

/** How `readRegularFile` reads. */
export interface ReadFileOptions {
  /** What the file is, for messages ("trace file", "image", "checkpoint manifest"). */
  readonly what: string;
  /** Refuse files larger than this many bytes (before reading them). */
  readonly maxBytes: number;
  /** The file must lie inside this directory (its real path, symlinks resolved). */
  readonly within?: string;
}

const MB = 1024 * 1024;

function describeBytes(n: number): string {
  return n >= MB ? `${(n / MB).toFixed(n % MB === 0 ? 0 : 1)} MiB` : `${n} bytes`;
}

function kindOf(st: {
  isFile(): boolean;
  isDirectory(): boolean;
  isFIFO(): boolean;
  isCharacterDevice(): boolean;
  isBlockDevice(): boolean;
  isSocket(): boolean;
}): string {
  if (st.isFile()) return 'a regular file';
  if (st.isDirectory()) return 'a directory';
  if (st.isFIFO()) return 'a FIFO (named pipe)';
  if (st.isCharacterDevice()) return 'a character device';
  if (st.isBlockDevice()) return 'a block device';
  if (st.isSocket()) return 'a socket';
  return 'not a regular file nor a directory';
}

function errnoText(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  return e.code === 'ENOENT' ? 'no such file (ENOENT)' : (e.code ?? e.message);
}

/** True when `path` (already real) is `dir` or below it. */
function inside(dir: string, path: string): boolean {
  const rel = relative(dir, path);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}

/**
 * Read a regular file of at most `maxBytes` bytes; MW_PATH (with the errno error as `cause` when
 * the file could not be opened) for anything else. Never blocks on a FIFO, never reads a device.
 */
export function readRegularFile(path: string, options: ReadFileOptions): Buffer {
  const { what, maxBytes } = options;
  const expected = `a regular file of at most ${describeBytes(maxBytes)}${options.within === undefined ? '' : ` inside ${options.within}`}`;
  if (options.within !== undefined) {
    let real: string;
    let dir: string;
    try {
      dir = realpathSync(options.within);
      real = realpathSync(resolve(options.within, path));
    } catch (err) {
      throw pathError(what, path, expected, errnoText(err), err);
    }
    if (!inside(dir, real)) throw pathError(what, path, expected, `a path outside it (${real})`);
  }
  // With `within`, a relative path is taken from that directory.
  const full = options.within === undefined ? path : resolve(options.within, path);
  let fd: number;
  try {
    // O_NONBLOCK: opening a FIFO for reading returns at once instead of waiting for a writer.
    fd = openSync(full, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (err) {
    throw pathError(what, path, expected, errnoText(err), err);
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw pathError(what, path, expected, kindOf(st));
    if (st.size > maxBytes) throw pathError(what, path, expected, `${describeBytes(st.size)}`);
    // Read to the end, but never past the cap (a file growing while read).
    const chunks: Buffer[] = [];
    let total = 0;
    let want = Math.min(st.size + 1, maxBytes + 1);
    for (;;) {
      const buf = Buffer.allocUnsafe(Math.max(want, 1));
      let n: number;
      try {
        n = readSync(fd, buf, 0, buf.length, null);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'EAGAIN') break;
        throw pathError(what, path, expected, errnoText(err), err);
      }
      if (n === 0) break;
      chunks.push(n === buf.length ? buf : buf.subarray(0, n));
      total += n;
      if (total > maxBytes) throw pathError(what, path, expected, `more than ${describeBytes(maxBytes)} (it grew while read)`);
      want = Math.min(64 * 1024, maxBytes + 1 - total);
    }
    return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, total);
  } finally {
    closeSync(fd);
  }
}

/** How `ensureDirectory` creates. */
export interface EnsureDirectoryOptions {
  /** What the directory is for, for messages ("checkpointDir", "--charts"). */
  readonly what: string;
  /** Also check that a file can be created in it (a probe file, removed at once). */
  readonly writable?: boolean;
}

/**
 * Make sure `path` is a directory, creating missing levels one `mkdir` at a time (bounded by the
 * path's depth); MW_PATH when it cannot be (a file in the way, procfs, no permission, read-only).
 * Returns the absolute path.
 */
export function ensureDirectory(path: string, options: EnsureDirectoryOptions): string {
  const { what } = options;
  const abs = resolve(path);
  const expected = `a directory that exists or can be created${options.writable === true ? ', where files can be written' : ''}`;
  // Walk up to the nearest existing ancestor (at most the path's depth).
  const missing: string[] = [];
  let at = abs;
  for (;;) {
    let st: ReturnType<typeof statSync> | undefined;
    try {
      st = statSync(at);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      // ENOTDIR: a file further up is in the way (reported when the walk reaches it).
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw pathError(what, path, expected, `${at}: ${errnoText(err)}`, err);
    }
    if (st !== undefined) {
      if (!st.isDirectory()) throw pathError(what, path, expected, `${at} is ${kindOf(st)}`);
      break;
    }
    const up = dirname(at);
    if (up === at) throw pathError(what, path, expected, `no existing ancestor of ${abs}`);
    missing.push(at);
    at = up;
  }
  for (const level of missing.reverse()) {
    try {
      mkdirSync(level);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      // Another process created it meanwhile: fine when it is a directory.
      if (code === 'EEXIST' && statSync(level, { throwIfNoEntry: false })?.isDirectory() === true) continue;
      throw pathError(what, path, expected, `mkdir ${level}: ${errnoText(err)}`, err);
    }
  }
  if (options.writable === true) {
    const probe = join(abs, `.meshwork-probe-${process.pid}-${Math.random().toString(36).slice(2, 10)}`);
    try {
      writeFileSync(probe, '', { flag: 'wx' });
    } catch (err) {
      throw pathError(what, path, expected, `cannot create a file in ${abs}: ${errnoText(err)}`, err);
    }
    rmSync(probe, { force: true });
  }
  return abs;
}

/**
 * Make sure a file can be written at `path` later (with `writeFileReplacing`): its folder exists
 * or is created (`ensureDirectory`, writable), and nothing but a regular file or a symlink (which
 * would be replaced) stands at the name. MW_PATH otherwise, naming `what`. Returns the absolute path.
 */
export function ensureFileTarget(path: string, options: { readonly what: string }): string {
  const { what } = options;
  const abs = resolve(path);
  ensureDirectory(dirname(abs), { what: `${what} folder`, writable: true });
  const existing = lstatSync(abs, { throwIfNoEntry: false });
  if (existing !== undefined && !existing.isFile() && !existing.isSymbolicLink())
    throw pathError(what, path, 'a file name in a folder where files can be written', `${abs} is ${kindOf(existing)}`);
  return abs;
}

/** How `writeFileReplacing` writes. */
export interface WriteFileOptions {
  /** What the file is, for messages ("report", "chart", "trace file"). */
  readonly what: string;
}

/**
 * Write `data` to `path` in its (existing) folder without following a symlink at `path`: a new
 * file is created exclusively beside it and renamed over it, so a link there is replaced by the
 * file and its target left alone. MW_PATH when `path` is a directory or the folder refuses the
 * write (the errno error as `cause`). Returns the absolute path.
 */
export function writeFileReplacing(path: string, data: string | Uint8Array, options: WriteFileOptions): string {
  const { what } = options;
  const abs = resolve(path);
  const expected = 'a file name in a folder where files can be written';
  const existing = lstatSync(abs, { throwIfNoEntry: false });
  // A symlink is fine (it is replaced); a directory or a device at that name is not overwritten.
  if (existing !== undefined && !existing.isFile() && !existing.isSymbolicLink())
    throw pathError(what, path, expected, `${abs} is ${kindOf(existing)}`);
  const tmp = join(dirname(abs), `.${basename(abs)}.meshwork-${process.pid}-${Math.random().toString(36).slice(2, 10)}.tmp`);
  try {
    writeFileSync(tmp, data, { flag: 'wx' });
  } catch (err) {
    rmSync(tmp, { force: true });
    throw pathError(what, path, expected, `cannot create a file in ${dirname(abs)}: ${errnoText(err)}`, err);
  }
  try {
    renameSync(tmp, abs);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw pathError(what, path, expected, `rename over ${abs}: ${errnoText(err)}`, err);
  }
  return abs;
}
