/**
 * The peers compute what the examples' sequential references compute (small sizes, 2 threads),
 * and the table builder's medians, first runs and ratios. No timing assertions.
 */

import { sieveSequential } from '@meshwork/example-sieve';
import { initialField, DEFAULTS as STENCIL, stencilSequential } from '@meshwork/example-stencil';
import { initialOcean, DEFAULTS as WATOR, watorSequential } from '@meshwork/example-wator';
import { median } from '@meshwork/harness';
import { afterAll, describe, expect, it } from 'vitest';
import { plainSieve, plainStencil, plainWator } from '../src/peers/plain.js';
import { SievePeer, SievePoolPeer } from '../src/peers/sieve-peer.js';
import { blockStart } from '../src/peers/split.js';
import { StencilPeer } from '../src/peers/stencil-peer.js';
import { buildRows, stats } from '../src/peers/table.js';
import { WatorPeer } from '../src/peers/wator-peer.js';

const bits = (a: ArrayLike<number>) => Array.from(a, (v) => v);

describe('peers against the sequential references', () => {
  const stencil = new StencilPeer(2, 100);
  const sieve = new SievePeer(2, 100);
  const pool = new SievePoolPeer(2);
  const wator = new WatorPeer(2, 100);
  afterAll(() => Promise.all([stencil.close(), sieve.close(), pool.close(), wator.close()]));

  it('stencil peer and plain loop: bit-identical fields (odd rows, odd and even sweep counts)', async () => {
    for (const iterations of [7, 8]) {
      const o = { ...STENCIL, rows: 37, cols: 21, iterations };
      const ref = stencilSequential(o);
      const init = initialField(o);
      const peer = await stencil.run(o, init);
      expect(bits(peer.result)).toEqual(bits(ref));
      expect(bits(plainStencil(o, init).result)).toEqual(bits(ref));
      // The field did change: a wrong buffer would still hold the initial one.
      expect(bits(peer.result)).not.toEqual(bits(init));
    }
  });

  it('sieve peers (block, counter, piscina) and plain loop count the primes of [2, n]', async () => {
    for (const n of [2, 3, 100, 10_007, 50_000]) {
      const want = sieveSequential(n).count;
      expect((await sieve.run({ n, chunk: 777 }, 'block')).result).toBe(want);
      expect((await sieve.run({ n, chunk: 777 }, 'counter')).result).toBe(want);
      expect((await pool.run({ n, chunk: 777 })).result).toBe(want);
      expect(plainSieve(n).result).toBe(want);
    }
    expect(sieveSequential(50_000).count).toBe(5133);
  });

  it('wator peer and plain loop: the same ocean and populations as the reference', async () => {
    const rules = { ...WATOR, rows: 23, cols: 17, steps: 9 };
    const ref = watorSequential(rules);
    const init = initialOcean(rules);
    const peer = await wator.run(rules, init);
    expect(bits(peer.result.cells)).toEqual(bits(ref.cells));
    expect(bits(peer.result.minnows)).toEqual(bits(ref.minnows.subarray(1)));
    expect(bits(peer.result.sharks)).toEqual(bits(ref.sharks.subarray(1)));
    expect(bits(plainWator(rules, init).result)).toEqual(bits(ref.cells));
    expect(bits(ref.cells)).not.toEqual(bits(init));
  });
});

describe('peers table', () => {
  it('splits blocks like the runtime (the first n % parts one longer)', () => {
    expect([0, 1, 2, 3].map((p) => blockStart(10, 3, p))).toEqual([0, 4, 7, 10]);
  });

  it('separates the first run from the warm median, min and max', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(stats([100, 5, 3, 4])).toEqual({ first: 100, median: 4, min: 3, max: 5, runs: 3 });
    expect(() => stats([1])).toThrow(RangeError);
  });

  it('computes ratios of warm medians, paired ratios per round, first-run ratios and targets', () => {
    const series = new Map([
      ['mw', [30, 12, 10, 11]],
      ['peer', [10, 10, 10, 10]],
      ['fast', [5, 9, 9, 12]],
    ]);
    const [a, b] = buildRows(series, [
      { group: 'g', subject: 'mw', reference: 'peer', target: 1.05 },
      { group: 'g', subject: 'fast', reference: 'peer', target: 1.05 },
    ]);
    expect(a).toMatchObject({ ratio: 1.1, ratioMin: 1, ratioMax: 1.2, firstRatio: 3, met: false });
    expect(b).toMatchObject({ ratio: 0.9, ratioMin: 0.9, ratioMax: 1.2, firstRatio: 0.5, met: true });
    expect(() => buildRows(series, [{ group: 'g', subject: 'mw', reference: 'nope' }])).toThrow(/no series/);
    expect(() => buildRows(new Map([...series, ['short', [1, 2]]]), [{ group: 'g', subject: 'mw', reference: 'short' }])).toThrow(
      /same rounds/,
    );
  });
});
