/**
 * The peers bench's running order: the threaded sides rotate from round to round, so each one
 * follows the host's sides (and the collection their allocations start) equally often; the
 * host's sides close every round in their given order.
 */
import { describe, expect, it } from 'vitest';
import { roundOrder, runRounds, type Side } from '../src/peers/rounds.ts';

const side = (name: string, onHost = false, log: string[] = []): Side => ({
  name,
  ...(onHost ? { onHost: true } : {}),
  warmup: async () => log.push(`warm ${name}`),
  run: async () => {
    log.push(name);
    return { times: { t: log.length }, correct: true };
  },
});

describe('roundOrder', () => {
  it('rotates the threaded sides by one a round and keeps the host sides last, in order', () => {
    const sides = [side('a'), side('seq', true), side('b'), side('c'), side('plain', true)];
    const names = (k: number) => roundOrder(sides, k).map((s) => s.name);
    expect(names(0)).toEqual(['a', 'b', 'c', 'seq', 'plain']);
    expect(names(1)).toEqual(['b', 'c', 'a', 'seq', 'plain']);
    expect(names(2)).toEqual(['c', 'a', 'b', 'seq', 'plain']);
    expect(names(3)).toEqual(names(0));
  });

  it('puts every threaded side right after the host sides equally often', () => {
    const sides = [side('a'), side('b'), side('c'), side('seq', true), side('plain', true)];
    const afterHost = new Map<string, number>();
    let previous = roundOrder(sides, 0);
    for (let k = 1; k <= 30; k++) {
      const order = roundOrder(sides, k);
      expect(previous.at(-1)?.onHost).toBe(true);
      const first = order[0]?.name as string;
      afterHost.set(first, (afterHost.get(first) ?? 0) + 1);
      previous = order;
    }
    expect([...afterHost.entries()].sort()).toEqual([
      ['a', 10],
      ['b', 10],
      ['c', 10],
    ]);
  });

  it('leaves a list without host sides, or of host sides only, whole', () => {
    expect(roundOrder([side('a'), side('b')], 1).map((s) => s.name)).toEqual(['b', 'a']);
    expect(roundOrder([side('s', true), side('p', true)], 5).map((s) => s.name)).toEqual(['s', 'p']);
    expect(roundOrder([], 3)).toEqual([]);
  });
});

describe('runRounds', () => {
  it('runs the rounds in that order and keeps each series in round order', async () => {
    const log: string[] = [];
    const series = await runRounds([side('a', false, log), side('b', false, log), side('seq', true, log)], { runs: 2 });
    expect(log).toEqual(['warm a', 'warm b', 'warm seq', 'a', 'b', 'seq', 'b', 'a', 'seq']);
    // each run's time is the log length after it ran: a ran 4th and 8th, b 5th and 7th
    expect(series.get('a t')).toEqual([4, 8]);
    expect(series.get('b t')).toEqual([5, 7]);
    expect(series.get('seq t')).toEqual([6, 9]);
  });

  it('with warmups, runs untimed whole rounds in the same order first and keeps only the timed ones', async () => {
    const log: string[] = [];
    const series = await runRounds([side('a', false, log), side('b', false, log), side('seq', true, log)], { runs: 1, warmups: 2 });
    expect(log).toEqual(['warm a', 'warm b', 'warm seq', 'a', 'b', 'seq', 'b', 'a', 'seq', 'a', 'b', 'seq']);
    expect(series.get('a t')).toEqual([10]);
    expect(series.get('b t')).toEqual([11]);
    expect(series.get('seq t')).toEqual([12]);
  });
});
