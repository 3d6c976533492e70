/**
 * Host side: one rank per worker thread on piscina (the only module that imports it), the shared
 * buffers wired in, programs run on every rank, failures turned into one clear error. The options
 * are checked in ./options.ts, one attempt of a run is ./attempt.ts, restarts ../recovery/, the
 * errors rebuilt from the ranks' ./failures.ts.
 */
import { Piscina } from 'piscina';
import type { CollectiveMode } from '../comm/collectives.ts';
import { allocateBuffers, type ClusterBuffers, resetBuffers } from '../comm/layout.ts';
import {
  closedDuringRun,
  clusterBusy,
  clusterClosed,
  ErrorCodes,
  lateFailure,
  MeshworkError,
  neverBalances,
  singleHostOnly,
} from '../errors.ts';
import type { Placement } from '../hosts/placement.ts';
import type { RankMetrics } from '../metrics/types.ts';
import type { OptionsOf, ProgramRef, ResultOf, UntypedProgramUrl } from '../program.ts';
import { Recovery } from '../recovery/recovery.ts';
import type { Topology } from '../topology/types.ts';
import type { DrainOutcome, DrainTask, LateReport } from '../worker/task.ts';
import { Attempt } from './attempt.ts';
import { workerEntry } from './entry.ts';
import { causeOf } from './failures.ts';
import { type ClusterSettings, resolveClusterOptions, resolveRunOptions } from './options.ts';
import { TimelineHost } from './timeline-host.ts';
import type { ClusterOptions, RunOptions, RunResult } from './types.ts';

/** Longest wait of `close()` for the threads to report late failures. */
const DRAIN_MS = 1000;

export class Cluster {
  readonly topology: Topology;
  /** Most polls of a spinning wait (0: ranks never spin). */
  readonly spinIterations: number;
  /** Spin budget of a wait at first, µs. */
  readonly spinMicros: number;
  /** Most an adaptive spin budget grows to, µs (`spinMicros` when fixed). */
  readonly spinMaxMicros: number;
  /** Past its budget a wait spins on while this machine has a free core, up to this many µs (0: never). */
  readonly spinFreeMicros: number;
  /** Cores the ranks of this host share (ClusterOptions.cores). */
  readonly cores: number;
  private pool: Piscina | undefined;
  private readonly buffers: ClusterBuffers;
  private running = false;
  private closed = false;
  /** The attempt in progress (`close()` stops it); undefined between attempts. */
  private attemptNow: Attempt<unknown> | undefined;
  /** The run in progress (settled or not), so `close()` returns only after it ended. */
  private current: Promise<unknown> | undefined;
  private poolError: Error | undefined;
  /** Runs started so far (a run's number names it in late failures). */
  private runs = 0;
  private readonly late: MeshworkError[] = [];
  /** Warnings this cluster emitted (each once). */
  private readonly warned = new Set<string>();
  private readonly settings: ClusterSettings;

  constructor(options: ClusterOptions) {
    const s = resolveClusterOptions(options);
    this.settings = s;
    this.topology = s.topology;
    this.spinIterations = s.spin.iterations;
    this.spinMicros = s.spin.micros;
    this.spinMaxMicros = s.spin.maxMicros;
    this.spinFreeMicros = s.spin.freeMicros;
    this.cores = s.cores;
    const hostOf = s.session?.placement.hostOf;
    const host = s.session?.host;
    this.buffers = allocateBuffers(this.topology, s.linkBytes, s.collectiveBytes, (r) => hostOf === undefined || hostOf[r] === host);
  }

  /** Multi-host clusters: which host process runs which rank; undefined on one host. */
  get placement(): Placement | undefined {
    return this.settings.session?.placement;
  }

  get size(): number {
    return this.topology.size;
  }

  /**
   * MW_LATE_FAILURE errors seen so far: ranks that threw after their program returned, each
   * naming its run. They reach the host with the thread's next outcome or at `close()`.
   */
  get lateFailures(): readonly MeshworkError[] {
    return this.late;
  }

  /** Worker threads currently alive (0 after close()). */
  get threadCount(): number {
    return this.pool?.threads.length ?? 0;
  }

  private ensurePool(): Piscina {
    if (this.pool !== undefined) return this.pool;
    // A closed cluster never starts threads again (a recovering run must not outlive close()).
    if (this.closed) throw closedDuringRun();
    const entry = workerEntry();
    const { localRanks, execArgv, resourceLimits } = this.settings;
    const pool = new Piscina({
      filename: entry.filename,
      minThreads: localRanks.length,
      maxThreads: localRanks.length,
      concurrentTasksPerWorker: 1,
      idleTimeout: Number.POSITIVE_INFINITY,
      maxQueue: 0,
      execArgv: [...entry.execArgv, ...execArgv],
      ...(resourceLimits === undefined ? {} : { resourceLimits }),
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
  run<R = unknown, O = unknown>(programUrl: UntypedProgramUrl, options?: O, runOptions?: RunOptions): Promise<RunResult<R>>;
  async run<R = unknown, O = unknown>(programUrl: string | URL, options?: O, runOptions: RunOptions = {}): Promise<RunResult<R>> {
    if (this.closed) throw clusterClosed();
    if (this.running) throw clusterBusy();
    const { href, collectives, stuckMs, timeline: timelineSettings } = resolveRunOptions(programUrl, options, runOptions, this.settings);
    const session = this.settings.session;
    // The timeline's file is created now: a path that cannot be written fails before any work.
    const timeline =
      timelineSettings === undefined
        ? undefined
        : new TimelineHost(timelineSettings, {
            pid: (session?.host ?? 0) + 1,
            size: this.size,
            ranks: this.settings.localRanks,
            host: session?.host ?? 0,
            hosts: session?.hosts ?? 1,
          });
    this.running = true;
    const started = performance.now();
    const about = { program: href, topology: this.topology.name, ranks: this.size, collectives };
    try {
      const run = this.execute<R>(href, options, runOptions, collectives, stuckMs, started, timeline);
      this.current = run;
      let result: RunResult<R>;
      try {
        result = await run;
      } catch (err) {
        const code = err instanceof MeshworkError ? err.code : 'error';
        await timeline?.finish({ ...about, outcome: code, wallMs: performance.now() - started }).catch(() => undefined);
        throw err;
      }
      if (timeline === undefined) return result;
      return { ...result, timeline: await timeline.finish({ ...about, outcome: 'ok', wallMs: result.wallMs }) };
    } finally {
      this.running = false;
      this.current = undefined;
    }
  }

  /** Record late failures the threads reported, and tell the user (onLateFailure, or a warning). */
  private reportLate(reports: readonly LateReport[] | undefined): void {
    if (reports === undefined) return;
    for (const rep of reports) {
      const f = rep.error;
      const err = lateFailure(rep.rank, rep.run, rep.url, rep.how, `${f.code === undefined ? '' : `[${f.code}] `}${f.message}`, causeOf(f));
      this.late.push(err);
      const tell = this.settings.onLateFailure;
      try {
        if (tell === undefined) process.emitWarning(err.message, { code: err.code });
        else tell(err);
      } catch {
        // A throwing callback must not break the run that carried the report.
      }
    }
  }

  /** Say once per cluster, for each balancer, that a driver of it ran under `never` (MW_NEVER_BALANCES). */
  private warnNeverBalances(url: string, outcomes: readonly { readonly metrics: RankMetrics }[]): void {
    for (const o of outcomes) {
      for (const d of o.metrics.drivers ?? []) {
        if (d.policy !== 'never' || d.balancer === 'static' || this.warned.has(d.balancer)) continue;
        this.warned.add(d.balancer);
        const w = neverBalances(d.balancer, url);
        process.emitWarning(w.message, { code: w.code });
      }
    }
  }

  /** Run attempts until one succeeds or the failure is not one to restart from (../recovery/recovery.ts). */
  private async execute<R>(
    url: string,
    options: unknown,
    runOptions: RunOptions,
    collectives: CollectiveMode,
    stuckMs: number | false,
    startedAt: number,
    timeline: TimelineHost | undefined,
  ): Promise<RunResult<R>> {
    const recovery = new Recovery(runOptions, this.size, this.topology, url, this.settings.resourceLimits, options);
    // Checkpoint images live in this process's shared memory and a restart respawns local threads:
    // neither reaches the ranks of other host processes. Every host refuses alike, before any rank starts.
    if (recovery.enabled && this.settings.session !== undefined) {
      throw singleHostOnly(
        'checkpoints and restarts (checkpointEvery, maxRestarts, resumeFrom, faults)',
        this.settings.session.hosts,
        'run them on one host process, or restart the whole job',
      );
    }
    for (;;) {
      try {
        const result = await this.attempt<R>(url, options, runOptions, collectives, stuckMs, startedAt, recovery, timeline);
        return { ...result, metrics: recovery.attach(result.metrics) };
      } catch (err) {
        // close() during the run: no restart, whatever the attempt's ranks reported.
        if (this.closed) throw err instanceof MeshworkError && err.code === ErrorCodes.CLUSTER_STATE ? err : closedDuringRun(err);
        recovery.afterFailure(err);
      }
    }
  }

  /** One attempt of the run (./attempt.ts); `close()` stops the one in progress. */
  private async attempt<R>(
    url: string,
    options: unknown,
    runOptions: RunOptions,
    collectives: CollectiveMode,
    stuckMs: number | false,
    startedAt: number,
    recovery: Recovery,
    timeline: TimelineHost | undefined,
  ): Promise<RunResult<R>> {
    if (this.closed) throw closedDuringRun();
    resetBuffers(this.buffers);
    this.poolError = undefined;
    const attempt = new Attempt<R>(
      {
        settings: this.settings,
        buffers: this.buffers,
        pool: this.ensurePool(),
        poolError: () => this.poolError,
        closed: () => this.closed,
        destroyPool: () => this.destroyPool(),
        reportLate: (reports) => this.reportLate(reports),
        succeeded: (u, outcomes) => this.warnNeverBalances(u, outcomes),
      },
      { run: ++this.runs, url, options, runOptions, collectives, stuckMs, startedAt, recovery, timeline },
    );
    this.attemptNow = attempt as Attempt<unknown>;
    try {
      return await attempt.result;
    } finally {
      if (this.attemptNow === (attempt as Attempt<unknown>)) this.attemptNow = undefined;
    }
  }

  private async destroyPool(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    if (pool !== undefined) await pool.destroy();
  }

  /**
   * Let every idle thread report throws of earlier runs that are due (timers, rejections): they
   * become late failures. Bounded by DRAIN_MS.
   */
  private async drain(pool: Piscina): Promise<void> {
    const threads = pool.threads.length;
    if (threads === 0) return;
    const task: DrainTask = { kind: 'drain', counter: new SharedArrayBuffer(4), threads, timeoutMs: DRAIN_MS };
    let timer: NodeJS.Timeout | undefined;
    const outcomes = await Promise.race([
      Promise.allSettled(Array.from({ length: threads }, () => pool.run(task) as Promise<DrainOutcome>)),
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), 2 * DRAIN_MS);
      }),
    ]);
    clearTimeout(timer);
    for (const o of outcomes ?? []) if (o.status === 'fulfilled') this.reportLate(o.value.late);
  }

  /**
   * Stop every worker thread, after letting idle threads report late failures (throws after a
   * program returned that are due by now). The cluster cannot run again.
   */
  async close(): Promise<void> {
    if (this.closed) {
      // A second close() while the first is still ending a run: the threads are gone when it returns too.
      await this.current?.catch(() => undefined);
      await this.destroyPool();
      return;
    }
    this.closed = true;
    const pool = this.pool;
    if (pool !== undefined && !this.running) await this.drain(pool);
    // A run in progress ends with MW_CLUSTER_STATE: its ranks are aborted and its threads ended,
    // and its recovery (maxRestarts) starts no other attempt.
    this.attemptNow?.stop(closedDuringRun());
    await this.destroyPool();
    await this.current?.catch(() => undefined);
    await this.destroyPool();
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.close();
  }
}

/** Start a cluster of `topology.size` ranks, one per worker thread. Close it when done. */
export function createCluster(options: ClusterOptions): Cluster {
  return new Cluster(options);
}
