/**
 * Issue 13, item 9 (rank side): what a rank returns or throws keeps its meaning on the host. A
 * return value structured clone refuses is a typed argument error (not MW_WORKER_EXITED); a
 * thrown plain object keeps its message and code; a rank's Meshwork error arrives as a
 * MeshworkError cause. Also: resourceLimits reach the ranks, and a rank past its heap ends the run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, createCluster, ErrorCodes, MeshworkError } from '../src/index.ts';
import type { ReliabilityOptions, ReliabilityScenario } from './programs/reliability.ts';

const PROGRAM = new URL('./programs/reliability.ts', import.meta.url);

async function rejection(p: Promise<unknown>): Promise<MeshworkError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MeshworkError);
  return err as MeshworkError;
}

describe('what ranks return and throw (chain:2)', () => {
  let cluster: Cluster;
  const run = (scenario: ReliabilityScenario) => cluster.run<unknown, ReliabilityOptions>(PROGRAM, { scenario });

  beforeAll(() => {
    cluster = createCluster({ topology: 'chain:2', spin: false });
  });

  afterAll(async () => {
    await cluster?.close();
  });

  it.each([
    ['function', 'a function at result'],
    ['symbol', 'a symbol at result'],
    ['nested-function', 'a function at result.report.format'],
  ] as const)(
    'a rank returning a %s: MW_INVALID_ARGUMENT naming where, not MW_WORKER_EXITED',
    async (what, part) => {
      const err = await rejection(run({ kind: 'return', rank: 1, what }));
      expect(err.code).toBe(ErrorCodes.RANK_FAILED);
      expect(err.rank).toBe(1);
      expect(err.message).toContain(
        `[${ErrorCodes.INVALID_ARGUMENT}] the value rank 1's program returned must be structured-cloneable data`,
      );
      expect(err.message).toContain(part);
      expect(err.cause).toBeInstanceOf(MeshworkError);
      expect((err.cause as MeshworkError).code).toBe(ErrorCodes.INVALID_ARGUMENT);
      expect((await run({ kind: 'ok' })).results).toEqual([0, 10]);
    },
    30_000,
  );

  it('a thrown plain object keeps its message and code', async () => {
    const err = await rejection(run({ kind: 'throw-object', rank: 0, message: 'disk on fire', code: 'E_FIRE' }));
    expect(err.code).toBe(ErrorCodes.RANK_FAILED);
    expect(err.message).toContain('[E_FIRE] disk on fire');
    expect((err.cause as { code?: string }).code).toBe('E_FIRE');
    expect((err.cause as Error).message).toBe('disk on fire');
  }, 120_000);
});

describe('resourceLimits (per-rank heap)', () => {
  it('reach every rank', async () => {
    const cluster = createCluster({ topology: 'chain:2', spin: false, resourceLimits: { maxOldGenerationSizeMb: 96, stackSizeMb: 2 } });
    try {
      const res = await cluster.run<Record<string, number>, ReliabilityOptions>(PROGRAM, { scenario: { kind: 'limits' } });
      for (const limits of res.results) {
        expect(limits.maxOldGenerationSizeMb).toBe(96);
        expect(limits.stackSizeMb).toBe(2);
      }
    } finally {
      await cluster.close();
    }
  }, 120_000);

  it('a rank past its heap limit ends the run with MW_WORKER_EXITED (out of memory); the cluster runs again', async () => {
    const cluster = createCluster({ topology: 'chain:2', spin: false, resourceLimits: { maxOldGenerationSizeMb: 64 } });
    try {
      const err = await rejection(cluster.run(PROGRAM, { scenario: { kind: 'oom', rank: 1 } }));
      expect(err.code).toBe(ErrorCodes.WORKER_EXITED);
      expect(err.rank).toBe(1);
      expect(err.message).toMatch(/memory/i);
      expect((await cluster.run<number, ReliabilityOptions>(PROGRAM, { scenario: { kind: 'ok' } })).results).toEqual([0, 10]);
    } finally {
      await cluster.close();
    }
  }, 120_000);
});
