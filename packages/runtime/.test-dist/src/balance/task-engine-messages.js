import { aborted, ErrorCodes, invalidArgument, MeshworkError, taskFailed } from "../errors.js";
import { homeRank, idleUntil, passesThrough, TaskCore } from "./task-core.js";
import { checkJob, PrivateStack } from "./task-records.js";
import {
  mulModPath,
  PATH_MODULUS,
  PATH_PRIME
} from "./tasks.js";
const PLACE = -1;
const PIN = -2;
const TOKEN = -3;
const DONE = -4;
const ABORT_EVERY = 256;
async function runTasksByMessages(host, scheduler, job) {
  const n = checkJob(job);
  const capacity = job.capacity ?? 4096;
  host.commShm.barrier();
  return new MessageEngine(host, scheduler, job, capacity, n).run();
}
class MessageEngine extends TaskCore {
  ownHeavy;
  ownLight;
  /** Pinned tasks (never given away). */
  pinned;
  /** Tasks that arrived when their stack was full (run after the stacks). */
  spill = [];
  frames = [];
  views = [];
  thief;
  spawnFn;
  /** Outgoing task message [kind, record...] and token. */
  out;
  tokenOut = new Int32Array(4);
  doneOut = new Int32Array([DONE]);
  /** Safra: task messages sent minus received; black after receiving one since the last token. */
  count = 0;
  black = false;
  /** The token is here (rank 0 starts holding it), its sum and colour, and its work figure. */
  hasToken;
  tokenSum = 0;
  tokenBlack = false;
  tokenWork = -1;
  /** Rank 0: a round is under way (the token held is one that came back). */
  roundOut = false;
  done = false;
  /** Date.now() of the last sign of progress an idle rank saw. */
  lastProgress = 0;
  reported = 0;
  constructor(host, scheduler, job, capacity, n) {
    super(host, scheduler, job, n);
    this.ownHeavy = new PrivateStack(capacity, this.words);
    this.ownLight = new PrivateStack(capacity, this.words);
    this.pinned = new PrivateStack(capacity, this.words);
    this.out = new Int32Array(1 + this.words);
    this.spawnFn = (record, hints) => this.spawn(record, hints);
    this.hasToken = host.rank === 0;
    this.thief = scheduler.thief?.(this.env());
  }
  env() {
    const h = this.host;
    const shared = (what) => {
      throw new MeshworkError(
        ErrorCodes.SINGLE_HOST_ONLY,
        `${what} needs one address space, but this cluster spans ${h.hosts ?? 1} host processes; move tasks in messages (steal mode 'message')`
      );
    };
    return {
      rank: h.rank,
      size: h.size,
      recordWords: this.words,
      links: h.links,
      commShm: h.commShm,
      policy: h.waitPolicy,
      hosts: h.hosts ?? 1,
      steal: () => shared("a direct steal from another rank"),
      queued: () => shared("reading another rank's queues"),
      giveAway: (out) => {
        if (this.ownLight.shift(out) || this.ownHeavy.shift(out)) {
          this.count++;
          this.published++;
          return true;
        }
        return false;
      },
      wake: (r) => h.wake(r),
      pump: () => this.pump(),
      accept: (record) => {
        this.arrived(record, false);
        this.acquired++;
      },
      busy: () => {
        const b = this.executed !== this.reported;
        this.reported = this.executed;
        return b;
      },
      progressed: () => {
        this.lastProgress = Date.now();
      }
    };
  }
  frame() {
    let f = this.frames[this.depth];
    if (f === void 0) {
      f = new Int32Array(this.words);
      this.frames[this.depth] = f;
      this.views[this.depth] = f.subarray(0, this.n);
    }
    return f;
  }
  /** The job's words of a frame record (one cached view per frame). */
  viewOf(rec) {
    const i = this.frames.indexOf(rec);
    return i < 0 ? rec.subarray(0, this.n) : this.views[i];
  }
  keepRoot(rec) {
    if (!this.ownLight.push(rec)) this.spill.push(rec.slice());
  }
  loop() {
    let turns = 0;
    for (; ; ) {
      if ((++turns & 3) === 0) this.pump();
      if (this.done) return;
      const rec = this.frame();
      if (this.takeLocal(rec)) {
        this.execute(rec);
        continue;
      }
      this.pump();
      if (this.done) return;
      if (this.takeLocal(rec)) {
        this.execute(rec);
        continue;
      }
      if (this.thief?.acquire(rec)) {
        this.acquired++;
        this.execute(rec);
        continue;
      }
      this.passToken();
      if (this.done) return;
      const t0 = performance.now();
      try {
        this.idleWait();
      } finally {
        this.idleMs += performance.now() - t0;
      }
    }
  }
  hasLocal() {
    return this.pinned.size() + this.ownHeavy.size() + this.ownLight.size() + this.spill.length > 0;
  }
  takeLocal(rec) {
    if (this.pinned.pop(rec) || this.ownHeavy.pop(rec) || this.ownLight.pop(rec)) return true;
    const s = this.spill.pop();
    if (s === void 0) return false;
    rec.set(s);
    return true;
  }
  /** Safra's rule for a passive rank holding the token. */
  passToken() {
    if (!this.hasToken) return;
    const h = this.host;
    if (h.rank === 0) {
      if (this.roundOut && !this.tokenBlack && !this.black && this.tokenSum + this.count === 0) {
        this.done = true;
        for (let r = 1; r < h.size; r++) h.links.sendTo(r, this.doneOut);
        return;
      }
      if (h.size === 1) {
        this.done = true;
        return;
      }
      this.sendToken(0, false, 0);
      this.roundOut = true;
      return;
    }
    this.sendToken(this.tokenSum + this.count, this.tokenBlack || this.black, this.tokenWork + this.executed);
  }
  sendToken(sum, black, work) {
    const t = this.tokenOut;
    t[0] = TOKEN;
    t[1] = sum;
    t[2] = black ? 1 : 0;
    t[3] = work | 0;
    this.hasToken = false;
    this.black = false;
    const h = this.host;
    h.links.sendTo((h.rank + 1) % h.size, t);
  }
  idleWait() {
    const h = this.host;
    this.lastProgress = Date.now();
    const cond = () => {
      this.pump();
      return this.done || this.hasToken || this.hasLocal() || (this.thief?.ready() ?? false);
    };
    idleUntil(
      h,
      cond,
      () => `rank ${h.rank} waiting for tasks (message engine)`,
      (limit) => Date.now() - this.lastProgress < limit ? void 0 : `rank ${h.rank} waited ${limit} ms for tasks with no sign of progress from any rank (no task, token or busy rank's answer arrived); expected a task to finish before the deadline`
    );
  }
  /** Read every message that arrived; the engine's are handled here, the thief's handed on. */
  pump() {
    const h = this.host;
    const links = h.links;
    for (let r = 0; r < h.size; r++) {
      if (r === h.rank) continue;
      while (links.ready(r)) this.dispatch(r, links.recv(r));
    }
  }
  dispatch(from, msg) {
    const kind = msg[0];
    if (kind === PLACE || kind === PIN) {
      this.arrived(msg.subarray(1), kind === PIN);
      return;
    }
    if (kind === TOKEN) {
      this.hasToken = true;
      this.tokenSum = msg[1];
      this.tokenBlack = msg[2] !== 0;
      const work = msg[3];
      if (work !== this.tokenWork) this.lastProgress = Date.now();
      this.tokenWork = work;
      return;
    }
    if (kind === DONE) {
      this.done = true;
      return;
    }
    if (kind > 0 && this.thief?.receive !== void 0) {
      this.thief.receive(from, msg);
      return;
    }
    throw new MeshworkError(ErrorCodes.PROTOCOL, `rank ${this.host.rank}: unexpected task-engine message kind ${kind} from rank ${from}`);
  }
  /** A task arrived in a message: it is this rank's now (Safra: count it, turn black). */
  arrived(record, pinned) {
    this.count--;
    this.black = true;
    this.lastProgress = Date.now();
    const stack = pinned ? this.pinned : (record[this.n + 2] & 1) !== 0 ? this.ownHeavy : this.ownLight;
    if (!stack.push(record)) this.spill.push(record.slice(0, this.words));
  }
  execute(rec) {
    const h = this.host;
    this.depth++;
    try {
      this.current = rec;
      this.job.execute(this.viewOf(rec), this.spawnFn);
    } catch (err) {
      if (passesThrough(err)) throw err;
      throw taskFailed(h.rank, rec.subarray(0, this.n), err);
    } finally {
      this.depth--;
    }
    this.executed++;
    if (this.executed % ABORT_EVERY === 0) {
      const p = h.waitPolicy;
      if (p.abort !== void 0 && Atomics.load(p.abort, p.abortIndex ?? 0) !== 0) {
        throw aborted(`rank ${h.rank} stopped running tasks because the run was aborted`);
      }
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
    const pin = hints?.rank;
    let home;
    if (pin !== void 0) {
      if (!Number.isInteger(pin) || pin < 0 || pin >= h.size) throw invalidArgument("spawn hints.rank", `a rank in [0, ${h.size})`, pin);
      home = pin;
    } else {
      const t = this.traits;
      t.pathKey = pathKey;
      t.graphKey = graphKey;
      t.heavy = heavy;
      t.depth = depth;
      home = homeRank(this.scheduler.place(t, h.rank, h.size), h.rank, h.size, this.scheduler);
    }
    this.spawned++;
    if (home !== h.rank) {
      const m = this.out;
      m[0] = pin === void 0 ? PLACE : PIN;
      for (let k = 0; k < n; k++) m[1 + k] = record[k];
      m[1 + n] = pathKey;
      m[2 + n] = graphKey;
      m[3 + n] = (heavy ? 1 : 0) | depth << 1;
      this.count++;
      this.placedRemote++;
      h.links.sendTo(home, m);
      return;
    }
    this.depth++;
    const rec = this.frame();
    this.depth--;
    for (let k = 0; k < n; k++) rec[k] = record[k];
    rec[n] = pathKey;
    rec[n + 1] = graphKey;
    rec[n + 2] = (heavy ? 1 : 0) | depth << 1;
    const stack = pin !== void 0 ? this.pinned : heavy ? this.ownHeavy : this.ownLight;
    if (stack.push(rec)) return;
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
  runTasksByMessages
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL2JhbGFuY2UvdGFzay1lbmdpbmUtbWVzc2FnZXMudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbIi8qKlxuICogVGhlIG1lc3NhZ2UgZW5naW5lOiBydW5zIGEgVGFza0pvYiB3aGVuIHRoZSByYW5rcyBzaGFyZSBubyBtZW1vcnkgKGEgY2x1c3RlciBhY3Jvc3MgaG9zdFxuICogcHJvY2Vzc2VzKS4gU2FtZSBjb250cmFjdCBhcyB0aGUgc2hhcmVkLW1lbW9yeSBlbmdpbmUgKHRhc2stZW5naW5lLnRzKSwgYnVpbHQgb24gbGlua3Mgb25seTtcbiAqIHRoZSBkZXNpZ24gbm90ZSBpcyAuL1JFQURNRS5tZC5cbiAqXG4gKiAtIEVhY2ggcmFuayBrZWVwcyBpdHMgdGFza3MgaW4gcHJpdmF0ZSBzdGFja3MgKGhlYXZ5LCBsaWdodCkgYW5kIGEgc3RhY2sgb2YgcGlubmVkIHRhc2tzXG4gKiAgIChgU3Bhd25IaW50cy5yYW5rYDogbmV2ZXIgZ2l2ZW4gYXdheSk7IGEgc3Bhd24gcGxhY2VkIG9uIGFub3RoZXIgcmFuayB0cmF2ZWxzIGFzIGEgUExBQ0VcbiAqICAgKG9yIFBJTikgbWVzc2FnZTsgYSB0aGllZidzIHN0ZWFsIHJlcGx5IGpvaW5zIHRoZSB0aGllZidzIHRhc2tzIHRocm91Z2ggYGVudi5hY2NlcHRgLlxuICogLSBUZXJtaW5hdGlvbjogU2FmcmEncyB0b2tlbiBhbGdvcml0aG0uIE1lc3NhZ2VzIHRoYXQgY2FycnkgYSB0YXNrIGFyZSB0aGUgYmFzaWMgbWVzc2FnZXM6XG4gKiAgIGVhY2ggcmFuayBjb3VudHMgc2VudCBtaW51cyByZWNlaXZlZCAoYGNvdW50YCkgYW5kIHR1cm5zIGJsYWNrIHdoZW4gaXQgcmVjZWl2ZXMgb25lLiBBIHRva2VuXG4gKiAgIFtUT0tFTiwgc3VtLCBibGFjaywgd29ya10gZ29lcyByb3VuZCB0aGUgcmFua3MgMCAtPiAxIC0+IC4uLiAtPiBzaXplLTEgLT4gMCwgZWFjaCByYW5rXG4gKiAgIHBhc3NpbmcgaXQgb24gb25seSB3aGVuIHBhc3NpdmUgKG5vIHRhc2sgb2YgaXRzIG93biksIGFkZGluZyBpdHMgY291bnQgYW5kIGl0cyBjb2xvdXIgYW5kXG4gKiAgIHR1cm5pbmcgd2hpdGUuIFdoZW4gaXQgY29tZXMgYmFjayB3aGl0ZSB0byBhIHdoaXRlLCBwYXNzaXZlIHJhbmsgMCB3aXRoIHN1bSArIGNvdW50ID0gMCxcbiAqICAgbm8gdGFzayBleGlzdHMgYW55d2hlcmUgYW5kIG5vbmUgaXMgaW4gZmxpZ2h0OiByYW5rIDAgc2VuZHMgRE9ORSB0byBldmVyeSByYW5rLlxuICogLSBUaGUgZW5naW5lIG93bnMgdGhlIGxpbmtzIGR1cmluZyBhIHJ1bjogYHB1bXBgIHJlYWRzIGV2ZXJ5IGFycml2YWwsIGtlZXBzIHRoZSBlbmdpbmUnc1xuICogICBtZXNzYWdlcyAoZmlyc3Qgd29yZCBuZWdhdGl2ZSkgYW5kIGhhbmRzIHRoZSBvdGhlcnMgdG8gdGhlIHRoaWVmIChgVGFza1RoaWVmLnJlY2VpdmVgKS5cbiAqL1xuaW1wb3J0IHsgYWJvcnRlZCwgRXJyb3JDb2RlcywgaW52YWxpZEFyZ3VtZW50LCBNZXNod29ya0Vycm9yLCB0YXNrRmFpbGVkIH0gZnJvbSAnLi4vZXJyb3JzLmpzJztcbmltcG9ydCB7IGhvbWVSYW5rLCBpZGxlVW50aWwsIHBhc3Nlc1Rocm91Z2gsIFRhc2tDb3JlIH0gZnJvbSAnLi90YXNrLWNvcmUuanMnO1xuaW1wb3J0IHsgY2hlY2tKb2IsIFByaXZhdGVTdGFjaywgdHlwZSBUYXNrSG9zdCB9IGZyb20gJy4vdGFzay1yZWNvcmRzLmpzJztcbmltcG9ydCB7XG4gIG11bE1vZFBhdGgsXG4gIFBBVEhfTU9EVUxVUyxcbiAgUEFUSF9QUklNRSxcbiAgdHlwZSBTcGF3bkhpbnRzLFxuICB0eXBlIFRhc2tFbnYsXG4gIHR5cGUgVGFza0pvYixcbiAgdHlwZSBUYXNrU2NoZWR1bGVyLFxuICB0eXBlIFRhc2tTdGF0cyxcbiAgdHlwZSBUYXNrVGhpZWYsXG59IGZyb20gJy4vdGFza3MuanMnO1xuXG4vKiogW1BMQUNFLCByZWNvcmQuLi5dOiBhIHRhc2sgcGxhY2VkIG9uIHRoZSByZWNlaXZlciBieSBgVGFza1NjaGVkdWxlci5wbGFjZWAuICovXG5jb25zdCBQTEFDRSA9IC0xO1xuLyoqIFtQSU4sIHJlY29yZC4uLl06IGEgdGFzayBwaW5uZWQgdG8gdGhlIHJlY2VpdmVyIChgU3Bhd25IaW50cy5yYW5rYCkuICovXG5jb25zdCBQSU4gPSAtMjtcbi8qKiBbVE9LRU4sIHN1bSBvZiBjb3VudHMsIGJsYWNrLCB3b3JrXTogU2FmcmEncyB0ZXJtaW5hdGlvbiB0b2tlbi4gKi9cbmNvbnN0IFRPS0VOID0gLTM7XG4vKiogW0RPTkVdOiByYW5rIDAgZGV0ZWN0ZWQgdGVybWluYXRpb24uICovXG5jb25zdCBET05FID0gLTQ7XG4vKiogVGFza3MgYmV0d2VlbiBjaGVja3Mgb2YgdGhlIHJ1bidzIGFib3J0IHdvcmQgd2hpbGUgYnVzeS4gKi9cbmNvbnN0IEFCT1JUX0VWRVJZID0gMjU2O1xuXG4vKiogQ29sbGVjdGl2ZTogcnVuIGBqb2JgIHVuZGVyIGBzY2hlZHVsZXJgIG9uIHJhbmtzIHRoYXQgc2hhcmUgbm8gbWVtb3J5LiAqL1xuZXhwb3J0IGFzeW5jIGZ1bmN0aW9uIHJ1blRhc2tzQnlNZXNzYWdlcyhob3N0OiBUYXNrSG9zdCwgc2NoZWR1bGVyOiBUYXNrU2NoZWR1bGVyLCBqb2I6IFRhc2tKb2IpOiBQcm9taXNlPFRhc2tTdGF0cz4ge1xuICBjb25zdCBuID0gY2hlY2tKb2Ioam9iKTtcbiAgY29uc3QgY2FwYWNpdHkgPSBqb2IuY2FwYWNpdHkgPz8gNDA5NjtcbiAgaG9zdC5jb21tU2htLmJhcnJpZXIoKTtcbiAgcmV0dXJuIG5ldyBNZXNzYWdlRW5naW5lKGhvc3QsIHNjaGVkdWxlciwgam9iLCBjYXBhY2l0eSwgbikucnVuKCk7XG59XG5cbmNsYXNzIE1lc3NhZ2VFbmdpbmUgZXh0ZW5kcyBUYXNrQ29yZSB7XG4gIHByaXZhdGUgcmVhZG9ubHkgb3duSGVhdnk6IFByaXZhdGVTdGFjaztcbiAgcHJpdmF0ZSByZWFkb25seSBvd25MaWdodDogUHJpdmF0ZVN0YWNrO1xuICAvKiogUGlubmVkIHRhc2tzIChuZXZlciBnaXZlbiBhd2F5KS4gKi9cbiAgcHJpdmF0ZSByZWFkb25seSBwaW5uZWQ6IFByaXZhdGVTdGFjaztcbiAgLyoqIFRhc2tzIHRoYXQgYXJyaXZlZCB3aGVuIHRoZWlyIHN0YWNrIHdhcyBmdWxsIChydW4gYWZ0ZXIgdGhlIHN0YWNrcykuICovXG4gIHByaXZhdGUgcmVhZG9ubHkgc3BpbGw6IEludDMyQXJyYXlbXSA9IFtdO1xuICBwcml2YXRlIHJlYWRvbmx5IGZyYW1lczogSW50MzJBcnJheVtdID0gW107XG4gIHByaXZhdGUgcmVhZG9ubHkgdmlld3M6IEludDMyQXJyYXlbXSA9IFtdO1xuICBwcm90ZWN0ZWQgcmVhZG9ubHkgdGhpZWY6IFRhc2tUaGllZiB8IHVuZGVmaW5lZDtcbiAgcHJpdmF0ZSByZWFkb25seSBzcGF3bkZuOiAocmVjb3JkOiBBcnJheUxpa2U8bnVtYmVyPiwgaGludHM/OiBTcGF3bkhpbnRzKSA9PiB2b2lkO1xuICAvKiogT3V0Z29pbmcgdGFzayBtZXNzYWdlIFtraW5kLCByZWNvcmQuLi5dIGFuZCB0b2tlbi4gKi9cbiAgcHJpdmF0ZSByZWFkb25seSBvdXQ6IEludDMyQXJyYXk7XG4gIHByaXZhdGUgcmVhZG9ubHkgdG9rZW5PdXQgPSBuZXcgSW50MzJBcnJheSg0KTtcbiAgcHJpdmF0ZSByZWFkb25seSBkb25lT3V0ID0gbmV3IEludDMyQXJyYXkoW0RPTkVdKTtcbiAgLyoqIFNhZnJhOiB0YXNrIG1lc3NhZ2VzIHNlbnQgbWludXMgcmVjZWl2ZWQ7IGJsYWNrIGFmdGVyIHJlY2VpdmluZyBvbmUgc2luY2UgdGhlIGxhc3QgdG9rZW4uICovXG4gIHByaXZhdGUgY291bnQgPSAwO1xuICBwcml2YXRlIGJsYWNrID0gZmFsc2U7XG4gIC8qKiBUaGUgdG9rZW4gaXMgaGVyZSAocmFuayAwIHN0YXJ0cyBob2xkaW5nIGl0KSwgaXRzIHN1bSBhbmQgY29sb3VyLCBhbmQgaXRzIHdvcmsgZmlndXJlLiAqL1xuICBwcml2YXRlIGhhc1Rva2VuOiBib29sZWFuO1xuICBwcml2YXRlIHRva2VuU3VtID0gMDtcbiAgcHJpdmF0ZSB0b2tlbkJsYWNrID0gZmFsc2U7XG4gIHByaXZhdGUgdG9rZW5Xb3JrID0gLTE7XG4gIC8qKiBSYW5rIDA6IGEgcm91bmQgaXMgdW5kZXIgd2F5ICh0aGUgdG9rZW4gaGVsZCBpcyBvbmUgdGhhdCBjYW1lIGJhY2spLiAqL1xuICBwcml2YXRlIHJvdW5kT3V0ID0gZmFsc2U7XG4gIHByaXZhdGUgZG9uZSA9IGZhbHNlO1xuICAvKiogRGF0ZS5ub3coKSBvZiB0aGUgbGFzdCBzaWduIG9mIHByb2dyZXNzIGFuIGlkbGUgcmFuayBzYXcuICovXG4gIHByaXZhdGUgbGFzdFByb2dyZXNzID0gMDtcbiAgcHJpdmF0ZSByZXBvcnRlZCA9IDA7XG5cbiAgY29uc3RydWN0b3IoaG9zdDogVGFza0hvc3QsIHNjaGVkdWxlcjogVGFza1NjaGVkdWxlciwgam9iOiBUYXNrSm9iLCBjYXBhY2l0eTogbnVtYmVyLCBuOiBudW1iZXIpIHtcbiAgICBzdXBlcihob3N0LCBzY2hlZHVsZXIsIGpvYiwgbik7XG4gICAgdGhpcy5vd25IZWF2eSA9IG5ldyBQcml2YXRlU3RhY2soY2FwYWNpdHksIHRoaXMud29yZHMpO1xuICAgIHRoaXMub3duTGlnaHQgPSBuZXcgUHJpdmF0ZVN0YWNrKGNhcGFjaXR5LCB0aGlzLndvcmRzKTtcbiAgICB0aGlzLnBpbm5lZCA9IG5ldyBQcml2YXRlU3RhY2soY2FwYWNpdHksIHRoaXMud29yZHMpO1xuICAgIHRoaXMub3V0ID0gbmV3IEludDMyQXJyYXkoMSArIHRoaXMud29yZHMpO1xuICAgIHRoaXMuc3Bhd25GbiA9IChyZWNvcmQsIGhpbnRzKSA9PiB0aGlzLnNwYXduKHJlY29yZCwgaGludHMpO1xuICAgIHRoaXMuaGFzVG9rZW4gPSBob3N0LnJhbmsgPT09IDA7XG4gICAgdGhpcy50aGllZiA9IHNjaGVkdWxlci50aGllZj8uKHRoaXMuZW52KCkpO1xuICB9XG5cbiAgcHJpdmF0ZSBlbnYoKTogVGFza0VudiB7XG4gICAgY29uc3QgaCA9IHRoaXMuaG9zdDtcbiAgICBjb25zdCBzaGFyZWQgPSAod2hhdDogc3RyaW5nKTogbmV2ZXIgPT4ge1xuICAgICAgdGhyb3cgbmV3IE1lc2h3b3JrRXJyb3IoXG4gICAgICAgIEVycm9yQ29kZXMuU0lOR0xFX0hPU1RfT05MWSxcbiAgICAgICAgYCR7d2hhdH0gbmVlZHMgb25lIGFkZHJlc3Mgc3BhY2UsIGJ1dCB0aGlzIGNsdXN0ZXIgc3BhbnMgJHtoLmhvc3RzID8/IDF9IGhvc3QgcHJvY2Vzc2VzOyBtb3ZlIHRhc2tzIGluIG1lc3NhZ2VzIChzdGVhbCBtb2RlICdtZXNzYWdlJylgLFxuICAgICAgKTtcbiAgICB9O1xuICAgIHJldHVybiB7XG4gICAgICByYW5rOiBoLnJhbmssXG4gICAgICBzaXplOiBoLnNpemUsXG4gICAgICByZWNvcmRXb3JkczogdGhpcy53b3JkcyxcbiAgICAgIGxpbmtzOiBoLmxpbmtzLFxuICAgICAgY29tbVNobTogaC5jb21tU2htLFxuICAgICAgcG9saWN5OiBoLndhaXRQb2xpY3ksXG4gICAgICBob3N0czogaC5ob3N0cyA/PyAxLFxuICAgICAgc3RlYWw6ICgpID0+IHNoYXJlZCgnYSBkaXJlY3Qgc3RlYWwgZnJvbSBhbm90aGVyIHJhbmsnKSxcbiAgICAgIHF1ZXVlZDogKCkgPT4gc2hhcmVkKFwicmVhZGluZyBhbm90aGVyIHJhbmsncyBxdWV1ZXNcIiksXG4gICAgICBnaXZlQXdheTogKG91dCkgPT4ge1xuICAgICAgICBpZiAodGhpcy5vd25MaWdodC5zaGlmdChvdXQpIHx8IHRoaXMub3duSGVhdnkuc2hpZnQob3V0KSkge1xuICAgICAgICAgIHRoaXMuY291bnQrKztcbiAgICAgICAgICB0aGlzLnB1Ymxpc2hlZCsrO1xuICAgICAgICAgIHJldHVybiB0cnVlO1xuICAgICAgICB9XG4gICAgICAgIHJldHVybiBmYWxzZTtcbiAgICAgIH0sXG4gICAgICB3YWtlOiAocikgPT4gaC53YWtlKHIpLFxuICAgICAgcHVtcDogKCkgPT4gdGhpcy5wdW1wKCksXG4gICAgICBhY2NlcHQ6IChyZWNvcmQpID0+IHtcbiAgICAgICAgdGhpcy5hcnJpdmVkKHJlY29yZCwgZmFsc2UpO1xuICAgICAgICB0aGlzLmFjcXVpcmVkKys7XG4gICAgICB9LFxuICAgICAgYnVzeTogKCkgPT4ge1xuICAgICAgICBjb25zdCBiID0gdGhpcy5leGVjdXRlZCAhPT0gdGhpcy5yZXBvcnRlZDtcbiAgICAgICAgdGhpcy5yZXBvcnRlZCA9IHRoaXMuZXhlY3V0ZWQ7XG4gICAgICAgIHJldHVybiBiO1xuICAgICAgfSxcbiAgICAgIHByb2dyZXNzZWQ6ICgpID0+IHtcbiAgICAgICAgdGhpcy5sYXN0UHJvZ3Jlc3MgPSBEYXRlLm5vdygpO1xuICAgICAgfSxcbiAgICB9O1xuICB9XG5cbiAgcHJvdGVjdGVkIGZyYW1lKCk6IEludDMyQXJyYXkge1xuICAgIGxldCBmID0gdGhpcy5mcmFtZXNbdGhpcy5kZXB0aF07XG4gICAgaWYgKGYgPT09IHVuZGVmaW5lZCkge1xuICAgICAgZiA9IG5ldyBJbnQzMkFycmF5KHRoaXMud29yZHMpO1xuICAgICAgdGhpcy5mcmFtZXNbdGhpcy5kZXB0aF0gPSBmO1xuICAgICAgdGhpcy52aWV3c1t0aGlzLmRlcHRoXSA9IGYuc3ViYXJyYXkoMCwgdGhpcy5uKTtcbiAgICB9XG4gICAgcmV0dXJuIGY7XG4gIH1cblxuICAvKiogVGhlIGpvYidzIHdvcmRzIG9mIGEgZnJhbWUgcmVjb3JkIChvbmUgY2FjaGVkIHZpZXcgcGVyIGZyYW1lKS4gKi9cbiAgcHJpdmF0ZSB2aWV3T2YocmVjOiBJbnQzMkFycmF5KTogSW50MzJBcnJheSB7XG4gICAgY29uc3QgaSA9IHRoaXMuZnJhbWVzLmluZGV4T2YocmVjKTtcbiAgICByZXR1cm4gaSA8IDAgPyByZWMuc3ViYXJyYXkoMCwgdGhpcy5uKSA6ICh0aGlzLnZpZXdzW2ldIGFzIEludDMyQXJyYXkpO1xuICB9XG5cbiAgcHJvdGVjdGVkIGtlZXBSb290KHJlYzogSW50MzJBcnJheSk6IHZvaWQge1xuICAgIGlmICghdGhpcy5vd25MaWdodC5wdXNoKHJlYykpIHRoaXMuc3BpbGwucHVzaChyZWMuc2xpY2UoKSk7XG4gIH1cblxuICBwcm90ZWN0ZWQgbG9vcCgpOiB2b2lkIHtcbiAgICBsZXQgdHVybnMgPSAwO1xuICAgIGZvciAoOzspIHtcbiAgICAgIGlmICgoKyt0dXJucyAmIDMpID09PSAwKSB0aGlzLnB1bXAoKTtcbiAgICAgIGlmICh0aGlzLmRvbmUpIHJldHVybjtcbiAgICAgIGNvbnN0IHJlYyA9IHRoaXMuZnJhbWUoKTtcbiAgICAgIGlmICh0aGlzLnRha2VMb2NhbChyZWMpKSB7XG4gICAgICAgIHRoaXMuZXhlY3V0ZShyZWMpO1xuICAgICAgICBjb250aW51ZTtcbiAgICAgIH1cbiAgICAgIHRoaXMucHVtcCgpO1xuICAgICAgaWYgKHRoaXMuZG9uZSkgcmV0dXJuO1xuICAgICAgaWYgKHRoaXMudGFrZUxvY2FsKHJlYykpIHtcbiAgICAgICAgdGhpcy5leGVjdXRlKHJlYyk7XG4gICAgICAgIGNvbnRpbnVlO1xuICAgICAgfVxuICAgICAgaWYgKHRoaXMudGhpZWY/LmFjcXVpcmUocmVjKSkge1xuICAgICAgICB0aGlzLmFjcXVpcmVkKys7XG4gICAgICAgIHRoaXMuZXhlY3V0ZShyZWMpO1xuICAgICAgICBjb250aW51ZTtcbiAgICAgIH1cbiAgICAgIC8vIFBhc3NpdmU6IG5vIHRhc2sgaGVyZS4gUGFzcyB0aGUgdG9rZW4gb24gKG9yLCBvbiByYW5rIDAsIGp1ZGdlIHRoZSByb3VuZCkuXG4gICAgICB0aGlzLnBhc3NUb2tlbigpO1xuICAgICAgaWYgKHRoaXMuZG9uZSkgcmV0dXJuO1xuICAgICAgY29uc3QgdDAgPSBwZXJmb3JtYW5jZS5ub3coKTtcbiAgICAgIHRyeSB7XG4gICAgICAgIHRoaXMuaWRsZVdhaXQoKTtcbiAgICAgIH0gZmluYWxseSB7XG4gICAgICAgIHRoaXMuaWRsZU1zICs9IHBlcmZvcm1hbmNlLm5vdygpIC0gdDA7XG4gICAgICB9XG4gICAgfVxuICB9XG5cbiAgcHJpdmF0ZSBoYXNMb2NhbCgpOiBib29sZWFuIHtcbiAgICByZXR1cm4gdGhpcy5waW5uZWQuc2l6ZSgpICsgdGhpcy5vd25IZWF2eS5zaXplKCkgKyB0aGlzLm93bkxpZ2h0LnNpemUoKSArIHRoaXMuc3BpbGwubGVuZ3RoID4gMDtcbiAgfVxuXG4gIHByaXZhdGUgdGFrZUxvY2FsKHJlYzogSW50MzJBcnJheSk6IGJvb2xlYW4ge1xuICAgIGlmICh0aGlzLnBpbm5lZC5wb3AocmVjKSB8fCB0aGlzLm93bkhlYXZ5LnBvcChyZWMpIHx8IHRoaXMub3duTGlnaHQucG9wKHJlYykpIHJldHVybiB0cnVlO1xuICAgIGNvbnN0IHMgPSB0aGlzLnNwaWxsLnBvcCgpO1xuICAgIGlmIChzID09PSB1bmRlZmluZWQpIHJldHVybiBmYWxzZTtcbiAgICByZWMuc2V0KHMpO1xuICAgIHJldHVybiB0cnVlO1xuICB9XG5cbiAgLyoqIFNhZnJhJ3MgcnVsZSBmb3IgYSBwYXNzaXZlIHJhbmsgaG9sZGluZyB0aGUgdG9rZW4uICovXG4gIHByaXZhdGUgcGFzc1Rva2VuKCk6IHZvaWQge1xuICAgIGlmICghdGhpcy5oYXNUb2tlbikgcmV0dXJuO1xuICAgIGNvbnN0IGggPSB0aGlzLmhvc3Q7XG4gICAgaWYgKGgucmFuayA9PT0gMCkge1xuICAgICAgaWYgKHRoaXMucm91bmRPdXQgJiYgIXRoaXMudG9rZW5CbGFjayAmJiAhdGhpcy5ibGFjayAmJiB0aGlzLnRva2VuU3VtICsgdGhpcy5jb3VudCA9PT0gMCkge1xuICAgICAgICB0aGlzLmRvbmUgPSB0cnVlO1xuICAgICAgICBmb3IgKGxldCByID0gMTsgciA8IGguc2l6ZTsgcisrKSBoLmxpbmtzLnNlbmRUbyhyLCB0aGlzLmRvbmVPdXQpO1xuICAgICAgICByZXR1cm47XG4gICAgICB9XG4gICAgICBpZiAoaC5zaXplID09PSAxKSB7XG4gICAgICAgIC8vIEFsb25lOiBub3RoaW5nIGNhbiBiZSBpbiBmbGlnaHQuXG4gICAgICAgIHRoaXMuZG9uZSA9IHRydWU7XG4gICAgICAgIHJldHVybjtcbiAgICAgIH1cbiAgICAgIHRoaXMuc2VuZFRva2VuKDAsIGZhbHNlLCAwKTtcbiAgICAgIHRoaXMucm91bmRPdXQgPSB0cnVlO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICB0aGlzLnNlbmRUb2tlbih0aGlzLnRva2VuU3VtICsgdGhpcy5jb3VudCwgdGhpcy50b2tlbkJsYWNrIHx8IHRoaXMuYmxhY2ssIHRoaXMudG9rZW5Xb3JrICsgdGhpcy5leGVjdXRlZCk7XG4gIH1cblxuICBwcml2YXRlIHNlbmRUb2tlbihzdW06IG51bWJlciwgYmxhY2s6IGJvb2xlYW4sIHdvcms6IG51bWJlcik6IHZvaWQge1xuICAgIGNvbnN0IHQgPSB0aGlzLnRva2VuT3V0O1xuICAgIHRbMF0gPSBUT0tFTjtcbiAgICB0WzFdID0gc3VtO1xuICAgIHRbMl0gPSBibGFjayA/IDEgOiAwO1xuICAgIHRbM10gPSB3b3JrIHwgMDtcbiAgICB0aGlzLmhhc1Rva2VuID0gZmFsc2U7XG4gICAgdGhpcy5ibGFjayA9IGZhbHNlO1xuICAgIGNvbnN0IGggPSB0aGlzLmhvc3Q7XG4gICAgaC5saW5rcy5zZW5kVG8oKGgucmFuayArIDEpICUgaC5zaXplLCB0KTtcbiAgfVxuXG4gIHByaXZhdGUgaWRsZVdhaXQoKTogdm9pZCB7XG4gICAgY29uc3QgaCA9IHRoaXMuaG9zdDtcbiAgICB0aGlzLmxhc3RQcm9ncmVzcyA9IERhdGUubm93KCk7XG4gICAgY29uc3QgY29uZCA9ICgpID0+IHtcbiAgICAgIHRoaXMucHVtcCgpO1xuICAgICAgcmV0dXJuIHRoaXMuZG9uZSB8fCB0aGlzLmhhc1Rva2VuIHx8IHRoaXMuaGFzTG9jYWwoKSB8fCAodGhpcy50aGllZj8ucmVhZHkoKSA/PyBmYWxzZSk7XG4gICAgfTtcbiAgICBpZGxlVW50aWwoXG4gICAgICBoLFxuICAgICAgY29uZCxcbiAgICAgICgpID0+IGByYW5rICR7aC5yYW5rfSB3YWl0aW5nIGZvciB0YXNrcyAobWVzc2FnZSBlbmdpbmUpYCxcbiAgICAgIChsaW1pdCkgPT5cbiAgICAgICAgRGF0ZS5ub3coKSAtIHRoaXMubGFzdFByb2dyZXNzIDwgbGltaXRcbiAgICAgICAgICA/IHVuZGVmaW5lZFxuICAgICAgICAgIDogYHJhbmsgJHtoLnJhbmt9IHdhaXRlZCAke2xpbWl0fSBtcyBmb3IgdGFza3Mgd2l0aCBubyBzaWduIG9mIHByb2dyZXNzIGZyb20gYW55IHJhbmsgKG5vIHRhc2ssIHRva2VuIG9yIGJ1c3kgcmFuaydzIGFuc3dlciBhcnJpdmVkKTsgZXhwZWN0ZWQgYSB0YXNrIHRvIGZpbmlzaCBiZWZvcmUgdGhlIGRlYWRsaW5lYCxcbiAgICApO1xuICB9XG5cbiAgLyoqIFJlYWQgZXZlcnkgbWVzc2FnZSB0aGF0IGFycml2ZWQ7IHRoZSBlbmdpbmUncyBhcmUgaGFuZGxlZCBoZXJlLCB0aGUgdGhpZWYncyBoYW5kZWQgb24uICovXG4gIHByaXZhdGUgcHVtcCgpOiB2b2lkIHtcbiAgICBjb25zdCBoID0gdGhpcy5ob3N0O1xuICAgIGNvbnN0IGxpbmtzID0gaC5saW5rcztcbiAgICBmb3IgKGxldCByID0gMDsgciA8IGguc2l6ZTsgcisrKSB7XG4gICAgICBpZiAociA9PT0gaC5yYW5rKSBjb250aW51ZTtcbiAgICAgIHdoaWxlIChsaW5rcy5yZWFkeShyKSkgdGhpcy5kaXNwYXRjaChyLCBsaW5rcy5yZWN2KHIpIGFzIEludDMyQXJyYXkpO1xuICAgIH1cbiAgfVxuXG4gIHByaXZhdGUgZGlzcGF0Y2goZnJvbTogbnVtYmVyLCBtc2c6IEludDMyQXJyYXkpOiB2b2lkIHtcbiAgICBjb25zdCBraW5kID0gbXNnWzBdIGFzIG51bWJlcjtcbiAgICBpZiAoa2luZCA9PT0gUExBQ0UgfHwga2luZCA9PT0gUElOKSB7XG4gICAgICB0aGlzLmFycml2ZWQobXNnLnN1YmFycmF5KDEpLCBraW5kID09PSBQSU4pO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBpZiAoa2luZCA9PT0gVE9LRU4pIHtcbiAgICAgIHRoaXMuaGFzVG9rZW4gPSB0cnVlO1xuICAgICAgdGhpcy50b2tlblN1bSA9IG1zZ1sxXSBhcyBudW1iZXI7XG4gICAgICB0aGlzLnRva2VuQmxhY2sgPSBtc2dbMl0gIT09IDA7XG4gICAgICBjb25zdCB3b3JrID0gbXNnWzNdIGFzIG51bWJlcjtcbiAgICAgIGlmICh3b3JrICE9PSB0aGlzLnRva2VuV29yaykgdGhpcy5sYXN0UHJvZ3Jlc3MgPSBEYXRlLm5vdygpO1xuICAgICAgdGhpcy50b2tlbldvcmsgPSB3b3JrO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBpZiAoa2luZCA9PT0gRE9ORSkge1xuICAgICAgdGhpcy5kb25lID0gdHJ1ZTtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgaWYgKGtpbmQgPiAwICYmIHRoaXMudGhpZWY/LnJlY2VpdmUgIT09IHVuZGVmaW5lZCkge1xuICAgICAgdGhpcy50aGllZi5yZWNlaXZlKGZyb20sIG1zZyk7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIHRocm93IG5ldyBNZXNod29ya0Vycm9yKEVycm9yQ29kZXMuUFJPVE9DT0wsIGByYW5rICR7dGhpcy5ob3N0LnJhbmt9OiB1bmV4cGVjdGVkIHRhc2stZW5naW5lIG1lc3NhZ2Uga2luZCAke2tpbmR9IGZyb20gcmFuayAke2Zyb219YCk7XG4gIH1cblxuICAvKiogQSB0YXNrIGFycml2ZWQgaW4gYSBtZXNzYWdlOiBpdCBpcyB0aGlzIHJhbmsncyBub3cgKFNhZnJhOiBjb3VudCBpdCwgdHVybiBibGFjaykuICovXG4gIHByaXZhdGUgYXJyaXZlZChyZWNvcmQ6IEludDMyQXJyYXksIHBpbm5lZDogYm9vbGVhbik6IHZvaWQge1xuICAgIHRoaXMuY291bnQtLTtcbiAgICB0aGlzLmJsYWNrID0gdHJ1ZTtcbiAgICB0aGlzLmxhc3RQcm9ncmVzcyA9IERhdGUubm93KCk7XG4gICAgY29uc3Qgc3RhY2sgPSBwaW5uZWQgPyB0aGlzLnBpbm5lZCA6ICgocmVjb3JkW3RoaXMubiArIDJdIGFzIG51bWJlcikgJiAxKSAhPT0gMCA/IHRoaXMub3duSGVhdnkgOiB0aGlzLm93bkxpZ2h0O1xuICAgIGlmICghc3RhY2sucHVzaChyZWNvcmQpKSB0aGlzLnNwaWxsLnB1c2gocmVjb3JkLnNsaWNlKDAsIHRoaXMud29yZHMpKTtcbiAgfVxuXG4gIHByaXZhdGUgZXhlY3V0ZShyZWM6IEludDMyQXJyYXkpOiB2b2lkIHtcbiAgICBjb25zdCBoID0gdGhpcy5ob3N0O1xuICAgIHRoaXMuZGVwdGgrKztcbiAgICB0cnkge1xuICAgICAgdGhpcy5jdXJyZW50ID0gcmVjO1xuICAgICAgdGhpcy5qb2IuZXhlY3V0ZSh0aGlzLnZpZXdPZihyZWMpLCB0aGlzLnNwYXduRm4pO1xuICAgIH0gY2F0Y2ggKGVycikge1xuICAgICAgaWYgKHBhc3Nlc1Rocm91Z2goZXJyKSkgdGhyb3cgZXJyO1xuICAgICAgdGhyb3cgdGFza0ZhaWxlZChoLnJhbmssIHJlYy5zdWJhcnJheSgwLCB0aGlzLm4pLCBlcnIpO1xuICAgIH0gZmluYWxseSB7XG4gICAgICB0aGlzLmRlcHRoLS07XG4gICAgfVxuICAgIHRoaXMuZXhlY3V0ZWQrKztcbiAgICBpZiAodGhpcy5leGVjdXRlZCAlIEFCT1JUX0VWRVJZID09PSAwKSB7XG4gICAgICBjb25zdCBwID0gaC53YWl0UG9saWN5O1xuICAgICAgaWYgKHAuYWJvcnQgIT09IHVuZGVmaW5lZCAmJiBBdG9taWNzLmxvYWQocC5hYm9ydCwgcC5hYm9ydEluZGV4ID8/IDApICE9PSAwKSB7XG4gICAgICAgIHRocm93IGFib3J0ZWQoYHJhbmsgJHtoLnJhbmt9IHN0b3BwZWQgcnVubmluZyB0YXNrcyBiZWNhdXNlIHRoZSBydW4gd2FzIGFib3J0ZWRgKTtcbiAgICAgIH1cbiAgICB9XG4gIH1cblxuICBwcml2YXRlIHNwYXduKHJlY29yZDogQXJyYXlMaWtlPG51bWJlcj4sIGhpbnRzPzogU3Bhd25IaW50cyk6IHZvaWQge1xuICAgIGNvbnN0IG4gPSB0aGlzLm47XG4gICAgaWYgKHJlY29yZCA9PT0gbnVsbCB8fCB0eXBlb2YgcmVjb3JkICE9PSAnb2JqZWN0JyB8fCAhKHJlY29yZC5sZW5ndGggPj0gbikpIHtcbiAgICAgIHRocm93IGludmFsaWRBcmd1bWVudCgnc3Bhd24ocmVjb3JkKScsIGBhIHJlY29yZCBvZiBhdCBsZWFzdCAke259IG51bWJlcnNgLCByZWNvcmQpO1xuICAgIH1cbiAgICBjb25zdCBwYXJlbnQgPSB0aGlzLmN1cnJlbnQgYXMgSW50MzJBcnJheTtcbiAgICBjb25zdCBoZWF2eSA9IGhpbnRzICE9PSB1bmRlZmluZWQgJiYgaGludHMuaGVhdnkgPT09IHRydWU7XG4gICAgbGV0IHBhdGhLZXkgPSAwO1xuICAgIGxldCBncmFwaEtleSA9IDA7XG4gICAgaWYgKHRoaXMua2V5ZWQpIHtcbiAgICAgIHBhdGhLZXkgPSBoaW50cz8ucGF0aEtleSA/PyBtdWxNb2RQYXRoKHBhcmVudFtuXSBhcyBudW1iZXIsIChQQVRIX1BSSU1FICsgKGhpbnRzPy5pbmRleCA/PyAwKSkgJSBQQVRIX01PRFVMVVMpO1xuICAgICAgZ3JhcGhLZXkgPSBoaW50cz8uZ3JhcGhLZXkgPz8gKGhpbnRzPy5zdWJncmFwaCA9PT0gdHJ1ZSA/IHBhdGhLZXkgOiAocGFyZW50W24gKyAxXSBhcyBudW1iZXIpKTtcbiAgICB9XG4gICAgY29uc3QgZGVwdGggPSBoaW50cz8uZGVwdGggPz8gKChwYXJlbnRbbiArIDJdIGFzIG51bWJlcikgPj4+IDEpICsgMTtcbiAgICBjb25zdCBoID0gdGhpcy5ob3N0O1xuICAgIGNvbnN0IHBpbiA9IGhpbnRzPy5yYW5rO1xuICAgIGxldCBob21lOiBudW1iZXI7XG4gICAgaWYgKHBpbiAhPT0gdW5kZWZpbmVkKSB7XG4gICAgICBpZiAoIU51bWJlci5pc0ludGVnZXIocGluKSB8fCBwaW4gPCAwIHx8IHBpbiA+PSBoLnNpemUpIHRocm93IGludmFsaWRBcmd1bWVudCgnc3Bhd24gaGludHMucmFuaycsIGBhIHJhbmsgaW4gWzAsICR7aC5zaXplfSlgLCBwaW4pO1xuICAgICAgaG9tZSA9IHBpbjtcbiAgICB9IGVsc2Uge1xuICAgICAgY29uc3QgdCA9IHRoaXMudHJhaXRzO1xuICAgICAgdC5wYXRoS2V5ID0gcGF0aEtleTtcbiAgICAgIHQuZ3JhcGhLZXkgPSBncmFwaEtleTtcbiAgICAgIHQuaGVhdnkgPSBoZWF2eTtcbiAgICAgIHQuZGVwdGggPSBkZXB0aDtcbiAgICAgIGhvbWUgPSBob21lUmFuayh0aGlzLnNjaGVkdWxlci5wbGFjZSh0LCBoLnJhbmssIGguc2l6ZSksIGgucmFuaywgaC5zaXplLCB0aGlzLnNjaGVkdWxlcik7XG4gICAgfVxuICAgIHRoaXMuc3Bhd25lZCsrO1xuICAgIGlmIChob21lICE9PSBoLnJhbmspIHtcbiAgICAgIGNvbnN0IG0gPSB0aGlzLm91dDtcbiAgICAgIG1bMF0gPSBwaW4gPT09IHVuZGVmaW5lZCA/IFBMQUNFIDogUElOO1xuICAgICAgZm9yIChsZXQgayA9IDA7IGsgPCBuOyBrKyspIG1bMSArIGtdID0gcmVjb3JkW2tdIGFzIG51bWJlcjtcbiAgICAgIG1bMSArIG5dID0gcGF0aEtleTtcbiAgICAgIG1bMiArIG5dID0gZ3JhcGhLZXk7XG4gICAgICBtWzMgKyBuXSA9IChoZWF2eSA/IDEgOiAwKSB8IChkZXB0aCA8PCAxKTtcbiAgICAgIHRoaXMuY291bnQrKztcbiAgICAgIHRoaXMucGxhY2VkUmVtb3RlKys7XG4gICAgICBoLmxpbmtzLnNlbmRUbyhob21lLCBtKTtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgdGhpcy5kZXB0aCsrO1xuICAgIGNvbnN0IHJlYyA9IHRoaXMuZnJhbWUoKTtcbiAgICB0aGlzLmRlcHRoLS07XG4gICAgZm9yIChsZXQgayA9IDA7IGsgPCBuOyBrKyspIHJlY1trXSA9IHJlY29yZFtrXSBhcyBudW1iZXI7XG4gICAgcmVjW25dID0gcGF0aEtleTtcbiAgICByZWNbbiArIDFdID0gZ3JhcGhLZXk7XG4gICAgcmVjW24gKyAyXSA9IChoZWF2eSA/IDEgOiAwKSB8IChkZXB0aCA8PCAxKTtcbiAgICBjb25zdCBzdGFjayA9IHBpbiAhPT0gdW5kZWZpbmVkID8gdGhpcy5waW5uZWQgOiBoZWF2eSA/IHRoaXMub3duSGVhdnkgOiB0aGlzLm93bkxpZ2h0O1xuICAgIGlmIChzdGFjay5wdXNoKHJlYykpIHJldHVybjtcbiAgICAvLyBCYWNrLXByZXNzdXJlOiB0aGUgc3RhY2sgaXMgZnVsbCwgcnVuIHRoZSBjaGlsZCBoZXJlIGFuZCBub3cuXG4gICAgdGhpcy5pbmxpbmUrKztcbiAgICBjb25zdCBzYXZlZCA9IHRoaXMuY3VycmVudDtcbiAgICB0cnkge1xuICAgICAgdGhpcy5leGVjdXRlKHJlYyk7XG4gICAgfSBmaW5hbGx5IHtcbiAgICAgIHRoaXMuY3VycmVudCA9IHNhdmVkO1xuICAgIH1cbiAgfVxufVxuIl0sCiAgIm1hcHBpbmdzIjogIkFBaUJBLFNBQVMsU0FBUyxZQUFZLGlCQUFpQixlQUFlLGtCQUFrQjtBQUNoRixTQUFTLFVBQVUsV0FBVyxlQUFlLGdCQUFnQjtBQUM3RCxTQUFTLFVBQVUsb0JBQW1DO0FBQ3REO0FBQUEsRUFDRTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsT0FPSztBQUdQLE1BQU0sUUFBUTtBQUVkLE1BQU0sTUFBTTtBQUVaLE1BQU0sUUFBUTtBQUVkLE1BQU0sT0FBTztBQUViLE1BQU0sY0FBYztBQUdwQixlQUFzQixtQkFBbUIsTUFBZ0IsV0FBMEIsS0FBa0M7QUFDbkgsUUFBTSxJQUFJLFNBQVMsR0FBRztBQUN0QixRQUFNLFdBQVcsSUFBSSxZQUFZO0FBQ2pDLE9BQUssUUFBUSxRQUFRO0FBQ3JCLFNBQU8sSUFBSSxjQUFjLE1BQU0sV0FBVyxLQUFLLFVBQVUsQ0FBQyxFQUFFLElBQUk7QUFDbEU7QUFFQSxNQUFNLHNCQUFzQixTQUFTO0FBQUEsRUFDbEI7QUFBQSxFQUNBO0FBQUE7QUFBQSxFQUVBO0FBQUE7QUFBQSxFQUVBLFFBQXNCLENBQUM7QUFBQSxFQUN2QixTQUF1QixDQUFDO0FBQUEsRUFDeEIsUUFBc0IsQ0FBQztBQUFBLEVBQ3JCO0FBQUEsRUFDRjtBQUFBO0FBQUEsRUFFQTtBQUFBLEVBQ0EsV0FBVyxJQUFJLFdBQVcsQ0FBQztBQUFBLEVBQzNCLFVBQVUsSUFBSSxXQUFXLENBQUMsSUFBSSxDQUFDO0FBQUE7QUFBQSxFQUV4QyxRQUFRO0FBQUEsRUFDUixRQUFRO0FBQUE7QUFBQSxFQUVSO0FBQUEsRUFDQSxXQUFXO0FBQUEsRUFDWCxhQUFhO0FBQUEsRUFDYixZQUFZO0FBQUE7QUFBQSxFQUVaLFdBQVc7QUFBQSxFQUNYLE9BQU87QUFBQTtBQUFBLEVBRVAsZUFBZTtBQUFBLEVBQ2YsV0FBVztBQUFBLEVBRW5CLFlBQVksTUFBZ0IsV0FBMEIsS0FBYyxVQUFrQixHQUFXO0FBQy9GLFVBQU0sTUFBTSxXQUFXLEtBQUssQ0FBQztBQUM3QixTQUFLLFdBQVcsSUFBSSxhQUFhLFVBQVUsS0FBSyxLQUFLO0FBQ3JELFNBQUssV0FBVyxJQUFJLGFBQWEsVUFBVSxLQUFLLEtBQUs7QUFDckQsU0FBSyxTQUFTLElBQUksYUFBYSxVQUFVLEtBQUssS0FBSztBQUNuRCxTQUFLLE1BQU0sSUFBSSxXQUFXLElBQUksS0FBSyxLQUFLO0FBQ3hDLFNBQUssVUFBVSxDQUFDLFFBQVEsVUFBVSxLQUFLLE1BQU0sUUFBUSxLQUFLO0FBQzFELFNBQUssV0FBVyxLQUFLLFNBQVM7QUFDOUIsU0FBSyxRQUFRLFVBQVUsUUFBUSxLQUFLLElBQUksQ0FBQztBQUFBLEVBQzNDO0FBQUEsRUFFUSxNQUFlO0FBQ3JCLFVBQU0sSUFBSSxLQUFLO0FBQ2YsVUFBTSxTQUFTLENBQUMsU0FBd0I7QUFDdEMsWUFBTSxJQUFJO0FBQUEsUUFDUixXQUFXO0FBQUEsUUFDWCxHQUFHLElBQUksb0RBQW9ELEVBQUUsU0FBUyxDQUFDO0FBQUEsTUFDekU7QUFBQSxJQUNGO0FBQ0EsV0FBTztBQUFBLE1BQ0wsTUFBTSxFQUFFO0FBQUEsTUFDUixNQUFNLEVBQUU7QUFBQSxNQUNSLGFBQWEsS0FBSztBQUFBLE1BQ2xCLE9BQU8sRUFBRTtBQUFBLE1BQ1QsU0FBUyxFQUFFO0FBQUEsTUFDWCxRQUFRLEVBQUU7QUFBQSxNQUNWLE9BQU8sRUFBRSxTQUFTO0FBQUEsTUFDbEIsT0FBTyxNQUFNLE9BQU8sa0NBQWtDO0FBQUEsTUFDdEQsUUFBUSxNQUFNLE9BQU8sK0JBQStCO0FBQUEsTUFDcEQsVUFBVSxDQUFDLFFBQVE7QUFDakIsWUFBSSxLQUFLLFNBQVMsTUFBTSxHQUFHLEtBQUssS0FBSyxTQUFTLE1BQU0sR0FBRyxHQUFHO0FBQ3hELGVBQUs7QUFDTCxlQUFLO0FBQ0wsaUJBQU87QUFBQSxRQUNUO0FBQ0EsZUFBTztBQUFBLE1BQ1Q7QUFBQSxNQUNBLE1BQU0sQ0FBQyxNQUFNLEVBQUUsS0FBSyxDQUFDO0FBQUEsTUFDckIsTUFBTSxNQUFNLEtBQUssS0FBSztBQUFBLE1BQ3RCLFFBQVEsQ0FBQyxXQUFXO0FBQ2xCLGFBQUssUUFBUSxRQUFRLEtBQUs7QUFDMUIsYUFBSztBQUFBLE1BQ1A7QUFBQSxNQUNBLE1BQU0sTUFBTTtBQUNWLGNBQU0sSUFBSSxLQUFLLGFBQWEsS0FBSztBQUNqQyxhQUFLLFdBQVcsS0FBSztBQUNyQixlQUFPO0FBQUEsTUFDVDtBQUFBLE1BQ0EsWUFBWSxNQUFNO0FBQ2hCLGFBQUssZUFBZSxLQUFLLElBQUk7QUFBQSxNQUMvQjtBQUFBLElBQ0Y7QUFBQSxFQUNGO0FBQUEsRUFFVSxRQUFvQjtBQUM1QixRQUFJLElBQUksS0FBSyxPQUFPLEtBQUssS0FBSztBQUM5QixRQUFJLE1BQU0sUUFBVztBQUNuQixVQUFJLElBQUksV0FBVyxLQUFLLEtBQUs7QUFDN0IsV0FBSyxPQUFPLEtBQUssS0FBSyxJQUFJO0FBQzFCLFdBQUssTUFBTSxLQUFLLEtBQUssSUFBSSxFQUFFLFNBQVMsR0FBRyxLQUFLLENBQUM7QUFBQSxJQUMvQztBQUNBLFdBQU87QUFBQSxFQUNUO0FBQUE7QUFBQSxFQUdRLE9BQU8sS0FBNkI7QUFDMUMsVUFBTSxJQUFJLEtBQUssT0FBTyxRQUFRLEdBQUc7QUFDakMsV0FBTyxJQUFJLElBQUksSUFBSSxTQUFTLEdBQUcsS0FBSyxDQUFDLElBQUssS0FBSyxNQUFNLENBQUM7QUFBQSxFQUN4RDtBQUFBLEVBRVUsU0FBUyxLQUF1QjtBQUN4QyxRQUFJLENBQUMsS0FBSyxTQUFTLEtBQUssR0FBRyxFQUFHLE1BQUssTUFBTSxLQUFLLElBQUksTUFBTSxDQUFDO0FBQUEsRUFDM0Q7QUFBQSxFQUVVLE9BQWE7QUFDckIsUUFBSSxRQUFRO0FBQ1osZUFBUztBQUNQLFdBQUssRUFBRSxRQUFRLE9BQU8sRUFBRyxNQUFLLEtBQUs7QUFDbkMsVUFBSSxLQUFLLEtBQU07QUFDZixZQUFNLE1BQU0sS0FBSyxNQUFNO0FBQ3ZCLFVBQUksS0FBSyxVQUFVLEdBQUcsR0FBRztBQUN2QixhQUFLLFFBQVEsR0FBRztBQUNoQjtBQUFBLE1BQ0Y7QUFDQSxXQUFLLEtBQUs7QUFDVixVQUFJLEtBQUssS0FBTTtBQUNmLFVBQUksS0FBSyxVQUFVLEdBQUcsR0FBRztBQUN2QixhQUFLLFFBQVEsR0FBRztBQUNoQjtBQUFBLE1BQ0Y7QUFDQSxVQUFJLEtBQUssT0FBTyxRQUFRLEdBQUcsR0FBRztBQUM1QixhQUFLO0FBQ0wsYUFBSyxRQUFRLEdBQUc7QUFDaEI7QUFBQSxNQUNGO0FBRUEsV0FBSyxVQUFVO0FBQ2YsVUFBSSxLQUFLLEtBQU07QUFDZixZQUFNLEtBQUssWUFBWSxJQUFJO0FBQzNCLFVBQUk7QUFDRixhQUFLLFNBQVM7QUFBQSxNQUNoQixVQUFFO0FBQ0EsYUFBSyxVQUFVLFlBQVksSUFBSSxJQUFJO0FBQUEsTUFDckM7QUFBQSxJQUNGO0FBQUEsRUFDRjtBQUFBLEVBRVEsV0FBb0I7QUFDMUIsV0FBTyxLQUFLLE9BQU8sS0FBSyxJQUFJLEtBQUssU0FBUyxLQUFLLElBQUksS0FBSyxTQUFTLEtBQUssSUFBSSxLQUFLLE1BQU0sU0FBUztBQUFBLEVBQ2hHO0FBQUEsRUFFUSxVQUFVLEtBQTBCO0FBQzFDLFFBQUksS0FBSyxPQUFPLElBQUksR0FBRyxLQUFLLEtBQUssU0FBUyxJQUFJLEdBQUcsS0FBSyxLQUFLLFNBQVMsSUFBSSxHQUFHLEVBQUcsUUFBTztBQUNyRixVQUFNLElBQUksS0FBSyxNQUFNLElBQUk7QUFDekIsUUFBSSxNQUFNLE9BQVcsUUFBTztBQUM1QixRQUFJLElBQUksQ0FBQztBQUNULFdBQU87QUFBQSxFQUNUO0FBQUE7QUFBQSxFQUdRLFlBQWtCO0FBQ3hCLFFBQUksQ0FBQyxLQUFLLFNBQVU7QUFDcEIsVUFBTSxJQUFJLEtBQUs7QUFDZixRQUFJLEVBQUUsU0FBUyxHQUFHO0FBQ2hCLFVBQUksS0FBSyxZQUFZLENBQUMsS0FBSyxjQUFjLENBQUMsS0FBSyxTQUFTLEtBQUssV0FBVyxLQUFLLFVBQVUsR0FBRztBQUN4RixhQUFLLE9BQU87QUFDWixpQkFBUyxJQUFJLEdBQUcsSUFBSSxFQUFFLE1BQU0sSUFBSyxHQUFFLE1BQU0sT0FBTyxHQUFHLEtBQUssT0FBTztBQUMvRDtBQUFBLE1BQ0Y7QUFDQSxVQUFJLEVBQUUsU0FBUyxHQUFHO0FBRWhCLGFBQUssT0FBTztBQUNaO0FBQUEsTUFDRjtBQUNBLFdBQUssVUFBVSxHQUFHLE9BQU8sQ0FBQztBQUMxQixXQUFLLFdBQVc7QUFDaEI7QUFBQSxJQUNGO0FBQ0EsU0FBSyxVQUFVLEtBQUssV0FBVyxLQUFLLE9BQU8sS0FBSyxjQUFjLEtBQUssT0FBTyxLQUFLLFlBQVksS0FBSyxRQUFRO0FBQUEsRUFDMUc7QUFBQSxFQUVRLFVBQVUsS0FBYSxPQUFnQixNQUFvQjtBQUNqRSxVQUFNLElBQUksS0FBSztBQUNmLE1BQUUsQ0FBQyxJQUFJO0FBQ1AsTUFBRSxDQUFDLElBQUk7QUFDUCxNQUFFLENBQUMsSUFBSSxRQUFRLElBQUk7QUFDbkIsTUFBRSxDQUFDLElBQUksT0FBTztBQUNkLFNBQUssV0FBVztBQUNoQixTQUFLLFFBQVE7QUFDYixVQUFNLElBQUksS0FBSztBQUNmLE1BQUUsTUFBTSxRQUFRLEVBQUUsT0FBTyxLQUFLLEVBQUUsTUFBTSxDQUFDO0FBQUEsRUFDekM7QUFBQSxFQUVRLFdBQWlCO0FBQ3ZCLFVBQU0sSUFBSSxLQUFLO0FBQ2YsU0FBSyxlQUFlLEtBQUssSUFBSTtBQUM3QixVQUFNLE9BQU8sTUFBTTtBQUNqQixXQUFLLEtBQUs7QUFDVixhQUFPLEtBQUssUUFBUSxLQUFLLFlBQVksS0FBSyxTQUFTLE1BQU0sS0FBSyxPQUFPLE1BQU0sS0FBSztBQUFBLElBQ2xGO0FBQ0E7QUFBQSxNQUNFO0FBQUEsTUFDQTtBQUFBLE1BQ0EsTUFBTSxRQUFRLEVBQUUsSUFBSTtBQUFBLE1BQ3BCLENBQUMsVUFDQyxLQUFLLElBQUksSUFBSSxLQUFLLGVBQWUsUUFDN0IsU0FDQSxRQUFRLEVBQUUsSUFBSSxXQUFXLEtBQUs7QUFBQSxJQUN0QztBQUFBLEVBQ0Y7QUFBQTtBQUFBLEVBR1EsT0FBYTtBQUNuQixVQUFNLElBQUksS0FBSztBQUNmLFVBQU0sUUFBUSxFQUFFO0FBQ2hCLGFBQVMsSUFBSSxHQUFHLElBQUksRUFBRSxNQUFNLEtBQUs7QUFDL0IsVUFBSSxNQUFNLEVBQUUsS0FBTTtBQUNsQixhQUFPLE1BQU0sTUFBTSxDQUFDLEVBQUcsTUFBSyxTQUFTLEdBQUcsTUFBTSxLQUFLLENBQUMsQ0FBZTtBQUFBLElBQ3JFO0FBQUEsRUFDRjtBQUFBLEVBRVEsU0FBUyxNQUFjLEtBQXVCO0FBQ3BELFVBQU0sT0FBTyxJQUFJLENBQUM7QUFDbEIsUUFBSSxTQUFTLFNBQVMsU0FBUyxLQUFLO0FBQ2xDLFdBQUssUUFBUSxJQUFJLFNBQVMsQ0FBQyxHQUFHLFNBQVMsR0FBRztBQUMxQztBQUFBLElBQ0Y7QUFDQSxRQUFJLFNBQVMsT0FBTztBQUNsQixXQUFLLFdBQVc7QUFDaEIsV0FBSyxXQUFXLElBQUksQ0FBQztBQUNyQixXQUFLLGFBQWEsSUFBSSxDQUFDLE1BQU07QUFDN0IsWUFBTSxPQUFPLElBQUksQ0FBQztBQUNsQixVQUFJLFNBQVMsS0FBSyxVQUFXLE1BQUssZUFBZSxLQUFLLElBQUk7QUFDMUQsV0FBSyxZQUFZO0FBQ2pCO0FBQUEsSUFDRjtBQUNBLFFBQUksU0FBUyxNQUFNO0FBQ2pCLFdBQUssT0FBTztBQUNaO0FBQUEsSUFDRjtBQUNBLFFBQUksT0FBTyxLQUFLLEtBQUssT0FBTyxZQUFZLFFBQVc7QUFDakQsV0FBSyxNQUFNLFFBQVEsTUFBTSxHQUFHO0FBQzVCO0FBQUEsSUFDRjtBQUNBLFVBQU0sSUFBSSxjQUFjLFdBQVcsVUFBVSxRQUFRLEtBQUssS0FBSyxJQUFJLHlDQUF5QyxJQUFJLGNBQWMsSUFBSSxFQUFFO0FBQUEsRUFDdEk7QUFBQTtBQUFBLEVBR1EsUUFBUSxRQUFvQixRQUF1QjtBQUN6RCxTQUFLO0FBQ0wsU0FBSyxRQUFRO0FBQ2IsU0FBSyxlQUFlLEtBQUssSUFBSTtBQUM3QixVQUFNLFFBQVEsU0FBUyxLQUFLLFVBQVcsT0FBTyxLQUFLLElBQUksQ0FBQyxJQUFlLE9BQU8sSUFBSSxLQUFLLFdBQVcsS0FBSztBQUN2RyxRQUFJLENBQUMsTUFBTSxLQUFLLE1BQU0sRUFBRyxNQUFLLE1BQU0sS0FBSyxPQUFPLE1BQU0sR0FBRyxLQUFLLEtBQUssQ0FBQztBQUFBLEVBQ3RFO0FBQUEsRUFFUSxRQUFRLEtBQXVCO0FBQ3JDLFVBQU0sSUFBSSxLQUFLO0FBQ2YsU0FBSztBQUNMLFFBQUk7QUFDRixXQUFLLFVBQVU7QUFDZixXQUFLLElBQUksUUFBUSxLQUFLLE9BQU8sR0FBRyxHQUFHLEtBQUssT0FBTztBQUFBLElBQ2pELFNBQVMsS0FBSztBQUNaLFVBQUksY0FBYyxHQUFHLEVBQUcsT0FBTTtBQUM5QixZQUFNLFdBQVcsRUFBRSxNQUFNLElBQUksU0FBUyxHQUFHLEtBQUssQ0FBQyxHQUFHLEdBQUc7QUFBQSxJQUN2RCxVQUFFO0FBQ0EsV0FBSztBQUFBLElBQ1A7QUFDQSxTQUFLO0FBQ0wsUUFBSSxLQUFLLFdBQVcsZ0JBQWdCLEdBQUc7QUFDckMsWUFBTSxJQUFJLEVBQUU7QUFDWixVQUFJLEVBQUUsVUFBVSxVQUFhLFFBQVEsS0FBSyxFQUFFLE9BQU8sRUFBRSxjQUFjLENBQUMsTUFBTSxHQUFHO0FBQzNFLGNBQU0sUUFBUSxRQUFRLEVBQUUsSUFBSSxvREFBb0Q7QUFBQSxNQUNsRjtBQUFBLElBQ0Y7QUFBQSxFQUNGO0FBQUEsRUFFUSxNQUFNLFFBQTJCLE9BQTBCO0FBQ2pFLFVBQU0sSUFBSSxLQUFLO0FBQ2YsUUFBSSxXQUFXLFFBQVEsT0FBTyxXQUFXLFlBQVksRUFBRSxPQUFPLFVBQVUsSUFBSTtBQUMxRSxZQUFNLGdCQUFnQixpQkFBaUIsd0JBQXdCLENBQUMsWUFBWSxNQUFNO0FBQUEsSUFDcEY7QUFDQSxVQUFNLFNBQVMsS0FBSztBQUNwQixVQUFNLFFBQVEsVUFBVSxVQUFhLE1BQU0sVUFBVTtBQUNyRCxRQUFJLFVBQVU7QUFDZCxRQUFJLFdBQVc7QUFDZixRQUFJLEtBQUssT0FBTztBQUNkLGdCQUFVLE9BQU8sV0FBVyxXQUFXLE9BQU8sQ0FBQyxJQUFjLGNBQWMsT0FBTyxTQUFTLE1BQU0sWUFBWTtBQUM3RyxpQkFBVyxPQUFPLGFBQWEsT0FBTyxhQUFhLE9BQU8sVUFBVyxPQUFPLElBQUksQ0FBQztBQUFBLElBQ25GO0FBQ0EsVUFBTSxRQUFRLE9BQU8sVUFBVyxPQUFPLElBQUksQ0FBQyxNQUFpQixLQUFLO0FBQ2xFLFVBQU0sSUFBSSxLQUFLO0FBQ2YsVUFBTSxNQUFNLE9BQU87QUFDbkIsUUFBSTtBQUNKLFFBQUksUUFBUSxRQUFXO0FBQ3JCLFVBQUksQ0FBQyxPQUFPLFVBQVUsR0FBRyxLQUFLLE1BQU0sS0FBSyxPQUFPLEVBQUUsS0FBTSxPQUFNLGdCQUFnQixvQkFBb0IsaUJBQWlCLEVBQUUsSUFBSSxLQUFLLEdBQUc7QUFDakksYUFBTztBQUFBLElBQ1QsT0FBTztBQUNMLFlBQU0sSUFBSSxLQUFLO0FBQ2YsUUFBRSxVQUFVO0FBQ1osUUFBRSxXQUFXO0FBQ2IsUUFBRSxRQUFRO0FBQ1YsUUFBRSxRQUFRO0FBQ1YsYUFBTyxTQUFTLEtBQUssVUFBVSxNQUFNLEdBQUcsRUFBRSxNQUFNLEVBQUUsSUFBSSxHQUFHLEVBQUUsTUFBTSxFQUFFLE1BQU0sS0FBSyxTQUFTO0FBQUEsSUFDekY7QUFDQSxTQUFLO0FBQ0wsUUFBSSxTQUFTLEVBQUUsTUFBTTtBQUNuQixZQUFNLElBQUksS0FBSztBQUNmLFFBQUUsQ0FBQyxJQUFJLFFBQVEsU0FBWSxRQUFRO0FBQ25DLGVBQVMsSUFBSSxHQUFHLElBQUksR0FBRyxJQUFLLEdBQUUsSUFBSSxDQUFDLElBQUksT0FBTyxDQUFDO0FBQy9DLFFBQUUsSUFBSSxDQUFDLElBQUk7QUFDWCxRQUFFLElBQUksQ0FBQyxJQUFJO0FBQ1gsUUFBRSxJQUFJLENBQUMsS0FBSyxRQUFRLElBQUksS0FBTSxTQUFTO0FBQ3ZDLFdBQUs7QUFDTCxXQUFLO0FBQ0wsUUFBRSxNQUFNLE9BQU8sTUFBTSxDQUFDO0FBQ3RCO0FBQUEsSUFDRjtBQUNBLFNBQUs7QUFDTCxVQUFNLE1BQU0sS0FBSyxNQUFNO0FBQ3ZCLFNBQUs7QUFDTCxhQUFTLElBQUksR0FBRyxJQUFJLEdBQUcsSUFBSyxLQUFJLENBQUMsSUFBSSxPQUFPLENBQUM7QUFDN0MsUUFBSSxDQUFDLElBQUk7QUFDVCxRQUFJLElBQUksQ0FBQyxJQUFJO0FBQ2IsUUFBSSxJQUFJLENBQUMsS0FBSyxRQUFRLElBQUksS0FBTSxTQUFTO0FBQ3pDLFVBQU0sUUFBUSxRQUFRLFNBQVksS0FBSyxTQUFTLFFBQVEsS0FBSyxXQUFXLEtBQUs7QUFDN0UsUUFBSSxNQUFNLEtBQUssR0FBRyxFQUFHO0FBRXJCLFNBQUs7QUFDTCxVQUFNLFFBQVEsS0FBSztBQUNuQixRQUFJO0FBQ0YsV0FBSyxRQUFRLEdBQUc7QUFBQSxJQUNsQixVQUFFO0FBQ0EsV0FBSyxVQUFVO0FBQUEsSUFDakI7QUFBQSxFQUNGO0FBQ0Y7IiwKICAibmFtZXMiOiBbXQp9Cg==
