/**
 * The checksum a benchmark run returns (`gather: false`: no ocean on rank 0) is the FNV-1a hash of
 * the sequential reference's ocean, on row strips of a ring (hashed where the rows are, strip after
 * strip) and with balancing moving the strips, in both storages.
 */
import { createCluster } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { checksumOf, type WatorRankResult } from '../src/program.ts';
import { DEFAULTS } from '../src/rules.ts';
import { watorSequential } from '../src/sequential.ts';

const PROGRAM = new URL('../src/program.ts', import.meta.url);
const RULES = { ...DEFAULTS, rows: 45, cols: 21, steps: 10, seed: 4, minnowDensity: 0.3, sharkDensity: 0.05, cluster: 0.4 };

describe('the checksum of a run without the ocean', () => {
  it.each(['ring:2', 'ring:3'])(
    '%s: checksumOf the sequential ocean',
    async (topology) => {
      const want = checksumOf(watorSequential(RULES).cells);
      const cluster = createCluster({ topology });
      try {
        for (const storage of ['distributed', 'shared'] as const) {
          for (const balancer of ['static', 'gde'] as const) {
            const run = await cluster.run<WatorRankResult>(PROGRAM, {
              ...RULES,
              storage,
              balancer,
              ...(balancer === 'static' ? {} : { every: 1 }),
              gather: false,
            });
            expect(run.results[0]?.checksum).toBe(want);
            expect(run.results[0]?.cells).toBeUndefined();
            if (balancer === 'gde') expect(run.results[0]?.reports?.length).toBeGreaterThan(0);
          }
        }
      } finally {
        await cluster.close();
      }
    },
    60_000,
  );
});
