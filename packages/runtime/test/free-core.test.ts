/**
 * Spinning on while a core is free (../src/shm/free-core.ts): the runnable count read from
 * /proc/loadavg's bytes, the probe against the cores, and a wait's spin past its budget, which
 * goes on exactly while the probe says a core is free (counted probe calls, not timings).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Waiter } from '../src/comm/waiter.ts';
import { type FreeCoreProbe, openFreeCore, runnableOf } from '../src/shm/free-core.ts';
import { createWaitPolicy, FREE_CORE_LOOK_MICROS } from '../src/shm/wait.ts';

const bytes = (s: string): [Uint8Array, number] => {
  const b = new TextEncoder().encode(s);
  return [b, b.length];
};

describe('runnableOf', () => {
  it.each([
    ['0.52 0.58 0.59 3/468 12345\n', 3],
    ['12.00 8.50 4.25 17/2048 99\n', 17],
    ['0.00 0.00 0.00 1/1 1', 1],
    ['0.52 0.58 0.59 /468 12345\n', -1],
    ['0.52 0.58 0.59 3x/468 12345\n', -1],
    ['0.52 0.58 3/468\n', -1],
    ['0.52 0.58 0.59 3', -1],
    ['', -1],
  ])('%j -> %d', (text, want) => {
    const [b, n] = bytes(text);
    expect(runnableOf(b, n)).toBe(want);
  });

  it('reads only the given length', () => {
    const [b] = bytes('0.52 0.58 0.59 3/468 12345\n');
    expect(runnableOf(b, 16)).toBe(-1);
  });
});

describe('openFreeCore', () => {
  const dir = mkdtempSync(join(tmpdir(), 'meshwork-free-core-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, text: string): string => {
    const p = join(dir, name);
    writeFileSync(p, text);
    return p;
  };

  it.each([
    { running: 1, cores: 2, free: true },
    { running: 2, cores: 2, free: true },
    { running: 3, cores: 2, free: false },
    { running: 9, cores: 8, free: false },
  ])('$running runnable threads on $cores cores: free $free', ({ running, cores, free }) => {
    const probe = openFreeCore(cores, file(`la-${running}-${cores}`, `0.10 0.20 0.30 ${running}/300 4242\n`)) as FreeCoreProbe;
    expect(probe).toBeDefined();
    expect(probe.free()).toBe(free);
    // each look reads the file again
    expect(probe.free()).toBe(free);
    probe.close();
    expect(probe.free()).toBe(false);
  });

  it('is undefined where the file is missing or has another shape', () => {
    expect(openFreeCore(2, join(dir, 'missing'))).toBeUndefined();
    expect(openFreeCore(2, file('other', 'not a load average\n'))).toBeUndefined();
  });

  it('reads this machine where /proc/loadavg exists', () => {
    const probe = openFreeCore(1_000_000);
    if (process.platform === 'linux') {
      expect(probe?.free()).toBe(true);
      probe?.close();
    } else expect(probe).toBeUndefined();
  });
});

/** A probe that says "free" `times` times, then "busy"; counts its calls. */
class Scripted implements FreeCoreProbe {
  calls = 0;
  private readonly times: number;
  constructor(times: number) {
    this.times = times;
  }
  free(): boolean {
    return ++this.calls <= this.times;
  }
  close(): void {}
}

/** Spin a waiter until its spin ends; returns µs spun. */
function spinOut(probe: FreeCoreProbe | undefined, budgetUs: number, freeUs: number): number {
  const policy = createWaitPolicy({
    spinIterations: Number.MAX_SAFE_INTEGER,
    spinMicros: budgetUs,
    spinFreeMicros: freeUs,
    freeCore: probe,
  });
  const waiter = new Waiter(new Int32Array(new SharedArrayBuffer(64 * 16)), 0, policy);
  const t0 = performance.now();
  for (let i = 0; waiter.spinMore(i); i++);
  return (performance.now() - t0) * 1000;
}

describe('a spin past its budget while a core is free', () => {
  it('ends at the budget when the first look finds no free core', () => {
    const probe = new Scripted(0);
    spinOut(probe, 50, 20_000);
    expect(probe.calls).toBe(1);
  });

  it('goes on while the probe says free and ends at the first "busy"', () => {
    const probe = new Scripted(3);
    const us = spinOut(probe, 50, 1_000_000);
    expect(probe.calls).toBe(4);
    // three looks said free, each good for FREE_CORE_LOOK_MICROS more
    expect(us).toBeGreaterThanOrEqual(50 + 3 * FREE_CORE_LOOK_MICROS);
  });

  it('ends at spinFreeMicros however free the machine is', () => {
    const probe = new Scripted(Number.MAX_SAFE_INTEGER);
    const us = spinOut(probe, 50, 2000);
    expect(us).toBeGreaterThanOrEqual(2000);
    // one look per FREE_CORE_LOOK_MICROS at most, from the budget's end to the cap
    expect(probe.calls).toBeGreaterThanOrEqual(1);
    expect(probe.calls).toBeLessThanOrEqual(Math.ceil((2000 - 50) / FREE_CORE_LOOK_MICROS) + 1);
  });

  it('never looks without a free-spin allowance or without a probe', () => {
    const probe = new Scripted(Number.MAX_SAFE_INTEGER);
    spinOut(probe, 50, 0);
    expect(probe.calls).toBe(0);
    expect(spinOut(undefined, 50, 20_000)).toBeLessThan(20_000);
  });
});
