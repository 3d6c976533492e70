/**
 * A timeline file is written beside its target, created exclusively (never through a symlink),
 * and renamed over the target once complete: a reader never sees half a file.
 */
import { lstatSync, openSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathError } from '../errors.ts';

const EXPECTED = 'a file name in an existing folder where files can be written';

/**
 * Create the temporary file for target `path` (`what` and `given` name it in errors: MW_PATH when
 * a directory is in the way or nothing can be created there). Returns it and its descriptor.
 */
export function createBeside(what: string, given: string, path: string): { readonly tmp: string; readonly fd: number } {
  const existing = lstatSync(path, { throwIfNoEntry: false });
  if (existing !== undefined && !existing.isFile() && !existing.isSymbolicLink())
    throw pathError(what, given, EXPECTED, `${path} is not a regular file`);
  const tmp = join(dirname(path), `.${basename(path)}.meshwork-${process.pid}-${Math.random().toString(36).slice(2, 10)}.tmp`);
  try {
    return { tmp, fd: openSync(tmp, 'wx') };
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    throw pathError(what, given, EXPECTED, `cannot create a file in ${dirname(path)}: ${e.code ?? e.message}`, err);
  }
}

/** Write all of `buf` to `fd` (a write may take part of it). */
export function writeAll(fd: number, buf: Buffer): void {
  let off = 0;
  while (off < buf.length) off += writeSync(fd, buf, off, buf.length - off);
}
