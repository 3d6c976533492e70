/**
 * Host side of checkpoints and restarts, for one `cluster.run`: the checkpoint control words and
 * every rank's image buffers (kept here, so they outlive a dead worker), the run options that
 * drive them, and the decision after a failed attempt: go back to the newest complete checkpoint
 * and run again, or end the run with the error. Layout and protocol: ./README.md.
 *
 * A failed attempt is restarted when some rank was lost to a fault (its thread ended, ran out of
 * memory, or an exception escaped outside its program) and fewer than `maxRestarts` restarts
 * happened. A program's own error, a deadline, a timeout or an abort ends the run as before.
 */
import { realpathSync } from 'node:fs';
import type { ResourceLimits } from 'node:worker_threads';
import { checkInt } from '../checks.ts';
import { invalidArgument, MeshworkError, restartsExhausted } from '../errors.ts';
import type { RankLoss, RunMetrics, RunRecovery } from '../metrics/types.ts';
import { ensureDirectory } from '../paths.ts';
import type { Topology } from '../topology/types.ts';
import type { FaultKind, FaultSpec, RankFailure, RecoveryTask } from '../worker/task.ts';
import { clearCheckpointFiles, type RunIdentity, readCheckpointDir, runIdentity } from './files.ts';
import { readHeader } from './image.ts';
import {
  ackIndex,
  commitIndex,
  controlWords,
  lastComplete,
  restoredIndex,
  SLOTS,
  type SlotMessage,
  slotOf,
  writtenIndex,
} from './protocol.ts';

/** A fault to inject (`RunOptions.faults`): a testing aid for restarts. */
export interface FaultInjection {
  /** The rank that fails. */
  readonly rank: number;
  /** `exit`: its thread ends; `oom`: it allocates past its heap limit; `throw-outside`: an uncaught exception outside its program. */
  readonly kind: FaultKind;
  /** Armed once the rank's step (its last `ctx.checkpoint(step)`) reaches this (default 0). */
  readonly atStep?: number;
  /** Fires as the rank enters its `phase`-th phase (`ctx.phase`, 0 = the first) after it was armed (default 0). */
  readonly phase?: number;
  /** The attempt it fires in: 0 the first run (default), 1 the run after the first restart, ... */
  readonly attempt?: number;
  /**
   * Fire inside the first saving `ctx.checkpoint` at or after `atStep` instead of at a phase: after
   * the rank copied its image into its slot, before it marks the slot written (a rank dying
   * mid-write; the run goes back to the checkpoint before). Not with `phase`. Default false.
   */
  readonly inCheckpoint?: boolean;
}

/** Checkpoint and restart options of a run (part of `RunOptions`; see "Surviving a dead worker" in docs/). */
export interface RecoveryOptions {
  /**
   * `ctx.checkpoint(step, state)` saves a checkpoint when `step` is a positive multiple of this
   * (grids, ranges, balancing drivers, metrics and the state, into shared memory the host keeps).
   * Default 0: the calls cost nothing and nothing is saved.
   */
  readonly checkpointEvery?: number;
  /**
   * Also write every checkpoint to this directory (one file per rank and a manifest with sha256
   * checksums and the run's identity; the two newest kept), so a later run can go on with
   * `resumeFrom` after the whole process died. Needs `checkpointEvery`. The directory belongs to
   * the run: a run that does not resume from it first removes the checkpoint files (epoch-*)
   * another run left there. Created if missing (MW_PATH when it cannot be, or nothing can be
   * written there).
   */
  readonly checkpointDir?: string;
  /**
   * Restarts allowed when a rank is lost (its worker thread exits, runs out of memory, or an
   * exception escapes outside its program): the dead thread is replaced, every rank goes back to
   * the newest complete checkpoint (or the start) and the run goes on. Default 0: the first lost
   * rank ends the run with its error (fail fast). More losses than this end the run with
   * MW_RESTARTS_EXHAUSTED naming every one.
   */
  readonly maxRestarts?: number;
  /**
   * Start from the newest intact checkpoint of this directory (written by a run with
   * `checkpointDir`) of the same program, program options and topology (otherwise
   * MW_CHECKPOINT_MISMATCH).
   */
  readonly resumeFrom?: string;
  /** Testing aid: faults to inject into ranks (`FaultInjection`). */
  readonly faults?: readonly FaultInjection[];
}

const KINDS: readonly FaultKind[] = ['exit', 'throw-outside', 'oom'];
const FAULT_KEYS: readonly string[] = ['rank', 'kind', 'atStep', 'phase', 'attempt', 'inCheckpoint'];
/** Largest heap limit an `oom` fault may eat through (MB). */
const OOM_HEAP_MAX_MB = 1024;

function checkFaults(value: unknown, size: number, limits: ResourceLimits | undefined): FaultSpec[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw invalidArgument('faults', 'an array of { rank, kind, atStep?, phase?, attempt? }', value);
  return value.map((f: unknown, i) => {
    const what = `faults[${i}]`;
    if (typeof f !== 'object' || f === null) throw invalidArgument(what, 'an object { rank, kind, atStep?, phase?, attempt? }', f);
    // A misspelt key (atstep) would silently give a fault at step 0: refuse it.
    for (const key of Object.keys(f))
      if (!FAULT_KEYS.includes(key)) throw invalidArgument(`${what} key ${JSON.stringify(key)}`, `one of ${FAULT_KEYS.join(', ')}`, key);
    const o = f as Partial<FaultInjection>;
    const rank = checkInt(`${what}.rank`, o.rank, 0, size - 1);
    if (!KINDS.includes(o.kind as FaultKind)) throw invalidArgument(`${what}.kind`, `one of ${KINDS.join(', ')}`, o.kind);
    const heap = limits?.maxOldGenerationSizeMb;
    if (o.kind === 'oom' && (heap === undefined || heap > OOM_HEAP_MAX_MB)) {
      throw invalidArgument(
        `${what} (kind oom)`,
        `a cluster with resourceLimits.maxOldGenerationSizeMb <= ${OOM_HEAP_MAX_MB} (the rank allocates until its heap limit)`,
        heap,
      );
    }
    const inCheckpoint = o.inCheckpoint ?? false;
    if (typeof inCheckpoint !== 'boolean') throw invalidArgument(`${what}.inCheckpoint`, 'a boolean', inCheckpoint);
    if (inCheckpoint && o.phase !== undefined)
      throw invalidArgument(`${what}.phase`, 'left out with inCheckpoint: true (the fault fires inside a checkpoint)', o.phase);
    return {
      rank,
      kind: o.kind as FaultKind,
      atStep: checkInt(`${what}.atStep`, o.atStep ?? 0, 0),
      phase: checkInt(`${what}.phase`, o.phase ?? 0, 0),
      attempt: checkInt(`${what}.attempt`, o.attempt ?? 0, 0),
      inCheckpoint,
    };
  });
}

/**
 * Check fault injections (`RecoveryOptions.faults`) for a cluster of `ranks` ranks before any run
 * starts (a command line checks its `--inject-faults` with it); `run` checks them again. An `oom`
 * fault needs `limits.maxOldGenerationSizeMb`; without `limits` that part is left to `run`.
 */
export function checkFaultInjections(value: unknown, ranks: number, limits?: ResourceLimits): void {
  checkFaults(value, ranks, limits ?? { maxOldGenerationSizeMb: OOM_HEAP_MAX_MB });
}

function checkDir(what: string, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length === 0) throw invalidArgument(what, 'a directory path', value);
  return value;
}

interface CheckedRecovery {
  readonly every: number;
  readonly dir: string | undefined;
  readonly maxRestarts: number;
  readonly resumeFrom: string | undefined;
  readonly faults: FaultSpec[];
}

/** The recovery run options checked (types, ranges, combinations; no file is touched). */
function checkedRecovery(options: RecoveryOptions, size: number, limits: ResourceLimits | undefined): CheckedRecovery {
  const every = checkInt('checkpointEvery', options.checkpointEvery ?? 0, 0);
  const dir = checkDir('checkpointDir', options.checkpointDir);
  if (dir !== undefined && every === 0)
    throw invalidArgument('checkpointDir', 'given together with checkpointEvery >= 1 (how often to write)', dir);
  const maxRestarts = checkInt('maxRestarts', options.maxRestarts ?? 0, 0, 1000);
  const resumeFrom = checkDir('resumeFrom', options.resumeFrom);
  return { every, dir, maxRestarts, resumeFrom, faults: checkFaults(options.faults, size, limits) };
}

/**
 * Check the recovery run options (`checkpointEvery`, `checkpointDir`, `maxRestarts`,
 * `resumeFrom`, `faults`) of a run on `ranks` ranks before any run starts, as `run` will: a
 * command line calls it before its warm-up and timed runs. Touches no file (the folders are
 * `run`'s, or the caller's to check with `ensureDirectory`). An `oom` fault needs
 * `limits.maxOldGenerationSizeMb`; without `limits` that part is left to `run`.
 */
export function checkRecoveryOptions(options: RecoveryOptions, ranks: number, limits?: ResourceLimits): void {
  if (typeof options !== 'object' || options === null) throw invalidArgument('recovery options', 'an object', options);
  checkedRecovery(options, ranks, limits ?? { maxOldGenerationSizeMb: OOM_HEAP_MAX_MB });
}

/** What the host knows of one run's checkpoints and failures, across its attempts. */
export class Recovery {
  /** Whether the run asked for any of it (otherwise ranks get no recovery task). */
  readonly enabled: boolean;
  readonly maxRestarts: number;
  private readonly every: number;
  private readonly dir: string | undefined;
  private readonly faults: readonly FaultSpec[];
  private readonly control: Int32Array;
  /** slots[rank][slot]: the rank's image buffer (kept across attempts). */
  private readonly slots: (SharedArrayBuffer | undefined)[][];
  private readonly failures: RankLoss[] = [];
  private readonly rejected: readonly string[];
  /** Checkpoint files of `dir` above this epoch are removed before the first rank starts (undefined: done, or no dir). */
  private clearAbove: number | undefined;
  /** Which run this is (a resumed run takes its checkpoint's id). */
  private identity: RunIdentity;
  private attempt = 0;
  /** The epoch the current attempt started from (0: the start), and where it came from. */
  private resumeEpoch = 0;
  private resumeStep = 0;
  private resumeSource: 'memory' | 'directory' = 'memory';
  /** Ranks of the current attempt that failed by a fault. */
  private lost: { rank: number; cause: 'exit' | 'oom' | 'crash'; message: string }[] = [];

  private readonly size: number;
  private readonly topology: Topology;
  private readonly url: string;
  constructor(
    options: RecoveryOptions,
    size: number,
    topology: Topology,
    url: string,
    limits: ResourceLimits | undefined,
    programOptions?: unknown,
  ) {
    this.size = size;
    this.topology = topology;
    this.url = url;
    const checked = checkedRecovery(options, size, limits);
    this.every = checked.every;
    this.dir = checked.dir;
    this.maxRestarts = checked.maxRestarts;
    const resumeFrom = checked.resumeFrom;
    this.faults = checked.faults;
    this.enabled = this.every > 0 || this.maxRestarts > 0 || resumeFrom !== undefined || this.faults.length > 0;
    this.control = new Int32Array(new SharedArrayBuffer(controlWords(size) * 4));
    this.slots = Array.from({ length: size }, () => new Array<SharedArrayBuffer | undefined>(SLOTS).fill(undefined));
    // Only checkpoint directories need the options' digest (hashing large options costs a pass over them).
    const files = this.dir !== undefined || resumeFrom !== undefined;
    this.identity = runIdentity(url, files ? programOptions : undefined, topology.name, size);
    // Created level by level, and a file must be creatable in it (MW_PATH, never a loop on /proc).
    if (this.dir !== undefined) ensureDirectory(this.dir, { what: 'checkpointDir', writable: true });
    this.rejected = resumeFrom === undefined ? [] : this.loadDirectory(resumeFrom);
    if (this.dir !== undefined) {
      // The directory holds this run's checkpoints only: resuming from it keeps the epochs up to the
      // one resumed (newer ones were refused), any other run clears what an earlier run left. Done
      // as the first rank starts (taskFor), so a run refused before that leaves the directory alone.
      const same = resumeFrom !== undefined && realpathSync(resumeFrom) === realpathSync(this.dir);
      this.clearAbove = same ? this.resumeEpoch : 0;
    }
  }

  /** Put the newest complete checkpoint of `dir` into the slots, as if this run had written it. */
  private loadDirectory(dir: string): readonly string[] {
    const found = readCheckpointDir(dir, this.identity);
    this.identity = { ...this.identity, id: found.manifest.run.id };
    const epoch = found.manifest.epoch;
    const slot = slotOf(epoch);
    for (const [r, bytes] of found.images.entries()) {
      const sab = new SharedArrayBuffer(bytes.byteLength);
      new Uint8Array(sab).set(bytes);
      (this.slots[r] as (SharedArrayBuffer | undefined)[])[slot] = sab;
      Atomics.store(this.control, writtenIndex(r, slot), epoch);
    }
    Atomics.store(this.control, commitIndex(slot), epoch);
    this.resumeEpoch = epoch;
    this.resumeStep = found.manifest.step;
    this.resumeSource = 'directory';
    return found.rejected;
  }

  /** A rank posted the buffer of a checkpoint slot: take it and acknowledge it. */
  onSlot(msg: SlotMessage): void {
    const row = this.slots[msg.rank];
    if (row === undefined || msg.slot < 0 || msg.slot >= SLOTS) return;
    row[msg.slot] = msg.buffer;
    const at = ackIndex(msg.rank, msg.slot);
    Atomics.store(this.control, at, msg.generation);
    Atomics.notify(this.control, at);
  }

  /** Rank `rank`'s part of the current attempt (undefined when the run asked for no recovery). */
  taskFor(rank: number): RecoveryTask | undefined {
    if (!this.enabled) return undefined;
    if (this.clearAbove !== undefined && this.dir !== undefined) {
      clearCheckpointFiles(this.dir, this.clearAbove);
      this.clearAbove = undefined;
    }
    // Image generations restart with each attempt (a rank's counter is new in a new program run).
    for (let s = 0; s < SLOTS; s++) Atomics.store(this.control, ackIndex(rank, s), 0);
    Atomics.store(this.control, restoredIndex(rank), 0);
    return {
      control: this.control.buffer as SharedArrayBuffer,
      slots: [...(this.slots[rank] as (SharedArrayBuffer | undefined)[])],
      every: this.every,
      dir: this.dir,
      resumeEpoch: this.resumeEpoch,
      attempt: this.attempt,
      faults: this.faults.filter((f) => f.rank === rank && f.attempt === this.attempt),
      topologyName: this.topology.name,
      run: this.identity,
    };
  }

  /** A rank of the current attempt failed: remember it when a fault (not its program) caused it. */
  noteFailure(rank: number, f: RankFailure): void {
    if (f.fault !== undefined) this.lost.push({ rank, cause: f.fault, message: f.message });
  }

  /** The step saved with `epoch` (read from rank 0's image), or 0. */
  private stepOf(epoch: number): number {
    const sab = this.slots[0]?.[slotOf(epoch)];
    if (epoch === 0 || sab === undefined) return 0;
    return readHeader(new Uint8Array(sab), 'of rank 0').step;
  }

  /**
   * The attempt failed with `err`: returns when the run should go on from the newest complete
   * checkpoint (the next `taskFor` calls start there); throws the error that ends the run otherwise.
   */
  afterFailure(err: unknown): void {
    const lost = this.lost;
    this.lost = [];
    if (!(err instanceof MeshworkError) || lost.length === 0) throw err;
    const epoch = lastComplete(this.control, this.size);
    const step = this.stepOf(epoch);
    for (const l of lost) this.failures.push({ attempt: this.attempt, rank: l.rank, cause: l.cause, message: l.message, epoch, step });
    if (this.attempt >= this.maxRestarts) {
      if (this.maxRestarts === 0) throw err;
      const lines = this.failures.map(
        (f) => `rank ${f.rank} (${f.cause}, attempt ${f.attempt}, back to epoch ${f.epoch} step ${f.step}): ${f.message}`,
      );
      throw restartsExhausted(this.url, this.maxRestarts, lines, err);
    }
    this.attempt++;
    if (epoch !== this.resumeEpoch) this.resumeSource = 'memory';
    this.resumeEpoch = epoch;
    this.resumeStep = step;
  }

  /** The run's checkpoint and restart record, added to its metrics. */
  attach(metrics: RunMetrics): RunMetrics {
    if (!this.enabled) return metrics;
    const recovery: RunRecovery = {
      restarts: this.attempt,
      failures: this.failures,
      lastEpoch: lastComplete(this.control, this.size),
      rejected: [...this.rejected],
      runId: this.identity.id,
    };
    if (this.resumeEpoch > 0) {
      // Resumed only when every rank's program restored the checkpoint it was handed.
      const at = { epoch: this.resumeEpoch, step: this.resumeStep, source: this.resumeSource };
      let restored = true;
      for (let r = 0; r < this.size && restored; r++) restored = Atomics.load(this.control, restoredIndex(r)) === this.resumeEpoch;
      if (restored) recovery.resumedFrom = at;
      else recovery.notRestored = at;
    }
    return { ...metrics, recovery };
  }
}
