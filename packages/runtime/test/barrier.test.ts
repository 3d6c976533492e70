/** SharedBarrier: reusable across many generations by 2-4 threads; deadline and abort end a wait with no partner. */
import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '../src/index.ts';
import { SharedBarrier } from '../src/shm/barrier.ts';
import { createWaitPolicy } from '../src/shm/wait.ts';
import { resultOf, runThread } from './helpers/threads.ts';

/**
 * Each generation: write my slot, wait, check every slot holds this generation (nobody was let
 * through early), wait again (nobody overwrites a slot before everyone checked it).
 */
const PARTY = `
const { SharedBarrier } = load('shm/barrier.ts');
const { createWaitPolicy } = load('shm/wait.ts');
const barrier = new SharedBarrier(new Int32Array(data.words), 0, data.parties);
const slots = new Int32Array(data.slots);
const policy = createWaitPolicy({ timeoutMs: 20000, spinIterations: data.spin });
let early = 0;
for (let g = 1; g <= data.generations; g++) {
  Atomics.store(slots, data.me, g);
  barrier.wait(policy);
  for (let r = 0; r < data.parties; r++) if (Atomics.load(slots, r) !== g) early++;
  barrier.wait(policy);
}
return { early, generation: barrier.generation() };`;

describe('SharedBarrier', () => {
  it.each([
    { parties: 2, generations: 2000, spin: 20_000 },
    { parties: 3, generations: 1000, spin: 0 },
    { parties: 4, generations: 1000, spin: 0 },
  ])(
    '$parties threads pass it $generations x 2 times without anyone leaving early',
    async ({ parties, generations, spin }) => {
      const words = new SharedArrayBuffer(8);
      const slots = new SharedArrayBuffer(4 * parties);
      const outcomes = await Promise.all(
        Array.from({ length: parties }, (_, me) =>
          runThread<{ early: number; generation: number }>(PARTY, { words, slots, parties, generations, spin, me }),
        ),
      );
      for (const o of outcomes) expect(resultOf(o)).toEqual({ early: 0, generation: 2 * generations });
      const barrier = new SharedBarrier(new Int32Array(words), 0, parties);
      expect(barrier.generation()).toBe(2 * generations);
    },
    60_000,
  );

  it('a wait with no partner throws MW_DEADLINE_EXCEEDED naming the barrier', () => {
    const barrier = SharedBarrier.create(2);
    const policy = createWaitPolicy({ timeoutMs: 30, sliceMs: 5 });
    expect(() => barrier.wait(policy)).toThrow(
      expect.objectContaining({ code: ErrorCodes.DEADLINE_EXCEEDED, message: expect.stringContaining('barrier of 2 ranks') }),
    );
    // A single party never waits.
    SharedBarrier.create(1).wait(policy);
  });

  it('a set abort flag makes a wait throw MW_ABORTED', () => {
    const abort = new Int32Array(new SharedArrayBuffer(8));
    Atomics.store(abort, 1, 1);
    const policy = createWaitPolicy({ timeoutMs: 10_000, abort, abortIndex: 1 });
    expect(() => SharedBarrier.create(2).wait(policy)).toThrow(expect.objectContaining({ code: ErrorCodes.ABORTED }));
  });

  it('raising the abort flag from another thread ends a wait that is already blocked', async () => {
    const abort = new SharedArrayBuffer(4);
    const words = new SharedArrayBuffer(8);
    const body = `
const { SharedBarrier } = load('shm/barrier.ts');
const { createWaitPolicy } = load('shm/wait.ts');
const barrier = new SharedBarrier(new Int32Array(data.words), 0, 2);
const policy = createWaitPolicy({ timeoutMs: 30000, sliceMs: 10, abort: new Int32Array(data.abort) });
post('arrived');
barrier.wait(policy);
return 'released';`;
    const outcome = await runThread<string>(body, { abort, words }, (msg) => {
      // Handshake: the thread is about to block (it cannot tell us once it is blocked).
      if (msg === 'arrived') Atomics.store(new Int32Array(abort), 0, 1);
    });
    expect(outcome).toMatchObject({ ok: false, code: ErrorCodes.ABORTED });
  }, 120_000);

  it('rejects bad parties and placements', () => {
    const words = new Int32Array(new SharedArrayBuffer(16));
    expect(() => new SharedBarrier(words, 0, 0)).toThrow(expect.objectContaining({ code: ErrorCodes.INVALID_ARGUMENT }));
    expect(() => new SharedBarrier(words, 3, 2)).toThrow(expect.objectContaining({ code: ErrorCodes.INVALID_ARGUMENT }));
    expect(new SharedBarrier(words, 2, 2).parties).toBe(2);
  });
});
