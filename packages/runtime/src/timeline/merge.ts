/**
 * One timeline from the files the hosts of a multi-host run wrote (`run.host<k>.json`, one
 * process per host): the events of every file on one clock, and the arrows of messages between
 * hosts joined. Each host writes its own end of such a message with an id both hosts derive alike
 * (`"src>dst#n"`, ./writer.ts), so the ends meet once they are in one file; each file's times are
 * relative to its host's origin (`otherData.originEpochMs`), so every file is shifted by its
 * origin's distance from the earliest one (the hosts' clocks are taken as they are: on one
 * machine they agree; across machines, to their clock synchronisation).
 *
 * Bounded: each file is read whole (a timeline is capped at about 100 bytes an event, 100 MB by
 * default) and refused past MAX_FILE_BYTES; the merged file is written in pieces beside its target
 * and renamed over it at the end.
 */
import { closeSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { ErrorCodes, invalidArgument, pathError } from '../errors.ts';
import { createBeside, writeAll } from './beside.ts';

/** Largest input file read (V8 strings end near 512 MB; a default timeline is at most ~100 MB). */
export const MAX_FILE_BYTES = 400 * 2 ** 20;
/** Bytes buffered before a write of the merged file. */
const PIECE = 1 << 20;

export interface MergeReport {
  /** The merged file (absolute). */
  readonly path: string;
  /** Hosts merged (one input file each). */
  readonly hosts: number;
  readonly events: number;
  /** Arrows between hosts whose two ends met in the merge. */
  readonly crossHostArrows: number;
  /** Ends of messages between hosts whose other end is in no input (its host's file missing, or sampled out). */
  readonly unpairedCrossHostEnds: number;
}

interface HostFile {
  readonly path: string;
  readonly events: Record<string, unknown>[];
  readonly other: Record<string, unknown>;
  readonly host: number;
  readonly hosts: number;
  readonly origin: number;
}

function readHostFile(path: string): HostFile {
  const expected = 'a timeline file written by a run on several hosts (meshwork run --timeline, one per host)';
  let size: number;
  try {
    const st = statSync(path);
    // a FIFO or a device would block the read or never end: regular files only
    if (!st.isFile())
      throw pathError(
        'timeline',
        path,
        'a regular file',
        st.isDirectory() ? 'a directory' : 'not a regular file (a FIFO, a device or a socket)',
      );
    size = st.size;
  } catch (err) {
    if ((err as { code?: unknown }).code === ErrorCodes.PATH) throw err;
    const e = err as NodeJS.ErrnoException;
    throw pathError('timeline', path, 'a readable file', e.code ?? e.message, err);
  }
  if (size > MAX_FILE_BYTES) throw pathError('timeline', path, `a file of at most ${MAX_FILE_BYTES} bytes`, `${size} bytes`);
  let doc: unknown;
  try {
    doc = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    if (e.code !== undefined) throw pathError('timeline', path, 'a readable file', e.code, err);
    throw invalidArgument(`timeline ${JSON.stringify(path)}`, `${expected} (JSON)`, `text that does not parse: ${e.message}`);
  }
  const d = doc as { traceEvents?: unknown; otherData?: unknown };
  if (typeof doc !== 'object' || doc === null || !Array.isArray(d.traceEvents) || typeof d.otherData !== 'object' || d.otherData === null)
    throw invalidArgument(`timeline ${JSON.stringify(path)}`, `${expected}: { traceEvents: [...], otherData: {...} }`, doc);
  const other = d.otherData as Record<string, unknown>;
  const { host, hosts, originEpochMs } = other;
  if (!Number.isInteger(host) || !Number.isInteger(hosts) || typeof originEpochMs !== 'number' || !Number.isFinite(originEpochMs))
    throw invalidArgument(`timeline ${JSON.stringify(path)} otherData`, `${expected}: integer host and hosts and a finite originEpochMs`, {
      host,
      hosts,
      originEpochMs,
    });
  return {
    path,
    events: d.traceEvents as Record<string, unknown>[],
    other,
    host: host as number,
    hosts: hosts as number,
    origin: originEpochMs,
  };
}

/**
 * Merge the timeline files of one multi-host run (`inputs`, one per host, any order) into
 * `output`. Refused before anything is written: a missing or unreadable file (MW_PATH), one that
 * is not a host's timeline, files of different host counts, two files of one host
 * (MW_INVALID_ARGUMENT).
 */
export function mergeTimelines(inputs: readonly string[], output: string): MergeReport {
  if (!Array.isArray(inputs) || inputs.length === 0 || inputs.some((p) => typeof p !== 'string' || p.length === 0))
    throw invalidArgument('timeline files to merge', 'a non-empty list of paths', inputs);
  if (typeof output !== 'string' || output.length === 0) throw invalidArgument('merged timeline path', 'a path', output);
  const files = inputs.map((p) => readHostFile(resolve(p)));
  const hosts = (files[0] as HostFile).hosts;
  const seen = new Map<number, string>();
  for (const f of files) {
    if (f.hosts !== hosts)
      throw invalidArgument(
        'timeline files to merge',
        `files of one run (every one of ${hosts} hosts)`,
        `${f.path} of a run on ${f.hosts}`,
      );
    const twin = seen.get(f.host);
    if (twin !== undefined)
      throw invalidArgument('timeline files to merge', 'one file per host', `${twin} and ${f.path} both of host ${f.host}`);
    seen.set(f.host, f.path);
  }
  files.sort((a, b) => a.host - b.host);
  const base = Math.min(...files.map((f) => f.origin));
  // the cross-host ends: string ids (a host's own arrows have numeric ids)
  const sends = new Set<string>();
  const recvs = new Set<string>();
  for (const f of files) {
    for (const e of f.events) {
      if (typeof e.id !== 'string' || e.cat !== 'link') continue;
      if (e.ph === 's') sends.add(e.id);
      else if (e.ph === 'f') recvs.add(e.id);
    }
  }
  let joined = 0;
  for (const id of sends) if (recvs.has(id)) joined++;
  const path = resolve(output);
  const { tmp, fd: opened } = createBeside('merged timeline', output, path);
  let fd = opened;
  let events = 0;
  try {
    let parts: string[] = [];
    let bytes = 0;
    const put = (text: string) => {
      parts.push(text);
      bytes += text.length;
      if (bytes >= PIECE) {
        writeAll(fd, Buffer.from(parts.join(''), 'utf8'));
        parts = [];
        bytes = 0;
      }
    };
    put('{"displayTimeUnit":"ms","traceEvents":[');
    for (const f of files) {
      const shiftUs = (f.origin - base) * 1000;
      for (const e of f.events) {
        const moved = typeof e.ts === 'number' && shiftUs !== 0 ? { ...e, ts: Math.round((e.ts + shiftUs) * 1000) / 1000 } : e;
        put(events === 0 ? `\n${JSON.stringify(moved)}` : `,\n${JSON.stringify(moved)}`);
        events++;
      }
    }
    // the run's provenance (version, command line, machine, program...) as the first host gave
    // it; each host's own counts in perHost
    const { host: _host, events: _events, ...run } = (files[0] as HostFile).other;
    const other = {
      ...run,
      merged: files.map((f) => basename(f.path)),
      hosts,
      originEpochMs: base,
      crossHostArrows: joined,
      unpairedCrossHostEnds: sends.size + recvs.size - 2 * joined,
      perHost: files.map((f) => f.other),
    };
    put(`\n],\n"otherData":${JSON.stringify(other)}}\n`);
    writeAll(fd, Buffer.from(parts.join(''), 'utf8'));
    closeSync(fd);
    fd = -1;
    renameSync(tmp, path);
  } catch (err) {
    if (fd >= 0) closeSync(fd);
    rmSync(tmp, { force: true });
    const e = err as NodeJS.ErrnoException;
    throw pathError('merged timeline', output, 'a file that can be written to the end', e.code ?? e.message, err);
  }
  return { path, hosts: files.length, events, crossHostArrows: joined, unpairedCrossHostEnds: sends.size + recvs.size - 2 * joined };
}
