/**
 * The waits of a rank, one loop per kind (receive, ring room, barrier, a caller's condition): each
 * returns once its condition holds, moves link traffic meanwhile, honours the run's abort word and
 * its deadline, builds its error text only on failure and leaves the sleeping flag down. And the
 * spin rule: its choices for given threads and cores, and the poll and time bounds of a spin.
 */
import { describe, expect, it } from 'vitest';
import { Inbox } from '../src/comm/inbox.ts';
import { ABORT, sleepIndex } from '../src/comm/layout.ts';
import { Waiter, type WaitTraffic } from '../src/comm/waiter.ts';
import { createCluster, ErrorCodes } from '../src/index.ts';
import { SharedBarrier } from '../src/shm/barrier.ts';
import { SpscRing } from '../src/shm/ring.ts';
import {
  createWaitPolicy,
  DEFAULT_SPIN_MICROS,
  FREE_SPIN_MICROS,
  MAX_SPIN_MICROS,
  SPIN_CLOCK_POLLS,
  SPIN_POLLS,
  spinMore,
  spinRuleFor,
  type WaitPolicy,
} from '../src/shm/wait.ts';
import { COLLECTIVE_BARRIER } from '../src/timeline/codes.ts';
import { tryRead, tryWrite } from './helpers/ring-frames.ts';

/**
 * Traffic that counts its calls and at the `at`-th progress runs `arrive` (the condition comes
 * true). `beforeSleep` answers `quiet`: false sends the wait back to re-check instead of sleeping.
 */
class FakeTraffic implements WaitTraffic {
  progressCalls = 0;
  beforeSleepCalls = 0;
  private readonly at: number;
  private readonly arrive: () => void;
  private readonly quiet: unknown;
  constructor(at: number, arrive: () => void, quiet = true) {
    this.at = at;
    this.arrive = arrive;
    this.quiet = quiet;
  }
  progress(): boolean {
    this.progressCalls++;
    if (this.progressCalls === this.at) this.arrive();
    return false;
  }
  beforeSleep(): boolean {
    this.beforeSleepCalls++;
    return this.quiet;
  }
}

const NEVER = Number.POSITIVE_INFINITY;

function makeWaiter(options: Partial<WaitPolicy> = {}): { waiter: Waiter; control: Int32Array } {
  const control = new Int32Array(new SharedArrayBuffer(64 * 16));
  const policy = createWaitPolicy({ timeoutMs: 25, sliceMs: 5, abort: control, abortIndex: ABORT, ...options });
  return { waiter: new Waiter(control, 0, policy), control };
}

/** A ring with no room left for a frame of `FULL_BYTES` payload bytes. */
const FULL_BYTES = 64;
function fullRing(): SpscRing {
  const ring = SpscRing.create(256);
  while (tryWrite(ring, new Uint8Array(FULL_BYTES)));
  return ring;
}

interface Kind {
  readonly name: string;
  /** Start a wait whose condition never holds (unless the traffic makes it true), on a fresh waiter. */
  readonly wait: (waiter: Waiter, traffic: FakeTraffic | undefined) => void;
  /** Make the condition true (called by the traffic). */
  readonly satisfier: () => { arrive: () => void; wait: (waiter: Waiter) => void };
  readonly label: string;
}

const kinds: Kind[] = [
  {
    name: 'receive (untilDelivered)',
    wait: (waiter) => waiter.untilDelivered(new Inbox(), 3),
    satisfier: () => {
      const box = new Inbox();
      return { arrive: () => box.push(0, new Uint8Array(1)), wait: (w) => w.untilDelivered(box, 3) };
    },
    label: 'receive on rank 0 from rank 3',
  },
  {
    name: 'ring room (untilRoom)',
    wait: (waiter) => waiter.untilRoom(fullRing(), FULL_BYTES, 1),
    satisfier: () => {
      const ring = fullRing();
      const reader = new SpscRing(ring.buffer, 0, ring.capacity);
      return { arrive: () => void tryRead(reader), wait: (w) => w.untilRoom(ring, FULL_BYTES, 1) };
    },
    label: 'send from rank 0 to rank 1 (link full',
  },
  {
    name: 'barrier (untilReleased)',
    wait: (waiter) => {
      const barrier = SharedBarrier.create(2);
      waiter.untilReleased(barrier, barrier.arrive().generation);
    },
    satisfier: () => {
      const barrier = SharedBarrier.create(2);
      const generation = barrier.arrive().generation;
      return { arrive: () => void barrier.arrive(), wait: (w) => w.untilReleased(barrier, generation) };
    },
    label: 'barrier on rank 0 (waiting for all 2 ranks)',
  },
  {
    name: 'barrier asleep on the barrier bell (untilReleased, onBarrierBell)',
    wait: (waiter) => {
      const barrier = SharedBarrier.create(2);
      waiter.untilReleased(barrier, barrier.arrive().generation, undefined, COLLECTIVE_BARRIER, true);
    },
    satisfier: () => {
      const barrier = SharedBarrier.create(2);
      const generation = barrier.arrive().generation;
      return {
        arrive: () => void barrier.arrive(),
        wait: (w) => w.untilReleased(barrier, generation, undefined, COLLECTIVE_BARRIER, true),
      };
    },
    label: 'barrier on rank 0 (waiting for all 2 ranks)',
  },
  {
    name: "a caller's condition (block)",
    wait: (waiter) =>
      waiter.block(
        () => false,
        () => 'the test condition',
      ),
    satisfier: () => {
      let done = false;
      return { arrive: () => (done = true), wait: (w) => w.block(() => done, 'the test condition') };
    },
    label: 'the test condition',
  },
];

describe.each(kinds)('wait kind: $name', (kind) => {
  it.each([
    { spin: 'spinning', options: { spinIterations: 1000, spinMicros: NEVER } },
    { spin: 'not spinning', options: { spinIterations: 0 } },
  ])('returns once traffic makes its condition true ($spin), with the sleeping flag down', ({ options }) => {
    // Past the spin, each round announces the sleep, moves traffic, re-checks; `beforeSleep`
    // answers "something moved", so the wait checks again instead of sleeping.
    for (const at of [1, 5, 1500]) {
      const { waiter, control } = makeWaiter({ ...options, timeoutMs: 60_000 });
      const { arrive, wait } = kind.satisfier();
      const traffic = new FakeTraffic(at, arrive, false);
      waiter.attach(traffic);
      wait(waiter);
      expect(traffic.progressCalls).toBe(at);
      expect(Atomics.load(control, sleepIndex(0))).toBe(0);
    }
  });

  it('after a sleep it re-checks and returns', () => {
    const { waiter, control } = makeWaiter({ spinIterations: 0, timeoutMs: 60_000 });
    const { arrive, wait } = kind.satisfier();
    const traffic = new FakeTraffic(2, arrive);
    waiter.attach(traffic);
    wait(waiter);
    expect({ progress: traffic.progressCalls, beforeSleep: traffic.beforeSleepCalls }).toEqual({ progress: 2, beforeSleep: 1 });
    expect(Atomics.load(control, sleepIndex(0))).toBe(0);
  });

  it('throws MW_DEADLINE_EXCEEDED naming what it waited for, flag down, after sleeping with the IDLE/ROOM hook', () => {
    const { waiter, control } = makeWaiter();
    const traffic = new FakeTraffic(0, () => {});
    waiter.attach(traffic);
    expect(() => kind.wait(waiter, traffic)).toThrow(
      expect.objectContaining({ code: ErrorCodes.DEADLINE_EXCEEDED, message: expect.stringContaining(kind.label) }),
    );
    expect(traffic.progressCalls).toBeGreaterThan(0);
    expect(traffic.beforeSleepCalls).toBeGreaterThan(0);
    expect(Atomics.load(control, sleepIndex(0))).toBe(0);
  });

  it.each([{ spinIterations: 0 }, { spinIterations: SPIN_POLLS, spinMicros: 10 }])(
    'throws MW_ABORTED when the abort word is set (spin budget $spinIterations polls)',
    (options) => {
      const { waiter, control } = makeWaiter({ ...options, timeoutMs: 10_000 });
      Atomics.store(control, ABORT, 1);
      expect(() => kind.wait(waiter, undefined)).toThrow(
        expect.objectContaining({ code: ErrorCodes.ABORTED, message: expect.stringContaining(kind.label) }),
      );
      expect(Atomics.load(control, sleepIndex(0))).toBe(0);
    },
  );
});

describe('wait labels are built only when a wait fails', () => {
  it('block calls a label function only on failure', () => {
    const { waiter } = makeWaiter();
    let built = 0;
    const what = () => {
      built++;
      return 'lazy label';
    };
    waiter.block(() => true, what);
    expect(built).toBe(0);
    expect(() => waiter.block(() => false, what)).toThrow(expect.objectContaining({ message: expect.stringContaining('lazy label') }));
    expect(built).toBe(1);
  });
});

describe('the spin rule', () => {
  it.each([
    { threads: 1, cores: 2, spins: true },
    { threads: 2, cores: 2, spins: true },
    { threads: 4, cores: 8, spins: true },
    { threads: 3, cores: 2, spins: false },
    { threads: 8, cores: 2, spins: false },
    { threads: 2, cores: 1, spins: false },
  ])('$threads threads on $cores cores: spins $spins', ({ threads, cores, spins }) => {
    const rule = spinRuleFor(threads, cores);
    if (spins) {
      expect(rule).toEqual({
        iterations: Number.MAX_SAFE_INTEGER,
        micros: DEFAULT_SPIN_MICROS,
        maxMicros: MAX_SPIN_MICROS,
        freeMicros: FREE_SPIN_MICROS,
      });
    } else {
      expect(rule).toEqual({ iterations: 0, micros: 0, maxMicros: 0, freeMicros: 0 });
    }
  });

  it('a spin stops after its poll cap when time does not bound it', () => {
    const policy = createWaitPolicy({ spinIterations: 300, spinMicros: NEVER });
    const clock = new Float64Array(1);
    let polls = 0;
    while (spinMore(policy, polls, clock)) polls++;
    expect(polls).toBe(300);
  });

  it('a spin with no time left stops at its second clock read, never before its first', () => {
    const policy = createWaitPolicy({ spinIterations: SPIN_POLLS, spinMicros: 0 });
    const clock = new Float64Array(1);
    let polls = 0;
    while (spinMore(policy, polls, clock)) polls++;
    expect(polls).toBe(2 * SPIN_CLOCK_POLLS - 1);
  });

  it('a policy without spinning never polls', () => {
    expect(spinMore(createWaitPolicy(), 0, new Float64Array(1))).toBe(false);
  });

  it.each([
    {
      spin: 'auto',
      cores: 4,
      iterations: Number.MAX_SAFE_INTEGER,
      micros: DEFAULT_SPIN_MICROS,
      max: MAX_SPIN_MICROS,
      free: FREE_SPIN_MICROS,
    },
    { spin: 'auto', cores: 1, iterations: 0, micros: 0, max: 0, free: 0 },
    {
      spin: true,
      cores: 1,
      iterations: Number.MAX_SAFE_INTEGER,
      micros: DEFAULT_SPIN_MICROS,
      max: MAX_SPIN_MICROS,
      free: FREE_SPIN_MICROS,
    },
    { spin: false, cores: 4, iterations: 0, micros: 0, max: 0, free: 0 },
    { spin: 0, cores: 4, iterations: 0, micros: 0, max: 0, free: 0 },
    { spin: 30, cores: 1, iterations: Number.MAX_SAFE_INTEGER, micros: 30, max: 30, free: 0 },
  ] as const)('cluster option spin: $spin on $cores cores', ({ spin, cores, iterations, micros, max, free }) => {
    const c = createCluster({ topology: 'chain:2', spin, cores });
    expect({ iterations: c.spinIterations, micros: c.spinMicros, max: c.spinMaxMicros, free: c.spinFreeMicros }).toEqual({
      iterations,
      micros,
      max,
      free,
    });
    expect(c.threadCount).toBe(0);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, 'yes'])('cluster option spin: %s is rejected', (spin) => {
    expect(() => createCluster({ topology: 'chain:2', spin: spin as number })).toThrow(
      expect.objectContaining({ code: ErrorCodes.INVALID_ARGUMENT, message: expect.stringContaining('spin') }),
    );
  });
});
