/**
 * A made-up trace for the report page's tests: 4 ranks on a 1-D range of 100 planes, 6 steps of a
 * `compute` and an `exchange` phase. Rank 3 has twice the work until a balance after step 2 moves
 * the cuts; the balance after step 4 was skipped. Every figure is known in advance.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const FIXTURE_RANKS = 4;
export const FIXTURE_STEPS = 6;
/** Work units of each step, by rank. */
export const FIXTURE_WORK = [
  [10, 10, 10, 20],
  [10, 10, 10, 20],
  [10, 10, 10, 20],
  [12, 12, 13, 13],
  [12, 12, 13, 13],
  [12, 12, 13, 13],
];
export const CUTS_BEFORE = [0, 25, 50, 75, 100];
export const CUTS_AFTER = [0, 28, 56, 80, 100];

export function fixtureTrace(app = 'demo'): object {
  const phases = [];
  for (let k = 0; k < FIXTURE_STEPS; k++) {
    const work = FIXTURE_WORK[k] as number[];
    phases.push({ name: 'compute', index: k, busyNs: work.map((w) => w * 1e5), workUnits: work });
    phases.push({ name: 'exchange', index: k, busyNs: [1e4, 1e4, 1e4, 1e4], workUnits: [0, 0, 0, 0] });
  }
  const steps = FIXTURE_WORK.map((work, k) => {
    const cuts = k <= 2 ? CUTS_BEFORE : CUTS_AFTER;
    const step: Record<string, unknown> = {
      cuts: [cuts],
      totals: work,
      planes: [[], [], [], []],
      computeMs: work.map((w) => w / 10),
      stepMs: [2, 2, 2, 2],
      syncMs: [0.1, 0.1, 0.1, 0.1],
    };
    if (k === 2)
      step.balance = { cuts: [CUTS_AFTER], costMs: [0.5, 0.7, 0.6, 0.4], decisionMs: [0, 0, 0, 0], unitsMoved: 8, bytesMoved: 64 };
    if (k === 4)
      step.balance = {
        cuts: [CUTS_AFTER],
        costMs: [0, 0, 0, 0],
        decisionMs: [0, 0, 0, 0],
        unitsMoved: 0,
        bytesMoved: 0,
        skipped: 'balanced',
      };
    return step;
  });
  return {
    version: 2,
    ranks: FIXTURE_RANKS,
    clock: 'active',
    phases,
    loads: {
      topology: { kind: 'chain', size: 4 },
      decomposition: {
        kind: 'range',
        shape: [100],
        procDims: [4],
        minExtent: [1],
        procCoords: [[0], [1], [2], [3]],
        axes: [0],
        bytesPerPlane: [0],
      },
      recorded: { balancer: 'gde', policy: 'every', loadIsTime: false },
      steps,
    },
    meta: { app, topology: 'chain:4', balancer: 'gde every 1', measuredMs: 12.5 },
  };
}

/** The fixture written as `trace.json` in `dir`; returns its path. */
export function writeFixture(dir: string, app?: string): string {
  const file = join(dir, 'trace.json');
  writeFileSync(file, JSON.stringify(fixtureTrace(app)));
  return file;
}
