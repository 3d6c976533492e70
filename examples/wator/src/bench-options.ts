/** What WaTor's benchmark (bench/src/apps/wator.ts, `pnpm bench:app wator`) takes: its options as data. */
import { defineBench } from '@meshwork/harness';
import { DEFAULTS } from './rules.ts';

export const WATOR_BENCH = defineBench({
  summary:
    "The GDE paper's section 4.1 in kind: gde's improvement over the static split per remapping interval (measured and in work units), at 16 ranks in work units, decision times, speedup",
  options: {
    size: { kind: 'int', help: 'ocean side (at least 3 rows per strip of the most ranks)', default: 256, min: 3 },
    steps: { kind: 'int', help: 'simulation steps', default: DEFAULTS.steps, min: 2 },
    repeat: { kind: 'int', help: 'timed runs of each case (paired, medians)', default: 5, min: 1 },
    ranks: { kind: 'int', help: 'ranks of the measured ring', default: 2, min: 1 },
    modelRanks: { kind: 'int', help: 'ranks of the work-unit model', default: 16, min: 2 },
    storage: { kind: 'choice', help: 'where the ocean lives', default: 'distributed', choices: ['distributed', 'shared'] },
    seed: { kind: 'int', help: 'seed of the initial ocean', default: DEFAULTS.seed, min: 0 },
    spin: { kind: 'choice', help: 'how the ranks wait', default: 'auto', choices: ['auto', 'on', 'off'] },
  },
  quick: { size: 48, steps: 10, repeat: 1 },
});
