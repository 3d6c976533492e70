/** What the loop's benchmark (bench/src/apps/loop.ts, `pnpm bench:app loop`) takes: its options as data. */
import { defineBench } from '@meshwork/harness';

export const LOOP_BENCH = defineBench({
  summary:
    "The paper's figure 2 in kind: every strategy at F = 1, 2, 5, 10 on 2 real threads (1024^2, --quick 256^2), and at P = 16 and 64 in work units",
  options: {
    repeat: { kind: 'int', help: 'timed runs of each case (medians)', default: 3, min: 1 },
    side: { kind: 'int', help: 'elements per rank along each side in the P = 16 and 64 simulation', default: 100, min: 4 },
  },
  quick: { repeat: 1, side: 50 },
});
