import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { activeClock, CLOCK_BASE_NS } from '../src/metrics/clock.ts';
import { createBusyClock, releaseBusyClock, wallNs } from '../src/metrics/index.ts';

function spin(iterations: number): number {
  let x = 0;
  for (let i = 0; i < iterations; i++) x += Math.sqrt(i);
  return x;
}

describe('busy clock', () => {
  it('reports its source: schedstat where /proc/thread-self/schedstat exists, else wall', () => {
    const clock = createBusyClock();
    expect(clock.source).toBe(existsSync('/proc/thread-self/schedstat') ? 'schedstat' : 'wall');
  });

  it('is monotonic non-decreasing', () => {
    const clock = createBusyClock();
    let prev = clock.now();
    expect(Number.isFinite(prev)).toBe(true);
    expect(prev).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < 200; i++) {
      spin(1000);
      const t = clock.now();
      expect(t).toBeGreaterThanOrEqual(prev);
      prev = t;
    }
  });

  it('keeps working after the descriptor is released', () => {
    const clock = createBusyClock();
    const before = clock.now();
    releaseBusyClock();
    spin(10_000);
    expect(clock.now()).toBeGreaterThanOrEqual(before);
    expect(createBusyClock().source).toBe(clock.source);
  });

  it('wallNs is monotonic non-decreasing, in whole ns, and follows performance.now', () => {
    let prev = wallNs();
    for (let i = 0; i < 100; i++) {
      const t = wallNs();
      expect(t).toBeGreaterThanOrEqual(prev);
      expect(Number.isInteger(t)).toBe(true);
      prev = t;
    }
    // 2 ms of performance.now are 2e6 ns of wallNs, to the rounding of each read
    const w0 = wallNs();
    const p0 = performance.now();
    while (performance.now() - p0 < 2);
    const dw = wallNs() - w0;
    expect(dw).toBeGreaterThanOrEqual(2e6 - 1);
    expect(dw).toBeLessThan(1e9);
  });

  it('every clock reads whole ns from CLOCK_BASE_NS (2^31) on, from its first reading: never a small integer', () => {
    // V8 keeps integers below 2^30 untagged: a reading that crossed it changed the layout of the
    // objects holding readings, inside a run (./src/metrics/clock.ts)
    expect(CLOCK_BASE_NS).toBe(2 ** 31);
    let blocked = 0;
    const clocks = [{ now: wallNs }, createBusyClock(), activeClock(() => blocked)];
    for (const c of clocks) {
      const t = c.now();
      expect(t).toBeGreaterThanOrEqual(CLOCK_BASE_NS);
      expect(Number.isInteger(t)).toBe(true);
    }
    // a fraction of a ms blocked still reads whole ns, and never backwards
    const active = clocks[2] as { now(): number };
    const before = active.now();
    blocked = 0.0123456;
    const after = active.now();
    expect(Number.isInteger(after)).toBe(true);
    expect(after).toBeGreaterThanOrEqual(before);
  });
});
