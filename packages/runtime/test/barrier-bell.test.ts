/**
 * The shm barrier's bell (../src/shm/README.md, "Barrier bell"): ranks asleep in the shm
 * collectives' barrier sleep on one word, which the last arrival bumps and notifies once for all;
 * whoever rings a rank (link traffic, the host) finds from its sleeping flag which word wakes it.
 * Raw threads with handshakes on the sleeping flags; a sleep slice of a minute, so a wake-up that
 * went to the wrong word fails the test by its timeout instead of passing after a slice.
 */
import { describe, expect, it } from 'vitest';
import { ABORT, ASLEEP, ASLEEP_IN_BARRIER, BARRIER_BASE, BARRIER_BELL, bellIndex, bellOf, sleepIndex } from '../src/comm/layout.ts';
import { Waiter } from '../src/comm/waiter.ts';
import { ringRank, wakeEveryRank, wakeRank } from '../src/hosts/waits.ts';
import { SharedBarrier } from '../src/shm/barrier.ts';
import { createWaitPolicy } from '../src/shm/wait.ts';
import { runThread } from './helpers/threads.ts';

const CONTROL_WORDS = 64 * 16;

/** A thread that arrives at a barrier of `parties` as rank `rank` and waits on the barrier bell. */
const sleeper = `
const { Waiter } = load('comm/waiter.ts');
const { SharedBarrier } = load('shm/barrier.ts');
const { createWaitPolicy } = load('shm/wait.ts');
const { BARRIER_BASE } = load('comm/layout.ts');
const control = new Int32Array(data.control);
const seen = new Int32Array(data.seen);
const policy = createWaitPolicy({ timeoutMs: 120000, sliceMs: 60000, spinIterations: 0, abort: control, abortIndex: 0 });
const waiter = new Waiter(control, data.rank, policy);
// link traffic stand-in: a published word the rank's progress() notices (and acknowledges)
waiter.attach({
  progress: () => {
    if (Atomics.load(seen, 0) === 1) {
      Atomics.store(seen, 0, 2);
      Atomics.notify(seen, 0);
      return true;
    }
    return false;
  },
  beforeSleep: () => true,
});
const barrier = new SharedBarrier(control, BARRIER_BASE, data.parties);
const { generation } = barrier.arrive();
waiter.untilReleased(barrier, generation, undefined, 0, true);
return 'released';`;

/** Block the test thread until `word[index]` reads `value` (bounded: a missing wake-up fails here). */
function until(word: Int32Array, index: number, value: number, what: string): void {
  const deadline = Date.now() + 20_000;
  while (Atomics.load(word, index) !== value) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    Atomics.wait(word, index, Atomics.load(word, index), 5);
  }
}

function setup(): { control: SharedArrayBuffer; seen: SharedArrayBuffer; c: Int32Array; host: Waiter } {
  const control = new SharedArrayBuffer(CONTROL_WORDS * 4);
  const c = new Int32Array(control);
  const host = new Waiter(c, 0, createWaitPolicy({ timeoutMs: 10_000, spinIterations: 0, abort: c, abortIndex: ABORT }));
  return { control, seen: new SharedArrayBuffer(4), c, host };
}

describe('the shm barrier bell', () => {
  it('one bump of the bell by the last arrival wakes every rank asleep in the barrier', async () => {
    const { control, seen, c, host } = setup();
    const threads = [1, 2, 3].map((rank) => runThread<string>(sleeper, { control, seen, rank, parties: 4 }));
    for (const r of [1, 2, 3]) until(c, sleepIndex(r), ASLEEP_IN_BARRIER, `rank ${r} to sleep in the barrier`);
    const barrier = new SharedBarrier(c, BARRIER_BASE, 4);
    expect(barrier.arrive().last).toBe(true);
    host.releaseBarrier(4);
    const outcomes = await Promise.all(threads);
    for (const o of outcomes) expect(o).toEqual({ ok: true, value: 'released' });
    expect(Atomics.load(c, BARRIER_BELL)).toBe(1);
    for (const r of [1, 2, 3]) {
      expect(Atomics.load(c, sleepIndex(r))).toBe(0);
      expect(Atomics.load(c, bellIndex(r))).toBe(0);
    }
  }, 30_000);

  it.each([
    { name: 'Waiter.ring', ring: (host: Waiter) => host.ring(1) },
    { name: 'Waiter.wake', ring: (host: Waiter) => host.wake(1) },
    { name: 'ringRank (host)', ring: (_: Waiter, c: Int32Array) => ringRank(c, 1) },
    { name: 'wakeRank (host)', ring: (_: Waiter, c: Int32Array) => wakeRank(c, 1) },
  ])(
    '$name wakes a rank asleep in the barrier, which moves traffic and sleeps again',
    async ({ ring }) => {
      const { control, seen, c, host } = setup();
      const thread = runThread<string>(sleeper, { control, seen, rank: 1, parties: 2 });
      until(c, sleepIndex(1), ASLEEP_IN_BARRIER, 'rank 1 to sleep in the barrier');
      const s = new Int32Array(seen);
      Atomics.store(s, 0, 1);
      ring(host, c);
      until(s, 0, 2, 'rank 1 to see the traffic');
      until(c, sleepIndex(1), ASLEEP_IN_BARRIER, 'rank 1 to sleep in the barrier again');
      expect(new SharedBarrier(c, BARRIER_BASE, 2).arrive().last).toBe(true);
      host.releaseBarrier(2);
      expect(await thread).toEqual({ ok: true, value: 'released' });
      expect(Atomics.load(c, bellIndex(1))).toBe(0);
    },
    30_000,
  );

  it("the host's abort wakes a rank asleep in the barrier", async () => {
    const { control, seen, c } = setup();
    const thread = runThread<string>(sleeper, { control, seen, rank: 1, parties: 2 });
    until(c, sleepIndex(1), ASLEEP_IN_BARRIER, 'rank 1 to sleep in the barrier');
    Atomics.store(c, ABORT, 1);
    wakeEveryRank(c, 2);
    expect(await thread).toMatchObject({ ok: false, code: 'MW_ABORTED' });
  }, 30_000);

  it('a ringer bumps the word the sleeping flag names', () => {
    expect(bellOf(ASLEEP, 3)).toBe(bellIndex(3));
    expect(bellOf(ASLEEP_IN_BARRIER, 3)).toBe(BARRIER_BELL);
    expect(new Set([BARRIER_BASE, BARRIER_BASE + 1, BARRIER_BELL, ABORT]).size).toBe(4);
    const c = new Int32Array(new SharedArrayBuffer(CONTROL_WORDS * 4));
    ringRank(c, 2);
    expect([Atomics.load(c, bellIndex(2)), Atomics.load(c, BARRIER_BELL)]).toEqual([0, 0]);
    Atomics.store(c, sleepIndex(2), ASLEEP);
    ringRank(c, 2);
    Atomics.store(c, sleepIndex(2), ASLEEP_IN_BARRIER);
    ringRank(c, 2);
    ringRank(c, 2);
    expect([Atomics.load(c, bellIndex(2)), Atomics.load(c, BARRIER_BELL)]).toEqual([1, 2]);
  });
});
