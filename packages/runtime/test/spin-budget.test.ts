/**
 * The adaptive spin budget (a rank's waits learn how long to spin from how long they waited) and
 * the wait statistics every rank reports: blocked and slept waits, and wake-ups timed from the
 * ring stamp of the rank that rang (a real second thread, handshakes, no sleeps in the test).
 */
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { ABORT, bellIndex, ringStampIndex, sleepIndex } from '../src/comm/layout.ts';
import { Waiter, type WaitTraffic } from '../src/comm/waiter.ts';
import { SharedBarrier } from '../src/shm/barrier.ts';
import { SpinBudget, untilRung } from '../src/shm/spin-budget.ts';
import { createWaitPolicy, DEFAULT_SPIN_MICROS, MAX_SPIN_MICROS } from '../src/shm/wait.ts';

describe('SpinBudget', () => {
  it('a fixed budget (min = max) never moves', () => {
    const b = new SpinBudget(30, 30);
    for (const us of [1, 10, 100, 10_000]) b.learn(us);
    expect(b.micros).toBe(30);
  });

  it('steady short waits grow the budget to twice the typical wait', () => {
    const b = new SpinBudget(DEFAULT_SPIN_MICROS, MAX_SPIN_MICROS);
    for (let i = 0; i < 100; i++) b.learn(200);
    expect(b.micros).toBeCloseTo(400, 6);
  });

  it('waits too long to spin through bring it back to the minimum', () => {
    const b = new SpinBudget(DEFAULT_SPIN_MICROS, MAX_SPIN_MICROS);
    for (let i = 0; i < 100; i++) b.learn(200);
    for (let i = 0; i < 100; i++) b.learn(5000);
    expect(b.micros).toBe(DEFAULT_SPIN_MICROS);
  });

  it('one long wait among short ones does not switch a steady rank to sleeping', () => {
    const b = new SpinBudget(DEFAULT_SPIN_MICROS, MAX_SPIN_MICROS);
    for (let i = 0; i < 100; i++) b.learn(100);
    b.learn(2000);
    // log2 moves a quarter of the way: 100 * (20)^(1/4) = 211 µs typical
    expect(b.micros).toBeCloseTo(2 * 100 * 20 ** 0.25, 6);
    expect(b.micros).toBeLessThan(MAX_SPIN_MICROS);
  });

  it('waits shorter than the minimum keep the minimum', () => {
    const b = new SpinBudget(DEFAULT_SPIN_MICROS, MAX_SPIN_MICROS);
    for (let i = 0; i < 50; i++) b.learn(1);
    expect(b.micros).toBe(DEFAULT_SPIN_MICROS);
  });
});

/** Traffic that makes the condition true at its `at`-th progress call. */
class Arrive implements WaitTraffic {
  calls = 0;
  private readonly at: number;
  private readonly arrive: () => void;
  constructor(at: number, arrive: () => void) {
    this.at = at;
    this.arrive = arrive;
  }
  progress(): boolean {
    if (++this.calls === this.at) this.arrive();
    return false;
  }
  beforeSleep(): boolean {
    return true;
  }
}

function waiterOf(options: Parameters<typeof createWaitPolicy>[0]): { waiter: Waiter; control: Int32Array } {
  const control = new Int32Array(new SharedArrayBuffer(64 * 16));
  return { waiter: new Waiter(control, 0, createWaitPolicy({ abort: control, abortIndex: ABORT, timeoutMs: 5000, ...options })), control };
}

describe('wait statistics', () => {
  it('a wait that ends within its first 64 polls is not booked', () => {
    const { waiter } = waiterOf({ spinIterations: 10_000, spinMicros: 1e6 });
    let done = false;
    waiter.attach(new Arrive(10, () => (done = true)));
    waiter.block(() => done, 'test');
    expect(waiter.stats.blocked).toBe(0);
  });

  it('a wait that ends while spinning past 64 polls is blocked, not slept', () => {
    const { waiter } = waiterOf({ spinIterations: 10_000, spinMicros: 1e6 });
    let done = false;
    waiter.attach(new Arrive(500, () => (done = true)));
    waiter.block(() => done, 'test');
    expect(waiter.stats).toMatchObject({ blocked: 1, slept: 0, sleptMs: 0, wakeups: 0 });
    expect(waiter.stats.blockedMs).toBeGreaterThan(0);
  });

  it('a wait that sleeps (no spinning) and times out of its slice is slept, with no wake-up', () => {
    const { waiter } = waiterOf({ spinIterations: 0, sliceMs: 2 });
    let done = false;
    // the first progress precedes the first sleep; the second follows it
    waiter.attach(new Arrive(2, () => (done = true)));
    waiter.block(() => done, 'test');
    expect(waiter.stats).toMatchObject({ blocked: 1, slept: 1, wakeups: 0 });
    expect(waiter.stats.sleptMs).toBeGreaterThan(0);
    expect(waiter.stats.blockedMs).toBeGreaterThanOrEqual(waiter.stats.sleptMs);
  });

  it('a rank rung by another thread times its wake-up from the ringer stamp', async () => {
    const { waiter, control } = waiterOf({ spinIterations: 0, sliceMs: 10_000 });
    const barrier = new SharedBarrier(control, 16, 2);
    const generation = Atomics.load(control, 17);
    // The other thread: waits until rank 0 sleeps, releases the barrier, stamps and rings it (Waiter.ring's protocol).
    const ringer = new Worker(
      `const { workerData: w } = require('node:worker_threads');
       const c = new Int32Array(w.buffer); const f = new Float64Array(w.buffer);
       while (Atomics.load(c, w.sleep) === 0) Atomics.wait(c, w.sleep, 0, 1);
       Atomics.store(c, 16, 0); Atomics.add(c, 17, 1);
       f[w.stamp] = performance.timeOrigin + performance.now();
       Atomics.add(c, w.bell, 1); Atomics.notify(c, w.bell);`,
      { eval: true, workerData: { buffer: control.buffer, sleep: sleepIndex(0), bell: bellIndex(0), stamp: ringStampIndex(0) } },
    );
    const exited = new Promise((resolve) => ringer.once('exit', resolve));
    Atomics.add(control, 16, 1);
    waiter.untilReleased(barrier, generation);
    await exited;
    expect(waiter.stats).toMatchObject({ blocked: 1, slept: 1, wakeups: 1 });
    expect(waiter.stats.wakeMs).toBeGreaterThanOrEqual(0);
    expect(waiter.stats.wakeMs).toBeLessThanOrEqual(waiter.stats.sleptMs);
  });
});

describe('what a wait that slept teaches the budget', () => {
  it('the wait until it was rung, not the wake-up after it', () => {
    // 1.4 ms waited, 1.0 ms of it the wake-up: the partner was 0.4 ms behind
    expect(untilRung(1400, 1.0)).toBeCloseTo(400, 9);
    expect(untilRung(300, 0)).toBe(300);
    // a stamp later than the wait began is clamped, never negative
    expect(untilRung(100, 0.5)).toBe(0);
  });

  it('a partner 0.4 ms behind keeps a spin that catches it, whatever the wake-ups cost', () => {
    const withWakeups = new SpinBudget(50, 1000);
    const untilRingOnly = new SpinBudget(50, 1000);
    for (let i = 0; i < 40; i++) {
      withWakeups.learn(400 + 1000); // what the budget learnt before: the wait with a 1 ms wake-up
      untilRingOnly.learn(untilRung(400 + 1000, 1.0));
    }
    expect(withWakeups.micros).toBe(50); // twice 1.4 ms is past the 1 ms cap: back to sleeping
    expect(untilRingOnly.micros).toBeGreaterThan(700); // about twice the 0.4 ms wait
  });
});
