/** SharedCounter: atomic read-modify-write; concurrent claims from 4 threads partition the work exactly. */
import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '../src/index.ts';
import { SharedCounter } from '../src/shm/counter.ts';
import { resultOf, runThread } from './helpers/threads.ts';

const CLAIMER = `
const { SharedCounter } = load('shm/counter.ts');
const next = new SharedCounter(new Int32Array(data.words), 0);
const hits = new SharedCounter(new Int32Array(data.words), 1);
const rnd = mulberry32(data.seed);
const got = [];
for (;;) {
  const [start, count] = SharedCounter.claim(next, data.total, 1 + Math.floor(rnd() * 37));
  if (count === 0) break;
  got.push(start, count);
  hits.add(1);
}
return got;`;

describe('SharedCounter', () => {
  it('add, set, compareExchange behave as atomics', () => {
    const c = SharedCounter.create(5);
    expect(c.add(3)).toBe(5);
    expect(c.get()).toBe(8);
    expect(c.compareExchange(7, 100)).toBe(8);
    expect(c.get()).toBe(8);
    expect(c.compareExchange(8, 100)).toBe(8);
    expect(c.get()).toBe(100);
    c.set(-4);
    expect(c.get()).toBe(-4);
  });

  it('claim hands out [start, count] and nothing past the total', () => {
    const c = SharedCounter.create(0);
    expect(SharedCounter.claim(c, 10, 4)).toEqual([0, 4]);
    expect(SharedCounter.claim(c, 10, 4)).toEqual([4, 4]);
    expect(SharedCounter.claim(c, 10, 4)).toEqual([8, 2]);
    expect(SharedCounter.claim(c, 10, 4)).toEqual([10, 0]);
    expect(() => SharedCounter.claim(c, 10, 0)).toThrow(expect.objectContaining({ code: ErrorCodes.INVALID_ARGUMENT }));
  });

  it('4 threads claiming seeded chunk sizes cover every unit exactly once', async () => {
    const total = 200_000;
    const words = new SharedArrayBuffer(8);
    const outcomes = await Promise.all([1, 2, 3, 4].map((seed) => runThread<number[]>(CLAIMER, { words, total, seed })));
    const covered = new Uint8Array(total);
    let claims = 0;
    for (const o of outcomes) {
      const got = resultOf(o);
      for (let i = 0; i < got.length; i += 2) {
        const start = got[i] as number;
        const count = got[i + 1] as number;
        for (let u = start; u < start + count; u++) covered[u] = (covered[u] as number) + 1;
        claims++;
      }
    }
    expect(covered.every((x) => x === 1)).toBe(true);
    expect(new Int32Array(words)[1]).toBe(claims);
  }, 120_000);

  it('rejects an index outside the words', () => {
    expect(() => new SharedCounter(new Int32Array(new SharedArrayBuffer(8)), 2)).toThrow(
      expect.objectContaining({ code: ErrorCodes.INVALID_ARGUMENT }),
    );
  });
});
