/**
 * knary's LE of busy time (`leBusy` of the run summary and its JSON): from the busy wall time where
 * the run has it (a pool's threads, whose task wall time is their busy time; more ranks than
 * cores), else from the ranks' busy clock; defined for a cluster side and a pool side alike.
 */
import { createProgress, type RunSettings } from '@meshwork/harness';
import { describe, expect, it } from 'vitest';
import { knaryApp, knaryLeBusy } from '../src/app.ts';

function settings(balancer: string): RunSettings {
  return {
    topology: 'ring:2',
    ranks: 2,
    storage: 'distributed',
    balancing: { label: balancer, balancer, policy: 'never' },
    repeat: 1,
    spin: 'auto',
    progress: createProgress({ stdout: () => {}, stderr: () => {}, tty: false }, false),
  };
}

describe('knaryLeBusy', () => {
  it('from the busy wall time where there is one, else the busy clock', () => {
    // a pool reads no CPU clock: its busy ms are 0, its threads' task wall times are the loads
    expect(knaryLeBusy({ busyMs: [0, 0], wallBusyMs: [3, 4] })).toBeCloseTo(3.5 / 4, 12);
    // more ranks than cores: the busy wall time, not the thread CPU clock's ticks
    expect(knaryLeBusy({ busyMs: [4, 4], wallBusyMs: [1, 2] })).toBeCloseTo(1.5 / 2, 12);
    expect(knaryLeBusy({ busyMs: [2, 4, 3] })).toBeCloseTo(3 / 4, 12);
  });
});

describe('a run has it', () => {
  it.each(['steal', 'central'])(
    '%s: leBusy a fraction in (0, 1]',
    async (balancer) => {
      const o = await knaryApp.run(settings(balancer), { h: 4, d: 3, s: 1, iters: 10 });
      expect(o.correct).toBe(true);
      expect(o.leBusy).toBeTypeOf('number');
      expect(o.leBusy as number).toBeGreaterThan(0);
      expect(o.leBusy as number).toBeLessThanOrEqual(1);
    },
    60_000,
  );
});
