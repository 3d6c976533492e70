/**
 * The adapter contract: one small file per app (apps/<app>.ts) maps the common run settings and
 * the app's own options onto the example's public exports, and returns what the summary needs.
 */
import type { MetricsTrace, Storage } from '@meshwork/runtime';
import type { Command } from 'commander';
import type { Balancing } from '../harness/balancing.js';
import type { Progress } from '../progress.js';

export interface RunSettings {
  /** Topology spec, e.g. `ring:4`, `mesh:2x2`. */
  readonly topology: string;
  readonly ranks: number;
  readonly storage: Storage;
  readonly balancing: Balancing;
  /** Repetitions of each side (medians reported). */
  readonly repeat: number;
  /** The cluster option `spin`: 'auto', on/off, or the longest spin of a wait in µs. */
  readonly spin: 'auto' | boolean | number;
  readonly progress: Progress;
  /** Record per-step loads and costs in the trace (`--trace`): the app runs its balancing driver even when static. */
  readonly record?: boolean;
}

export interface BalanceSummary {
  /** Balances that ran (including those the balancer skipped). */
  readonly balances: number;
  readonly skipped: number;
  /** Rows / planes / units that changed owner, and bytes moved, summed over balances. */
  readonly unitsMoved: number;
  readonly bytesMoved: number;
  /** Decision time summed over balances (slowest rank where the app reports it), ms. */
  readonly decisionMs: number;
  /** Mean max/avg of the load before and after the balances (NaN when unknown). */
  readonly beforeMaxOverAvg: number;
  readonly afterMaxOverAvg: number;
}

export interface AppOutcome {
  /** The application's answer in a few words, e.g. "1229 primes in [2, 10000]". */
  readonly result: string;
  /** The parallel result equals the sequential reference (bit for bit where the app says so). */
  readonly correct: boolean;
  readonly sequentialMs: readonly number[];
  readonly parallelMs: readonly number[];
  /** LE in percent from work units (deterministic) and thread CPU time (when measured). */
  readonly leWork: number;
  readonly leBusy: number | undefined;
  readonly balance: BalanceSummary | undefined;
  /** Per-phase, per-rank loads of the last parallel run (undefined if the app gives none). */
  readonly trace: MetricsTrace | undefined;
  /** Output files written (images). */
  readonly files: readonly string[];
  /** App-specific figures for --json. */
  readonly details: Readonly<Record<string, unknown>>;
}

export interface AppAdapter {
  readonly name: string;
  /** One line for `meshwork run --help` and the README. */
  readonly summary: string;
  readonly defaultBalancer: string;
  /**
   * Apps that pick their split themselves (sieve strategies, loop schedulers) list the names
   * `--balancer` accepts; the others take any balancer registered in @meshwork/runtime.
   */
  readonly ownBalancers?: readonly string[];
  /** Topology kinds the app's decomposition accepts. */
  readonly topologyKinds: readonly string[];
  /** Topology for `--ranks N`. */
  topologyFor(ranks: number): string;
  /** Add the app's own options to its subcommand. */
  addOptions(cmd: Command): void;
  run(settings: RunSettings, options: Record<string, unknown>): Promise<AppOutcome>;
}
