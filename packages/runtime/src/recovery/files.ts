/**
 * Checkpoints on disk (`checkpointDir`): per epoch one image file per rank and a manifest naming
 * each file with its size and sha256, and the run that wrote it (`RunIdentity`: program URL, a
 * digest of the program's options, topology, ranks, and the run's id). Every file is written to a
 * temporary name and renamed, so a reader sees a whole file or none; the manifest is written after
 * every rank's file, so a manifest exists only for an epoch whose files were all complete. The two
 * newest epochs are kept. A run that does not resume from its `checkpointDir` clears the
 * checkpoint files it finds there first (`clearCheckpointFiles`): a directory holds one run's
 * checkpoints, never an older run's epochs that would look newer.
 *
 * Reading (`resumeFrom`) takes the newest manifest whose files all match their size and checksum,
 * and reports why every newer one was refused (torn, truncated, corrupt, missing). The newest
 * manifest that parses must be of this run (same program, options, topology), or the resume is
 * refused (MW_CHECKPOINT_MISMATCH). Every file is read with `readRegularFile`: regular files only,
 * inside the directory, a manifest at most MANIFEST_MAX_BYTES, an image exactly its manifest size.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkpointCorrupt,
  checkpointError,
  checkpointMismatch,
  imageDigest,
  imageHolds,
  imageSize,
  manifestEntry,
  manifestEpoch,
  manifestIdentity,
  manifestShape,
  manifestVersion,
} from '../errors.ts';
import { ensureDirectory, readRegularFile } from '../paths.ts';
import { HEADER_BYTES, readHeader } from './image.ts';

/** The `format` field of every manifest. */
export const MANIFEST_FORMAT = 'meshwork-checkpoint';
/** The manifest format version this runtime writes and reads (2: with the run's identity). */
export const MANIFEST_VERSION = 2;
/** Largest manifest file read (a manifest names one file per rank: about 200 bytes each). */
export const MANIFEST_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Which run wrote a checkpoint. `program`, `options`, `topology` and `ranks` must match for a
 * resume; `id` names the run (a fresh run draws one, a resumed run keeps its checkpoint's).
 */
export interface RunIdentity {
  /** Random hex id of the run (kept across restarts and resumes). */
  readonly id: string;
  /** The program's URL. */
  readonly program: string;
  /** sha256 (hex) of the program options' canonical form (`canonicalOptions`). */
  readonly options: string;
  /** The start of that canonical form (at most 200 characters), for messages. */
  readonly optionsText: string;
  /** Topology name (e.g. ring(4)). */
  readonly topology: string;
  readonly ranks: number;
}

/** One rank's image file as a manifest names it: its size and sha256 (hex). */
export interface ManifestFile {
  readonly rank: number;
  readonly file: string;
  readonly bytes: number;
  readonly sha256: string;
}

/** A complete checkpoint on disk: which epoch and step, which run wrote it, and every rank's file. */
export interface Manifest {
  readonly format: typeof MANIFEST_FORMAT;
  readonly version: number;
  readonly epoch: number;
  readonly step: number;
  readonly ranks: number;
  /** Topology name (e.g. ring(4)): a resumed run must use the same. */
  readonly topology: string;
  /** The program that wrote it (also in `run`). */
  readonly program: string;
  /** The run that wrote it: a resume checks program, options, topology and ranks against it. */
  readonly run: RunIdentity;
  readonly files: readonly ManifestFile[];
}

const pad = (e: number) => String(e).padStart(8, '0');

/** File name of rank `rank`'s image of `epoch` (zero-padded, so names sort by epoch). */
export function imageFileName(epoch: number, rank: number): string {
  return `epoch-${pad(epoch)}.rank-${rank}.mwck`;
}

/** File name of the manifest of `epoch`. */
export function manifestFileName(epoch: number): string {
  return `epoch-${pad(epoch)}.manifest.json`;
}

const MANIFEST_RE = /^epoch-(\d{8})\.manifest\.json$/;
const IMAGE_RE = /^epoch-(\d{8})\.rank-\d+\.mwck$/;
/** Every file a checkpoint directory's writer makes, temporaries included. */
const ANY_RE = /^epoch-(\d{8})\.(?:manifest\.json|rank-\d+\.mwck)(?:\.tmp-[0-9]+-[0-9a-f]+)?$/;

const OPTIONS_TEXT_MAX = 200;

/**
 * A canonical text of program options (structured-cloneable data): object keys sorted, so the
 * same options give the same text whatever their key order; typed arrays, Maps, Sets, Dates,
 * bigints and the non-JSON numbers keep their type and value (typed arrays and buffers by their
 * sha256). A cycle is named, not followed.
 */
export function canonicalOptions(value: unknown): string {
  const seen = new Set<object>();
  const walk = (v: unknown): unknown => {
    if (v === undefined) return { $: 'undefined' };
    if (typeof v === 'number') return Number.isFinite(v) && !Object.is(v, -0) ? v : { $: 'number', v: String(Object.is(v, -0) ? '-0' : v) };
    if (typeof v === 'bigint') return { $: 'bigint', v: v.toString() };
    if (typeof v !== 'object' || v === null) return v;
    if (seen.has(v)) return { $: 'cycle' };
    seen.add(v);
    try {
      if (ArrayBuffer.isView(v)) {
        const bytes = new Uint8Array(v.buffer, v.byteOffset, v.byteLength);
        return { $: v.constructor.name, n: v.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') };
      }
      if (v instanceof ArrayBuffer || (typeof SharedArrayBuffer !== 'undefined' && v instanceof SharedArrayBuffer))
        return { $: v.constructor.name, n: v.byteLength, sha256: createHash('sha256').update(new Uint8Array(v)).digest('hex') };
      if (Array.isArray(v)) return v.map(walk);
      if (v instanceof Date) return { $: 'Date', v: v.getTime() };
      if (v instanceof Map) return { $: 'Map', v: [...v.entries()].map(([k, x]) => [walk(k), walk(x)]) };
      if (v instanceof Set) return { $: 'Set', v: [...v.values()].map(walk) };
      const out: Record<string, unknown> = {};
      for (const k of Object.keys(v).sort()) out[k] = walk((v as Record<string, unknown>)[k]);
      return out;
    } finally {
      seen.delete(v);
    }
  };
  return JSON.stringify(walk(value)) ?? 'undefined';
}

/** The identity of a run of `program` with `options` on `topology` (a new random id). */
export function runIdentity(program: string, options: unknown, topology: string, ranks: number): RunIdentity {
  const text = canonicalOptions(options);
  return {
    id: randomBytes(8).toString('hex'),
    program,
    options: createHash('sha256').update(text).digest('hex'),
    optionsText: text.length > OPTIONS_TEXT_MAX ? `${text.slice(0, OPTIONS_TEXT_MAX)}...` : text,
    topology,
    ranks,
  };
}

/** What differs between the run that wrote a checkpoint and this one ("X expected ..., got ..."), empty when nothing. */
export function identityDiffs(expected: RunIdentity, got: RunIdentity): string[] {
  const diffs: string[] = [];
  if (got.program !== expected.program) diffs.push(`program expected ${expected.program}, got ${got.program}`);
  if (got.options !== expected.options)
    diffs.push(
      `program options expected ${expected.optionsText} (sha256 ${expected.options.slice(0, 12)}), got ${got.optionsText} (sha256 ${got.options.slice(0, 12)})`,
    );
  if (got.topology !== expected.topology || got.ranks !== expected.ranks)
    diffs.push(`topology expected ${expected.topology} (${expected.ranks} ranks), got ${got.topology} (${got.ranks} ranks)`);
  return diffs;
}

/**
 * Remove the checkpoint files (manifests, rank images, their temporaries) of `dir` whose epoch is
 * above `above` (0: all of them); other files are left alone.
 */
export function clearCheckpointFiles(dir: string, above = 0): void {
  for (const name of readdirSync(dir)) {
    const m = ANY_RE.exec(name);
    if (m !== null && Number(m[1]) > above) rmSync(join(dir, name), { force: true });
  }
}

/** The sha256 digest of `bytes` (32 bytes). */
export function sha256(bytes: Uint8Array): Uint8Array {
  return createHash('sha256').update(bytes).digest();
}

/** Write `bytes` to `path` through a temporary file and a rename (readers never see a partial file). */
export function writeFileAtomic(path: string, bytes: Uint8Array | string): void {
  const tmp = `${path}.tmp-${process.pid}-${randomBytes(6).toString('hex')}`;
  writeFileSync(tmp, bytes);
  renameSync(tmp, path);
}

/** Write one rank's image for `epoch`; returns its sha256. */
export function writeImageFile(dir: string, epoch: number, rank: number, image: Uint8Array): Uint8Array {
  ensureDirectory(dir, { what: 'checkpointDir' });
  writeFileAtomic(join(dir, imageFileName(epoch, rank)), image);
  return sha256(image);
}

/** Write the manifest of a complete epoch, then drop the epochs older than the previous one. */
export function writeManifest(dir: string, manifest: Manifest): void {
  writeFileAtomic(join(dir, manifestFileName(manifest.epoch)), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const name of readdirSync(dir)) {
    const m = MANIFEST_RE.exec(name) ?? IMAGE_RE.exec(name);
    if (m !== null && Number(m[1]) < manifest.epoch - 1) rmSync(join(dir, name), { force: true });
  }
}

/** The newest complete checkpoint in a directory: its manifest and every rank's image bytes. */
export interface DirCheckpoint {
  readonly manifest: Manifest;
  readonly images: readonly Uint8Array[];
  /** Newer manifests that were refused, and why. */
  readonly rejected: readonly string[];
}

const isHex = (x: unknown, n: number) => typeof x === 'string' && x.length === n && /^[0-9a-f]+$/.test(x);
const isCount = (x: unknown) => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;

function checkIdentity(x: unknown): x is RunIdentity {
  const r = x as Partial<RunIdentity> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.id === 'string' &&
    typeof r.program === 'string' &&
    isHex(r.options, 64) &&
    typeof r.optionsText === 'string' &&
    typeof r.topology === 'string' &&
    isCount(r.ranks)
  );
}

function checkManifest(m: unknown, name: string, epoch: number): Manifest {
  const x = m as Partial<Manifest> | null;
  const ok =
    typeof x === 'object' &&
    x !== null &&
    x.format === MANIFEST_FORMAT &&
    typeof x.epoch === 'number' &&
    typeof x.step === 'number' &&
    typeof x.ranks === 'number' &&
    typeof x.topology === 'string' &&
    Array.isArray(x.files) &&
    x.files.length === x.ranks;
  if (!ok) throw manifestShape(name, MANIFEST_FORMAT);
  if (x.version !== MANIFEST_VERSION) throw manifestVersion(name, x.version, MANIFEST_VERSION);
  if (x.epoch !== epoch || !isCount(x.step)) throw manifestEpoch(name, x.epoch, x.step);
  if (!checkIdentity(x.run) || x.run.ranks !== x.ranks || x.run.topology !== x.topology) throw manifestIdentity(name);
  // Each entry names exactly its own file in this directory (no path, no other epoch) and a size a header fits in.
  for (const [i, f] of (x.files as unknown[]).entries()) {
    const e = f as Partial<ManifestFile> | null;
    const fine =
      typeof e === 'object' &&
      e !== null &&
      e.rank === i &&
      e.file === imageFileName(epoch, i) &&
      isCount(e.bytes) &&
      (e.bytes as number) >= HEADER_BYTES &&
      isHex(e.sha256, 64);
    if (!fine) throw manifestEntry(name, i, imageFileName(epoch, i), HEADER_BYTES, f);
  }
  return x as Manifest;
}

/**
 * Read the newest complete checkpoint of `dir` for the run `expected` (its id is not compared).
 * Throws MW_CHECKPOINT when the directory is missing, MW_CHECKPOINT_MISMATCH when its newest
 * readable manifest was written by another run (program, options, topology), and
 * MW_CHECKPOINT_CORRUPT when no manifest has all its files intact.
 */
export function readCheckpointDir(dir: string, expected: RunIdentity): DirCheckpoint {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (err) {
    throw checkpointError('resumeFrom', 'a readable checkpoint directory', `${dir} (${(err as Error).message})`);
  }
  const epochs = names
    .map((n) => MANIFEST_RE.exec(n))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => Number(m[1]))
    .sort((a, b) => b - a);
  const rejected: string[] = [];
  for (const epoch of epochs) {
    const name = manifestFileName(epoch);
    let manifest: Manifest;
    try {
      const text = readRegularFile(join(dir, name), { what: 'checkpoint manifest', maxBytes: MANIFEST_MAX_BYTES, within: dir });
      manifest = checkManifest(JSON.parse(text.toString('utf8')), name, epoch);
    } catch (err) {
      rejected.push(`${name}: ${(err as Error).message}`);
      continue;
    }
    const diffs = identityDiffs(expected, manifest.run);
    if (diffs.length > 0) throw checkpointMismatch(dir, manifest.epoch, manifest.step, diffs);
    const images: Uint8Array[] = [];
    for (const f of manifest.files) {
      try {
        // Exactly the manifest's size: a longer file is refused before a byte is read.
        const bytes = readRegularFile(join(dir, f.file), { what: 'checkpoint image', maxBytes: f.bytes, within: dir });
        if (bytes.byteLength !== f.bytes) throw imageSize(f.bytes, bytes.byteLength);
        const digest = Buffer.from(sha256(bytes)).toString('hex');
        if (digest !== f.sha256) throw imageDigest();
        const h = readHeader(bytes, f.file);
        if (h.rank !== f.rank || h.epoch !== epoch) throw imageHolds(h.rank, h.epoch);
        images.push(bytes);
      } catch (err) {
        rejected.push(`epoch ${epoch} ${f.file}: ${(err as Error).message}`);
        break;
      }
    }
    if (images.length === manifest.ranks) return { manifest, images, rejected };
  }
  throw checkpointCorrupt(dir, rejected);
}
