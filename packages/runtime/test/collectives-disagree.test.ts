/**
 * Issue 24, item 6: ranks that disagree on a collective fail with MW_COLLECTIVE_MISMATCH over
 * links as over shared memory, instead of returning wrong values: different ops, different
 * broadcast roots, mixed scans, a number on one rank and a typed array on the others (both
 * modes), and a point-to-point message left where a collective's message was expected.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, createCluster, ErrorCodes, MeshworkError } from '../src/index.ts';
import type { CollectiveOp, CollectivesOptions, CollectivesResult, Mode } from './programs/collectives.ts';

const PROGRAM = new URL('./programs/collectives.ts', import.meta.url);

const num = { type: 'number' } as const;
const f64one = { type: 'float64', length: 1 } as const;

describe('collectives where ranks disagree (ring:4)', () => {
  let cluster: Cluster;
  const base: CollectiveOp[] = [{ kind: 'allreduce', op: 'sum', value: num }];

  beforeAll(async () => {
    // A short wait deadline: a case that hung instead of failing would end in MW_DEADLINE_EXCEEDED.
    cluster = createCluster({ topology: 'ring:4', waitTimeoutMs: 10_000 });
    await cluster.run<CollectivesResult, CollectivesOptions>(PROGRAM, { seed: 1, ops: base, modes: ['shm', 'links'] });
  }, 120_000);

  afterAll(async () => {
    await cluster?.close();
  });

  /** Run `ops` on every rank but those in `perRank`; the run must fail with MW_COLLECTIVE_MISMATCH. */
  async function mismatch(mode: Mode, ops: CollectiveOp[], perRank: Record<number, CollectiveOp[]>): Promise<MeshworkError> {
    const err = await cluster
      .run<CollectivesResult, CollectivesOptions>(PROGRAM, { seed: 1, ops, modes: [mode], perRank }, { timeoutMs: 60_000 })
      .then(
        (res) => new Error(`the run returned ${JSON.stringify(res.results.map((r) => r.results[mode]))}`),
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(MeshworkError);
    expect((err as MeshworkError).code).toBe(ErrorCodes.RANK_FAILED);
    expect((err as MeshworkError).message).toContain(ErrorCodes.COLLECTIVE_MISMATCH);
    return err as MeshworkError;
  }

  const CASES: readonly (readonly [string, Mode[], CollectiveOp[], Record<number, CollectiveOp[]>])[] = [
    [
      "allreduce 'max' on rank 0, 'sum' elsewhere",
      ['links', 'shm'],
      [{ kind: 'allreduce', op: 'sum', value: num }],
      { 0: [{ kind: 'allreduce', op: 'max', value: num }] },
    ],
    [
      'broadcast from root 0 on rank 0, root 1 elsewhere',
      ['links', 'shm'],
      [{ kind: 'broadcast', value: num, root: 1 }],
      { 0: [{ kind: 'broadcast', value: num, root: 0 }] },
    ],
    [
      'an exclusive scan on rank 3, inclusive elsewhere',
      ['links', 'shm'],
      [{ kind: 'scan', op: 'sum', value: num }],
      { 3: [{ kind: 'scan', op: 'sum', value: num, exclusive: true }] },
    ],
    [
      "a scan 'max' on rank 3, 'sum' elsewhere",
      ['links', 'shm'],
      [{ kind: 'scan', op: 'sum', value: num }],
      { 3: [{ kind: 'scan', op: 'max', value: num }] },
    ],
    [
      'allreduce of a number on rank 0, of a Float64Array(1) elsewhere',
      ['links', 'shm'],
      [{ kind: 'allreduce', op: 'sum', value: f64one }],
      { 0: [{ kind: 'allreduce', op: 'sum', value: num }] },
    ],
    [
      'a scan of a number on rank 2, of a Float64Array(1) elsewhere',
      ['links', 'shm'],
      [{ kind: 'scan', op: 'sum', value: f64one }],
      { 2: [{ kind: 'scan', op: 'sum', value: num }] },
    ],
    [
      'a gather on rank 1 where the others allgather',
      ['links', 'shm'],
      [{ kind: 'allgather', value: num }],
      { 1: [{ kind: 'gather', value: num, root: 0 }] },
    ],
  ];

  for (const [name, modes, ops, perRank] of CASES) {
    for (const mode of modes) {
      it(`${mode}: ${name}`, async () => {
        const err = await mismatch(mode, ops, perRank);
        // Over links the message names both calls.
        if (mode === 'links') expect(err.message).toMatch(/as collective #1 (of this run|from rank)/);
      }, 120_000);
    }
  }

  it('links: the cluster still computes correctly afterwards, bit for bit as shm', async () => {
    const ops: CollectiveOp[] = [
      { kind: 'allreduce', op: 'max', value: num },
      { kind: 'allreduce', op: 'sum', value: { type: 'float64', length: 5 } },
      { kind: 'broadcast', value: num, root: 1 },
      { kind: 'broadcast', value: { type: 'object' }, root: 3 },
      { kind: 'scan', op: 'sum', value: num, exclusive: true },
      { kind: 'allgather', value: num },
      { kind: 'gather', value: num, root: 2 },
      { kind: 'barrier' },
    ];
    const res = await cluster.run<CollectivesResult, CollectivesOptions>(PROGRAM, { seed: 3, ops, modes: ['shm', 'links'] });
    for (const r of res.results) expect(r.results.links).toEqual(r.results.shm);
  }, 120_000);
});
