/** `meshwork run sieve`: prime sieve by trial division (examples/sieve), block / cyclic / functional splits. */
import { runSieve, type SieveStrategy, STRATEGIES } from '@meshwork/example-sieve';
import { intArg } from '../args.js';
import { exampleProgramUrl } from '../harness/program-url.js';
import { singlePhaseTrace } from './common.js';
import type { AppAdapter } from './types.js';

export const sieve: AppAdapter = {
  name: 'sieve',
  summary: 'prime sieve by trial division over [2, N] split into ranges: block, cyclic or functional (Newton on the cost model)',
  defaultBalancer: 'functional',
  ownBalancers: STRATEGIES,
  topologyKinds: ['chain', 'ring', 'mesh', 'torus', 'hypercube'],
  topologyFor: (ranks) => `chain:${ranks}`,
  addOptions(cmd) {
    cmd.option('--n <n>', 'find the primes in [2, n]', intArg(2), 3_000_000);
  },
  async run(s, o) {
    const strategy = s.balancing.balancer as SieveStrategy;
    s.progress.begin(`running on ${s.topology}`, 1);
    const r = await runSieve(
      { n: o.n as number, strategy, topology: s.topology, repeat: s.repeat },
      exampleProgramUrl(import.meta.resolve('@meshwork/example-sieve')),
    );
    s.progress.step(`${s.repeat} sequential + parallel runs`);
    s.progress.end();
    const b = r.balancer;
    return {
      result: `${r.count} primes in [2, ${o.n as number}]`,
      correct: r.correct,
      sequentialMs: r.sequentialMs,
      parallelMs: r.parallelMs,
      leWork: r.leWork,
      leBusy: r.leBusy,
      balance:
        b === undefined
          ? undefined
          : {
              balances: 1,
              skipped: 0,
              unitsMoved: 0,
              bytesMoved: 0,
              decisionMs: b.decisionMs,
              beforeMaxOverAvg: Number.NaN,
              afterMaxOverAvg: b.predictedLE === undefined ? Number.NaN : 100 / b.predictedLE,
            },
      trace: singlePhaseTrace('sieve', r.workUnits, r.busyMs),
      files: [],
      details: {
        n: o.n,
        strategy,
        count: r.count,
        expected: r.expected,
        cuts: r.cuts,
        model: b?.model,
        sweeps: b?.sweeps,
        predictedLE: b?.predictedLE,
      },
    };
  },
};
