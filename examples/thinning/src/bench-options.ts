/** What the thinning benchmark (bench/src/apps/thinning.ts, `pnpm bench:app thinning`) takes: its options as data. */
import { defineBench } from '@meshwork/harness';
import { GENERATORS } from './generate.ts';

export const THINNING_BENCH = defineBench({
  summary:
    "The GDE paper's table 3 (time, speedup, efficiency vs P) and figures 8-9 (U_k per iteration, improvement due to remapping vs P), with the sequential reference timed beside every run",
  options: {
    repeat: { kind: 'int', help: 'timed runs of each case (medians, min-max)', default: 3, min: 1 },
    ranks: { kind: 'list', help: 'the rank counts, each a chain of that many ranks', default: [1, 2, 3, 4, 5, 6, 7, 8], min: 1, max: 64 },
    generate: { kind: 'choice', help: 'the generated image (without --image)', default: 'blobs', choices: GENERATORS },
    size: { kind: 'int', help: 'side of the generated image', default: 2048, min: 2 },
    seed: { kind: 'int', help: 'seed of the generated image', default: 1, min: 0 },
    image: { kind: 'text', help: 'an image file to thin instead of a generated one', default: '', arg: '<file>' },
    load: { kind: 'choice', help: "the balancer's loads", default: 'pixels', choices: ['pixels', 'time'] },
    spin: { kind: 'choice', help: 'how the ranks wait', default: 'auto', choices: ['auto', 'on', 'off'] },
  },
  quick: { repeat: 1, ranks: [1, 2, 4, 8], size: 768 },
});
