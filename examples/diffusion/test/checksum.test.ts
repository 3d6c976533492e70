/**
 * The checksum a benchmark run returns (`gather: false`: no image on rank 0) is the checksum of the
 * sequential reference's image, bit for bit, on row strips (folded where the rows are) and on 2-D
 * tiles (gathered), in both storages, with and without balancing.
 */
import { createCluster } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { generateImage } from '../src/image.ts';
import { checksumOf, type DiffusionProgramOptions, type DiffusionRankResult } from '../src/program.ts';
import { sharedPixels } from '../src/run.ts';
import { checkParams, diffuseSequential } from '../src/sequential.ts';

const PROGRAM = new URL('../src/program.ts', import.meta.url);
const ROWS = 33;
const COLS = 27;
const IMAGE = generateImage({ rows: ROWS, cols: COLS, seed: 5 });
const PARAMS = checkParams({ maxIterations: 12 });

describe('the checksum of a run without the image', () => {
  it.each(['mesh:2x1', 'chain:3', 'mesh:2x2'])(
    '%s: checksumOf the sequential image, bit for bit',
    async (topology) => {
      const want = checksumOf(diffuseSequential(IMAGE, PARAMS).data);
      const cluster = createCluster({ topology });
      try {
        for (const storage of ['distributed', 'shared'] as const) {
          for (const balancer of ['static', 'sdlb'] as const) {
            const o: DiffusionProgramOptions = {
              rows: ROWS,
              cols: COLS,
              pixels: sharedPixels(IMAGE),
              params: PARAMS,
              storage,
              balancer,
              ...(balancer === 'static' ? {} : { policy: 'every', policyOptions: { k: 2 } }),
              gather: false,
            };
            const run = await cluster.run<DiffusionRankResult>(PROGRAM, o);
            expect(Object.is(run.results[0]?.checksum, want)).toBe(true);
            expect(run.results[0]?.field).toBeUndefined();
            for (const r of run.results.slice(1)) expect(r.checksum).toBeUndefined();
            // the balanced runs did balance: the fold ran over strips the balancer had moved
            if (balancer === 'sdlb') expect(run.results[0]?.reports.length).toBeGreaterThan(0);
          }
        }
      } finally {
        await cluster.close();
      }
    },
    60_000,
  );
});
