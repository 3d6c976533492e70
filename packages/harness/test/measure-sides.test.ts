/**
 * Several parallel sides measured in one interleaved series (measureSides): every side is warmed
 * up before anything is timed, each round times the reference once and then every side once in
 * an order that alternates, every result is checked against its own round's reference, and every
 * side is closed, also when a run throws.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { type Measured, measureSides } from '../src/measure.ts';
import { createProgress } from '../src/progress.ts';

const quiet = createProgress({ stdout: () => {}, stderr: () => {}, tty: false }, false);

/** Rounds so far: each reference is its round number (only the first side's reference runs). */
let round = -1;

/** A side that logs what it does; its result is `value(round)`. */
function side(name: string, log: string[], value: (round: number) => number, failAt = -1): Measured<number, number> {
  let runs = 0;
  return {
    parallel: {
      label: name,
      warmup: async () => {
        log.push(`warmup ${name}`);
      },
      run: async () => {
        if (runs++ === failAt) throw new Error(`${name} failed`);
        log.push(name);
        return { result: value(round), ms: 10 * runs };
      },
      close: async () => {
        log.push(`close ${name}`);
      },
    },
    sequential: () => {
      round++;
      log.push('seq');
      return round;
    },
    verify: (par, ref) => par === ref,
  };
}

describe('measureSides', () => {
  beforeEach(() => {
    round = -1;
  });

  it('warms every side, then alternates the order of the sides from round to round', async () => {
    const log: string[] = [];
    const a = side('A', log, (r) => r);
    const b = side('B', log, (r) => r);
    const [ma, mb] = await measureSides([a, b], 3, quiet);
    expect(log).toEqual(['warmup A', 'warmup B', 'seq', 'A', 'B', 'seq', 'B', 'A', 'seq', 'A', 'B', 'close A', 'close B']);
    expect(ma?.sequentialMs).toHaveLength(3);
    expect(mb?.sequentialMs).toBe(ma?.sequentialMs);
    expect(ma?.parallelMs).toEqual([10, 20, 30]);
    expect(mb?.parallelMs).toEqual([10, 20, 30]);
    expect(ma?.correct && mb?.correct).toBe(true);
  });

  it('warms the sides up `warmups` times, in turn, before the first round', async () => {
    const log: string[] = [];
    await measureSides([side('A', log, (r) => r), side('B', log, (r) => r)], 1, quiet, undefined, 3);
    expect(log).toEqual(['warmup A', 'warmup B', 'warmup A', 'warmup B', 'warmup A', 'warmup B', 'seq', 'A', 'B', 'close A', 'close B']);
  });

  it('checks each side against the reference of its own round', async () => {
    const log: string[] = [];
    // B answers the previous round's reference from round 1 on: wrong only there.
    const [ma, mb] = await measureSides([side('A', log, (r) => r), side('B', log, (r) => Math.max(0, r - 1))], 2, quiet);
    expect(ma?.correct).toBe(true);
    expect(mb?.correct).toBe(false);
    expect(mb?.last).toBe(0);
    expect(mb?.reference).toBe(1);
  });

  it('closes every side when a run throws', async () => {
    const log: string[] = [];
    await expect(measureSides([side('A', log, (r) => r), side('B', log, (r) => r, 1)], 3, quiet)).rejects.toThrow('B failed');
    expect(log.filter((l) => l.startsWith('close'))).toEqual(['close A', 'close B']);
  });

  it('with a rounds rule, goes on after repeat while the rule asks, up to its cap', async () => {
    const seen: number[] = [];
    const rule = (stopAt: number, cap: number) => ({
      cap,
      more: (ms: readonly (readonly number[])[]) => {
        seen.push(ms[0]?.length ?? -1);
        return (ms[0]?.length ?? 0) < stopAt;
      },
    });
    const [m] = await measureSides([side('A', [], (r) => r), side('B', [], (r) => r)], 2, quiet, rule(5, 10));
    expect(m?.parallelMs).toHaveLength(5);
    // asked only after the first `repeat` rounds, with every round's times so far
    expect(seen).toEqual([2, 3, 4, 5]);
    round = -1;
    const [capped] = await measureSides([side('A', [], (r) => r)], 2, quiet, rule(100, 4));
    expect(capped?.parallelMs).toHaveLength(4);
  });

  it('one side is the plain measurement: reference, run, reference, run', async () => {
    const log: string[] = [];
    const [m] = await measureSides([side('A', log, (r) => r)], 2, quiet);
    expect(log).toEqual(['warmup A', 'seq', 'A', 'seq', 'A', 'close A']);
    expect(m?.correct).toBe(true);
  });
});
