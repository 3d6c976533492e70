/**
 * One attempt of a run: hand every local rank its task on the pool, watch the attempt's deadline,
 * the caller's abort signal and the stuck-rank watchdog, relay buffers the ranks share, collect
 * each rank's outcome, and settle once: with every rank's result, or with the first real failure
 * (a rank that stopped because another failed is not the cause). Stopping raises the abort flag
 * and rings every rank's doorbell; ranks that do not see it within GRACE_MS (a busy loop) lose
 * their threads. Several hosts: the start handshake comes before any rank starts and the outcomes
 * of every host are gathered at the end (../hosts/session.ts). The recovery loop around attempts is the
 * cluster's (./cluster.ts, ./recovery.ts).
 */
import { MessageChannel, type MessagePort, type Transferable } from 'node:worker_threads';
import type { CollectiveMode } from '../comm/collectives.ts';
import { ABORT, type ClusterBuffers } from '../comm/layout.ts';
import { describeRanks, rankList } from '../comm/status.ts';
import { aborted, asError, hostSessionFailed, MeshworkError, ranksStuck, runTimeout } from '../errors.ts';
import { wakeEveryRank } from '../hosts/waits.ts';
import { aggregate } from '../metrics/derive.ts';
import type { Recovery } from '../recovery/recovery.ts';
import { DEFAULT_SLICE_MS } from '../shm/wait.ts';
import type { LateReport, RankMessage, RankOutcome, RankTask } from '../worker/task.ts';
import { isAbortCause, rankError, threadEnded } from './failures.ts';
import type { ClusterSettings } from './options.ts';
import type { TimelineHost } from './timeline-host.ts';
import type { RunOptions, RunResult } from './types.ts';
import { startWatchdog } from './watchdog.ts';

/** Every kind of rank message is handled above (a compile-time check); none other is posted. */
function ignoreMessage(_msg: never): void {}

/** How long ranks get to see the abort flag before their threads are ended. */
const GRACE_MS = 750;

type Succeeded = Extract<RankOutcome, { ok: true }>;

/** The pool of rank threads, as an attempt uses it (piscina's, kept in ./cluster.ts). */
export interface RankPool {
  run(task: RankTask, options: { readonly transferList: Transferable[] }): Promise<RankOutcome>;
}

/** What an attempt needs of its cluster. */
export interface AttemptHost {
  readonly settings: ClusterSettings;
  readonly buffers: ClusterBuffers;
  /** The pool of this host's rank threads, started if needed. */
  readonly pool: RankPool;
  /** The last error the pool reported since the attempt began (a thread that failed to start). */
  poolError(): Error | undefined;
  /** Whether `close()` was called (threads it ended are not lost ranks). */
  closed(): boolean;
  /** End every thread of the pool (ranks that did not see the abort flag in time). */
  destroyPool(): Promise<void>;
  /** Late failures a settled rank reported (throws after an earlier program returned). */
  reportLate(reports: readonly LateReport[] | undefined): void;
  /** Every rank returned: what the cluster tells the user about the outcomes (warnings). */
  succeeded(url: string, outcomes: readonly Succeeded[]): void;
}

/** One attempt's arguments. */
export interface AttemptArgs {
  /** The run's number (it names the run in late failures and to other hosts). */
  readonly run: number;
  readonly url: string;
  readonly options: unknown;
  readonly runOptions: RunOptions;
  readonly collectives: CollectiveMode;
  readonly stuckMs: number | false;
  /** `performance.now()` when the run (its first attempt) started. */
  readonly startedAt: number;
  readonly recovery: Recovery;
  readonly timeline: TimelineHost | undefined;
}

export class Attempt<R> {
  /** Settles once, with the run's result or its error. */
  readonly result: Promise<RunResult<R>>;

  private readonly host: AttemptHost;
  private readonly a: AttemptArgs;
  private readonly control: Int32Array;
  private readonly outcomes: (RankOutcome | undefined)[];
  private readonly hostPorts: MessagePort[];
  private readonly channels: MessageChannel[];
  private firstFailure: MeshworkError | undefined;
  private settledCount = 0;
  /** Ranks handed to threads so far (multi-host: after the start handshake). */
  private started = 0;
  private done = false;
  private graceTimer: NodeJS.Timeout | undefined;
  private runTimer: NodeJS.Timeout | undefined;
  private watchdog: NodeJS.Timeout | undefined;
  private resolve!: (r: RunResult<R>) => void;
  private reject!: (e: MeshworkError) => void;
  private readonly onAbort = () => {
    this.stop(aborted(`the caller's AbortSignal fired (${String(this.a.runOptions.signal?.reason)})`));
  };

  constructor(host: AttemptHost, args: AttemptArgs) {
    this.host = host;
    this.a = args;
    const { settings } = host;
    const size = settings.topology.size;
    this.control = new Int32Array(host.buffers.control);
    this.outcomes = new Array(size).fill(undefined);
    this.channels = settings.localRanks.map(() => new MessageChannel());
    this.hostPorts = this.channels.map((c) => c.port1);
    for (const [r, port] of this.hostPorts.entries()) {
      port.on('message', (msg: RankMessage) => {
        switch (msg.kind) {
          case 'checkpoint-slot':
            args.recovery.onSlot(msg);
            return;
          case 'share':
            for (const [q, other] of this.hostPorts.entries()) if (q !== r) other.postMessage(msg);
            return;
          default:
            ignoreMessage(msg);
        }
      });
    }
    this.result = new Promise<RunResult<R>>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    args.runOptions.signal?.addEventListener('abort', this.onAbort, { once: true });
    const timeoutMs = args.runOptions.timeoutMs;
    if (timeoutMs !== undefined) {
      this.runTimer = setTimeout(() => {
        const running = this.unsettled();
        this.stop(runTimeout(args.url, timeoutMs, this.whereRanks(running), rankList(running)));
      }, timeoutMs);
    }
    if (args.stuckMs !== false) {
      const stuckMs = args.stuckMs;
      this.watchdog = startWatchdog({
        control: this.control,
        size,
        local: settings.localRanks,
        settled: (r) => this.outcomes[r] !== undefined,
        stuckMs,
        onStuck: (busy, running) => this.stop(ranksStuck(args.url, stuckMs, busy.length, rankList(busy), this.whereRanks(running))),
      });
    }
    this.begin();
  }

  /**
   * Stop the attempt with `err` (kept unless an earlier failure came first): raise the abort flag,
   * ring every rank, and end the threads of ranks that do not stop within GRACE_MS.
   */
  stop(err: MeshworkError): void {
    // Late callbacks of a finished run (a destroyed pool rejecting its tasks) must not touch
    // the shared control words: the next run may already be using them.
    if (this.done) return;
    if (this.firstFailure === undefined) this.firstFailure = err;
    const control = this.control;
    Atomics.store(control, ABORT, 1);
    wakeEveryRank(control, this.host.settings.topology.size);
    // No rank running (multi-host: before the handshake completed, or gathering results).
    if (this.settledCount === this.started) {
      this.finish(this.firstFailure);
      return;
    }
    if (this.graceTimer === undefined) {
      // Ranks stuck outside a wait (a busy loop) cannot see the flag: end their threads.
      this.graceTimer = setTimeout(() => {
        void this.host.destroyPool();
        this.finish(this.firstFailure);
      }, GRACE_MS);
    }
  }

  /** Start the ranks (several hosts: after every host announced the same run). */
  private begin(): void {
    const { settings } = this.host;
    const session = settings.session;
    const local = settings.localRanks;
    if (session === undefined) {
      for (const [i, r] of local.entries()) this.spawn(r, this.channels[i] as MessageChannel);
      return;
    }
    const print = {
      url: this.a.url,
      options: this.a.options,
      cluster: [
        settings.topology.spec,
        this.host.buffers.linkBytes,
        this.host.buffers.slotBytes,
        this.a.collectives,
        settings.linkCost,
        session.hosts,
      ],
    };
    session
      .begin(this.a.run, print, this.host.buffers, (err) => this.stop(err))
      .then(
        () => {
          if (this.done) return;
          for (const [i, r] of local.entries()) this.spawn(r, this.channels[i] as MessageChannel);
        },
        (err: unknown) => this.stop(err instanceof MeshworkError ? err : hostSessionFailed(err)),
      );
  }

  /** Where ranks that have not settled are, e.g. "0, 1 (in a receive from rank 3); 2 (running outside any wait)". */
  private whereRanks(ranks: readonly number[]): string {
    return describeRanks(this.control, ranks);
  }

  private unsettled(): number[] {
    return this.host.settings.localRanks.filter((r) => this.outcomes[r] === undefined);
  }

  private spawn(r: number, channel: MessageChannel): void {
    const { settings, buffers } = this.host;
    const { a } = this;
    const session = settings.session;
    this.started++;
    const task: RankTask & { port: MessagePort } = {
      kind: 'run',
      run: a.run,
      programUrl: a.url,
      options: a.options,
      rank: r,
      topology: settings.topology.spec,
      buffers,
      spinIterations: settings.spin.iterations,
      spinMicros: settings.spin.micros,
      spinMaxMicros: settings.spin.maxMicros,
      spinFreeMicros: settings.spin.freeMicros,
      cores: settings.cores,
      sliceMs: DEFAULT_SLICE_MS,
      waitTimeoutMs: settings.waitTimeoutMs,
      collectives: a.collectives,
      linkCost: settings.linkCost,
      hosts: session === undefined ? undefined : { count: session.hosts, localRanks: settings.localRanks.length },
      recovery: a.recovery.taskFor(r),
      memoryBudgetBytes: settings.memoryBudgetBytes,
      timeline: a.timeline?.taskFor(r),
      port: channel.port2,
    };
    const transfer = task.timeline === undefined ? [task.port] : [task.port, task.timeline.port];
    this.host.pool.run(task, { transferList: transfer }).then(
      (outcome: RankOutcome) => this.onSettled(r, outcome),
      (err: unknown) => {
        const e = asError(err);
        this.onSettled(r, { ok: false, rank: r, late: [], error: threadEnded(r, this.host.poolError() ?? e) });
      },
    );
  }

  private onSettled(r: number, settledOutcome: RankOutcome): void {
    this.host.reportLate(settledOutcome.late);
    let outcome = settledOutcome;
    if (outcome.timelineLast !== undefined) {
      // the timeline's last chunk goes to its writer, not to other hosts with the outcome
      this.a.timeline?.settled(r, outcome.timelineChunks, outcome.timelineLast);
      outcome = { ...outcome, timelineLast: undefined };
    }
    if (this.done) return;
    this.outcomes[r] = outcome;
    this.settledCount++;
    if (!outcome.ok) {
      // Threads that close() ended are not lost ranks: nothing to recover.
      if (!this.host.closed()) this.a.recovery.noteFailure(r, outcome.error);
      const err = rankError(r, outcome.error, this.a.url);
      // A rank that stopped because another failed is not the cause: keep the first real one.
      const secondary = (e: MeshworkError | undefined) => e === undefined || isAbortCause(e);
      if (secondary(this.firstFailure) && !(this.firstFailure !== undefined && isAbortCause(err))) this.firstFailure = err;
      this.stop(this.firstFailure as MeshworkError);
    }
    const { session, localRanks } = this.host.settings;
    if (this.settledCount < localRanks.length) return;
    if (this.firstFailure !== undefined || session === undefined) {
      this.finish(this.firstFailure);
      return;
    }
    // Every rank here returned: take every host's outcomes (a failure elsewhere rejects).
    const mine = localRanks.map((q) => this.outcomes[q] as Succeeded);
    session.gather(this.a.run, mine).then(
      (all) => this.finish(undefined, all),
      (err: unknown) => this.finish(err instanceof MeshworkError ? err : hostSessionFailed(err)),
    );
  }

  private finish(err: MeshworkError | undefined, all: readonly RankOutcome[] = this.outcomes as RankOutcome[]): void {
    if (this.done) return;
    this.done = true;
    clearTimeout(this.graceTimer);
    clearTimeout(this.runTimer);
    clearInterval(this.watchdog);
    this.a.runOptions.signal?.removeEventListener('abort', this.onAbort);
    for (const p of this.hostPorts) p.close();
    const session = this.host.settings.session;
    if (err !== undefined) session?.fail(this.a.run, err);
    session?.end(this.a.run);
    if (err !== undefined) {
      this.reject(err);
      return;
    }
    const ok = all as Succeeded[];
    this.host.succeeded(this.a.url, ok);
    this.resolve({
      results: ok.map((o) => o.result as R),
      ranks: ok.map((o) => o.metrics),
      metrics: aggregate(ok.map((o) => o.metrics)),
      links: ok.map((o) => [...o.links]),
      route: ok.map((o) => o.route),
      wallMs: performance.now() - this.a.startedAt,
      ...(session === undefined ? {} : { placement: session.placement.describe }),
    });
  }
}
