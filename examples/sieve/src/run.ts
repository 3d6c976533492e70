/** Run the sieve sequentially and on a cluster, side by side, and report speedup, LE and the balance. */
import { createCluster, ErrorCodes, loadEfficiency, MeshworkError, parseTopology, type RunResult } from '@meshwork/runtime';
import { checkOptions, type SieveProgramOptions } from './options.js';
import { SievePool } from './pool.js';
import type { CalibrationReport, SieveRankResult } from './program.js';
import { sieveSequential } from './sequential.js';

export interface SieveRunConfig extends Omit<SieveProgramOptions, 'list'> {
  /** Topology spec, e.g. `chain:2`, `ring:4`, `mesh:2x2`, `hypercube:3`. */
  readonly topology: string;
  /** Repetitions of each side (median reported). */
  readonly repeat: number;
  /** Return the primes too (kept from the last repetition). */
  readonly list?: boolean;
}

export interface BalancerSummary {
  readonly name: string;
  /** Model and its parameters (fitted exponent, ...). */
  readonly model: string | undefined;
  readonly params: unknown;
  /** Slowest and fastest rank's decision time (Newton on each rank + allgathers, waiting included). */
  readonly decisionMs: number;
  readonly decisionMsMin: number;
  /** Newton iterations (max over the bounds). */
  readonly sweeps: number;
  /** LE the model predicts for its cuts. */
  readonly predictedLE: number | undefined;
  readonly speeds: unknown;
}

export interface SieveReport {
  readonly config: SieveRunConfig;
  readonly ranks: number;
  /** Sequential reference, ms per repetition. */
  readonly sequentialMs: number[];
  /** Host wall time of each `cluster.run` (dispatch to the threads included), ms. */
  readonly parallelMs: number[];
  /** Rank 0's time from the first barrier to the last, ms. */
  readonly computeMs: number[];
  /** median(sequential) / median(parallel). */
  readonly speedup: number;
  readonly count: number;
  readonly expected: number;
  readonly correct: boolean;
  /** Trial divisions of the sequential reference. */
  readonly units: number;
  /** LE of the sieve phase: from executed trial divisions (deterministic) and thread CPU time. */
  readonly leWork: number;
  readonly leBusy: number;
  /** LE over the whole run (calibration included). */
  readonly leWorkTotal: number;
  readonly leBusyTotal: number;
  /** Per rank, sieve phase: executed trial divisions and CPU ms (last repetition). */
  readonly workUnits: number[];
  readonly busyMs: number[];
  /** The split the sieve ran on, as numbers (each part's first number, then N + 1). */
  readonly cuts: readonly number[] | undefined;
  readonly balancer: BalancerSummary | undefined;
  readonly calibration: CalibrationReport | undefined;
  readonly primes?: Float64Array | undefined;
  /** `self` / `steal` / `central`: chunks per rank (or pool thread). */
  readonly chunks?: number[] | undefined;
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/** Every rank's primes, merged in increasing order. */
export function mergePrimes(results: readonly SieveRankResult[]): Float64Array {
  const size = results.reduce((s, r) => s + (r.primes?.length ?? 0), 0);
  const out = new Float64Array(size);
  let k = 0;
  for (const r of results) {
    if (r.primes === undefined) continue;
    out.set(r.primes, k);
    k += r.primes.length;
  }
  return out.sort();
}

/** The balancer part of a run (undefined when no balance ran). */
export function balancerSummary(results: readonly SieveRankResult[]): BalancerSummary | undefined {
  const r = results[0]?.report;
  if (r === undefined) return undefined;
  const d = r.details ?? {};
  return {
    name: r.balancer,
    model: typeof d.model === 'string' ? d.model : undefined,
    params: d.params,
    decisionMs: Math.max(...results.map((x) => x.report?.decisionMs ?? 0)),
    decisionMsMin: Math.min(...results.map((x) => x.report?.decisionMs ?? 0)),
    sweeps: r.sweeps,
    predictedLE: typeof d.predictedLE === 'number' ? d.predictedLE : undefined,
    speeds: d.speeds,
  };
}

/** LE of the sieve phase and of the whole run, from a cluster run. */
export function loadFigures(run: RunResult<SieveRankResult>): {
  leWork: number;
  leBusy: number;
  leWorkTotal: number;
  leBusyTotal: number;
  workUnits: number[];
  busyMs: number[];
} {
  const phase = run.metrics.phases.find((p) => p.name === 'sieve');
  const workUnits = phase?.workUnits ?? run.results.map((r) => r.executed);
  const busyNs = phase?.busyNs ?? run.metrics.totals.busyNs;
  return {
    leWork: loadEfficiency(workUnits),
    leBusy: loadEfficiency(busyNs),
    leWorkTotal: run.metrics.totals.work.le,
    leBusyTotal: run.metrics.totals.busy.le,
    workUnits: [...workUnits],
    busyMs: busyNs.map((ns) => ns / 1e6),
  };
}

export async function runSieve(config: SieveRunConfig, programUrl: URL): Promise<SieveReport> {
  const topology = parseTopology(config.topology);
  const opts: SieveProgramOptions = checkOptions({ ...config, list: config.list === true }, topology.size);
  if (!(Number.isInteger(config.repeat) && config.repeat >= 1)) {
    throw new MeshworkError(ErrorCodes.INVALID_ARGUMENT, `repeat must be an integer >= 1, got ${String(config.repeat)}`);
  }
  if (opts.strategy === 'central') return runCentral(config, opts, topology.size);
  const cluster = createCluster({ topology: config.topology });
  try {
    // Warm-up: start the threads, load and compile the program once; compile the reference too.
    await cluster.run(programUrl, { ...opts, n: Math.min(opts.n, 100_000), list: false });
    sieveSequential(Math.min(opts.n, 100_000));
    const sequentialMs: number[] = [];
    const parallelMs: number[] = [];
    const computeMs: number[] = [];
    let last: RunResult<SieveRankResult> | undefined;
    let reference = { count: 0, units: 0 };
    for (let r = 0; r < config.repeat; r++) {
      const t0 = performance.now();
      reference = sieveSequential(opts.n);
      sequentialMs.push(performance.now() - t0);
      const t1 = performance.now();
      last = await cluster.run<SieveRankResult>(programUrl, opts);
      parallelMs.push(performance.now() - t1);
      computeMs.push(last.results[0]?.computeMs ?? Number.NaN);
    }
    const run = last as RunResult<SieveRankResult>;
    const first = run.results[0] as SieveRankResult;
    const count = first.total;
    return {
      config,
      ranks: topology.size,
      sequentialMs,
      parallelMs,
      computeMs,
      speedup: median(sequentialMs) / median(parallelMs),
      count,
      expected: reference.count,
      correct: count === reference.count,
      units: reference.units,
      ...loadFigures(run),
      cuts: first.cuts,
      ...(first.chunks === undefined ? {} : { chunks: run.results.map((x) => x.chunks ?? 0) }),
      balancer: balancerSummary(run.results),
      calibration: first.calibration,
      ...(config.list === true ? { primes: mergePrimes(run.results) } : {}),
    };
  } finally {
    await cluster.close();
  }
}

/** `central`: the same report from piscina's queue on P threads (no cluster, no phases). */
async function runCentral(config: SieveRunConfig, opts: SieveProgramOptions, P: number): Promise<SieveReport> {
  if (opts.slow !== undefined || opts.list === true) {
    throw new MeshworkError(
      ErrorCodes.INVALID_OPTION,
      'strategy "central" supports neither slow ranks nor --list (a pool has no ranks); got slow or list',
    );
  }
  const pool = new SievePool(P);
  try {
    // warm-up: start the threads and compile the worker; `last` is replaced by the timed runs
    let last = await pool.run(Math.min(opts.n, 100_000), opts.rule);
    const sequentialMs: number[] = [];
    const parallelMs: number[] = [];
    let reference = { count: 0, units: 0 };
    for (let r = 0; r < config.repeat; r++) {
      const t0 = performance.now();
      reference = sieveSequential(opts.n);
      sequentialMs.push(performance.now() - t0);
      last = await pool.run(opts.n, opts.rule);
      parallelMs.push(last.ms);
    }
    const workUnits = last.threads.map((t) => t.units);
    const busyNs = last.threads.map((t) => t.cpuNs);
    const le = loadEfficiency(workUnits);
    const leBusy = loadEfficiency(busyNs);
    return {
      config,
      ranks: P,
      sequentialMs,
      parallelMs,
      computeMs: parallelMs,
      speedup: median(sequentialMs) / median(parallelMs),
      count: last.count,
      expected: reference.count,
      correct: last.count === reference.count,
      units: reference.units,
      leWork: le,
      leBusy,
      leWorkTotal: le,
      leBusyTotal: leBusy,
      workUnits,
      busyMs: busyNs.map((ns) => ns / 1e6),
      cuts: undefined,
      chunks: last.threads.map((t) => t.chunks),
      balancer: undefined,
      calibration: undefined,
    };
  } finally {
    await pool.close();
  }
}
