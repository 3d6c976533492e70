/**
 * Issue 13, item 11: with every rank in a CPU loop and no timeoutMs a run used to never settle.
 * The stuck-rank watchdog ends it with MW_STUCK naming the ranks once no rank has passed a wait
 * for `stuckMs`, unless the run opts out (`stuckMs: false`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, createCluster, ErrorCodes, type MeshworkError } from '../src/index.ts';
import type { ReliabilityOptions, ReliabilityScenario } from './programs/reliability.ts';

const PROGRAM = new URL('./programs/reliability.ts', import.meta.url);

async function rejection(p: Promise<unknown>): Promise<MeshworkError> {
  return (await p.then(
    () => undefined,
    (e: unknown) => e,
  )) as MeshworkError;
}

describe('stuck ranks (chain:2)', () => {
  let cluster: Cluster;
  const run = (scenario: ReliabilityScenario, runOptions: { stuckMs?: number | false; timeoutMs?: number } = {}) =>
    cluster.run<number, ReliabilityOptions>(PROGRAM, { scenario }, runOptions);

  beforeAll(() => {
    cluster = createCluster({ topology: 'chain:2', spin: false, stuckMs: 400 });
  });

  afterAll(async () => {
    await cluster?.close();
  });

  it('every rank in a CPU loop, no timeoutMs: MW_STUCK naming both ranks; the cluster runs again', async () => {
    const err = await rejection(run({ kind: 'spin-all' }));
    expect(err.code).toBe(ErrorCodes.STUCK);
    expect(err.message).toContain('no rank passed a wait for 400 ms while ranks 0, 1 ran outside any wait');
    expect(err.message).toContain('where the ranks were: 0, 1 (running outside any wait)');
    expect(err.message).toContain('stuckMs: false');
    expect((await run({ kind: 'ok' })).results).toEqual([0, 10]);
  }, 120_000);

  it('a run that keeps passing waits is not stuck, however long it takes', async () => {
    const res = await run({ kind: 'ping', rounds: 20_000 }, { stuckMs: 2000 });
    expect(res.results).toEqual([40_000, 39_999]);
  }, 120_000);

  it('stuckMs: false opts out: the run deadline ends it instead', async () => {
    const err = await rejection(run({ kind: 'spin-all' }, { stuckMs: false, timeoutMs: 1500 }));
    expect(err.code).toBe(ErrorCodes.RUN_TIMEOUT);
    expect(err.message).toContain('where the ranks were: 0, 1 (running outside any wait)');
  }, 120_000);

  it.each([
    ['stuckMs 0', { stuckMs: 0 }, 'stuckMs'],
    ['stuckMs 2^31', { stuckMs: 2 ** 31 }, '2147483648'],
    ['stuckMs true', { stuckMs: true as unknown as number }, 'boolean true'],
  ])('%s is refused with MW_INVALID_ARGUMENT', async (_name, runOptions, part) => {
    const err = await rejection(run({ kind: 'ok' }, runOptions));
    expect(err.code).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(err.message).toContain(part);
    expect(() => createCluster({ topology: 'chain:2', ...runOptions })).toThrow(
      expect.objectContaining({ code: ErrorCodes.INVALID_ARGUMENT }),
    );
  });
});
