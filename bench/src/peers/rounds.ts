/**
 * Interleaved rounds: every side runs once per round, after one short warm-up job each. Each run
 * reports one or two times (compute, job); each run's result is checked against the reference,
 * and a wrong result stops the bench.
 *
 * The order within a round (`roundOrder`): the sides that run on threads first, rotated by one
 * from round to round, then the sides that run on the host thread (the sequential reference, the
 * plain loop). The host's sides allocate their grids anew each run (tens of MB of arrays), and the
 * host's major garbage collection that this starts falls into the run that follows them: with a
 * fixed order that was always the same side's. Measured on 2026-11-28 (`node --trace-gc
 * dist/peers/run.js --only stencil`): the host's incremental mark-compact finished 9-16 ms into
 * Meshwork distributed's run, its pause 4.5-13 ms on a core the two ranks needed, while the peer,
 * two sides later, had none; distributed read 1.09-1.22x the peer in eight runs of that order,
 * 1.06-1.12x in seven with the rotation below. Rotating the whole list
 * would not help (the side after the plain loop stays the same), so only the threaded sides rotate;
 * and before every threaded side's timed run the host's collection is run to its end (`quietHost`
 * of `@meshwork/harness`, the same step as the CLI's comparisons; not before the host's own sides:
 * see its note).
 */
import { quietHost } from '@meshwork/harness';
import { bug } from '@meshwork/runtime/plugin';

export interface SideRun {
  /** Named times of this run, ms (e.g. { compute, job }). */
  readonly times: Readonly<Record<string, number>>;
  /** The result equals the sequential reference. */
  readonly correct: boolean;
}

export interface Side {
  readonly name: string;
  /** Runs on the host thread (a sequential reference, a plain loop); the others run on threads. */
  readonly onHost?: boolean;
  warmup(): Promise<unknown>;
  run(): Promise<SideRun>;
}

export interface RoundsOptions {
  /** Timed runs per side: the first, then the warm ones (e.g. 1 + 7). */
  readonly runs: number;
  /**
   * Untimed whole runs of each side after its short warm-up job (default 0), in rounds of the same
   * order: the first timed run is then a warm one. The code a balance runs reaches V8's optimizing
   * tiers only after tens of runs (bench/README.md, "Warm-up").
   */
  readonly warmups?: number;
  readonly log?: (line: string) => void;
}

/** Series `${side} ${time}` -> ms per timed run, in run order. */
export async function runRounds(sides: readonly Side[], o: RoundsOptions): Promise<Map<string, number[]>> {
  const series = new Map<string, number[]>();
  for (const s of sides) await s.warmup();
  const warmups = o.warmups ?? 0;
  // the untimed rounds first, then the timed ones; each kind counts its rounds from 0
  for (let n = 0; n < warmups + o.runs; n++) {
    const timed = n >= warmups;
    const k = timed ? n - warmups : n;
    const run = timed ? `run ${k + 1}` : `untimed run ${k + 1}`;
    for (const s of roundOrder(sides, k)) {
      if (s.onHost !== true) await quietHost();
      const r = await s.run();
      if (!r.correct) throw bug(`peers: ${s.name}, ${run}: the result differs from the sequential reference`);
      if (!timed) continue;
      for (const [what, ms] of Object.entries(r.times)) {
        const key = `${s.name} ${what}`;
        const list = series.get(key) ?? [];
        list.push(ms);
        series.set(key, list);
      }
    }
    o.log?.(timed ? `  round ${k + 1}/${o.runs}` : `  untimed round ${k + 1}/${warmups}`);
  }
  return series;
}

/**
 * The running order of round `k`: the threaded sides rotated by `k` (each one first, and so right
 * after the previous round's host sides, in one round of every n), then the host's sides as given.
 */
export function roundOrder<S extends Pick<Side, 'onHost'>>(sides: readonly S[], k: number): S[] {
  const threaded = sides.filter((s) => s.onHost !== true);
  const host = sides.filter((s) => s.onHost === true);
  const n = threaded.length;
  const shift = n === 0 ? 0 : k % n;
  return [...threaded.slice(shift), ...threaded.slice(0, shift), ...host];
}
