/**
 * Run the diffusion sequentially and on a cluster, side by side in one process: speedup over the
 * sequential reference, bit-identity, load efficiency per iteration and what balancing did.
 */

import { policyOf, resolveBalancing } from '@meshwork/balancers';
import { median } from '@meshwork/harness';
import { type BalanceReport, type CollectiveMode, createCluster, type PhaseMetrics, parseTopology, type Storage } from '@meshwork/runtime';
import { invalidParameter } from './errors.js';
import { checkFits, type DiffusionProgramOptions, type DiffusionRankResult, procDimsFor } from './program.js';
import { checkImage, checkParams, type DiffusionParams, diffuseSequential, type GreyImage, type Values } from './sequential.js';

/** A balancer by registered name with its options, and the policy that invokes it. */
export interface BalancingChoice {
  /** Label for reports, e.g. 'sdlb-kd'. */
  readonly label: string;
  readonly balancer: string;
  readonly balancerOptions?: unknown;
  /** 'never' runs without any balancing collective (the static baseline). */
  readonly policy: string;
  readonly policyOptions?: unknown;
}

export const BALANCER_PRESETS = ['static', 'sdlb', 'sdlb-kd', 'sdlb-1d', 'sdlb-buffered'] as const;

/**
 * The balancing of a preset or registered name: `static` (block tiles, never rebalanced),
 * `sdlb`/`sdlb-kd` (SDLB on every decomposed axis), `sdlb-1d` (SDLB along `axis` only),
 * `sdlb-buffered` (SDLB along `axis` with at most `buffer` planes per tile; default 1.5x the
 * block size), or any other registered balancer name with `options`. Policy: every `every`
 * iterations (static: never).
 */
export function balancingChoice(
  name: string,
  o: {
    every?: number;
    axis?: number;
    buffer?: number;
    options?: unknown;
    shape: readonly [number, number];
    procDims: readonly [number, number];
  },
): BalancingChoice {
  const every = o.every ?? 5;
  if (!Number.isInteger(every) || every < 1) throw invalidParameter('every', 'an integer >= 1', every);
  // The interval rule of @meshwork/balancers (every >= 1 here: `static` is this app's never).
  const { every: _interval, ...policy } = policyOf({ every }) ?? { policy: 'never' };
  const axis = o.axis ?? 0;
  if (axis !== 0 && axis !== 1) throw invalidParameter('axis', '0 (rows) or 1 (columns)', axis);
  switch (name) {
    case 'static':
      return { label: 'static', balancer: 'static', policy: 'never' };
    case 'sdlb':
    case 'sdlb-kd':
      return { label: 'sdlb-kd', balancer: 'sdlb', balancerOptions: o.options ?? { mode: 'kd' }, ...policy };
    case 'sdlb-1d':
      return { label: `sdlb-1d(axis ${axis})`, balancer: 'sdlb', balancerOptions: o.options ?? { mode: '1d', axis }, ...policy };
    case 'sdlb-buffered': {
      const n = o.shape[axis] as number;
      const p = o.procDims[axis] as number;
      const buffer = o.buffer ?? Math.max(1, Math.ceil((1.5 * n) / p));
      return {
        label: `sdlb-buffered(axis ${axis}, b ${buffer})`,
        balancer: 'sdlb',
        balancerOptions: o.options ?? { mode: 'buffered', axis, buffer },
        ...policy,
      };
    }
    default:
      return { label: name, balancer: name, balancerOptions: o.options, ...policy };
  }
}

export interface DiffusionRunConfig {
  readonly image: GreyImage;
  /** Where the image came from (file name or "generated NxN seed S"). */
  readonly source: string;
  readonly topology: string;
  readonly storage: Storage;
  readonly params: DiffusionParams;
  readonly balancing: BalancingChoice;
  /** Repetitions of each side (median reported). */
  readonly repeat: number;
  /** Spin in waits ('auto': while ranks <= cores). */
  readonly spin?: 'auto' | boolean;
  /** Collectives behind ctx.comm (and the balancers' decisions): shared memory (default) or links. */
  readonly collectives?: CollectiveMode;
  /** Iterations between global stop tests (default 8). */
  readonly stopCheckEvery?: number;
}

export interface BalanceSummary {
  readonly balances: number;
  readonly skipped: number;
  readonly unitsMoved: number;
  readonly bytesMoved: number;
  readonly decisionMsTotal: number;
  /** Mean max/avg of the per-rank load before the balances. */
  readonly meanBeforeMaxOverAvg: number;
  readonly finalCuts: number[][];
  /** The first few reports, as the runtime produced them. */
  readonly first: BalanceReport[];
}

export interface DiffusionReport {
  readonly source: string;
  readonly rows: number;
  readonly cols: number;
  readonly topology: string;
  readonly storage: Storage;
  readonly collectives: CollectiveMode;
  readonly params: DiffusionParams;
  readonly balancing: BalancingChoice;
  readonly iterations: number;
  readonly converged: boolean;
  readonly sequentialMs: number[];
  readonly parallelMs: number[];
  readonly speedup: number;
  /** Sum over iterations of the largest per-rank work (active pixels evaluated): the deterministic cost. */
  readonly costWork: number;
  /** Active pixels evaluated in all (the sequential reference's work). */
  readonly totalWork: number;
  /** 100 * sum_t avg_t / sum_t max_t over the iterations, from work units and from thread CPU time. */
  readonly leWork: number;
  readonly leBusy: number;
  readonly balance: BalanceSummary;
  readonly identical: boolean;
  readonly checksum: number;
  /** The diffused image (not in JSON output). */
  readonly field?: Values | undefined;
}

/** Per-iteration load figures of the "diffuse" phases of a run. */
export function iterationLoads(phases: readonly PhaseMetrics[]): { costWork: number; totalWork: number; leWork: number; leBusy: number } {
  let costWork = 0;
  let totalWork = 0;
  let sumAvgBusy = 0;
  let sumMaxBusy = 0;
  for (const p of phases) {
    if (p.name !== 'diffuse') continue;
    costWork += p.work.max;
    totalWork += p.work.sum;
    sumAvgBusy += p.busy.avg;
    sumMaxBusy += p.busy.max;
  }
  const ranks = phases[0]?.workUnits.length ?? 1;
  return {
    costWork,
    totalWork,
    leWork: costWork > 0 ? (100 * totalWork) / ranks / costWork : 100,
    leBusy: sumMaxBusy > 0 ? (100 * sumAvgBusy) / sumMaxBusy : 100,
  };
}

export function summarizeBalances(reports: readonly BalanceReport[], finalCuts: number[][]): BalanceSummary {
  return {
    balances: reports.length,
    skipped: reports.filter((r) => r.skipped !== undefined).length,
    unitsMoved: reports.reduce((s, r) => s + r.unitsMoved, 0),
    bytesMoved: reports.reduce((s, r) => s + r.bytesMoved, 0),
    decisionMsTotal: reports.reduce((s, r) => s + r.decisionMs, 0),
    meanBeforeMaxOverAvg: reports.length === 0 ? Number.NaN : reports.reduce((s, r) => s + r.before.maxOverAvg, 0) / reports.length,
    finalCuts,
    first: reports.slice(0, 3),
  };
}

/** The image's pixels in a SharedArrayBuffer, so that every rank maps them instead of copying. */
export function sharedPixels(image: GreyImage): Float64Array {
  const out = new Float64Array(new SharedArrayBuffer(image.data.byteLength));
  out.set(image.data);
  return out;
}

/** Validate everything the host can check before starting threads (typed DiffusionError). */
export function checkRunConfig(
  config: Pick<DiffusionRunConfig, 'image' | 'topology' | 'params'> & { balancing?: BalancingChoice },
): [number, number] {
  checkImage(config.image);
  checkParams(config.params);
  const b = config.balancing;
  if (b !== undefined) {
    // Unknown names and bad options are typed errors (MW_UNKNOWN_BALANCER, MW_INVALID_OPTION).
    resolveBalancing({ balancer: b.balancer, balancerOptions: b.balancerOptions, policy: b.policy, policyOptions: b.policyOptions });
  }
  const procDims = procDimsFor(parseTopology(config.topology));
  checkFits(config.image.rows, config.image.cols, procDims);
  return procDims;
}

export async function runDiffusion(config: DiffusionRunConfig, programUrl: URL): Promise<DiffusionReport> {
  checkRunConfig(config);
  const { image } = config;
  const cluster = createCluster({ topology: config.topology, spin: config.spin ?? 'auto', collectives: config.collectives ?? 'shm' });
  try {
    const b = config.balancing;
    const opts: DiffusionProgramOptions = {
      rows: image.rows,
      cols: image.cols,
      pixels: sharedPixels(image),
      params: config.params,
      storage: config.storage,
      balancer: b.balancer,
      balancerOptions: b.balancerOptions,
      policy: b.policy,
      policyOptions: b.policyOptions,
      stopCheckEvery: config.stopCheckEvery,
      gather: true,
    };
    // Warm-up: start the threads, compile the program, and fail early on bad balancer options.
    await cluster.run(programUrl, {
      ...opts,
      params: { ...config.params, maxIterations: Math.min(3, config.params.maxIterations) },
      gather: false,
    });
    diffuseSequential(image, { ...config.params, maxIterations: Math.min(3, config.params.maxIterations) });
    const sequentialMs: number[] = [];
    const parallelMs: number[] = [];
    let identical = true;
    let last: { result: DiffusionRankResult; loads: ReturnType<typeof iterationLoads> } | undefined;
    for (let r = 0; r < config.repeat; r++) {
      const t0 = performance.now();
      const reference = diffuseSequential(image, config.params);
      sequentialMs.push(performance.now() - t0);
      const run = await cluster.run<DiffusionRankResult>(programUrl, opts);
      const result = run.results[0] as DiffusionRankResult;
      parallelMs.push(result.computeMs);
      const field = result.field;
      identical &&=
        field !== undefined &&
        field.length === reference.data.length &&
        result.iterations === reference.iterations &&
        field.every((v, i) => Object.is(v, reference.data[i]));
      last = { result, loads: iterationLoads(run.metrics.phases) };
    }
    if (last === undefined) throw invalidParameter('repeat', 'an integer >= 1', config.repeat);
    const { result, loads } = last;
    return {
      source: config.source,
      rows: image.rows,
      cols: image.cols,
      topology: config.topology,
      storage: config.storage,
      collectives: config.collectives ?? 'shm',
      params: config.params,
      balancing: b,
      iterations: result.iterations,
      converged: result.converged,
      sequentialMs,
      parallelMs,
      speedup: median(sequentialMs) / median(parallelMs),
      ...loads,
      balance: summarizeBalances(result.reports, result.cuts),
      identical,
      checksum: result.checksum ?? Number.NaN,
      field: result.field,
    };
  } finally {
    await cluster.close();
  }
}
