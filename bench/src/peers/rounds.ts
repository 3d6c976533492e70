/**
 * Interleaved rounds: every side runs once per round, in a fixed order (A B C A B C ...), after
 * one short warm-up job each. Each run reports one or two times (compute, job); each run's result
 * is checked against the reference, and a wrong result stops the bench.
 */
import { bug } from '@meshwork/runtime/plugin';

export interface SideRun {
  /** Named times of this run, ms (e.g. { compute, job }). */
  readonly times: Readonly<Record<string, number>>;
  /** The result equals the sequential reference. */
  readonly correct: boolean;
}

export interface Side {
  readonly name: string;
  warmup(): Promise<unknown>;
  run(): Promise<SideRun>;
}

export interface RoundsOptions {
  /** Timed runs per side: the first, then the warm ones (e.g. 1 + 7). */
  readonly runs: number;
  readonly log?: (line: string) => void;
}

/** Series `${side} ${time}` -> ms per timed run, in run order. */
export async function runRounds(sides: readonly Side[], o: RoundsOptions): Promise<Map<string, number[]>> {
  const series = new Map<string, number[]>();
  for (const s of sides) await s.warmup();
  for (let k = 0; k < o.runs; k++) {
    for (const s of sides) {
      const r = await s.run();
      if (!r.correct) throw bug(`peers: ${s.name}, run ${k + 1}: the result differs from the sequential reference`);
      for (const [what, ms] of Object.entries(r.times)) {
        const key = `${s.name} ${what}`;
        const list = series.get(key) ?? [];
        list.push(ms);
        series.set(key, list);
      }
    }
    o.log?.(`  round ${k + 1}/${o.runs}`);
  }
  return series;
}
