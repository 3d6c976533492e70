/**
 * Issue 13, item 10: a hang is blamed on the ranks that never arrived, with the operation each
 * was in, not on whichever rank's wait timed out first (often one in the end-of-run barrier).
 * The run deadline lists where every unfinished rank was, too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlWords, statusIndex } from '../src/comm/layout.ts';
import { ARG, BEAT, barrierBlame, OP, OP_BARRIER, OP_RECV } from '../src/comm/status.ts';
import { type Cluster, createCluster, ErrorCodes, type MeshworkError } from '../src/index.ts';
import type { ReliabilityOptions, ReliabilityScenario } from './programs/reliability.ts';

const PROGRAM = new URL('./programs/reliability.ts', import.meta.url);

async function rejection(p: Promise<unknown>): Promise<MeshworkError> {
  return (await p.then(
    () => undefined,
    (e: unknown) => e,
  )) as MeshworkError;
}

describe('hang blame (ring:3, waitTimeoutMs 2000)', () => {
  let cluster: Cluster;
  // Every run starts with a handshake: no rank's deadline runs while another still loads.
  const run = (scenario: ReliabilityScenario) =>
    cluster.run<number, ReliabilityOptions>(PROGRAM, { scenario, start: new SharedArrayBuffer(3 * 4) });

  beforeAll(() => {
    cluster = createCluster({ topology: 'ring:3', waitTimeoutMs: 2000, spin: false });
  });

  afterAll(async () => {
    await cluster?.close();
  });

  it('ranks in the end-of-run barrier name the rank that never arrived and the receive it is in', async () => {
    const err = await rejection(run({ kind: 'stray-recv', rank: 2, from: 0 }));
    expect(err.code).toBe(ErrorCodes.RANK_FAILED);
    expect([0, 1]).toContain(err.rank);
    expect(err.message).toContain(ErrorCodes.DEADLINE_EXCEEDED);
    expect(err.message).toContain(`end-of-run barrier on rank ${err.rank} (waiting for all 3 ranks to return from their programs)`);
    // The other finished rank waits in the same barrier with a deadline of the same moment: when
    // its own wait failed a moment before, its status says it is past its program, and it is
    // named too. Rank 2 is named either way: in its receive from rank 0 or, when that receive's
    // own deadline (the same 2000 ms) fired a moment before, unwinding outside any wait.
    expect(err.message).toMatch(
      /ranks? that never arrived: (?:[01] \(past the end of its program\); )?2 \((?:in a receive from rank 0|running outside any wait)\)/,
    );
    expect((await run({ kind: 'ok' })).results).toEqual([0, 10, 20]);
  }, 120_000);

  it('a barrier names the busy rank that never arrived', async () => {
    const err = await rejection(run({ kind: 'barrier-busy', rank: 2 }));
    expect(err.code).toBe(ErrorCodes.RANK_FAILED);
    expect(err.message).toContain(`barrier on rank ${err.rank} (waiting for all 3 ranks)`);
    expect(err.message).not.toContain('end-of-run');
    // On a loaded host the other healthy rank may not have reached the barrier either within the
    // deadline: it is then named too, but rank 2 always is, and the rank that timed out never is.
    expect(err.message).toMatch(/ranks? that never arrived: (?:[01], )?2 \(running outside any wait\)/);
    const named = (/ranks? that never arrived: ([\d, ]+) \(/.exec(err.message)?.[1] ?? '').split(', ').map(Number);
    expect(named).toContain(2);
    expect(named).not.toContain(err.rank);
    expect((await run({ kind: 'ok' })).results).toEqual([0, 10, 20]);
  }, 120_000);

  it('a receive names the chain of waits behind it, down to the busy rank', async () => {
    const err = await rejection(run({ kind: 'recv-chain' }));
    expect(err.code).toBe(ErrorCodes.RANK_FAILED);
    expect(err.rank).toBe(2);
    expect(err.message).toContain('receive on rank 2 from rank 0 did not complete within 2000 ms');
    expect(err.message).toContain('where it waited: rank 0 in a receive from rank 1 -> rank 1 running outside any wait');
    expect((await run({ kind: 'ok' })).results).toEqual([0, 10, 20]);
  }, 120_000);
});

describe('the run deadline says where each rank was (ring:3)', () => {
  let cluster: Cluster;

  beforeAll(async () => {
    cluster = createCluster({ topology: 'ring:3', spin: false });
    await cluster.run(PROGRAM, { scenario: { kind: 'ok' } }); // threads started, program loaded
  }, 120_000);

  afterAll(async () => {
    await cluster?.close();
  });

  it('a rank that has not started yet is named as such', async () => {
    const fresh = createCluster({ topology: 'chain:2', spin: false });
    try {
      // A deadline of 1 ms passes before any thread has loaded its program.
      const err = await rejection(fresh.run(PROGRAM, { scenario: { kind: 'ok' } }, { timeoutMs: 1 }));
      expect(err.code).toBe(ErrorCodes.RUN_TIMEOUT);
      expect(err.message).toContain('where the ranks were: 0, 1 (starting (its program has not begun))');
    } finally {
      await fresh.close();
    }
  }, 120_000);

  it('MW_RUN_TIMEOUT lists the operation of every unfinished rank', async () => {
    // Rank 2 waits (60 s) for rank 0, which returned and waits in the end-of-run barrier (30 s).
    const scenario: ReliabilityScenario = { kind: 'stray-recv', rank: 2, from: 0 };
    const err = await rejection(cluster.run(PROGRAM, { scenario, start: new SharedArrayBuffer(3 * 4) }, { timeoutMs: 3000 }));
    expect(err.code).toBe(ErrorCodes.RUN_TIMEOUT);
    expect(err.message).toContain(
      'where the ranks were: 0, 1 (in the end-of-run barrier (its program returned)); 2 (in a receive from rank 0)',
    );
    expect(err.message).toMatch(/ranks still running: 0, 1, 2$/);
  }, 120_000);
});

describe('blame stays one readable line for many ranks', () => {
  it('ranks are grouped by state, at most 12 listed per state', () => {
    const size = 100;
    const control = new Int32Array(new SharedArrayBuffer(controlWords(size) * 4));
    for (let r = 0; r < size; r++) {
      const at = statusIndex(r);
      control[at + BEAT] = 1;
      if (r < 50) {
        control[at + OP] = OP_BARRIER; // arrived at generation 7
        control[at + ARG] = 7;
      } else if (r < 53) {
        control[at + OP] = OP_RECV;
        control[at + ARG] = 0;
      }
    }
    expect(barrierBlame(control, size, 7, 0)).toBe(
      'ranks that never arrived: 50, 51, 52 (in a receive from rank 0); 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64 and 35 more (running outside any wait)',
    );
  });
});
