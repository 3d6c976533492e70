/** What the diffusion benchmark (bench/src/apps/diffusion.ts, `pnpm bench:app diffusion`) takes: its options as data. */
import { defineBench } from '@meshwork/harness';

/** The benchmark's input image: the 512x512 camera picture of the SDLB paper, in the app's data folder. */
export const CAMERA_PNG: URL = new URL('../data/camera.png', import.meta.url);

export const DIFFUSION_BENCH = defineBench({
  summary:
    "The SDLB paper's figures 8-10 in kind: cost with balancing every 1-20 iterations over the static tiles, in work units at P = 4 and 16 (part A) and in wall time at 2 ranks (part B)",
  options: {
    reps: { kind: 'int', help: 'timed runs of part B (medians, min-max)', default: 5, min: 1 },
    part: { kind: 'choice', help: 'A (work units), B (wall time) or all', default: 'all', choices: ['all', 'A', 'B'] },
    collectives: { kind: 'choice', help: 'the collectives of the runs', default: 'shm', choices: ['shm', 'links'] },
    spin: { kind: 'choice', help: 'how the ranks wait', default: 'auto', choices: ['auto', 'on', 'off'] },
  },
  quick: { reps: 1 },
});
