/** Bench rows of an app: each of its bench cases run side by side with the reference, one typed row each. */

import type { App, BenchCase } from './define.ts';
import type { Progress } from './progress.ts';
import { runSettings } from './run-settings.ts';
import { median } from './stats.ts';

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
  /** Load efficiency of the work units, a fraction in [0, 1]. */
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
    const settings = {
      ...runSettings(app, {
        ranks: c.ranks ?? 2,
        repeat: s.repeat,
        progress: s.progress,
        ...(c.balancer === undefined ? {} : { balancer: c.balancer }),
        ...(c.every === undefined ? {} : { every: c.every }),
      }),
      spin: s.spin,
    };
    const o = await app.run(settings, { ...app.values({}, s.quick), ...c.options });
    rows.push({
      app: app.name,
      case: c.label,
      topology: settings.topology,
      balancer: settings.balancing.label,
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
