/**
 * Run thinning sequentially and on a cluster, side by side in one process, and report what the
 * paper reports: iterations, time, speedup, efficiency, U_k per iteration, the balances.
 */
import { median } from '@meshwork/harness';
import {
  type BalanceReport,
  type Cluster,
  createCluster,
  ErrorCodes,
  MeshworkError,
  parseTopology,
  type RunResult,
  type Storage,
  summarize,
} from '@meshwork/runtime';
import { holes, objectComponents, sameImage, type Thinness, thinness } from './analysis.js';
import type { EdgeMode, LoadMeasure, ThinningProgramOptions, ThinningRankResult } from './program.js';
import { type BinaryImage, thinSequential } from './sequential.js';

export const CASES = ['static', 'gde2', 'gde-once', 'sdlb'] as const;
export type ThinningCase = (typeof CASES)[number];

export interface CaseSettings {
  readonly balancer: string;
  readonly balancerOptions: unknown;
  readonly policy: string;
  readonly policyOptions: unknown;
}

/** Balancer options that fit a row-strip decomposition and the load measure. */
export function defaultBalancerOptions(balancer: string, load: LoadMeasure): unknown {
  switch (balancer) {
    case 'gde':
      // GDE balances integer loads: ms -> us when loads are times.
      return load === 'time' ? { scale: 1000 } : undefined;
    case 'sdlb':
      return { mode: '1d', axis: 0 };
    case 'functional':
      return { model: 'observed' };
    default:
      return undefined;
  }
}

/**
 * The paper's three cases plus SDLB: static (no remapping), gde every `interval` iterations
 * (paper: 2), gde once after the first iteration, sdlb 1-D every `interval` iterations.
 * `balancer` replaces the case's balancer (its policy stays).
 */
export function caseSettings(c: ThinningCase, load: LoadMeasure, interval = 2, balancer?: string, balancerOptions?: unknown): CaseSettings {
  const base: Record<ThinningCase, { balancer: string; policy: string; policyOptions: unknown }> = {
    static: { balancer: 'static', policy: 'never', policyOptions: undefined },
    gde2: { balancer: 'gde', policy: 'every', policyOptions: { k: interval } },
    'gde-once': { balancer: 'gde', policy: 'once', policyOptions: undefined },
    sdlb: { balancer: 'sdlb', policy: 'every', policyOptions: { k: interval } },
  };
  const b = base[c];
  if (b === undefined)
    throw new MeshworkError(ErrorCodes.INVALID_ARGUMENT, `case must be one of ${CASES.join(', ')}, got ${JSON.stringify(c)}`);
  const name = balancer ?? b.balancer;
  return {
    balancer: name,
    balancerOptions: balancerOptions ?? defaultBalancerOptions(name, load),
    policy: b.policy,
    policyOptions: b.policyOptions,
  };
}

export interface ThinningRunConfig {
  readonly image: BinaryImage;
  /** Where the image came from (for the report). */
  readonly label: string;
  readonly topology: string;
  readonly case: ThinningCase;
  readonly balancer?: string | undefined;
  readonly balancerOptions?: unknown;
  readonly interval?: number;
  readonly load: LoadMeasure;
  readonly edges: EdgeMode;
  readonly storage: Storage;
  /** Repetitions of each side (medians reported). */
  readonly repeat: number;
  /** Cluster spinning: 'auto' (runtime default: spin while ranks <= cores), or forced on / off. */
  readonly spin?: 'auto' | boolean;
}

export interface IterationFigures {
  readonly iteration: number;
  readonly removed: number;
  /** U_k from work units (deterministic), thread CPU time and compute wall time. */
  readonly uWork: number;
  readonly uBusy: number;
  readonly uWall: number;
  /** Rows per rank during the iteration. */
  readonly rows: number[];
}

export interface BalanceSummary {
  readonly afterIteration: number;
  readonly balancer: string;
  readonly sweeps: number;
  readonly skipped: string | undefined;
  readonly rowsMoved: number;
  readonly bytesMoved: number;
  readonly decisionMs: number;
  readonly before: number;
  readonly after: number;
  readonly cuts: number[];
}

export interface ThinningReport {
  readonly label: string;
  readonly width: number;
  readonly height: number;
  readonly ranks: number;
  readonly topology: string;
  readonly case: ThinningCase;
  readonly balancer: string;
  readonly policy: string;
  readonly load: LoadMeasure;
  readonly edges: EdgeMode;
  readonly storage: Storage;
  readonly iterations: number;
  readonly pixelsBefore: number;
  readonly pixelsAfter: number;
  readonly sequentialMs: number[];
  readonly parallelMs: number[];
  readonly speedup: number;
  readonly efficiency: number;
  /** LE (percent) over the run from work units, the loop's thread CPU time and compute wall time. */
  readonly leWork: number;
  readonly leBusy: number;
  readonly leWall: number;
  /** sum_k max_i t_ik over the compute phases: the time with one core per rank and free synchronisation. */
  readonly computeCriticalMs: number;
  /** Share of the parallel time spent in ExBound/ExEdge (wall, includes waiting), rank average, percent. */
  readonly exchangePercent: number;
  readonly perIteration: IterationFigures[];
  readonly balances: BalanceSummary[];
  readonly identical: boolean;
  readonly topologyKept: { components: [number, number]; holes: [number, number] };
  readonly thinness: Thinness;
  /** The thinned image (not serialised by --json). */
  readonly result: BinaryImage;
}

/** Per-iteration U_k from the phases 'edge' and 'erode' of a run (run.metrics, matched by index). */
export function iterationFigures(run: RunResult<ThinningRankResult>): IterationFigures[] {
  const byKey = new Map(run.metrics.phases.map((p) => [`${p.name}#${p.index}`, p]));
  const r0 = run.results[0];
  const out: IterationFigures[] = [];
  for (let k = 0; k < (r0?.iterations ?? 0); k++) {
    const e = byKey.get(`edge#${k}`);
    const r = byKey.get(`erode#${k}`);
    if (e === undefined || r === undefined) break;
    const sum = (a: number[], b: number[]) => a.map((x, i) => x + (b[i] as number));
    out.push({
      iteration: k + 1,
      removed: r0?.removed[k] ?? 0,
      uWork: summarize(sum(e.workUnits, r.workUnits)).utilization,
      uBusy: summarize(sum(e.busyNs, r.busyNs)).utilization,
      uWall: summarize(sum(e.wallNs, r.wallNs)).utilization,
      rows: run.results.map((x) => x.rows[k] as number),
    });
  }
  return out;
}

export function balanceSummaries(reports: readonly BalanceReport[]): BalanceSummary[] {
  return reports.map((b) => ({
    afterIteration: b.phase + 1,
    balancer: b.balancer,
    sweeps: b.sweeps,
    skipped: b.skipped,
    rowsMoved: b.unitsMoved,
    bytesMoved: b.bytesMoved,
    decisionMs: b.decisionMs,
    before: b.before.maxOverAvg,
    after: b.after.maxOverAvg,
    cuts: [...(b.cuts[0] ?? [])],
  }));
}

/** Check the image fits the rank grid before starting: each strip needs 2 rows (the south halo). */
export function checkFits(image: BinaryImage, ranks: number): void {
  if (image.height < 2 * ranks) {
    throw new MeshworkError(
      ErrorCodes.INVALID_DECOMPOSITION,
      `image height must be at least ${2 * ranks} rows for ${ranks} row strips of at least 2 rows (the south halo is 2 rows), got ${image.height}`,
    );
  }
}

function le(perRank: readonly number[]): number {
  return summarize(perRank).le;
}

/** The program options of a run config. */
export function programOptions(config: ThinningRunConfig, gather: boolean): ThinningProgramOptions {
  const s = caseSettings(config.case, config.load, config.interval ?? 2, config.balancer, config.balancerOptions);
  return {
    image: { kind: 'data', width: config.image.width, height: config.image.height, data: config.image.data },
    storage: config.storage,
    balancer: s.balancer,
    balancerOptions: s.balancerOptions,
    policy: s.policy,
    policyOptions: s.policyOptions,
    load: config.load,
    edges: config.edges,
    gather,
  };
}

/** Run the config on an open cluster (`repeat` times, alternating with the sequential reference). */
export async function runOn(cluster: Cluster, config: ThinningRunConfig, programUrl: URL): Promise<ThinningReport> {
  checkFits(config.image, cluster.topology.size);
  const opts = programOptions(config, true);
  // Warm-up of both sides: start the threads, compile the kernels.
  thinSequential(config.image);
  await cluster.run(programUrl, { ...opts, gather: false, maxIterations: 2 });
  const sequentialMs: number[] = [];
  const parallelMs: number[] = [];
  let reference = thinSequential(config.image);
  let last: RunResult<ThinningRankResult> | undefined;
  let identical = true;
  for (let r = 0; r < config.repeat; r++) {
    const t0 = performance.now();
    reference = thinSequential(config.image);
    sequentialMs.push(performance.now() - t0);
    const run = await cluster.run<ThinningRankResult>(programUrl, opts);
    const res0 = run.results[0];
    parallelMs.push(Math.max(...run.results.map((x) => x.totalMs)));
    const got = res0?.image;
    identical &&=
      got !== undefined &&
      res0?.iterations === reference.iterations &&
      sameImage({ width: config.image.width, height: config.image.height, data: got }, reference.image);
    last = run;
  }
  if (last === undefined) throw new MeshworkError(ErrorCodes.INVALID_ARGUMENT, 'repeat must be >= 1');
  const results = last.results;
  const P = results.length;
  const seq = median(sequentialMs);
  const par = median(parallelMs);
  const perIteration = iterationFigures(last);
  const iters = results[0]?.iterations ?? 0;
  // t_ik: rank i's ComputeEdge + Erosion wall time in iteration k (phases shorter than a time slice,
  // so rarely preempted: about their CPU time, which the thread clock cannot resolve at this size)
  let critical = 0;
  for (let k = 0; k < iters; k++) critical += Math.max(...results.map((x) => x.computeWallMs[k] ?? 0));
  const s = caseSettings(config.case, config.load, config.interval ?? 2, config.balancer, config.balancerOptions);
  const exch = results.map((x) => x.exchangeMs.reduce((a, b) => a + b, 0));
  return {
    label: config.label,
    width: config.image.width,
    height: config.image.height,
    ranks: P,
    topology: config.topology,
    case: config.case,
    balancer: s.balancer,
    policy: s.policy === 'every' ? `every ${(s.policyOptions as { k: number }).k}` : s.policy,
    load: config.load,
    edges: config.edges,
    storage: config.storage,
    iterations: reference.iterations,
    pixelsBefore: reference.ones[0] ?? 0,
    pixelsAfter: reference.ones[reference.ones.length - 1] ?? 0,
    sequentialMs,
    parallelMs,
    speedup: seq / par,
    efficiency: seq / par / P,
    leWork: le(results.map((x) => x.work.reduce((a, b) => a + b, 0))),
    leBusy: le(results.map((x) => x.cpuMs)),
    leWall: le(results.map((x) => x.computeWallMs.reduce((a, b) => a + b, 0))),
    computeCriticalMs: critical,
    exchangePercent: (100 * (exch.reduce((a, b) => a + b, 0) / P)) / par,
    perIteration,
    balances: balanceSummaries(results[0]?.reports ?? []),
    identical,
    topologyKept: {
      components: [objectComponents(config.image), objectComponents(reference.image)],
      holes: [holes(config.image), holes(reference.image)],
    },
    thinness: thinness(reference.image),
    result: reference.image,
  };
}

/** Create a cluster for `config.topology`, run, close. */
export async function runThinning(config: ThinningRunConfig, programUrl: URL): Promise<ThinningReport> {
  const topo = parseTopology(config.topology);
  checkFits(config.image, topo.size);
  const cluster = createCluster({ topology: config.topology, waitTimeoutMs: 120_000, spin: config.spin ?? 'auto' });
  try {
    return await runOn(cluster, config, programUrl);
  } finally {
    await cluster.close();
  }
}
