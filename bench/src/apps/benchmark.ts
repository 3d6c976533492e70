/**
 * An app's benchmark as bench/ runs it: the app's declaration (its definition's `bench` field) and
 * the measurement, which returns the report (JSON the paper reproductions read) and its table.
 */
import type { App, AppBench, BenchOptions, BenchValues } from '@meshwork/harness';

/** What a benchmark returns: its JSON report, the same figures as a table, and whether every result was correct. */
export interface BenchReport {
  readonly json: object;
  readonly text: string;
  readonly correct: boolean;
}

export interface AppBenchmark<S extends BenchOptions = BenchOptions> {
  /** The app (its definition declares the options). */
  readonly app: App;
  readonly bench: AppBench<S>;
  /** Measure with checked values; `log` takes progress lines (stderr, silent with `--json`). */
  measure(values: BenchValues<S>, log: (line: string) => void): Promise<BenchReport>;
}

/** Tie a measurement to its app's declaration (types the values from it). */
export function appBenchmark<S extends BenchOptions>(app: App, bench: AppBench<S>, measure: AppBenchmark<S>['measure']): AppBenchmark {
  return { app, bench, measure } as unknown as AppBenchmark;
}
