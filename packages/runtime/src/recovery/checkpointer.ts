/**
 * Rank side of checkpoints: the grids, ranges and balancing drivers a program created (in
 * creation order), saved with its declared state into this rank's image in a shared slot buffer
 * the host keeps, and restored from it when the run resumes. Protocol and layout: ./README.md.
 *
 * `checkpoint(step, state)` (collective): barrier (every rank at the same step, nothing in flight),
 * each rank writes epoch e into slot e % 2 and marks it written, the rank that completes the slot
 * stores the commit word, barrier (shared grids stay unchanged until every rank copied its part).
 */
import type { MessagePort } from 'node:worker_threads';
import type { Balancing } from '../balance/driver.ts';
import type { DriverState } from '../balance/driver-options.ts';
import { checkInt } from '../checks.ts';
import type { FastCollectives } from '../comm/collectives.ts';
import { ctorOf, type NumericArray } from '../comm/dtype.ts';
import type { LinkStats, RingLinks, RouteStats } from '../comm/links.ts';
import { checkpointError, describe } from '../errors.ts';
import type { RankGrid } from '../mesh/grid.ts';
import type { MemoryBudget, MemoryHolder } from '../mesh/memory-budget.ts';
import type { RangeDomain } from '../mesh/range.ts';
import { packBoxInto, unpackBox } from '../mesh/strided.ts';
import type { PhaseRecorder } from '../metrics/recorder.ts';
import { type WaitPolicy, waitFor } from '../shm/wait.ts';
import type { RecoveryTask } from '../worker/task.ts';
import { FaultInjector } from './faults.ts';
import { imageFileName, MANIFEST_VERSION, writeImageFile, writeManifest } from './files.ts';
import { align8, dataStart, encodeMeta, type GridRecord, type ImageMeta, readImage, writeHeader } from './image.ts';
import {
  ackIndex,
  commitIndex,
  completeEpoch,
  loadDigest,
  restoredIndex,
  type SlotMessage,
  sizeIndex,
  slotOf,
  stepIndex,
  storeDigest,
  writtenIndex,
} from './protocol.ts';

/** What a resumed program gets back from `ctx.restore()`. */
export interface Restored<S = unknown> {
  /** The step given to the `ctx.checkpoint(step, state)` call that saved it. */
  readonly step: number;
  /** The state given to that call (a structured clone of it). */
  readonly state: S;
  /** The checkpoint's epoch (1 for the first checkpoint of a run, 2 for the next, ...). */
  readonly epoch: number;
}

/** What the checkpointer needs from its rank. */
export interface CheckpointEnv {
  readonly rank: number;
  readonly size: number;
  readonly commShm: FastCollectives;
  readonly links: RingLinks;
  readonly metrics: PhaseRecorder;
  readonly waitPolicy: WaitPolicy;
  readonly programUrl: string;
  /** Where the image buffers are checked (they count as held: `heldBytes`). */
  readonly memoryBudget?: MemoryBudget;
}

/** A rank's checkpointer: tracks what the program creates, saves it at `ctx.checkpoint`, brings it back at `ctx.restore`. */
export class Checkpointer implements MemoryHolder {
  private readonly grids: (RankGrid | undefined)[] = [];
  private readonly ranges: RangeDomain[] = [];
  private readonly drivers: Balancing[] = [];
  private readonly control: Int32Array | undefined;
  private readonly slots: (SharedArrayBuffer | undefined)[];
  private readonly generation = [0, 0];
  private readonly faults: FaultInjector;
  /** Epoch of the last checkpoint written or restored here. */
  private epoch: number;
  private restored = false;

  private readonly env: CheckpointEnv;
  private readonly task: RecoveryTask | undefined;
  private readonly port: MessagePort;
  constructor(env: CheckpointEnv, task: RecoveryTask | undefined, port: MessagePort) {
    this.env = env;
    this.task = task;
    this.port = port;
    this.control = task === undefined ? undefined : new Int32Array(task.control);
    this.slots = task === undefined ? [undefined, undefined] : [...task.slots];
    this.epoch = task?.resumeEpoch ?? 0;
    this.faults = new FaultInjector(env.rank, task?.faults ?? []);
  }

  /** Bytes of this rank's image buffers (both slots), for its memory budget. */
  heldBytes(): number {
    return (this.slots[0]?.byteLength ?? 0) + (this.slots[1]?.byteLength ?? 0);
  }

  /** True in a run resumed from a checkpoint (after a restart, or `resumeFrom`). */
  get resumed(): boolean {
    return (this.task?.resumeEpoch ?? 0) > 0;
  }

  /** A grid is being created (its slot in creation order), and done. */
  reserveGrid(): number {
    this.grids.push(undefined);
    return this.grids.length - 1;
  }

  trackGrid(at: number, grid: RankGrid): void {
    this.grids[at] = grid;
  }

  trackRange(range: RangeDomain): void {
    this.ranges.push(range);
  }

  trackDriver(driver: Balancing): void {
    this.drivers.push(driver);
  }

  beforePhase(): void {
    if (this.faults.active) this.faults.beforePhase();
  }

  /** Collective: save a checkpoint at `step` when it is a multiple of the run's `checkpointEvery`. */
  checkpoint(step: number, state: unknown): boolean {
    checkInt('ctx.checkpoint(step)', step, 0);
    this.faults.atStep(step);
    const task = this.task;
    const control = this.control;
    if (task === undefined || control === undefined || task.every === 0 || step === 0 || step % task.every !== 0) return false;
    const { rank, size, commShm } = this.env;
    let meta: Uint8Array;
    try {
      meta = encodeMeta(this.meta(state));
    } catch (err) {
      throw checkpointError('the state of ctx.checkpoint(step, state)', 'structured-cloneable data', (err as Error).message, rank);
    }
    // A consistent point: every rank at the same step, no message on its way.
    Atomics.store(control, stepIndex(rank), step);
    commShm.barrier();
    for (let r = 0; r < size; r++) {
      const other = Atomics.load(control, stepIndex(r));
      if (other !== step)
        throw checkpointError(
          'ctx.checkpoint(step)',
          `the same step on every rank (${step} on rank ${rank})`,
          `step ${other} on rank ${r}`,
          rank,
        );
    }
    const inFlight = this.env.links.inFlight();
    if (inFlight > 0) {
      throw checkpointError(
        `the links of rank ${rank} at ctx.checkpoint(${step})`,
        'empty (checkpoint where every message sent has been received)',
        `${inFlight} message${inFlight === 1 ? '' : 's'} in flight`,
        rank,
      );
    }
    const epoch = this.epoch + 1;
    const slot = slotOf(epoch);
    Atomics.store(control, writtenIndex(rank, slot), 0);
    const image = this.write(slot, epoch, step, meta);
    if (task.dir !== undefined) {
      storeDigest(control, rank, writeImageFile(task.dir, epoch, rank, image));
      Atomics.store(control, sizeIndex(rank), image.byteLength % 2 ** 32);
      Atomics.store(control, sizeIndex(rank) + 1, Math.floor(image.byteLength / 2 ** 32));
    }
    if (this.faults.active) this.faults.inCheckpoint();
    Atomics.store(control, writtenIndex(rank, slot), epoch);
    // The rank that completes the slot commits it (several may: they store the same epoch).
    let all = true;
    for (let r = 0; r < size && all; r++) all = Atomics.load(control, writtenIndex(r, slot)) === epoch;
    if (all) Atomics.store(control, commitIndex(slot), epoch);
    commShm.barrier();
    if (task.dir !== undefined && rank === 0 && completeEpoch(control, size, slot) === epoch)
      this.writeManifest(task, control, epoch, step);
    this.epoch = epoch;
    return true;
  }

  private meta(state: unknown): ImageMeta {
    const grids: GridRecord[] = [];
    let offset = 0;
    for (const [i, g] of this.grids.entries()) {
      if (g === undefined) throw checkpointError(`grid #${i}`, 'created (awaited) before ctx.checkpoint', 'a grid still being created');
      const box = g.savedBox();
      const bytes = box.extent.reduce((a, b) => a * b, 1) * g.data.BYTES_PER_ELEMENT;
      grids.push({
        dtype: g.dtype,
        shape: g.shape,
        storage: g.storage,
        cuts: g.decomposition.cuts,
        stats: { ...g.stats },
        box: box.extent,
        offset,
        bytes,
      });
      offset += align8(bytes);
    }
    return {
      state,
      grids,
      ranges: this.ranges.map((r) => ({ n: r.n, cuts: r.cuts, remaps: r.remaps })),
      drivers: this.drivers.map((d) => d.saveState()),
      metrics: this.env.metrics.snapshot(),
      links: this.env.links.stats.map((s) => ({ ...s })),
      route: { ...this.env.links.route },
    };
  }

  /** Write the image into this rank's slot buffer (grown and handed to the host when too small). */
  private write(slot: number, epoch: number, step: number, meta: Uint8Array): Uint8Array {
    const start = dataStart(meta.byteLength);
    let total = start;
    for (const g of this.grids) {
      const box = (g as RankGrid).savedBox();
      total += align8(box.extent.reduce((a, b) => a * b, 1) * (g as RankGrid).data.BYTES_PER_ELEMENT);
    }
    const buffer = this.slotBuffer(slot, total);
    const bytes = new Uint8Array(buffer, 0, total);
    bytes.set(meta, 64);
    let at = start;
    for (const g of this.grids as RankGrid[]) {
      const box = g.savedBox();
      const n = box.extent.reduce((a, b) => a * b, 1);
      const out = new (ctorOf(g.dtype))(buffer, at, n) as NumericArray;
      if (g.storage === 'distributed') out.set(g.data as never);
      else packBoxInto(out, g.data, g.strides, box.at, box.extent);
      at += align8(n * g.data.BYTES_PER_ELEMENT);
    }
    writeHeader(bytes, { rank: this.env.rank, ranks: this.env.size, epoch, step, metaBytes: meta.byteLength, imageBytes: total });
    return bytes;
  }

  /** This rank's buffer of `slot`, at least `bytes` long; a new one is handed to the host and acknowledged. */
  private slotBuffer(slot: number, bytes: number): SharedArrayBuffer {
    const have = this.slots[slot];
    if (have !== undefined && have.byteLength >= bytes) return have;
    const size = align8(Math.ceil(bytes * 1.25));
    this.env.memoryBudget?.reserve(size - (have?.byteLength ?? 0), `checkpoint image buffer ${slot} (its grids and state)`);
    const buffer = new SharedArrayBuffer(size);
    const generation = ++(this.generation[slot] as number);
    const control = this.control as Int32Array;
    const at = ackIndex(this.env.rank, slot);
    this.port.postMessage({ kind: 'checkpoint-slot', rank: this.env.rank, slot, generation, buffer } satisfies SlotMessage);
    waitFor(
      control,
      at,
      () => Atomics.load(control, at) === generation,
      this.env.waitPolicy,
      `the host taking rank ${this.env.rank}'s checkpoint buffer`,
    );
    this.slots[slot] = buffer;
    return buffer;
  }

  private writeManifest(task: RecoveryTask, control: Int32Array, epoch: number, step: number): void {
    const files = Array.from({ length: this.env.size }, (_, r) => ({
      rank: r,
      file: imageFileName(epoch, r),
      bytes: (Atomics.load(control, sizeIndex(r)) >>> 0) + Atomics.load(control, sizeIndex(r) + 1) * 2 ** 32,
      sha256: loadDigest(control, r),
    }));
    writeManifest(task.dir as string, {
      format: 'meshwork-checkpoint',
      version: MANIFEST_VERSION,
      epoch,
      step,
      ranks: this.env.size,
      topology: task.topologyName,
      program: this.env.programUrl,
      run: task.run,
      files,
    });
  }

  /**
   * Collective in a resumed run: bring back every grid, range and driver created so far (same
   * order, same shapes as when saved) and the rank's metrics; returns the step and state saved.
   * Undefined in a fresh run.
   */
  restore<S>(): Restored<S> | undefined {
    const task = this.task;
    if (task === undefined || task.resumeEpoch === 0) return undefined;
    const { rank } = this.env;
    if (this.restored) throw checkpointError('ctx.restore()', 'called once per run', 'a second call', rank);
    this.restored = true;
    const epoch = task.resumeEpoch;
    const buffer = this.slots[slotOf(epoch)];
    if (buffer === undefined) throw checkpointError(`the image of rank ${rank}, epoch ${epoch}`, 'in memory', 'no buffer', rank);
    const { header, meta, data } = readImage(new Uint8Array(buffer), `of rank ${rank}, epoch ${epoch}`);
    if (header.rank !== rank || header.epoch !== epoch)
      throw checkpointError(`the image of rank ${rank}`, `epoch ${epoch}`, `rank ${header.rank} epoch ${header.epoch}`, rank);
    const mismatch = (what: string, saved: unknown, now: unknown) =>
      checkpointError(
        `the resumed program's ${what}`,
        `what the checkpoint saved (${describe(saved)}): create the same grids, ranges and drivers in the same order before ctx.restore()`,
        describe(now),
        rank,
      );
    if (meta.grids.length !== this.grids.length) throw mismatch('grid count', meta.grids.length, this.grids.length);
    if (meta.ranges.length !== this.ranges.length) throw mismatch('range count', meta.ranges.length, this.ranges.length);
    if (meta.drivers.length !== this.drivers.length) throw mismatch('balancing driver count', meta.drivers.length, this.drivers.length);
    this.env.metrics.restore(meta.metrics);
    for (const [i, s] of this.env.links.stats.entries()) Object.assign(s as LinkStats, meta.links[i]);
    Object.assign(this.env.links.route as RouteStats, meta.route);
    for (const [i, rec] of meta.grids.entries()) {
      const g = this.grids[i] as RankGrid;
      const same = g.dtype === rec.dtype && g.storage === rec.storage && g.shape.join('x') === rec.shape.join('x');
      if (!same)
        throw mismatch(`grid #${i}`, `${rec.shape.join('x')} ${rec.dtype} ${rec.storage}`, `${g.shape.join('x')} ${g.dtype} ${g.storage}`);
      g.restoreLayout(rec.cuts);
      const box = g.savedBox();
      const n = box.extent.reduce((a, b) => a * b, 1);
      const src = new (ctorOf(g.dtype))(data.buffer, data.byteOffset + rec.offset, n) as NumericArray;
      if (g.storage === 'distributed') g.data.set(src as never);
      else unpackBox(g.data, g.strides, box.at, box.extent, src);
      Object.assign(g.stats, rec.stats);
    }
    for (const [i, rec] of meta.ranges.entries()) {
      const r = this.ranges[i] as RangeDomain;
      if (r.n !== rec.n) throw mismatch(`range #${i}`, rec.n, r.n);
      r.cuts = [...rec.cuts];
      r.remaps = rec.remaps;
    }
    for (const [i, d] of this.drivers.entries()) d.restoreState(meta.drivers[i] as DriverState);
    this.faults.atStep(header.step);
    // The host reports `resumedFrom` only when every rank's program got its checkpoint back.
    if (this.control !== undefined) Atomics.store(this.control, restoredIndex(rank), epoch);
    // Shared grids: every rank's part is back before anyone reads a neighbour's.
    this.env.commShm.barrier();
    return { step: header.step, state: meta.state as S, epoch };
  }
}
