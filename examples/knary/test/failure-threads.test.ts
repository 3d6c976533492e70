/**
 * A knary task that throws ends the run with MW_RANK_FAILED carrying MW_TASK_FAILED, naming the
 * task record and the rank, under stealing and under a mapping; the other ranks are released (no
 * hang) and the same cluster then runs correctly.
 */
import { type Cluster, createCluster, ErrorCodes, MeshworkError } from '@meshwork/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnaryProgramOptions, KnaryRankResult } from '../src/program.ts';
import { knarySequential } from '../src/sequential.ts';

const PROGRAM = new URL('../src/program.ts', import.meta.url);
const TREE = { h: 5, d: 3, s: 1, iters: 20 };

async function rejection(p: Promise<unknown>): Promise<MeshworkError> {
  try {
    await p;
  } catch (err) {
    return err as MeshworkError;
  }
  throw new Error('expected the run to fail');
}

describe('a throwing task', () => {
  let cluster: Cluster;
  beforeAll(() => {
    cluster = createCluster({ topology: 'ring:3', waitTimeoutMs: 15_000 });
  });
  afterAll(async () => {
    await cluster?.close();
  });

  it.each([
    ['steal', undefined],
    ['steal', { mode: 'message' }],
    ['node-level', undefined],
    ['graph-level', { steal: true }],
  ])('%s %j: MW_TASK_FAILED naming the task; the cluster runs correctly afterwards', async (scheduler, schedulerOptions) => {
    // Node 17 is at depth 3 (levels of d = 3 start at 0, 1, 4, 13): its record is [17, 3].
    const o: KnaryProgramOptions = { ...TREE, scheduler, schedulerOptions, failAt: 17 };
    const err = await rejection(cluster.run<KnaryRankResult>(PROGRAM, o));
    expect(err).toBeInstanceOf(MeshworkError);
    expect(err.code).toBe(ErrorCodes.RANK_FAILED);
    expect(err.message).toContain(`[${ErrorCodes.TASK_FAILED}]`);
    expect(err.message).toContain('task [17, 3] threw on rank');
    expect(err.message).toContain('knary node 17 failed on purpose');
    expect((err.cause as { code?: string }).code).toBe(ErrorCodes.TASK_FAILED);
    const ok = await cluster.run<KnaryRankResult>(PROGRAM, { ...TREE, scheduler, schedulerOptions });
    expect(ok.results[0]?.checksum).toBe(knarySequential(TREE).checksum);
  });
});
