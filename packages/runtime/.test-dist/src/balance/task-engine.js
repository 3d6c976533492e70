import { aborted, ErrorCodes, invalidArgument, MeshworkError, taskFailed } from "../errors.js";
import { TaskDeque } from "../shm/deque.js";
import { TaskQueue } from "../shm/queue.js";
import { homeRank, idleUntil, passesThrough, TaskCore } from "./task-core.js";
import { runTasksByMessages } from "./task-engine-messages.js";
import { checkJob, HEADER, PrivateStack } from "./task-records.js";
import {
  mulModPath,
  PATH_MODULUS,
  PATH_PRIME
} from "./tasks.js";
import { PrivateStack as PrivateStack2 } from "./task-records.js";
const OUT = 0;
const FAILED = 16;
const IDLERS = 32;
const PROGRESS = 48;
const PROGRESS_EVERY = 256;
const CONTROL_BYTES = 256;
function layout(buffer, size, capacity, words) {
  const d = TaskDeque.byteLength(capacity, words);
  const q = TaskQueue.byteLength(capacity, words);
  const out = [];
  for (let r = 0, off = CONTROL_BYTES; r < size; r++, off += 2 * d + q) {
    out.push({
      heavy: new TaskDeque(buffer, off, capacity, words),
      light: new TaskDeque(buffer, off + d, capacity, words),
      inbox: new TaskQueue(buffer, off + 2 * d, capacity, words)
    });
  }
  return out;
}
async function runTasks(host, scheduler, job) {
  if ((host.hosts ?? 1) > 1) return runTasksByMessages(host, scheduler, job);
  const n = checkJob(job);
  const capacity = job.capacity ?? 4096;
  const words = n + HEADER;
  const bytes = CONTROL_BYTES + host.size * (2 * TaskDeque.byteLength(capacity, words) + TaskQueue.byteLength(capacity, words));
  let mine;
  if (host.rank === 0) {
    mine = new SharedArrayBuffer(bytes);
    for (const q of layout(mine, host.size, capacity, words)) q.inbox.reset();
    Atomics.store(new Int32Array(mine), OUT, job.roots.length);
  }
  const buffer = await host.shareBuffer(mine, 0);
  host.commShm.barrier();
  return new Engine(host, scheduler, job, buffer, capacity, n).run();
}
class Engine extends TaskCore {
  control;
  queues;
  mine;
  frames = [];
  thief;
  spawnFn;
  /** This rank's unpublished tasks (see the header: work first). */
  ownHeavy;
  ownLight;
  /** Scratch record of publish(). */
  moving;
  /**
   * Tasks finished here whose count is still in OUTSTANDING. OUTSTANDING = tasks not finished +
   * the debts of all ranks >= the true count, so it cannot reach 0 early; a rank settles its debt
   * before it looks for termination, and a spawn first uses up debt instead of adding 1.
   */
  debt = 0;
  views = [];
  constructor(host, scheduler, job, buffer, capacity, n) {
    super(host, scheduler, job, n);
    this.control = new Int32Array(buffer, 0, CONTROL_BYTES / 4);
    this.queues = layout(buffer, host.size, capacity, this.words);
    this.mine = this.queues[host.rank];
    this.spawnFn = (record, hints) => this.spawn(record, hints);
    this.ownHeavy = new PrivateStack(capacity, this.words);
    this.ownLight = new PrivateStack(capacity, this.words);
    this.moving = new Int32Array(this.words);
    this.thief = scheduler.thief?.(this.env());
  }
  env() {
    const h = this.host;
    return {
      rank: h.rank,
      size: h.size,
      recordWords: this.words,
      links: h.links,
      commShm: h.commShm,
      policy: h.waitPolicy,
      steal: (victim, queue, out) => {
        const q = this.queues[victim];
        return (queue === "heavy" ? q.heavy : q.light).steal(out);
      },
      queued: (victim) => {
        const q = this.queues[victim];
        return q.heavy.size() + q.light.size() + q.inbox.size();
      },
      giveAway: (out) => {
        this.drainInbox();
        for (; ; ) {
          const r = this.mine.light.steal(out);
          if (r === "ok") return true;
          if (r === "empty") break;
        }
        for (; ; ) {
          const r = this.mine.heavy.steal(out);
          if (r === "ok") return true;
          if (r === "empty") break;
        }
        if (this.ownLight.shift(out) || this.ownHeavy.shift(out)) {
          this.published++;
          return true;
        }
        return false;
      },
      wake: (r) => h.wake(r)
    };
  }
  /** The job's words of a frame record (one cached view per frame). */
  viewOf(rec) {
    const i = this.frames.indexOf(rec);
    if (i < 0) return rec.subarray(0, this.n);
    let v = this.views[i];
    if (v === void 0) {
      v = rec.subarray(0, this.n);
      this.views[i] = v;
    }
    return v;
  }
  frame() {
    let f = this.frames[this.depth];
    if (f === void 0) {
      f = new Int32Array(this.words);
      this.frames[this.depth] = f;
    }
    return f;
  }
  keepRoot(rec) {
    if (!this.ownLight.push(rec)) this.execute(rec);
  }
  loop() {
    const c = this.control;
    for (; ; ) {
      if (Atomics.load(c, FAILED) !== 0) throw this.failedElsewhere();
      this.thief?.poll?.();
      if (this.thief !== void 0 && Atomics.load(c, IDLERS) > 0) this.publish();
      const rec = this.frame();
      if (this.takeLocal(rec) || this.takeOther(rec)) {
        this.execute(rec);
        continue;
      }
      this.flushDebt();
      if (Atomics.load(c, OUT) === 0) return;
      const t0 = performance.now();
      Atomics.add(c, IDLERS, 1);
      try {
        this.idleWait();
      } finally {
        Atomics.sub(c, IDLERS, 1);
        this.idleMs += performance.now() - t0;
      }
    }
  }
  idleWait() {
    const c = this.control;
    const h = this.host;
    const progress = () => Atomics.load(c, OUT) + Atomics.load(c, PROGRESS) * 65536;
    let seen = progress();
    let since = Date.now();
    const cond = () => Atomics.load(c, OUT) === 0 || Atomics.load(c, FAILED) !== 0 || this.mine.inbox.size() > 0 || this.mine.light.size() > 0 || this.mine.heavy.size() > 0 || (this.thief?.ready() ?? false);
    idleUntil(
      h,
      cond,
      () => `rank ${h.rank} waiting for tasks (outstanding ${Atomics.load(c, OUT)})`,
      (limit) => {
        const now = progress();
        if (now !== seen) {
          seen = now;
          since = Date.now();
          return void 0;
        }
        if (Date.now() - since < limit) return void 0;
        return `rank ${h.rank} waited ${limit} ms for tasks while ${Atomics.load(c, OUT)} stayed outstanding and no rank made progress; expected a task to finish before the deadline`;
      }
    );
  }
  failedElsewhere() {
    const who = Atomics.load(this.control, FAILED) - 1;
    return aborted(`rank ${this.host.rank} stopped running tasks because a task failed on rank ${who}`);
  }
  /**
   * Own tasks, heavy first (local execution prefers static tasks), newest first: the private
   * stacks, then the shared deques (after moving the inbox in).
   */
  takeLocal(rec) {
    const m = this.mine;
    if (m.inbox.size() > 0) this.drainInbox();
    if (this.ownHeavy.pop(rec)) return true;
    if (m.heavy.size() > 0 && m.heavy.pop(rec)) return true;
    if (this.ownLight.pop(rec)) return true;
    return m.light.size() > 0 && m.light.pop(rec);
  }
  /**
   * A rank is idle: if this rank's shared deques are empty, move the oldest half of each private
   * stack there (at least one task when two or more are private: the owner keeps the newest) and
   * wake the other ranks.
   */
  publish() {
    const m = this.mine;
    if (m.heavy.size() + m.light.size() > 0) return;
    const ph = this.ownHeavy;
    const pl = this.ownLight;
    let kh = ph.size() >> 1;
    const kl = pl.size() >> 1;
    if (kh + kl === 0) {
      if (ph.size() + pl.size() < 2) return;
      kh = 1;
    }
    const rec = this.moving;
    let moved = 0;
    for (let k = 0; k < kh && ph.shift(rec); k++) {
      if (!m.heavy.push(rec)) throw new MeshworkError(ErrorCodes.PROTOCOL, `rank ${this.host.rank}: an empty deque refused a task`);
      moved++;
    }
    for (let k = 0; k < kl && pl.shift(rec); k++) {
      if (!m.light.push(rec)) throw new MeshworkError(ErrorCodes.PROTOCOL, `rank ${this.host.rank}: an empty deque refused a task`);
      moved++;
    }
    this.published += moved;
    const h = this.host;
    for (let r = 0; r < h.size; r++) if (r !== h.rank) h.wake(r);
  }
  takeOther(rec) {
    if (this.thief === void 0) return false;
    if (!this.thief.acquire(rec)) return false;
    this.acquired++;
    return true;
  }
  /** Move records placed here into the deques, where thieves can see them. */
  drainInbox() {
    const m = this.mine;
    const rec = this.frame();
    let moved = 0;
    while (moved < 64 && m.inbox.poll(rec)) {
      moved++;
      const q = rec[this.n + 2] & 1 ? m.heavy : m.light;
      if (!q.push(rec)) {
        this.execute(rec);
        return;
      }
    }
  }
  execute(rec) {
    const c = this.control;
    this.depth++;
    try {
      this.current = rec;
      this.job.execute(this.viewOf(rec), this.spawnFn);
    } catch (err) {
      if (passesThrough(err)) throw err;
      Atomics.compareExchange(c, FAILED, 0, this.host.rank + 1);
      for (let r = 0; r < this.host.size; r++) if (r !== this.host.rank) this.host.wake(r);
      throw taskFailed(this.host.rank, rec.subarray(0, this.n), err);
    } finally {
      this.depth--;
    }
    this.executed++;
    this.debt++;
    if ((this.executed & PROGRESS_EVERY - 1) === 0) Atomics.add(c, PROGRESS, 1);
  }
  /** Subtract the finished tasks not yet taken off OUTSTANDING; wake everyone if that was the last. */
  flushDebt() {
    if (this.debt === 0) return;
    const d = this.debt;
    this.debt = 0;
    if (Atomics.sub(this.control, OUT, d) === d) {
      for (let r = 0; r < this.host.size; r++) if (r !== this.host.rank) this.host.wake(r);
    }
  }
  spawn(record, hints) {
    const n = this.n;
    if (record === null || typeof record !== "object" || !(record.length >= n)) {
      throw invalidArgument("spawn(record)", `a record of at least ${n} numbers`, record);
    }
    const parent = this.current;
    const heavy = hints !== void 0 && hints.heavy === true;
    let pathKey = 0;
    let graphKey = 0;
    if (this.keyed) {
      pathKey = hints?.pathKey ?? mulModPath(parent[n], (PATH_PRIME + (hints?.index ?? 0)) % PATH_MODULUS);
      graphKey = hints?.graphKey ?? (hints?.subgraph === true ? pathKey : parent[n + 1]);
    }
    const depth = hints?.depth ?? (parent[n + 2] >>> 1) + 1;
    const h = this.host;
    const t = this.traits;
    t.pathKey = pathKey;
    t.graphKey = graphKey;
    t.heavy = heavy;
    t.depth = depth;
    const home = homeRank(this.scheduler.place(t, h.rank, h.size), h.rank, h.size, this.scheduler);
    this.depth++;
    const rec = this.frame();
    this.depth--;
    for (let k = 0; k < n; k++) rec[k] = record[k];
    rec[n] = pathKey;
    rec[n + 1] = graphKey;
    rec[n + 2] = (heavy ? 1 : 0) | depth << 1;
    this.spawned++;
    if (this.debt > 0) this.debt--;
    else Atomics.add(this.control, OUT, 1);
    if (home !== h.rank && this.queues[home].inbox.offer(rec)) {
      this.placedRemote++;
      if (Atomics.load(this.control, IDLERS) > 0) h.wake(home);
      return;
    }
    if ((heavy ? this.ownHeavy : this.ownLight).push(rec)) {
      if (this.thief !== void 0 && Atomics.load(this.control, IDLERS) > 0) this.publish();
      return;
    }
    const q = heavy ? this.mine.heavy : this.mine.light;
    if (q.push(rec)) {
      if (this.thief !== void 0 && Atomics.load(this.control, IDLERS) > 0) {
        for (let r = 0; r < h.size; r++) if (r !== h.rank) h.wake(r);
      }
      return;
    }
    this.inline++;
    const saved = this.current;
    try {
      this.execute(rec);
    } finally {
      this.current = saved;
    }
  }
}
export {
  PrivateStack2 as PrivateStack,
  runTasks
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL2JhbGFuY2UvdGFzay1lbmdpbmUudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbIi8qKlxuICogVGhlIHRhc2sgZW5naW5lOiBydW5zIGEgVGFza0pvYiBvbiBldmVyeSByYW5rIHVuZGVyIGEgVGFza1NjaGVkdWxlciAoY29sbGVjdGl2ZSkuXG4gKlxuICogU2hhcmVkIHN0YXRlIChvbmUgU2hhcmVkQXJyYXlCdWZmZXIsIGFsbG9jYXRlZCBieSByYW5rIDAgYW5kIHNoYXJlZCB3aXRoIGBzaGFyZUJ1ZmZlcmApOlxuICogICB3b3JkcyBbMF0gT1VUU1RBTkRJTkcgdGFza3Mgc3Bhd25lZCAob3Igcm9vdHMpIGFuZCBub3QgeWV0IGZpbmlzaGVkIChzZWUgYGRlYnRgKTsgWzE2XSBGQUlMRUQ6XG4gKiAgIHJhbmsgKyAxIG9mIHRoZSBmaXJzdCByYW5rIHdob3NlIHRhc2sgdGhyZXc7IFszMl0gSURMRVJTOiByYW5rcyBpbiAob3IgZW50ZXJpbmcpIGFuIGlkbGUgd2FpdDtcbiAqICAgWzQ4XSBQUk9HUkVTUzogYnVtcGVkIGV2ZXJ5IDI1NiB0YXNrcyBhIHJhbmsgcnVucyAoaWRsZSByYW5rcycgZGVhZGxpbmUgcmVzdGFydHMgd2hlbiBpdCBtb3ZlcykuXG4gKiAgIHBlciByYW5rOiBhIGhlYXZ5IGFuZCBhIGxpZ2h0IFRhc2tEZXF1ZSAob3duZXIgcHVzaC9wb3AsIHRoaWV2ZXMgc3RlYWwpIGFuZCBhbiBpbmJveCBUYXNrUXVldWVcbiAqICAgKGFueW9uZSBwbGFjZXMgYSB0YXNrIHRoZXJlOyB0aGUgb3duZXIgbW92ZXMgaXQgaW50byBpdHMgZGVxdWVzKS5cbiAqIEFuIGVuZ2luZSByZWNvcmQgaXMgdGhlIGpvYidzIHdvcmRzIHBsdXMgW3BhdGhLZXksIGdyYXBoS2V5LCBmbGFncyA9IGhlYXZ5IHwgZGVwdGggPDwgMV0uXG4gKlxuICogV29yayBmaXJzdDogYSByYW5rIGtlZXBzIHRoZSB0YXNrcyBpdCBzcGF3bnMgZm9yIGl0c2VsZiBpbiB0d28gcHJpdmF0ZSBzdGFja3MgKGhlYXZ5LCBsaWdodDpcbiAqIHBsYWluIG1lbW9yeSwgbm8gYXRvbWljcykgYW5kIHJ1bnMgdGhlIG5ld2VzdCBmaXJzdC4gT25seSB3aGVuIHNvbWUgcmFuayBpcyBpZGxlIChJRExFUlMgPiAwLFxuICogb25lIGxvYWQgcGVyIHNwYXduIGFuZCBwZXIgdGFzaykgYW5kIGl0cyBzaGFyZWQgZGVxdWVzIGFyZSBlbXB0eSBkb2VzIGl0IHB1Ymxpc2g6IGl0IG1vdmVzIHRoZVxuICogb2xkZXN0IGhhbGYgb2YgZWFjaCBwcml2YXRlIHN0YWNrICh0aGUgbGFyZ2VzdCBzdWJ0cmVlcyBvZiBhIHRyZWUpIGludG8gaXRzIHNoYXJlZCBkZXF1ZXMgYW5kXG4gKiB3YWtlcyB0aGUgaWRsZSByYW5rcywgd2hvIHN0ZWFsIGZyb20gdGhlcmUuIFNoYXJlZCBkZXF1ZXMgdGhlcmVmb3JlIGhvbGQgZ2lmdHMgYW5kIG92ZXJmbG93OyB0aGVcbiAqIG93bmVyIHRha2VzIGZyb20gdGhlbSBvbmx5IGFmdGVyIGl0cyBwcml2YXRlIHN0YWNrcyBhcmUgZW1wdHkuXG4gKlxuICogVGVybWluYXRpb246IGEgc3Bhd24gYWRkcyAxIHRvIE9VVFNUQU5ESU5HIGJlZm9yZSB0aGUgY2hpbGQgYmVjb21lcyB2aXNpYmxlOyBhIHRhc2sgc3VidHJhY3RzIDFcbiAqIGFmdGVyIGl0cyBleGVjdXRlIHJldHVybmVkIChpdHMgY2hpbGRyZW4gYXJlIGNvdW50ZWQgYnkgdGhlbiksIHNvIE9VVFNUQU5ESU5HIGlzIDAgZXhhY3RseSB3aGVuXG4gKiBldmVyeSB0YXNrIGV2ZXIgbWFkZSBoYXMgZmluaXNoZWQsIGFuZCB0aGVuIG5vIHF1ZXVlIGhvbGRzIGEgcmVjb3JkLiBObyB0YXNrIGlzIGxvc3QgKGV2ZXJ5XG4gKiByZWNvcmQgaXMgY291bnRlZCB1bnRpbCBleGVjdXRlZCkgb3IgcnVuIHR3aWNlIChlYWNoIHJlY29yZCBsZWF2ZXMgYSBxdWV1ZSBieSBleGFjdGx5IG9uZVxuICogc3VjY2Vzc2Z1bCBwb3AsIHN0ZWFsIG9yIHBvbGwpLlxuICpcbiAqIE9uIGEgY2x1c3RlciBvZiBzZXZlcmFsIGhvc3QgcHJvY2Vzc2VzIHJhbmtzIHNoYXJlIG5vIG1lbW9yeTogYHJ1blRhc2tzYCBoYW5kcyB0aGUgcnVuIHRvIHRoZVxuICogbWVzc2FnZSBlbmdpbmUgKHRhc2stZW5naW5lLW1lc3NhZ2VzLnRzLCBkZXNpZ24gaW4gLi9SRUFETUUubWQpLCBhbmQgdGhpcyBvbmUgaXMgbm90IHVzZWQuXG4gKi9cbmltcG9ydCB7IGFib3J0ZWQsIEVycm9yQ29kZXMsIGludmFsaWRBcmd1bWVudCwgTWVzaHdvcmtFcnJvciwgdGFza0ZhaWxlZCB9IGZyb20gJy4uL2Vycm9ycy5qcyc7XG5pbXBvcnQgeyBUYXNrRGVxdWUgfSBmcm9tICcuLi9zaG0vZGVxdWUuanMnO1xuaW1wb3J0IHsgVGFza1F1ZXVlIH0gZnJvbSAnLi4vc2htL3F1ZXVlLmpzJztcbmltcG9ydCB7IGhvbWVSYW5rLCBpZGxlVW50aWwsIHBhc3Nlc1Rocm91Z2gsIFRhc2tDb3JlIH0gZnJvbSAnLi90YXNrLWNvcmUuanMnO1xuaW1wb3J0IHsgcnVuVGFza3NCeU1lc3NhZ2VzIH0gZnJvbSAnLi90YXNrLWVuZ2luZS1tZXNzYWdlcy5qcyc7XG5pbXBvcnQgeyBjaGVja0pvYiwgSEVBREVSLCBQcml2YXRlU3RhY2ssIHR5cGUgVGFza0hvc3QgfSBmcm9tICcuL3Rhc2stcmVjb3Jkcy5qcyc7XG5pbXBvcnQge1xuICBtdWxNb2RQYXRoLFxuICBQQVRIX01PRFVMVVMsXG4gIFBBVEhfUFJJTUUsXG4gIHR5cGUgU3Bhd25IaW50cyxcbiAgdHlwZSBUYXNrRW52LFxuICB0eXBlIFRhc2tKb2IsXG4gIHR5cGUgVGFza1NjaGVkdWxlcixcbiAgdHlwZSBUYXNrU3RhdHMsXG4gIHR5cGUgVGFza1RoaWVmLFxufSBmcm9tICcuL3Rhc2tzLmpzJztcblxuZXhwb3J0IHsgUHJpdmF0ZVN0YWNrLCB0eXBlIFRhc2tIb3N0IH0gZnJvbSAnLi90YXNrLXJlY29yZHMuanMnO1xuXG5jb25zdCBPVVQgPSAwO1xuY29uc3QgRkFJTEVEID0gMTY7XG5jb25zdCBJRExFUlMgPSAzMjtcbi8qKiBCdW1wZWQgYnkgZXZlcnkgcmFuayBlYWNoIFBST0dSRVNTX0VWRVJZIHRhc2tzOiBpZGxlIHJhbmtzIHJlc3RhcnQgdGhlaXIgZGVhZGxpbmUgd2hlbiBpdCBtb3Zlcy4gKi9cbmNvbnN0IFBST0dSRVNTID0gNDg7XG5jb25zdCBQUk9HUkVTU19FVkVSWSA9IDI1NjtcbmNvbnN0IENPTlRST0xfQllURVMgPSAyNTY7XG5cbmludGVyZmFjZSBSYW5rUXVldWVzIHtcbiAgcmVhZG9ubHkgaGVhdnk6IFRhc2tEZXF1ZTtcbiAgcmVhZG9ubHkgbGlnaHQ6IFRhc2tEZXF1ZTtcbiAgcmVhZG9ubHkgaW5ib3g6IFRhc2tRdWV1ZTtcbn1cblxuZnVuY3Rpb24gbGF5b3V0KGJ1ZmZlcjogU2hhcmVkQXJyYXlCdWZmZXIsIHNpemU6IG51bWJlciwgY2FwYWNpdHk6IG51bWJlciwgd29yZHM6IG51bWJlcik6IFJhbmtRdWV1ZXNbXSB7XG4gIGNvbnN0IGQgPSBUYXNrRGVxdWUuYnl0ZUxlbmd0aChjYXBhY2l0eSwgd29yZHMpO1xuICBjb25zdCBxID0gVGFza1F1ZXVlLmJ5dGVMZW5ndGgoY2FwYWNpdHksIHdvcmRzKTtcbiAgY29uc3Qgb3V0OiBSYW5rUXVldWVzW10gPSBbXTtcbiAgZm9yIChsZXQgciA9IDAsIG9mZiA9IENPTlRST0xfQllURVM7IHIgPCBzaXplOyByKyssIG9mZiArPSAyICogZCArIHEpIHtcbiAgICBvdXQucHVzaCh7XG4gICAgICBoZWF2eTogbmV3IFRhc2tEZXF1ZShidWZmZXIsIG9mZiwgY2FwYWNpdHksIHdvcmRzKSxcbiAgICAgIGxpZ2h0OiBuZXcgVGFza0RlcXVlKGJ1ZmZlciwgb2ZmICsgZCwgY2FwYWNpdHksIHdvcmRzKSxcbiAgICAgIGluYm94OiBuZXcgVGFza1F1ZXVlKGJ1ZmZlciwgb2ZmICsgMiAqIGQsIGNhcGFjaXR5LCB3b3JkcyksXG4gICAgfSk7XG4gIH1cbiAgcmV0dXJuIG91dDtcbn1cblxuLyoqIENvbGxlY3RpdmU6IHJ1biBgam9iYCB1bmRlciBgc2NoZWR1bGVyYCBvbiBldmVyeSByYW5rOyByZXNvbHZlcyB3aGVuIGV2ZXJ5IHRhc2sgaGFzIGZpbmlzaGVkLiAqL1xuZXhwb3J0IGFzeW5jIGZ1bmN0aW9uIHJ1blRhc2tzKGhvc3Q6IFRhc2tIb3N0LCBzY2hlZHVsZXI6IFRhc2tTY2hlZHVsZXIsIGpvYjogVGFza0pvYik6IFByb21pc2U8VGFza1N0YXRzPiB7XG4gIGlmICgoaG9zdC5ob3N0cyA/PyAxKSA+IDEpIHJldHVybiBydW5UYXNrc0J5TWVzc2FnZXMoaG9zdCwgc2NoZWR1bGVyLCBqb2IpO1xuICBjb25zdCBuID0gY2hlY2tKb2Ioam9iKTtcbiAgY29uc3QgY2FwYWNpdHkgPSBqb2IuY2FwYWNpdHkgPz8gNDA5NjtcbiAgY29uc3Qgd29yZHMgPSBuICsgSEVBREVSO1xuICBjb25zdCBieXRlcyA9IENPTlRST0xfQllURVMgKyBob3N0LnNpemUgKiAoMiAqIFRhc2tEZXF1ZS5ieXRlTGVuZ3RoKGNhcGFjaXR5LCB3b3JkcykgKyBUYXNrUXVldWUuYnl0ZUxlbmd0aChjYXBhY2l0eSwgd29yZHMpKTtcbiAgbGV0IG1pbmU6IFNoYXJlZEFycmF5QnVmZmVyIHwgdW5kZWZpbmVkO1xuICBpZiAoaG9zdC5yYW5rID09PSAwKSB7XG4gICAgbWluZSA9IG5ldyBTaGFyZWRBcnJheUJ1ZmZlcihieXRlcyk7XG4gICAgZm9yIChjb25zdCBxIG9mIGxheW91dChtaW5lLCBob3N0LnNpemUsIGNhcGFjaXR5LCB3b3JkcykpIHEuaW5ib3gucmVzZXQoKTtcbiAgICBBdG9taWNzLnN0b3JlKG5ldyBJbnQzMkFycmF5KG1pbmUpLCBPVVQsIGpvYi5yb290cy5sZW5ndGgpO1xuICB9XG4gIGNvbnN0IGJ1ZmZlciA9IGF3YWl0IGhvc3Quc2hhcmVCdWZmZXIobWluZSwgMCk7XG4gIGhvc3QuY29tbVNobS5iYXJyaWVyKCk7XG4gIHJldHVybiBuZXcgRW5naW5lKGhvc3QsIHNjaGVkdWxlciwgam9iLCBidWZmZXIsIGNhcGFjaXR5LCBuKS5ydW4oKTtcbn1cblxuY2xhc3MgRW5naW5lIGV4dGVuZHMgVGFza0NvcmUge1xuICBwcml2YXRlIHJlYWRvbmx5IGNvbnRyb2w6IEludDMyQXJyYXk7XG4gIHByaXZhdGUgcmVhZG9ubHkgcXVldWVzOiBSYW5rUXVldWVzW107XG4gIHByaXZhdGUgcmVhZG9ubHkgbWluZTogUmFua1F1ZXVlcztcbiAgcHJpdmF0ZSByZWFkb25seSBmcmFtZXM6IEludDMyQXJyYXlbXSA9IFtdO1xuICBwcm90ZWN0ZWQgcmVhZG9ubHkgdGhpZWY6IFRhc2tUaGllZiB8IHVuZGVmaW5lZDtcbiAgcHJpdmF0ZSByZWFkb25seSBzcGF3bkZuOiAocmVjb3JkOiBBcnJheUxpa2U8bnVtYmVyPiwgaGludHM/OiBTcGF3bkhpbnRzKSA9PiB2b2lkO1xuICAvKiogVGhpcyByYW5rJ3MgdW5wdWJsaXNoZWQgdGFza3MgKHNlZSB0aGUgaGVhZGVyOiB3b3JrIGZpcnN0KS4gKi9cbiAgcHJpdmF0ZSByZWFkb25seSBvd25IZWF2eTogUHJpdmF0ZVN0YWNrO1xuICBwcml2YXRlIHJlYWRvbmx5IG93bkxpZ2h0OiBQcml2YXRlU3RhY2s7XG4gIC8qKiBTY3JhdGNoIHJlY29yZCBvZiBwdWJsaXNoKCkuICovXG4gIHByaXZhdGUgcmVhZG9ubHkgbW92aW5nOiBJbnQzMkFycmF5O1xuICAvKipcbiAgICogVGFza3MgZmluaXNoZWQgaGVyZSB3aG9zZSBjb3VudCBpcyBzdGlsbCBpbiBPVVRTVEFORElORy4gT1VUU1RBTkRJTkcgPSB0YXNrcyBub3QgZmluaXNoZWQgK1xuICAgKiB0aGUgZGVidHMgb2YgYWxsIHJhbmtzID49IHRoZSB0cnVlIGNvdW50LCBzbyBpdCBjYW5ub3QgcmVhY2ggMCBlYXJseTsgYSByYW5rIHNldHRsZXMgaXRzIGRlYnRcbiAgICogYmVmb3JlIGl0IGxvb2tzIGZvciB0ZXJtaW5hdGlvbiwgYW5kIGEgc3Bhd24gZmlyc3QgdXNlcyB1cCBkZWJ0IGluc3RlYWQgb2YgYWRkaW5nIDEuXG4gICAqL1xuICBwcml2YXRlIGRlYnQgPSAwO1xuICBwcml2YXRlIHJlYWRvbmx5IHZpZXdzOiBJbnQzMkFycmF5W10gPSBbXTtcblxuICBjb25zdHJ1Y3Rvcihob3N0OiBUYXNrSG9zdCwgc2NoZWR1bGVyOiBUYXNrU2NoZWR1bGVyLCBqb2I6IFRhc2tKb2IsIGJ1ZmZlcjogU2hhcmVkQXJyYXlCdWZmZXIsIGNhcGFjaXR5OiBudW1iZXIsIG46IG51bWJlcikge1xuICAgIHN1cGVyKGhvc3QsIHNjaGVkdWxlciwgam9iLCBuKTtcbiAgICB0aGlzLmNvbnRyb2wgPSBuZXcgSW50MzJBcnJheShidWZmZXIsIDAsIENPTlRST0xfQllURVMgLyA0KTtcbiAgICB0aGlzLnF1ZXVlcyA9IGxheW91dChidWZmZXIsIGhvc3Quc2l6ZSwgY2FwYWNpdHksIHRoaXMud29yZHMpO1xuICAgIHRoaXMubWluZSA9IHRoaXMucXVldWVzW2hvc3QucmFua10gYXMgUmFua1F1ZXVlcztcbiAgICB0aGlzLnNwYXduRm4gPSAocmVjb3JkLCBoaW50cykgPT4gdGhpcy5zcGF3bihyZWNvcmQsIGhpbnRzKTtcbiAgICB0aGlzLm93bkhlYXZ5ID0gbmV3IFByaXZhdGVTdGFjayhjYXBhY2l0eSwgdGhpcy53b3Jkcyk7XG4gICAgdGhpcy5vd25MaWdodCA9IG5ldyBQcml2YXRlU3RhY2soY2FwYWNpdHksIHRoaXMud29yZHMpO1xuICAgIHRoaXMubW92aW5nID0gbmV3IEludDMyQXJyYXkodGhpcy53b3Jkcyk7XG4gICAgdGhpcy50aGllZiA9IHNjaGVkdWxlci50aGllZj8uKHRoaXMuZW52KCkpO1xuICB9XG5cbiAgcHJpdmF0ZSBlbnYoKTogVGFza0VudiB7XG4gICAgY29uc3QgaCA9IHRoaXMuaG9zdDtcbiAgICByZXR1cm4ge1xuICAgICAgcmFuazogaC5yYW5rLFxuICAgICAgc2l6ZTogaC5zaXplLFxuICAgICAgcmVjb3JkV29yZHM6IHRoaXMud29yZHMsXG4gICAgICBsaW5rczogaC5saW5rcyxcbiAgICAgIGNvbW1TaG06IGguY29tbVNobSxcbiAgICAgIHBvbGljeTogaC53YWl0UG9saWN5LFxuICAgICAgc3RlYWw6ICh2aWN0aW0sIHF1ZXVlLCBvdXQpID0+IHtcbiAgICAgICAgY29uc3QgcSA9IHRoaXMucXVldWVzW3ZpY3RpbV0gYXMgUmFua1F1ZXVlcztcbiAgICAgICAgcmV0dXJuIChxdWV1ZSA9PT0gJ2hlYXZ5JyA/IHEuaGVhdnkgOiBxLmxpZ2h0KS5zdGVhbChvdXQpO1xuICAgICAgfSxcbiAgICAgIHF1ZXVlZDogKHZpY3RpbSkgPT4ge1xuICAgICAgICBjb25zdCBxID0gdGhpcy5xdWV1ZXNbdmljdGltXSBhcyBSYW5rUXVldWVzO1xuICAgICAgICByZXR1cm4gcS5oZWF2eS5zaXplKCkgKyBxLmxpZ2h0LnNpemUoKSArIHEuaW5ib3guc2l6ZSgpO1xuICAgICAgfSxcbiAgICAgIGdpdmVBd2F5OiAob3V0KSA9PiB7XG4gICAgICAgIHRoaXMuZHJhaW5JbmJveCgpO1xuICAgICAgICBmb3IgKDs7KSB7XG4gICAgICAgICAgY29uc3QgciA9IHRoaXMubWluZS5saWdodC5zdGVhbChvdXQpO1xuICAgICAgICAgIGlmIChyID09PSAnb2snKSByZXR1cm4gdHJ1ZTtcbiAgICAgICAgICBpZiAociA9PT0gJ2VtcHR5JykgYnJlYWs7XG4gICAgICAgIH1cbiAgICAgICAgZm9yICg7Oykge1xuICAgICAgICAgIGNvbnN0IHIgPSB0aGlzLm1pbmUuaGVhdnkuc3RlYWwob3V0KTtcbiAgICAgICAgICBpZiAociA9PT0gJ29rJykgcmV0dXJuIHRydWU7XG4gICAgICAgICAgaWYgKHIgPT09ICdlbXB0eScpIGJyZWFrO1xuICAgICAgICB9XG4gICAgICAgIC8vIE5vdGhpbmcgcHVibGlzaGVkOiBoYW5kIG92ZXIgdGhlIG9sZGVzdCBwcml2YXRlIHRhc2sgKGxpZ2h0IGZpcnN0KS5cbiAgICAgICAgaWYgKHRoaXMub3duTGlnaHQuc2hpZnQob3V0KSB8fCB0aGlzLm93bkhlYXZ5LnNoaWZ0KG91dCkpIHtcbiAgICAgICAgICB0aGlzLnB1Ymxpc2hlZCsrO1xuICAgICAgICAgIHJldHVybiB0cnVlO1xuICAgICAgICB9XG4gICAgICAgIHJldHVybiBmYWxzZTtcbiAgICAgIH0sXG4gICAgICB3YWtlOiAocikgPT4gaC53YWtlKHIpLFxuICAgIH07XG4gIH1cblxuICAvKiogVGhlIGpvYidzIHdvcmRzIG9mIGEgZnJhbWUgcmVjb3JkIChvbmUgY2FjaGVkIHZpZXcgcGVyIGZyYW1lKS4gKi9cbiAgcHJpdmF0ZSB2aWV3T2YocmVjOiBJbnQzMkFycmF5KTogSW50MzJBcnJheSB7XG4gICAgY29uc3QgaSA9IHRoaXMuZnJhbWVzLmluZGV4T2YocmVjKTtcbiAgICBpZiAoaSA8IDApIHJldHVybiByZWMuc3ViYXJyYXkoMCwgdGhpcy5uKTtcbiAgICBsZXQgdiA9IHRoaXMudmlld3NbaV07XG4gICAgaWYgKHYgPT09IHVuZGVmaW5lZCkge1xuICAgICAgdiA9IHJlYy5zdWJhcnJheSgwLCB0aGlzLm4pO1xuICAgICAgdGhpcy52aWV3c1tpXSA9IHY7XG4gICAgfVxuICAgIHJldHVybiB2O1xuICB9XG5cbiAgcHJvdGVjdGVkIGZyYW1lKCk6IEludDMyQXJyYXkge1xuICAgIGxldCBmID0gdGhpcy5mcmFtZXNbdGhpcy5kZXB0aF07XG4gICAgaWYgKGYgPT09IHVuZGVmaW5lZCkge1xuICAgICAgZiA9IG5ldyBJbnQzMkFycmF5KHRoaXMud29yZHMpO1xuICAgICAgdGhpcy5mcmFtZXNbdGhpcy5kZXB0aF0gPSBmO1xuICAgIH1cbiAgICByZXR1cm4gZjtcbiAgfVxuXG4gIHByb3RlY3RlZCBrZWVwUm9vdChyZWM6IEludDMyQXJyYXkpOiB2b2lkIHtcbiAgICBpZiAoIXRoaXMub3duTGlnaHQucHVzaChyZWMpKSB0aGlzLmV4ZWN1dGUocmVjKTtcbiAgfVxuXG4gIHByb3RlY3RlZCBsb29wKCk6IHZvaWQge1xuICAgIGNvbnN0IGMgPSB0aGlzLmNvbnRyb2w7XG4gICAgZm9yICg7Oykge1xuICAgICAgaWYgKEF0b21pY3MubG9hZChjLCBGQUlMRUQpICE9PSAwKSB0aHJvdyB0aGlzLmZhaWxlZEVsc2V3aGVyZSgpO1xuICAgICAgdGhpcy50aGllZj8ucG9sbD8uKCk7XG4gICAgICBpZiAodGhpcy50aGllZiAhPT0gdW5kZWZpbmVkICYmIEF0b21pY3MubG9hZChjLCBJRExFUlMpID4gMCkgdGhpcy5wdWJsaXNoKCk7XG4gICAgICBjb25zdCByZWMgPSB0aGlzLmZyYW1lKCk7XG4gICAgICBpZiAodGhpcy50YWtlTG9jYWwocmVjKSB8fCB0aGlzLnRha2VPdGhlcihyZWMpKSB7XG4gICAgICAgIHRoaXMuZXhlY3V0ZShyZWMpO1xuICAgICAgICBjb250aW51ZTtcbiAgICAgIH1cbiAgICAgIHRoaXMuZmx1c2hEZWJ0KCk7XG4gICAgICBpZiAoQXRvbWljcy5sb2FkKGMsIE9VVCkgPT09IDApIHJldHVybjtcbiAgICAgIC8vIElkbGU6IHNsZWVwIHVudGlsIGxvY2FsIHdvcmssIGEgdGhpZWYncyBjaGFuY2UsIHRlcm1pbmF0aW9uIG9yIGZhaWx1cmUuXG4gICAgICBjb25zdCB0MCA9IHBlcmZvcm1hbmNlLm5vdygpO1xuICAgICAgQXRvbWljcy5hZGQoYywgSURMRVJTLCAxKTtcbiAgICAgIHRyeSB7XG4gICAgICAgIHRoaXMuaWRsZVdhaXQoKTtcbiAgICAgIH0gZmluYWxseSB7XG4gICAgICAgIEF0b21pY3Muc3ViKGMsIElETEVSUywgMSk7XG4gICAgICAgIHRoaXMuaWRsZU1zICs9IHBlcmZvcm1hbmNlLm5vdygpIC0gdDA7XG4gICAgICB9XG4gICAgfVxuICB9XG5cbiAgcHJpdmF0ZSBpZGxlV2FpdCgpOiB2b2lkIHtcbiAgICBjb25zdCBjID0gdGhpcy5jb250cm9sO1xuICAgIGNvbnN0IGggPSB0aGlzLmhvc3Q7XG4gICAgY29uc3QgcHJvZ3Jlc3MgPSAoKSA9PiBBdG9taWNzLmxvYWQoYywgT1VUKSArIEF0b21pY3MubG9hZChjLCBQUk9HUkVTUykgKiA2NV81MzY7XG4gICAgbGV0IHNlZW4gPSBwcm9ncmVzcygpO1xuICAgIGxldCBzaW5jZSA9IERhdGUubm93KCk7XG4gICAgY29uc3QgY29uZCA9ICgpID0+XG4gICAgICBBdG9taWNzLmxvYWQoYywgT1VUKSA9PT0gMCB8fFxuICAgICAgQXRvbWljcy5sb2FkKGMsIEZBSUxFRCkgIT09IDAgfHxcbiAgICAgIHRoaXMubWluZS5pbmJveC5zaXplKCkgPiAwIHx8XG4gICAgICB0aGlzLm1pbmUubGlnaHQuc2l6ZSgpID4gMCB8fFxuICAgICAgdGhpcy5taW5lLmhlYXZ5LnNpemUoKSA+IDAgfHxcbiAgICAgICh0aGlzLnRoaWVmPy5yZWFkeSgpID8/IGZhbHNlKTtcbiAgICBpZGxlVW50aWwoXG4gICAgICBoLFxuICAgICAgY29uZCxcbiAgICAgICgpID0+IGByYW5rICR7aC5yYW5rfSB3YWl0aW5nIGZvciB0YXNrcyAob3V0c3RhbmRpbmcgJHtBdG9taWNzLmxvYWQoYywgT1VUKX0pYCxcbiAgICAgIChsaW1pdCkgPT4ge1xuICAgICAgICBjb25zdCBub3cgPSBwcm9ncmVzcygpO1xuICAgICAgICBpZiAobm93ICE9PSBzZWVuKSB7XG4gICAgICAgICAgc2VlbiA9IG5vdztcbiAgICAgICAgICBzaW5jZSA9IERhdGUubm93KCk7XG4gICAgICAgICAgcmV0dXJuIHVuZGVmaW5lZDtcbiAgICAgICAgfVxuICAgICAgICBpZiAoRGF0ZS5ub3coKSAtIHNpbmNlIDwgbGltaXQpIHJldHVybiB1bmRlZmluZWQ7XG4gICAgICAgIHJldHVybiBgcmFuayAke2gucmFua30gd2FpdGVkICR7bGltaXR9IG1zIGZvciB0YXNrcyB3aGlsZSAke0F0b21pY3MubG9hZChjLCBPVVQpfSBzdGF5ZWQgb3V0c3RhbmRpbmcgYW5kIG5vIHJhbmsgbWFkZSBwcm9ncmVzczsgZXhwZWN0ZWQgYSB0YXNrIHRvIGZpbmlzaCBiZWZvcmUgdGhlIGRlYWRsaW5lYDtcbiAgICAgIH0sXG4gICAgKTtcbiAgfVxuXG4gIHByaXZhdGUgZmFpbGVkRWxzZXdoZXJlKCk6IE1lc2h3b3JrRXJyb3Ige1xuICAgIGNvbnN0IHdobyA9IEF0b21pY3MubG9hZCh0aGlzLmNvbnRyb2wsIEZBSUxFRCkgLSAxO1xuICAgIHJldHVybiBhYm9ydGVkKGByYW5rICR7dGhpcy5ob3N0LnJhbmt9IHN0b3BwZWQgcnVubmluZyB0YXNrcyBiZWNhdXNlIGEgdGFzayBmYWlsZWQgb24gcmFuayAke3dob31gKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBPd24gdGFza3MsIGhlYXZ5IGZpcnN0IChsb2NhbCBleGVjdXRpb24gcHJlZmVycyBzdGF0aWMgdGFza3MpLCBuZXdlc3QgZmlyc3Q6IHRoZSBwcml2YXRlXG4gICAqIHN0YWNrcywgdGhlbiB0aGUgc2hhcmVkIGRlcXVlcyAoYWZ0ZXIgbW92aW5nIHRoZSBpbmJveCBpbikuXG4gICAqL1xuICBwcml2YXRlIHRha2VMb2NhbChyZWM6IEludDMyQXJyYXkpOiBib29sZWFuIHtcbiAgICBjb25zdCBtID0gdGhpcy5taW5lO1xuICAgIGlmIChtLmluYm94LnNpemUoKSA+IDApIHRoaXMuZHJhaW5JbmJveCgpO1xuICAgIGlmICh0aGlzLm93bkhlYXZ5LnBvcChyZWMpKSByZXR1cm4gdHJ1ZTtcbiAgICBpZiAobS5oZWF2eS5zaXplKCkgPiAwICYmIG0uaGVhdnkucG9wKHJlYykpIHJldHVybiB0cnVlO1xuICAgIGlmICh0aGlzLm93bkxpZ2h0LnBvcChyZWMpKSByZXR1cm4gdHJ1ZTtcbiAgICByZXR1cm4gbS5saWdodC5zaXplKCkgPiAwICYmIG0ubGlnaHQucG9wKHJlYyk7XG4gIH1cblxuICAvKipcbiAgICogQSByYW5rIGlzIGlkbGU6IGlmIHRoaXMgcmFuaydzIHNoYXJlZCBkZXF1ZXMgYXJlIGVtcHR5LCBtb3ZlIHRoZSBvbGRlc3QgaGFsZiBvZiBlYWNoIHByaXZhdGVcbiAgICogc3RhY2sgdGhlcmUgKGF0IGxlYXN0IG9uZSB0YXNrIHdoZW4gdHdvIG9yIG1vcmUgYXJlIHByaXZhdGU6IHRoZSBvd25lciBrZWVwcyB0aGUgbmV3ZXN0KSBhbmRcbiAgICogd2FrZSB0aGUgb3RoZXIgcmFua3MuXG4gICAqL1xuICBwcml2YXRlIHB1Ymxpc2goKTogdm9pZCB7XG4gICAgY29uc3QgbSA9IHRoaXMubWluZTtcbiAgICBpZiAobS5oZWF2eS5zaXplKCkgKyBtLmxpZ2h0LnNpemUoKSA+IDApIHJldHVybjtcbiAgICBjb25zdCBwaCA9IHRoaXMub3duSGVhdnk7XG4gICAgY29uc3QgcGwgPSB0aGlzLm93bkxpZ2h0O1xuICAgIGxldCBraCA9IHBoLnNpemUoKSA+PiAxO1xuICAgIGNvbnN0IGtsID0gcGwuc2l6ZSgpID4+IDE7XG4gICAgaWYgKGtoICsga2wgPT09IDApIHtcbiAgICAgIGlmIChwaC5zaXplKCkgKyBwbC5zaXplKCkgPCAyKSByZXR1cm47XG4gICAgICBraCA9IDE7XG4gICAgfVxuICAgIGNvbnN0IHJlYyA9IHRoaXMubW92aW5nO1xuICAgIGxldCBtb3ZlZCA9IDA7XG4gICAgZm9yIChsZXQgayA9IDA7IGsgPCBraCAmJiBwaC5zaGlmdChyZWMpOyBrKyspIHtcbiAgICAgIGlmICghbS5oZWF2eS5wdXNoKHJlYykpIHRocm93IG5ldyBNZXNod29ya0Vycm9yKEVycm9yQ29kZXMuUFJPVE9DT0wsIGByYW5rICR7dGhpcy5ob3N0LnJhbmt9OiBhbiBlbXB0eSBkZXF1ZSByZWZ1c2VkIGEgdGFza2ApO1xuICAgICAgbW92ZWQrKztcbiAgICB9XG4gICAgZm9yIChsZXQgayA9IDA7IGsgPCBrbCAmJiBwbC5zaGlmdChyZWMpOyBrKyspIHtcbiAgICAgIGlmICghbS5saWdodC5wdXNoKHJlYykpIHRocm93IG5ldyBNZXNod29ya0Vycm9yKEVycm9yQ29kZXMuUFJPVE9DT0wsIGByYW5rICR7dGhpcy5ob3N0LnJhbmt9OiBhbiBlbXB0eSBkZXF1ZSByZWZ1c2VkIGEgdGFza2ApO1xuICAgICAgbW92ZWQrKztcbiAgICB9XG4gICAgdGhpcy5wdWJsaXNoZWQgKz0gbW92ZWQ7XG4gICAgY29uc3QgaCA9IHRoaXMuaG9zdDtcbiAgICBmb3IgKGxldCByID0gMDsgciA8IGguc2l6ZTsgcisrKSBpZiAociAhPT0gaC5yYW5rKSBoLndha2Uocik7XG4gIH1cblxuICBwcml2YXRlIHRha2VPdGhlcihyZWM6IEludDMyQXJyYXkpOiBib29sZWFuIHtcbiAgICBpZiAodGhpcy50aGllZiA9PT0gdW5kZWZpbmVkKSByZXR1cm4gZmFsc2U7XG4gICAgaWYgKCF0aGlzLnRoaWVmLmFjcXVpcmUocmVjKSkgcmV0dXJuIGZhbHNlO1xuICAgIHRoaXMuYWNxdWlyZWQrKztcbiAgICByZXR1cm4gdHJ1ZTtcbiAgfVxuXG4gIC8qKiBNb3ZlIHJlY29yZHMgcGxhY2VkIGhlcmUgaW50byB0aGUgZGVxdWVzLCB3aGVyZSB0aGlldmVzIGNhbiBzZWUgdGhlbS4gKi9cbiAgcHJpdmF0ZSBkcmFpbkluYm94KCk6IHZvaWQge1xuICAgIGNvbnN0IG0gPSB0aGlzLm1pbmU7XG4gICAgY29uc3QgcmVjID0gdGhpcy5mcmFtZSgpO1xuICAgIGxldCBtb3ZlZCA9IDA7XG4gICAgd2hpbGUgKG1vdmVkIDwgNjQgJiYgbS5pbmJveC5wb2xsKHJlYykpIHtcbiAgICAgIG1vdmVkKys7XG4gICAgICBjb25zdCBxID0gKHJlY1t0aGlzLm4gKyAyXSBhcyBudW1iZXIpICYgMSA/IG0uaGVhdnkgOiBtLmxpZ2h0O1xuICAgICAgaWYgKCFxLnB1c2gocmVjKSkge1xuICAgICAgICB0aGlzLmV4ZWN1dGUocmVjKTtcbiAgICAgICAgcmV0dXJuO1xuICAgICAgfVxuICAgIH1cbiAgfVxuXG4gIHByaXZhdGUgZXhlY3V0ZShyZWM6IEludDMyQXJyYXkpOiB2b2lkIHtcbiAgICBjb25zdCBjID0gdGhpcy5jb250cm9sO1xuICAgIHRoaXMuZGVwdGgrKztcbiAgICB0cnkge1xuICAgICAgdGhpcy5jdXJyZW50ID0gcmVjO1xuICAgICAgdGhpcy5qb2IuZXhlY3V0ZSh0aGlzLnZpZXdPZihyZWMpLCB0aGlzLnNwYXduRm4pO1xuICAgIH0gY2F0Y2ggKGVycikge1xuICAgICAgaWYgKHBhc3Nlc1Rocm91Z2goZXJyKSkgdGhyb3cgZXJyO1xuICAgICAgQXRvbWljcy5jb21wYXJlRXhjaGFuZ2UoYywgRkFJTEVELCAwLCB0aGlzLmhvc3QucmFuayArIDEpO1xuICAgICAgZm9yIChsZXQgciA9IDA7IHIgPCB0aGlzLmhvc3Quc2l6ZTsgcisrKSBpZiAociAhPT0gdGhpcy5ob3N0LnJhbmspIHRoaXMuaG9zdC53YWtlKHIpO1xuICAgICAgdGhyb3cgdGFza0ZhaWxlZCh0aGlzLmhvc3QucmFuaywgcmVjLnN1YmFycmF5KDAsIHRoaXMubiksIGVycik7XG4gICAgfSBmaW5hbGx5IHtcbiAgICAgIHRoaXMuZGVwdGgtLTtcbiAgICB9XG4gICAgdGhpcy5leGVjdXRlZCsrO1xuICAgIHRoaXMuZGVidCsrO1xuICAgIGlmICgodGhpcy5leGVjdXRlZCAmIChQUk9HUkVTU19FVkVSWSAtIDEpKSA9PT0gMCkgQXRvbWljcy5hZGQoYywgUFJPR1JFU1MsIDEpO1xuICB9XG5cbiAgLyoqIFN1YnRyYWN0IHRoZSBmaW5pc2hlZCB0YXNrcyBub3QgeWV0IHRha2VuIG9mZiBPVVRTVEFORElORzsgd2FrZSBldmVyeW9uZSBpZiB0aGF0IHdhcyB0aGUgbGFzdC4gKi9cbiAgcHJpdmF0ZSBmbHVzaERlYnQoKTogdm9pZCB7XG4gICAgaWYgKHRoaXMuZGVidCA9PT0gMCkgcmV0dXJuO1xuICAgIGNvbnN0IGQgPSB0aGlzLmRlYnQ7XG4gICAgdGhpcy5kZWJ0ID0gMDtcbiAgICBpZiAoQXRvbWljcy5zdWIodGhpcy5jb250cm9sLCBPVVQsIGQpID09PSBkKSBmb3IgKGxldCByID0gMDsgciA8IHRoaXMuaG9zdC5zaXplOyByKyspIGlmIChyICE9PSB0aGlzLmhvc3QucmFuaykgdGhpcy5ob3N0Lndha2Uocik7XG4gIH1cblxuICBwcml2YXRlIHNwYXduKHJlY29yZDogQXJyYXlMaWtlPG51bWJlcj4sIGhpbnRzPzogU3Bhd25IaW50cyk6IHZvaWQge1xuICAgIGNvbnN0IG4gPSB0aGlzLm47XG4gICAgaWYgKHJlY29yZCA9PT0gbnVsbCB8fCB0eXBlb2YgcmVjb3JkICE9PSAnb2JqZWN0JyB8fCAhKHJlY29yZC5sZW5ndGggPj0gbikpIHtcbiAgICAgIHRocm93IGludmFsaWRBcmd1bWVudCgnc3Bhd24ocmVjb3JkKScsIGBhIHJlY29yZCBvZiBhdCBsZWFzdCAke259IG51bWJlcnNgLCByZWNvcmQpO1xuICAgIH1cbiAgICBjb25zdCBwYXJlbnQgPSB0aGlzLmN1cnJlbnQgYXMgSW50MzJBcnJheTtcbiAgICBjb25zdCBoZWF2eSA9IGhpbnRzICE9PSB1bmRlZmluZWQgJiYgaGludHMuaGVhdnkgPT09IHRydWU7XG4gICAgbGV0IHBhdGhLZXkgPSAwO1xuICAgIGxldCBncmFwaEtleSA9IDA7XG4gICAgaWYgKHRoaXMua2V5ZWQpIHtcbiAgICAgIHBhdGhLZXkgPSBoaW50cz8ucGF0aEtleSA/PyBtdWxNb2RQYXRoKHBhcmVudFtuXSBhcyBudW1iZXIsIChQQVRIX1BSSU1FICsgKGhpbnRzPy5pbmRleCA/PyAwKSkgJSBQQVRIX01PRFVMVVMpO1xuICAgICAgZ3JhcGhLZXkgPSBoaW50cz8uZ3JhcGhLZXkgPz8gKGhpbnRzPy5zdWJncmFwaCA9PT0gdHJ1ZSA/IHBhdGhLZXkgOiAocGFyZW50W24gKyAxXSBhcyBudW1iZXIpKTtcbiAgICB9XG4gICAgY29uc3QgZGVwdGggPSBoaW50cz8uZGVwdGggPz8gKChwYXJlbnRbbiArIDJdIGFzIG51bWJlcikgPj4+IDEpICsgMTtcbiAgICBjb25zdCBoID0gdGhpcy5ob3N0O1xuICAgIGNvbnN0IHQgPSB0aGlzLnRyYWl0cztcbiAgICB0LnBhdGhLZXkgPSBwYXRoS2V5O1xuICAgIHQuZ3JhcGhLZXkgPSBncmFwaEtleTtcbiAgICB0LmhlYXZ5ID0gaGVhdnk7XG4gICAgdC5kZXB0aCA9IGRlcHRoO1xuICAgIGNvbnN0IGhvbWUgPSBob21lUmFuayh0aGlzLnNjaGVkdWxlci5wbGFjZSh0LCBoLnJhbmssIGguc2l6ZSksIGgucmFuaywgaC5zaXplLCB0aGlzLnNjaGVkdWxlcik7XG4gICAgdGhpcy5kZXB0aCsrO1xuICAgIGNvbnN0IHJlYyA9IHRoaXMuZnJhbWUoKTtcbiAgICB0aGlzLmRlcHRoLS07XG4gICAgZm9yIChsZXQgayA9IDA7IGsgPCBuOyBrKyspIHJlY1trXSA9IHJlY29yZFtrXSBhcyBudW1iZXI7XG4gICAgcmVjW25dID0gcGF0aEtleTtcbiAgICByZWNbbiArIDFdID0gZ3JhcGhLZXk7XG4gICAgcmVjW24gKyAyXSA9IChoZWF2eSA/IDEgOiAwKSB8IChkZXB0aCA8PCAxKTtcbiAgICB0aGlzLnNwYXduZWQrKztcbiAgICAvLyBBIGZpbmlzaGVkIHRhc2sgc3RpbGwgY291bnRlZCBpbiBPVVRTVEFORElORyBjb3ZlcnMgdGhpcyBjaGlsZDsgb3RoZXJ3aXNlIGNvdW50IGl0IG5vdy5cbiAgICBpZiAodGhpcy5kZWJ0ID4gMCkgdGhpcy5kZWJ0LS07XG4gICAgZWxzZSBBdG9taWNzLmFkZCh0aGlzLmNvbnRyb2wsIE9VVCwgMSk7XG4gICAgaWYgKGhvbWUgIT09IGgucmFuayAmJiAodGhpcy5xdWV1ZXNbaG9tZV0gYXMgUmFua1F1ZXVlcykuaW5ib3gub2ZmZXIocmVjKSkge1xuICAgICAgdGhpcy5wbGFjZWRSZW1vdGUrKztcbiAgICAgIGlmIChBdG9taWNzLmxvYWQodGhpcy5jb250cm9sLCBJRExFUlMpID4gMCkgaC53YWtlKGhvbWUpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICAvLyBXb3JrIGZpcnN0OiBrZWVwIGl0IHByaXZhdGU7IHB1Ymxpc2ggb25seSB3aGVuIGEgcmFuayBpcyBpZGxlIChzZWUgdGhlIGhlYWRlcikuXG4gICAgaWYgKChoZWF2eSA/IHRoaXMub3duSGVhdnkgOiB0aGlzLm93bkxpZ2h0KS5wdXNoKHJlYykpIHtcbiAgICAgIGlmICh0aGlzLnRoaWVmICE9PSB1bmRlZmluZWQgJiYgQXRvbWljcy5sb2FkKHRoaXMuY29udHJvbCwgSURMRVJTKSA+IDApIHRoaXMucHVibGlzaCgpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBjb25zdCBxID0gaGVhdnkgPyB0aGlzLm1pbmUuaGVhdnkgOiB0aGlzLm1pbmUubGlnaHQ7XG4gICAgaWYgKHEucHVzaChyZWMpKSB7XG4gICAgICBpZiAodGhpcy50aGllZiAhPT0gdW5kZWZpbmVkICYmIEF0b21pY3MubG9hZCh0aGlzLmNvbnRyb2wsIElETEVSUykgPiAwKSB7XG4gICAgICAgIGZvciAobGV0IHIgPSAwOyByIDwgaC5zaXplOyByKyspIGlmIChyICE9PSBoLnJhbmspIGgud2FrZShyKTtcbiAgICAgIH1cbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgLy8gQmFjay1wcmVzc3VyZTogdGhlIGRlcXVlIGlzIGZ1bGwsIHJ1biB0aGUgY2hpbGQgaGVyZSBhbmQgbm93LlxuICAgIHRoaXMuaW5saW5lKys7XG4gICAgY29uc3Qgc2F2ZWQgPSB0aGlzLmN1cnJlbnQ7XG4gICAgdHJ5IHtcbiAgICAgIHRoaXMuZXhlY3V0ZShyZWMpO1xuICAgIH0gZmluYWxseSB7XG4gICAgICB0aGlzLmN1cnJlbnQgPSBzYXZlZDtcbiAgICB9XG4gIH1cbn1cbiJdLAogICJtYXBwaW5ncyI6ICJBQTJCQSxTQUFTLFNBQVMsWUFBWSxpQkFBaUIsZUFBZSxrQkFBa0I7QUFDaEYsU0FBUyxpQkFBaUI7QUFDMUIsU0FBUyxpQkFBaUI7QUFDMUIsU0FBUyxVQUFVLFdBQVcsZUFBZSxnQkFBZ0I7QUFDN0QsU0FBUywwQkFBMEI7QUFDbkMsU0FBUyxVQUFVLFFBQVEsb0JBQW1DO0FBQzlEO0FBQUEsRUFDRTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsT0FPSztBQUVQLFNBQVMsZ0JBQUFBLHFCQUFtQztBQUU1QyxNQUFNLE1BQU07QUFDWixNQUFNLFNBQVM7QUFDZixNQUFNLFNBQVM7QUFFZixNQUFNLFdBQVc7QUFDakIsTUFBTSxpQkFBaUI7QUFDdkIsTUFBTSxnQkFBZ0I7QUFRdEIsU0FBUyxPQUFPLFFBQTJCLE1BQWMsVUFBa0IsT0FBNkI7QUFDdEcsUUFBTSxJQUFJLFVBQVUsV0FBVyxVQUFVLEtBQUs7QUFDOUMsUUFBTSxJQUFJLFVBQVUsV0FBVyxVQUFVLEtBQUs7QUFDOUMsUUFBTSxNQUFvQixDQUFDO0FBQzNCLFdBQVMsSUFBSSxHQUFHLE1BQU0sZUFBZSxJQUFJLE1BQU0sS0FBSyxPQUFPLElBQUksSUFBSSxHQUFHO0FBQ3BFLFFBQUksS0FBSztBQUFBLE1BQ1AsT0FBTyxJQUFJLFVBQVUsUUFBUSxLQUFLLFVBQVUsS0FBSztBQUFBLE1BQ2pELE9BQU8sSUFBSSxVQUFVLFFBQVEsTUFBTSxHQUFHLFVBQVUsS0FBSztBQUFBLE1BQ3JELE9BQU8sSUFBSSxVQUFVLFFBQVEsTUFBTSxJQUFJLEdBQUcsVUFBVSxLQUFLO0FBQUEsSUFDM0QsQ0FBQztBQUFBLEVBQ0g7QUFDQSxTQUFPO0FBQ1Q7QUFHQSxlQUFzQixTQUFTLE1BQWdCLFdBQTBCLEtBQWtDO0FBQ3pHLE9BQUssS0FBSyxTQUFTLEtBQUssRUFBRyxRQUFPLG1CQUFtQixNQUFNLFdBQVcsR0FBRztBQUN6RSxRQUFNLElBQUksU0FBUyxHQUFHO0FBQ3RCLFFBQU0sV0FBVyxJQUFJLFlBQVk7QUFDakMsUUFBTSxRQUFRLElBQUk7QUFDbEIsUUFBTSxRQUFRLGdCQUFnQixLQUFLLFFBQVEsSUFBSSxVQUFVLFdBQVcsVUFBVSxLQUFLLElBQUksVUFBVSxXQUFXLFVBQVUsS0FBSztBQUMzSCxNQUFJO0FBQ0osTUFBSSxLQUFLLFNBQVMsR0FBRztBQUNuQixXQUFPLElBQUksa0JBQWtCLEtBQUs7QUFDbEMsZUFBVyxLQUFLLE9BQU8sTUFBTSxLQUFLLE1BQU0sVUFBVSxLQUFLLEVBQUcsR0FBRSxNQUFNLE1BQU07QUFDeEUsWUFBUSxNQUFNLElBQUksV0FBVyxJQUFJLEdBQUcsS0FBSyxJQUFJLE1BQU0sTUFBTTtBQUFBLEVBQzNEO0FBQ0EsUUFBTSxTQUFTLE1BQU0sS0FBSyxZQUFZLE1BQU0sQ0FBQztBQUM3QyxPQUFLLFFBQVEsUUFBUTtBQUNyQixTQUFPLElBQUksT0FBTyxNQUFNLFdBQVcsS0FBSyxRQUFRLFVBQVUsQ0FBQyxFQUFFLElBQUk7QUFDbkU7QUFFQSxNQUFNLGVBQWUsU0FBUztBQUFBLEVBQ1g7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0EsU0FBdUIsQ0FBQztBQUFBLEVBQ3RCO0FBQUEsRUFDRjtBQUFBO0FBQUEsRUFFQTtBQUFBLEVBQ0E7QUFBQTtBQUFBLEVBRUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFNVCxPQUFPO0FBQUEsRUFDRSxRQUFzQixDQUFDO0FBQUEsRUFFeEMsWUFBWSxNQUFnQixXQUEwQixLQUFjLFFBQTJCLFVBQWtCLEdBQVc7QUFDMUgsVUFBTSxNQUFNLFdBQVcsS0FBSyxDQUFDO0FBQzdCLFNBQUssVUFBVSxJQUFJLFdBQVcsUUFBUSxHQUFHLGdCQUFnQixDQUFDO0FBQzFELFNBQUssU0FBUyxPQUFPLFFBQVEsS0FBSyxNQUFNLFVBQVUsS0FBSyxLQUFLO0FBQzVELFNBQUssT0FBTyxLQUFLLE9BQU8sS0FBSyxJQUFJO0FBQ2pDLFNBQUssVUFBVSxDQUFDLFFBQVEsVUFBVSxLQUFLLE1BQU0sUUFBUSxLQUFLO0FBQzFELFNBQUssV0FBVyxJQUFJLGFBQWEsVUFBVSxLQUFLLEtBQUs7QUFDckQsU0FBSyxXQUFXLElBQUksYUFBYSxVQUFVLEtBQUssS0FBSztBQUNyRCxTQUFLLFNBQVMsSUFBSSxXQUFXLEtBQUssS0FBSztBQUN2QyxTQUFLLFFBQVEsVUFBVSxRQUFRLEtBQUssSUFBSSxDQUFDO0FBQUEsRUFDM0M7QUFBQSxFQUVRLE1BQWU7QUFDckIsVUFBTSxJQUFJLEtBQUs7QUFDZixXQUFPO0FBQUEsTUFDTCxNQUFNLEVBQUU7QUFBQSxNQUNSLE1BQU0sRUFBRTtBQUFBLE1BQ1IsYUFBYSxLQUFLO0FBQUEsTUFDbEIsT0FBTyxFQUFFO0FBQUEsTUFDVCxTQUFTLEVBQUU7QUFBQSxNQUNYLFFBQVEsRUFBRTtBQUFBLE1BQ1YsT0FBTyxDQUFDLFFBQVEsT0FBTyxRQUFRO0FBQzdCLGNBQU0sSUFBSSxLQUFLLE9BQU8sTUFBTTtBQUM1QixnQkFBUSxVQUFVLFVBQVUsRUFBRSxRQUFRLEVBQUUsT0FBTyxNQUFNLEdBQUc7QUFBQSxNQUMxRDtBQUFBLE1BQ0EsUUFBUSxDQUFDLFdBQVc7QUFDbEIsY0FBTSxJQUFJLEtBQUssT0FBTyxNQUFNO0FBQzVCLGVBQU8sRUFBRSxNQUFNLEtBQUssSUFBSSxFQUFFLE1BQU0sS0FBSyxJQUFJLEVBQUUsTUFBTSxLQUFLO0FBQUEsTUFDeEQ7QUFBQSxNQUNBLFVBQVUsQ0FBQyxRQUFRO0FBQ2pCLGFBQUssV0FBVztBQUNoQixtQkFBUztBQUNQLGdCQUFNLElBQUksS0FBSyxLQUFLLE1BQU0sTUFBTSxHQUFHO0FBQ25DLGNBQUksTUFBTSxLQUFNLFFBQU87QUFDdkIsY0FBSSxNQUFNLFFBQVM7QUFBQSxRQUNyQjtBQUNBLG1CQUFTO0FBQ1AsZ0JBQU0sSUFBSSxLQUFLLEtBQUssTUFBTSxNQUFNLEdBQUc7QUFDbkMsY0FBSSxNQUFNLEtBQU0sUUFBTztBQUN2QixjQUFJLE1BQU0sUUFBUztBQUFBLFFBQ3JCO0FBRUEsWUFBSSxLQUFLLFNBQVMsTUFBTSxHQUFHLEtBQUssS0FBSyxTQUFTLE1BQU0sR0FBRyxHQUFHO0FBQ3hELGVBQUs7QUFDTCxpQkFBTztBQUFBLFFBQ1Q7QUFDQSxlQUFPO0FBQUEsTUFDVDtBQUFBLE1BQ0EsTUFBTSxDQUFDLE1BQU0sRUFBRSxLQUFLLENBQUM7QUFBQSxJQUN2QjtBQUFBLEVBQ0Y7QUFBQTtBQUFBLEVBR1EsT0FBTyxLQUE2QjtBQUMxQyxVQUFNLElBQUksS0FBSyxPQUFPLFFBQVEsR0FBRztBQUNqQyxRQUFJLElBQUksRUFBRyxRQUFPLElBQUksU0FBUyxHQUFHLEtBQUssQ0FBQztBQUN4QyxRQUFJLElBQUksS0FBSyxNQUFNLENBQUM7QUFDcEIsUUFBSSxNQUFNLFFBQVc7QUFDbkIsVUFBSSxJQUFJLFNBQVMsR0FBRyxLQUFLLENBQUM7QUFDMUIsV0FBSyxNQUFNLENBQUMsSUFBSTtBQUFBLElBQ2xCO0FBQ0EsV0FBTztBQUFBLEVBQ1Q7QUFBQSxFQUVVLFFBQW9CO0FBQzVCLFFBQUksSUFBSSxLQUFLLE9BQU8sS0FBSyxLQUFLO0FBQzlCLFFBQUksTUFBTSxRQUFXO0FBQ25CLFVBQUksSUFBSSxXQUFXLEtBQUssS0FBSztBQUM3QixXQUFLLE9BQU8sS0FBSyxLQUFLLElBQUk7QUFBQSxJQUM1QjtBQUNBLFdBQU87QUFBQSxFQUNUO0FBQUEsRUFFVSxTQUFTLEtBQXVCO0FBQ3hDLFFBQUksQ0FBQyxLQUFLLFNBQVMsS0FBSyxHQUFHLEVBQUcsTUFBSyxRQUFRLEdBQUc7QUFBQSxFQUNoRDtBQUFBLEVBRVUsT0FBYTtBQUNyQixVQUFNLElBQUksS0FBSztBQUNmLGVBQVM7QUFDUCxVQUFJLFFBQVEsS0FBSyxHQUFHLE1BQU0sTUFBTSxFQUFHLE9BQU0sS0FBSyxnQkFBZ0I7QUFDOUQsV0FBSyxPQUFPLE9BQU87QUFDbkIsVUFBSSxLQUFLLFVBQVUsVUFBYSxRQUFRLEtBQUssR0FBRyxNQUFNLElBQUksRUFBRyxNQUFLLFFBQVE7QUFDMUUsWUFBTSxNQUFNLEtBQUssTUFBTTtBQUN2QixVQUFJLEtBQUssVUFBVSxHQUFHLEtBQUssS0FBSyxVQUFVLEdBQUcsR0FBRztBQUM5QyxhQUFLLFFBQVEsR0FBRztBQUNoQjtBQUFBLE1BQ0Y7QUFDQSxXQUFLLFVBQVU7QUFDZixVQUFJLFFBQVEsS0FBSyxHQUFHLEdBQUcsTUFBTSxFQUFHO0FBRWhDLFlBQU0sS0FBSyxZQUFZLElBQUk7QUFDM0IsY0FBUSxJQUFJLEdBQUcsUUFBUSxDQUFDO0FBQ3hCLFVBQUk7QUFDRixhQUFLLFNBQVM7QUFBQSxNQUNoQixVQUFFO0FBQ0EsZ0JBQVEsSUFBSSxHQUFHLFFBQVEsQ0FBQztBQUN4QixhQUFLLFVBQVUsWUFBWSxJQUFJLElBQUk7QUFBQSxNQUNyQztBQUFBLElBQ0Y7QUFBQSxFQUNGO0FBQUEsRUFFUSxXQUFpQjtBQUN2QixVQUFNLElBQUksS0FBSztBQUNmLFVBQU0sSUFBSSxLQUFLO0FBQ2YsVUFBTSxXQUFXLE1BQU0sUUFBUSxLQUFLLEdBQUcsR0FBRyxJQUFJLFFBQVEsS0FBSyxHQUFHLFFBQVEsSUFBSTtBQUMxRSxRQUFJLE9BQU8sU0FBUztBQUNwQixRQUFJLFFBQVEsS0FBSyxJQUFJO0FBQ3JCLFVBQU0sT0FBTyxNQUNYLFFBQVEsS0FBSyxHQUFHLEdBQUcsTUFBTSxLQUN6QixRQUFRLEtBQUssR0FBRyxNQUFNLE1BQU0sS0FDNUIsS0FBSyxLQUFLLE1BQU0sS0FBSyxJQUFJLEtBQ3pCLEtBQUssS0FBSyxNQUFNLEtBQUssSUFBSSxLQUN6QixLQUFLLEtBQUssTUFBTSxLQUFLLElBQUksTUFDeEIsS0FBSyxPQUFPLE1BQU0sS0FBSztBQUMxQjtBQUFBLE1BQ0U7QUFBQSxNQUNBO0FBQUEsTUFDQSxNQUFNLFFBQVEsRUFBRSxJQUFJLG1DQUFtQyxRQUFRLEtBQUssR0FBRyxHQUFHLENBQUM7QUFBQSxNQUMzRSxDQUFDLFVBQVU7QUFDVCxjQUFNLE1BQU0sU0FBUztBQUNyQixZQUFJLFFBQVEsTUFBTTtBQUNoQixpQkFBTztBQUNQLGtCQUFRLEtBQUssSUFBSTtBQUNqQixpQkFBTztBQUFBLFFBQ1Q7QUFDQSxZQUFJLEtBQUssSUFBSSxJQUFJLFFBQVEsTUFBTyxRQUFPO0FBQ3ZDLGVBQU8sUUFBUSxFQUFFLElBQUksV0FBVyxLQUFLLHVCQUF1QixRQUFRLEtBQUssR0FBRyxHQUFHLENBQUM7QUFBQSxNQUNsRjtBQUFBLElBQ0Y7QUFBQSxFQUNGO0FBQUEsRUFFUSxrQkFBaUM7QUFDdkMsVUFBTSxNQUFNLFFBQVEsS0FBSyxLQUFLLFNBQVMsTUFBTSxJQUFJO0FBQ2pELFdBQU8sUUFBUSxRQUFRLEtBQUssS0FBSyxJQUFJLHdEQUF3RCxHQUFHLEVBQUU7QUFBQSxFQUNwRztBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFNUSxVQUFVLEtBQTBCO0FBQzFDLFVBQU0sSUFBSSxLQUFLO0FBQ2YsUUFBSSxFQUFFLE1BQU0sS0FBSyxJQUFJLEVBQUcsTUFBSyxXQUFXO0FBQ3hDLFFBQUksS0FBSyxTQUFTLElBQUksR0FBRyxFQUFHLFFBQU87QUFDbkMsUUFBSSxFQUFFLE1BQU0sS0FBSyxJQUFJLEtBQUssRUFBRSxNQUFNLElBQUksR0FBRyxFQUFHLFFBQU87QUFDbkQsUUFBSSxLQUFLLFNBQVMsSUFBSSxHQUFHLEVBQUcsUUFBTztBQUNuQyxXQUFPLEVBQUUsTUFBTSxLQUFLLElBQUksS0FBSyxFQUFFLE1BQU0sSUFBSSxHQUFHO0FBQUEsRUFDOUM7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFPUSxVQUFnQjtBQUN0QixVQUFNLElBQUksS0FBSztBQUNmLFFBQUksRUFBRSxNQUFNLEtBQUssSUFBSSxFQUFFLE1BQU0sS0FBSyxJQUFJLEVBQUc7QUFDekMsVUFBTSxLQUFLLEtBQUs7QUFDaEIsVUFBTSxLQUFLLEtBQUs7QUFDaEIsUUFBSSxLQUFLLEdBQUcsS0FBSyxLQUFLO0FBQ3RCLFVBQU0sS0FBSyxHQUFHLEtBQUssS0FBSztBQUN4QixRQUFJLEtBQUssT0FBTyxHQUFHO0FBQ2pCLFVBQUksR0FBRyxLQUFLLElBQUksR0FBRyxLQUFLLElBQUksRUFBRztBQUMvQixXQUFLO0FBQUEsSUFDUDtBQUNBLFVBQU0sTUFBTSxLQUFLO0FBQ2pCLFFBQUksUUFBUTtBQUNaLGFBQVMsSUFBSSxHQUFHLElBQUksTUFBTSxHQUFHLE1BQU0sR0FBRyxHQUFHLEtBQUs7QUFDNUMsVUFBSSxDQUFDLEVBQUUsTUFBTSxLQUFLLEdBQUcsRUFBRyxPQUFNLElBQUksY0FBYyxXQUFXLFVBQVUsUUFBUSxLQUFLLEtBQUssSUFBSSxpQ0FBaUM7QUFDNUg7QUFBQSxJQUNGO0FBQ0EsYUFBUyxJQUFJLEdBQUcsSUFBSSxNQUFNLEdBQUcsTUFBTSxHQUFHLEdBQUcsS0FBSztBQUM1QyxVQUFJLENBQUMsRUFBRSxNQUFNLEtBQUssR0FBRyxFQUFHLE9BQU0sSUFBSSxjQUFjLFdBQVcsVUFBVSxRQUFRLEtBQUssS0FBSyxJQUFJLGlDQUFpQztBQUM1SDtBQUFBLElBQ0Y7QUFDQSxTQUFLLGFBQWE7QUFDbEIsVUFBTSxJQUFJLEtBQUs7QUFDZixhQUFTLElBQUksR0FBRyxJQUFJLEVBQUUsTUFBTSxJQUFLLEtBQUksTUFBTSxFQUFFLEtBQU0sR0FBRSxLQUFLLENBQUM7QUFBQSxFQUM3RDtBQUFBLEVBRVEsVUFBVSxLQUEwQjtBQUMxQyxRQUFJLEtBQUssVUFBVSxPQUFXLFFBQU87QUFDckMsUUFBSSxDQUFDLEtBQUssTUFBTSxRQUFRLEdBQUcsRUFBRyxRQUFPO0FBQ3JDLFNBQUs7QUFDTCxXQUFPO0FBQUEsRUFDVDtBQUFBO0FBQUEsRUFHUSxhQUFtQjtBQUN6QixVQUFNLElBQUksS0FBSztBQUNmLFVBQU0sTUFBTSxLQUFLLE1BQU07QUFDdkIsUUFBSSxRQUFRO0FBQ1osV0FBTyxRQUFRLE1BQU0sRUFBRSxNQUFNLEtBQUssR0FBRyxHQUFHO0FBQ3RDO0FBQ0EsWUFBTSxJQUFLLElBQUksS0FBSyxJQUFJLENBQUMsSUFBZSxJQUFJLEVBQUUsUUFBUSxFQUFFO0FBQ3hELFVBQUksQ0FBQyxFQUFFLEtBQUssR0FBRyxHQUFHO0FBQ2hCLGFBQUssUUFBUSxHQUFHO0FBQ2hCO0FBQUEsTUFDRjtBQUFBLElBQ0Y7QUFBQSxFQUNGO0FBQUEsRUFFUSxRQUFRLEtBQXVCO0FBQ3JDLFVBQU0sSUFBSSxLQUFLO0FBQ2YsU0FBSztBQUNMLFFBQUk7QUFDRixXQUFLLFVBQVU7QUFDZixXQUFLLElBQUksUUFBUSxLQUFLLE9BQU8sR0FBRyxHQUFHLEtBQUssT0FBTztBQUFBLElBQ2pELFNBQVMsS0FBSztBQUNaLFVBQUksY0FBYyxHQUFHLEVBQUcsT0FBTTtBQUM5QixjQUFRLGdCQUFnQixHQUFHLFFBQVEsR0FBRyxLQUFLLEtBQUssT0FBTyxDQUFDO0FBQ3hELGVBQVMsSUFBSSxHQUFHLElBQUksS0FBSyxLQUFLLE1BQU0sSUFBSyxLQUFJLE1BQU0sS0FBSyxLQUFLLEtBQU0sTUFBSyxLQUFLLEtBQUssQ0FBQztBQUNuRixZQUFNLFdBQVcsS0FBSyxLQUFLLE1BQU0sSUFBSSxTQUFTLEdBQUcsS0FBSyxDQUFDLEdBQUcsR0FBRztBQUFBLElBQy9ELFVBQUU7QUFDQSxXQUFLO0FBQUEsSUFDUDtBQUNBLFNBQUs7QUFDTCxTQUFLO0FBQ0wsU0FBSyxLQUFLLFdBQVksaUJBQWlCLE9BQVEsRUFBRyxTQUFRLElBQUksR0FBRyxVQUFVLENBQUM7QUFBQSxFQUM5RTtBQUFBO0FBQUEsRUFHUSxZQUFrQjtBQUN4QixRQUFJLEtBQUssU0FBUyxFQUFHO0FBQ3JCLFVBQU0sSUFBSSxLQUFLO0FBQ2YsU0FBSyxPQUFPO0FBQ1osUUFBSSxRQUFRLElBQUksS0FBSyxTQUFTLEtBQUssQ0FBQyxNQUFNO0FBQUcsZUFBUyxJQUFJLEdBQUcsSUFBSSxLQUFLLEtBQUssTUFBTSxJQUFLLEtBQUksTUFBTSxLQUFLLEtBQUssS0FBTSxNQUFLLEtBQUssS0FBSyxDQUFDO0FBQUE7QUFBQSxFQUNsSTtBQUFBLEVBRVEsTUFBTSxRQUEyQixPQUEwQjtBQUNqRSxVQUFNLElBQUksS0FBSztBQUNmLFFBQUksV0FBVyxRQUFRLE9BQU8sV0FBVyxZQUFZLEVBQUUsT0FBTyxVQUFVLElBQUk7QUFDMUUsWUFBTSxnQkFBZ0IsaUJBQWlCLHdCQUF3QixDQUFDLFlBQVksTUFBTTtBQUFBLElBQ3BGO0FBQ0EsVUFBTSxTQUFTLEtBQUs7QUFDcEIsVUFBTSxRQUFRLFVBQVUsVUFBYSxNQUFNLFVBQVU7QUFDckQsUUFBSSxVQUFVO0FBQ2QsUUFBSSxXQUFXO0FBQ2YsUUFBSSxLQUFLLE9BQU87QUFDZCxnQkFBVSxPQUFPLFdBQVcsV0FBVyxPQUFPLENBQUMsSUFBYyxjQUFjLE9BQU8sU0FBUyxNQUFNLFlBQVk7QUFDN0csaUJBQVcsT0FBTyxhQUFhLE9BQU8sYUFBYSxPQUFPLFVBQVcsT0FBTyxJQUFJLENBQUM7QUFBQSxJQUNuRjtBQUNBLFVBQU0sUUFBUSxPQUFPLFVBQVcsT0FBTyxJQUFJLENBQUMsTUFBaUIsS0FBSztBQUNsRSxVQUFNLElBQUksS0FBSztBQUNmLFVBQU0sSUFBSSxLQUFLO0FBQ2YsTUFBRSxVQUFVO0FBQ1osTUFBRSxXQUFXO0FBQ2IsTUFBRSxRQUFRO0FBQ1YsTUFBRSxRQUFRO0FBQ1YsVUFBTSxPQUFPLFNBQVMsS0FBSyxVQUFVLE1BQU0sR0FBRyxFQUFFLE1BQU0sRUFBRSxJQUFJLEdBQUcsRUFBRSxNQUFNLEVBQUUsTUFBTSxLQUFLLFNBQVM7QUFDN0YsU0FBSztBQUNMLFVBQU0sTUFBTSxLQUFLLE1BQU07QUFDdkIsU0FBSztBQUNMLGFBQVMsSUFBSSxHQUFHLElBQUksR0FBRyxJQUFLLEtBQUksQ0FBQyxJQUFJLE9BQU8sQ0FBQztBQUM3QyxRQUFJLENBQUMsSUFBSTtBQUNULFFBQUksSUFBSSxDQUFDLElBQUk7QUFDYixRQUFJLElBQUksQ0FBQyxLQUFLLFFBQVEsSUFBSSxLQUFNLFNBQVM7QUFDekMsU0FBSztBQUVMLFFBQUksS0FBSyxPQUFPLEVBQUcsTUFBSztBQUFBLFFBQ25CLFNBQVEsSUFBSSxLQUFLLFNBQVMsS0FBSyxDQUFDO0FBQ3JDLFFBQUksU0FBUyxFQUFFLFFBQVMsS0FBSyxPQUFPLElBQUksRUFBaUIsTUFBTSxNQUFNLEdBQUcsR0FBRztBQUN6RSxXQUFLO0FBQ0wsVUFBSSxRQUFRLEtBQUssS0FBSyxTQUFTLE1BQU0sSUFBSSxFQUFHLEdBQUUsS0FBSyxJQUFJO0FBQ3ZEO0FBQUEsSUFDRjtBQUVBLFNBQUssUUFBUSxLQUFLLFdBQVcsS0FBSyxVQUFVLEtBQUssR0FBRyxHQUFHO0FBQ3JELFVBQUksS0FBSyxVQUFVLFVBQWEsUUFBUSxLQUFLLEtBQUssU0FBUyxNQUFNLElBQUksRUFBRyxNQUFLLFFBQVE7QUFDckY7QUFBQSxJQUNGO0FBQ0EsVUFBTSxJQUFJLFFBQVEsS0FBSyxLQUFLLFFBQVEsS0FBSyxLQUFLO0FBQzlDLFFBQUksRUFBRSxLQUFLLEdBQUcsR0FBRztBQUNmLFVBQUksS0FBSyxVQUFVLFVBQWEsUUFBUSxLQUFLLEtBQUssU0FBUyxNQUFNLElBQUksR0FBRztBQUN0RSxpQkFBUyxJQUFJLEdBQUcsSUFBSSxFQUFFLE1BQU0sSUFBSyxLQUFJLE1BQU0sRUFBRSxLQUFNLEdBQUUsS0FBSyxDQUFDO0FBQUEsTUFDN0Q7QUFDQTtBQUFBLElBQ0Y7QUFFQSxTQUFLO0FBQ0wsVUFBTSxRQUFRLEtBQUs7QUFDbkIsUUFBSTtBQUNGLFdBQUssUUFBUSxHQUFHO0FBQUEsSUFDbEIsVUFBRTtBQUNBLFdBQUssVUFBVTtBQUFBLElBQ2pCO0FBQUEsRUFDRjtBQUNGOyIsCiAgIm5hbWVzIjogWyJQcml2YXRlU3RhY2siXQp9Cg==
