/** `meshwork run loop`: the non-uniform loop of the partial-replication paper (examples/loop). */
import { type LoopStrategy, runLoop, STRATEGIES, WORKLOAD_DEFAULTS } from '@meshwork/example-loop';
import { intArg, numberArg } from '../args.js';
import { exampleProgramUrl } from '../harness/program-url.js';
import { singlePhaseTrace } from './common.js';
import type { AppAdapter } from './types.js';

export const loop: AppAdapter = {
  name: 'loop',
  summary: 'non-uniform parallel loop (factor of imbalance F = t/d): static, self (GSS/TSS/FAC2), replicate, steal, central',
  defaultBalancer: 'replicate',
  ownBalancers: STRATEGIES,
  topologyKinds: ['chain', 'ring', 'mesh', 'torus', 'hypercube'],
  topologyFor: (ranks) => `ring:${Math.max(ranks, 1)}`,
  addOptions(cmd) {
    cmd
      .option('--rows <n>', 'rows of the 2-D iteration space', intArg(1), WORKLOAD_DEFAULTS.rows)
      .option('--cols <n>', 'columns of the 2-D iteration space', intArg(1), WORKLOAD_DEFAULTS.cols)
      .option('--F <f>', 'factor of imbalance F = t/d (>= 1)', numberArg(1), WORKLOAD_DEFAULTS.F)
      .option('--d <d>', 'fraction of the iterations in the loaded region, in (0, 1]', numberArg(0), WORKLOAD_DEFAULTS.d)
      .option('--mu <n>', 'average work units per iteration', intArg(1), WORKLOAD_DEFAULTS.mu)
      .option('--seed <n>', 'seed of the iteration costs', intArg(0), WORKLOAD_DEFAULTS.seed)
      .option('--at <x>', 'centre of the loaded region as a fraction of the array (0.5: the middle)', numberArg(0), WORKLOAD_DEFAULTS.at)
      .option('--m <n>', 'replicate: replication degree m (1 <= m <= P)', intArg(1))
      .option('--rule <rule>', 'self / central: chunk rule gss | tss | fac2 | fixed:K');
  },
  async run(s, o) {
    const strategy = s.balancing.balancer as LoopStrategy;
    s.progress.begin(`running on ${s.topology}`, 1);
    const r = await runLoop(
      {
        rows: o.rows as number,
        cols: o.cols as number,
        F: o.F as number,
        d: o.d as number,
        mu: o.mu as number,
        seed: o.seed as number,
        at: o.at as number,
        strategy,
        topology: s.topology,
        repeat: s.repeat,
        ...(o.m === undefined ? {} : { m: o.m as number }),
        ...(o.rule === undefined ? {} : { rule: o.rule as string }),
      },
      exampleProgramUrl(import.meta.resolve('@meshwork/example-loop')),
    );
    s.progress.step(`${s.repeat} sequential + parallel runs`);
    s.progress.end();
    return {
      result: `checksum ${r.checksum} over ${r.workload.total} work units (F = ${r.workload.F})`,
      correct: r.correct,
      sequentialMs: r.sequentialMs,
      parallelMs: r.parallelMs,
      leWork: r.leWork,
      leBusy: r.leBusy,
      balance: undefined,
      trace: singlePhaseTrace('loop', r.workUnits, r.busyMs),
      files: [],
      details: { strategy, checksum: r.checksum, expected: r.expected, idealMs: r.idealMs, chunks: r.chunks, ...r.details },
    };
  },
};
