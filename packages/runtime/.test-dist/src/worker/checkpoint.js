import { imageFileName, MANIFEST_VERSION, writeImageFile, writeManifest } from "../checkpoint/files.js";
import { align8, dataStart, encodeMeta, readImage, writeHeader } from "../checkpoint/image.js";
import {
  ackIndex,
  commitIndex,
  completeEpoch,
  loadDigest,
  restoredIndex,
  sizeIndex,
  slotOf,
  stepIndex,
  storeDigest,
  writtenIndex
} from "../checkpoint/protocol.js";
import { ctorOf } from "../comm/dtype.js";
import { checkInt, checkpointError, describe } from "../errors.js";
import { packBoxInto, unpackBox } from "../mesh/strided.js";
import { waitFor } from "../shm/wait.js";
import { FaultInjector } from "./faults.js";
class Checkpointer {
  constructor(env, task, port) {
    this.env = env;
    this.task = task;
    this.port = port;
    this.control = task === void 0 ? void 0 : new Int32Array(task.control);
    this.slots = task === void 0 ? [void 0, void 0] : [...task.slots];
    this.epoch = task?.resumeEpoch ?? 0;
    this.faults = new FaultInjector(env.rank, task?.faults ?? []);
  }
  env;
  task;
  port;
  grids = [];
  ranges = [];
  drivers = [];
  control;
  slots;
  generation = [0, 0];
  faults;
  /** Epoch of the last checkpoint written or restored here. */
  epoch;
  restored = false;
  /** True in a run resumed from a checkpoint (after a restart, or `resumeFrom`). */
  get resumed() {
    return (this.task?.resumeEpoch ?? 0) > 0;
  }
  /** A grid is being created (its slot in creation order), and done. */
  reserveGrid() {
    this.grids.push(void 0);
    return this.grids.length - 1;
  }
  trackGrid(at, grid) {
    this.grids[at] = grid;
  }
  trackRange(range) {
    this.ranges.push(range);
  }
  trackDriver(driver) {
    this.drivers.push(driver);
  }
  beforePhase() {
    if (this.faults.active) this.faults.beforePhase();
  }
  /** Collective: save a checkpoint at `step` when it is a multiple of the run's `checkpointEvery`. */
  checkpoint(step, state) {
    checkInt("ctx.checkpoint(step)", step, 0);
    this.faults.atStep(step);
    const task = this.task;
    const control = this.control;
    if (task === void 0 || control === void 0 || task.every === 0 || step === 0 || step % task.every !== 0) return false;
    const { rank, size, commShm } = this.env;
    let meta;
    try {
      meta = encodeMeta(this.meta(state));
    } catch (err) {
      throw checkpointError("the state of ctx.checkpoint(step, state)", "structured-cloneable data", err.message, rank);
    }
    Atomics.store(control, stepIndex(rank), step);
    commShm.barrier();
    for (let r = 0; r < size; r++) {
      const other = Atomics.load(control, stepIndex(r));
      if (other !== step)
        throw checkpointError(
          "ctx.checkpoint(step)",
          `the same step on every rank (${step} on rank ${rank})`,
          `step ${other} on rank ${r}`,
          rank
        );
    }
    const inFlight = this.env.links.inFlight();
    if (inFlight > 0) {
      throw checkpointError(
        `the links of rank ${rank} at ctx.checkpoint(${step})`,
        "empty (checkpoint where every message sent has been received)",
        `${inFlight} message${inFlight === 1 ? "" : "s"} in flight`,
        rank
      );
    }
    const epoch = this.epoch + 1;
    const slot = slotOf(epoch);
    Atomics.store(control, writtenIndex(rank, slot), 0);
    const image = this.write(slot, epoch, step, meta);
    if (task.dir !== void 0) {
      storeDigest(control, rank, writeImageFile(task.dir, epoch, rank, image));
      Atomics.store(control, sizeIndex(rank), image.byteLength % 2 ** 32);
      Atomics.store(control, sizeIndex(rank) + 1, Math.floor(image.byteLength / 2 ** 32));
    }
    if (this.faults.active) this.faults.inCheckpoint();
    Atomics.store(control, writtenIndex(rank, slot), epoch);
    let all = true;
    for (let r = 0; r < size && all; r++) all = Atomics.load(control, writtenIndex(r, slot)) === epoch;
    if (all) Atomics.store(control, commitIndex(slot), epoch);
    commShm.barrier();
    if (task.dir !== void 0 && rank === 0 && completeEpoch(control, size, slot) === epoch)
      this.writeManifest(task, control, epoch, step);
    this.epoch = epoch;
    return true;
  }
  meta(state) {
    const grids = [];
    let offset = 0;
    for (const [i, g] of this.grids.entries()) {
      if (g === void 0) throw checkpointError(`grid #${i}`, "created (awaited) before ctx.checkpoint", "a grid still being created");
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
        bytes
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
      route: { ...this.env.links.route }
    };
  }
  /** Write the image into this rank's slot buffer (grown and handed to the host when too small). */
  write(slot, epoch, step, meta) {
    const start = dataStart(meta.byteLength);
    let total = start;
    for (const g of this.grids) {
      const box = g.savedBox();
      total += align8(box.extent.reduce((a, b) => a * b, 1) * g.data.BYTES_PER_ELEMENT);
    }
    const buffer = this.slotBuffer(slot, total);
    const bytes = new Uint8Array(buffer, 0, total);
    bytes.set(meta, 64);
    let at = start;
    for (const g of this.grids) {
      const box = g.savedBox();
      const n = box.extent.reduce((a, b) => a * b, 1);
      const out = new (ctorOf(g.dtype))(buffer, at, n);
      if (g.storage === "distributed") out.set(g.data);
      else packBoxInto(out, g.data, g.strides, box.at, box.extent);
      at += align8(n * g.data.BYTES_PER_ELEMENT);
    }
    writeHeader(bytes, { rank: this.env.rank, ranks: this.env.size, epoch, step, metaBytes: meta.byteLength, imageBytes: total });
    return bytes;
  }
  /** This rank's buffer of `slot`, at least `bytes` long; a new one is handed to the host and acknowledged. */
  slotBuffer(slot, bytes) {
    const have = this.slots[slot];
    if (have !== void 0 && have.byteLength >= bytes) return have;
    const buffer = new SharedArrayBuffer(align8(Math.ceil(bytes * 1.25)));
    const generation = ++this.generation[slot];
    const control = this.control;
    const at = ackIndex(this.env.rank, slot);
    this.port.postMessage({ kind: "checkpoint-slot", rank: this.env.rank, slot, generation, buffer });
    waitFor(
      control,
      at,
      () => Atomics.load(control, at) === generation,
      this.env.waitPolicy,
      `the host taking rank ${this.env.rank}'s checkpoint buffer`
    );
    this.slots[slot] = buffer;
    return buffer;
  }
  writeManifest(task, control, epoch, step) {
    const files = Array.from({ length: this.env.size }, (_, r) => ({
      rank: r,
      file: imageFileName(epoch, r),
      bytes: (Atomics.load(control, sizeIndex(r)) >>> 0) + Atomics.load(control, sizeIndex(r) + 1) * 2 ** 32,
      sha256: loadDigest(control, r)
    }));
    writeManifest(task.dir, {
      format: "meshwork-checkpoint",
      version: MANIFEST_VERSION,
      epoch,
      step,
      ranks: this.env.size,
      topology: task.topologyName,
      program: this.env.programUrl,
      run: task.run,
      files
    });
  }
  /**
   * Collective in a resumed run: bring back every grid, range and driver created so far (same
   * order, same shapes as when saved) and the rank's metrics; returns the step and state saved.
   * Undefined in a fresh run.
   */
  restore() {
    const task = this.task;
    if (task === void 0 || task.resumeEpoch === 0) return void 0;
    const { rank } = this.env;
    if (this.restored) throw checkpointError("ctx.restore()", "called once per run", "a second call", rank);
    this.restored = true;
    const epoch = task.resumeEpoch;
    const buffer = this.slots[slotOf(epoch)];
    if (buffer === void 0) throw checkpointError(`the image of rank ${rank}, epoch ${epoch}`, "in memory", "no buffer", rank);
    const { header, meta, data } = readImage(new Uint8Array(buffer), `of rank ${rank}, epoch ${epoch}`);
    if (header.rank !== rank || header.epoch !== epoch)
      throw checkpointError(`the image of rank ${rank}`, `epoch ${epoch}`, `rank ${header.rank} epoch ${header.epoch}`, rank);
    const mismatch = (what, saved, now) => checkpointError(
      `the resumed program's ${what}`,
      `what the checkpoint saved (${describe(saved)}): create the same grids, ranges and drivers in the same order before ctx.restore()`,
      describe(now),
      rank
    );
    if (meta.grids.length !== this.grids.length) throw mismatch("grid count", meta.grids.length, this.grids.length);
    if (meta.ranges.length !== this.ranges.length) throw mismatch("range count", meta.ranges.length, this.ranges.length);
    if (meta.drivers.length !== this.drivers.length) throw mismatch("balancing driver count", meta.drivers.length, this.drivers.length);
    this.env.metrics.restore(meta.metrics);
    for (const [i, s] of this.env.links.stats.entries()) Object.assign(s, meta.links[i]);
    Object.assign(this.env.links.route, meta.route);
    for (const [i, rec] of meta.grids.entries()) {
      const g = this.grids[i];
      const same = g.dtype === rec.dtype && g.storage === rec.storage && g.shape.join("x") === rec.shape.join("x");
      if (!same)
        throw mismatch(`grid #${i}`, `${rec.shape.join("x")} ${rec.dtype} ${rec.storage}`, `${g.shape.join("x")} ${g.dtype} ${g.storage}`);
      g.restoreLayout(rec.cuts);
      const box = g.savedBox();
      const n = box.extent.reduce((a, b) => a * b, 1);
      const src = new (ctorOf(g.dtype))(data.buffer, data.byteOffset + rec.offset, n);
      if (g.storage === "distributed") g.data.set(src);
      else unpackBox(g.data, g.strides, box.at, box.extent, src);
      Object.assign(g.stats, rec.stats);
    }
    for (const [i, rec] of meta.ranges.entries()) {
      const r = this.ranges[i];
      if (r.n !== rec.n) throw mismatch(`range #${i}`, rec.n, r.n);
      r.cuts = [...rec.cuts];
      r.remaps = rec.remaps;
    }
    for (const [i, d] of this.drivers.entries()) d.restoreState(meta.drivers[i]);
    this.faults.atStep(header.step);
    if (this.control !== void 0) Atomics.store(this.control, restoredIndex(rank), epoch);
    this.env.commShm.barrier();
    return { step: header.step, state: meta.state, epoch };
  }
}
export {
  Checkpointer
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL3dvcmtlci9jaGVja3BvaW50LnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvKipcbiAqIFJhbmsgc2lkZSBvZiBjaGVja3BvaW50czogdGhlIGdyaWRzLCByYW5nZXMgYW5kIGJhbGFuY2luZyBkcml2ZXJzIGEgcHJvZ3JhbSBjcmVhdGVkIChpblxuICogY3JlYXRpb24gb3JkZXIpLCBzYXZlZCB3aXRoIGl0cyBkZWNsYXJlZCBzdGF0ZSBpbnRvIHRoaXMgcmFuaydzIGltYWdlIGluIGEgc2hhcmVkIHNsb3QgYnVmZmVyXG4gKiB0aGUgaG9zdCBrZWVwcywgYW5kIHJlc3RvcmVkIGZyb20gaXQgd2hlbiB0aGUgcnVuIHJlc3VtZXMuIFByb3RvY29sIGFuZCBsYXlvdXQ6IC4uL2NoZWNrcG9pbnQvUkVBRE1FLm1kLlxuICpcbiAqIGBjaGVja3BvaW50KHN0ZXAsIHN0YXRlKWAgKGNvbGxlY3RpdmUpOiBiYXJyaWVyIChldmVyeSByYW5rIGF0IHRoZSBzYW1lIHN0ZXAsIG5vdGhpbmcgaW4gZmxpZ2h0KSxcbiAqIGVhY2ggcmFuayB3cml0ZXMgZXBvY2ggZSBpbnRvIHNsb3QgZSAlIDIgYW5kIG1hcmtzIGl0IHdyaXR0ZW4sIHRoZSByYW5rIHRoYXQgY29tcGxldGVzIHRoZSBzbG90XG4gKiBzdG9yZXMgdGhlIGNvbW1pdCB3b3JkLCBiYXJyaWVyIChzaGFyZWQgZ3JpZHMgc3RheSB1bmNoYW5nZWQgdW50aWwgZXZlcnkgcmFuayBjb3BpZWQgaXRzIHBhcnQpLlxuICovXG5pbXBvcnQgdHlwZSB7IE1lc3NhZ2VQb3J0IH0gZnJvbSAnbm9kZTp3b3JrZXJfdGhyZWFkcyc7XG5pbXBvcnQgdHlwZSB7IEJhbGFuY2luZywgRHJpdmVyU3RhdGUgfSBmcm9tICcuLi9iYWxhbmNlL2RyaXZlci5qcyc7XG5pbXBvcnQgeyBpbWFnZUZpbGVOYW1lLCBNQU5JRkVTVF9WRVJTSU9OLCB3cml0ZUltYWdlRmlsZSwgd3JpdGVNYW5pZmVzdCB9IGZyb20gJy4uL2NoZWNrcG9pbnQvZmlsZXMuanMnO1xuaW1wb3J0IHsgYWxpZ244LCBkYXRhU3RhcnQsIGVuY29kZU1ldGEsIHR5cGUgR3JpZFJlY29yZCwgdHlwZSBJbWFnZU1ldGEsIHJlYWRJbWFnZSwgd3JpdGVIZWFkZXIgfSBmcm9tICcuLi9jaGVja3BvaW50L2ltYWdlLmpzJztcbmltcG9ydCB7XG4gIGFja0luZGV4LFxuICBjb21taXRJbmRleCxcbiAgY29tcGxldGVFcG9jaCxcbiAgbG9hZERpZ2VzdCxcbiAgcmVzdG9yZWRJbmRleCxcbiAgdHlwZSBTbG90TWVzc2FnZSxcbiAgc2l6ZUluZGV4LFxuICBzbG90T2YsXG4gIHN0ZXBJbmRleCxcbiAgc3RvcmVEaWdlc3QsXG4gIHdyaXR0ZW5JbmRleCxcbn0gZnJvbSAnLi4vY2hlY2twb2ludC9wcm90b2NvbC5qcyc7XG5pbXBvcnQgdHlwZSB7IEZhc3RDb2xsZWN0aXZlcyB9IGZyb20gJy4uL2NvbW0vY29sbGVjdGl2ZXMuanMnO1xuaW1wb3J0IHsgY3Rvck9mLCB0eXBlIE51bWVyaWNBcnJheSB9IGZyb20gJy4uL2NvbW0vZHR5cGUuanMnO1xuaW1wb3J0IHR5cGUgeyBMaW5rU3RhdHMsIExpbmtzLCBSb3V0ZVN0YXRzIH0gZnJvbSAnLi4vY29tbS9saW5rcy5qcyc7XG5pbXBvcnQgeyBjaGVja0ludCwgY2hlY2twb2ludEVycm9yLCBkZXNjcmliZSB9IGZyb20gJy4uL2Vycm9ycy5qcyc7XG5pbXBvcnQgdHlwZSB7IEdyaWQgfSBmcm9tICcuLi9tZXNoL2dyaWQuanMnO1xuaW1wb3J0IHR5cGUgeyBSYW5nZURvbWFpbiB9IGZyb20gJy4uL21lc2gvcmFuZ2UuanMnO1xuaW1wb3J0IHsgcGFja0JveEludG8sIHVucGFja0JveCB9IGZyb20gJy4uL21lc2gvc3RyaWRlZC5qcyc7XG5pbXBvcnQgdHlwZSB7IFBoYXNlUmVjb3JkZXIgfSBmcm9tICcuLi9tZXRyaWNzL3JlY29yZGVyLmpzJztcbmltcG9ydCB7IHR5cGUgV2FpdFBvbGljeSwgd2FpdEZvciB9IGZyb20gJy4uL3NobS93YWl0LmpzJztcbmltcG9ydCB7IEZhdWx0SW5qZWN0b3IgfSBmcm9tICcuL2ZhdWx0cy5qcyc7XG5pbXBvcnQgdHlwZSB7IFJlY292ZXJ5VGFzayB9IGZyb20gJy4vdGFzay5qcyc7XG5cbi8qKiBXaGF0IGEgcmVzdW1lZCBwcm9ncmFtIGdldHMgYmFjayBmcm9tIGBjdHgucmVzdG9yZSgpYC4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgUmVzdG9yZWQ8UyA9IHVua25vd24+IHtcbiAgLyoqIFRoZSBzdGVwIGdpdmVuIHRvIHRoZSBgY3R4LmNoZWNrcG9pbnQoc3RlcCwgc3RhdGUpYCBjYWxsIHRoYXQgc2F2ZWQgaXQuICovXG4gIHJlYWRvbmx5IHN0ZXA6IG51bWJlcjtcbiAgLyoqIFRoZSBzdGF0ZSBnaXZlbiB0byB0aGF0IGNhbGwgKGEgc3RydWN0dXJlZCBjbG9uZSBvZiBpdCkuICovXG4gIHJlYWRvbmx5IHN0YXRlOiBTO1xuICAvKiogVGhlIGNoZWNrcG9pbnQncyBlcG9jaCAoMSBmb3IgdGhlIGZpcnN0IGNoZWNrcG9pbnQgb2YgYSBydW4sIDIgZm9yIHRoZSBuZXh0LCAuLi4pLiAqL1xuICByZWFkb25seSBlcG9jaDogbnVtYmVyO1xufVxuXG4vKiogV2hhdCB0aGUgY2hlY2twb2ludGVyIG5lZWRzIGZyb20gaXRzIHJhbmsuICovXG5leHBvcnQgaW50ZXJmYWNlIENoZWNrcG9pbnRFbnYge1xuICByZWFkb25seSByYW5rOiBudW1iZXI7XG4gIHJlYWRvbmx5IHNpemU6IG51bWJlcjtcbiAgcmVhZG9ubHkgY29tbVNobTogRmFzdENvbGxlY3RpdmVzO1xuICByZWFkb25seSBsaW5rczogTGlua3M7XG4gIHJlYWRvbmx5IG1ldHJpY3M6IFBoYXNlUmVjb3JkZXI7XG4gIHJlYWRvbmx5IHdhaXRQb2xpY3k6IFdhaXRQb2xpY3k7XG4gIHJlYWRvbmx5IHByb2dyYW1Vcmw6IHN0cmluZztcbn1cblxuLyoqIEEgcmFuaydzIGNoZWNrcG9pbnRlcjogdHJhY2tzIHdoYXQgdGhlIHByb2dyYW0gY3JlYXRlcywgc2F2ZXMgaXQgYXQgYGN0eC5jaGVja3BvaW50YCwgYnJpbmdzIGl0IGJhY2sgYXQgYGN0eC5yZXN0b3JlYC4gKi9cbmV4cG9ydCBjbGFzcyBDaGVja3BvaW50ZXIge1xuICBwcml2YXRlIHJlYWRvbmx5IGdyaWRzOiAoR3JpZCB8IHVuZGVmaW5lZClbXSA9IFtdO1xuICBwcml2YXRlIHJlYWRvbmx5IHJhbmdlczogUmFuZ2VEb21haW5bXSA9IFtdO1xuICBwcml2YXRlIHJlYWRvbmx5IGRyaXZlcnM6IEJhbGFuY2luZ1tdID0gW107XG4gIHByaXZhdGUgcmVhZG9ubHkgY29udHJvbDogSW50MzJBcnJheSB8IHVuZGVmaW5lZDtcbiAgcHJpdmF0ZSByZWFkb25seSBzbG90czogKFNoYXJlZEFycmF5QnVmZmVyIHwgdW5kZWZpbmVkKVtdO1xuICBwcml2YXRlIHJlYWRvbmx5IGdlbmVyYXRpb24gPSBbMCwgMF07XG4gIHByaXZhdGUgcmVhZG9ubHkgZmF1bHRzOiBGYXVsdEluamVjdG9yO1xuICAvKiogRXBvY2ggb2YgdGhlIGxhc3QgY2hlY2twb2ludCB3cml0dGVuIG9yIHJlc3RvcmVkIGhlcmUuICovXG4gIHByaXZhdGUgZXBvY2g6IG51bWJlcjtcbiAgcHJpdmF0ZSByZXN0b3JlZCA9IGZhbHNlO1xuXG4gIGNvbnN0cnVjdG9yKFxuICAgIHByaXZhdGUgcmVhZG9ubHkgZW52OiBDaGVja3BvaW50RW52LFxuICAgIHByaXZhdGUgcmVhZG9ubHkgdGFzazogUmVjb3ZlcnlUYXNrIHwgdW5kZWZpbmVkLFxuICAgIHByaXZhdGUgcmVhZG9ubHkgcG9ydDogTWVzc2FnZVBvcnQsXG4gICkge1xuICAgIHRoaXMuY29udHJvbCA9IHRhc2sgPT09IHVuZGVmaW5lZCA/IHVuZGVmaW5lZCA6IG5ldyBJbnQzMkFycmF5KHRhc2suY29udHJvbCk7XG4gICAgdGhpcy5zbG90cyA9IHRhc2sgPT09IHVuZGVmaW5lZCA/IFt1bmRlZmluZWQsIHVuZGVmaW5lZF0gOiBbLi4udGFzay5zbG90c107XG4gICAgdGhpcy5lcG9jaCA9IHRhc2s/LnJlc3VtZUVwb2NoID8/IDA7XG4gICAgdGhpcy5mYXVsdHMgPSBuZXcgRmF1bHRJbmplY3RvcihlbnYucmFuaywgdGFzaz8uZmF1bHRzID8/IFtdKTtcbiAgfVxuXG4gIC8qKiBUcnVlIGluIGEgcnVuIHJlc3VtZWQgZnJvbSBhIGNoZWNrcG9pbnQgKGFmdGVyIGEgcmVzdGFydCwgb3IgYHJlc3VtZUZyb21gKS4gKi9cbiAgZ2V0IHJlc3VtZWQoKTogYm9vbGVhbiB7XG4gICAgcmV0dXJuICh0aGlzLnRhc2s/LnJlc3VtZUVwb2NoID8/IDApID4gMDtcbiAgfVxuXG4gIC8qKiBBIGdyaWQgaXMgYmVpbmcgY3JlYXRlZCAoaXRzIHNsb3QgaW4gY3JlYXRpb24gb3JkZXIpLCBhbmQgZG9uZS4gKi9cbiAgcmVzZXJ2ZUdyaWQoKTogbnVtYmVyIHtcbiAgICB0aGlzLmdyaWRzLnB1c2godW5kZWZpbmVkKTtcbiAgICByZXR1cm4gdGhpcy5ncmlkcy5sZW5ndGggLSAxO1xuICB9XG5cbiAgdHJhY2tHcmlkKGF0OiBudW1iZXIsIGdyaWQ6IEdyaWQpOiB2b2lkIHtcbiAgICB0aGlzLmdyaWRzW2F0XSA9IGdyaWQ7XG4gIH1cblxuICB0cmFja1JhbmdlKHJhbmdlOiBSYW5nZURvbWFpbik6IHZvaWQge1xuICAgIHRoaXMucmFuZ2VzLnB1c2gocmFuZ2UpO1xuICB9XG5cbiAgdHJhY2tEcml2ZXIoZHJpdmVyOiBCYWxhbmNpbmcpOiB2b2lkIHtcbiAgICB0aGlzLmRyaXZlcnMucHVzaChkcml2ZXIpO1xuICB9XG5cbiAgYmVmb3JlUGhhc2UoKTogdm9pZCB7XG4gICAgaWYgKHRoaXMuZmF1bHRzLmFjdGl2ZSkgdGhpcy5mYXVsdHMuYmVmb3JlUGhhc2UoKTtcbiAgfVxuXG4gIC8qKiBDb2xsZWN0aXZlOiBzYXZlIGEgY2hlY2twb2ludCBhdCBgc3RlcGAgd2hlbiBpdCBpcyBhIG11bHRpcGxlIG9mIHRoZSBydW4ncyBgY2hlY2twb2ludEV2ZXJ5YC4gKi9cbiAgY2hlY2twb2ludChzdGVwOiBudW1iZXIsIHN0YXRlOiB1bmtub3duKTogYm9vbGVhbiB7XG4gICAgY2hlY2tJbnQoJ2N0eC5jaGVja3BvaW50KHN0ZXApJywgc3RlcCwgMCk7XG4gICAgdGhpcy5mYXVsdHMuYXRTdGVwKHN0ZXApO1xuICAgIGNvbnN0IHRhc2sgPSB0aGlzLnRhc2s7XG4gICAgY29uc3QgY29udHJvbCA9IHRoaXMuY29udHJvbDtcbiAgICBpZiAodGFzayA9PT0gdW5kZWZpbmVkIHx8IGNvbnRyb2wgPT09IHVuZGVmaW5lZCB8fCB0YXNrLmV2ZXJ5ID09PSAwIHx8IHN0ZXAgPT09IDAgfHwgc3RlcCAlIHRhc2suZXZlcnkgIT09IDApIHJldHVybiBmYWxzZTtcbiAgICBjb25zdCB7IHJhbmssIHNpemUsIGNvbW1TaG0gfSA9IHRoaXMuZW52O1xuICAgIGxldCBtZXRhOiBVaW50OEFycmF5O1xuICAgIHRyeSB7XG4gICAgICBtZXRhID0gZW5jb2RlTWV0YSh0aGlzLm1ldGEoc3RhdGUpKTtcbiAgICB9IGNhdGNoIChlcnIpIHtcbiAgICAgIHRocm93IGNoZWNrcG9pbnRFcnJvcigndGhlIHN0YXRlIG9mIGN0eC5jaGVja3BvaW50KHN0ZXAsIHN0YXRlKScsICdzdHJ1Y3R1cmVkLWNsb25lYWJsZSBkYXRhJywgKGVyciBhcyBFcnJvcikubWVzc2FnZSwgcmFuayk7XG4gICAgfVxuICAgIC8vIEEgY29uc2lzdGVudCBwb2ludDogZXZlcnkgcmFuayBhdCB0aGUgc2FtZSBzdGVwLCBubyBtZXNzYWdlIG9uIGl0cyB3YXkuXG4gICAgQXRvbWljcy5zdG9yZShjb250cm9sLCBzdGVwSW5kZXgocmFuayksIHN0ZXApO1xuICAgIGNvbW1TaG0uYmFycmllcigpO1xuICAgIGZvciAobGV0IHIgPSAwOyByIDwgc2l6ZTsgcisrKSB7XG4gICAgICBjb25zdCBvdGhlciA9IEF0b21pY3MubG9hZChjb250cm9sLCBzdGVwSW5kZXgocikpO1xuICAgICAgaWYgKG90aGVyICE9PSBzdGVwKVxuICAgICAgICB0aHJvdyBjaGVja3BvaW50RXJyb3IoXG4gICAgICAgICAgJ2N0eC5jaGVja3BvaW50KHN0ZXApJyxcbiAgICAgICAgICBgdGhlIHNhbWUgc3RlcCBvbiBldmVyeSByYW5rICgke3N0ZXB9IG9uIHJhbmsgJHtyYW5rfSlgLFxuICAgICAgICAgIGBzdGVwICR7b3RoZXJ9IG9uIHJhbmsgJHtyfWAsXG4gICAgICAgICAgcmFuayxcbiAgICAgICAgKTtcbiAgICB9XG4gICAgY29uc3QgaW5GbGlnaHQgPSB0aGlzLmVudi5saW5rcy5pbkZsaWdodCgpO1xuICAgIGlmIChpbkZsaWdodCA+IDApIHtcbiAgICAgIHRocm93IGNoZWNrcG9pbnRFcnJvcihcbiAgICAgICAgYHRoZSBsaW5rcyBvZiByYW5rICR7cmFua30gYXQgY3R4LmNoZWNrcG9pbnQoJHtzdGVwfSlgLFxuICAgICAgICAnZW1wdHkgKGNoZWNrcG9pbnQgd2hlcmUgZXZlcnkgbWVzc2FnZSBzZW50IGhhcyBiZWVuIHJlY2VpdmVkKScsXG4gICAgICAgIGAke2luRmxpZ2h0fSBtZXNzYWdlJHtpbkZsaWdodCA9PT0gMSA/ICcnIDogJ3MnfSBpbiBmbGlnaHRgLFxuICAgICAgICByYW5rLFxuICAgICAgKTtcbiAgICB9XG4gICAgY29uc3QgZXBvY2ggPSB0aGlzLmVwb2NoICsgMTtcbiAgICBjb25zdCBzbG90ID0gc2xvdE9mKGVwb2NoKTtcbiAgICBBdG9taWNzLnN0b3JlKGNvbnRyb2wsIHdyaXR0ZW5JbmRleChyYW5rLCBzbG90KSwgMCk7XG4gICAgY29uc3QgaW1hZ2UgPSB0aGlzLndyaXRlKHNsb3QsIGVwb2NoLCBzdGVwLCBtZXRhKTtcbiAgICBpZiAodGFzay5kaXIgIT09IHVuZGVmaW5lZCkge1xuICAgICAgc3RvcmVEaWdlc3QoY29udHJvbCwgcmFuaywgd3JpdGVJbWFnZUZpbGUodGFzay5kaXIsIGVwb2NoLCByYW5rLCBpbWFnZSkpO1xuICAgICAgQXRvbWljcy5zdG9yZShjb250cm9sLCBzaXplSW5kZXgocmFuayksIGltYWdlLmJ5dGVMZW5ndGggJSAyICoqIDMyKTtcbiAgICAgIEF0b21pY3Muc3RvcmUoY29udHJvbCwgc2l6ZUluZGV4KHJhbmspICsgMSwgTWF0aC5mbG9vcihpbWFnZS5ieXRlTGVuZ3RoIC8gMiAqKiAzMikpO1xuICAgIH1cbiAgICBpZiAodGhpcy5mYXVsdHMuYWN0aXZlKSB0aGlzLmZhdWx0cy5pbkNoZWNrcG9pbnQoKTtcbiAgICBBdG9taWNzLnN0b3JlKGNvbnRyb2wsIHdyaXR0ZW5JbmRleChyYW5rLCBzbG90KSwgZXBvY2gpO1xuICAgIC8vIFRoZSByYW5rIHRoYXQgY29tcGxldGVzIHRoZSBzbG90IGNvbW1pdHMgaXQgKHNldmVyYWwgbWF5OiB0aGV5IHN0b3JlIHRoZSBzYW1lIGVwb2NoKS5cbiAgICBsZXQgYWxsID0gdHJ1ZTtcbiAgICBmb3IgKGxldCByID0gMDsgciA8IHNpemUgJiYgYWxsOyByKyspIGFsbCA9IEF0b21pY3MubG9hZChjb250cm9sLCB3cml0dGVuSW5kZXgociwgc2xvdCkpID09PSBlcG9jaDtcbiAgICBpZiAoYWxsKSBBdG9taWNzLnN0b3JlKGNvbnRyb2wsIGNvbW1pdEluZGV4KHNsb3QpLCBlcG9jaCk7XG4gICAgY29tbVNobS5iYXJyaWVyKCk7XG4gICAgaWYgKHRhc2suZGlyICE9PSB1bmRlZmluZWQgJiYgcmFuayA9PT0gMCAmJiBjb21wbGV0ZUVwb2NoKGNvbnRyb2wsIHNpemUsIHNsb3QpID09PSBlcG9jaClcbiAgICAgIHRoaXMud3JpdGVNYW5pZmVzdCh0YXNrLCBjb250cm9sLCBlcG9jaCwgc3RlcCk7XG4gICAgdGhpcy5lcG9jaCA9IGVwb2NoO1xuICAgIHJldHVybiB0cnVlO1xuICB9XG5cbiAgcHJpdmF0ZSBtZXRhKHN0YXRlOiB1bmtub3duKTogSW1hZ2VNZXRhIHtcbiAgICBjb25zdCBncmlkczogR3JpZFJlY29yZFtdID0gW107XG4gICAgbGV0IG9mZnNldCA9IDA7XG4gICAgZm9yIChjb25zdCBbaSwgZ10gb2YgdGhpcy5ncmlkcy5lbnRyaWVzKCkpIHtcbiAgICAgIGlmIChnID09PSB1bmRlZmluZWQpIHRocm93IGNoZWNrcG9pbnRFcnJvcihgZ3JpZCAjJHtpfWAsICdjcmVhdGVkIChhd2FpdGVkKSBiZWZvcmUgY3R4LmNoZWNrcG9pbnQnLCAnYSBncmlkIHN0aWxsIGJlaW5nIGNyZWF0ZWQnKTtcbiAgICAgIGNvbnN0IGJveCA9IGcuc2F2ZWRCb3goKTtcbiAgICAgIGNvbnN0IGJ5dGVzID0gYm94LmV4dGVudC5yZWR1Y2UoKGEsIGIpID0+IGEgKiBiLCAxKSAqIGcuZGF0YS5CWVRFU19QRVJfRUxFTUVOVDtcbiAgICAgIGdyaWRzLnB1c2goe1xuICAgICAgICBkdHlwZTogZy5kdHlwZSxcbiAgICAgICAgc2hhcGU6IGcuc2hhcGUsXG4gICAgICAgIHN0b3JhZ2U6IGcuc3RvcmFnZSxcbiAgICAgICAgY3V0czogZy5kZWNvbXBvc2l0aW9uLmN1dHMsXG4gICAgICAgIHN0YXRzOiB7IC4uLmcuc3RhdHMgfSxcbiAgICAgICAgYm94OiBib3guZXh0ZW50LFxuICAgICAgICBvZmZzZXQsXG4gICAgICAgIGJ5dGVzLFxuICAgICAgfSk7XG4gICAgICBvZmZzZXQgKz0gYWxpZ244KGJ5dGVzKTtcbiAgICB9XG4gICAgcmV0dXJuIHtcbiAgICAgIHN0YXRlLFxuICAgICAgZ3JpZHMsXG4gICAgICByYW5nZXM6IHRoaXMucmFuZ2VzLm1hcCgocikgPT4gKHsgbjogci5uLCBjdXRzOiByLmN1dHMsIHJlbWFwczogci5yZW1hcHMgfSkpLFxuICAgICAgZHJpdmVyczogdGhpcy5kcml2ZXJzLm1hcCgoZCkgPT4gZC5zYXZlU3RhdGUoKSksXG4gICAgICBtZXRyaWNzOiB0aGlzLmVudi5tZXRyaWNzLnNuYXBzaG90KCksXG4gICAgICBsaW5rczogdGhpcy5lbnYubGlua3Muc3RhdHMubWFwKChzKSA9PiAoeyAuLi5zIH0pKSxcbiAgICAgIHJvdXRlOiB7IC4uLnRoaXMuZW52LmxpbmtzLnJvdXRlIH0sXG4gICAgfTtcbiAgfVxuXG4gIC8qKiBXcml0ZSB0aGUgaW1hZ2UgaW50byB0aGlzIHJhbmsncyBzbG90IGJ1ZmZlciAoZ3Jvd24gYW5kIGhhbmRlZCB0byB0aGUgaG9zdCB3aGVuIHRvbyBzbWFsbCkuICovXG4gIHByaXZhdGUgd3JpdGUoc2xvdDogbnVtYmVyLCBlcG9jaDogbnVtYmVyLCBzdGVwOiBudW1iZXIsIG1ldGE6IFVpbnQ4QXJyYXkpOiBVaW50OEFycmF5IHtcbiAgICBjb25zdCBzdGFydCA9IGRhdGFTdGFydChtZXRhLmJ5dGVMZW5ndGgpO1xuICAgIGxldCB0b3RhbCA9IHN0YXJ0O1xuICAgIGZvciAoY29uc3QgZyBvZiB0aGlzLmdyaWRzKSB7XG4gICAgICBjb25zdCBib3ggPSAoZyBhcyBHcmlkKS5zYXZlZEJveCgpO1xuICAgICAgdG90YWwgKz0gYWxpZ244KGJveC5leHRlbnQucmVkdWNlKChhLCBiKSA9PiBhICogYiwgMSkgKiAoZyBhcyBHcmlkKS5kYXRhLkJZVEVTX1BFUl9FTEVNRU5UKTtcbiAgICB9XG4gICAgY29uc3QgYnVmZmVyID0gdGhpcy5zbG90QnVmZmVyKHNsb3QsIHRvdGFsKTtcbiAgICBjb25zdCBieXRlcyA9IG5ldyBVaW50OEFycmF5KGJ1ZmZlciwgMCwgdG90YWwpO1xuICAgIGJ5dGVzLnNldChtZXRhLCA2NCk7XG4gICAgbGV0IGF0ID0gc3RhcnQ7XG4gICAgZm9yIChjb25zdCBnIG9mIHRoaXMuZ3JpZHMgYXMgR3JpZFtdKSB7XG4gICAgICBjb25zdCBib3ggPSBnLnNhdmVkQm94KCk7XG4gICAgICBjb25zdCBuID0gYm94LmV4dGVudC5yZWR1Y2UoKGEsIGIpID0+IGEgKiBiLCAxKTtcbiAgICAgIGNvbnN0IG91dCA9IG5ldyAoY3Rvck9mKGcuZHR5cGUpKShidWZmZXIsIGF0LCBuKSBhcyBOdW1lcmljQXJyYXk7XG4gICAgICBpZiAoZy5zdG9yYWdlID09PSAnZGlzdHJpYnV0ZWQnKSBvdXQuc2V0KGcuZGF0YSBhcyBuZXZlcik7XG4gICAgICBlbHNlIHBhY2tCb3hJbnRvKG91dCwgZy5kYXRhLCBnLnN0cmlkZXMsIGJveC5hdCwgYm94LmV4dGVudCk7XG4gICAgICBhdCArPSBhbGlnbjgobiAqIGcuZGF0YS5CWVRFU19QRVJfRUxFTUVOVCk7XG4gICAgfVxuICAgIHdyaXRlSGVhZGVyKGJ5dGVzLCB7IHJhbms6IHRoaXMuZW52LnJhbmssIHJhbmtzOiB0aGlzLmVudi5zaXplLCBlcG9jaCwgc3RlcCwgbWV0YUJ5dGVzOiBtZXRhLmJ5dGVMZW5ndGgsIGltYWdlQnl0ZXM6IHRvdGFsIH0pO1xuICAgIHJldHVybiBieXRlcztcbiAgfVxuXG4gIC8qKiBUaGlzIHJhbmsncyBidWZmZXIgb2YgYHNsb3RgLCBhdCBsZWFzdCBgYnl0ZXNgIGxvbmc7IGEgbmV3IG9uZSBpcyBoYW5kZWQgdG8gdGhlIGhvc3QgYW5kIGFja25vd2xlZGdlZC4gKi9cbiAgcHJpdmF0ZSBzbG90QnVmZmVyKHNsb3Q6IG51bWJlciwgYnl0ZXM6IG51bWJlcik6IFNoYXJlZEFycmF5QnVmZmVyIHtcbiAgICBjb25zdCBoYXZlID0gdGhpcy5zbG90c1tzbG90XTtcbiAgICBpZiAoaGF2ZSAhPT0gdW5kZWZpbmVkICYmIGhhdmUuYnl0ZUxlbmd0aCA+PSBieXRlcykgcmV0dXJuIGhhdmU7XG4gICAgY29uc3QgYnVmZmVyID0gbmV3IFNoYXJlZEFycmF5QnVmZmVyKGFsaWduOChNYXRoLmNlaWwoYnl0ZXMgKiAxLjI1KSkpO1xuICAgIGNvbnN0IGdlbmVyYXRpb24gPSArKyh0aGlzLmdlbmVyYXRpb25bc2xvdF0gYXMgbnVtYmVyKTtcbiAgICBjb25zdCBjb250cm9sID0gdGhpcy5jb250cm9sIGFzIEludDMyQXJyYXk7XG4gICAgY29uc3QgYXQgPSBhY2tJbmRleCh0aGlzLmVudi5yYW5rLCBzbG90KTtcbiAgICB0aGlzLnBvcnQucG9zdE1lc3NhZ2UoeyBraW5kOiAnY2hlY2twb2ludC1zbG90JywgcmFuazogdGhpcy5lbnYucmFuaywgc2xvdCwgZ2VuZXJhdGlvbiwgYnVmZmVyIH0gc2F0aXNmaWVzIFNsb3RNZXNzYWdlKTtcbiAgICB3YWl0Rm9yKFxuICAgICAgY29udHJvbCxcbiAgICAgIGF0LFxuICAgICAgKCkgPT4gQXRvbWljcy5sb2FkKGNvbnRyb2wsIGF0KSA9PT0gZ2VuZXJhdGlvbixcbiAgICAgIHRoaXMuZW52LndhaXRQb2xpY3ksXG4gICAgICBgdGhlIGhvc3QgdGFraW5nIHJhbmsgJHt0aGlzLmVudi5yYW5rfSdzIGNoZWNrcG9pbnQgYnVmZmVyYCxcbiAgICApO1xuICAgIHRoaXMuc2xvdHNbc2xvdF0gPSBidWZmZXI7XG4gICAgcmV0dXJuIGJ1ZmZlcjtcbiAgfVxuXG4gIHByaXZhdGUgd3JpdGVNYW5pZmVzdCh0YXNrOiBSZWNvdmVyeVRhc2ssIGNvbnRyb2w6IEludDMyQXJyYXksIGVwb2NoOiBudW1iZXIsIHN0ZXA6IG51bWJlcik6IHZvaWQge1xuICAgIGNvbnN0IGZpbGVzID0gQXJyYXkuZnJvbSh7IGxlbmd0aDogdGhpcy5lbnYuc2l6ZSB9LCAoXywgcikgPT4gKHtcbiAgICAgIHJhbms6IHIsXG4gICAgICBmaWxlOiBpbWFnZUZpbGVOYW1lKGVwb2NoLCByKSxcbiAgICAgIGJ5dGVzOiAoQXRvbWljcy5sb2FkKGNvbnRyb2wsIHNpemVJbmRleChyKSkgPj4+IDApICsgQXRvbWljcy5sb2FkKGNvbnRyb2wsIHNpemVJbmRleChyKSArIDEpICogMiAqKiAzMixcbiAgICAgIHNoYTI1NjogbG9hZERpZ2VzdChjb250cm9sLCByKSxcbiAgICB9KSk7XG4gICAgd3JpdGVNYW5pZmVzdCh0YXNrLmRpciBhcyBzdHJpbmcsIHtcbiAgICAgIGZvcm1hdDogJ21lc2h3b3JrLWNoZWNrcG9pbnQnLFxuICAgICAgdmVyc2lvbjogTUFOSUZFU1RfVkVSU0lPTixcbiAgICAgIGVwb2NoLFxuICAgICAgc3RlcCxcbiAgICAgIHJhbmtzOiB0aGlzLmVudi5zaXplLFxuICAgICAgdG9wb2xvZ3k6IHRhc2sudG9wb2xvZ3lOYW1lLFxuICAgICAgcHJvZ3JhbTogdGhpcy5lbnYucHJvZ3JhbVVybCxcbiAgICAgIHJ1bjogdGFzay5ydW4sXG4gICAgICBmaWxlcyxcbiAgICB9KTtcbiAgfVxuXG4gIC8qKlxuICAgKiBDb2xsZWN0aXZlIGluIGEgcmVzdW1lZCBydW46IGJyaW5nIGJhY2sgZXZlcnkgZ3JpZCwgcmFuZ2UgYW5kIGRyaXZlciBjcmVhdGVkIHNvIGZhciAoc2FtZVxuICAgKiBvcmRlciwgc2FtZSBzaGFwZXMgYXMgd2hlbiBzYXZlZCkgYW5kIHRoZSByYW5rJ3MgbWV0cmljczsgcmV0dXJucyB0aGUgc3RlcCBhbmQgc3RhdGUgc2F2ZWQuXG4gICAqIFVuZGVmaW5lZCBpbiBhIGZyZXNoIHJ1bi5cbiAgICovXG4gIHJlc3RvcmU8Uz4oKTogUmVzdG9yZWQ8Uz4gfCB1bmRlZmluZWQge1xuICAgIGNvbnN0IHRhc2sgPSB0aGlzLnRhc2s7XG4gICAgaWYgKHRhc2sgPT09IHVuZGVmaW5lZCB8fCB0YXNrLnJlc3VtZUVwb2NoID09PSAwKSByZXR1cm4gdW5kZWZpbmVkO1xuICAgIGNvbnN0IHsgcmFuayB9ID0gdGhpcy5lbnY7XG4gICAgaWYgKHRoaXMucmVzdG9yZWQpIHRocm93IGNoZWNrcG9pbnRFcnJvcignY3R4LnJlc3RvcmUoKScsICdjYWxsZWQgb25jZSBwZXIgcnVuJywgJ2Egc2Vjb25kIGNhbGwnLCByYW5rKTtcbiAgICB0aGlzLnJlc3RvcmVkID0gdHJ1ZTtcbiAgICBjb25zdCBlcG9jaCA9IHRhc2sucmVzdW1lRXBvY2g7XG4gICAgY29uc3QgYnVmZmVyID0gdGhpcy5zbG90c1tzbG90T2YoZXBvY2gpXTtcbiAgICBpZiAoYnVmZmVyID09PSB1bmRlZmluZWQpIHRocm93IGNoZWNrcG9pbnRFcnJvcihgdGhlIGltYWdlIG9mIHJhbmsgJHtyYW5rfSwgZXBvY2ggJHtlcG9jaH1gLCAnaW4gbWVtb3J5JywgJ25vIGJ1ZmZlcicsIHJhbmspO1xuICAgIGNvbnN0IHsgaGVhZGVyLCBtZXRhLCBkYXRhIH0gPSByZWFkSW1hZ2UobmV3IFVpbnQ4QXJyYXkoYnVmZmVyKSwgYG9mIHJhbmsgJHtyYW5rfSwgZXBvY2ggJHtlcG9jaH1gKTtcbiAgICBpZiAoaGVhZGVyLnJhbmsgIT09IHJhbmsgfHwgaGVhZGVyLmVwb2NoICE9PSBlcG9jaClcbiAgICAgIHRocm93IGNoZWNrcG9pbnRFcnJvcihgdGhlIGltYWdlIG9mIHJhbmsgJHtyYW5rfWAsIGBlcG9jaCAke2Vwb2NofWAsIGByYW5rICR7aGVhZGVyLnJhbmt9IGVwb2NoICR7aGVhZGVyLmVwb2NofWAsIHJhbmspO1xuICAgIGNvbnN0IG1pc21hdGNoID0gKHdoYXQ6IHN0cmluZywgc2F2ZWQ6IHVua25vd24sIG5vdzogdW5rbm93bikgPT5cbiAgICAgIGNoZWNrcG9pbnRFcnJvcihcbiAgICAgICAgYHRoZSByZXN1bWVkIHByb2dyYW0ncyAke3doYXR9YCxcbiAgICAgICAgYHdoYXQgdGhlIGNoZWNrcG9pbnQgc2F2ZWQgKCR7ZGVzY3JpYmUoc2F2ZWQpfSk6IGNyZWF0ZSB0aGUgc2FtZSBncmlkcywgcmFuZ2VzIGFuZCBkcml2ZXJzIGluIHRoZSBzYW1lIG9yZGVyIGJlZm9yZSBjdHgucmVzdG9yZSgpYCxcbiAgICAgICAgZGVzY3JpYmUobm93KSxcbiAgICAgICAgcmFuayxcbiAgICAgICk7XG4gICAgaWYgKG1ldGEuZ3JpZHMubGVuZ3RoICE9PSB0aGlzLmdyaWRzLmxlbmd0aCkgdGhyb3cgbWlzbWF0Y2goJ2dyaWQgY291bnQnLCBtZXRhLmdyaWRzLmxlbmd0aCwgdGhpcy5ncmlkcy5sZW5ndGgpO1xuICAgIGlmIChtZXRhLnJhbmdlcy5sZW5ndGggIT09IHRoaXMucmFuZ2VzLmxlbmd0aCkgdGhyb3cgbWlzbWF0Y2goJ3JhbmdlIGNvdW50JywgbWV0YS5yYW5nZXMubGVuZ3RoLCB0aGlzLnJhbmdlcy5sZW5ndGgpO1xuICAgIGlmIChtZXRhLmRyaXZlcnMubGVuZ3RoICE9PSB0aGlzLmRyaXZlcnMubGVuZ3RoKSB0aHJvdyBtaXNtYXRjaCgnYmFsYW5jaW5nIGRyaXZlciBjb3VudCcsIG1ldGEuZHJpdmVycy5sZW5ndGgsIHRoaXMuZHJpdmVycy5sZW5ndGgpO1xuICAgIHRoaXMuZW52Lm1ldHJpY3MucmVzdG9yZShtZXRhLm1ldHJpY3MpO1xuICAgIGZvciAoY29uc3QgW2ksIHNdIG9mIHRoaXMuZW52LmxpbmtzLnN0YXRzLmVudHJpZXMoKSkgT2JqZWN0LmFzc2lnbihzIGFzIExpbmtTdGF0cywgbWV0YS5saW5rc1tpXSk7XG4gICAgT2JqZWN0LmFzc2lnbih0aGlzLmVudi5saW5rcy5yb3V0ZSBhcyBSb3V0ZVN0YXRzLCBtZXRhLnJvdXRlKTtcbiAgICBmb3IgKGNvbnN0IFtpLCByZWNdIG9mIG1ldGEuZ3JpZHMuZW50cmllcygpKSB7XG4gICAgICBjb25zdCBnID0gdGhpcy5ncmlkc1tpXSBhcyBHcmlkO1xuICAgICAgY29uc3Qgc2FtZSA9IGcuZHR5cGUgPT09IHJlYy5kdHlwZSAmJiBnLnN0b3JhZ2UgPT09IHJlYy5zdG9yYWdlICYmIGcuc2hhcGUuam9pbigneCcpID09PSByZWMuc2hhcGUuam9pbigneCcpO1xuICAgICAgaWYgKCFzYW1lKVxuICAgICAgICB0aHJvdyBtaXNtYXRjaChgZ3JpZCAjJHtpfWAsIGAke3JlYy5zaGFwZS5qb2luKCd4Jyl9ICR7cmVjLmR0eXBlfSAke3JlYy5zdG9yYWdlfWAsIGAke2cuc2hhcGUuam9pbigneCcpfSAke2cuZHR5cGV9ICR7Zy5zdG9yYWdlfWApO1xuICAgICAgZy5yZXN0b3JlTGF5b3V0KHJlYy5jdXRzKTtcbiAgICAgIGNvbnN0IGJveCA9IGcuc2F2ZWRCb3goKTtcbiAgICAgIGNvbnN0IG4gPSBib3guZXh0ZW50LnJlZHVjZSgoYSwgYikgPT4gYSAqIGIsIDEpO1xuICAgICAgY29uc3Qgc3JjID0gbmV3IChjdG9yT2YoZy5kdHlwZSkpKGRhdGEuYnVmZmVyLCBkYXRhLmJ5dGVPZmZzZXQgKyByZWMub2Zmc2V0LCBuKSBhcyBOdW1lcmljQXJyYXk7XG4gICAgICBpZiAoZy5zdG9yYWdlID09PSAnZGlzdHJpYnV0ZWQnKSBnLmRhdGEuc2V0KHNyYyBhcyBuZXZlcik7XG4gICAgICBlbHNlIHVucGFja0JveChnLmRhdGEsIGcuc3RyaWRlcywgYm94LmF0LCBib3guZXh0ZW50LCBzcmMpO1xuICAgICAgT2JqZWN0LmFzc2lnbihnLnN0YXRzLCByZWMuc3RhdHMpO1xuICAgIH1cbiAgICBmb3IgKGNvbnN0IFtpLCByZWNdIG9mIG1ldGEucmFuZ2VzLmVudHJpZXMoKSkge1xuICAgICAgY29uc3QgciA9IHRoaXMucmFuZ2VzW2ldIGFzIFJhbmdlRG9tYWluO1xuICAgICAgaWYgKHIubiAhPT0gcmVjLm4pIHRocm93IG1pc21hdGNoKGByYW5nZSAjJHtpfWAsIHJlYy5uLCByLm4pO1xuICAgICAgci5jdXRzID0gWy4uLnJlYy5jdXRzXTtcbiAgICAgIHIucmVtYXBzID0gcmVjLnJlbWFwcztcbiAgICB9XG4gICAgZm9yIChjb25zdCBbaSwgZF0gb2YgdGhpcy5kcml2ZXJzLmVudHJpZXMoKSkgZC5yZXN0b3JlU3RhdGUobWV0YS5kcml2ZXJzW2ldIGFzIERyaXZlclN0YXRlKTtcbiAgICB0aGlzLmZhdWx0cy5hdFN0ZXAoaGVhZGVyLnN0ZXApO1xuICAgIC8vIFRoZSBob3N0IHJlcG9ydHMgYHJlc3VtZWRGcm9tYCBvbmx5IHdoZW4gZXZlcnkgcmFuaydzIHByb2dyYW0gZ290IGl0cyBjaGVja3BvaW50IGJhY2suXG4gICAgaWYgKHRoaXMuY29udHJvbCAhPT0gdW5kZWZpbmVkKSBBdG9taWNzLnN0b3JlKHRoaXMuY29udHJvbCwgcmVzdG9yZWRJbmRleChyYW5rKSwgZXBvY2gpO1xuICAgIC8vIFNoYXJlZCBncmlkczogZXZlcnkgcmFuaydzIHBhcnQgaXMgYmFjayBiZWZvcmUgYW55b25lIHJlYWRzIGEgbmVpZ2hib3VyJ3MuXG4gICAgdGhpcy5lbnYuY29tbVNobS5iYXJyaWVyKCk7XG4gICAgcmV0dXJuIHsgc3RlcDogaGVhZGVyLnN0ZXAsIHN0YXRlOiBtZXRhLnN0YXRlIGFzIFMsIGVwb2NoIH07XG4gIH1cbn1cbiJdLAogICJtYXBwaW5ncyI6ICJBQVdBLFNBQVMsZUFBZSxrQkFBa0IsZ0JBQWdCLHFCQUFxQjtBQUMvRSxTQUFTLFFBQVEsV0FBVyxZQUE2QyxXQUFXLG1CQUFtQjtBQUN2RztBQUFBLEVBQ0U7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFFQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxPQUNLO0FBRVAsU0FBUyxjQUFpQztBQUUxQyxTQUFTLFVBQVUsaUJBQWlCLGdCQUFnQjtBQUdwRCxTQUFTLGFBQWEsaUJBQWlCO0FBRXZDLFNBQTBCLGVBQWU7QUFDekMsU0FBUyxxQkFBcUI7QUF5QnZCLE1BQU0sYUFBYTtBQUFBLEVBWXhCLFlBQ21CLEtBQ0EsTUFDQSxNQUNqQjtBQUhpQjtBQUNBO0FBQ0E7QUFFakIsU0FBSyxVQUFVLFNBQVMsU0FBWSxTQUFZLElBQUksV0FBVyxLQUFLLE9BQU87QUFDM0UsU0FBSyxRQUFRLFNBQVMsU0FBWSxDQUFDLFFBQVcsTUFBUyxJQUFJLENBQUMsR0FBRyxLQUFLLEtBQUs7QUFDekUsU0FBSyxRQUFRLE1BQU0sZUFBZTtBQUNsQyxTQUFLLFNBQVMsSUFBSSxjQUFjLElBQUksTUFBTSxNQUFNLFVBQVUsQ0FBQyxDQUFDO0FBQUEsRUFDOUQ7QUFBQSxFQVJtQjtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFkRixRQUE4QixDQUFDO0FBQUEsRUFDL0IsU0FBd0IsQ0FBQztBQUFBLEVBQ3pCLFVBQXVCLENBQUM7QUFBQSxFQUN4QjtBQUFBLEVBQ0E7QUFBQSxFQUNBLGFBQWEsQ0FBQyxHQUFHLENBQUM7QUFBQSxFQUNsQjtBQUFBO0FBQUEsRUFFVDtBQUFBLEVBQ0EsV0FBVztBQUFBO0FBQUEsRUFjbkIsSUFBSSxVQUFtQjtBQUNyQixZQUFRLEtBQUssTUFBTSxlQUFlLEtBQUs7QUFBQSxFQUN6QztBQUFBO0FBQUEsRUFHQSxjQUFzQjtBQUNwQixTQUFLLE1BQU0sS0FBSyxNQUFTO0FBQ3pCLFdBQU8sS0FBSyxNQUFNLFNBQVM7QUFBQSxFQUM3QjtBQUFBLEVBRUEsVUFBVSxJQUFZLE1BQWtCO0FBQ3RDLFNBQUssTUFBTSxFQUFFLElBQUk7QUFBQSxFQUNuQjtBQUFBLEVBRUEsV0FBVyxPQUEwQjtBQUNuQyxTQUFLLE9BQU8sS0FBSyxLQUFLO0FBQUEsRUFDeEI7QUFBQSxFQUVBLFlBQVksUUFBeUI7QUFDbkMsU0FBSyxRQUFRLEtBQUssTUFBTTtBQUFBLEVBQzFCO0FBQUEsRUFFQSxjQUFvQjtBQUNsQixRQUFJLEtBQUssT0FBTyxPQUFRLE1BQUssT0FBTyxZQUFZO0FBQUEsRUFDbEQ7QUFBQTtBQUFBLEVBR0EsV0FBVyxNQUFjLE9BQXlCO0FBQ2hELGFBQVMsd0JBQXdCLE1BQU0sQ0FBQztBQUN4QyxTQUFLLE9BQU8sT0FBTyxJQUFJO0FBQ3ZCLFVBQU0sT0FBTyxLQUFLO0FBQ2xCLFVBQU0sVUFBVSxLQUFLO0FBQ3JCLFFBQUksU0FBUyxVQUFhLFlBQVksVUFBYSxLQUFLLFVBQVUsS0FBSyxTQUFTLEtBQUssT0FBTyxLQUFLLFVBQVUsRUFBRyxRQUFPO0FBQ3JILFVBQU0sRUFBRSxNQUFNLE1BQU0sUUFBUSxJQUFJLEtBQUs7QUFDckMsUUFBSTtBQUNKLFFBQUk7QUFDRixhQUFPLFdBQVcsS0FBSyxLQUFLLEtBQUssQ0FBQztBQUFBLElBQ3BDLFNBQVMsS0FBSztBQUNaLFlBQU0sZ0JBQWdCLDRDQUE0Qyw2QkFBOEIsSUFBYyxTQUFTLElBQUk7QUFBQSxJQUM3SDtBQUVBLFlBQVEsTUFBTSxTQUFTLFVBQVUsSUFBSSxHQUFHLElBQUk7QUFDNUMsWUFBUSxRQUFRO0FBQ2hCLGFBQVMsSUFBSSxHQUFHLElBQUksTUFBTSxLQUFLO0FBQzdCLFlBQU0sUUFBUSxRQUFRLEtBQUssU0FBUyxVQUFVLENBQUMsQ0FBQztBQUNoRCxVQUFJLFVBQVU7QUFDWixjQUFNO0FBQUEsVUFDSjtBQUFBLFVBQ0EsZ0NBQWdDLElBQUksWUFBWSxJQUFJO0FBQUEsVUFDcEQsUUFBUSxLQUFLLFlBQVksQ0FBQztBQUFBLFVBQzFCO0FBQUEsUUFDRjtBQUFBLElBQ0o7QUFDQSxVQUFNLFdBQVcsS0FBSyxJQUFJLE1BQU0sU0FBUztBQUN6QyxRQUFJLFdBQVcsR0FBRztBQUNoQixZQUFNO0FBQUEsUUFDSixxQkFBcUIsSUFBSSxzQkFBc0IsSUFBSTtBQUFBLFFBQ25EO0FBQUEsUUFDQSxHQUFHLFFBQVEsV0FBVyxhQUFhLElBQUksS0FBSyxHQUFHO0FBQUEsUUFDL0M7QUFBQSxNQUNGO0FBQUEsSUFDRjtBQUNBLFVBQU0sUUFBUSxLQUFLLFFBQVE7QUFDM0IsVUFBTSxPQUFPLE9BQU8sS0FBSztBQUN6QixZQUFRLE1BQU0sU0FBUyxhQUFhLE1BQU0sSUFBSSxHQUFHLENBQUM7QUFDbEQsVUFBTSxRQUFRLEtBQUssTUFBTSxNQUFNLE9BQU8sTUFBTSxJQUFJO0FBQ2hELFFBQUksS0FBSyxRQUFRLFFBQVc7QUFDMUIsa0JBQVksU0FBUyxNQUFNLGVBQWUsS0FBSyxLQUFLLE9BQU8sTUFBTSxLQUFLLENBQUM7QUFDdkUsY0FBUSxNQUFNLFNBQVMsVUFBVSxJQUFJLEdBQUcsTUFBTSxhQUFhLEtBQUssRUFBRTtBQUNsRSxjQUFRLE1BQU0sU0FBUyxVQUFVLElBQUksSUFBSSxHQUFHLEtBQUssTUFBTSxNQUFNLGFBQWEsS0FBSyxFQUFFLENBQUM7QUFBQSxJQUNwRjtBQUNBLFFBQUksS0FBSyxPQUFPLE9BQVEsTUFBSyxPQUFPLGFBQWE7QUFDakQsWUFBUSxNQUFNLFNBQVMsYUFBYSxNQUFNLElBQUksR0FBRyxLQUFLO0FBRXRELFFBQUksTUFBTTtBQUNWLGFBQVMsSUFBSSxHQUFHLElBQUksUUFBUSxLQUFLLElBQUssT0FBTSxRQUFRLEtBQUssU0FBUyxhQUFhLEdBQUcsSUFBSSxDQUFDLE1BQU07QUFDN0YsUUFBSSxJQUFLLFNBQVEsTUFBTSxTQUFTLFlBQVksSUFBSSxHQUFHLEtBQUs7QUFDeEQsWUFBUSxRQUFRO0FBQ2hCLFFBQUksS0FBSyxRQUFRLFVBQWEsU0FBUyxLQUFLLGNBQWMsU0FBUyxNQUFNLElBQUksTUFBTTtBQUNqRixXQUFLLGNBQWMsTUFBTSxTQUFTLE9BQU8sSUFBSTtBQUMvQyxTQUFLLFFBQVE7QUFDYixXQUFPO0FBQUEsRUFDVDtBQUFBLEVBRVEsS0FBSyxPQUEyQjtBQUN0QyxVQUFNLFFBQXNCLENBQUM7QUFDN0IsUUFBSSxTQUFTO0FBQ2IsZUFBVyxDQUFDLEdBQUcsQ0FBQyxLQUFLLEtBQUssTUFBTSxRQUFRLEdBQUc7QUFDekMsVUFBSSxNQUFNLE9BQVcsT0FBTSxnQkFBZ0IsU0FBUyxDQUFDLElBQUksMkNBQTJDLDRCQUE0QjtBQUNoSSxZQUFNLE1BQU0sRUFBRSxTQUFTO0FBQ3ZCLFlBQU0sUUFBUSxJQUFJLE9BQU8sT0FBTyxDQUFDLEdBQUcsTUFBTSxJQUFJLEdBQUcsQ0FBQyxJQUFJLEVBQUUsS0FBSztBQUM3RCxZQUFNLEtBQUs7QUFBQSxRQUNULE9BQU8sRUFBRTtBQUFBLFFBQ1QsT0FBTyxFQUFFO0FBQUEsUUFDVCxTQUFTLEVBQUU7QUFBQSxRQUNYLE1BQU0sRUFBRSxjQUFjO0FBQUEsUUFDdEIsT0FBTyxFQUFFLEdBQUcsRUFBRSxNQUFNO0FBQUEsUUFDcEIsS0FBSyxJQUFJO0FBQUEsUUFDVDtBQUFBLFFBQ0E7QUFBQSxNQUNGLENBQUM7QUFDRCxnQkFBVSxPQUFPLEtBQUs7QUFBQSxJQUN4QjtBQUNBLFdBQU87QUFBQSxNQUNMO0FBQUEsTUFDQTtBQUFBLE1BQ0EsUUFBUSxLQUFLLE9BQU8sSUFBSSxDQUFDLE9BQU8sRUFBRSxHQUFHLEVBQUUsR0FBRyxNQUFNLEVBQUUsTUFBTSxRQUFRLEVBQUUsT0FBTyxFQUFFO0FBQUEsTUFDM0UsU0FBUyxLQUFLLFFBQVEsSUFBSSxDQUFDLE1BQU0sRUFBRSxVQUFVLENBQUM7QUFBQSxNQUM5QyxTQUFTLEtBQUssSUFBSSxRQUFRLFNBQVM7QUFBQSxNQUNuQyxPQUFPLEtBQUssSUFBSSxNQUFNLE1BQU0sSUFBSSxDQUFDLE9BQU8sRUFBRSxHQUFHLEVBQUUsRUFBRTtBQUFBLE1BQ2pELE9BQU8sRUFBRSxHQUFHLEtBQUssSUFBSSxNQUFNLE1BQU07QUFBQSxJQUNuQztBQUFBLEVBQ0Y7QUFBQTtBQUFBLEVBR1EsTUFBTSxNQUFjLE9BQWUsTUFBYyxNQUE4QjtBQUNyRixVQUFNLFFBQVEsVUFBVSxLQUFLLFVBQVU7QUFDdkMsUUFBSSxRQUFRO0FBQ1osZUFBVyxLQUFLLEtBQUssT0FBTztBQUMxQixZQUFNLE1BQU8sRUFBVyxTQUFTO0FBQ2pDLGVBQVMsT0FBTyxJQUFJLE9BQU8sT0FBTyxDQUFDLEdBQUcsTUFBTSxJQUFJLEdBQUcsQ0FBQyxJQUFLLEVBQVcsS0FBSyxpQkFBaUI7QUFBQSxJQUM1RjtBQUNBLFVBQU0sU0FBUyxLQUFLLFdBQVcsTUFBTSxLQUFLO0FBQzFDLFVBQU0sUUFBUSxJQUFJLFdBQVcsUUFBUSxHQUFHLEtBQUs7QUFDN0MsVUFBTSxJQUFJLE1BQU0sRUFBRTtBQUNsQixRQUFJLEtBQUs7QUFDVCxlQUFXLEtBQUssS0FBSyxPQUFpQjtBQUNwQyxZQUFNLE1BQU0sRUFBRSxTQUFTO0FBQ3ZCLFlBQU0sSUFBSSxJQUFJLE9BQU8sT0FBTyxDQUFDLEdBQUcsTUFBTSxJQUFJLEdBQUcsQ0FBQztBQUM5QyxZQUFNLE1BQU0sS0FBSyxPQUFPLEVBQUUsS0FBSyxHQUFHLFFBQVEsSUFBSSxDQUFDO0FBQy9DLFVBQUksRUFBRSxZQUFZLGNBQWUsS0FBSSxJQUFJLEVBQUUsSUFBYTtBQUFBLFVBQ25ELGFBQVksS0FBSyxFQUFFLE1BQU0sRUFBRSxTQUFTLElBQUksSUFBSSxJQUFJLE1BQU07QUFDM0QsWUFBTSxPQUFPLElBQUksRUFBRSxLQUFLLGlCQUFpQjtBQUFBLElBQzNDO0FBQ0EsZ0JBQVksT0FBTyxFQUFFLE1BQU0sS0FBSyxJQUFJLE1BQU0sT0FBTyxLQUFLLElBQUksTUFBTSxPQUFPLE1BQU0sV0FBVyxLQUFLLFlBQVksWUFBWSxNQUFNLENBQUM7QUFDNUgsV0FBTztBQUFBLEVBQ1Q7QUFBQTtBQUFBLEVBR1EsV0FBVyxNQUFjLE9BQWtDO0FBQ2pFLFVBQU0sT0FBTyxLQUFLLE1BQU0sSUFBSTtBQUM1QixRQUFJLFNBQVMsVUFBYSxLQUFLLGNBQWMsTUFBTyxRQUFPO0FBQzNELFVBQU0sU0FBUyxJQUFJLGtCQUFrQixPQUFPLEtBQUssS0FBSyxRQUFRLElBQUksQ0FBQyxDQUFDO0FBQ3BFLFVBQU0sYUFBYSxFQUFHLEtBQUssV0FBVyxJQUFJO0FBQzFDLFVBQU0sVUFBVSxLQUFLO0FBQ3JCLFVBQU0sS0FBSyxTQUFTLEtBQUssSUFBSSxNQUFNLElBQUk7QUFDdkMsU0FBSyxLQUFLLFlBQVksRUFBRSxNQUFNLG1CQUFtQixNQUFNLEtBQUssSUFBSSxNQUFNLE1BQU0sWUFBWSxPQUFPLENBQXVCO0FBQ3RIO0FBQUEsTUFDRTtBQUFBLE1BQ0E7QUFBQSxNQUNBLE1BQU0sUUFBUSxLQUFLLFNBQVMsRUFBRSxNQUFNO0FBQUEsTUFDcEMsS0FBSyxJQUFJO0FBQUEsTUFDVCx3QkFBd0IsS0FBSyxJQUFJLElBQUk7QUFBQSxJQUN2QztBQUNBLFNBQUssTUFBTSxJQUFJLElBQUk7QUFDbkIsV0FBTztBQUFBLEVBQ1Q7QUFBQSxFQUVRLGNBQWMsTUFBb0IsU0FBcUIsT0FBZSxNQUFvQjtBQUNoRyxVQUFNLFFBQVEsTUFBTSxLQUFLLEVBQUUsUUFBUSxLQUFLLElBQUksS0FBSyxHQUFHLENBQUMsR0FBRyxPQUFPO0FBQUEsTUFDN0QsTUFBTTtBQUFBLE1BQ04sTUFBTSxjQUFjLE9BQU8sQ0FBQztBQUFBLE1BQzVCLFFBQVEsUUFBUSxLQUFLLFNBQVMsVUFBVSxDQUFDLENBQUMsTUFBTSxLQUFLLFFBQVEsS0FBSyxTQUFTLFVBQVUsQ0FBQyxJQUFJLENBQUMsSUFBSSxLQUFLO0FBQUEsTUFDcEcsUUFBUSxXQUFXLFNBQVMsQ0FBQztBQUFBLElBQy9CLEVBQUU7QUFDRixrQkFBYyxLQUFLLEtBQWU7QUFBQSxNQUNoQyxRQUFRO0FBQUEsTUFDUixTQUFTO0FBQUEsTUFDVDtBQUFBLE1BQ0E7QUFBQSxNQUNBLE9BQU8sS0FBSyxJQUFJO0FBQUEsTUFDaEIsVUFBVSxLQUFLO0FBQUEsTUFDZixTQUFTLEtBQUssSUFBSTtBQUFBLE1BQ2xCLEtBQUssS0FBSztBQUFBLE1BQ1Y7QUFBQSxJQUNGLENBQUM7QUFBQSxFQUNIO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBLEVBT0EsVUFBc0M7QUFDcEMsVUFBTSxPQUFPLEtBQUs7QUFDbEIsUUFBSSxTQUFTLFVBQWEsS0FBSyxnQkFBZ0IsRUFBRyxRQUFPO0FBQ3pELFVBQU0sRUFBRSxLQUFLLElBQUksS0FBSztBQUN0QixRQUFJLEtBQUssU0FBVSxPQUFNLGdCQUFnQixpQkFBaUIsdUJBQXVCLGlCQUFpQixJQUFJO0FBQ3RHLFNBQUssV0FBVztBQUNoQixVQUFNLFFBQVEsS0FBSztBQUNuQixVQUFNLFNBQVMsS0FBSyxNQUFNLE9BQU8sS0FBSyxDQUFDO0FBQ3ZDLFFBQUksV0FBVyxPQUFXLE9BQU0sZ0JBQWdCLHFCQUFxQixJQUFJLFdBQVcsS0FBSyxJQUFJLGFBQWEsYUFBYSxJQUFJO0FBQzNILFVBQU0sRUFBRSxRQUFRLE1BQU0sS0FBSyxJQUFJLFVBQVUsSUFBSSxXQUFXLE1BQU0sR0FBRyxXQUFXLElBQUksV0FBVyxLQUFLLEVBQUU7QUFDbEcsUUFBSSxPQUFPLFNBQVMsUUFBUSxPQUFPLFVBQVU7QUFDM0MsWUFBTSxnQkFBZ0IscUJBQXFCLElBQUksSUFBSSxTQUFTLEtBQUssSUFBSSxRQUFRLE9BQU8sSUFBSSxVQUFVLE9BQU8sS0FBSyxJQUFJLElBQUk7QUFDeEgsVUFBTSxXQUFXLENBQUMsTUFBYyxPQUFnQixRQUM5QztBQUFBLE1BQ0UseUJBQXlCLElBQUk7QUFBQSxNQUM3Qiw4QkFBOEIsU0FBUyxLQUFLLENBQUM7QUFBQSxNQUM3QyxTQUFTLEdBQUc7QUFBQSxNQUNaO0FBQUEsSUFDRjtBQUNGLFFBQUksS0FBSyxNQUFNLFdBQVcsS0FBSyxNQUFNLE9BQVEsT0FBTSxTQUFTLGNBQWMsS0FBSyxNQUFNLFFBQVEsS0FBSyxNQUFNLE1BQU07QUFDOUcsUUFBSSxLQUFLLE9BQU8sV0FBVyxLQUFLLE9BQU8sT0FBUSxPQUFNLFNBQVMsZUFBZSxLQUFLLE9BQU8sUUFBUSxLQUFLLE9BQU8sTUFBTTtBQUNuSCxRQUFJLEtBQUssUUFBUSxXQUFXLEtBQUssUUFBUSxPQUFRLE9BQU0sU0FBUywwQkFBMEIsS0FBSyxRQUFRLFFBQVEsS0FBSyxRQUFRLE1BQU07QUFDbEksU0FBSyxJQUFJLFFBQVEsUUFBUSxLQUFLLE9BQU87QUFDckMsZUFBVyxDQUFDLEdBQUcsQ0FBQyxLQUFLLEtBQUssSUFBSSxNQUFNLE1BQU0sUUFBUSxFQUFHLFFBQU8sT0FBTyxHQUFnQixLQUFLLE1BQU0sQ0FBQyxDQUFDO0FBQ2hHLFdBQU8sT0FBTyxLQUFLLElBQUksTUFBTSxPQUFxQixLQUFLLEtBQUs7QUFDNUQsZUFBVyxDQUFDLEdBQUcsR0FBRyxLQUFLLEtBQUssTUFBTSxRQUFRLEdBQUc7QUFDM0MsWUFBTSxJQUFJLEtBQUssTUFBTSxDQUFDO0FBQ3RCLFlBQU0sT0FBTyxFQUFFLFVBQVUsSUFBSSxTQUFTLEVBQUUsWUFBWSxJQUFJLFdBQVcsRUFBRSxNQUFNLEtBQUssR0FBRyxNQUFNLElBQUksTUFBTSxLQUFLLEdBQUc7QUFDM0csVUFBSSxDQUFDO0FBQ0gsY0FBTSxTQUFTLFNBQVMsQ0FBQyxJQUFJLEdBQUcsSUFBSSxNQUFNLEtBQUssR0FBRyxDQUFDLElBQUksSUFBSSxLQUFLLElBQUksSUFBSSxPQUFPLElBQUksR0FBRyxFQUFFLE1BQU0sS0FBSyxHQUFHLENBQUMsSUFBSSxFQUFFLEtBQUssSUFBSSxFQUFFLE9BQU8sRUFBRTtBQUNuSSxRQUFFLGNBQWMsSUFBSSxJQUFJO0FBQ3hCLFlBQU0sTUFBTSxFQUFFLFNBQVM7QUFDdkIsWUFBTSxJQUFJLElBQUksT0FBTyxPQUFPLENBQUMsR0FBRyxNQUFNLElBQUksR0FBRyxDQUFDO0FBQzlDLFlBQU0sTUFBTSxLQUFLLE9BQU8sRUFBRSxLQUFLLEdBQUcsS0FBSyxRQUFRLEtBQUssYUFBYSxJQUFJLFFBQVEsQ0FBQztBQUM5RSxVQUFJLEVBQUUsWUFBWSxjQUFlLEdBQUUsS0FBSyxJQUFJLEdBQVk7QUFBQSxVQUNuRCxXQUFVLEVBQUUsTUFBTSxFQUFFLFNBQVMsSUFBSSxJQUFJLElBQUksUUFBUSxHQUFHO0FBQ3pELGFBQU8sT0FBTyxFQUFFLE9BQU8sSUFBSSxLQUFLO0FBQUEsSUFDbEM7QUFDQSxlQUFXLENBQUMsR0FBRyxHQUFHLEtBQUssS0FBSyxPQUFPLFFBQVEsR0FBRztBQUM1QyxZQUFNLElBQUksS0FBSyxPQUFPLENBQUM7QUFDdkIsVUFBSSxFQUFFLE1BQU0sSUFBSSxFQUFHLE9BQU0sU0FBUyxVQUFVLENBQUMsSUFBSSxJQUFJLEdBQUcsRUFBRSxDQUFDO0FBQzNELFFBQUUsT0FBTyxDQUFDLEdBQUcsSUFBSSxJQUFJO0FBQ3JCLFFBQUUsU0FBUyxJQUFJO0FBQUEsSUFDakI7QUFDQSxlQUFXLENBQUMsR0FBRyxDQUFDLEtBQUssS0FBSyxRQUFRLFFBQVEsRUFBRyxHQUFFLGFBQWEsS0FBSyxRQUFRLENBQUMsQ0FBZ0I7QUFDMUYsU0FBSyxPQUFPLE9BQU8sT0FBTyxJQUFJO0FBRTlCLFFBQUksS0FBSyxZQUFZLE9BQVcsU0FBUSxNQUFNLEtBQUssU0FBUyxjQUFjLElBQUksR0FBRyxLQUFLO0FBRXRGLFNBQUssSUFBSSxRQUFRLFFBQVE7QUFDekIsV0FBTyxFQUFFLE1BQU0sT0FBTyxNQUFNLE9BQU8sS0FBSyxPQUFZLE1BQU07QUFBQSxFQUM1RDtBQUNGOyIsCiAgIm5hbWVzIjogW10KfQo=
