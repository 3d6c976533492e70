/**
 * Every balancing driver comes back with its rank's metrics (balancer, policy, phases, balances),
 * and a driver of a balancer other than `static` under the policy `never` is said once per
 * cluster: a process warning with the code MW_NEVER_BALANCES.
 */
import { afterAll, afterEach, beforeEach, expect, it } from 'vitest';
import { createCluster, ErrorCodes } from '../src/index.ts';
import type { DriverLogOptions } from './programs/driver-log.ts';

const PROGRAM = new URL('./programs/driver-log.ts', import.meta.url);
const cluster = createCluster({ topology: 'chain:2' });
afterAll(() => cluster.close());

let warnings: Error[] = [];
const onWarning = (w: Error) => warnings.push(w);
beforeEach(() => {
  warnings = [];
  process.on('warning', onWarning);
});
afterEach(() => {
  process.off('warning', onWarning);
});

const run = (o: DriverLogOptions) => cluster.run<number>(PROGRAM, o, { timeoutMs: 60_000 });
/** Warnings are emitted on the next tick: let them arrive. */
const settle = () => new Promise((resolve) => setImmediate(resolve));
const never = () => warnings.filter((w) => (w as { code?: string }).code === ErrorCodes.NEVER_BALANCES);

it("the rank metrics carry each driver's balancer, policy, phases and balances", async () => {
  const r = await run({ balancer: 'keeper', policy: 'listed', balanceAt: [1, 3], phases: 5 });
  expect(r.results).toEqual([2, 2]);
  for (const rank of r.ranks) {
    expect(rank.drivers?.length).toBe(1);
    const d = rank.drivers?.[0];
    expect(d).toMatchObject({ balancer: 'keeper', policy: 'listed', phases: 5 });
    expect(d?.balances.map((b) => b.phase)).toEqual([1, 3]);
  }
  await settle();
  expect(never()).toEqual([]);
});

it('a driver keeps the details of its last 256 balances; older reports keep everything else', async () => {
  const r = await run({ balancer: 'keeper', policy: 'every', balanceAt: [], phases: 300, everyPhase: true });
  expect(r.results).toEqual([300, 300]);
  for (const rank of r.ranks) {
    const balances = rank.drivers?.[0]?.balances ?? [];
    expect(balances.map((b) => b.phase)).toEqual(Array.from({ length: 300 }, (_, i) => i));
    // the first 44 lost their details, the last 256 carry the phase their decision saw
    expect(balances.slice(0, 44).every((b) => b.details === undefined)).toBe(true);
    expect(balances.slice(44).map((b) => b.details?.phase)).toEqual(Array.from({ length: 256 }, (_, i) => i + 44));
  }
});

it('a driver under never says so once per cluster, naming the balancer; static under never is silent', async () => {
  await run({ balancer: 'static', policy: 'never', balanceAt: [], phases: 3 });
  await settle();
  expect(never()).toEqual([]);
  for (let i = 0; i < 3; i++) {
    const r = await run({ balancer: 'keeper', policy: 'never', balanceAt: [], phases: 3 });
    expect(r.ranks[0]?.drivers?.[0]).toMatchObject({ balancer: 'keeper', policy: 'never', balances: [] });
  }
  await settle();
  const seen = never();
  expect(seen.length).toBe(1);
  expect(seen[0]?.message).toMatch(/"keeper" under the policy "never", so it never balances/);
  // another balancer under never: its own warning, once
  await run({ balancer: 'other', policy: 'never', balanceAt: [], phases: 2 });
  await run({ balancer: 'other', policy: 'never', balanceAt: [], phases: 2 });
  await settle();
  expect(never().map((w) => /"(\w+)" under/.exec(w.message)?.[1])).toEqual(['keeper', 'other']);
});
