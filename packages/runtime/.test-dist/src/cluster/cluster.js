import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { MessageChannel, Worker } from "node:worker_threads";
import { Piscina } from "piscina";
import { checkLinkCost } from "../comm/cost.js";
import { ABORT, allocateBuffers, bellIndex, resetBuffers } from "../comm/layout.js";
import { beatOf, describeRanks, finished, inWait, rankList } from "../comm/status.js";
import { inspectCloneValue } from "../comm/values.js";
import {
  aborted,
  checkInt,
  checkTimerMs,
  ErrorCodes,
  foreignTopology,
  invalidArgument,
  invalidExecArgv,
  lateFailure,
  MAX_TIMER_MS,
  MeshworkError,
  ranksStuck,
  runTimeout,
  singleHostOnly,
  uncarriedValue
} from "../errors.js";
import { aggregate } from "../metrics/derive.js";
import { SpscRing } from "../shm/ring.js";
import { DEFAULT_SLICE_MS, spinRuleFor } from "../shm/wait.js";
import { parseTopology, topologyFromSpec } from "../topology/index.js";
import { GridTopology } from "../topology/topology.js";
import { workerEntry } from "./entry.js";
import { checkTransport, HostSession } from "./hybrid.js";
import { Recovery } from "./recovery.js";
const DEFAULT_LINK_BYTES = 1 << 20;
const CLUSTER_KEYS = [
  "topology",
  "linkBytes",
  "collectiveBytes",
  "spin",
  "cores",
  "waitTimeoutMs",
  "collectives",
  "linkCost",
  "execArgv",
  "resourceLimits",
  "stuckMs",
  "onLateFailure",
  "hosts"
];
const RUN_KEYS = [
  "signal",
  "timeoutMs",
  "collectives",
  "stuckMs",
  "checkpointEvery",
  "checkpointDir",
  "maxRestarts",
  "resumeFrom",
  "faults"
];
function checkKeys(what, value, known) {
  for (const key of Object.keys(value))
    if (!known.includes(key)) throw invalidArgument(`${what} key ${JSON.stringify(key)}`, `one of ${known.join(", ")}`, key);
}
const GRACE_MS = 750;
const DRAIN_MS = 1e3;
const LIMITS = ["maxOldGenerationSizeMb", "maxYoungGenerationSizeMb", "codeRangeSizeMb", "stackSizeMb"];
const LIMIT_MIN = {
  maxOldGenerationSizeMb: 16,
  maxYoungGenerationSizeMb: 1,
  codeRangeSizeMb: 1,
  stackSizeMb: 0.5
};
function checkResourceLimits(value) {
  if (value === void 0) return void 0;
  const expected = `an object with some of ${LIMITS.join(", ")} (MB)`;
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw invalidArgument("resourceLimits", expected, value);
  const out = {};
  for (const [key, v] of Object.entries(value)) {
    if (!LIMITS.includes(key))
      throw invalidArgument(`resourceLimits key ${JSON.stringify(key)}`, `one of ${LIMITS.join(", ")}`, key);
    const min = LIMIT_MIN[key];
    if (typeof v !== "number" || !Number.isFinite(v) || v < min)
      throw invalidArgument(`resourceLimits.${key}`, `a finite number of MB >= ${min}`, v);
    out[key] = v;
  }
  return Object.freeze(out);
}
function checkStuckMs(value) {
  return value === false ? false : checkTimerMs("stuckMs", value);
}
function topologyOption(t) {
  if (typeof t === "string") return parseTopology(t);
  if (t instanceof GridTopology) return t;
  if (t !== null && typeof t === "object" && "neighbours" in t) {
    const claimed = t;
    let rebuilt;
    try {
      rebuilt = topologyFromSpec(claimed.spec);
    } catch {
      throw foreignTopology(t);
    }
    if (rebuilt.size !== claimed.size || rebuilt.name !== claimed.name) throw foreignTopology(t);
    return rebuilt;
  }
  return topologyFromSpec(t);
}
function checkExecArgv(execArgv) {
  if (execArgv.length === 0) return;
  let probe;
  try {
    probe = new Worker("", { eval: true, execArgv: [...execArgv] });
  } catch (err) {
    throw invalidExecArgv(execArgv, err.message);
  }
  probe.unref();
  void probe.terminate();
}
function spinRule(spin, ranks, cores) {
  if (spin === "auto") return spinRuleFor(ranks, cores);
  if (spin === true) return spinRuleFor(1, 1);
  if (spin === false || spin === 0) return { iterations: 0, micros: 0, maxMicros: 0 };
  if (typeof spin === "number" && Number.isFinite(spin) && spin > 0)
    return { iterations: Number.MAX_SAFE_INTEGER, micros: spin, maxMicros: spin };
  throw invalidArgument("spin", "'auto', a boolean or a spin time in \xB5s (a finite number >= 0)", spin);
}
class Cluster {
  topology;
  /** Most polls of a spinning wait (0: ranks never spin). */
  spinIterations;
  /** Spin budget of a wait at first, µs. */
  spinMicros;
  /** Most an adaptive spin budget grows to, µs (`spinMicros` when fixed). */
  spinMaxMicros;
  /** Cores the ranks of this host share (ClusterOptions.cores). */
  cores;
  pool;
  buffers;
  running = false;
  closed = false;
  /** Stops the attempt in progress (its `stopAll`), so `close()` can end a run; undefined between attempts. */
  stopAttempt;
  /** The run in progress (settled or not), so `close()` returns only after it ended. */
  current;
  poolError;
  /** Runs started so far (a run's number names it in late failures). */
  runs = 0;
  late = [];
  /** Multi-host clusters: this host's part (placement, host protocol). */
  session;
  /** The ranks this process runs (every rank, unless the cluster spans hosts). */
  localRanks;
  opts;
  constructor(options) {
    if (typeof options !== "object" || options === null || Array.isArray(options))
      throw invalidArgument("createCluster options", "an object", options);
    checkKeys("createCluster option", options, CLUSTER_KEYS);
    this.topology = topologyOption(options.topology);
    const linkBytes = options.linkBytes ?? DEFAULT_LINK_BYTES;
    try {
      SpscRing.checkCapacity(linkBytes);
    } catch {
      throw invalidArgument("linkBytes", "a power of two in [256, 2^30] (bytes of each link ring)", linkBytes);
    }
    const collectiveBytes = checkInt("collectiveBytes", options.collectiveBytes ?? 1 << 16, 256, 1 << 28);
    const cores = checkInt("cores", options.cores ?? availableParallelism(), 1);
    const waitTimeoutMs = checkTimerMs("waitTimeoutMs", options.waitTimeoutMs ?? 3e4);
    const transport = options.hosts === void 0 ? void 0 : checkTransport(options.hosts);
    this.session = transport === void 0 || transport.hosts === 1 ? void 0 : new HostSession(transport, this.topology, waitTimeoutMs);
    this.localRanks = this.session?.localRanks ?? Array.from({ length: this.topology.size }, (_, r) => r);
    const spin = options.spin ?? "auto";
    const rule = spinRule(spin, this.localRanks.length, cores);
    this.spinIterations = rule.iterations;
    this.spinMicros = rule.micros;
    this.spinMaxMicros = rule.maxMicros;
    this.cores = cores;
    const collectives = options.collectives ?? "shm";
    if (collectives !== "shm" && collectives !== "links") throw invalidArgument("collectives", "'shm' or 'links'", collectives);
    const execArgv = options.execArgv ?? [];
    if (!Array.isArray(execArgv) || execArgv.some((a) => typeof a !== "string"))
      throw invalidArgument("execArgv", "an array of strings", execArgv);
    const resourceLimits = checkResourceLimits(options.resourceLimits);
    const onLateFailure = options.onLateFailure;
    if (onLateFailure !== void 0 && typeof onLateFailure !== "function")
      throw invalidArgument("onLateFailure", "a function (error) => void", onLateFailure);
    const stuckMs = options.stuckMs === void 0 ? Math.min(2 * waitTimeoutMs, MAX_TIMER_MS) : checkStuckMs(options.stuckMs);
    const linkCost = checkLinkCost(options.linkCost);
    checkExecArgv(execArgv);
    this.opts = {
      linkBytes,
      collectiveBytes: collectiveBytes & ~7,
      waitTimeoutMs,
      collectives,
      linkCost,
      execArgv,
      resourceLimits,
      onLateFailure,
      stuckMs
    };
    const hostOf = this.session?.placement.hostOf;
    const host = this.session?.host;
    this.buffers = allocateBuffers(this.topology, linkBytes, this.opts.collectiveBytes, (r) => hostOf === void 0 || hostOf[r] === host);
  }
  /** Multi-host clusters: which host process runs which rank; undefined on one host. */
  get placement() {
    return this.session?.placement;
  }
  get size() {
    return this.topology.size;
  }
  /**
   * MW_LATE_FAILURE errors seen so far: ranks that threw after their program returned, each
   * naming its run. They reach the host with the thread's next outcome or at `close()`.
   */
  get lateFailures() {
    return this.late;
  }
  /** Worker threads currently alive (0 after close()). */
  get threadCount() {
    return this.pool?.threads.length ?? 0;
  }
  ensurePool() {
    if (this.pool !== void 0) return this.pool;
    if (this.closed) throw closedDuringRun();
    const entry = workerEntry();
    const pool = new Piscina({
      filename: entry.filename,
      minThreads: this.localRanks.length,
      maxThreads: this.localRanks.length,
      concurrentTasksPerWorker: 1,
      idleTimeout: Number.POSITIVE_INFINITY,
      maxQueue: 0,
      execArgv: [...entry.execArgv, ...this.opts.execArgv],
      ...this.opts.resourceLimits === void 0 ? {} : { resourceLimits: this.opts.resourceLimits }
    });
    pool.on("error", (err) => {
      this.poolError = err;
    });
    this.pool = pool;
    return pool;
  }
  async run(programUrl, options, runOptions = {}) {
    if (this.closed) throw new MeshworkError(ErrorCodes.CLUSTER_STATE, "cluster is closed; expected an open cluster (create a new one)");
    if (this.running) throw new MeshworkError(ErrorCodes.CLUSTER_STATE, "cluster is already running a program; expected one run at a time");
    const url = programUrl instanceof URL ? programUrl.href : programUrl;
    if (typeof url !== "string" || url.length === 0) throw invalidArgument("programUrl", "a module URL or path", programUrl);
    if (typeof runOptions !== "object" || runOptions === null)
      throw invalidArgument("run options (third argument)", "an object such as { timeoutMs, signal }", runOptions);
    checkKeys("run option", runOptions, RUN_KEYS);
    const collectives = runOptions.collectives ?? this.opts.collectives;
    if (collectives !== "shm" && collectives !== "links") throw invalidArgument("collectives", "'shm' or 'links'", collectives);
    if (runOptions.timeoutMs !== void 0) checkTimerMs("timeoutMs", runOptions.timeoutMs);
    const stuckMs = runOptions.stuckMs === void 0 ? this.opts.stuckMs : checkStuckMs(runOptions.stuckMs);
    const signal = runOptions.signal;
    if (signal !== void 0 && !(signal instanceof AbortSignal))
      throw invalidArgument("signal", "an AbortSignal (from an AbortController, or AbortSignal.timeout(ms))", signal);
    const bad = inspectCloneValue(options, "options");
    if (bad !== void 0)
      throw uncarriedValue("program options (the second argument of run)", "structured-cloneable data (every rank gets a copy)", bad.got);
    if (runOptions.signal?.aborted === true) throw aborted(`the signal was already aborted: ${String(runOptions.signal.reason)}`);
    this.running = true;
    const started = performance.now();
    try {
      const href = /^[a-z][a-z0-9+.-]+:/i.test(url) ? url : pathToFileURL(resolve(url)).href;
      const run = this.execute(href, options, runOptions, collectives, stuckMs, started);
      this.current = run;
      return await run;
    } finally {
      this.running = false;
      this.current = void 0;
    }
  }
  /** Record late failures the threads reported, and tell the user (onLateFailure, or a warning). */
  reportLate(reports) {
    if (reports === void 0) return;
    for (const rep of reports) {
      const f = rep.error;
      const err = lateFailure(rep.rank, rep.run, rep.url, rep.how, `${f.code === void 0 ? "" : `[${f.code}] `}${f.message}`, causeOf(f));
      this.late.push(err);
      const tell = this.opts.onLateFailure;
      try {
        if (tell === void 0) process.emitWarning(err.message, { code: err.code });
        else tell(err);
      } catch {
      }
    }
  }
  /** Run attempts until one succeeds or the failure is not one to restart from (./recovery.ts). */
  async execute(url, options, runOptions, collectives, stuckMs, startedAt) {
    const recovery = new Recovery(runOptions, this.size, this.topology, url, this.opts.resourceLimits, options);
    if (recovery.enabled && this.session !== void 0) {
      throw singleHostOnly(
        "checkpoints and restarts (checkpointEvery, maxRestarts, resumeFrom, faults)",
        this.session.hosts,
        "run them on one host process, or restart the whole job"
      );
    }
    for (; ; ) {
      try {
        const result = await this.attempt(url, options, runOptions, collectives, stuckMs, startedAt, recovery);
        return { ...result, metrics: recovery.attach(result.metrics) };
      } catch (err) {
        if (this.closed) throw err instanceof MeshworkError && err.code === ErrorCodes.CLUSTER_STATE ? err : closedDuringRun(err);
        recovery.afterFailure(err);
      }
    }
  }
  attempt(url, options, runOptions, collectives, stuckMs, startedAt, recovery) {
    if (this.closed) return Promise.reject(closedDuringRun());
    resetBuffers(this.buffers);
    this.poolError = void 0;
    const pool = this.ensurePool();
    const size = this.size;
    const run = ++this.runs;
    const control = new Int32Array(this.buffers.control);
    const session = this.session;
    const local = this.localRanks;
    const channels = local.map(() => new MessageChannel());
    const hostPorts = channels.map((c) => c.port1);
    for (const [r, port] of hostPorts.entries()) {
      port.on("message", (msg) => {
        if (recovery.onMessage(msg) || msg?.kind !== "share") return;
        for (const [q, other] of hostPorts.entries()) if (q !== r) other.postMessage(msg);
      });
    }
    const outcomes = new Array(size).fill(void 0);
    let firstFailure;
    let settled = 0;
    let started = 0;
    return new Promise((resolve2, reject) => {
      let done = false;
      let graceTimer;
      let runTimer;
      let watchdog;
      const finish = (err, all = outcomes) => {
        if (done) return;
        done = true;
        clearTimeout(graceTimer);
        clearTimeout(runTimer);
        clearInterval(watchdog);
        if (this.stopAttempt === stopAll) this.stopAttempt = void 0;
        runOptions.signal?.removeEventListener("abort", onAbort);
        for (const p of hostPorts) p.close();
        if (err !== void 0) session?.fail(run, err);
        session?.end(run);
        if (err !== void 0) {
          reject(err);
          return;
        }
        const ok = all;
        resolve2({
          results: ok.map((o) => o.result),
          ranks: ok.map((o) => o.metrics),
          metrics: aggregate(ok.map((o) => o.metrics)),
          links: ok.map((o) => [...o.links]),
          route: ok.map((o) => o.route),
          wallMs: performance.now() - startedAt,
          ...session === void 0 ? {} : { placement: session.placement.describe }
        });
      };
      const stopAll = (err) => {
        if (done) return;
        if (firstFailure === void 0) firstFailure = err;
        Atomics.store(control, ABORT, 1);
        for (let r = 0; r < size; r++) {
          Atomics.add(control, bellIndex(r), 1);
          Atomics.notify(control, bellIndex(r));
        }
        if (settled === started) {
          finish(firstFailure);
          return;
        }
        if (graceTimer === void 0) {
          graceTimer = setTimeout(() => {
            void this.destroyPool();
            finish(firstFailure);
          }, GRACE_MS);
        }
      };
      this.stopAttempt = stopAll;
      const onAbort = () => {
        stopAll(aborted(`the caller's AbortSignal fired (${String(runOptions.signal?.reason)})`));
      };
      runOptions.signal?.addEventListener("abort", onAbort, { once: true });
      const whereRanks = (ranks) => describeRanks(control, ranks);
      const unsettled = () => local.filter((r) => outcomes[r] === void 0);
      if (runOptions.timeoutMs !== void 0) {
        const ms = runOptions.timeoutMs;
        runTimer = setTimeout(() => {
          const running = unsettled();
          stopAll(runTimeout(url, ms, whereRanks(running), rankList(running)));
        }, ms);
      }
      if (stuckMs !== false) {
        const beats = new Int32Array(size);
        const begun = new Uint8Array(size);
        let quietSince = performance.now();
        watchdog = setInterval(
          () => {
            let moved = false;
            let all = true;
            for (const r of local) {
              const b = beatOf(control, r);
              if (b !== beats[r]) {
                beats[r] = b;
                begun[r] = 1;
                moved = true;
              }
              if (begun[r] === 0 && outcomes[r] === void 0) all = false;
            }
            const now = performance.now();
            if (moved || !all) {
              quietSince = now;
              return;
            }
            if (now - quietSince < stuckMs) return;
            const running = unsettled();
            const busy = running.filter((r) => !inWait(control, r) && !finished(control, r));
            if (busy.length === 0) return;
            clearInterval(watchdog);
            stopAll(ranksStuck(url, stuckMs, busy.length, rankList(busy), whereRanks(running)));
          },
          Math.max(5, Math.min(1e3, Math.floor(stuckMs / 4)))
        );
      }
      const onSettled = (r, outcome) => {
        this.reportLate(outcome.late);
        if (done) return;
        outcomes[r] = outcome;
        settled++;
        if (!outcome.ok) {
          if (!this.closed) recovery.noteFailure(r, outcome.error);
          const err = rankError(r, outcome.error, url);
          const secondary = (e) => e === void 0 || isAbortCause(e);
          if (secondary(firstFailure) && !(firstFailure !== void 0 && isAbortCause(err))) firstFailure = err;
          stopAll(firstFailure);
        }
        if (settled < local.length) return;
        if (firstFailure !== void 0 || session === void 0) {
          finish(firstFailure);
          return;
        }
        const mine = local.map((q) => outcomes[q]);
        session.gather(run, mine).then(
          (all) => finish(void 0, all),
          (err) => finish(err instanceof MeshworkError ? err : new MeshworkError(ErrorCodes.HOST_LOST, String(err)))
        );
      };
      const spawn = (r, channel) => {
        started++;
        const task = {
          run,
          programUrl: url,
          options,
          rank: r,
          topology: this.topology.spec,
          buffers: this.buffers,
          spinIterations: this.spinIterations,
          spinMicros: this.spinMicros,
          spinMaxMicros: this.spinMaxMicros,
          cores: this.cores,
          sliceMs: DEFAULT_SLICE_MS,
          waitTimeoutMs: this.opts.waitTimeoutMs,
          collectives,
          linkCost: this.opts.linkCost,
          hosts: session === void 0 ? void 0 : { count: session.hosts, localRanks: local.length },
          recovery: recovery.taskFor(r),
          port: channel.port2
        };
        pool.run(task, { transferList: [task.port] }).then(
          (outcome) => onSettled(r, outcome),
          (err) => {
            const e = err instanceof Error ? err : new Error(String(err));
            const cause = this.poolError ?? e;
            onSettled(r, {
              ok: false,
              rank: r,
              late: [],
              error: {
                name: "WorkerExit",
                code: ErrorCodes.WORKER_EXITED,
                message: `worker thread of rank ${r} ended before its program finished: ${cause.message}`,
                stack: cause.stack,
                phase: void 0,
                fault: cause.code === "ERR_WORKER_OUT_OF_MEMORY" ? "oom" : "exit"
              }
            });
          }
        );
      };
      if (session === void 0) {
        for (const [i, r] of local.entries()) spawn(r, channels[i]);
        return;
      }
      const print = {
        url,
        options,
        cluster: [this.topology.spec, this.buffers.linkBytes, this.buffers.slotBytes, collectives, this.opts.linkCost, session.hosts]
      };
      session.begin(run, print, this.buffers, stopAll).then(
        () => {
          if (done) return;
          for (const [i, r] of local.entries()) spawn(r, channels[i]);
        },
        (err) => stopAll(err instanceof MeshworkError ? err : new MeshworkError(ErrorCodes.HOST_LOST, String(err)))
      );
    });
  }
  async destroyPool() {
    const pool = this.pool;
    this.pool = void 0;
    if (pool !== void 0) await pool.destroy();
  }
  /**
   * Let every idle thread report throws of earlier runs that are due (timers, rejections): they
   * become late failures. Bounded by DRAIN_MS.
   */
  async drain(pool) {
    const threads = pool.threads.length;
    if (threads === 0) return;
    const task = { drain: true, counter: new SharedArrayBuffer(4), threads, timeoutMs: DRAIN_MS };
    let timer;
    const outcomes = await Promise.race([
      Promise.allSettled(Array.from({ length: threads }, () => pool.run(task))),
      new Promise((resolve2) => {
        timer = setTimeout(() => resolve2(void 0), 2 * DRAIN_MS);
      })
    ]);
    clearTimeout(timer);
    for (const o of outcomes ?? []) if (o.status === "fulfilled") this.reportLate(o.value.late);
  }
  /**
   * Stop every worker thread, after letting idle threads report late failures (throws after a
   * program returned that are due by now). The cluster cannot run again.
   */
  async close() {
    if (this.closed) {
      await this.current?.catch(() => void 0);
      await this.destroyPool();
      return;
    }
    this.closed = true;
    const pool = this.pool;
    if (pool !== void 0 && !this.running) await this.drain(pool);
    this.stopAttempt?.(closedDuringRun());
    await this.destroyPool();
    await this.current?.catch(() => void 0);
    await this.destroyPool();
  }
  async [Symbol.asyncDispose]() {
    await this.close();
  }
}
function closedDuringRun(cause) {
  return new MeshworkError(
    ErrorCodes.CLUSTER_STATE,
    "cluster was closed while this run was in progress; expected close() after the run settled (the run is stopped, not restarted)",
    cause === void 0 ? {} : { cause }
  );
}
function isAbortCause(err) {
  return err.cause?.code === ErrorCodes.ABORTED;
}
const CODES = new Set(Object.values(ErrorCodes));
function causeOf(f, rank) {
  const cause = f.code !== void 0 && CODES.has(f.code) ? new MeshworkError(f.code, f.message, { rank, phase: f.phase }) : Object.assign(new Error(f.message), { code: f.code });
  if (!(cause instanceof MeshworkError)) cause.name = f.name;
  if (f.stack !== void 0) cause.stack = f.stack;
  return cause;
}
function rankError(rank, f, url) {
  const cause = causeOf(f, rank);
  if (f.code === ErrorCodes.WORKER_EXITED) {
    return new MeshworkError(ErrorCodes.WORKER_EXITED, `rank ${rank}${f.phase === void 0 ? "" : ` (phase ${f.phase})`}: ${f.message}`, {
      rank,
      phase: f.phase,
      cause
    });
  }
  const where = f.phase === void 0 ? "" : ` in phase "${f.phase}"`;
  return new MeshworkError(
    ErrorCodes.RANK_FAILED,
    `rank ${rank} failed${where} running ${url}: ${f.code === void 0 ? "" : `[${f.code}] `}${f.message}`,
    {
      rank,
      phase: f.phase,
      cause
    }
  );
}
function createCluster(options) {
  return new Cluster(options);
}
export {
  CLUSTER_KEYS,
  Cluster,
  DEFAULT_LINK_BYTES,
  RUN_KEYS,
  createCluster,
  topologyOption
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL2NsdXN0ZXIvY2x1c3Rlci50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLyoqXG4gKiBIb3N0IHNpZGU6IG9uZSByYW5rIHBlciB3b3JrZXIgdGhyZWFkIG9uIHBpc2NpbmEgKHRoZSBvbmx5IG1vZHVsZSB0aGF0IGltcG9ydHMgaXQpLCB0aGUgc2hhcmVkXG4gKiBidWZmZXJzIHdpcmVkIGluLCBwcm9ncmFtcyBydW4gb24gZXZlcnkgcmFuaywgZmFpbHVyZXMgdHVybmVkIGludG8gb25lIGNsZWFyIGVycm9yLlxuICovXG5pbXBvcnQgeyBhdmFpbGFibGVQYXJhbGxlbGlzbSB9IGZyb20gJ25vZGU6b3MnO1xuaW1wb3J0IHsgcmVzb2x2ZSB9IGZyb20gJ25vZGU6cGF0aCc7XG5pbXBvcnQgeyBwYXRoVG9GaWxlVVJMIH0gZnJvbSAnbm9kZTp1cmwnO1xuaW1wb3J0IHsgTWVzc2FnZUNoYW5uZWwsIHR5cGUgTWVzc2FnZVBvcnQsIHR5cGUgUmVzb3VyY2VMaW1pdHMsIFdvcmtlciB9IGZyb20gJ25vZGU6d29ya2VyX3RocmVhZHMnO1xuaW1wb3J0IHsgUGlzY2luYSB9IGZyb20gJ3Bpc2NpbmEnO1xuaW1wb3J0IHR5cGUgeyBDb2xsZWN0aXZlTW9kZSB9IGZyb20gJy4uL2NvbW0vY29sbGVjdGl2ZXMuanMnO1xuaW1wb3J0IHsgY2hlY2tMaW5rQ29zdCwgdHlwZSBMaW5rQ29zdCB9IGZyb20gJy4uL2NvbW0vY29zdC5qcyc7XG5pbXBvcnQgeyBBQk9SVCwgYWxsb2NhdGVCdWZmZXJzLCBiZWxsSW5kZXgsIHR5cGUgQ2x1c3RlckJ1ZmZlcnMsIHJlc2V0QnVmZmVycyB9IGZyb20gJy4uL2NvbW0vbGF5b3V0LmpzJztcbmltcG9ydCB0eXBlIHsgTGlua1N0YXRzLCBSb3V0ZVN0YXRzIH0gZnJvbSAnLi4vY29tbS9saW5rcy5qcyc7XG5pbXBvcnQgeyBiZWF0T2YsIGRlc2NyaWJlUmFua3MsIGZpbmlzaGVkLCBpbldhaXQsIHJhbmtMaXN0IH0gZnJvbSAnLi4vY29tbS9zdGF0dXMuanMnO1xuaW1wb3J0IHsgaW5zcGVjdENsb25lVmFsdWUgfSBmcm9tICcuLi9jb21tL3ZhbHVlcy5qcyc7XG5pbXBvcnQge1xuICBhYm9ydGVkLFxuICBjaGVja0ludCxcbiAgY2hlY2tUaW1lck1zLFxuICB0eXBlIEVycm9yQ29kZSxcbiAgRXJyb3JDb2RlcyxcbiAgZm9yZWlnblRvcG9sb2d5LFxuICBpbnZhbGlkQXJndW1lbnQsXG4gIGludmFsaWRFeGVjQXJndixcbiAgbGF0ZUZhaWx1cmUsXG4gIE1BWF9USU1FUl9NUyxcbiAgTWVzaHdvcmtFcnJvcixcbiAgcmFua3NTdHVjayxcbiAgcnVuVGltZW91dCxcbiAgc2luZ2xlSG9zdE9ubHksXG4gIHVuY2FycmllZFZhbHVlLFxufSBmcm9tICcuLi9lcnJvcnMuanMnO1xuaW1wb3J0IHsgYWdncmVnYXRlIH0gZnJvbSAnLi4vbWV0cmljcy9kZXJpdmUuanMnO1xuaW1wb3J0IHR5cGUgeyBSYW5rTWV0cmljcywgUnVuTWV0cmljcyB9IGZyb20gJy4uL21ldHJpY3MvdHlwZXMuanMnO1xuaW1wb3J0IHR5cGUgeyBPcHRpb25zT2YsIFByb2dyYW1SZWYsIFJlc3VsdE9mLCBVbnR5cGVkUHJvZ3JhbVVybCB9IGZyb20gJy4uL3Byb2dyYW0uanMnO1xuaW1wb3J0IHsgU3BzY1JpbmcgfSBmcm9tICcuLi9zaG0vcmluZy5qcyc7XG5pbXBvcnQgeyBERUZBVUxUX1NMSUNFX01TLCB0eXBlIFNwaW5SdWxlLCBzcGluUnVsZUZvciB9IGZyb20gJy4uL3NobS93YWl0LmpzJztcbmltcG9ydCB7IHBhcnNlVG9wb2xvZ3ksIHRvcG9sb2d5RnJvbVNwZWMgfSBmcm9tICcuLi90b3BvbG9neS9pbmRleC5qcyc7XG5pbXBvcnQgeyBHcmlkVG9wb2xvZ3kgfSBmcm9tICcuLi90b3BvbG9neS90b3BvbG9neS5qcyc7XG5pbXBvcnQgdHlwZSB7IFRvcG9sb2d5LCBUb3BvbG9neVNwZWMgfSBmcm9tICcuLi90b3BvbG9neS90eXBlcy5qcyc7XG5pbXBvcnQgdHlwZSB7IFNoYXJlTWVzc2FnZSB9IGZyb20gJy4uL3dvcmtlci9zaGFyZS5qcyc7XG5pbXBvcnQgdHlwZSB7IERyYWluT3V0Y29tZSwgRHJhaW5UYXNrLCBMYXRlUmVwb3J0LCBSYW5rRmFpbHVyZSwgUmFua091dGNvbWUsIFJhbmtUYXNrIH0gZnJvbSAnLi4vd29ya2VyL3Rhc2suanMnO1xuaW1wb3J0IHsgd29ya2VyRW50cnkgfSBmcm9tICcuL2VudHJ5LmpzJztcbmltcG9ydCB0eXBlIHsgSG9zdFRyYW5zcG9ydCB9IGZyb20gJy4vaG9zdHMuanMnO1xuaW1wb3J0IHsgY2hlY2tUcmFuc3BvcnQsIEhvc3RTZXNzaW9uIH0gZnJvbSAnLi9oeWJyaWQuanMnO1xuaW1wb3J0IHR5cGUgeyBQbGFjZW1lbnQgfSBmcm9tICcuL3BsYWNlbWVudC5qcyc7XG5pbXBvcnQgeyBSZWNvdmVyeSwgdHlwZSBSZWNvdmVyeU9wdGlvbnMgfSBmcm9tICcuL3JlY292ZXJ5LmpzJztcblxuLyoqXG4gKiBEZWZhdWx0IGRhdGEgYnl0ZXMgb2YgYSBsaW5rIHJpbmcuIE1lYXN1cmVkIGluIGJlbmNoLyAoMSBNaUIgbWVzc2FnZXMsIDIgcmFua3MpOiBhIDI1NiBLaUIgcmluZ1xuICogKHR3byBjaHVua3MgaW4gZmxpZ2h0KSByYW4gYXQgMjMtMjUlIG9mIGEgY2FjaGUtcmVzaWRlbnQgYFVpbnQ4QXJyYXkuc2V0YCwgYSAxIE1pQiByaW5nIChlaWdodClcbiAqIGF0IDQ2LTQ4JTogYSBwcm9kdWNlciB0aGF0IGNhbiBydW4gYWhlYWQgaXMgbm90IGhlbGQgYnkgZXZlcnkgc3RhbGwgb2YgdGhlIGNvbnN1bWVyLlxuICovXG5leHBvcnQgY29uc3QgREVGQVVMVF9MSU5LX0JZVEVTID0gMSA8PCAyMDtcblxuZXhwb3J0IGludGVyZmFjZSBDbHVzdGVyT3B0aW9ucyB7XG4gIC8qKiBUaGUgcmFuayBncmFwaDogYSBUb3BvbG9neSwgaXRzIHNwZWMsIG9yIGEgc3RyaW5nIHN1Y2ggYXMgYHJpbmc6OGAsIGBtZXNoOjJ4NGAuICovXG4gIHJlYWRvbmx5IHRvcG9sb2d5OiBUb3BvbG9neSB8IFRvcG9sb2d5U3BlYyB8IHN0cmluZztcbiAgLyoqXG4gICAqIERhdGEgYnl0ZXMgb2YgZWFjaCBkaXJlY3RlZCBsaW5rIHJpbmcgKHBvd2VyIG9mIHR3bywgZGVmYXVsdCBgREVGQVVMVF9MSU5LX0JZVEVTYCwgMSBNaUI6IGVpZ2h0XG4gICAqIDEyOCBLaUIgY2h1bmtzIGluIGZsaWdodDsgbWVtb3J5IGlzIHRoaXMgdGltZXMgdGhlIG51bWJlciBvZiBkaXJlY3RlZCBlZGdlcykuXG4gICAqL1xuICByZWFkb25seSBsaW5rQnl0ZXM/OiBudW1iZXI7XG4gIC8qKiBCeXRlcyBwZXIgcmFuayBvZiB0aGUgc2hhcmVkLW1lbW9yeSBjb2xsZWN0aXZlIHNjcmF0Y2ggKGRlZmF1bHQgNjQgS2lCKS4gKi9cbiAgcmVhZG9ubHkgY29sbGVjdGl2ZUJ5dGVzPzogbnVtYmVyO1xuICAvKipcbiAgICogQnVzeS13YWl0IGJlZm9yZSBzbGVlcGluZyBpbiBhIHdhaXQ6ICdhdXRvJyAoZGVmYXVsdCkgc3BpbnMgb25seSB3aGlsZSByYW5rcyA8PSBjb3Jlc1xuICAgKiAoYHNwaW5SdWxlRm9yYCksIHdpdGggYW4gYWRhcHRpdmUgYnVkZ2V0OiBgREVGQVVMVF9TUElOX01JQ1JPU2AgXHUwMEI1cyBhdCBmaXJzdCwgZ3Jvd2luZyB1cCB0b1xuICAgKiBgTUFYX1NQSU5fTUlDUk9TYCB3aGlsZSBhIHJhbmsncyByZWNlbnQgd2FpdHMgZW5kZWQgc29vbiBhbmQgc2hyaW5raW5nIGJhY2sgd2hlbiB0aGV5IHdlcmVcbiAgICogbG9uZyAoc2htL1JFQURNRS5tZCwgXCJBZGFwdGl2ZSB3YWl0aW5nXCIpOyB0cnVlIHNwaW5zIHRoYXQgd2F5IHdoYXRldmVyIHRoZSBjb3JlczsgZmFsc2UgbmV2ZXJcbiAgICogc3BpbnM7IGEgbnVtYmVyIHNwaW5zIGZvciBhdCBtb3N0IHRoYXQgbWFueSBcdTAwQjVzLCBmaXhlZCAoMDogbmV2ZXIpLlxuICAgKi9cbiAgcmVhZG9ubHkgc3Bpbj86ICdhdXRvJyB8IGJvb2xlYW4gfCBudW1iZXI7XG4gIC8qKiBDb3JlcyB0byBhc3N1bWUgZm9yICdhdXRvJyBzcGlubmluZyAoZGVmYXVsdDogb3MuYXZhaWxhYmxlUGFyYWxsZWxpc20oKSkuICovXG4gIHJlYWRvbmx5IGNvcmVzPzogbnVtYmVyO1xuICAvKiogRGVhZGxpbmUgb2YgYW55IHNpbmdsZSBibG9ja2luZyB3YWl0IGluc2lkZSBhIHJhbmssIGluIG1zIChkZWZhdWx0IDMwIDAwMCkuICovXG4gIHJlYWRvbmx5IHdhaXRUaW1lb3V0TXM/OiBudW1iZXI7XG4gIC8qKiBDb2xsZWN0aXZlcyBiZWhpbmQgYGN0eC5jb21tYDogZmFzdCBzaGFyZWQgbWVtb3J5IChkZWZhdWx0KSBvciB0b3BvbG9neS1mYWl0aGZ1bCBsaW5rcy4gKi9cbiAgcmVhZG9ubHkgY29sbGVjdGl2ZXM/OiBDb2xsZWN0aXZlTW9kZTtcbiAgLyoqIEVtdWxhdGVkIGxpbmsgY29zdCAobGF0ZW5jeSwgYmFuZHdpZHRoKSwgcGFpZCBieSBzZW5kZXJzLiAqL1xuICByZWFkb25seSBsaW5rQ29zdD86IExpbmtDb3N0O1xuICAvKipcbiAgICogRXh0cmEgTm9kZSBmbGFncyBmb3IgdGhlIHdvcmtlciB0aHJlYWRzOiBvcHRpb25zIHdvcmtlcnMgYWNjZXB0IChjaGVja2VkIGhlcmUgYnkgc3RhcnRpbmcgb25lXG4gICAqIHRocmVhZCB3aXRoIHRoZW0pOyBWOCBvcHRpb25zIHN1Y2ggYXMgLS1tYXgtb2xkLXNwYWNlLXNpemUgYXJlIHJlZnVzZWQgKHVzZSByZXNvdXJjZUxpbWl0cykuXG4gICAqL1xuICByZWFkb25seSBleGVjQXJndj86IHJlYWRvbmx5IHN0cmluZ1tdO1xuICAvKipcbiAgICogUGVyLXJhbmsgKHBlciB3b3JrZXIgdGhyZWFkKSBWOCBsaW1pdHMsIGluIE1COiBgbWF4T2xkR2VuZXJhdGlvblNpemVNYmAgKGhlYXApLFxuICAgKiBgbWF4WW91bmdHZW5lcmF0aW9uU2l6ZU1iYCwgYGNvZGVSYW5nZVNpemVNYmAsIGBzdGFja1NpemVNYmAgKG1pbmltdW1zIDE2LCAxLCAxIGFuZCAwLjU7IE5vZGUnc1xuICAgKiBkZWZhdWx0IHN0YWNrIGlzIDQpLiBBIHJhbmsgcGFzdCBpdHMgaGVhcCBsaW1pdFxuICAgKiBlbmRzIHRoZSBydW4gd2l0aCBNV19XT1JLRVJfRVhJVEVEIChcIm91dCBvZiBtZW1vcnlcIikuIERlZmF1bHQ6IE5vZGUncy5cbiAgICovXG4gIHJlYWRvbmx5IHJlc291cmNlTGltaXRzPzogUmVzb3VyY2VMaW1pdHM7XG4gIC8qKlxuICAgKiBTdHVjay1yYW5rIGludGVydmFsLCBtczogd2hlbiBubyByYW5rIGhhcyBwYXNzZWQgYSByZWNlaXZlLCBiYXJyaWVyIG9yIHdhaXQgZm9yIHRoaXMgbG9uZyBhbmRcbiAgICogc29tZSByYW5rIHJ1bnMgb3V0c2lkZSBhbnkgd2FpdCAoYSBDUFUgbG9vcCksIHRoZSBydW4gZW5kcyB3aXRoIE1XX1NUVUNLIG5hbWluZyB0aG9zZSByYW5rcy5cbiAgICogRGVmYXVsdCAyIHggd2FpdFRpbWVvdXRNcyAoNjAgcyk7IGBmYWxzZWAgdHVybnMgdGhlIHdhdGNoZG9nIG9mZi4gT3ZlcnJpZGFibGUgcGVyIHJ1bi5cbiAgICovXG4gIHJlYWRvbmx5IHN0dWNrTXM/OiBudW1iZXIgfCBmYWxzZTtcbiAgLyoqXG4gICAqIENhbGxlZCB3aXRoIGVhY2ggTVdfTEFURV9GQUlMVVJFOiBhIHJhbmsgdGhyZXcgYWZ0ZXIgaXRzIHByb2dyYW0gcmV0dXJuZWQgKGEgdGltZXIsIGFcbiAgICogZmxvYXRpbmcgcHJvbWlzZSkuIERlZmF1bHQ6IGBwcm9jZXNzLmVtaXRXYXJuaW5nYC4gRWl0aGVyIHdheSBgQ2x1c3Rlci5sYXRlRmFpbHVyZXNgIGxpc3RzIHRoZW0uXG4gICAqL1xuICByZWFkb25seSBvbkxhdGVGYWlsdXJlPzogKGVycm9yOiBNZXNod29ya0Vycm9yKSA9PiB2b2lkO1xuICAvKipcbiAgICogUnVuIHRoZSByYW5rcyBpbiBzZXZlcmFsIGhvc3QgcHJvY2Vzc2VzOiB0aGlzIHByb2Nlc3MgcnVucyBvbmx5IGl0cyBibG9jayBvZiByYW5rcyAodGhlXG4gICAqIHBsYWNlbWVudCBmb2xsb3dzIHRoZSB0b3BvbG9neSwgYENsdXN0ZXIucGxhY2VtZW50YCksIGxpbmtzIHRoYXQgY3Jvc3MgaG9zdHMgYW5kIHRoZSBzaG1cbiAgICogY29sbGVjdGl2ZXMgZ28gdGhyb3VnaCB0aGlzIHRyYW5zcG9ydCAoZS5nLiBgY29ubmVjdEZyb21FbnYoKWAgb2YgYEBtZXNod29yay9ob3N0c2ApLiBFdmVyeVxuICAgKiBob3N0IHByb2Nlc3MgY3JlYXRlcyB0aGUgc2FtZSBjbHVzdGVyIGFuZCBydW5zIHRoZSBzYW1lIHByb2dyYW1zIHdpdGggdGhlIHNhbWUgb3B0aW9ucy5cbiAgICogRGVmYXVsdDogZXZlcnkgcmFuayBpbiB0aGlzIHByb2Nlc3MuXG4gICAqL1xuICByZWFkb25seSBob3N0cz86IEhvc3RUcmFuc3BvcnQ7XG59XG5cbmV4cG9ydCBpbnRlcmZhY2UgUnVuT3B0aW9ucyBleHRlbmRzIFJlY292ZXJ5T3B0aW9ucyB7XG4gIC8qKiBBYm9ydHMgdGhlIHJ1biAoTVdfQUJPUlRFRCk7IG11c3QgYmUgYW4gQWJvcnRTaWduYWwuICovXG4gIHJlYWRvbmx5IHNpZ25hbD86IEFib3J0U2lnbmFsO1xuICAvKipcbiAgICogRGVhZGxpbmUgb2YgdGhlIHdob2xlIHJ1biBpbiBtcywgYW4gaW50ZWdlciBpbiBbMSwgMl4zMSAtIDFdIChOb2RlIHRpbWVycyBjYW5ub3Qgd2FpdCBsb25nZXI7XG4gICAqIGxhcmdlciB2YWx1ZXMgYXJlIHJlZnVzZWQpLiBEZWZhdWx0OiBub25lIGJleW9uZCB0aGUgcGVyLXdhaXQgZGVhZGxpbmUgYW5kIHRoZSBzdHVjay1yYW5rIHdhdGNoZG9nLlxuICAgKi9cbiAgcmVhZG9ubHkgdGltZW91dE1zPzogbnVtYmVyO1xuICAvKiogT3ZlcnJpZGUgdGhlIGNsdXN0ZXIncyBjb2xsZWN0aXZlIG1vZGUgZm9yIHRoaXMgcnVuLiAqL1xuICByZWFkb25seSBjb2xsZWN0aXZlcz86IENvbGxlY3RpdmVNb2RlO1xuICAvKiogT3ZlcnJpZGUgdGhlIGNsdXN0ZXIncyBzdHVjay1yYW5rIGludGVydmFsIGZvciB0aGlzIHJ1biAoYGZhbHNlYDogb2ZmKS4gKi9cbiAgcmVhZG9ubHkgc3R1Y2tNcz86IG51bWJlciB8IGZhbHNlO1xufVxuXG5leHBvcnQgaW50ZXJmYWNlIFJ1blJlc3VsdDxSPiB7XG4gIC8qKiBFYWNoIHJhbmsncyByZXR1cm4gdmFsdWUsIGJ5IHJhbmsuICovXG4gIHJlYWRvbmx5IHJlc3VsdHM6IFJbXTtcbiAgLyoqIFBlci1yYW5rIHBoYXNlIHJlY29yZHMsIGJ5IHJhbmsuICovXG4gIHJlYWRvbmx5IHJhbmtzOiBSYW5rTWV0cmljc1tdO1xuICAvKiogUGhhc2VzIG1hdGNoZWQgYWNyb3NzIHJhbmtzIHdpdGggTEUsIFVfaywgbWF4L2F2ZyAoYnVzeSB0aW1lIGFuZCB3b3JrIHVuaXRzKS4gKi9cbiAgcmVhZG9ubHkgbWV0cmljczogUnVuTWV0cmljcztcbiAgLyoqIGxpbmtzW3JhbmtdW3BvcnRdOiB0cmFmZmljIG9mIGVhY2ggbGluay4gKi9cbiAgcmVhZG9ubHkgbGlua3M6IExpbmtTdGF0c1tdW107XG4gIHJlYWRvbmx5IHJvdXRlOiBSb3V0ZVN0YXRzW107XG4gIHJlYWRvbmx5IHdhbGxNczogbnVtYmVyO1xuICAvKipcbiAgICogTXVsdGktaG9zdCBjbHVzdGVyczogd2hlcmUgdGhlIHJhbmtzIHJhbiAoYFBsYWNlbWVudC5kZXNjcmliZWApLiBSZXN1bHRzLCBtZXRyaWNzIGFuZCBsaW5rXG4gICAqIHN0YXRpc3RpY3MgYWJvdmUgY292ZXIgZXZlcnkgcmFuayBvZiBldmVyeSBob3N0LCBhcyBpbiBhIG9uZS1ob3N0IHJ1bi5cbiAgICovXG4gIHJlYWRvbmx5IHBsYWNlbWVudD86IHN0cmluZztcbn1cblxuLyoqIEV2ZXJ5IGtleSBgY3JlYXRlQ2x1c3RlcmAgcmVhZHMgKGFuIHVua25vd24gb25lLCBlLmcuIGEgbWlzc3BlbHQgYHdhaXRUaW1lb3V0TVNgLCBpcyByZWZ1c2VkKS4gQGludGVybmFsICh0ZXN0cykgKi9cbmV4cG9ydCBjb25zdCBDTFVTVEVSX0tFWVM6IHJlYWRvbmx5IHN0cmluZ1tdID0gW1xuICAndG9wb2xvZ3knLFxuICAnbGlua0J5dGVzJyxcbiAgJ2NvbGxlY3RpdmVCeXRlcycsXG4gICdzcGluJyxcbiAgJ2NvcmVzJyxcbiAgJ3dhaXRUaW1lb3V0TXMnLFxuICAnY29sbGVjdGl2ZXMnLFxuICAnbGlua0Nvc3QnLFxuICAnZXhlY0FyZ3YnLFxuICAncmVzb3VyY2VMaW1pdHMnLFxuICAnc3R1Y2tNcycsXG4gICdvbkxhdGVGYWlsdXJlJyxcbiAgJ2hvc3RzJyxcbl07XG4vKiogRXZlcnkga2V5IGBjbHVzdGVyLnJ1bmAgcmVhZHMgaW4gaXRzIHJ1biBvcHRpb25zLiBAaW50ZXJuYWwgKHRlc3RzKSAqL1xuZXhwb3J0IGNvbnN0IFJVTl9LRVlTOiByZWFkb25seSBzdHJpbmdbXSA9IFtcbiAgJ3NpZ25hbCcsXG4gICd0aW1lb3V0TXMnLFxuICAnY29sbGVjdGl2ZXMnLFxuICAnc3R1Y2tNcycsXG4gICdjaGVja3BvaW50RXZlcnknLFxuICAnY2hlY2twb2ludERpcicsXG4gICdtYXhSZXN0YXJ0cycsXG4gICdyZXN1bWVGcm9tJyxcbiAgJ2ZhdWx0cycsXG5dO1xuXG4vKiogUmVmdXNlIGEga2V5IHRoYXQgaXMgbm90IG9uZSBvZiBga25vd25gOiBpdCB3b3VsZCBiZSBzaWxlbnRseSBpZ25vcmVkIChgd2FpdFRpbWVvdXRNU2AsIGByYW5rc2ApLiAqL1xuZnVuY3Rpb24gY2hlY2tLZXlzKHdoYXQ6IHN0cmluZywgdmFsdWU6IG9iamVjdCwga25vd246IHJlYWRvbmx5IHN0cmluZ1tdKTogdm9pZCB7XG4gIGZvciAoY29uc3Qga2V5IG9mIE9iamVjdC5rZXlzKHZhbHVlKSlcbiAgICBpZiAoIWtub3duLmluY2x1ZGVzKGtleSkpIHRocm93IGludmFsaWRBcmd1bWVudChgJHt3aGF0fSBrZXkgJHtKU09OLnN0cmluZ2lmeShrZXkpfWAsIGBvbmUgb2YgJHtrbm93bi5qb2luKCcsICcpfWAsIGtleSk7XG59XG5cbmNvbnN0IEdSQUNFX01TID0gNzUwO1xuLyoqIExvbmdlc3Qgd2FpdCBvZiBgY2xvc2UoKWAgZm9yIHRoZSB0aHJlYWRzIHRvIHJlcG9ydCBsYXRlIGZhaWx1cmVzLiAqL1xuY29uc3QgRFJBSU5fTVMgPSAxMDAwO1xuXG5jb25zdCBMSU1JVFMgPSBbJ21heE9sZEdlbmVyYXRpb25TaXplTWInLCAnbWF4WW91bmdHZW5lcmF0aW9uU2l6ZU1iJywgJ2NvZGVSYW5nZVNpemVNYicsICdzdGFja1NpemVNYiddIGFzIGNvbnN0O1xuLyoqXG4gKiBTbWFsbGVzdCB2YWx1ZSBvZiBlYWNoIGxpbWl0IGEgcmFuayBjYW4gc3RhcnQgd2l0aCAoTUIpLiBTdGFjazogTm9kZSBrZWVwcyAxOTIgS2lCIG9mIGEgd29ya2VyJ3NcbiAqIHN0YWNrIGZvciBpdHNlbGY7IGF0IDAuMjUgTUIgYSB0cml2aWFsIHByb2dyYW0gb3ZlcmZsb3dzIHdoaWxlIHRoZSByYW5rIHN0YXJ0cyAobWVhc3VyZWQgb25cbiAqIE5vZGUgMjA6IDAuMjUgZmFpbHMsIDAuMjYgcnVucyBhIHNtYWxsIHByb2dyYW0pLCBzbyAwLjUgbGVhdmVzIHRoZSBydW50aW1lIGFuZCBhIHByb2dyYW0gcm9vbS5cbiAqL1xuY29uc3QgTElNSVRfTUlOOiBSZWFkb25seTxSZWNvcmQ8KHR5cGVvZiBMSU1JVFMpW251bWJlcl0sIG51bWJlcj4+ID0ge1xuICBtYXhPbGRHZW5lcmF0aW9uU2l6ZU1iOiAxNixcbiAgbWF4WW91bmdHZW5lcmF0aW9uU2l6ZU1iOiAxLFxuICBjb2RlUmFuZ2VTaXplTWI6IDEsXG4gIHN0YWNrU2l6ZU1iOiAwLjUsXG59O1xuXG5mdW5jdGlvbiBjaGVja1Jlc291cmNlTGltaXRzKHZhbHVlOiB1bmtub3duKTogUmVzb3VyY2VMaW1pdHMgfCB1bmRlZmluZWQge1xuICBpZiAodmFsdWUgPT09IHVuZGVmaW5lZCkgcmV0dXJuIHVuZGVmaW5lZDtcbiAgY29uc3QgZXhwZWN0ZWQgPSBgYW4gb2JqZWN0IHdpdGggc29tZSBvZiAke0xJTUlUUy5qb2luKCcsICcpfSAoTUIpYDtcbiAgaWYgKHR5cGVvZiB2YWx1ZSAhPT0gJ29iamVjdCcgfHwgdmFsdWUgPT09IG51bGwgfHwgQXJyYXkuaXNBcnJheSh2YWx1ZSkpIHRocm93IGludmFsaWRBcmd1bWVudCgncmVzb3VyY2VMaW1pdHMnLCBleHBlY3RlZCwgdmFsdWUpO1xuICBjb25zdCBvdXQ6IFJlY29yZDxzdHJpbmcsIG51bWJlcj4gPSB7fTtcbiAgZm9yIChjb25zdCBba2V5LCB2XSBvZiBPYmplY3QuZW50cmllcyh2YWx1ZSkpIHtcbiAgICBpZiAoIShMSU1JVFMgYXMgcmVhZG9ubHkgc3RyaW5nW10pLmluY2x1ZGVzKGtleSkpXG4gICAgICB0aHJvdyBpbnZhbGlkQXJndW1lbnQoYHJlc291cmNlTGltaXRzIGtleSAke0pTT04uc3RyaW5naWZ5KGtleSl9YCwgYG9uZSBvZiAke0xJTUlUUy5qb2luKCcsICcpfWAsIGtleSk7XG4gICAgY29uc3QgbWluID0gTElNSVRfTUlOW2tleSBhcyAodHlwZW9mIExJTUlUUylbbnVtYmVyXV07XG4gICAgaWYgKHR5cGVvZiB2ICE9PSAnbnVtYmVyJyB8fCAhTnVtYmVyLmlzRmluaXRlKHYpIHx8IHYgPCBtaW4pXG4gICAgICB0aHJvdyBpbnZhbGlkQXJndW1lbnQoYHJlc291cmNlTGltaXRzLiR7a2V5fWAsIGBhIGZpbml0ZSBudW1iZXIgb2YgTUIgPj0gJHttaW59YCwgdik7XG4gICAgb3V0W2tleV0gPSB2O1xuICB9XG4gIHJldHVybiBPYmplY3QuZnJlZXplKG91dCk7XG59XG5cbi8qKiBgc3R1Y2tNc2A6IGZhbHNlIChvZmYpIG9yIGFuIGludGVydmFsIGluIFsxLCAyXjMxIC0gMV0gbXMuICovXG5mdW5jdGlvbiBjaGVja1N0dWNrTXModmFsdWU6IHVua25vd24pOiBudW1iZXIgfCBmYWxzZSB7XG4gIHJldHVybiB2YWx1ZSA9PT0gZmFsc2UgPyBmYWxzZSA6IGNoZWNrVGltZXJNcygnc3R1Y2tNcycsIHZhbHVlKTtcbn1cblxuLyoqXG4gKiBUaGUgdG9wb2xvZ3kgb3B0aW9uOiBhIHN0cmluZywgYSBzcGVjLCBvciBhIFRvcG9sb2d5LiBBIFRvcG9sb2d5IG9iamVjdCBtdXN0IGJlIG9uZSB0aGVcbiAqIGZhY3RvcmllcyBtYWRlIChyYW5rcyByZWJ1aWxkIGl0IGZyb20gaXRzIGBzcGVjYCk6IGFueXRoaW5nIGVsc2Ugd2l0aCBhIGBuZWlnaGJvdXJzYCBrZXkgaXMgcmVmdXNlZC5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHRvcG9sb2d5T3B0aW9uKHQ6IHVua25vd24pOiBUb3BvbG9neSB7XG4gIGlmICh0eXBlb2YgdCA9PT0gJ3N0cmluZycpIHJldHVybiBwYXJzZVRvcG9sb2d5KHQpO1xuICBpZiAodCBpbnN0YW5jZW9mIEdyaWRUb3BvbG9neSkgcmV0dXJuIHQ7XG4gIGlmICh0ICE9PSBudWxsICYmIHR5cGVvZiB0ID09PSAnb2JqZWN0JyAmJiAnbmVpZ2hib3VycycgaW4gdCkge1xuICAgIC8vIEEgVG9wb2xvZ3kgZnJvbSBhbm90aGVyIGNvcHkgb2YgdGhlIHJ1bnRpbWU6IGFjY2VwdGVkIHdoZW4gaXRzIHNwZWMgcmVidWlsZHMgdGhlIHNhbWUgZ3JhcGguXG4gICAgY29uc3QgY2xhaW1lZCA9IHQgYXMgeyBzcGVjPzogdW5rbm93bjsgc2l6ZT86IHVua25vd247IG5hbWU/OiB1bmtub3duIH07XG4gICAgbGV0IHJlYnVpbHQ6IFRvcG9sb2d5O1xuICAgIHRyeSB7XG4gICAgICByZWJ1aWx0ID0gdG9wb2xvZ3lGcm9tU3BlYyhjbGFpbWVkLnNwZWMgYXMgVG9wb2xvZ3lTcGVjKTtcbiAgICB9IGNhdGNoIHtcbiAgICAgIHRocm93IGZvcmVpZ25Ub3BvbG9neSh0KTtcbiAgICB9XG4gICAgaWYgKHJlYnVpbHQuc2l6ZSAhPT0gY2xhaW1lZC5zaXplIHx8IHJlYnVpbHQubmFtZSAhPT0gY2xhaW1lZC5uYW1lKSB0aHJvdyBmb3JlaWduVG9wb2xvZ3kodCk7XG4gICAgcmV0dXJuIHJlYnVpbHQ7XG4gIH1cbiAgcmV0dXJuIHRvcG9sb2d5RnJvbVNwZWModCBhcyBUb3BvbG9neVNwZWMpO1xufVxuXG4vKiogU3RhcnQgb25lIHRocmVhZCB3aXRoIGBleGVjQXJndmAgKHRoZSBjb25zdHJ1Y3RvciBjaGVja3MgdGhlIGZsYWdzKSwgdGhlbiBlbmQgaXQuICovXG5mdW5jdGlvbiBjaGVja0V4ZWNBcmd2KGV4ZWNBcmd2OiByZWFkb25seSBzdHJpbmdbXSk6IHZvaWQge1xuICBpZiAoZXhlY0FyZ3YubGVuZ3RoID09PSAwKSByZXR1cm47XG4gIGxldCBwcm9iZTogV29ya2VyO1xuICB0cnkge1xuICAgIHByb2JlID0gbmV3IFdvcmtlcignJywgeyBldmFsOiB0cnVlLCBleGVjQXJndjogWy4uLmV4ZWNBcmd2XSB9KTtcbiAgfSBjYXRjaCAoZXJyKSB7XG4gICAgdGhyb3cgaW52YWxpZEV4ZWNBcmd2KGV4ZWNBcmd2LCAoZXJyIGFzIEVycm9yKS5tZXNzYWdlKTtcbiAgfVxuICBwcm9iZS51bnJlZigpO1xuICB2b2lkIHByb2JlLnRlcm1pbmF0ZSgpO1xufVxuXG4vKiogVGhlIHNwaW4gYnVkZ2V0IHRoZSBgc3BpbmAgb3B0aW9uIGFza3MgZm9yIChDbHVzdGVyT3B0aW9ucy5zcGluKS4gKi9cbmZ1bmN0aW9uIHNwaW5SdWxlKHNwaW46IHVua25vd24sIHJhbmtzOiBudW1iZXIsIGNvcmVzOiBudW1iZXIpOiBTcGluUnVsZSB7XG4gIGlmIChzcGluID09PSAnYXV0bycpIHJldHVybiBzcGluUnVsZUZvcihyYW5rcywgY29yZXMpO1xuICBpZiAoc3BpbiA9PT0gdHJ1ZSkgcmV0dXJuIHNwaW5SdWxlRm9yKDEsIDEpO1xuICBpZiAoc3BpbiA9PT0gZmFsc2UgfHwgc3BpbiA9PT0gMCkgcmV0dXJuIHsgaXRlcmF0aW9uczogMCwgbWljcm9zOiAwLCBtYXhNaWNyb3M6IDAgfTtcbiAgaWYgKHR5cGVvZiBzcGluID09PSAnbnVtYmVyJyAmJiBOdW1iZXIuaXNGaW5pdGUoc3BpbikgJiYgc3BpbiA+IDApXG4gICAgcmV0dXJuIHsgaXRlcmF0aW9uczogTnVtYmVyLk1BWF9TQUZFX0lOVEVHRVIsIG1pY3Jvczogc3BpbiwgbWF4TWljcm9zOiBzcGluIH07XG4gIHRocm93IGludmFsaWRBcmd1bWVudCgnc3BpbicsIFwiJ2F1dG8nLCBhIGJvb2xlYW4gb3IgYSBzcGluIHRpbWUgaW4gXHUwMEI1cyAoYSBmaW5pdGUgbnVtYmVyID49IDApXCIsIHNwaW4pO1xufVxuXG5leHBvcnQgY2xhc3MgQ2x1c3RlciB7XG4gIHJlYWRvbmx5IHRvcG9sb2d5OiBUb3BvbG9neTtcbiAgLyoqIE1vc3QgcG9sbHMgb2YgYSBzcGlubmluZyB3YWl0ICgwOiByYW5rcyBuZXZlciBzcGluKS4gKi9cbiAgcmVhZG9ubHkgc3Bpbkl0ZXJhdGlvbnM6IG51bWJlcjtcbiAgLyoqIFNwaW4gYnVkZ2V0IG9mIGEgd2FpdCBhdCBmaXJzdCwgXHUwMEI1cy4gKi9cbiAgcmVhZG9ubHkgc3Bpbk1pY3JvczogbnVtYmVyO1xuICAvKiogTW9zdCBhbiBhZGFwdGl2ZSBzcGluIGJ1ZGdldCBncm93cyB0bywgXHUwMEI1cyAoYHNwaW5NaWNyb3NgIHdoZW4gZml4ZWQpLiAqL1xuICByZWFkb25seSBzcGluTWF4TWljcm9zOiBudW1iZXI7XG4gIC8qKiBDb3JlcyB0aGUgcmFua3Mgb2YgdGhpcyBob3N0IHNoYXJlIChDbHVzdGVyT3B0aW9ucy5jb3JlcykuICovXG4gIHJlYWRvbmx5IGNvcmVzOiBudW1iZXI7XG4gIHByaXZhdGUgcG9vbDogUGlzY2luYSB8IHVuZGVmaW5lZDtcbiAgcHJpdmF0ZSByZWFkb25seSBidWZmZXJzOiBDbHVzdGVyQnVmZmVycztcbiAgcHJpdmF0ZSBydW5uaW5nID0gZmFsc2U7XG4gIHByaXZhdGUgY2xvc2VkID0gZmFsc2U7XG4gIC8qKiBTdG9wcyB0aGUgYXR0ZW1wdCBpbiBwcm9ncmVzcyAoaXRzIGBzdG9wQWxsYCksIHNvIGBjbG9zZSgpYCBjYW4gZW5kIGEgcnVuOyB1bmRlZmluZWQgYmV0d2VlbiBhdHRlbXB0cy4gKi9cbiAgcHJpdmF0ZSBzdG9wQXR0ZW1wdDogKChlcnI6IE1lc2h3b3JrRXJyb3IpID0+IHZvaWQpIHwgdW5kZWZpbmVkO1xuICAvKiogVGhlIHJ1biBpbiBwcm9ncmVzcyAoc2V0dGxlZCBvciBub3QpLCBzbyBgY2xvc2UoKWAgcmV0dXJucyBvbmx5IGFmdGVyIGl0IGVuZGVkLiAqL1xuICBwcml2YXRlIGN1cnJlbnQ6IFByb21pc2U8dW5rbm93bj4gfCB1bmRlZmluZWQ7XG4gIHByaXZhdGUgcG9vbEVycm9yOiBFcnJvciB8IHVuZGVmaW5lZDtcbiAgLyoqIFJ1bnMgc3RhcnRlZCBzbyBmYXIgKGEgcnVuJ3MgbnVtYmVyIG5hbWVzIGl0IGluIGxhdGUgZmFpbHVyZXMpLiAqL1xuICBwcml2YXRlIHJ1bnMgPSAwO1xuICBwcml2YXRlIHJlYWRvbmx5IGxhdGU6IE1lc2h3b3JrRXJyb3JbXSA9IFtdO1xuICAvKiogTXVsdGktaG9zdCBjbHVzdGVyczogdGhpcyBob3N0J3MgcGFydCAocGxhY2VtZW50LCBob3N0IHByb3RvY29sKS4gKi9cbiAgcHJpdmF0ZSByZWFkb25seSBzZXNzaW9uOiBIb3N0U2Vzc2lvbiB8IHVuZGVmaW5lZDtcbiAgLyoqIFRoZSByYW5rcyB0aGlzIHByb2Nlc3MgcnVucyAoZXZlcnkgcmFuaywgdW5sZXNzIHRoZSBjbHVzdGVyIHNwYW5zIGhvc3RzKS4gKi9cbiAgcHJpdmF0ZSByZWFkb25seSBsb2NhbFJhbmtzOiByZWFkb25seSBudW1iZXJbXTtcbiAgcHJpdmF0ZSByZWFkb25seSBvcHRzOiBSZXF1aXJlZDxcbiAgICBPbWl0PENsdXN0ZXJPcHRpb25zLCAnbGlua0Nvc3QnIHwgJ3RvcG9sb2d5JyB8ICdzcGluJyB8ICdjb3JlcycgfCAncmVzb3VyY2VMaW1pdHMnIHwgJ29uTGF0ZUZhaWx1cmUnIHwgJ3N0dWNrTXMnIHwgJ2hvc3RzJz5cbiAgPiAmIHtcbiAgICBsaW5rQ29zdDogTGlua0Nvc3QgfCB1bmRlZmluZWQ7XG4gICAgcmVzb3VyY2VMaW1pdHM6IFJlc291cmNlTGltaXRzIHwgdW5kZWZpbmVkO1xuICAgIG9uTGF0ZUZhaWx1cmU6ICgoZXJyb3I6IE1lc2h3b3JrRXJyb3IpID0+IHZvaWQpIHwgdW5kZWZpbmVkO1xuICAgIHN0dWNrTXM6IG51bWJlciB8IGZhbHNlO1xuICB9O1xuXG4gIGNvbnN0cnVjdG9yKG9wdGlvbnM6IENsdXN0ZXJPcHRpb25zKSB7XG4gICAgaWYgKHR5cGVvZiBvcHRpb25zICE9PSAnb2JqZWN0JyB8fCBvcHRpb25zID09PSBudWxsIHx8IEFycmF5LmlzQXJyYXkob3B0aW9ucykpXG4gICAgICB0aHJvdyBpbnZhbGlkQXJndW1lbnQoJ2NyZWF0ZUNsdXN0ZXIgb3B0aW9ucycsICdhbiBvYmplY3QnLCBvcHRpb25zKTtcbiAgICBjaGVja0tleXMoJ2NyZWF0ZUNsdXN0ZXIgb3B0aW9uJywgb3B0aW9ucywgQ0xVU1RFUl9LRVlTKTtcbiAgICB0aGlzLnRvcG9sb2d5ID0gdG9wb2xvZ3lPcHRpb24ob3B0aW9ucy50b3BvbG9neSk7XG4gICAgY29uc3QgbGlua0J5dGVzID0gb3B0aW9ucy5saW5rQnl0ZXMgPz8gREVGQVVMVF9MSU5LX0JZVEVTO1xuICAgIHRyeSB7XG4gICAgICBTcHNjUmluZy5jaGVja0NhcGFjaXR5KGxpbmtCeXRlcyk7XG4gICAgfSBjYXRjaCB7XG4gICAgICB0aHJvdyBpbnZhbGlkQXJndW1lbnQoJ2xpbmtCeXRlcycsICdhIHBvd2VyIG9mIHR3byBpbiBbMjU2LCAyXjMwXSAoYnl0ZXMgb2YgZWFjaCBsaW5rIHJpbmcpJywgbGlua0J5dGVzKTtcbiAgICB9XG4gICAgY29uc3QgY29sbGVjdGl2ZUJ5dGVzID0gY2hlY2tJbnQoJ2NvbGxlY3RpdmVCeXRlcycsIG9wdGlvbnMuY29sbGVjdGl2ZUJ5dGVzID8/IDEgPDwgMTYsIDI1NiwgMSA8PCAyOCk7XG4gICAgY29uc3QgY29yZXMgPSBjaGVja0ludCgnY29yZXMnLCBvcHRpb25zLmNvcmVzID8/IGF2YWlsYWJsZVBhcmFsbGVsaXNtKCksIDEpO1xuICAgIGNvbnN0IHdhaXRUaW1lb3V0TXMgPSBjaGVja1RpbWVyTXMoJ3dhaXRUaW1lb3V0TXMnLCBvcHRpb25zLndhaXRUaW1lb3V0TXMgPz8gMzBfMDAwKTtcbiAgICBjb25zdCB0cmFuc3BvcnQgPSBvcHRpb25zLmhvc3RzID09PSB1bmRlZmluZWQgPyB1bmRlZmluZWQgOiBjaGVja1RyYW5zcG9ydChvcHRpb25zLmhvc3RzKTtcbiAgICB0aGlzLnNlc3Npb24gPSB0cmFuc3BvcnQgPT09IHVuZGVmaW5lZCB8fCB0cmFuc3BvcnQuaG9zdHMgPT09IDEgPyB1bmRlZmluZWQgOiBuZXcgSG9zdFNlc3Npb24odHJhbnNwb3J0LCB0aGlzLnRvcG9sb2d5LCB3YWl0VGltZW91dE1zKTtcbiAgICB0aGlzLmxvY2FsUmFua3MgPSB0aGlzLnNlc3Npb24/LmxvY2FsUmFua3MgPz8gQXJyYXkuZnJvbSh7IGxlbmd0aDogdGhpcy50b3BvbG9neS5zaXplIH0sIChfLCByKSA9PiByKTtcbiAgICBjb25zdCBzcGluID0gb3B0aW9ucy5zcGluID8/ICdhdXRvJztcbiAgICBjb25zdCBydWxlID0gc3BpblJ1bGUoc3BpbiwgdGhpcy5sb2NhbFJhbmtzLmxlbmd0aCwgY29yZXMpO1xuICAgIHRoaXMuc3Bpbkl0ZXJhdGlvbnMgPSBydWxlLml0ZXJhdGlvbnM7XG4gICAgdGhpcy5zcGluTWljcm9zID0gcnVsZS5taWNyb3M7XG4gICAgdGhpcy5zcGluTWF4TWljcm9zID0gcnVsZS5tYXhNaWNyb3M7XG4gICAgdGhpcy5jb3JlcyA9IGNvcmVzO1xuICAgIGNvbnN0IGNvbGxlY3RpdmVzID0gb3B0aW9ucy5jb2xsZWN0aXZlcyA/PyAnc2htJztcbiAgICBpZiAoY29sbGVjdGl2ZXMgIT09ICdzaG0nICYmIGNvbGxlY3RpdmVzICE9PSAnbGlua3MnKSB0aHJvdyBpbnZhbGlkQXJndW1lbnQoJ2NvbGxlY3RpdmVzJywgXCInc2htJyBvciAnbGlua3MnXCIsIGNvbGxlY3RpdmVzKTtcbiAgICBjb25zdCBleGVjQXJndiA9IG9wdGlvbnMuZXhlY0FyZ3YgPz8gW107XG4gICAgaWYgKCFBcnJheS5pc0FycmF5KGV4ZWNBcmd2KSB8fCBleGVjQXJndi5zb21lKChhKSA9PiB0eXBlb2YgYSAhPT0gJ3N0cmluZycpKVxuICAgICAgdGhyb3cgaW52YWxpZEFyZ3VtZW50KCdleGVjQXJndicsICdhbiBhcnJheSBvZiBzdHJpbmdzJywgZXhlY0FyZ3YpO1xuICAgIGNvbnN0IHJlc291cmNlTGltaXRzID0gY2hlY2tSZXNvdXJjZUxpbWl0cyhvcHRpb25zLnJlc291cmNlTGltaXRzKTtcbiAgICBjb25zdCBvbkxhdGVGYWlsdXJlID0gb3B0aW9ucy5vbkxhdGVGYWlsdXJlO1xuICAgIGlmIChvbkxhdGVGYWlsdXJlICE9PSB1bmRlZmluZWQgJiYgdHlwZW9mIG9uTGF0ZUZhaWx1cmUgIT09ICdmdW5jdGlvbicpXG4gICAgICB0aHJvdyBpbnZhbGlkQXJndW1lbnQoJ29uTGF0ZUZhaWx1cmUnLCAnYSBmdW5jdGlvbiAoZXJyb3IpID0+IHZvaWQnLCBvbkxhdGVGYWlsdXJlKTtcbiAgICBjb25zdCBzdHVja01zID0gb3B0aW9ucy5zdHVja01zID09PSB1bmRlZmluZWQgPyBNYXRoLm1pbigyICogd2FpdFRpbWVvdXRNcywgTUFYX1RJTUVSX01TKSA6IGNoZWNrU3R1Y2tNcyhvcHRpb25zLnN0dWNrTXMpO1xuICAgIGNvbnN0IGxpbmtDb3N0ID0gY2hlY2tMaW5rQ29zdChvcHRpb25zLmxpbmtDb3N0KTtcbiAgICBjaGVja0V4ZWNBcmd2KGV4ZWNBcmd2KTtcbiAgICB0aGlzLm9wdHMgPSB7XG4gICAgICBsaW5rQnl0ZXMsXG4gICAgICBjb2xsZWN0aXZlQnl0ZXM6IGNvbGxlY3RpdmVCeXRlcyAmIH43LFxuICAgICAgd2FpdFRpbWVvdXRNcyxcbiAgICAgIGNvbGxlY3RpdmVzLFxuICAgICAgbGlua0Nvc3QsXG4gICAgICBleGVjQXJndixcbiAgICAgIHJlc291cmNlTGltaXRzLFxuICAgICAgb25MYXRlRmFpbHVyZSxcbiAgICAgIHN0dWNrTXMsXG4gICAgfTtcbiAgICBjb25zdCBob3N0T2YgPSB0aGlzLnNlc3Npb24/LnBsYWNlbWVudC5ob3N0T2Y7XG4gICAgY29uc3QgaG9zdCA9IHRoaXMuc2Vzc2lvbj8uaG9zdDtcbiAgICB0aGlzLmJ1ZmZlcnMgPSBhbGxvY2F0ZUJ1ZmZlcnModGhpcy50b3BvbG9neSwgbGlua0J5dGVzLCB0aGlzLm9wdHMuY29sbGVjdGl2ZUJ5dGVzLCAocikgPT4gaG9zdE9mID09PSB1bmRlZmluZWQgfHwgaG9zdE9mW3JdID09PSBob3N0KTtcbiAgfVxuXG4gIC8qKiBNdWx0aS1ob3N0IGNsdXN0ZXJzOiB3aGljaCBob3N0IHByb2Nlc3MgcnVucyB3aGljaCByYW5rOyB1bmRlZmluZWQgb24gb25lIGhvc3QuICovXG4gIGdldCBwbGFjZW1lbnQoKTogUGxhY2VtZW50IHwgdW5kZWZpbmVkIHtcbiAgICByZXR1cm4gdGhpcy5zZXNzaW9uPy5wbGFjZW1lbnQ7XG4gIH1cblxuICBnZXQgc2l6ZSgpOiBudW1iZXIge1xuICAgIHJldHVybiB0aGlzLnRvcG9sb2d5LnNpemU7XG4gIH1cblxuICAvKipcbiAgICogTVdfTEFURV9GQUlMVVJFIGVycm9ycyBzZWVuIHNvIGZhcjogcmFua3MgdGhhdCB0aHJldyBhZnRlciB0aGVpciBwcm9ncmFtIHJldHVybmVkLCBlYWNoXG4gICAqIG5hbWluZyBpdHMgcnVuLiBUaGV5IHJlYWNoIHRoZSBob3N0IHdpdGggdGhlIHRocmVhZCdzIG5leHQgb3V0Y29tZSBvciBhdCBgY2xvc2UoKWAuXG4gICAqL1xuICBnZXQgbGF0ZUZhaWx1cmVzKCk6IHJlYWRvbmx5IE1lc2h3b3JrRXJyb3JbXSB7XG4gICAgcmV0dXJuIHRoaXMubGF0ZTtcbiAgfVxuXG4gIC8qKiBXb3JrZXIgdGhyZWFkcyBjdXJyZW50bHkgYWxpdmUgKDAgYWZ0ZXIgY2xvc2UoKSkuICovXG4gIGdldCB0aHJlYWRDb3VudCgpOiBudW1iZXIge1xuICAgIHJldHVybiB0aGlzLnBvb2w/LnRocmVhZHMubGVuZ3RoID8/IDA7XG4gIH1cblxuICBwcml2YXRlIGVuc3VyZVBvb2woKTogUGlzY2luYSB7XG4gICAgaWYgKHRoaXMucG9vbCAhPT0gdW5kZWZpbmVkKSByZXR1cm4gdGhpcy5wb29sO1xuICAgIC8vIEEgY2xvc2VkIGNsdXN0ZXIgbmV2ZXIgc3RhcnRzIHRocmVhZHMgYWdhaW4gKGEgcmVjb3ZlcmluZyBydW4gbXVzdCBub3Qgb3V0bGl2ZSBjbG9zZSgpKS5cbiAgICBpZiAodGhpcy5jbG9zZWQpIHRocm93IGNsb3NlZER1cmluZ1J1bigpO1xuICAgIGNvbnN0IGVudHJ5ID0gd29ya2VyRW50cnkoKTtcbiAgICBjb25zdCBwb29sID0gbmV3IFBpc2NpbmEoe1xuICAgICAgZmlsZW5hbWU6IGVudHJ5LmZpbGVuYW1lLFxuICAgICAgbWluVGhyZWFkczogdGhpcy5sb2NhbFJhbmtzLmxlbmd0aCxcbiAgICAgIG1heFRocmVhZHM6IHRoaXMubG9jYWxSYW5rcy5sZW5ndGgsXG4gICAgICBjb25jdXJyZW50VGFza3NQZXJXb3JrZXI6IDEsXG4gICAgICBpZGxlVGltZW91dDogTnVtYmVyLlBPU0lUSVZFX0lORklOSVRZLFxuICAgICAgbWF4UXVldWU6IDAsXG4gICAgICBleGVjQXJndjogWy4uLmVudHJ5LmV4ZWNBcmd2LCAuLi50aGlzLm9wdHMuZXhlY0FyZ3ZdLFxuICAgICAgLi4uKHRoaXMub3B0cy5yZXNvdXJjZUxpbWl0cyA9PT0gdW5kZWZpbmVkID8ge30gOiB7IHJlc291cmNlTGltaXRzOiB0aGlzLm9wdHMucmVzb3VyY2VMaW1pdHMgfSksXG4gICAgfSk7XG4gICAgcG9vbC5vbignZXJyb3InLCAoZXJyOiBFcnJvcikgPT4ge1xuICAgICAgdGhpcy5wb29sRXJyb3IgPSBlcnI7XG4gICAgfSk7XG4gICAgdGhpcy5wb29sID0gcG9vbDtcbiAgICByZXR1cm4gcG9vbDtcbiAgfVxuXG4gIC8qKlxuICAgKiBSdW4gYSBwcm9ncmFtIG1vZHVsZSAoZGVmYXVsdC1leHBvcnRpbmcgZGVmaW5lUHJvZ3JhbSguLi4pKSBvbiBldmVyeSByYW5rLiBHaXZlbiBhXG4gICAqIGBwcm9ncmFtUmVmYCwgdGhlIG9wdGlvbnMgYXJlIGNoZWNrZWQgYWdhaW5zdCB0aGUgcHJvZ3JhbSdzIGFuZCB0aGUgcmVzdWx0cyBhcmUgdHlwZWQuXG4gICAqL1xuICAvLyBiaW9tZS1pZ25vcmUgbGludC9zdXNwaWNpb3VzL25vRXhwbGljaXRBbnk6IGFueSBwcm9ncmFtJ3Mgb3B0aW9uIGFuZCByZXN1bHQgdHlwZXNcbiAgcnVuPFAgZXh0ZW5kcyBQcm9ncmFtUmVmPGFueSwgYW55Pj4ocHJvZ3JhbTogUCwgb3B0aW9uczogT3B0aW9uc09mPFA+LCBydW5PcHRpb25zPzogUnVuT3B0aW9ucyk6IFByb21pc2U8UnVuUmVzdWx0PFJlc3VsdE9mPFA+Pj47XG4gIHJ1bjxSID0gdW5rbm93biwgTyA9IHVua25vd24+KHByb2dyYW1Vcmw6IFVudHlwZWRQcm9ncmFtVXJsLCBvcHRpb25zPzogTywgcnVuT3B0aW9ucz86IFJ1bk9wdGlvbnMpOiBQcm9taXNlPFJ1blJlc3VsdDxSPj47XG4gIGFzeW5jIHJ1bjxSID0gdW5rbm93biwgTyA9IHVua25vd24+KHByb2dyYW1Vcmw6IHN0cmluZyB8IFVSTCwgb3B0aW9ucz86IE8sIHJ1bk9wdGlvbnM6IFJ1bk9wdGlvbnMgPSB7fSk6IFByb21pc2U8UnVuUmVzdWx0PFI+PiB7XG4gICAgaWYgKHRoaXMuY2xvc2VkKSB0aHJvdyBuZXcgTWVzaHdvcmtFcnJvcihFcnJvckNvZGVzLkNMVVNURVJfU1RBVEUsICdjbHVzdGVyIGlzIGNsb3NlZDsgZXhwZWN0ZWQgYW4gb3BlbiBjbHVzdGVyIChjcmVhdGUgYSBuZXcgb25lKScpO1xuICAgIGlmICh0aGlzLnJ1bm5pbmcpIHRocm93IG5ldyBNZXNod29ya0Vycm9yKEVycm9yQ29kZXMuQ0xVU1RFUl9TVEFURSwgJ2NsdXN0ZXIgaXMgYWxyZWFkeSBydW5uaW5nIGEgcHJvZ3JhbTsgZXhwZWN0ZWQgb25lIHJ1biBhdCBhIHRpbWUnKTtcbiAgICBjb25zdCB1cmwgPSBwcm9ncmFtVXJsIGluc3RhbmNlb2YgVVJMID8gcHJvZ3JhbVVybC5ocmVmIDogcHJvZ3JhbVVybDtcbiAgICBpZiAodHlwZW9mIHVybCAhPT0gJ3N0cmluZycgfHwgdXJsLmxlbmd0aCA9PT0gMCkgdGhyb3cgaW52YWxpZEFyZ3VtZW50KCdwcm9ncmFtVXJsJywgJ2EgbW9kdWxlIFVSTCBvciBwYXRoJywgcHJvZ3JhbVVybCk7XG4gICAgaWYgKHR5cGVvZiBydW5PcHRpb25zICE9PSAnb2JqZWN0JyB8fCBydW5PcHRpb25zID09PSBudWxsKVxuICAgICAgdGhyb3cgaW52YWxpZEFyZ3VtZW50KCdydW4gb3B0aW9ucyAodGhpcmQgYXJndW1lbnQpJywgJ2FuIG9iamVjdCBzdWNoIGFzIHsgdGltZW91dE1zLCBzaWduYWwgfScsIHJ1bk9wdGlvbnMpO1xuICAgIGNoZWNrS2V5cygncnVuIG9wdGlvbicsIHJ1bk9wdGlvbnMsIFJVTl9LRVlTKTtcbiAgICBjb25zdCBjb2xsZWN0aXZlcyA9IHJ1bk9wdGlvbnMuY29sbGVjdGl2ZXMgPz8gdGhpcy5vcHRzLmNvbGxlY3RpdmVzO1xuICAgIGlmIChjb2xsZWN0aXZlcyAhPT0gJ3NobScgJiYgY29sbGVjdGl2ZXMgIT09ICdsaW5rcycpIHRocm93IGludmFsaWRBcmd1bWVudCgnY29sbGVjdGl2ZXMnLCBcIidzaG0nIG9yICdsaW5rcydcIiwgY29sbGVjdGl2ZXMpO1xuICAgIGlmIChydW5PcHRpb25zLnRpbWVvdXRNcyAhPT0gdW5kZWZpbmVkKSBjaGVja1RpbWVyTXMoJ3RpbWVvdXRNcycsIHJ1bk9wdGlvbnMudGltZW91dE1zKTtcbiAgICBjb25zdCBzdHVja01zID0gcnVuT3B0aW9ucy5zdHVja01zID09PSB1bmRlZmluZWQgPyB0aGlzLm9wdHMuc3R1Y2tNcyA6IGNoZWNrU3R1Y2tNcyhydW5PcHRpb25zLnN0dWNrTXMpO1xuICAgIGNvbnN0IHNpZ25hbDogdW5rbm93biA9IHJ1bk9wdGlvbnMuc2lnbmFsO1xuICAgIGlmIChzaWduYWwgIT09IHVuZGVmaW5lZCAmJiAhKHNpZ25hbCBpbnN0YW5jZW9mIEFib3J0U2lnbmFsKSlcbiAgICAgIHRocm93IGludmFsaWRBcmd1bWVudCgnc2lnbmFsJywgJ2FuIEFib3J0U2lnbmFsIChmcm9tIGFuIEFib3J0Q29udHJvbGxlciwgb3IgQWJvcnRTaWduYWwudGltZW91dChtcykpJywgc2lnbmFsKTtcbiAgICBjb25zdCBiYWQgPSBpbnNwZWN0Q2xvbmVWYWx1ZShvcHRpb25zLCAnb3B0aW9ucycpO1xuICAgIGlmIChiYWQgIT09IHVuZGVmaW5lZClcbiAgICAgIHRocm93IHVuY2FycmllZFZhbHVlKCdwcm9ncmFtIG9wdGlvbnMgKHRoZSBzZWNvbmQgYXJndW1lbnQgb2YgcnVuKScsICdzdHJ1Y3R1cmVkLWNsb25lYWJsZSBkYXRhIChldmVyeSByYW5rIGdldHMgYSBjb3B5KScsIGJhZC5nb3QpO1xuICAgIGlmIChydW5PcHRpb25zLnNpZ25hbD8uYWJvcnRlZCA9PT0gdHJ1ZSkgdGhyb3cgYWJvcnRlZChgdGhlIHNpZ25hbCB3YXMgYWxyZWFkeSBhYm9ydGVkOiAke1N0cmluZyhydW5PcHRpb25zLnNpZ25hbC5yZWFzb24pfWApO1xuICAgIHRoaXMucnVubmluZyA9IHRydWU7XG4gICAgY29uc3Qgc3RhcnRlZCA9IHBlcmZvcm1hbmNlLm5vdygpO1xuICAgIHRyeSB7XG4gICAgICAvLyBBIHBsYWluIHBhdGggKHJlbGF0aXZlIHBhdGhzIGZyb20gdGhlIGN1cnJlbnQgZGlyZWN0b3J5KSBiZWNvbWVzIGEgZmlsZSBVUkw7IGFueSBVUkxcbiAgICAgIC8vIChmaWxlOiwgZGF0YTosIGh0dHA6Li4uKSBzdGF5cyBhcyBpdCBpcy4gT25lIGxldHRlciBiZWZvcmUgJzonIGlzIGEgV2luZG93cyBkcml2ZS5cbiAgICAgIGNvbnN0IGhyZWYgPSAvXlthLXpdW2EtejAtOSsuLV0rOi9pLnRlc3QodXJsKSA/IHVybCA6IHBhdGhUb0ZpbGVVUkwocmVzb2x2ZSh1cmwpKS5ocmVmO1xuICAgICAgY29uc3QgcnVuID0gdGhpcy5leGVjdXRlPFI+KGhyZWYsIG9wdGlvbnMsIHJ1bk9wdGlvbnMsIGNvbGxlY3RpdmVzLCBzdHVja01zLCBzdGFydGVkKTtcbiAgICAgIHRoaXMuY3VycmVudCA9IHJ1bjtcbiAgICAgIHJldHVybiBhd2FpdCBydW47XG4gICAgfSBmaW5hbGx5IHtcbiAgICAgIHRoaXMucnVubmluZyA9IGZhbHNlO1xuICAgICAgdGhpcy5jdXJyZW50ID0gdW5kZWZpbmVkO1xuICAgIH1cbiAgfVxuXG4gIC8qKiBSZWNvcmQgbGF0ZSBmYWlsdXJlcyB0aGUgdGhyZWFkcyByZXBvcnRlZCwgYW5kIHRlbGwgdGhlIHVzZXIgKG9uTGF0ZUZhaWx1cmUsIG9yIGEgd2FybmluZykuICovXG4gIHByaXZhdGUgcmVwb3J0TGF0ZShyZXBvcnRzOiByZWFkb25seSBMYXRlUmVwb3J0W10gfCB1bmRlZmluZWQpOiB2b2lkIHtcbiAgICBpZiAocmVwb3J0cyA9PT0gdW5kZWZpbmVkKSByZXR1cm47XG4gICAgZm9yIChjb25zdCByZXAgb2YgcmVwb3J0cykge1xuICAgICAgY29uc3QgZiA9IHJlcC5lcnJvcjtcbiAgICAgIGNvbnN0IGVyciA9IGxhdGVGYWlsdXJlKHJlcC5yYW5rLCByZXAucnVuLCByZXAudXJsLCByZXAuaG93LCBgJHtmLmNvZGUgPT09IHVuZGVmaW5lZCA/ICcnIDogYFske2YuY29kZX1dIGB9JHtmLm1lc3NhZ2V9YCwgY2F1c2VPZihmKSk7XG4gICAgICB0aGlzLmxhdGUucHVzaChlcnIpO1xuICAgICAgY29uc3QgdGVsbCA9IHRoaXMub3B0cy5vbkxhdGVGYWlsdXJlO1xuICAgICAgdHJ5IHtcbiAgICAgICAgaWYgKHRlbGwgPT09IHVuZGVmaW5lZCkgcHJvY2Vzcy5lbWl0V2FybmluZyhlcnIubWVzc2FnZSwgeyBjb2RlOiBlcnIuY29kZSB9KTtcbiAgICAgICAgZWxzZSB0ZWxsKGVycik7XG4gICAgICB9IGNhdGNoIHtcbiAgICAgICAgLy8gQSB0aHJvd2luZyBjYWxsYmFjayBtdXN0IG5vdCBicmVhayB0aGUgcnVuIHRoYXQgY2FycmllZCB0aGUgcmVwb3J0LlxuICAgICAgfVxuICAgIH1cbiAgfVxuXG4gIC8qKiBSdW4gYXR0ZW1wdHMgdW50aWwgb25lIHN1Y2NlZWRzIG9yIHRoZSBmYWlsdXJlIGlzIG5vdCBvbmUgdG8gcmVzdGFydCBmcm9tICguL3JlY292ZXJ5LnRzKS4gKi9cbiAgcHJpdmF0ZSBhc3luYyBleGVjdXRlPFI+KFxuICAgIHVybDogc3RyaW5nLFxuICAgIG9wdGlvbnM6IHVua25vd24sXG4gICAgcnVuT3B0aW9uczogUnVuT3B0aW9ucyxcbiAgICBjb2xsZWN0aXZlczogQ29sbGVjdGl2ZU1vZGUsXG4gICAgc3R1Y2tNczogbnVtYmVyIHwgZmFsc2UsXG4gICAgc3RhcnRlZEF0OiBudW1iZXIsXG4gICk6IFByb21pc2U8UnVuUmVzdWx0PFI+PiB7XG4gICAgY29uc3QgcmVjb3ZlcnkgPSBuZXcgUmVjb3ZlcnkocnVuT3B0aW9ucywgdGhpcy5zaXplLCB0aGlzLnRvcG9sb2d5LCB1cmwsIHRoaXMub3B0cy5yZXNvdXJjZUxpbWl0cywgb3B0aW9ucyk7XG4gICAgLy8gQ2hlY2twb2ludCBpbWFnZXMgbGl2ZSBpbiB0aGlzIHByb2Nlc3MncyBzaGFyZWQgbWVtb3J5IGFuZCBhIHJlc3RhcnQgcmVzcGF3bnMgbG9jYWwgdGhyZWFkczpcbiAgICAvLyBuZWl0aGVyIHJlYWNoZXMgdGhlIHJhbmtzIG9mIG90aGVyIGhvc3QgcHJvY2Vzc2VzLiBFdmVyeSBob3N0IHJlZnVzZXMgYWxpa2UsIGJlZm9yZSBhbnkgcmFuayBzdGFydHMuXG4gICAgaWYgKHJlY292ZXJ5LmVuYWJsZWQgJiYgdGhpcy5zZXNzaW9uICE9PSB1bmRlZmluZWQpIHtcbiAgICAgIHRocm93IHNpbmdsZUhvc3RPbmx5KFxuICAgICAgICAnY2hlY2twb2ludHMgYW5kIHJlc3RhcnRzIChjaGVja3BvaW50RXZlcnksIG1heFJlc3RhcnRzLCByZXN1bWVGcm9tLCBmYXVsdHMpJyxcbiAgICAgICAgdGhpcy5zZXNzaW9uLmhvc3RzLFxuICAgICAgICAncnVuIHRoZW0gb24gb25lIGhvc3QgcHJvY2Vzcywgb3IgcmVzdGFydCB0aGUgd2hvbGUgam9iJyxcbiAgICAgICk7XG4gICAgfVxuICAgIGZvciAoOzspIHtcbiAgICAgIHRyeSB7XG4gICAgICAgIGNvbnN0IHJlc3VsdCA9IGF3YWl0IHRoaXMuYXR0ZW1wdDxSPih1cmwsIG9wdGlvbnMsIHJ1bk9wdGlvbnMsIGNvbGxlY3RpdmVzLCBzdHVja01zLCBzdGFydGVkQXQsIHJlY292ZXJ5KTtcbiAgICAgICAgcmV0dXJuIHsgLi4ucmVzdWx0LCBtZXRyaWNzOiByZWNvdmVyeS5hdHRhY2gocmVzdWx0Lm1ldHJpY3MpIH07XG4gICAgICB9IGNhdGNoIChlcnIpIHtcbiAgICAgICAgLy8gY2xvc2UoKSBkdXJpbmcgdGhlIHJ1bjogbm8gcmVzdGFydCwgd2hhdGV2ZXIgdGhlIGF0dGVtcHQncyByYW5rcyByZXBvcnRlZC5cbiAgICAgICAgaWYgKHRoaXMuY2xvc2VkKSB0aHJvdyBlcnIgaW5zdGFuY2VvZiBNZXNod29ya0Vycm9yICYmIGVyci5jb2RlID09PSBFcnJvckNvZGVzLkNMVVNURVJfU1RBVEUgPyBlcnIgOiBjbG9zZWREdXJpbmdSdW4oZXJyKTtcbiAgICAgICAgcmVjb3ZlcnkuYWZ0ZXJGYWlsdXJlKGVycik7XG4gICAgICB9XG4gICAgfVxuICB9XG5cbiAgcHJpdmF0ZSBhdHRlbXB0PFI+KFxuICAgIHVybDogc3RyaW5nLFxuICAgIG9wdGlvbnM6IHVua25vd24sXG4gICAgcnVuT3B0aW9uczogUnVuT3B0aW9ucyxcbiAgICBjb2xsZWN0aXZlczogQ29sbGVjdGl2ZU1vZGUsXG4gICAgc3R1Y2tNczogbnVtYmVyIHwgZmFsc2UsXG4gICAgc3RhcnRlZEF0OiBudW1iZXIsXG4gICAgcmVjb3Zlcnk6IFJlY292ZXJ5LFxuICApOiBQcm9taXNlPFJ1blJlc3VsdDxSPj4ge1xuICAgIGlmICh0aGlzLmNsb3NlZCkgcmV0dXJuIFByb21pc2UucmVqZWN0KGNsb3NlZER1cmluZ1J1bigpKTtcbiAgICByZXNldEJ1ZmZlcnModGhpcy5idWZmZXJzKTtcbiAgICB0aGlzLnBvb2xFcnJvciA9IHVuZGVmaW5lZDtcbiAgICBjb25zdCBwb29sID0gdGhpcy5lbnN1cmVQb29sKCk7XG4gICAgY29uc3Qgc2l6ZSA9IHRoaXMuc2l6ZTtcbiAgICBjb25zdCBydW4gPSArK3RoaXMucnVucztcbiAgICBjb25zdCBjb250cm9sID0gbmV3IEludDMyQXJyYXkodGhpcy5idWZmZXJzLmNvbnRyb2wpO1xuICAgIGNvbnN0IHNlc3Npb24gPSB0aGlzLnNlc3Npb247XG4gICAgY29uc3QgbG9jYWwgPSB0aGlzLmxvY2FsUmFua3M7XG4gICAgY29uc3QgY2hhbm5lbHMgPSBsb2NhbC5tYXAoKCkgPT4gbmV3IE1lc3NhZ2VDaGFubmVsKCkpO1xuICAgIGNvbnN0IGhvc3RQb3J0czogTWVzc2FnZVBvcnRbXSA9IGNoYW5uZWxzLm1hcCgoYykgPT4gYy5wb3J0MSk7XG4gICAgZm9yIChjb25zdCBbciwgcG9ydF0gb2YgaG9zdFBvcnRzLmVudHJpZXMoKSkge1xuICAgICAgcG9ydC5vbignbWVzc2FnZScsIChtc2c6IFNoYXJlTWVzc2FnZSkgPT4ge1xuICAgICAgICBpZiAocmVjb3Zlcnkub25NZXNzYWdlKG1zZykgfHwgbXNnPy5raW5kICE9PSAnc2hhcmUnKSByZXR1cm47XG4gICAgICAgIGZvciAoY29uc3QgW3EsIG90aGVyXSBvZiBob3N0UG9ydHMuZW50cmllcygpKSBpZiAocSAhPT0gcikgb3RoZXIucG9zdE1lc3NhZ2UobXNnKTtcbiAgICAgIH0pO1xuICAgIH1cbiAgICBjb25zdCBvdXRjb21lczogKFJhbmtPdXRjb21lIHwgdW5kZWZpbmVkKVtdID0gbmV3IEFycmF5KHNpemUpLmZpbGwodW5kZWZpbmVkKTtcbiAgICBsZXQgZmlyc3RGYWlsdXJlOiBNZXNod29ya0Vycm9yIHwgdW5kZWZpbmVkO1xuICAgIGxldCBzZXR0bGVkID0gMDtcbiAgICAvKiogUmFua3MgaGFuZGVkIHRvIHRocmVhZHMgc28gZmFyIChtdWx0aS1ob3N0OiBhZnRlciB0aGUgc3RhcnQgaGFuZHNoYWtlKS4gKi9cbiAgICBsZXQgc3RhcnRlZCA9IDA7XG5cbiAgICByZXR1cm4gbmV3IFByb21pc2U8UnVuUmVzdWx0PFI+PigocmVzb2x2ZSwgcmVqZWN0KSA9PiB7XG4gICAgICBsZXQgZG9uZSA9IGZhbHNlO1xuICAgICAgbGV0IGdyYWNlVGltZXI6IE5vZGVKUy5UaW1lb3V0IHwgdW5kZWZpbmVkO1xuICAgICAgbGV0IHJ1blRpbWVyOiBOb2RlSlMuVGltZW91dCB8IHVuZGVmaW5lZDtcbiAgICAgIGxldCB3YXRjaGRvZzogTm9kZUpTLlRpbWVvdXQgfCB1bmRlZmluZWQ7XG4gICAgICBjb25zdCBmaW5pc2ggPSAoZXJyOiBNZXNod29ya0Vycm9yIHwgdW5kZWZpbmVkLCBhbGw6IHJlYWRvbmx5IFJhbmtPdXRjb21lW10gPSBvdXRjb21lcyBhcyBSYW5rT3V0Y29tZVtdKSA9PiB7XG4gICAgICAgIGlmIChkb25lKSByZXR1cm47XG4gICAgICAgIGRvbmUgPSB0cnVlO1xuICAgICAgICBjbGVhclRpbWVvdXQoZ3JhY2VUaW1lcik7XG4gICAgICAgIGNsZWFyVGltZW91dChydW5UaW1lcik7XG4gICAgICAgIGNsZWFySW50ZXJ2YWwod2F0Y2hkb2cpO1xuICAgICAgICBpZiAodGhpcy5zdG9wQXR0ZW1wdCA9PT0gc3RvcEFsbCkgdGhpcy5zdG9wQXR0ZW1wdCA9IHVuZGVmaW5lZDtcbiAgICAgICAgcnVuT3B0aW9ucy5zaWduYWw/LnJlbW92ZUV2ZW50TGlzdGVuZXIoJ2Fib3J0Jywgb25BYm9ydCk7XG4gICAgICAgIGZvciAoY29uc3QgcCBvZiBob3N0UG9ydHMpIHAuY2xvc2UoKTtcbiAgICAgICAgaWYgKGVyciAhPT0gdW5kZWZpbmVkKSBzZXNzaW9uPy5mYWlsKHJ1biwgZXJyKTtcbiAgICAgICAgc2Vzc2lvbj8uZW5kKHJ1bik7XG4gICAgICAgIGlmIChlcnIgIT09IHVuZGVmaW5lZCkge1xuICAgICAgICAgIHJlamVjdChlcnIpO1xuICAgICAgICAgIHJldHVybjtcbiAgICAgICAgfVxuICAgICAgICBjb25zdCBvayA9IGFsbCBhcyBFeHRyYWN0PFJhbmtPdXRjb21lLCB7IG9rOiB0cnVlIH0+W107XG4gICAgICAgIHJlc29sdmUoe1xuICAgICAgICAgIHJlc3VsdHM6IG9rLm1hcCgobykgPT4gby5yZXN1bHQgYXMgUiksXG4gICAgICAgICAgcmFua3M6IG9rLm1hcCgobykgPT4gby5tZXRyaWNzKSxcbiAgICAgICAgICBtZXRyaWNzOiBhZ2dyZWdhdGUob2subWFwKChvKSA9PiBvLm1ldHJpY3MpKSxcbiAgICAgICAgICBsaW5rczogb2subWFwKChvKSA9PiBbLi4uby5saW5rc10pLFxuICAgICAgICAgIHJvdXRlOiBvay5tYXAoKG8pID0+IG8ucm91dGUpLFxuICAgICAgICAgIHdhbGxNczogcGVyZm9ybWFuY2Uubm93KCkgLSBzdGFydGVkQXQsXG4gICAgICAgICAgLi4uKHNlc3Npb24gPT09IHVuZGVmaW5lZCA/IHt9IDogeyBwbGFjZW1lbnQ6IHNlc3Npb24ucGxhY2VtZW50LmRlc2NyaWJlIH0pLFxuICAgICAgICB9KTtcbiAgICAgIH07XG4gICAgICBjb25zdCBzdG9wQWxsID0gKGVycjogTWVzaHdvcmtFcnJvcikgPT4ge1xuICAgICAgICAvLyBMYXRlIGNhbGxiYWNrcyBvZiBhIGZpbmlzaGVkIHJ1biAoYSBkZXN0cm95ZWQgcG9vbCByZWplY3RpbmcgaXRzIHRhc2tzKSBtdXN0IG5vdCB0b3VjaFxuICAgICAgICAvLyB0aGUgc2hhcmVkIGNvbnRyb2wgd29yZHM6IHRoZSBuZXh0IHJ1biBtYXkgYWxyZWFkeSBiZSB1c2luZyB0aGVtLlxuICAgICAgICBpZiAoZG9uZSkgcmV0dXJuO1xuICAgICAgICBpZiAoZmlyc3RGYWlsdXJlID09PSB1bmRlZmluZWQpIGZpcnN0RmFpbHVyZSA9IGVycjtcbiAgICAgICAgQXRvbWljcy5zdG9yZShjb250cm9sLCBBQk9SVCwgMSk7XG4gICAgICAgIGZvciAobGV0IHIgPSAwOyByIDwgc2l6ZTsgcisrKSB7XG4gICAgICAgICAgQXRvbWljcy5hZGQoY29udHJvbCwgYmVsbEluZGV4KHIpLCAxKTtcbiAgICAgICAgICBBdG9taWNzLm5vdGlmeShjb250cm9sLCBiZWxsSW5kZXgocikpO1xuICAgICAgICB9XG4gICAgICAgIC8vIE5vIHJhbmsgcnVubmluZyAobXVsdGktaG9zdDogYmVmb3JlIHRoZSBoYW5kc2hha2UgY29tcGxldGVkLCBvciBnYXRoZXJpbmcgcmVzdWx0cykuXG4gICAgICAgIGlmIChzZXR0bGVkID09PSBzdGFydGVkKSB7XG4gICAgICAgICAgZmluaXNoKGZpcnN0RmFpbHVyZSk7XG4gICAgICAgICAgcmV0dXJuO1xuICAgICAgICB9XG4gICAgICAgIGlmIChncmFjZVRpbWVyID09PSB1bmRlZmluZWQpIHtcbiAgICAgICAgICAvLyBSYW5rcyBzdHVjayBvdXRzaWRlIGEgd2FpdCAoYSBidXN5IGxvb3ApIGNhbm5vdCBzZWUgdGhlIGZsYWc6IGVuZCB0aGVpciB0aHJlYWRzLlxuICAgICAgICAgIGdyYWNlVGltZXIgPSBzZXRUaW1lb3V0KCgpID0+IHtcbiAgICAgICAgICAgIHZvaWQgdGhpcy5kZXN0cm95UG9vbCgpO1xuICAgICAgICAgICAgZmluaXNoKGZpcnN0RmFpbHVyZSk7XG4gICAgICAgICAgfSwgR1JBQ0VfTVMpO1xuICAgICAgICB9XG4gICAgICB9O1xuICAgICAgdGhpcy5zdG9wQXR0ZW1wdCA9IHN0b3BBbGw7XG4gICAgICBjb25zdCBvbkFib3J0ID0gKCkgPT4ge1xuICAgICAgICBzdG9wQWxsKGFib3J0ZWQoYHRoZSBjYWxsZXIncyBBYm9ydFNpZ25hbCBmaXJlZCAoJHtTdHJpbmcocnVuT3B0aW9ucy5zaWduYWw/LnJlYXNvbil9KWApKTtcbiAgICAgIH07XG4gICAgICBydW5PcHRpb25zLnNpZ25hbD8uYWRkRXZlbnRMaXN0ZW5lcignYWJvcnQnLCBvbkFib3J0LCB7IG9uY2U6IHRydWUgfSk7XG4gICAgICAvKiogV2hlcmUgdGhlIHJhbmtzIHRoYXQgaGF2ZSBub3Qgc2V0dGxlZCBhcmUsIGUuZy4gXCIwLCAxIChpbiBhIHJlY2VpdmUgZnJvbSByYW5rIDMpOyAyIChydW5uaW5nIG91dHNpZGUgYW55IHdhaXQpXCIuICovXG4gICAgICBjb25zdCB3aGVyZVJhbmtzID0gKHJhbmtzOiByZWFkb25seSBudW1iZXJbXSkgPT4gZGVzY3JpYmVSYW5rcyhjb250cm9sLCByYW5rcyk7XG4gICAgICBjb25zdCB1bnNldHRsZWQgPSAoKSA9PiBsb2NhbC5maWx0ZXIoKHIpID0+IG91dGNvbWVzW3JdID09PSB1bmRlZmluZWQpO1xuICAgICAgaWYgKHJ1bk9wdGlvbnMudGltZW91dE1zICE9PSB1bmRlZmluZWQpIHtcbiAgICAgICAgY29uc3QgbXMgPSBydW5PcHRpb25zLnRpbWVvdXRNcztcbiAgICAgICAgcnVuVGltZXIgPSBzZXRUaW1lb3V0KCgpID0+IHtcbiAgICAgICAgICBjb25zdCBydW5uaW5nID0gdW5zZXR0bGVkKCk7XG4gICAgICAgICAgc3RvcEFsbChydW5UaW1lb3V0KHVybCwgbXMsIHdoZXJlUmFua3MocnVubmluZyksIHJhbmtMaXN0KHJ1bm5pbmcpKSk7XG4gICAgICAgIH0sIG1zKTtcbiAgICAgIH1cbiAgICAgIGlmIChzdHVja01zICE9PSBmYWxzZSkge1xuICAgICAgICAvLyBUaGUgc3R1Y2stcmFuayB3YXRjaGRvZzogdGhlIGNsb2NrIHJ1bnMgb25jZSBldmVyeSByYW5rIGhhcyBzdGFydGVkIGl0cyBwcm9ncmFtIChiZWF0XG4gICAgICAgIC8vIDEpIGFuZCByZXN0YXJ0cyB3aGVuZXZlciBhbnkgcmFuayBwYXNzZXMgYSByZWNlaXZlLCBiYXJyaWVyIG9yIHdhaXQuXG4gICAgICAgIGNvbnN0IGJlYXRzID0gbmV3IEludDMyQXJyYXkoc2l6ZSk7XG4gICAgICAgIGNvbnN0IGJlZ3VuID0gbmV3IFVpbnQ4QXJyYXkoc2l6ZSk7XG4gICAgICAgIGxldCBxdWlldFNpbmNlID0gcGVyZm9ybWFuY2Uubm93KCk7XG4gICAgICAgIHdhdGNoZG9nID0gc2V0SW50ZXJ2YWwoXG4gICAgICAgICAgKCkgPT4ge1xuICAgICAgICAgICAgbGV0IG1vdmVkID0gZmFsc2U7XG4gICAgICAgICAgICBsZXQgYWxsID0gdHJ1ZTtcbiAgICAgICAgICAgIGZvciAoY29uc3QgciBvZiBsb2NhbCkge1xuICAgICAgICAgICAgICBjb25zdCBiID0gYmVhdE9mKGNvbnRyb2wsIHIpO1xuICAgICAgICAgICAgICBpZiAoYiAhPT0gYmVhdHNbcl0pIHtcbiAgICAgICAgICAgICAgICBiZWF0c1tyXSA9IGI7XG4gICAgICAgICAgICAgICAgYmVndW5bcl0gPSAxO1xuICAgICAgICAgICAgICAgIG1vdmVkID0gdHJ1ZTtcbiAgICAgICAgICAgICAgfVxuICAgICAgICAgICAgICBpZiAoYmVndW5bcl0gPT09IDAgJiYgb3V0Y29tZXNbcl0gPT09IHVuZGVmaW5lZCkgYWxsID0gZmFsc2U7XG4gICAgICAgICAgICB9XG4gICAgICAgICAgICBjb25zdCBub3cgPSBwZXJmb3JtYW5jZS5ub3coKTtcbiAgICAgICAgICAgIGlmIChtb3ZlZCB8fCAhYWxsKSB7XG4gICAgICAgICAgICAgIHF1aWV0U2luY2UgPSBub3c7XG4gICAgICAgICAgICAgIHJldHVybjtcbiAgICAgICAgICAgIH1cbiAgICAgICAgICAgIGlmIChub3cgLSBxdWlldFNpbmNlIDwgc3R1Y2tNcykgcmV0dXJuO1xuICAgICAgICAgICAgY29uc3QgcnVubmluZyA9IHVuc2V0dGxlZCgpO1xuICAgICAgICAgICAgY29uc3QgYnVzeSA9IHJ1bm5pbmcuZmlsdGVyKChyKSA9PiAhaW5XYWl0KGNvbnRyb2wsIHIpICYmICFmaW5pc2hlZChjb250cm9sLCByKSk7XG4gICAgICAgICAgICAvLyBSYW5rcyB0aGF0IGFsbCBzbGVlcCBpbiB3YWl0cyBhcmUgbGVmdCB0byB0aGVpciBvd24gZGVhZGxpbmVzLlxuICAgICAgICAgICAgaWYgKGJ1c3kubGVuZ3RoID09PSAwKSByZXR1cm47XG4gICAgICAgICAgICBjbGVhckludGVydmFsKHdhdGNoZG9nKTtcbiAgICAgICAgICAgIHN0b3BBbGwocmFua3NTdHVjayh1cmwsIHN0dWNrTXMsIGJ1c3kubGVuZ3RoLCByYW5rTGlzdChidXN5KSwgd2hlcmVSYW5rcyhydW5uaW5nKSkpO1xuICAgICAgICAgIH0sXG4gICAgICAgICAgTWF0aC5tYXgoNSwgTWF0aC5taW4oMTAwMCwgTWF0aC5mbG9vcihzdHVja01zIC8gNCkpKSxcbiAgICAgICAgKTtcbiAgICAgIH1cbiAgICAgIGNvbnN0IG9uU2V0dGxlZCA9IChyOiBudW1iZXIsIG91dGNvbWU6IFJhbmtPdXRjb21lKSA9PiB7XG4gICAgICAgIHRoaXMucmVwb3J0TGF0ZShvdXRjb21lLmxhdGUpO1xuICAgICAgICBpZiAoZG9uZSkgcmV0dXJuO1xuICAgICAgICBvdXRjb21lc1tyXSA9IG91dGNvbWU7XG4gICAgICAgIHNldHRsZWQrKztcbiAgICAgICAgaWYgKCFvdXRjb21lLm9rKSB7XG4gICAgICAgICAgLy8gVGhyZWFkcyB0aGF0IGNsb3NlKCkgZW5kZWQgYXJlIG5vdCBsb3N0IHJhbmtzOiBub3RoaW5nIHRvIHJlY292ZXIuXG4gICAgICAgICAgaWYgKCF0aGlzLmNsb3NlZCkgcmVjb3Zlcnkubm90ZUZhaWx1cmUociwgb3V0Y29tZS5lcnJvcik7XG4gICAgICAgICAgY29uc3QgZXJyID0gcmFua0Vycm9yKHIsIG91dGNvbWUuZXJyb3IsIHVybCk7XG4gICAgICAgICAgLy8gQSByYW5rIHRoYXQgc3RvcHBlZCBiZWNhdXNlIGFub3RoZXIgZmFpbGVkIGlzIG5vdCB0aGUgY2F1c2U6IGtlZXAgdGhlIGZpcnN0IHJlYWwgb25lLlxuICAgICAgICAgIGNvbnN0IHNlY29uZGFyeSA9IChlOiBNZXNod29ya0Vycm9yIHwgdW5kZWZpbmVkKSA9PiBlID09PSB1bmRlZmluZWQgfHwgaXNBYm9ydENhdXNlKGUpO1xuICAgICAgICAgIGlmIChzZWNvbmRhcnkoZmlyc3RGYWlsdXJlKSAmJiAhKGZpcnN0RmFpbHVyZSAhPT0gdW5kZWZpbmVkICYmIGlzQWJvcnRDYXVzZShlcnIpKSkgZmlyc3RGYWlsdXJlID0gZXJyO1xuICAgICAgICAgIHN0b3BBbGwoZmlyc3RGYWlsdXJlIGFzIE1lc2h3b3JrRXJyb3IpO1xuICAgICAgICB9XG4gICAgICAgIGlmIChzZXR0bGVkIDwgbG9jYWwubGVuZ3RoKSByZXR1cm47XG4gICAgICAgIGlmIChmaXJzdEZhaWx1cmUgIT09IHVuZGVmaW5lZCB8fCBzZXNzaW9uID09PSB1bmRlZmluZWQpIHtcbiAgICAgICAgICBmaW5pc2goZmlyc3RGYWlsdXJlKTtcbiAgICAgICAgICByZXR1cm47XG4gICAgICAgIH1cbiAgICAgICAgLy8gRXZlcnkgcmFuayBoZXJlIHJldHVybmVkOiB0YWtlIGV2ZXJ5IGhvc3QncyBvdXRjb21lcyAoYSBmYWlsdXJlIGVsc2V3aGVyZSByZWplY3RzKS5cbiAgICAgICAgY29uc3QgbWluZSA9IGxvY2FsLm1hcCgocSkgPT4gb3V0Y29tZXNbcV0gYXMgRXh0cmFjdDxSYW5rT3V0Y29tZSwgeyBvazogdHJ1ZSB9Pik7XG4gICAgICAgIHNlc3Npb24uZ2F0aGVyKHJ1biwgbWluZSkudGhlbihcbiAgICAgICAgICAoYWxsKSA9PiBmaW5pc2godW5kZWZpbmVkLCBhbGwpLFxuICAgICAgICAgIChlcnI6IHVua25vd24pID0+IGZpbmlzaChlcnIgaW5zdGFuY2VvZiBNZXNod29ya0Vycm9yID8gZXJyIDogbmV3IE1lc2h3b3JrRXJyb3IoRXJyb3JDb2Rlcy5IT1NUX0xPU1QsIFN0cmluZyhlcnIpKSksXG4gICAgICAgICk7XG4gICAgICB9O1xuICAgICAgY29uc3Qgc3Bhd24gPSAocjogbnVtYmVyLCBjaGFubmVsOiBNZXNzYWdlQ2hhbm5lbCkgPT4ge1xuICAgICAgICBzdGFydGVkKys7XG4gICAgICAgIGNvbnN0IHRhc2s6IFJhbmtUYXNrICYgeyBwb3J0OiBNZXNzYWdlUG9ydCB9ID0ge1xuICAgICAgICAgIHJ1bixcbiAgICAgICAgICBwcm9ncmFtVXJsOiB1cmwsXG4gICAgICAgICAgb3B0aW9ucyxcbiAgICAgICAgICByYW5rOiByLFxuICAgICAgICAgIHRvcG9sb2d5OiB0aGlzLnRvcG9sb2d5LnNwZWMsXG4gICAgICAgICAgYnVmZmVyczogdGhpcy5idWZmZXJzLFxuICAgICAgICAgIHNwaW5JdGVyYXRpb25zOiB0aGlzLnNwaW5JdGVyYXRpb25zLFxuICAgICAgICAgIHNwaW5NaWNyb3M6IHRoaXMuc3Bpbk1pY3JvcyxcbiAgICAgICAgICBzcGluTWF4TWljcm9zOiB0aGlzLnNwaW5NYXhNaWNyb3MsXG4gICAgICAgICAgY29yZXM6IHRoaXMuY29yZXMsXG4gICAgICAgICAgc2xpY2VNczogREVGQVVMVF9TTElDRV9NUyxcbiAgICAgICAgICB3YWl0VGltZW91dE1zOiB0aGlzLm9wdHMud2FpdFRpbWVvdXRNcyxcbiAgICAgICAgICBjb2xsZWN0aXZlcyxcbiAgICAgICAgICBsaW5rQ29zdDogdGhpcy5vcHRzLmxpbmtDb3N0LFxuICAgICAgICAgIGhvc3RzOiBzZXNzaW9uID09PSB1bmRlZmluZWQgPyB1bmRlZmluZWQgOiB7IGNvdW50OiBzZXNzaW9uLmhvc3RzLCBsb2NhbFJhbmtzOiBsb2NhbC5sZW5ndGggfSxcbiAgICAgICAgICByZWNvdmVyeTogcmVjb3ZlcnkudGFza0ZvcihyKSxcbiAgICAgICAgICBwb3J0OiBjaGFubmVsLnBvcnQyLFxuICAgICAgICB9O1xuICAgICAgICBwb29sLnJ1bih0YXNrLCB7IHRyYW5zZmVyTGlzdDogW3Rhc2sucG9ydF0gfSkudGhlbihcbiAgICAgICAgICAob3V0Y29tZTogUmFua091dGNvbWUpID0+IG9uU2V0dGxlZChyLCBvdXRjb21lKSxcbiAgICAgICAgICAoZXJyOiB1bmtub3duKSA9PiB7XG4gICAgICAgICAgICBjb25zdCBlID0gZXJyIGluc3RhbmNlb2YgRXJyb3IgPyBlcnIgOiBuZXcgRXJyb3IoU3RyaW5nKGVycikpO1xuICAgICAgICAgICAgY29uc3QgY2F1c2UgPSB0aGlzLnBvb2xFcnJvciA/PyBlO1xuICAgICAgICAgICAgb25TZXR0bGVkKHIsIHtcbiAgICAgICAgICAgICAgb2s6IGZhbHNlLFxuICAgICAgICAgICAgICByYW5rOiByLFxuICAgICAgICAgICAgICBsYXRlOiBbXSxcbiAgICAgICAgICAgICAgZXJyb3I6IHtcbiAgICAgICAgICAgICAgICBuYW1lOiAnV29ya2VyRXhpdCcsXG4gICAgICAgICAgICAgICAgY29kZTogRXJyb3JDb2Rlcy5XT1JLRVJfRVhJVEVELFxuICAgICAgICAgICAgICAgIG1lc3NhZ2U6IGB3b3JrZXIgdGhyZWFkIG9mIHJhbmsgJHtyfSBlbmRlZCBiZWZvcmUgaXRzIHByb2dyYW0gZmluaXNoZWQ6ICR7Y2F1c2UubWVzc2FnZX1gLFxuICAgICAgICAgICAgICAgIHN0YWNrOiBjYXVzZS5zdGFjayxcbiAgICAgICAgICAgICAgICBwaGFzZTogdW5kZWZpbmVkLFxuICAgICAgICAgICAgICAgIGZhdWx0OiAoY2F1c2UgYXMgeyBjb2RlPzogdW5rbm93biB9KS5jb2RlID09PSAnRVJSX1dPUktFUl9PVVRfT0ZfTUVNT1JZJyA/ICdvb20nIDogJ2V4aXQnLFxuICAgICAgICAgICAgICB9LFxuICAgICAgICAgICAgfSk7XG4gICAgICAgICAgfSxcbiAgICAgICAgKTtcbiAgICAgIH07XG4gICAgICBpZiAoc2Vzc2lvbiA9PT0gdW5kZWZpbmVkKSB7XG4gICAgICAgIGZvciAoY29uc3QgW2ksIHJdIG9mIGxvY2FsLmVudHJpZXMoKSkgc3Bhd24ociwgY2hhbm5lbHNbaV0gYXMgTWVzc2FnZUNoYW5uZWwpO1xuICAgICAgICByZXR1cm47XG4gICAgICB9XG4gICAgICAvLyBNdWx0aS1ob3N0OiB0aGUgZ2F0ZXdheSBpcyB3aXJlZCBhbmQgZXZlcnkgaG9zdCBhbm5vdW5jZWQgdGhlIHNhbWUgcnVuIGJlZm9yZSBhbnkgcmFuayBzdGFydHMuXG4gICAgICBjb25zdCBwcmludCA9IHtcbiAgICAgICAgdXJsLFxuICAgICAgICBvcHRpb25zLFxuICAgICAgICBjbHVzdGVyOiBbdGhpcy50b3BvbG9neS5zcGVjLCB0aGlzLmJ1ZmZlcnMubGlua0J5dGVzLCB0aGlzLmJ1ZmZlcnMuc2xvdEJ5dGVzLCBjb2xsZWN0aXZlcywgdGhpcy5vcHRzLmxpbmtDb3N0LCBzZXNzaW9uLmhvc3RzXSxcbiAgICAgIH07XG4gICAgICBzZXNzaW9uLmJlZ2luKHJ1biwgcHJpbnQsIHRoaXMuYnVmZmVycywgc3RvcEFsbCkudGhlbihcbiAgICAgICAgKCkgPT4ge1xuICAgICAgICAgIGlmIChkb25lKSByZXR1cm47XG4gICAgICAgICAgZm9yIChjb25zdCBbaSwgcl0gb2YgbG9jYWwuZW50cmllcygpKSBzcGF3bihyLCBjaGFubmVsc1tpXSBhcyBNZXNzYWdlQ2hhbm5lbCk7XG4gICAgICAgIH0sXG4gICAgICAgIChlcnI6IHVua25vd24pID0+IHN0b3BBbGwoZXJyIGluc3RhbmNlb2YgTWVzaHdvcmtFcnJvciA/IGVyciA6IG5ldyBNZXNod29ya0Vycm9yKEVycm9yQ29kZXMuSE9TVF9MT1NULCBTdHJpbmcoZXJyKSkpLFxuICAgICAgKTtcbiAgICB9KTtcbiAgfVxuXG4gIHByaXZhdGUgYXN5bmMgZGVzdHJveVBvb2woKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgY29uc3QgcG9vbCA9IHRoaXMucG9vbDtcbiAgICB0aGlzLnBvb2wgPSB1bmRlZmluZWQ7XG4gICAgaWYgKHBvb2wgIT09IHVuZGVmaW5lZCkgYXdhaXQgcG9vbC5kZXN0cm95KCk7XG4gIH1cblxuICAvKipcbiAgICogTGV0IGV2ZXJ5IGlkbGUgdGhyZWFkIHJlcG9ydCB0aHJvd3Mgb2YgZWFybGllciBydW5zIHRoYXQgYXJlIGR1ZSAodGltZXJzLCByZWplY3Rpb25zKTogdGhleVxuICAgKiBiZWNvbWUgbGF0ZSBmYWlsdXJlcy4gQm91bmRlZCBieSBEUkFJTl9NUy5cbiAgICovXG4gIHByaXZhdGUgYXN5bmMgZHJhaW4ocG9vbDogUGlzY2luYSk6IFByb21pc2U8dm9pZD4ge1xuICAgIGNvbnN0IHRocmVhZHMgPSBwb29sLnRocmVhZHMubGVuZ3RoO1xuICAgIGlmICh0aHJlYWRzID09PSAwKSByZXR1cm47XG4gICAgY29uc3QgdGFzazogRHJhaW5UYXNrID0geyBkcmFpbjogdHJ1ZSwgY291bnRlcjogbmV3IFNoYXJlZEFycmF5QnVmZmVyKDQpLCB0aHJlYWRzLCB0aW1lb3V0TXM6IERSQUlOX01TIH07XG4gICAgbGV0IHRpbWVyOiBOb2RlSlMuVGltZW91dCB8IHVuZGVmaW5lZDtcbiAgICBjb25zdCBvdXRjb21lcyA9IGF3YWl0IFByb21pc2UucmFjZShbXG4gICAgICBQcm9taXNlLmFsbFNldHRsZWQoQXJyYXkuZnJvbSh7IGxlbmd0aDogdGhyZWFkcyB9LCAoKSA9PiBwb29sLnJ1bih0YXNrKSBhcyBQcm9taXNlPERyYWluT3V0Y29tZT4pKSxcbiAgICAgIG5ldyBQcm9taXNlPHVuZGVmaW5lZD4oKHJlc29sdmUpID0+IHtcbiAgICAgICAgdGltZXIgPSBzZXRUaW1lb3V0KCgpID0+IHJlc29sdmUodW5kZWZpbmVkKSwgMiAqIERSQUlOX01TKTtcbiAgICAgIH0pLFxuICAgIF0pO1xuICAgIGNsZWFyVGltZW91dCh0aW1lcik7XG4gICAgZm9yIChjb25zdCBvIG9mIG91dGNvbWVzID8/IFtdKSBpZiAoby5zdGF0dXMgPT09ICdmdWxmaWxsZWQnKSB0aGlzLnJlcG9ydExhdGUoby52YWx1ZS5sYXRlKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBTdG9wIGV2ZXJ5IHdvcmtlciB0aHJlYWQsIGFmdGVyIGxldHRpbmcgaWRsZSB0aHJlYWRzIHJlcG9ydCBsYXRlIGZhaWx1cmVzICh0aHJvd3MgYWZ0ZXIgYVxuICAgKiBwcm9ncmFtIHJldHVybmVkIHRoYXQgYXJlIGR1ZSBieSBub3cpLiBUaGUgY2x1c3RlciBjYW5ub3QgcnVuIGFnYWluLlxuICAgKi9cbiAgYXN5bmMgY2xvc2UoKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgaWYgKHRoaXMuY2xvc2VkKSB7XG4gICAgICAvLyBBIHNlY29uZCBjbG9zZSgpIHdoaWxlIHRoZSBmaXJzdCBpcyBzdGlsbCBlbmRpbmcgYSBydW46IHRoZSB0aHJlYWRzIGFyZSBnb25lIHdoZW4gaXQgcmV0dXJucyB0b28uXG4gICAgICBhd2FpdCB0aGlzLmN1cnJlbnQ/LmNhdGNoKCgpID0+IHVuZGVmaW5lZCk7XG4gICAgICBhd2FpdCB0aGlzLmRlc3Ryb3lQb29sKCk7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIHRoaXMuY2xvc2VkID0gdHJ1ZTtcbiAgICBjb25zdCBwb29sID0gdGhpcy5wb29sO1xuICAgIGlmIChwb29sICE9PSB1bmRlZmluZWQgJiYgIXRoaXMucnVubmluZykgYXdhaXQgdGhpcy5kcmFpbihwb29sKTtcbiAgICAvLyBBIHJ1biBpbiBwcm9ncmVzcyBlbmRzIHdpdGggTVdfQ0xVU1RFUl9TVEFURTogaXRzIHJhbmtzIGFyZSBhYm9ydGVkIGFuZCBpdHMgdGhyZWFkcyBlbmRlZCxcbiAgICAvLyBhbmQgaXRzIHJlY292ZXJ5IChtYXhSZXN0YXJ0cykgc3RhcnRzIG5vIG90aGVyIGF0dGVtcHQuXG4gICAgdGhpcy5zdG9wQXR0ZW1wdD8uKGNsb3NlZER1cmluZ1J1bigpKTtcbiAgICBhd2FpdCB0aGlzLmRlc3Ryb3lQb29sKCk7XG4gICAgYXdhaXQgdGhpcy5jdXJyZW50Py5jYXRjaCgoKSA9PiB1bmRlZmluZWQpO1xuICAgIGF3YWl0IHRoaXMuZGVzdHJveVBvb2woKTtcbiAgfVxuXG4gIGFzeW5jIFtTeW1ib2wuYXN5bmNEaXNwb3NlXSgpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICBhd2FpdCB0aGlzLmNsb3NlKCk7XG4gIH1cbn1cblxuLyoqIFRoZSBlcnJvciBvZiBhIHJ1biB0aGF0IGBjbG9zZSgpYCBlbmRlZCAob3IgdGhhdCB3YXMgdG8gcmVzdGFydCBhZnRlciBjbG9zZSgpKS4gKi9cbmZ1bmN0aW9uIGNsb3NlZER1cmluZ1J1bihjYXVzZT86IHVua25vd24pOiBNZXNod29ya0Vycm9yIHtcbiAgcmV0dXJuIG5ldyBNZXNod29ya0Vycm9yKFxuICAgIEVycm9yQ29kZXMuQ0xVU1RFUl9TVEFURSxcbiAgICAnY2x1c3RlciB3YXMgY2xvc2VkIHdoaWxlIHRoaXMgcnVuIHdhcyBpbiBwcm9ncmVzczsgZXhwZWN0ZWQgY2xvc2UoKSBhZnRlciB0aGUgcnVuIHNldHRsZWQgKHRoZSBydW4gaXMgc3RvcHBlZCwgbm90IHJlc3RhcnRlZCknLFxuICAgIGNhdXNlID09PSB1bmRlZmluZWQgPyB7fSA6IHsgY2F1c2UgfSxcbiAgKTtcbn1cblxuZnVuY3Rpb24gaXNBYm9ydENhdXNlKGVycjogTWVzaHdvcmtFcnJvcik6IGJvb2xlYW4ge1xuICByZXR1cm4gKGVyci5jYXVzZSBhcyB7IGNvZGU/OiBzdHJpbmcgfSB8IHVuZGVmaW5lZCk/LmNvZGUgPT09IEVycm9yQ29kZXMuQUJPUlRFRDtcbn1cblxuY29uc3QgQ09ERVM6IFJlYWRvbmx5U2V0PHN0cmluZz4gPSBuZXcgU2V0KE9iamVjdC52YWx1ZXMoRXJyb3JDb2RlcykpO1xuXG4vKipcbiAqIEEgcmFuaydzIGVycm9yIHJlYnVpbHQgb24gdGhlIGhvc3Q6IGEgTWVzaHdvcmtFcnJvciB3aGVuIGl0IGNhcnJpZWQgYSBNZXNod29yayBjb2RlIChzb1xuICogYGluc3RhbmNlb2YgTWVzaHdvcmtFcnJvcmAgYW5kIGBjb2RlYCB3b3JrIG9uIGBjYXVzZWApLCBlbHNlIGFuIEVycm9yIHdpdGggaXRzIG5hbWUgYW5kIGNvZGUuXG4gKi9cbmZ1bmN0aW9uIGNhdXNlT2YoZjogUmFua0ZhaWx1cmUsIHJhbms/OiBudW1iZXIpOiBFcnJvciB7XG4gIGNvbnN0IGNhdXNlID1cbiAgICBmLmNvZGUgIT09IHVuZGVmaW5lZCAmJiBDT0RFUy5oYXMoZi5jb2RlKVxuICAgICAgPyBuZXcgTWVzaHdvcmtFcnJvcihmLmNvZGUgYXMgRXJyb3JDb2RlLCBmLm1lc3NhZ2UsIHsgcmFuaywgcGhhc2U6IGYucGhhc2UgfSlcbiAgICAgIDogT2JqZWN0LmFzc2lnbihuZXcgRXJyb3IoZi5tZXNzYWdlKSwgeyBjb2RlOiBmLmNvZGUgfSk7XG4gIGlmICghKGNhdXNlIGluc3RhbmNlb2YgTWVzaHdvcmtFcnJvcikpIGNhdXNlLm5hbWUgPSBmLm5hbWU7XG4gIGlmIChmLnN0YWNrICE9PSB1bmRlZmluZWQpIGNhdXNlLnN0YWNrID0gZi5zdGFjaztcbiAgcmV0dXJuIGNhdXNlO1xufVxuXG5mdW5jdGlvbiByYW5rRXJyb3IocmFuazogbnVtYmVyLCBmOiBSYW5rRmFpbHVyZSwgdXJsOiBzdHJpbmcpOiBNZXNod29ya0Vycm9yIHtcbiAgY29uc3QgY2F1c2UgPSBjYXVzZU9mKGYsIHJhbmspO1xuICBpZiAoZi5jb2RlID09PSBFcnJvckNvZGVzLldPUktFUl9FWElURUQpIHtcbiAgICByZXR1cm4gbmV3IE1lc2h3b3JrRXJyb3IoRXJyb3JDb2Rlcy5XT1JLRVJfRVhJVEVELCBgcmFuayAke3Jhbmt9JHtmLnBoYXNlID09PSB1bmRlZmluZWQgPyAnJyA6IGAgKHBoYXNlICR7Zi5waGFzZX0pYH06ICR7Zi5tZXNzYWdlfWAsIHtcbiAgICAgIHJhbmssXG4gICAgICBwaGFzZTogZi5waGFzZSxcbiAgICAgIGNhdXNlLFxuICAgIH0pO1xuICB9XG4gIGNvbnN0IHdoZXJlID0gZi5waGFzZSA9PT0gdW5kZWZpbmVkID8gJycgOiBgIGluIHBoYXNlIFwiJHtmLnBoYXNlfVwiYDtcbiAgcmV0dXJuIG5ldyBNZXNod29ya0Vycm9yKFxuICAgIEVycm9yQ29kZXMuUkFOS19GQUlMRUQsXG4gICAgYHJhbmsgJHtyYW5rfSBmYWlsZWQke3doZXJlfSBydW5uaW5nICR7dXJsfTogJHtmLmNvZGUgPT09IHVuZGVmaW5lZCA/ICcnIDogYFske2YuY29kZX1dIGB9JHtmLm1lc3NhZ2V9YCxcbiAgICB7XG4gICAgICByYW5rLFxuICAgICAgcGhhc2U6IGYucGhhc2UsXG4gICAgICBjYXVzZSxcbiAgICB9LFxuICApO1xufVxuXG4vKiogU3RhcnQgYSBjbHVzdGVyIG9mIGB0b3BvbG9neS5zaXplYCByYW5rcywgb25lIHBlciB3b3JrZXIgdGhyZWFkLiBDbG9zZSBpdCB3aGVuIGRvbmUuICovXG5leHBvcnQgZnVuY3Rpb24gY3JlYXRlQ2x1c3RlcihvcHRpb25zOiBDbHVzdGVyT3B0aW9ucyk6IENsdXN0ZXIge1xuICByZXR1cm4gbmV3IENsdXN0ZXIob3B0aW9ucyk7XG59XG4iXSwKICAibWFwcGluZ3MiOiAiQUFJQSxTQUFTLDRCQUE0QjtBQUNyQyxTQUFTLGVBQWU7QUFDeEIsU0FBUyxxQkFBcUI7QUFDOUIsU0FBUyxnQkFBdUQsY0FBYztBQUM5RSxTQUFTLGVBQWU7QUFFeEIsU0FBUyxxQkFBb0M7QUFDN0MsU0FBUyxPQUFPLGlCQUFpQixXQUFnQyxvQkFBb0I7QUFFckYsU0FBUyxRQUFRLGVBQWUsVUFBVSxRQUFRLGdCQUFnQjtBQUNsRSxTQUFTLHlCQUF5QjtBQUNsQztBQUFBLEVBQ0U7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBRUE7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsT0FDSztBQUNQLFNBQVMsaUJBQWlCO0FBRzFCLFNBQVMsZ0JBQWdCO0FBQ3pCLFNBQVMsa0JBQWlDLG1CQUFtQjtBQUM3RCxTQUFTLGVBQWUsd0JBQXdCO0FBQ2hELFNBQVMsb0JBQW9CO0FBSTdCLFNBQVMsbUJBQW1CO0FBRTVCLFNBQVMsZ0JBQWdCLG1CQUFtQjtBQUU1QyxTQUFTLGdCQUFzQztBQU94QyxNQUFNLHFCQUFxQixLQUFLO0FBOEZoQyxNQUFNLGVBQWtDO0FBQUEsRUFDN0M7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFDRjtBQUVPLE1BQU0sV0FBOEI7QUFBQSxFQUN6QztBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQ0Y7QUFHQSxTQUFTLFVBQVUsTUFBYyxPQUFlLE9BQWdDO0FBQzlFLGFBQVcsT0FBTyxPQUFPLEtBQUssS0FBSztBQUNqQyxRQUFJLENBQUMsTUFBTSxTQUFTLEdBQUcsRUFBRyxPQUFNLGdCQUFnQixHQUFHLElBQUksUUFBUSxLQUFLLFVBQVUsR0FBRyxDQUFDLElBQUksVUFBVSxNQUFNLEtBQUssSUFBSSxDQUFDLElBQUksR0FBRztBQUMzSDtBQUVBLE1BQU0sV0FBVztBQUVqQixNQUFNLFdBQVc7QUFFakIsTUFBTSxTQUFTLENBQUMsMEJBQTBCLDRCQUE0QixtQkFBbUIsYUFBYTtBQU10RyxNQUFNLFlBQStEO0FBQUEsRUFDbkUsd0JBQXdCO0FBQUEsRUFDeEIsMEJBQTBCO0FBQUEsRUFDMUIsaUJBQWlCO0FBQUEsRUFDakIsYUFBYTtBQUNmO0FBRUEsU0FBUyxvQkFBb0IsT0FBNEM7QUFDdkUsTUFBSSxVQUFVLE9BQVcsUUFBTztBQUNoQyxRQUFNLFdBQVcsMEJBQTBCLE9BQU8sS0FBSyxJQUFJLENBQUM7QUFDNUQsTUFBSSxPQUFPLFVBQVUsWUFBWSxVQUFVLFFBQVEsTUFBTSxRQUFRLEtBQUssRUFBRyxPQUFNLGdCQUFnQixrQkFBa0IsVUFBVSxLQUFLO0FBQ2hJLFFBQU0sTUFBOEIsQ0FBQztBQUNyQyxhQUFXLENBQUMsS0FBSyxDQUFDLEtBQUssT0FBTyxRQUFRLEtBQUssR0FBRztBQUM1QyxRQUFJLENBQUUsT0FBNkIsU0FBUyxHQUFHO0FBQzdDLFlBQU0sZ0JBQWdCLHNCQUFzQixLQUFLLFVBQVUsR0FBRyxDQUFDLElBQUksVUFBVSxPQUFPLEtBQUssSUFBSSxDQUFDLElBQUksR0FBRztBQUN2RyxVQUFNLE1BQU0sVUFBVSxHQUE4QjtBQUNwRCxRQUFJLE9BQU8sTUFBTSxZQUFZLENBQUMsT0FBTyxTQUFTLENBQUMsS0FBSyxJQUFJO0FBQ3RELFlBQU0sZ0JBQWdCLGtCQUFrQixHQUFHLElBQUksNEJBQTRCLEdBQUcsSUFBSSxDQUFDO0FBQ3JGLFFBQUksR0FBRyxJQUFJO0FBQUEsRUFDYjtBQUNBLFNBQU8sT0FBTyxPQUFPLEdBQUc7QUFDMUI7QUFHQSxTQUFTLGFBQWEsT0FBZ0M7QUFDcEQsU0FBTyxVQUFVLFFBQVEsUUFBUSxhQUFhLFdBQVcsS0FBSztBQUNoRTtBQU1PLFNBQVMsZUFBZSxHQUFzQjtBQUNuRCxNQUFJLE9BQU8sTUFBTSxTQUFVLFFBQU8sY0FBYyxDQUFDO0FBQ2pELE1BQUksYUFBYSxhQUFjLFFBQU87QUFDdEMsTUFBSSxNQUFNLFFBQVEsT0FBTyxNQUFNLFlBQVksZ0JBQWdCLEdBQUc7QUFFNUQsVUFBTSxVQUFVO0FBQ2hCLFFBQUk7QUFDSixRQUFJO0FBQ0YsZ0JBQVUsaUJBQWlCLFFBQVEsSUFBb0I7QUFBQSxJQUN6RCxRQUFRO0FBQ04sWUFBTSxnQkFBZ0IsQ0FBQztBQUFBLElBQ3pCO0FBQ0EsUUFBSSxRQUFRLFNBQVMsUUFBUSxRQUFRLFFBQVEsU0FBUyxRQUFRLEtBQU0sT0FBTSxnQkFBZ0IsQ0FBQztBQUMzRixXQUFPO0FBQUEsRUFDVDtBQUNBLFNBQU8saUJBQWlCLENBQWlCO0FBQzNDO0FBR0EsU0FBUyxjQUFjLFVBQW1DO0FBQ3hELE1BQUksU0FBUyxXQUFXLEVBQUc7QUFDM0IsTUFBSTtBQUNKLE1BQUk7QUFDRixZQUFRLElBQUksT0FBTyxJQUFJLEVBQUUsTUFBTSxNQUFNLFVBQVUsQ0FBQyxHQUFHLFFBQVEsRUFBRSxDQUFDO0FBQUEsRUFDaEUsU0FBUyxLQUFLO0FBQ1osVUFBTSxnQkFBZ0IsVUFBVyxJQUFjLE9BQU87QUFBQSxFQUN4RDtBQUNBLFFBQU0sTUFBTTtBQUNaLE9BQUssTUFBTSxVQUFVO0FBQ3ZCO0FBR0EsU0FBUyxTQUFTLE1BQWUsT0FBZSxPQUF5QjtBQUN2RSxNQUFJLFNBQVMsT0FBUSxRQUFPLFlBQVksT0FBTyxLQUFLO0FBQ3BELE1BQUksU0FBUyxLQUFNLFFBQU8sWUFBWSxHQUFHLENBQUM7QUFDMUMsTUFBSSxTQUFTLFNBQVMsU0FBUyxFQUFHLFFBQU8sRUFBRSxZQUFZLEdBQUcsUUFBUSxHQUFHLFdBQVcsRUFBRTtBQUNsRixNQUFJLE9BQU8sU0FBUyxZQUFZLE9BQU8sU0FBUyxJQUFJLEtBQUssT0FBTztBQUM5RCxXQUFPLEVBQUUsWUFBWSxPQUFPLGtCQUFrQixRQUFRLE1BQU0sV0FBVyxLQUFLO0FBQzlFLFFBQU0sZ0JBQWdCLFFBQVEsb0VBQWlFLElBQUk7QUFDckc7QUFFTyxNQUFNLFFBQVE7QUFBQSxFQUNWO0FBQUE7QUFBQSxFQUVBO0FBQUE7QUFBQSxFQUVBO0FBQUE7QUFBQSxFQUVBO0FBQUE7QUFBQSxFQUVBO0FBQUEsRUFDRDtBQUFBLEVBQ1M7QUFBQSxFQUNULFVBQVU7QUFBQSxFQUNWLFNBQVM7QUFBQTtBQUFBLEVBRVQ7QUFBQTtBQUFBLEVBRUE7QUFBQSxFQUNBO0FBQUE7QUFBQSxFQUVBLE9BQU87QUFBQSxFQUNFLE9BQXdCLENBQUM7QUFBQTtBQUFBLEVBRXpCO0FBQUE7QUFBQSxFQUVBO0FBQUEsRUFDQTtBQUFBLEVBU2pCLFlBQVksU0FBeUI7QUFDbkMsUUFBSSxPQUFPLFlBQVksWUFBWSxZQUFZLFFBQVEsTUFBTSxRQUFRLE9BQU87QUFDMUUsWUFBTSxnQkFBZ0IseUJBQXlCLGFBQWEsT0FBTztBQUNyRSxjQUFVLHdCQUF3QixTQUFTLFlBQVk7QUFDdkQsU0FBSyxXQUFXLGVBQWUsUUFBUSxRQUFRO0FBQy9DLFVBQU0sWUFBWSxRQUFRLGFBQWE7QUFDdkMsUUFBSTtBQUNGLGVBQVMsY0FBYyxTQUFTO0FBQUEsSUFDbEMsUUFBUTtBQUNOLFlBQU0sZ0JBQWdCLGFBQWEsMkRBQTJELFNBQVM7QUFBQSxJQUN6RztBQUNBLFVBQU0sa0JBQWtCLFNBQVMsbUJBQW1CLFFBQVEsbUJBQW1CLEtBQUssSUFBSSxLQUFLLEtBQUssRUFBRTtBQUNwRyxVQUFNLFFBQVEsU0FBUyxTQUFTLFFBQVEsU0FBUyxxQkFBcUIsR0FBRyxDQUFDO0FBQzFFLFVBQU0sZ0JBQWdCLGFBQWEsaUJBQWlCLFFBQVEsaUJBQWlCLEdBQU07QUFDbkYsVUFBTSxZQUFZLFFBQVEsVUFBVSxTQUFZLFNBQVksZUFBZSxRQUFRLEtBQUs7QUFDeEYsU0FBSyxVQUFVLGNBQWMsVUFBYSxVQUFVLFVBQVUsSUFBSSxTQUFZLElBQUksWUFBWSxXQUFXLEtBQUssVUFBVSxhQUFhO0FBQ3JJLFNBQUssYUFBYSxLQUFLLFNBQVMsY0FBYyxNQUFNLEtBQUssRUFBRSxRQUFRLEtBQUssU0FBUyxLQUFLLEdBQUcsQ0FBQyxHQUFHLE1BQU0sQ0FBQztBQUNwRyxVQUFNLE9BQU8sUUFBUSxRQUFRO0FBQzdCLFVBQU0sT0FBTyxTQUFTLE1BQU0sS0FBSyxXQUFXLFFBQVEsS0FBSztBQUN6RCxTQUFLLGlCQUFpQixLQUFLO0FBQzNCLFNBQUssYUFBYSxLQUFLO0FBQ3ZCLFNBQUssZ0JBQWdCLEtBQUs7QUFDMUIsU0FBSyxRQUFRO0FBQ2IsVUFBTSxjQUFjLFFBQVEsZUFBZTtBQUMzQyxRQUFJLGdCQUFnQixTQUFTLGdCQUFnQixRQUFTLE9BQU0sZ0JBQWdCLGVBQWUsb0JBQW9CLFdBQVc7QUFDMUgsVUFBTSxXQUFXLFFBQVEsWUFBWSxDQUFDO0FBQ3RDLFFBQUksQ0FBQyxNQUFNLFFBQVEsUUFBUSxLQUFLLFNBQVMsS0FBSyxDQUFDLE1BQU0sT0FBTyxNQUFNLFFBQVE7QUFDeEUsWUFBTSxnQkFBZ0IsWUFBWSx1QkFBdUIsUUFBUTtBQUNuRSxVQUFNLGlCQUFpQixvQkFBb0IsUUFBUSxjQUFjO0FBQ2pFLFVBQU0sZ0JBQWdCLFFBQVE7QUFDOUIsUUFBSSxrQkFBa0IsVUFBYSxPQUFPLGtCQUFrQjtBQUMxRCxZQUFNLGdCQUFnQixpQkFBaUIsOEJBQThCLGFBQWE7QUFDcEYsVUFBTSxVQUFVLFFBQVEsWUFBWSxTQUFZLEtBQUssSUFBSSxJQUFJLGVBQWUsWUFBWSxJQUFJLGFBQWEsUUFBUSxPQUFPO0FBQ3hILFVBQU0sV0FBVyxjQUFjLFFBQVEsUUFBUTtBQUMvQyxrQkFBYyxRQUFRO0FBQ3RCLFNBQUssT0FBTztBQUFBLE1BQ1Y7QUFBQSxNQUNBLGlCQUFpQixrQkFBa0IsQ0FBQztBQUFBLE1BQ3BDO0FBQUEsTUFDQTtBQUFBLE1BQ0E7QUFBQSxNQUNBO0FBQUEsTUFDQTtBQUFBLE1BQ0E7QUFBQSxNQUNBO0FBQUEsSUFDRjtBQUNBLFVBQU0sU0FBUyxLQUFLLFNBQVMsVUFBVTtBQUN2QyxVQUFNLE9BQU8sS0FBSyxTQUFTO0FBQzNCLFNBQUssVUFBVSxnQkFBZ0IsS0FBSyxVQUFVLFdBQVcsS0FBSyxLQUFLLGlCQUFpQixDQUFDLE1BQU0sV0FBVyxVQUFhLE9BQU8sQ0FBQyxNQUFNLElBQUk7QUFBQSxFQUN2STtBQUFBO0FBQUEsRUFHQSxJQUFJLFlBQW1DO0FBQ3JDLFdBQU8sS0FBSyxTQUFTO0FBQUEsRUFDdkI7QUFBQSxFQUVBLElBQUksT0FBZTtBQUNqQixXQUFPLEtBQUssU0FBUztBQUFBLEVBQ3ZCO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQSxFQU1BLElBQUksZUFBeUM7QUFDM0MsV0FBTyxLQUFLO0FBQUEsRUFDZDtBQUFBO0FBQUEsRUFHQSxJQUFJLGNBQXNCO0FBQ3hCLFdBQU8sS0FBSyxNQUFNLFFBQVEsVUFBVTtBQUFBLEVBQ3RDO0FBQUEsRUFFUSxhQUFzQjtBQUM1QixRQUFJLEtBQUssU0FBUyxPQUFXLFFBQU8sS0FBSztBQUV6QyxRQUFJLEtBQUssT0FBUSxPQUFNLGdCQUFnQjtBQUN2QyxVQUFNLFFBQVEsWUFBWTtBQUMxQixVQUFNLE9BQU8sSUFBSSxRQUFRO0FBQUEsTUFDdkIsVUFBVSxNQUFNO0FBQUEsTUFDaEIsWUFBWSxLQUFLLFdBQVc7QUFBQSxNQUM1QixZQUFZLEtBQUssV0FBVztBQUFBLE1BQzVCLDBCQUEwQjtBQUFBLE1BQzFCLGFBQWEsT0FBTztBQUFBLE1BQ3BCLFVBQVU7QUFBQSxNQUNWLFVBQVUsQ0FBQyxHQUFHLE1BQU0sVUFBVSxHQUFHLEtBQUssS0FBSyxRQUFRO0FBQUEsTUFDbkQsR0FBSSxLQUFLLEtBQUssbUJBQW1CLFNBQVksQ0FBQyxJQUFJLEVBQUUsZ0JBQWdCLEtBQUssS0FBSyxlQUFlO0FBQUEsSUFDL0YsQ0FBQztBQUNELFNBQUssR0FBRyxTQUFTLENBQUMsUUFBZTtBQUMvQixXQUFLLFlBQVk7QUFBQSxJQUNuQixDQUFDO0FBQ0QsU0FBSyxPQUFPO0FBQ1osV0FBTztBQUFBLEVBQ1Q7QUFBQSxFQVNBLE1BQU0sSUFBOEIsWUFBMEIsU0FBYSxhQUF5QixDQUFDLEdBQTBCO0FBQzdILFFBQUksS0FBSyxPQUFRLE9BQU0sSUFBSSxjQUFjLFdBQVcsZUFBZSxnRUFBZ0U7QUFDbkksUUFBSSxLQUFLLFFBQVMsT0FBTSxJQUFJLGNBQWMsV0FBVyxlQUFlLGtFQUFrRTtBQUN0SSxVQUFNLE1BQU0sc0JBQXNCLE1BQU0sV0FBVyxPQUFPO0FBQzFELFFBQUksT0FBTyxRQUFRLFlBQVksSUFBSSxXQUFXLEVBQUcsT0FBTSxnQkFBZ0IsY0FBYyx3QkFBd0IsVUFBVTtBQUN2SCxRQUFJLE9BQU8sZUFBZSxZQUFZLGVBQWU7QUFDbkQsWUFBTSxnQkFBZ0IsZ0NBQWdDLDJDQUEyQyxVQUFVO0FBQzdHLGNBQVUsY0FBYyxZQUFZLFFBQVE7QUFDNUMsVUFBTSxjQUFjLFdBQVcsZUFBZSxLQUFLLEtBQUs7QUFDeEQsUUFBSSxnQkFBZ0IsU0FBUyxnQkFBZ0IsUUFBUyxPQUFNLGdCQUFnQixlQUFlLG9CQUFvQixXQUFXO0FBQzFILFFBQUksV0FBVyxjQUFjLE9BQVcsY0FBYSxhQUFhLFdBQVcsU0FBUztBQUN0RixVQUFNLFVBQVUsV0FBVyxZQUFZLFNBQVksS0FBSyxLQUFLLFVBQVUsYUFBYSxXQUFXLE9BQU87QUFDdEcsVUFBTSxTQUFrQixXQUFXO0FBQ25DLFFBQUksV0FBVyxVQUFhLEVBQUUsa0JBQWtCO0FBQzlDLFlBQU0sZ0JBQWdCLFVBQVUsd0VBQXdFLE1BQU07QUFDaEgsVUFBTSxNQUFNLGtCQUFrQixTQUFTLFNBQVM7QUFDaEQsUUFBSSxRQUFRO0FBQ1YsWUFBTSxlQUFlLGdEQUFnRCxzREFBc0QsSUFBSSxHQUFHO0FBQ3BJLFFBQUksV0FBVyxRQUFRLFlBQVksS0FBTSxPQUFNLFFBQVEsbUNBQW1DLE9BQU8sV0FBVyxPQUFPLE1BQU0sQ0FBQyxFQUFFO0FBQzVILFNBQUssVUFBVTtBQUNmLFVBQU0sVUFBVSxZQUFZLElBQUk7QUFDaEMsUUFBSTtBQUdGLFlBQU0sT0FBTyx1QkFBdUIsS0FBSyxHQUFHLElBQUksTUFBTSxjQUFjLFFBQVEsR0FBRyxDQUFDLEVBQUU7QUFDbEYsWUFBTSxNQUFNLEtBQUssUUFBVyxNQUFNLFNBQVMsWUFBWSxhQUFhLFNBQVMsT0FBTztBQUNwRixXQUFLLFVBQVU7QUFDZixhQUFPLE1BQU07QUFBQSxJQUNmLFVBQUU7QUFDQSxXQUFLLFVBQVU7QUFDZixXQUFLLFVBQVU7QUFBQSxJQUNqQjtBQUFBLEVBQ0Y7QUFBQTtBQUFBLEVBR1EsV0FBVyxTQUFrRDtBQUNuRSxRQUFJLFlBQVksT0FBVztBQUMzQixlQUFXLE9BQU8sU0FBUztBQUN6QixZQUFNLElBQUksSUFBSTtBQUNkLFlBQU0sTUFBTSxZQUFZLElBQUksTUFBTSxJQUFJLEtBQUssSUFBSSxLQUFLLElBQUksS0FBSyxHQUFHLEVBQUUsU0FBUyxTQUFZLEtBQUssSUFBSSxFQUFFLElBQUksSUFBSSxHQUFHLEVBQUUsT0FBTyxJQUFJLFFBQVEsQ0FBQyxDQUFDO0FBQ3BJLFdBQUssS0FBSyxLQUFLLEdBQUc7QUFDbEIsWUFBTSxPQUFPLEtBQUssS0FBSztBQUN2QixVQUFJO0FBQ0YsWUFBSSxTQUFTLE9BQVcsU0FBUSxZQUFZLElBQUksU0FBUyxFQUFFLE1BQU0sSUFBSSxLQUFLLENBQUM7QUFBQSxZQUN0RSxNQUFLLEdBQUc7QUFBQSxNQUNmLFFBQVE7QUFBQSxNQUVSO0FBQUEsSUFDRjtBQUFBLEVBQ0Y7QUFBQTtBQUFBLEVBR0EsTUFBYyxRQUNaLEtBQ0EsU0FDQSxZQUNBLGFBQ0EsU0FDQSxXQUN1QjtBQUN2QixVQUFNLFdBQVcsSUFBSSxTQUFTLFlBQVksS0FBSyxNQUFNLEtBQUssVUFBVSxLQUFLLEtBQUssS0FBSyxnQkFBZ0IsT0FBTztBQUcxRyxRQUFJLFNBQVMsV0FBVyxLQUFLLFlBQVksUUFBVztBQUNsRCxZQUFNO0FBQUEsUUFDSjtBQUFBLFFBQ0EsS0FBSyxRQUFRO0FBQUEsUUFDYjtBQUFBLE1BQ0Y7QUFBQSxJQUNGO0FBQ0EsZUFBUztBQUNQLFVBQUk7QUFDRixjQUFNLFNBQVMsTUFBTSxLQUFLLFFBQVcsS0FBSyxTQUFTLFlBQVksYUFBYSxTQUFTLFdBQVcsUUFBUTtBQUN4RyxlQUFPLEVBQUUsR0FBRyxRQUFRLFNBQVMsU0FBUyxPQUFPLE9BQU8sT0FBTyxFQUFFO0FBQUEsTUFDL0QsU0FBUyxLQUFLO0FBRVosWUFBSSxLQUFLLE9BQVEsT0FBTSxlQUFlLGlCQUFpQixJQUFJLFNBQVMsV0FBVyxnQkFBZ0IsTUFBTSxnQkFBZ0IsR0FBRztBQUN4SCxpQkFBUyxhQUFhLEdBQUc7QUFBQSxNQUMzQjtBQUFBLElBQ0Y7QUFBQSxFQUNGO0FBQUEsRUFFUSxRQUNOLEtBQ0EsU0FDQSxZQUNBLGFBQ0EsU0FDQSxXQUNBLFVBQ3VCO0FBQ3ZCLFFBQUksS0FBSyxPQUFRLFFBQU8sUUFBUSxPQUFPLGdCQUFnQixDQUFDO0FBQ3hELGlCQUFhLEtBQUssT0FBTztBQUN6QixTQUFLLFlBQVk7QUFDakIsVUFBTSxPQUFPLEtBQUssV0FBVztBQUM3QixVQUFNLE9BQU8sS0FBSztBQUNsQixVQUFNLE1BQU0sRUFBRSxLQUFLO0FBQ25CLFVBQU0sVUFBVSxJQUFJLFdBQVcsS0FBSyxRQUFRLE9BQU87QUFDbkQsVUFBTSxVQUFVLEtBQUs7QUFDckIsVUFBTSxRQUFRLEtBQUs7QUFDbkIsVUFBTSxXQUFXLE1BQU0sSUFBSSxNQUFNLElBQUksZUFBZSxDQUFDO0FBQ3JELFVBQU0sWUFBMkIsU0FBUyxJQUFJLENBQUMsTUFBTSxFQUFFLEtBQUs7QUFDNUQsZUFBVyxDQUFDLEdBQUcsSUFBSSxLQUFLLFVBQVUsUUFBUSxHQUFHO0FBQzNDLFdBQUssR0FBRyxXQUFXLENBQUMsUUFBc0I7QUFDeEMsWUFBSSxTQUFTLFVBQVUsR0FBRyxLQUFLLEtBQUssU0FBUyxRQUFTO0FBQ3RELG1CQUFXLENBQUMsR0FBRyxLQUFLLEtBQUssVUFBVSxRQUFRLEVBQUcsS0FBSSxNQUFNLEVBQUcsT0FBTSxZQUFZLEdBQUc7QUFBQSxNQUNsRixDQUFDO0FBQUEsSUFDSDtBQUNBLFVBQU0sV0FBd0MsSUFBSSxNQUFNLElBQUksRUFBRSxLQUFLLE1BQVM7QUFDNUUsUUFBSTtBQUNKLFFBQUksVUFBVTtBQUVkLFFBQUksVUFBVTtBQUVkLFdBQU8sSUFBSSxRQUFzQixDQUFDQSxVQUFTLFdBQVc7QUFDcEQsVUFBSSxPQUFPO0FBQ1gsVUFBSTtBQUNKLFVBQUk7QUFDSixVQUFJO0FBQ0osWUFBTSxTQUFTLENBQUMsS0FBZ0MsTUFBOEIsYUFBOEI7QUFDMUcsWUFBSSxLQUFNO0FBQ1YsZUFBTztBQUNQLHFCQUFhLFVBQVU7QUFDdkIscUJBQWEsUUFBUTtBQUNyQixzQkFBYyxRQUFRO0FBQ3RCLFlBQUksS0FBSyxnQkFBZ0IsUUFBUyxNQUFLLGNBQWM7QUFDckQsbUJBQVcsUUFBUSxvQkFBb0IsU0FBUyxPQUFPO0FBQ3ZELG1CQUFXLEtBQUssVUFBVyxHQUFFLE1BQU07QUFDbkMsWUFBSSxRQUFRLE9BQVcsVUFBUyxLQUFLLEtBQUssR0FBRztBQUM3QyxpQkFBUyxJQUFJLEdBQUc7QUFDaEIsWUFBSSxRQUFRLFFBQVc7QUFDckIsaUJBQU8sR0FBRztBQUNWO0FBQUEsUUFDRjtBQUNBLGNBQU0sS0FBSztBQUNYLFFBQUFBLFNBQVE7QUFBQSxVQUNOLFNBQVMsR0FBRyxJQUFJLENBQUMsTUFBTSxFQUFFLE1BQVc7QUFBQSxVQUNwQyxPQUFPLEdBQUcsSUFBSSxDQUFDLE1BQU0sRUFBRSxPQUFPO0FBQUEsVUFDOUIsU0FBUyxVQUFVLEdBQUcsSUFBSSxDQUFDLE1BQU0sRUFBRSxPQUFPLENBQUM7QUFBQSxVQUMzQyxPQUFPLEdBQUcsSUFBSSxDQUFDLE1BQU0sQ0FBQyxHQUFHLEVBQUUsS0FBSyxDQUFDO0FBQUEsVUFDakMsT0FBTyxHQUFHLElBQUksQ0FBQyxNQUFNLEVBQUUsS0FBSztBQUFBLFVBQzVCLFFBQVEsWUFBWSxJQUFJLElBQUk7QUFBQSxVQUM1QixHQUFJLFlBQVksU0FBWSxDQUFDLElBQUksRUFBRSxXQUFXLFFBQVEsVUFBVSxTQUFTO0FBQUEsUUFDM0UsQ0FBQztBQUFBLE1BQ0g7QUFDQSxZQUFNLFVBQVUsQ0FBQyxRQUF1QjtBQUd0QyxZQUFJLEtBQU07QUFDVixZQUFJLGlCQUFpQixPQUFXLGdCQUFlO0FBQy9DLGdCQUFRLE1BQU0sU0FBUyxPQUFPLENBQUM7QUFDL0IsaUJBQVMsSUFBSSxHQUFHLElBQUksTUFBTSxLQUFLO0FBQzdCLGtCQUFRLElBQUksU0FBUyxVQUFVLENBQUMsR0FBRyxDQUFDO0FBQ3BDLGtCQUFRLE9BQU8sU0FBUyxVQUFVLENBQUMsQ0FBQztBQUFBLFFBQ3RDO0FBRUEsWUFBSSxZQUFZLFNBQVM7QUFDdkIsaUJBQU8sWUFBWTtBQUNuQjtBQUFBLFFBQ0Y7QUFDQSxZQUFJLGVBQWUsUUFBVztBQUU1Qix1QkFBYSxXQUFXLE1BQU07QUFDNUIsaUJBQUssS0FBSyxZQUFZO0FBQ3RCLG1CQUFPLFlBQVk7QUFBQSxVQUNyQixHQUFHLFFBQVE7QUFBQSxRQUNiO0FBQUEsTUFDRjtBQUNBLFdBQUssY0FBYztBQUNuQixZQUFNLFVBQVUsTUFBTTtBQUNwQixnQkFBUSxRQUFRLG1DQUFtQyxPQUFPLFdBQVcsUUFBUSxNQUFNLENBQUMsR0FBRyxDQUFDO0FBQUEsTUFDMUY7QUFDQSxpQkFBVyxRQUFRLGlCQUFpQixTQUFTLFNBQVMsRUFBRSxNQUFNLEtBQUssQ0FBQztBQUVwRSxZQUFNLGFBQWEsQ0FBQyxVQUE2QixjQUFjLFNBQVMsS0FBSztBQUM3RSxZQUFNLFlBQVksTUFBTSxNQUFNLE9BQU8sQ0FBQyxNQUFNLFNBQVMsQ0FBQyxNQUFNLE1BQVM7QUFDckUsVUFBSSxXQUFXLGNBQWMsUUFBVztBQUN0QyxjQUFNLEtBQUssV0FBVztBQUN0QixtQkFBVyxXQUFXLE1BQU07QUFDMUIsZ0JBQU0sVUFBVSxVQUFVO0FBQzFCLGtCQUFRLFdBQVcsS0FBSyxJQUFJLFdBQVcsT0FBTyxHQUFHLFNBQVMsT0FBTyxDQUFDLENBQUM7QUFBQSxRQUNyRSxHQUFHLEVBQUU7QUFBQSxNQUNQO0FBQ0EsVUFBSSxZQUFZLE9BQU87QUFHckIsY0FBTSxRQUFRLElBQUksV0FBVyxJQUFJO0FBQ2pDLGNBQU0sUUFBUSxJQUFJLFdBQVcsSUFBSTtBQUNqQyxZQUFJLGFBQWEsWUFBWSxJQUFJO0FBQ2pDLG1CQUFXO0FBQUEsVUFDVCxNQUFNO0FBQ0osZ0JBQUksUUFBUTtBQUNaLGdCQUFJLE1BQU07QUFDVix1QkFBVyxLQUFLLE9BQU87QUFDckIsb0JBQU0sSUFBSSxPQUFPLFNBQVMsQ0FBQztBQUMzQixrQkFBSSxNQUFNLE1BQU0sQ0FBQyxHQUFHO0FBQ2xCLHNCQUFNLENBQUMsSUFBSTtBQUNYLHNCQUFNLENBQUMsSUFBSTtBQUNYLHdCQUFRO0FBQUEsY0FDVjtBQUNBLGtCQUFJLE1BQU0sQ0FBQyxNQUFNLEtBQUssU0FBUyxDQUFDLE1BQU0sT0FBVyxPQUFNO0FBQUEsWUFDekQ7QUFDQSxrQkFBTSxNQUFNLFlBQVksSUFBSTtBQUM1QixnQkFBSSxTQUFTLENBQUMsS0FBSztBQUNqQiwyQkFBYTtBQUNiO0FBQUEsWUFDRjtBQUNBLGdCQUFJLE1BQU0sYUFBYSxRQUFTO0FBQ2hDLGtCQUFNLFVBQVUsVUFBVTtBQUMxQixrQkFBTSxPQUFPLFFBQVEsT0FBTyxDQUFDLE1BQU0sQ0FBQyxPQUFPLFNBQVMsQ0FBQyxLQUFLLENBQUMsU0FBUyxTQUFTLENBQUMsQ0FBQztBQUUvRSxnQkFBSSxLQUFLLFdBQVcsRUFBRztBQUN2QiwwQkFBYyxRQUFRO0FBQ3RCLG9CQUFRLFdBQVcsS0FBSyxTQUFTLEtBQUssUUFBUSxTQUFTLElBQUksR0FBRyxXQUFXLE9BQU8sQ0FBQyxDQUFDO0FBQUEsVUFDcEY7QUFBQSxVQUNBLEtBQUssSUFBSSxHQUFHLEtBQUssSUFBSSxLQUFNLEtBQUssTUFBTSxVQUFVLENBQUMsQ0FBQyxDQUFDO0FBQUEsUUFDckQ7QUFBQSxNQUNGO0FBQ0EsWUFBTSxZQUFZLENBQUMsR0FBVyxZQUF5QjtBQUNyRCxhQUFLLFdBQVcsUUFBUSxJQUFJO0FBQzVCLFlBQUksS0FBTTtBQUNWLGlCQUFTLENBQUMsSUFBSTtBQUNkO0FBQ0EsWUFBSSxDQUFDLFFBQVEsSUFBSTtBQUVmLGNBQUksQ0FBQyxLQUFLLE9BQVEsVUFBUyxZQUFZLEdBQUcsUUFBUSxLQUFLO0FBQ3ZELGdCQUFNLE1BQU0sVUFBVSxHQUFHLFFBQVEsT0FBTyxHQUFHO0FBRTNDLGdCQUFNLFlBQVksQ0FBQyxNQUFpQyxNQUFNLFVBQWEsYUFBYSxDQUFDO0FBQ3JGLGNBQUksVUFBVSxZQUFZLEtBQUssRUFBRSxpQkFBaUIsVUFBYSxhQUFhLEdBQUcsR0FBSSxnQkFBZTtBQUNsRyxrQkFBUSxZQUE2QjtBQUFBLFFBQ3ZDO0FBQ0EsWUFBSSxVQUFVLE1BQU0sT0FBUTtBQUM1QixZQUFJLGlCQUFpQixVQUFhLFlBQVksUUFBVztBQUN2RCxpQkFBTyxZQUFZO0FBQ25CO0FBQUEsUUFDRjtBQUVBLGNBQU0sT0FBTyxNQUFNLElBQUksQ0FBQyxNQUFNLFNBQVMsQ0FBQyxDQUF1QztBQUMvRSxnQkFBUSxPQUFPLEtBQUssSUFBSSxFQUFFO0FBQUEsVUFDeEIsQ0FBQyxRQUFRLE9BQU8sUUFBVyxHQUFHO0FBQUEsVUFDOUIsQ0FBQyxRQUFpQixPQUFPLGVBQWUsZ0JBQWdCLE1BQU0sSUFBSSxjQUFjLFdBQVcsV0FBVyxPQUFPLEdBQUcsQ0FBQyxDQUFDO0FBQUEsUUFDcEg7QUFBQSxNQUNGO0FBQ0EsWUFBTSxRQUFRLENBQUMsR0FBVyxZQUE0QjtBQUNwRDtBQUNBLGNBQU0sT0FBeUM7QUFBQSxVQUM3QztBQUFBLFVBQ0EsWUFBWTtBQUFBLFVBQ1o7QUFBQSxVQUNBLE1BQU07QUFBQSxVQUNOLFVBQVUsS0FBSyxTQUFTO0FBQUEsVUFDeEIsU0FBUyxLQUFLO0FBQUEsVUFDZCxnQkFBZ0IsS0FBSztBQUFBLFVBQ3JCLFlBQVksS0FBSztBQUFBLFVBQ2pCLGVBQWUsS0FBSztBQUFBLFVBQ3BCLE9BQU8sS0FBSztBQUFBLFVBQ1osU0FBUztBQUFBLFVBQ1QsZUFBZSxLQUFLLEtBQUs7QUFBQSxVQUN6QjtBQUFBLFVBQ0EsVUFBVSxLQUFLLEtBQUs7QUFBQSxVQUNwQixPQUFPLFlBQVksU0FBWSxTQUFZLEVBQUUsT0FBTyxRQUFRLE9BQU8sWUFBWSxNQUFNLE9BQU87QUFBQSxVQUM1RixVQUFVLFNBQVMsUUFBUSxDQUFDO0FBQUEsVUFDNUIsTUFBTSxRQUFRO0FBQUEsUUFDaEI7QUFDQSxhQUFLLElBQUksTUFBTSxFQUFFLGNBQWMsQ0FBQyxLQUFLLElBQUksRUFBRSxDQUFDLEVBQUU7QUFBQSxVQUM1QyxDQUFDLFlBQXlCLFVBQVUsR0FBRyxPQUFPO0FBQUEsVUFDOUMsQ0FBQyxRQUFpQjtBQUNoQixrQkFBTSxJQUFJLGVBQWUsUUFBUSxNQUFNLElBQUksTUFBTSxPQUFPLEdBQUcsQ0FBQztBQUM1RCxrQkFBTSxRQUFRLEtBQUssYUFBYTtBQUNoQyxzQkFBVSxHQUFHO0FBQUEsY0FDWCxJQUFJO0FBQUEsY0FDSixNQUFNO0FBQUEsY0FDTixNQUFNLENBQUM7QUFBQSxjQUNQLE9BQU87QUFBQSxnQkFDTCxNQUFNO0FBQUEsZ0JBQ04sTUFBTSxXQUFXO0FBQUEsZ0JBQ2pCLFNBQVMseUJBQXlCLENBQUMsdUNBQXVDLE1BQU0sT0FBTztBQUFBLGdCQUN2RixPQUFPLE1BQU07QUFBQSxnQkFDYixPQUFPO0FBQUEsZ0JBQ1AsT0FBUSxNQUE2QixTQUFTLDZCQUE2QixRQUFRO0FBQUEsY0FDckY7QUFBQSxZQUNGLENBQUM7QUFBQSxVQUNIO0FBQUEsUUFDRjtBQUFBLE1BQ0Y7QUFDQSxVQUFJLFlBQVksUUFBVztBQUN6QixtQkFBVyxDQUFDLEdBQUcsQ0FBQyxLQUFLLE1BQU0sUUFBUSxFQUFHLE9BQU0sR0FBRyxTQUFTLENBQUMsQ0FBbUI7QUFDNUU7QUFBQSxNQUNGO0FBRUEsWUFBTSxRQUFRO0FBQUEsUUFDWjtBQUFBLFFBQ0E7QUFBQSxRQUNBLFNBQVMsQ0FBQyxLQUFLLFNBQVMsTUFBTSxLQUFLLFFBQVEsV0FBVyxLQUFLLFFBQVEsV0FBVyxhQUFhLEtBQUssS0FBSyxVQUFVLFFBQVEsS0FBSztBQUFBLE1BQzlIO0FBQ0EsY0FBUSxNQUFNLEtBQUssT0FBTyxLQUFLLFNBQVMsT0FBTyxFQUFFO0FBQUEsUUFDL0MsTUFBTTtBQUNKLGNBQUksS0FBTTtBQUNWLHFCQUFXLENBQUMsR0FBRyxDQUFDLEtBQUssTUFBTSxRQUFRLEVBQUcsT0FBTSxHQUFHLFNBQVMsQ0FBQyxDQUFtQjtBQUFBLFFBQzlFO0FBQUEsUUFDQSxDQUFDLFFBQWlCLFFBQVEsZUFBZSxnQkFBZ0IsTUFBTSxJQUFJLGNBQWMsV0FBVyxXQUFXLE9BQU8sR0FBRyxDQUFDLENBQUM7QUFBQSxNQUNySDtBQUFBLElBQ0YsQ0FBQztBQUFBLEVBQ0g7QUFBQSxFQUVBLE1BQWMsY0FBNkI7QUFDekMsVUFBTSxPQUFPLEtBQUs7QUFDbEIsU0FBSyxPQUFPO0FBQ1osUUFBSSxTQUFTLE9BQVcsT0FBTSxLQUFLLFFBQVE7QUFBQSxFQUM3QztBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFNQSxNQUFjLE1BQU0sTUFBOEI7QUFDaEQsVUFBTSxVQUFVLEtBQUssUUFBUTtBQUM3QixRQUFJLFlBQVksRUFBRztBQUNuQixVQUFNLE9BQWtCLEVBQUUsT0FBTyxNQUFNLFNBQVMsSUFBSSxrQkFBa0IsQ0FBQyxHQUFHLFNBQVMsV0FBVyxTQUFTO0FBQ3ZHLFFBQUk7QUFDSixVQUFNLFdBQVcsTUFBTSxRQUFRLEtBQUs7QUFBQSxNQUNsQyxRQUFRLFdBQVcsTUFBTSxLQUFLLEVBQUUsUUFBUSxRQUFRLEdBQUcsTUFBTSxLQUFLLElBQUksSUFBSSxDQUEwQixDQUFDO0FBQUEsTUFDakcsSUFBSSxRQUFtQixDQUFDQSxhQUFZO0FBQ2xDLGdCQUFRLFdBQVcsTUFBTUEsU0FBUSxNQUFTLEdBQUcsSUFBSSxRQUFRO0FBQUEsTUFDM0QsQ0FBQztBQUFBLElBQ0gsQ0FBQztBQUNELGlCQUFhLEtBQUs7QUFDbEIsZUFBVyxLQUFLLFlBQVksQ0FBQyxFQUFHLEtBQUksRUFBRSxXQUFXLFlBQWEsTUFBSyxXQUFXLEVBQUUsTUFBTSxJQUFJO0FBQUEsRUFDNUY7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBLEVBTUEsTUFBTSxRQUF1QjtBQUMzQixRQUFJLEtBQUssUUFBUTtBQUVmLFlBQU0sS0FBSyxTQUFTLE1BQU0sTUFBTSxNQUFTO0FBQ3pDLFlBQU0sS0FBSyxZQUFZO0FBQ3ZCO0FBQUEsSUFDRjtBQUNBLFNBQUssU0FBUztBQUNkLFVBQU0sT0FBTyxLQUFLO0FBQ2xCLFFBQUksU0FBUyxVQUFhLENBQUMsS0FBSyxRQUFTLE9BQU0sS0FBSyxNQUFNLElBQUk7QUFHOUQsU0FBSyxjQUFjLGdCQUFnQixDQUFDO0FBQ3BDLFVBQU0sS0FBSyxZQUFZO0FBQ3ZCLFVBQU0sS0FBSyxTQUFTLE1BQU0sTUFBTSxNQUFTO0FBQ3pDLFVBQU0sS0FBSyxZQUFZO0FBQUEsRUFDekI7QUFBQSxFQUVBLE9BQU8sT0FBTyxZQUFZLElBQW1CO0FBQzNDLFVBQU0sS0FBSyxNQUFNO0FBQUEsRUFDbkI7QUFDRjtBQUdBLFNBQVMsZ0JBQWdCLE9BQWdDO0FBQ3ZELFNBQU8sSUFBSTtBQUFBLElBQ1QsV0FBVztBQUFBLElBQ1g7QUFBQSxJQUNBLFVBQVUsU0FBWSxDQUFDLElBQUksRUFBRSxNQUFNO0FBQUEsRUFDckM7QUFDRjtBQUVBLFNBQVMsYUFBYSxLQUE2QjtBQUNqRCxTQUFRLElBQUksT0FBeUMsU0FBUyxXQUFXO0FBQzNFO0FBRUEsTUFBTSxRQUE2QixJQUFJLElBQUksT0FBTyxPQUFPLFVBQVUsQ0FBQztBQU1wRSxTQUFTLFFBQVEsR0FBZ0IsTUFBc0I7QUFDckQsUUFBTSxRQUNKLEVBQUUsU0FBUyxVQUFhLE1BQU0sSUFBSSxFQUFFLElBQUksSUFDcEMsSUFBSSxjQUFjLEVBQUUsTUFBbUIsRUFBRSxTQUFTLEVBQUUsTUFBTSxPQUFPLEVBQUUsTUFBTSxDQUFDLElBQzFFLE9BQU8sT0FBTyxJQUFJLE1BQU0sRUFBRSxPQUFPLEdBQUcsRUFBRSxNQUFNLEVBQUUsS0FBSyxDQUFDO0FBQzFELE1BQUksRUFBRSxpQkFBaUIsZUFBZ0IsT0FBTSxPQUFPLEVBQUU7QUFDdEQsTUFBSSxFQUFFLFVBQVUsT0FBVyxPQUFNLFFBQVEsRUFBRTtBQUMzQyxTQUFPO0FBQ1Q7QUFFQSxTQUFTLFVBQVUsTUFBYyxHQUFnQixLQUE0QjtBQUMzRSxRQUFNLFFBQVEsUUFBUSxHQUFHLElBQUk7QUFDN0IsTUFBSSxFQUFFLFNBQVMsV0FBVyxlQUFlO0FBQ3ZDLFdBQU8sSUFBSSxjQUFjLFdBQVcsZUFBZSxRQUFRLElBQUksR0FBRyxFQUFFLFVBQVUsU0FBWSxLQUFLLFdBQVcsRUFBRSxLQUFLLEdBQUcsS0FBSyxFQUFFLE9BQU8sSUFBSTtBQUFBLE1BQ3BJO0FBQUEsTUFDQSxPQUFPLEVBQUU7QUFBQSxNQUNUO0FBQUEsSUFDRixDQUFDO0FBQUEsRUFDSDtBQUNBLFFBQU0sUUFBUSxFQUFFLFVBQVUsU0FBWSxLQUFLLGNBQWMsRUFBRSxLQUFLO0FBQ2hFLFNBQU8sSUFBSTtBQUFBLElBQ1QsV0FBVztBQUFBLElBQ1gsUUFBUSxJQUFJLFVBQVUsS0FBSyxZQUFZLEdBQUcsS0FBSyxFQUFFLFNBQVMsU0FBWSxLQUFLLElBQUksRUFBRSxJQUFJLElBQUksR0FBRyxFQUFFLE9BQU87QUFBQSxJQUNyRztBQUFBLE1BQ0U7QUFBQSxNQUNBLE9BQU8sRUFBRTtBQUFBLE1BQ1Q7QUFBQSxJQUNGO0FBQUEsRUFDRjtBQUNGO0FBR08sU0FBUyxjQUFjLFNBQWtDO0FBQzlELFNBQU8sSUFBSSxRQUFRLE9BQU87QUFDNUI7IiwKICAibmFtZXMiOiBbInJlc29sdmUiXQp9Cg==
