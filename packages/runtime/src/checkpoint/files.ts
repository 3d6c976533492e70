/**
 * Checkpoints on disk (`checkpointDir`): per epoch one image file per rank and a manifest naming
 * each file with its size and sha256. Every file is written to a temporary name and renamed, so a
 * reader sees a whole file or none; the manifest is written after every rank's file, so a manifest
 * exists only for an epoch whose files were all complete. The two newest epochs are kept.
 *
 * Reading (`resumeFrom`) takes the newest manifest whose files all match their size and checksum,
 * and reports why every newer one was refused (torn, truncated, corrupt, missing).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkpointCorrupt, checkpointError } from '../errors.js';
import { readHeader } from './image.js';

/** The `format` field of every manifest. */
export const MANIFEST_FORMAT = 'meshwork-checkpoint';
/** The manifest format version this runtime writes and reads. */
export const MANIFEST_VERSION = 1;

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
  /** Topology name (e.g. ring:4): a resumed run must use the same. */
  readonly topology: string;
  /** The program that wrote it (informative). */
  readonly program: string;
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
  mkdirSync(dir, { recursive: true });
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

function checkManifest(m: unknown, name: string): Manifest {
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
  if (!ok) throw new Error(`${name} is not a ${MANIFEST_FORMAT} manifest with one file per rank`);
  if (x.version !== MANIFEST_VERSION) throw new Error(`${name} has format version ${String(x.version)}, expected ${MANIFEST_VERSION}`);
  return x as Manifest;
}

/**
 * Read the newest complete checkpoint of `dir` for a cluster of `ranks` ranks on `topology`.
 * Throws MW_CHECKPOINT when the directory is missing or was written by another topology, and
 * MW_CHECKPOINT_CORRUPT when no manifest has all its files intact.
 */
export function readCheckpointDir(dir: string, ranks: number, topology: string): DirCheckpoint {
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
      manifest = checkManifest(JSON.parse(readFileSync(join(dir, name), 'utf8')), name);
    } catch (err) {
      rejected.push(`${name}: ${(err as Error).message}`);
      continue;
    }
    if (manifest.ranks !== ranks || manifest.topology !== topology) {
      throw checkpointError(
        `the checkpoint in ${dir}`,
        `one written by a run on ${topology} (${ranks} ranks)`,
        `epoch ${manifest.epoch} of a run on ${manifest.topology} (${manifest.ranks} ranks)`,
      );
    }
    const images: Uint8Array[] = [];
    for (const f of [...manifest.files].sort((a, b) => a.rank - b.rank)) {
      try {
        const bytes = readFileSync(join(dir, f.file));
        if (bytes.byteLength !== f.bytes) throw new Error(`${f.bytes} bytes expected, ${bytes.byteLength} found (truncated or torn)`);
        const digest = Buffer.from(sha256(bytes)).toString('hex');
        if (digest !== f.sha256) throw new Error('sha256 does not match the manifest (corrupt bytes)');
        const h = readHeader(bytes, f.file);
        if (h.rank !== f.rank || h.epoch !== epoch) throw new Error(`holds rank ${h.rank} epoch ${h.epoch}`);
        images.push(bytes);
      } catch (err) {
        rejected.push(`epoch ${epoch} ${f.file}: ${(err as Error).message}`);
        break;
      }
    }
    if (images.length === ranks) return { manifest, images, rejected };
  }
  throw checkpointCorrupt(dir, rejected);
}
