/**
 * The peers compute what the examples' sequential references compute (small sizes, 2 threads),
 * and the table builder's medians, first runs and ratios. No timing assertions.
 */

import { DEFAULT_PARAMS as DIFFUSION, diffuseSequential, generateImage } from '@meshwork/example-diffusion';
import { sieveSequential } from '@meshwork/example-sieve';
import { initialField, DEFAULTS as STENCIL, stencilSequential } from '@meshwork/example-stencil';
import { generate, thinSequential } from '@meshwork/example-thinning';
import { initialOcean, DEFAULTS as WATOR, watorSequential } from '@meshwork/example-wator';
import { median } from '@meshwork/harness';
import { afterAll, describe, expect, it } from 'vitest';
import { DiffusionPeer } from '../src/peers/diffusion-peer.ts';
import { plainSieve, plainStencil, plainWator } from '../src/peers/plain.ts';
import { SievePeer, SievePoolPeer } from '../src/peers/sieve-peer.ts';
import { blockStart } from '../src/peers/split.ts';
import { StencilPeer } from '../src/peers/stencil-peer.ts';
import { buildRows, formatRows, type PeerRow, pathSeriesOf, stats } from '../src/peers/table.ts';
import { StepTally } from '../src/peers/tally.ts';
import { ThinningPeer } from '../src/peers/thinning-peer.ts';
import { WatorPeer } from '../src/peers/wator-peer.ts';

const bits = (a: ArrayLike<number>) => Array.from(a, (v) => v);

describe('peers against the sequential references', () => {
  const stencil = new StencilPeer(2, 100);
  const sieve = new SievePeer(2, 100);
  const pool = new SievePoolPeer(2);
  const wator = new WatorPeer(2, 100);
  const thinning = new ThinningPeer(2, 100);
  const thinning3 = new ThinningPeer(3, 100);
  const diffusion = new DiffusionPeer(2, 100);
  const diffusion3 = new DiffusionPeer(3, 100);
  const all = [stencil, sieve, pool, wator, thinning, thinning3, diffusion, diffusion3];
  afterAll(() => Promise.all(all.map((p) => p.close())));

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

  it('thinning peer (2 and 3 threads): the reference skeleton, pass count and removals, bit for bit', async () => {
    const images = [
      generate({ kind: 'body', width: 64, height: 61, seed: 1 }),
      generate({ kind: 'blobs', width: 53, height: 40, seed: 2 }),
      generate({ kind: 'rings', width: 48, height: 47, seed: 3 }),
      generate({ kind: 'noise', width: 31, height: 9, seed: 4 }),
    ];
    for (const img of images) {
      const ref = thinSequential(img);
      expect(ref.iterations).toBeGreaterThan(2);
      for (const peer of [thinning, thinning3]) {
        const r = (await peer.run(img)).result;
        expect(bits(r.data)).toEqual(bits(ref.image.data));
        expect(r.iterations).toBe(ref.iterations);
        expect(r.removed).toEqual(ref.removed);
      }
      // stopped early, after an odd and an even number of passes (the image is in either buffer)
      for (const maxIterations of [1, 2]) {
        const part = thinSequential(img, { maxIterations });
        const r = (await thinning.run(img, maxIterations)).result;
        expect(bits(r.data)).toEqual(bits(part.image.data));
        expect(r.removed).toEqual(part.removed);
      }
      expect(bits(ref.image.data)).not.toEqual(bits(img.data));
    }
  });

  it('diffusion peer (2 and 3 threads): the reference values, iterations and changes, bit for bit', async () => {
    const img = generateImage({ rows: 37, cols: 29, seed: 1 });
    for (const params of [
      { ...DIFFUSION },
      { ...DIFFUSION, maxIterations: 5 },
      { ...DIFFUSION, maxIterations: 6, dtype: 'float32' as const, conductance: 'exponential' as const },
    ]) {
      const ref = diffuseSequential(img, params);
      for (const peer of [diffusion, diffusion3]) {
        const r = (await peer.run(img, params)).result;
        expect(bits(r.data)).toEqual(bits(ref.data));
        expect(r.iterations).toBe(ref.iterations);
        expect(r.converged).toBe(ref.converged);
        expect(r.changed).toEqual(ref.changedPerIteration);
      }
      expect(bits(ref.data)).not.toEqual(bits(img.data));
    }
    // the default parameters run to the fixed point on this image
    expect(diffuseSequential(img, DIFFUSION).converged).toBe(true);
  });
});

describe('peers table', () => {
  it('sums a count over the threads per step on three rotating words', () => {
    const words = new Int32Array(3);
    const tally = new StepTally(words, 0);
    for (let t = 0; t < 7; t++) {
      tally.add(t, t + 1);
      tally.add(t, 10);
      // thread 1 reads first, thread 0 clears the word of step t + 2
      expect(tally.total(t, 1)).toBe(t + 11);
      expect(tally.total(t, 0)).toBe(t + 11);
    }
  });

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
    // paired: exp of the mean log ratio of the warm rounds (1.2, 1, 1.1 and 0.9, 0.9, 1.2)
    expect(a).toMatchObject({ firstRatio: 3, met: false });
    expect(a?.ratio).toBeCloseTo(Math.cbrt(1.2 * 1 * 1.1), 12);
    expect(a?.medianRatio).toBeCloseTo(1.1, 12);
    expect(a?.paired.verdict).toBe('no significant difference');
    expect(b).toMatchObject({ firstRatio: 0.5, met: true });
    expect(b?.ratio).toBeCloseTo(Math.cbrt(0.9 * 0.9 * 1.2), 12);
    expect(a?.paired.lo).toBeCloseTo(0.8745986371595587, 12);
    expect(a?.paired.hi).toBeCloseTo(1.3758586688545014, 12);
    expect(formatRows([a, b] as PeerRow[]).split('\n')[3]).toMatch(
      /^mw +peer +11\.0 \(10\.0-12\.0\) +10\.0 \(10\.0-10\.0\) +1\.10x +\[0\.87, 1\.38\] +no sig\. diff\. +30\.0 \/ 10\.0 = 3\.00x +<= 1\.05x MISSED$/,
    );
    expect(() =>
      buildRows(new Map([...series, ['two', [1, 2]], ['two b', [1, 2]]]), [{ group: 'g', subject: 'two', reference: 'two b' }]),
    ).toThrow(/at least 2 rounds/);
    expect(() => buildRows(series, [{ group: 'g', subject: 'mw', reference: 'nope' }])).toThrow(/no series/);
    expect(() => buildRows(new Map([...series, ['short', [1, 2]]]), [{ group: 'g', subject: 'mw', reference: 'short' }])).toThrow(
      /same rounds/,
    );
  });

  it("prints a side's critical path next to its times where the side recorded phases", () => {
    const series = new Map([
      ['mw compute', [30, 12, 10, 11]],
      ['mw job', [40, 20, 18, 19]],
      ['mw path', [25, 9, 8, 8.5]],
      ['peer compute', [10, 10, 10, 10]],
      ['sequential whole', [20, 20, 20, 20]],
    ]);
    expect(pathSeriesOf('meshwork shared compute')).toBe('meshwork shared path');
    expect(pathSeriesOf('mw')).toBeUndefined();
    const [a, b, c] = buildRows(series, [
      { group: 'g', subject: 'mw compute', reference: 'peer compute' },
      { group: 'g', subject: 'mw job', reference: 'peer compute' },
      { group: 'g', subject: 'sequential whole', reference: 'peer compute' },
    ]);
    expect(a?.subjectPath).toEqual({ first: 25, median: 8.5, min: 8, max: 9, runs: 3 });
    expect(a?.referencePath).toBeUndefined();
    expect(b?.subjectPath?.median).toBe(8.5);
    expect(c?.subjectPath).toBeUndefined();
    const lines = formatRows([a, b, c] as PeerRow[]).split('\n');
    expect(lines[0]).toMatch(/^subject +reference +subject ms +reference ms +critical path ms +ratio +95% CI/);
    expect(lines[3]).toMatch(/^mw compute +peer compute +11\.0 \(10\.0-12\.0\) +10\.0 \(10\.0-10\.0\) +8\.5 \/ - +1\.10x /);
    expect(lines[5]).toMatch(/^sequential whole +peer compute +20\.0 \(20\.0-20\.0\) +10\.0 \(10\.0-10\.0\) +- +2\.00x /);
  });
});
