/** What knary's benchmark (bench/src/apps/knary.ts, `pnpm bench:app knary`) takes: its options as data. */
import { defineBench } from '@meshwork/harness';

/** The schedulers the benchmark sets side by side (labels of its columns); `steal` is always one of them. */
export const KNARY_BENCH_SIDES = ['steal', 'steal msg', 'node', 'graph', 'graph-local', 'node+st', 'graph+st', 'g-local+st'] as const;

export const KNARY_BENCH = defineBench({
  summary:
    "The work-stealing paper's Table 1 and Cilk cases: each scheduler's speedup next to the bound w/(w/P + cp), and the per-task overhead of the deque, the engine and piscina",
  options: {
    ranks: { kind: 'int', help: 'ranks of the ring', default: 2, min: 2 },
    repeat: { kind: 'int', help: 'timed runs of each case (medians)', default: 3, min: 1 },
    iters: { kind: 'int', help: 'work-loop iterations per node of the Table 1 cases', default: 20_000, min: 0 },
    cilkIters: { kind: 'int', help: 'work-loop iterations per node of the Cilk cases', default: 500, min: 0 },
    spin: { kind: 'choice', help: 'how the ranks wait', default: 'auto', choices: ['auto', 'on', 'off'] },
    sides: { kind: 'names', help: 'the schedulers to time (steal among them)', default: KNARY_BENCH_SIDES, choices: KNARY_BENCH_SIDES },
  },
  quick: { repeat: 1, iters: 5000, sides: ['steal', 'node', 'graph', 'graph-local', 'graph+st'] },
});
