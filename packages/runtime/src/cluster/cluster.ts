/**
 * Host side: one rank per worker thread on piscina (the only module that imports it), the shared
 * buffers wired in, programs run on every rank, failures turned into one clear error.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { CollectiveMode } from '../comm/collectives.js';
import { checkLinkCost, type LinkCost } from '../comm/cost.js';
import { ABORT, allocateBuffers, bellIndex, type ClusterBuffers, resetBuffers } from '../comm/layout.js';
import type { LinkStats, RouteStats } from '../comm/links.js';
import { aborted, checkInt, ErrorCodes, invalidArgument, MeshworkError } from '../errors.js';
import { aggregate } from '../metrics/derive.js';
import type { RankMetrics, RunMetrics } from '../metrics/types.js';
import type { OptionsOf, ProgramRef, ResultOf } from '../program.js';
import { SpscRing } from '../shm/ring.js';
import { DEFAULT_SLICE_MS, DEFAULT_SPIN_MICROS, SPIN_POLLS, type SpinRule, spinRuleFor } from '../shm/wait.js';
import { parseTopology, topologyFromSpec } from '../topology/index.js';
import type { Topology, TopologySpec } from '../topology/types.js';
import type { ShareMessage } from '../worker/share.js';
import type { RankFailure, RankOutcome, RankTask } from '../worker/task.js';
import { workerEntry } from './entry.js';

/**
 * Default data bytes of a link ring. Measured in bench/ (1 MiB messages, 2 ranks): a 256 KiB ring
 * (two chunks in flight) ran at 23-25% of a cache-resident `Uint8Array.set`, a 1 MiB ring (eight)
 * at 46-48%: a producer that can run ahead is not held by every stall of the consumer.
 */
export const DEFAULT_LINK_BYTES = 1 << 20;

export interface ClusterOptions {
  /** The rank graph: a Topology, its spec, or a string such as `ring:8`, `mesh:2x4`. */
  readonly topology: Topology | TopologySpec | string;
  /**
   * Data bytes of each directed link ring (power of two, default `DEFAULT_LINK_BYTES`, 1 MiB: eight
   * 128 KiB chunks in flight; memory is this times the number of directed edges).
   */
  readonly linkBytes?: number;
  /** Bytes per rank of the shared-memory collective scratch (default 64 KiB). */
  readonly collectiveBytes?: number;
  /**
   * Busy-wait before sleeping in a wait: 'auto' (default) spins for at most `DEFAULT_SPIN_MICROS`
   * µs, and only while ranks <= cores (`spinRuleFor`); true spins that long whatever the cores;
   * false never spins; a number spins for at most that many µs (0: never).
   */
  readonly spin?: 'auto' | boolean | number;
  /** Cores to assume for 'auto' spinning (default: os.availableParallelism()). */
  readonly cores?: number;
  /** Deadline of any single blocking wait inside a rank, in ms (default 30 000). */
  readonly waitTimeoutMs?: number;
  /** Collectives behind `ctx.comm`: fast shared memory (default) or topology-faithful links. */
  readonly collectives?: CollectiveMode;
  /** Emulated link cost (latency, bandwidth), paid by senders. */
  readonly linkCost?: LinkCost;
  /** Extra Node flags for the worker threads. */
  readonly execArgv?: readonly string[];
}

export interface RunOptions {
  readonly signal?: AbortSignal;
  /** Deadline of the whole run in ms (default: none beyond the per-wait deadline). */
  readonly timeoutMs?: number;
  /** Override the cluster's collective mode for this run. */
  readonly collectives?: CollectiveMode;
}

export interface RunResult<R> {
  /** Each rank's return value, by rank. */
  readonly results: R[];
  /** Per-rank phase records, by rank. */
  readonly ranks: RankMetrics[];
  /** Phases matched across ranks with LE, U_k, max/avg (busy time and work units). */
  readonly metrics: RunMetrics;
  /** links[rank][port]: traffic of each link. */
  readonly links: LinkStats[][];
  readonly route: RouteStats[];
  readonly wallMs: number;
}

const GRACE_MS = 750;

/** The spin budget the `spin` option asks for (ClusterOptions.spin). */
function spinRule(spin: unknown, ranks: number, cores: number): SpinRule {
  if (spin === 'auto') return spinRuleFor(ranks, cores);
  if (spin === true) return { iterations: SPIN_POLLS, micros: DEFAULT_SPIN_MICROS };
  if (spin === false || spin === 0) return { iterations: 0, micros: 0 };
  if (typeof spin === 'number' && Number.isFinite(spin) && spin > 0) return { iterations: Number.MAX_SAFE_INTEGER, micros: spin };
  throw invalidArgument('spin', "'auto', a boolean or a spin time in µs (a finite number >= 0)", spin);
}

export class Cluster {
  readonly topology: Topology;
  /** Most polls of a spinning wait (0: ranks never spin). */
  readonly spinIterations: number;
  /** Longest spin of a wait, µs. */
  readonly spinMicros: number;
  private pool: Piscina | undefined;
  private readonly buffers: ClusterBuffers;
  private running = false;
  private closed = false;
  private poolError: Error | undefined;
  private readonly opts: Required<Omit<ClusterOptions, 'linkCost' | 'topology' | 'spin' | 'cores'>> & {
    linkCost: LinkCost | undefined;
  };

  constructor(options: ClusterOptions) {
    if (typeof options !== 'object' || options === null) throw invalidArgument('createCluster options', 'an object', options);
    const t = options.topology;
    this.topology =
      typeof t === 'string'
        ? parseTopology(t)
        : t !== null && typeof t === 'object' && 'neighbours' in t
          ? (t as Topology)
          : topologyFromSpec(t as TopologySpec);
    const linkBytes = options.linkBytes ?? DEFAULT_LINK_BYTES;
    try {
      SpscRing.checkCapacity(linkBytes);
    } catch {
      throw invalidArgument('linkBytes', 'a power of two in [256, 2^30] (bytes of each link ring)', linkBytes);
    }
    const collectiveBytes = checkInt('collectiveBytes', options.collectiveBytes ?? 1 << 16, 256, 1 << 28);
    const cores = checkInt('cores', options.cores ?? availableParallelism(), 1);
    const spin = options.spin ?? 'auto';
    const rule = spinRule(spin, this.topology.size, cores);
    this.spinIterations = rule.iterations;
    this.spinMicros = rule.micros;
    const collectives = options.collectives ?? 'shm';
    if (collectives !== 'shm' && collectives !== 'links') throw invalidArgument('collectives', "'shm' or 'links'", collectives);
    const execArgv = options.execArgv ?? [];
    if (!Array.isArray(execArgv) || execArgv.some((a) => typeof a !== 'string'))
      throw invalidArgument('execArgv', 'an array of strings', execArgv);
    this.opts = {
      linkBytes,
      collectiveBytes: collectiveBytes & ~7,
      waitTimeoutMs: checkInt('waitTimeoutMs', options.waitTimeoutMs ?? 30_000, 1),
      collectives,
      linkCost: checkLinkCost(options.linkCost),
      execArgv,
    };
    this.buffers = allocateBuffers(this.topology, linkBytes, this.opts.collectiveBytes);
  }

  get size(): number {
    return this.topology.size;
  }

  /** Worker threads currently alive (0 after close()). */
  get threadCount(): number {
    return this.pool?.threads.length ?? 0;
  }

  private ensurePool(): Piscina {
    if (this.pool !== undefined) return this.pool;
    const entry = workerEntry();
    const pool = new Piscina({
      filename: entry.filename,
      minThreads: this.size,
      maxThreads: this.size,
      concurrentTasksPerWorker: 1,
      idleTimeout: Number.POSITIVE_INFINITY,
      maxQueue: 0,
      execArgv: [...entry.execArgv, ...this.opts.execArgv],
    });
    pool.on('error', (err: Error) => {
      this.poolError = err;
    });
    this.pool = pool;
    return pool;
  }

  /**
   * Run a program module (default-exporting defineProgram(...)) on every rank. Given a
   * `programRef`, the options are checked against the program's and the results are typed.
   */
  // biome-ignore lint/suspicious/noExplicitAny: any program's option and result types
  run<P extends ProgramRef<any, any>>(program: P, options: OptionsOf<P>, runOptions?: RunOptions): Promise<RunResult<ResultOf<P>>>;
  run<R = unknown, O = unknown>(programUrl: string | URL, options?: O, runOptions?: RunOptions): Promise<RunResult<R>>;
  async run<R = unknown, O = unknown>(programUrl: string | URL, options?: O, runOptions: RunOptions = {}): Promise<RunResult<R>> {
    if (this.closed) throw new MeshworkError(ErrorCodes.CLUSTER_STATE, 'cluster is closed; expected an open cluster (create a new one)');
    if (this.running) throw new MeshworkError(ErrorCodes.CLUSTER_STATE, 'cluster is already running a program; expected one run at a time');
    const url = programUrl instanceof URL ? programUrl.href : programUrl;
    if (typeof url !== 'string' || url.length === 0) throw invalidArgument('programUrl', 'a module URL or path', programUrl);
    const collectives = runOptions.collectives ?? this.opts.collectives;
    if (collectives !== 'shm' && collectives !== 'links') throw invalidArgument('collectives', "'shm' or 'links'", collectives);
    if (runOptions.timeoutMs !== undefined) checkInt('timeoutMs', runOptions.timeoutMs, 1);
    if (runOptions.signal?.aborted === true) throw aborted(`the signal was already aborted: ${String(runOptions.signal.reason)}`);
    this.running = true;
    const started = performance.now();
    try {
      // A plain path (relative paths from the current directory) becomes a file URL.
      const href = url.startsWith('file:') || url.includes('://') ? url : pathToFileURL(resolve(url)).href;
      return await this.execute<R>(href, options, runOptions, collectives, started);
    } finally {
      this.running = false;
    }
  }

  private execute<R>(
    url: string,
    options: unknown,
    runOptions: RunOptions,
    collectives: CollectiveMode,
    started: number,
  ): Promise<RunResult<R>> {
    resetBuffers(this.buffers);
    this.poolError = undefined;
    const pool = this.ensurePool();
    const size = this.size;
    const control = new Int32Array(this.buffers.control);
    const channels = Array.from({ length: size }, () => new MessageChannel());
    const hostPorts: MessagePort[] = channels.map((c) => c.port1);
    for (const [r, port] of hostPorts.entries()) {
      port.on('message', (msg: ShareMessage) => {
        if (msg?.kind !== 'share') return;
        for (const [q, other] of hostPorts.entries()) if (q !== r) other.postMessage(msg);
      });
    }
    const outcomes: (RankOutcome | undefined)[] = new Array(size).fill(undefined);
    let firstFailure: MeshworkError | undefined;
    let settled = 0;

    return new Promise<RunResult<R>>((resolve, reject) => {
      let done = false;
      let graceTimer: NodeJS.Timeout | undefined;
      let runTimer: NodeJS.Timeout | undefined;
      const finish = (err: MeshworkError | undefined) => {
        if (done) return;
        done = true;
        clearTimeout(graceTimer);
        clearTimeout(runTimer);
        runOptions.signal?.removeEventListener('abort', onAbort);
        for (const p of hostPorts) p.close();
        if (err !== undefined) {
          reject(err);
          return;
        }
        const ok = outcomes as Extract<RankOutcome, { ok: true }>[];
        resolve({
          results: ok.map((o) => o.result as R),
          ranks: ok.map((o) => o.metrics),
          metrics: aggregate(ok.map((o) => o.metrics)),
          links: ok.map((o) => [...o.links]),
          route: ok.map((o) => o.route),
          wallMs: performance.now() - started,
        });
      };
      const stopAll = (err: MeshworkError) => {
        // Late callbacks of a finished run (a destroyed pool rejecting its tasks) must not touch
        // the shared control words: the next run may already be using them.
        if (done) return;
        if (firstFailure === undefined) firstFailure = err;
        Atomics.store(control, ABORT, 1);
        for (let r = 0; r < size; r++) {
          Atomics.add(control, bellIndex(r), 1);
          Atomics.notify(control, bellIndex(r));
        }
        if (graceTimer === undefined) {
          // Ranks stuck outside a wait (a busy loop) cannot see the flag: end their threads.
          graceTimer = setTimeout(() => {
            void this.destroyPool();
            finish(firstFailure);
          }, GRACE_MS);
        }
      };
      const onAbort = () => {
        stopAll(aborted(`the caller's AbortSignal fired (${String(runOptions.signal?.reason)})`));
      };
      runOptions.signal?.addEventListener('abort', onAbort, { once: true });
      if (runOptions.timeoutMs !== undefined) {
        const ms = runOptions.timeoutMs;
        runTimer = setTimeout(() => {
          const running = outcomes.flatMap((o, r) => (o === undefined ? [r] : []));
          stopAll(
            new MeshworkError(
              ErrorCodes.RUN_TIMEOUT,
              `run of ${url} did not finish within ${ms} ms; ranks still running: ${running.join(', ')}`,
            ),
          );
        }, ms);
      }
      const onSettled = (r: number, outcome: RankOutcome) => {
        if (done) return;
        outcomes[r] = outcome;
        settled++;
        if (!outcome.ok) {
          const err = rankError(r, outcome.error, url);
          // A rank that stopped because another failed is not the cause: keep the first real one.
          const secondary = (e: MeshworkError | undefined) => e === undefined || isAbortCause(e);
          if (secondary(firstFailure) && !(firstFailure !== undefined && isAbortCause(err))) firstFailure = err;
          stopAll(firstFailure as MeshworkError);
        }
        if (settled === size) finish(firstFailure);
      };
      for (let r = 0; r < size; r++) {
        const task: RankTask & { port: MessagePort } = {
          programUrl: url,
          options,
          rank: r,
          topology: this.topology.spec,
          buffers: this.buffers,
          spinIterations: this.spinIterations,
          spinMicros: this.spinMicros,
          sliceMs: DEFAULT_SLICE_MS,
          waitTimeoutMs: this.opts.waitTimeoutMs,
          collectives,
          linkCost: this.opts.linkCost,
          port: (channels[r] as MessageChannel).port2,
        };
        pool.run(task, { transferList: [task.port] }).then(
          (outcome: RankOutcome) => onSettled(r, outcome),
          (err: unknown) => {
            const e = err instanceof Error ? err : new Error(String(err));
            const cause = this.poolError ?? e;
            onSettled(r, {
              ok: false,
              rank: r,
              error: {
                name: 'WorkerExit',
                code: ErrorCodes.WORKER_EXITED,
                message: `worker thread of rank ${r} ended before its program finished: ${cause.message}`,
                stack: cause.stack,
                phase: undefined,
              },
            });
          },
        );
      }
    });
  }

  private async destroyPool(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    if (pool !== undefined) await pool.destroy();
  }

  /** Stop every worker thread. The cluster cannot run again. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.destroyPool();
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.close();
  }
}

function isAbortCause(err: MeshworkError): boolean {
  return (err.cause as { code?: string } | undefined)?.code === ErrorCodes.ABORTED;
}

function rankError(rank: number, f: RankFailure, url: string): MeshworkError {
  const cause = new Error(f.message);
  cause.name = f.name;
  if (f.stack !== undefined) cause.stack = f.stack;
  (cause as { code?: string }).code = f.code;
  if (f.code === ErrorCodes.WORKER_EXITED) {
    return new MeshworkError(ErrorCodes.WORKER_EXITED, `rank ${rank}${f.phase === undefined ? '' : ` (phase ${f.phase})`}: ${f.message}`, {
      rank,
      phase: f.phase,
      cause,
    });
  }
  const where = f.phase === undefined ? '' : ` in phase "${f.phase}"`;
  return new MeshworkError(
    ErrorCodes.RANK_FAILED,
    `rank ${rank} failed${where} running ${url}: ${f.code === undefined ? '' : `[${f.code}] `}${f.message}`,
    {
      rank,
      phase: f.phase,
      cause,
    },
  );
}

/** Start a cluster of `topology.size` ranks, one per worker thread. Close it when done. */
export function createCluster(options: ClusterOptions): Cluster {
  return new Cluster(options);
}
