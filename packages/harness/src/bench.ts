/** Bench rows of an app: each of its bench cases run side by side with the reference, one typed row each. */
import { parseTopology } from '@meshwork/runtime';
import { resolveBalancing } from './balancing.js';
import { balancingOf } from './command.js';
import type { App, BenchCase } from './define.js';
import type { Progress } from './progress.js';
import { median } from './stats.js';

/** One bench row: a case of an app, its medians and the check. */
export interface BenchRow<D extends object = object> {
  readonly app: string;
  readonly case: string;
  readonly topology: string;
  readonly balancer: string;
  readonly sequentialMs: readonly number[];
  readonly parallelMs: readonly number[];
  /** median(sequential) / median(parallel). */
  readonly speedup: number;
  readonly leWork: number;
  readonly correct: boolean;
  readonly result: string;
  readonly details: D;
}

/** Settings of a bench run. */
export interface BenchSettings {
  readonly quick: boolean;
  readonly repeat: number;
  readonly spin: 'auto' | boolean | number;
  readonly progress: Progress;
}

/** Run `cases` (default: the app's own) and return a row each. */
export async function benchApp<O extends object, D extends object>(
  app: App<O, D>,
  s: BenchSettings,
  cases?: readonly BenchCase<O>[],
): Promise<BenchRow<D>[]> {
  const rows: BenchRow<D>[] = [];
  for (const c of cases ?? app.benchCases(s.quick)) {
    const topology = app.topologyFor(c.ranks ?? 2);
    const flags = { repeat: s.repeat, spin: 'auto' as const, ...(c.balancer === undefined ? {} : { balancer: c.balancer }) };
    const balancing =
      app.ownBalancers === undefined && c.every !== undefined
        ? resolveBalancing({ ...flags, every: c.every }, { balancer: app.defaultBalancer })
        : balancingOf(app, flags);
    const o = await app.run(
      {
        topology,
        ranks: parseTopology(topology).size,
        storage: 'distributed',
        balancing,
        repeat: s.repeat,
        spin: s.spin,
        progress: s.progress,
      },
      { ...app.values({}, s.quick), ...c.options },
    );
    rows.push({
      app: app.name,
      case: c.label,
      topology,
      balancer: balancing.label,
      sequentialMs: o.sequentialMs,
      parallelMs: o.parallelMs,
      speedup: median(o.sequentialMs) / median(o.parallelMs),
      leWork: o.leWork,
      correct: o.correct,
      result: o.result,
      details: o.details,
    });
  }
  return rows;
}
