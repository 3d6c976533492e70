/** Run the loop sequentially and on threads (a cluster, or piscina for `central`), side by side. */
import { createCluster, ErrorCodes, loadEfficiency, MeshworkError, parseTopology, type RunResult } from '@meshwork/runtime';
import { checkOptions, type LoopProgramOptions } from './options.js';
import { CentralPool } from './pool.js';
import type { LoopRankResult } from './program.js';
import { allValues, describeWorkload, loopSequential } from './sequential.js';

export interface LoopRunConfig extends Omit<LoopProgramOptions, 'audit'> {
  /** Topology spec (`chain:2`, `hypercube:4`, ...); `central` uses only its size. */
  readonly topology: string;
  readonly repeat: number;
}

export interface LoopReport {
  readonly config: LoopRunConfig;
  readonly ranks: number;
  readonly workload: { d: number; t: number; F: number; total: number };
  readonly sequentialMs: number[];
  readonly parallelMs: number[];
  readonly speedup: number;
  /** median(sequential) / P: the ideal mu * D / P. */
  readonly idealMs: number;
  readonly checksum: number;
  readonly expected: number;
  readonly correct: boolean;
  /** Per rank (or pool thread): work units, CPU ms, chunks. */
  readonly workUnits: number[];
  readonly busyMs: number[];
  readonly chunks: number[];
  readonly leWork: number;
  readonly leBusy: number;
  /** Scheduler counters summed over the ranks. */
  readonly details: Record<string, number>;
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/** Parameters reported by every rank (not counters): keep the largest, or the smallest for min*. */
const PARAMS = new Set(['m', 'chunkSize', 'maxThreshold', 'minThreshold', 'sequence', 'capacity']);

/** Scheduler counters summed over the ranks (parameters kept once). */
export function sumDetails(results: readonly LoopRankResult[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of results) {
    for (const [k, v] of Object.entries(r.details)) {
      const was = out[k];
      if (!PARAMS.has(k)) out[k] = (was ?? 0) + v;
      else out[k] = was === undefined ? v : k.startsWith('min') ? Math.min(was, v) : Math.max(was, v);
    }
  }
  return out;
}

export async function runLoop(config: LoopRunConfig, programUrl: URL): Promise<LoopReport> {
  const P = parseTopology(config.topology).size;
  const checked = checkOptions(config, P);
  if (!(Number.isInteger(config.repeat) && config.repeat >= 1)) {
    throw new MeshworkError(ErrorCodes.INVALID_ARGUMENT, `repeat must be an integer >= 1, got ${String(config.repeat)}`);
  }
  const values = allValues(checked);
  const tr = performance.now();
  const reference = loopSequential(checked, values);
  // mu in time for replicate's s = ceil(T_comm / mu) (eq. 8), from the reference just timed
  const muTime = ((performance.now() - tr) * 1000) / (checked.rows * checked.cols);
  const opts: LoopProgramOptions = checked.strategy === 'replicate' ? { ...checked, tComm: checked.tComm ?? 100, muTime } : checked;
  const sequentialMs: number[] = [];
  const parallelMs: number[] = [];
  let checksum = 0;
  let workUnits: number[] = [];
  let busyMs: number[] = [];
  let chunks: number[] = [];
  let details: Record<string, number> = {};
  if (opts.strategy === 'central') {
    const pool = new CentralPool(opts, P);
    try {
      await pool.run();
      for (let r = 0; r < config.repeat; r++) {
        const t0 = performance.now();
        loopSequential(opts, values);
        sequentialMs.push(performance.now() - t0);
        const c = await pool.run();
        parallelMs.push(c.ms);
        checksum = c.checksum;
        workUnits = c.threads.map((t) => t.units);
        busyMs = c.threads.map((t) => t.cpuNs / 1e6);
        chunks = c.threads.map((t) => t.chunks);
        details = { tasks: c.chunks };
      }
    } finally {
      await pool.close();
    }
  } else {
    const cluster = createCluster({ topology: config.topology });
    try {
      await cluster.run(programUrl, { ...opts, rows: Math.min(opts.rows, 16) });
      let last: RunResult<LoopRankResult> | undefined;
      for (let r = 0; r < config.repeat; r++) {
        const t0 = performance.now();
        loopSequential(opts, values);
        sequentialMs.push(performance.now() - t0);
        const t1 = performance.now();
        last = await cluster.run<LoopRankResult>(programUrl, opts);
        parallelMs.push(performance.now() - t1);
      }
      const run = last as RunResult<LoopRankResult>;
      const phase = run.metrics.phases.find((p) => p.name === 'loop');
      checksum = run.results[0]?.total ?? Number.NaN;
      workUnits = run.results.map((x) => x.units);
      busyMs = (phase?.busyNs ?? run.metrics.totals.busyNs).map((ns) => ns / 1e6);
      chunks = run.results.map((x) => x.chunks);
      details = sumDetails(run.results);
    } finally {
      await cluster.close();
    }
  }
  const seq = median(sequentialMs);
  return {
    config,
    ranks: P,
    workload: describeWorkload(opts, values),
    sequentialMs,
    parallelMs,
    speedup: seq / median(parallelMs),
    idealMs: seq / P,
    checksum,
    expected: reference.checksum,
    correct: checksum === reference.checksum,
    workUnits,
    busyMs,
    chunks,
    leWork: loadEfficiency(workUnits),
    leBusy: loadEfficiency(busyMs),
    details,
  };
}
