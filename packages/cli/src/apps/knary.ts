/** `meshwork run knary`: the work-stealing paper's synthetic tree (examples/knary) under a task scheduler. */
import { CENTRAL, DEFAULT_ITERS, runKnary } from '@meshwork/example-knary';
import { taskSchedulers } from '@meshwork/runtime';
import '@meshwork/balancers';
import { intArg } from '../args.js';
import { exampleProgramUrl } from '../harness/program-url.js';
import { singlePhaseTrace } from './common.js';
import type { AppAdapter } from './types.js';

export const knary: AppAdapter = {
  name: 'knary',
  summary: 'knary(h, d, s) tree of tasks (first s children serial, the rest parallel): steal, node/graph-level mappings, central',
  defaultBalancer: 'steal',
  get ownBalancers() {
    return [...taskSchedulers.names(), CENTRAL];
  },
  topologyKinds: ['chain', 'ring', 'mesh', 'torus', 'hypercube'],
  topologyFor: (ranks) => `ring:${Math.max(ranks, 1)}`,
  addOptions(cmd) {
    cmd
      .option('--h <n>', 'height of the tree (levels)', intArg(1), 7)
      .option('--d <n>', 'degree (children per inner node)', intArg(1), 5)
      .option('--s <n>', 'children run one after another (the rest in parallel)', intArg(0), 1)
      .option('--iters <n>', 'work loop iterations per node', intArg(1), DEFAULT_ITERS);
  },
  async run(s, o) {
    const scheduler = s.balancing.balancer;
    s.progress.begin(`running on ${s.topology}`, 1);
    const r = await runKnary(
      {
        h: o.h as number,
        d: o.d as number,
        s: o.s as number,
        iters: o.iters as number,
        topology: s.topology,
        scheduler,
        repeat: s.repeat,
        // The knary example takes 'auto' or a boolean: a spin time > 0 means on.
        spin: typeof s.spin === 'number' ? s.spin > 0 : s.spin,
      },
      exampleProgramUrl(import.meta.resolve('@meshwork/example-knary')),
    );
    s.progress.step(`${s.repeat} sequential + parallel runs`);
    s.progress.end();
    const side = r.sides[0];
    if (side === undefined) throw new Error('knary: the run reported no scheduler');
    const perRank = side.perRank;
    const max = Math.max(...perRank);
    const avg = perRank.reduce((a, b) => a + b, 0) / perRank.length;
    return {
      result: `${side.nodes} nodes, checksum ${side.checksum}; speedup bound w/(w/p + cp) ${r.maxSpeedup.toFixed(2)}, reached ${(100 * side.ofBound).toFixed(0)}% of it`,
      correct: side.identical,
      sequentialMs: [r.sequentialMs.median],
      parallelMs: [side.parallelMs.median],
      leWork: max > 0 ? (100 * avg) / max : 100,
      leBusy: undefined,
      balance: undefined,
      trace: singlePhaseTrace(
        'knary',
        perRank,
        perRank.map(() => 0),
      ),
      files: [],
      details: { scheduler, work: r.work, criticalPath: r.criticalPath, maxSpeedup: r.maxSpeedup, ofBound: side.ofBound, perRank },
    };
  },
};
