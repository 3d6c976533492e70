/**
 * Collective check that every rank adopts the same cut points. Every rank takes part even when
 * its own cut points were invalid, so an invalid request on some ranks fails on all of them
 * together instead of leaving the others waiting in (or pairing with the wrong) collective.
 */
import type { Collectives } from '../comm/collectives.ts';
import { invalidDecomposition } from '../errors.ts';

/** FNV-1a over numbers (whole 64-bit-safe integers), as an unsigned 32-bit value. */
export function hashCuts(cuts: readonly (readonly number[])[]): number {
  let h = 0x811c9dc5;
  for (const c of cuts) {
    for (const x of c) h = Math.imul(h ^ (x | 0) ^ Math.floor(x / 2 ** 32), 0x01000193);
    h = Math.imul(h ^ 0x3b, 0x01000193); // axis separator
  }
  return h >>> 0;
}

/**
 * Collective: `make()` computes this rank's cut points (it may throw). Throws on every rank when
 * any rank's `make()` threw (that rank rethrows its own error) or when ranks disagree.
 */
export function agreeOnCuts<T extends readonly (readonly number[])[]>(comm: Collectives | undefined, what: string, make: () => T): T {
  let cuts: T | undefined;
  let failure: unknown;
  let failed = false;
  try {
    cuts = make();
  } catch (err) {
    failure = err;
    failed = true;
  }
  if (comm === undefined) {
    if (failed) throw failure;
    return cuts as T;
  }
  // Unsigned 32-bit hashes are exact in float64, so [h, -h] under 'max' gives [max h, -min h].
  const h = cuts === undefined ? 0 : hashCuts(cuts);
  const v = comm.allreduce(Float64Array.of(h, -h, failed ? 1 : 0), 'max');
  if (failed) throw failure;
  if (v[2] !== 0) throw invalidDecomposition(what, 'valid cut points on every rank', 'invalid cut points on another rank');
  if (v[0] !== h || v[1] !== -h) {
    throw invalidDecomposition(
      what,
      'the same cut points on every rank',
      `different cut points on different ranks (this rank: ${cuts?.map((c) => c.join(',')).join(';')})`,
    );
  }
  return cuts as T;
}
