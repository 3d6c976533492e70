/**
 * A failing run ends promptly with one clear error (rank failure, worker exit, abort signal, run
 * timeout, busy rank, wait deadline, invalid program), and the same cluster then runs a correct
 * program correctly. close() ends every thread.
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, createCluster, ErrorCodes, MeshworkError, type RunResult } from '../src/index.ts';
import type { FailureOptions, FailureScenario } from './programs/failure.ts';

const PROGRAM = new URL('./programs/failure.ts', import.meta.url);
const NO_DEFAULT = new URL('./programs/no-default.ts', import.meta.url);
const SIZE = 4;

interface OkResult {
  got: number[][];
  shm: number;
  links: number;
  gathered: number[];
}

/** Atomics.waitAsync (Node 20; not in the ES2023 lib typings). */
const waitAsync = (Atomics as unknown as { waitAsync(a: Int32Array, i: number, v: number, t: number): { value: Promise<string> | string } })
  .waitAsync;

/** Resolve once every rank raised its flag (it is about to block). */
async function blocked(sab: SharedArrayBuffer): Promise<void> {
  const flags = new Int32Array(sab);
  for (let r = 0; r < flags.length; r++) {
    while (Atomics.load(flags, r) === 0) await waitAsync(flags, r, 0, 1000).value;
  }
}

async function rejection(p: Promise<unknown>): Promise<MeshworkError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MeshworkError);
  return err as MeshworkError;
}

describe('cluster failures (ring:4)', () => {
  let cluster: Cluster;

  const run = (scenario: FailureScenario, flags?: SharedArrayBuffer, runOptions: { signal?: AbortSignal; timeoutMs?: number } = {}) =>
    cluster.run<unknown, FailureOptions>(PROGRAM, flags === undefined ? { scenario } : { scenario, flags }, runOptions);

  /** The same cluster still computes correctly. */
  async function runsCorrectly(): Promise<void> {
    const res = (await run({ kind: 'ok' })) as RunResult<OkResult>;
    for (let r = 0; r < SIZE; r++) {
      const o = res.results[r] as OkResult;
      expect(o.shm).toBe(10);
      expect(o.links).toBe(10);
      expect(o.gathered).toEqual([0, 1, 2, 3]);
      expect(o.got).toEqual(cluster.topology.neighbours(r).map(({ rank }) => [rank, r]));
    }
    expect(cluster.threadCount).toBe(SIZE);
  }

  beforeAll(async () => {
    cluster = createCluster({ topology: 'ring:4' });
    await runsCorrectly();
  }, 120_000);

  afterAll(async () => {
    await cluster?.close();
  });

  it('a rank that throws while the others wait in recv: MW_RANK_FAILED naming rank, phase and cause', async () => {
    const err = await rejection(run({ kind: 'throw', rank: 2, message: 'boom-42' }, new SharedArrayBuffer(4 * SIZE)));
    expect(err.code).toBe(ErrorCodes.RANK_FAILED);
    expect(err.rank).toBe(2);
    expect(err.phase).toBe('compute');
    expect(err.message).toContain('rank 2');
    expect(err.message).toContain('"compute"');
    expect(err.message).toContain('boom-42');
    expect((err.cause as Error).message).toBe('boom-42');
    await runsCorrectly();
  }, 20_000);

  it('a worker that calls process.exit(3): MW_WORKER_EXITED naming the rank', async () => {
    const err = await rejection(run({ kind: 'exit', rank: 1 }, new SharedArrayBuffer(4 * SIZE)));
    expect(err.code).toBe(ErrorCodes.WORKER_EXITED);
    expect(err.rank).toBe(1);
    expect(err.message).toContain('rank 1');
    await runsCorrectly();
  }, 20_000);

  it('an AbortSignal fired while every rank waits: MW_ABORTED with the reason', async () => {
    const flags = new SharedArrayBuffer(4 * SIZE);
    const controller = new AbortController();
    const p = run({ kind: 'wait' }, flags, { signal: controller.signal });
    await blocked(flags);
    controller.abort('stop-7');
    const err = await rejection(p);
    expect(err.code).toBe(ErrorCodes.ABORTED);
    expect(err.message).toContain('stop-7');
    await runsCorrectly();
  }, 20_000);

  it('an already aborted signal rejects with MW_ABORTED before anything runs', async () => {
    const err = await rejection(run({ kind: 'ok' }, undefined, { signal: AbortSignal.abort('early') }));
    expect(err.code).toBe(ErrorCodes.ABORTED);
    expect(err.message).toContain('early');
  });

  it('timeoutMs passing while ranks wait: MW_RUN_TIMEOUT listing the ranks still running', async () => {
    const err = await rejection(run({ kind: 'wait' }, undefined, { timeoutMs: 300 }));
    expect(err.code).toBe(ErrorCodes.RUN_TIMEOUT);
    expect(err.message).toContain('300 ms');
    expect(err.message).toContain('0, 1, 2, 3');
    await runsCorrectly();
  }, 20_000);

  it('a rank stuck in a busy loop: the run still rejects, and the cluster runs again on fresh threads', async () => {
    const flags = new SharedArrayBuffer(4 * SIZE);
    const err = await rejection(run({ kind: 'busy', rank: 3 }, flags, { timeoutMs: 400 }));
    expect(err.code).toBe(ErrorCodes.RUN_TIMEOUT);
    // The busy rank never settles; the others were aborted but had not settled at the deadline.
    expect(err.message).toMatch(/ranks still running: [0-9, ]*3$/);
    await runsCorrectly();
  }, 120_000);

  it('a second run while one is in progress: MW_CLUSTER_STATE, the first is unaffected', async () => {
    const flags = new SharedArrayBuffer(4 * SIZE);
    const controller = new AbortController();
    const first = run({ kind: 'wait' }, flags, { signal: controller.signal });
    const second = await rejection(run({ kind: 'ok' }));
    expect(second.code).toBe(ErrorCodes.CLUSTER_STATE);
    expect(second.message).toContain('already running');
    await blocked(flags);
    controller.abort('done');
    expect((await rejection(first)).code).toBe(ErrorCodes.ABORTED);
    await runsCorrectly();
  }, 20_000);

  it('a module without a default defineProgram export: an error mentioning MW_INVALID_PROGRAM', async () => {
    const err = await rejection(cluster.run(NO_DEFAULT, {}));
    expect(err.code).toBe(ErrorCodes.RANK_FAILED);
    expect(err.message).toContain(ErrorCodes.INVALID_PROGRAM);
    expect(err.message).toContain('no-default.ts');
    await runsCorrectly();
  }, 20_000);

  it('a program given as an absolute or a relative (to the current directory) file path runs', async () => {
    const absolute = fileURLToPath(PROGRAM);
    for (const path of [absolute, relative(process.cwd(), absolute)]) {
      const res = await cluster.run<OkResult, FailureOptions>(path, { scenario: { kind: 'ok' } });
      expect(res.results.map((o) => o.shm)).toEqual([10, 10, 10, 10]);
    }
  }, 20_000);

  it('close() ends every thread; run() afterwards gives MW_CLUSTER_STATE', async () => {
    expect(cluster.threadCount).toBe(SIZE);
    await cluster.close();
    expect(cluster.threadCount).toBe(0);
    const err = await rejection(run({ kind: 'ok' }));
    expect(err.code).toBe(ErrorCodes.CLUSTER_STATE);
    expect(err.message).toContain('closed');
    await cluster.close(); // idempotent
  }, 20_000);
});

describe('wait deadline (chain:2, waitTimeoutMs 2500)', () => {
  let cluster: Cluster;

  beforeAll(() => {
    cluster = createCluster({ topology: 'chain:2', waitTimeoutMs: 2500 });
  });

  afterAll(async () => {
    await cluster?.close();
  });

  it('a recv nobody answers ends in MW_RANK_FAILED carrying MW_DEADLINE_EXCEEDED; the cluster then runs correctly', async () => {
    const err = await rejection(cluster.run<unknown, FailureOptions>(PROGRAM, { scenario: { kind: 'deadline', rank: 0 } }));
    expect(err.code).toBe(ErrorCodes.RANK_FAILED);
    expect(err.rank).toBe(0);
    expect(err.message).toContain(ErrorCodes.DEADLINE_EXCEEDED);
    expect(err.message).toContain('2500 ms');
    const ok = await cluster.run<OkResult, FailureOptions>(PROGRAM, { scenario: { kind: 'ok' } });
    expect(ok.results.map((o) => [o.shm, o.links])).toEqual([
      [3, 3],
      [3, 3],
    ]);
  }, 120_000);
});
