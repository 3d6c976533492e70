/**
 * Irregular objects across threads: msgpackr records vs structuredClone, main thread only (the
 * encode + decode work is what a link or a MessagePort adds on top of moving the bytes).
 */
import { Packr } from 'msgpackr';

export interface SmallRecord {
  id: number;
  x: number;
  y: number;
  name: string;
}

/** `n` small records, deterministic. */
export function makeRecords(n: number): SmallRecord[] {
  return Array.from({ length: n }, (_, i) => ({ id: i, x: i * 0.5, y: ((i * 7919) % 1000) / 3, name: `particle-${i}` }));
}

/** A records-mode Packr, as the runtime's codec uses for non-typed-array values. */
export function recordsPackr(): Packr {
  return new Packr({ useRecords: true });
}

/** pack + unpack through msgpackr records; returns the decoded copy. */
export function packrRoundTrip(packr: Packr, records: readonly SmallRecord[]): SmallRecord[] {
  return packr.unpack(packr.pack(records)) as SmallRecord[];
}

/** structuredClone (what postMessage does to the value); returns the copy. */
export function cloneRoundTrip(records: readonly SmallRecord[]): SmallRecord[] {
  return structuredClone(records) as SmallRecord[];
}

/** Both round trips once, for checking they agree (the smoke test). */
export function compareCodecs(n = 1000): { records: SmallRecord[]; packr: SmallRecord[]; clone: SmallRecord[]; packedBytes: number } {
  const records = makeRecords(n);
  const packr = recordsPackr();
  return {
    records,
    packr: packrRoundTrip(packr, records),
    clone: cloneRoundTrip(records),
    packedBytes: packr.pack(records).byteLength,
  };
}
