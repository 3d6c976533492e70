import { checkInt, invalidArgument } from "../errors.js";
import { createBusyClock, wallNs } from "./clock.js";
import { checkLoad, checkName } from "./validate.js";
function isThenable(value) {
  return (typeof value === "object" || typeof value === "function") && value !== null && typeof value.then === "function";
}
class PhaseRecorder {
  rank;
  clockSource;
  busy;
  wall;
  records = [];
  occurrences = /* @__PURE__ */ new Map();
  open;
  looseWork = 0;
  looseMessages = 0;
  looseBytes = 0;
  /** The communicator's running totals (../comm/links.ts increments them). */
  traffic = { messages: 0, bytes: 0 };
  /** Of `traffic`, what closed phases took. */
  phasedMessages = 0;
  phasedBytes = 0;
  constructor(rank, options = {}) {
    this.rank = checkInt("PhaseRecorder rank", rank, 0);
    const clock = options.clock ?? createBusyClock();
    this.clockSource = clock.source;
    this.busy = () => clock.now();
    this.wall = options.wallClock ?? wallNs;
  }
  /** A balancing driver's load record, returned with the snapshot (set by a recording driver). */
  loads;
  /** The rank's wait costs, copied into every snapshot (the rank's waiter keeps them). */
  waits;
  /** Phases completed so far. */
  get closedCount() {
    return this.records.length;
  }
  /** The i-th completed phase (0 <= i < closedCount), not copied. */
  closedAt(i) {
    return this.records[i];
  }
  /** Name of the open phase, or undefined. */
  get active() {
    return this.open?.name;
  }
  /** Open phase `name`. Phases do not nest: throws INVALID_ARGUMENT while another is open. */
  begin(name) {
    checkName("phase name", name);
    if (this.open !== void 0) {
      throw invalidArgument(
        `the open phase at PhaseRecorder.begin(${JSON.stringify(name)})`,
        "none (nested phases are not allowed; end() the current phase first)",
        this.open.name
      );
    }
    const index = this.occurrences.get(name) ?? 0;
    this.occurrences.set(name, index + 1);
    this.open = {
      name,
      index,
      busyStart: this.busy(),
      wallStart: this.wall(),
      workUnits: 0,
      messages: 0,
      bytes: 0,
      trafficMessages: this.traffic.messages,
      trafficBytes: this.traffic.bytes
    };
  }
  /** Close the open phase and return its record. Throws INVALID_ARGUMENT when none is open. */
  end() {
    const p = this.open;
    if (p === void 0) {
      throw invalidArgument("the open phase at PhaseRecorder.end()", "a phase started by begin(name)", void 0);
    }
    const busyEnd = this.busy();
    const wallEnd = this.wall();
    this.open = void 0;
    const linkMessages = this.traffic.messages - p.trafficMessages;
    const linkBytes = this.traffic.bytes - p.trafficBytes;
    this.phasedMessages += linkMessages;
    this.phasedBytes += linkBytes;
    const record = {
      name: p.name,
      index: p.index,
      busyNs: Math.max(0, busyEnd - p.busyStart),
      wallNs: Math.max(0, wallEnd - p.wallStart),
      workUnits: p.workUnits,
      messages: p.messages + linkMessages,
      bytes: p.bytes + linkBytes
    };
    this.records.push(record);
    return { ...record };
  }
  measure(name, fn) {
    if (typeof fn !== "function") throw invalidArgument("PhaseRecorder.measure fn", "a function", fn);
    this.begin(name);
    let result;
    try {
      result = fn();
    } catch (err) {
      this.end();
      throw err;
    }
    if (isThenable(result)) {
      return Promise.resolve(result).then(
        (value) => {
          this.end();
          return value;
        },
        (err) => {
          this.end();
          throw err;
        }
      );
    }
    this.end();
    return result;
  }
  /** Add work units to the open phase, or to the run-level total when none is open. */
  addWork(units) {
    checkLoad("work units", units);
    if (this.open !== void 0) this.open.workUnits += units;
    else this.looseWork += units;
  }
  /** Add sent messages and payload bytes to the open phase, or to the run-level total. */
  addTraffic(messages, bytes) {
    checkInt("message count", messages, 0);
    checkInt("byte count", bytes, 0);
    if (this.open !== void 0) {
      this.open.messages += messages;
      this.open.bytes += bytes;
    } else {
      this.looseMessages += messages;
      this.looseBytes += bytes;
    }
  }
  /**
   * @internal Continue from `saved` (a snapshot of this rank taken at a checkpoint): its phases,
   * work and traffic count as recorded here, later phases follow them. Only while no phase is open.
   */
  restore(saved) {
    this.records.length = 0;
    this.occurrences.clear();
    let work = 0;
    let messages = 0;
    let bytes = 0;
    for (const r of saved.phases) {
      this.records.push({ ...r });
      this.occurrences.set(r.name, Math.max(this.occurrences.get(r.name) ?? 0, r.index + 1));
      work += r.workUnits;
      messages += r.messages;
      bytes += r.bytes;
    }
    this.looseWork = saved.totals.workUnits - work;
    this.looseMessages = saved.totals.messages - messages + this.phasedMessages - this.traffic.messages;
    this.looseBytes = saved.totals.bytes - bytes + this.phasedBytes - this.traffic.bytes;
    this.loads = saved.loads;
  }
  /** A JSON-able copy of everything recorded so far. A still-open phase is not included. */
  snapshot() {
    const totals = {
      busyNs: 0,
      wallNs: 0,
      workUnits: this.looseWork,
      // The communicator's traffic outside every phase: not in a closed one, not in the open one.
      messages: this.looseMessages + this.traffic.messages - this.phasedMessages - (this.open === void 0 ? 0 : this.traffic.messages - this.open.trafficMessages),
      bytes: this.looseBytes + this.traffic.bytes - this.phasedBytes - (this.open === void 0 ? 0 : this.traffic.bytes - this.open.trafficBytes)
    };
    const phases = this.records.map((r) => {
      totals.busyNs += r.busyNs;
      totals.wallNs += r.wallNs;
      totals.workUnits += r.workUnits;
      totals.messages += r.messages;
      totals.bytes += r.bytes;
      return { ...r };
    });
    const out = { rank: this.rank, clock: this.clockSource, phases, totals };
    if (this.loads !== void 0) out.loads = this.loads;
    if (this.waits !== void 0) out.waits = { ...this.waits };
    return out;
  }
}
export {
  PhaseRecorder
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL21ldHJpY3MvcmVjb3JkZXIudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbIi8qKlxuICogUGVyLXJhbmsgcGhhc2UgcmVjb3JkZXI6IHRoZSByYW5rIG1hcmtzIHBoYXNlcywgcmVwb3J0cyB3b3JrIHVuaXRzIGFuZCB0cmFmZmljLCBhbmRcbiAqIGhhbmRzIGEgSlNPTi1hYmxlIGBSYW5rTWV0cmljc2Agc25hcHNob3QgdG8gdGhlIGhvc3QgYXQgdGhlIGVuZCBvZiB0aGUgcnVuLlxuICpcbiAqIENyZWF0ZSBpdCBvbiB0aGUgcmFuaydzIG93biB0aHJlYWQ6IHRoZSBkZWZhdWx0IGJ1c3kgY2xvY2sgcmVhZHMgdGhhdCB0aHJlYWQncyBDUFUgdGltZS5cbiAqL1xuXG5pbXBvcnQgeyBjaGVja0ludCwgaW52YWxpZEFyZ3VtZW50IH0gZnJvbSAnLi4vZXJyb3JzLmpzJztcbmltcG9ydCB7IHR5cGUgQnVzeUNsb2NrLCB0eXBlIENsb2NrU291cmNlLCBjcmVhdGVCdXN5Q2xvY2ssIHdhbGxOcyB9IGZyb20gJy4vY2xvY2suanMnO1xuaW1wb3J0IHR5cGUgeyBNZXRyaWNDb3VudGVycywgUGhhc2VSZWNvcmQsIFJhbmtMb2FkTG9nLCBSYW5rTWV0cmljcywgV2FpdFN0YXRzIH0gZnJvbSAnLi90eXBlcy5qcyc7XG5pbXBvcnQgeyBjaGVja0xvYWQsIGNoZWNrTmFtZSB9IGZyb20gJy4vdmFsaWRhdGUuanMnO1xuXG5leHBvcnQgaW50ZXJmYWNlIFBoYXNlUmVjb3JkZXJPcHRpb25zIHtcbiAgLyoqIEJ1c3ktdGltZSBjbG9jazsgZGVmYXVsdHMgdG8gYGNyZWF0ZUJ1c3lDbG9jaygpYCAoaW5qZWN0IGEgZmFrZSBvbmUgaW4gdGVzdHMpLiAqL1xuICByZWFkb25seSBjbG9jaz86IEJ1c3lDbG9jaztcbiAgLyoqIFdhbGwgY2xvY2sgaW4gbnM7IGRlZmF1bHRzIHRvIGB3YWxsTnNgLiAqL1xuICByZWFkb25seSB3YWxsQ2xvY2s/OiAoKSA9PiBudW1iZXI7XG59XG5cbmludGVyZmFjZSBPcGVuUGhhc2Uge1xuICByZWFkb25seSBuYW1lOiBzdHJpbmc7XG4gIHJlYWRvbmx5IGluZGV4OiBudW1iZXI7XG4gIHJlYWRvbmx5IGJ1c3lTdGFydDogbnVtYmVyO1xuICByZWFkb25seSB3YWxsU3RhcnQ6IG51bWJlcjtcbiAgd29ya1VuaXRzOiBudW1iZXI7XG4gIC8qKiBSZXBvcnRlZCB3aXRoIGBhZGRUcmFmZmljYCB3aGlsZSB0aGUgcGhhc2UgaXMgb3Blbi4gKi9cbiAgbWVzc2FnZXM6IG51bWJlcjtcbiAgYnl0ZXM6IG51bWJlcjtcbiAgLyoqIGB0cmFmZmljYCB3aGVuIHRoZSBwaGFzZSBiZWdhbjogdGhlIGNvbW11bmljYXRvcidzIHNoYXJlIGlzIHRoZSBkaWZmZXJlbmNlIGF0IGl0cyBlbmQuICovXG4gIHJlYWRvbmx5IHRyYWZmaWNNZXNzYWdlczogbnVtYmVyO1xuICByZWFkb25seSB0cmFmZmljQnl0ZXM6IG51bWJlcjtcbn1cblxuLyoqIFJ1bm5pbmcgdG90YWxzIGEgY29tbXVuaWNhdG9yIGluY3JlbWVudHMgaXRzZWxmIChhIGZpZWxkIHVwZGF0ZSBwZXIgbWVzc2FnZSwgbm8gY2FsbCkuICovXG5leHBvcnQgaW50ZXJmYWNlIFRyYWZmaWNDb3VudGVyIHtcbiAgbWVzc2FnZXM6IG51bWJlcjtcbiAgYnl0ZXM6IG51bWJlcjtcbn1cblxuZnVuY3Rpb24gaXNUaGVuYWJsZSh2YWx1ZTogdW5rbm93bik6IHZhbHVlIGlzIFByb21pc2VMaWtlPHVua25vd24+IHtcbiAgcmV0dXJuIChcbiAgICAodHlwZW9mIHZhbHVlID09PSAnb2JqZWN0JyB8fCB0eXBlb2YgdmFsdWUgPT09ICdmdW5jdGlvbicpICYmIHZhbHVlICE9PSBudWxsICYmIHR5cGVvZiAodmFsdWUgYXMgeyB0aGVuPzogdW5rbm93biB9KS50aGVuID09PSAnZnVuY3Rpb24nXG4gICk7XG59XG5cbmV4cG9ydCBjbGFzcyBQaGFzZVJlY29yZGVyIHtcbiAgcmVhZG9ubHkgcmFuazogbnVtYmVyO1xuICByZWFkb25seSBjbG9ja1NvdXJjZTogQ2xvY2tTb3VyY2U7XG4gIHByaXZhdGUgcmVhZG9ubHkgYnVzeTogKCkgPT4gbnVtYmVyO1xuICBwcml2YXRlIHJlYWRvbmx5IHdhbGw6ICgpID0+IG51bWJlcjtcbiAgcHJpdmF0ZSByZWFkb25seSByZWNvcmRzOiBQaGFzZVJlY29yZFtdID0gW107XG4gIHByaXZhdGUgcmVhZG9ubHkgb2NjdXJyZW5jZXMgPSBuZXcgTWFwPHN0cmluZywgbnVtYmVyPigpO1xuICBwcml2YXRlIG9wZW46IE9wZW5QaGFzZSB8IHVuZGVmaW5lZDtcbiAgcHJpdmF0ZSBsb29zZVdvcmsgPSAwO1xuICBwcml2YXRlIGxvb3NlTWVzc2FnZXMgPSAwO1xuICBwcml2YXRlIGxvb3NlQnl0ZXMgPSAwO1xuICAvKiogVGhlIGNvbW11bmljYXRvcidzIHJ1bm5pbmcgdG90YWxzICguLi9jb21tL2xpbmtzLnRzIGluY3JlbWVudHMgdGhlbSkuICovXG4gIHJlYWRvbmx5IHRyYWZmaWM6IFRyYWZmaWNDb3VudGVyID0geyBtZXNzYWdlczogMCwgYnl0ZXM6IDAgfTtcbiAgLyoqIE9mIGB0cmFmZmljYCwgd2hhdCBjbG9zZWQgcGhhc2VzIHRvb2suICovXG4gIHByaXZhdGUgcGhhc2VkTWVzc2FnZXMgPSAwO1xuICBwcml2YXRlIHBoYXNlZEJ5dGVzID0gMDtcblxuICBjb25zdHJ1Y3RvcihyYW5rOiBudW1iZXIsIG9wdGlvbnM6IFBoYXNlUmVjb3JkZXJPcHRpb25zID0ge30pIHtcbiAgICB0aGlzLnJhbmsgPSBjaGVja0ludCgnUGhhc2VSZWNvcmRlciByYW5rJywgcmFuaywgMCk7XG4gICAgY29uc3QgY2xvY2sgPSBvcHRpb25zLmNsb2NrID8/IGNyZWF0ZUJ1c3lDbG9jaygpO1xuICAgIHRoaXMuY2xvY2tTb3VyY2UgPSBjbG9jay5zb3VyY2U7XG4gICAgdGhpcy5idXN5ID0gKCkgPT4gY2xvY2subm93KCk7XG4gICAgdGhpcy53YWxsID0gb3B0aW9ucy53YWxsQ2xvY2sgPz8gd2FsbE5zO1xuICB9XG5cbiAgLyoqIEEgYmFsYW5jaW5nIGRyaXZlcidzIGxvYWQgcmVjb3JkLCByZXR1cm5lZCB3aXRoIHRoZSBzbmFwc2hvdCAoc2V0IGJ5IGEgcmVjb3JkaW5nIGRyaXZlcikuICovXG4gIGxvYWRzOiBSYW5rTG9hZExvZyB8IHVuZGVmaW5lZDtcblxuICAvKiogVGhlIHJhbmsncyB3YWl0IGNvc3RzLCBjb3BpZWQgaW50byBldmVyeSBzbmFwc2hvdCAodGhlIHJhbmsncyB3YWl0ZXIga2VlcHMgdGhlbSkuICovXG4gIHdhaXRzOiBSZWFkb25seTxXYWl0U3RhdHM+IHwgdW5kZWZpbmVkO1xuXG4gIC8qKiBQaGFzZXMgY29tcGxldGVkIHNvIGZhci4gKi9cbiAgZ2V0IGNsb3NlZENvdW50KCk6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMucmVjb3Jkcy5sZW5ndGg7XG4gIH1cblxuICAvKiogVGhlIGktdGggY29tcGxldGVkIHBoYXNlICgwIDw9IGkgPCBjbG9zZWRDb3VudCksIG5vdCBjb3BpZWQuICovXG4gIGNsb3NlZEF0KGk6IG51bWJlcik6IFJlYWRvbmx5PFBoYXNlUmVjb3JkPiB8IHVuZGVmaW5lZCB7XG4gICAgcmV0dXJuIHRoaXMucmVjb3Jkc1tpXTtcbiAgfVxuXG4gIC8qKiBOYW1lIG9mIHRoZSBvcGVuIHBoYXNlLCBvciB1bmRlZmluZWQuICovXG4gIGdldCBhY3RpdmUoKTogc3RyaW5nIHwgdW5kZWZpbmVkIHtcbiAgICByZXR1cm4gdGhpcy5vcGVuPy5uYW1lO1xuICB9XG5cbiAgLyoqIE9wZW4gcGhhc2UgYG5hbWVgLiBQaGFzZXMgZG8gbm90IG5lc3Q6IHRocm93cyBJTlZBTElEX0FSR1VNRU5UIHdoaWxlIGFub3RoZXIgaXMgb3Blbi4gKi9cbiAgYmVnaW4obmFtZTogc3RyaW5nKTogdm9pZCB7XG4gICAgY2hlY2tOYW1lKCdwaGFzZSBuYW1lJywgbmFtZSk7XG4gICAgaWYgKHRoaXMub3BlbiAhPT0gdW5kZWZpbmVkKSB7XG4gICAgICB0aHJvdyBpbnZhbGlkQXJndW1lbnQoXG4gICAgICAgIGB0aGUgb3BlbiBwaGFzZSBhdCBQaGFzZVJlY29yZGVyLmJlZ2luKCR7SlNPTi5zdHJpbmdpZnkobmFtZSl9KWAsXG4gICAgICAgICdub25lIChuZXN0ZWQgcGhhc2VzIGFyZSBub3QgYWxsb3dlZDsgZW5kKCkgdGhlIGN1cnJlbnQgcGhhc2UgZmlyc3QpJyxcbiAgICAgICAgdGhpcy5vcGVuLm5hbWUsXG4gICAgICApO1xuICAgIH1cbiAgICBjb25zdCBpbmRleCA9IHRoaXMub2NjdXJyZW5jZXMuZ2V0KG5hbWUpID8/IDA7XG4gICAgdGhpcy5vY2N1cnJlbmNlcy5zZXQobmFtZSwgaW5kZXggKyAxKTtcbiAgICB0aGlzLm9wZW4gPSB7XG4gICAgICBuYW1lLFxuICAgICAgaW5kZXgsXG4gICAgICBidXN5U3RhcnQ6IHRoaXMuYnVzeSgpLFxuICAgICAgd2FsbFN0YXJ0OiB0aGlzLndhbGwoKSxcbiAgICAgIHdvcmtVbml0czogMCxcbiAgICAgIG1lc3NhZ2VzOiAwLFxuICAgICAgYnl0ZXM6IDAsXG4gICAgICB0cmFmZmljTWVzc2FnZXM6IHRoaXMudHJhZmZpYy5tZXNzYWdlcyxcbiAgICAgIHRyYWZmaWNCeXRlczogdGhpcy50cmFmZmljLmJ5dGVzLFxuICAgIH07XG4gIH1cblxuICAvKiogQ2xvc2UgdGhlIG9wZW4gcGhhc2UgYW5kIHJldHVybiBpdHMgcmVjb3JkLiBUaHJvd3MgSU5WQUxJRF9BUkdVTUVOVCB3aGVuIG5vbmUgaXMgb3Blbi4gKi9cbiAgZW5kKCk6IFBoYXNlUmVjb3JkIHtcbiAgICBjb25zdCBwID0gdGhpcy5vcGVuO1xuICAgIGlmIChwID09PSB1bmRlZmluZWQpIHtcbiAgICAgIHRocm93IGludmFsaWRBcmd1bWVudCgndGhlIG9wZW4gcGhhc2UgYXQgUGhhc2VSZWNvcmRlci5lbmQoKScsICdhIHBoYXNlIHN0YXJ0ZWQgYnkgYmVnaW4obmFtZSknLCB1bmRlZmluZWQpO1xuICAgIH1cbiAgICBjb25zdCBidXN5RW5kID0gdGhpcy5idXN5KCk7XG4gICAgY29uc3Qgd2FsbEVuZCA9IHRoaXMud2FsbCgpO1xuICAgIHRoaXMub3BlbiA9IHVuZGVmaW5lZDtcbiAgICBjb25zdCBsaW5rTWVzc2FnZXMgPSB0aGlzLnRyYWZmaWMubWVzc2FnZXMgLSBwLnRyYWZmaWNNZXNzYWdlcztcbiAgICBjb25zdCBsaW5rQnl0ZXMgPSB0aGlzLnRyYWZmaWMuYnl0ZXMgLSBwLnRyYWZmaWNCeXRlcztcbiAgICB0aGlzLnBoYXNlZE1lc3NhZ2VzICs9IGxpbmtNZXNzYWdlcztcbiAgICB0aGlzLnBoYXNlZEJ5dGVzICs9IGxpbmtCeXRlcztcbiAgICBjb25zdCByZWNvcmQ6IFBoYXNlUmVjb3JkID0ge1xuICAgICAgbmFtZTogcC5uYW1lLFxuICAgICAgaW5kZXg6IHAuaW5kZXgsXG4gICAgICBidXN5TnM6IE1hdGgubWF4KDAsIGJ1c3lFbmQgLSBwLmJ1c3lTdGFydCksXG4gICAgICB3YWxsTnM6IE1hdGgubWF4KDAsIHdhbGxFbmQgLSBwLndhbGxTdGFydCksXG4gICAgICB3b3JrVW5pdHM6IHAud29ya1VuaXRzLFxuICAgICAgbWVzc2FnZXM6IHAubWVzc2FnZXMgKyBsaW5rTWVzc2FnZXMsXG4gICAgICBieXRlczogcC5ieXRlcyArIGxpbmtCeXRlcyxcbiAgICB9O1xuICAgIHRoaXMucmVjb3Jkcy5wdXNoKHJlY29yZCk7XG4gICAgcmV0dXJuIHsgLi4ucmVjb3JkIH07XG4gIH1cblxuICAvKipcbiAgICogUnVuIGBmbmAgYXMgcGhhc2UgYG5hbWVgOiBiZWdpbiwgY2FsbCwgZW5kIChhbHNvIHdoZW4gYGZuYCB0aHJvd3Mgb3IgaXRzIHByb21pc2VcbiAgICogcmVqZWN0cykuIEEgcmV0dXJuZWQgcHJvbWlzZSBrZWVwcyB0aGUgcGhhc2Ugb3BlbiB1bnRpbCBpdCBzZXR0bGVzLlxuICAgKi9cbiAgbWVhc3VyZTxUPihuYW1lOiBzdHJpbmcsIGZuOiAoKSA9PiBQcm9taXNlTGlrZTxUPik6IFByb21pc2U8VD47XG4gIG1lYXN1cmU8VD4obmFtZTogc3RyaW5nLCBmbjogKCkgPT4gVCk6IFQ7XG4gIG1lYXN1cmU8VD4obmFtZTogc3RyaW5nLCBmbjogKCkgPT4gVCB8IFByb21pc2VMaWtlPFQ+KTogVCB8IFByb21pc2U8VD4ge1xuICAgIGlmICh0eXBlb2YgZm4gIT09ICdmdW5jdGlvbicpIHRocm93IGludmFsaWRBcmd1bWVudCgnUGhhc2VSZWNvcmRlci5tZWFzdXJlIGZuJywgJ2EgZnVuY3Rpb24nLCBmbik7XG4gICAgdGhpcy5iZWdpbihuYW1lKTtcbiAgICBsZXQgcmVzdWx0OiBUIHwgUHJvbWlzZUxpa2U8VD47XG4gICAgdHJ5IHtcbiAgICAgIHJlc3VsdCA9IGZuKCk7XG4gICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICB0aGlzLmVuZCgpO1xuICAgICAgdGhyb3cgZXJyO1xuICAgIH1cbiAgICBpZiAoaXNUaGVuYWJsZShyZXN1bHQpKSB7XG4gICAgICByZXR1cm4gUHJvbWlzZS5yZXNvbHZlKHJlc3VsdCkudGhlbihcbiAgICAgICAgKHZhbHVlKSA9PiB7XG4gICAgICAgICAgdGhpcy5lbmQoKTtcbiAgICAgICAgICByZXR1cm4gdmFsdWU7XG4gICAgICAgIH0sXG4gICAgICAgIChlcnI6IHVua25vd24pID0+IHtcbiAgICAgICAgICB0aGlzLmVuZCgpO1xuICAgICAgICAgIHRocm93IGVycjtcbiAgICAgICAgfSxcbiAgICAgICk7XG4gICAgfVxuICAgIHRoaXMuZW5kKCk7XG4gICAgcmV0dXJuIHJlc3VsdDtcbiAgfVxuXG4gIC8qKiBBZGQgd29yayB1bml0cyB0byB0aGUgb3BlbiBwaGFzZSwgb3IgdG8gdGhlIHJ1bi1sZXZlbCB0b3RhbCB3aGVuIG5vbmUgaXMgb3Blbi4gKi9cbiAgYWRkV29yayh1bml0czogbnVtYmVyKTogdm9pZCB7XG4gICAgY2hlY2tMb2FkKCd3b3JrIHVuaXRzJywgdW5pdHMpO1xuICAgIGlmICh0aGlzLm9wZW4gIT09IHVuZGVmaW5lZCkgdGhpcy5vcGVuLndvcmtVbml0cyArPSB1bml0cztcbiAgICBlbHNlIHRoaXMubG9vc2VXb3JrICs9IHVuaXRzO1xuICB9XG5cbiAgLyoqIEFkZCBzZW50IG1lc3NhZ2VzIGFuZCBwYXlsb2FkIGJ5dGVzIHRvIHRoZSBvcGVuIHBoYXNlLCBvciB0byB0aGUgcnVuLWxldmVsIHRvdGFsLiAqL1xuICBhZGRUcmFmZmljKG1lc3NhZ2VzOiBudW1iZXIsIGJ5dGVzOiBudW1iZXIpOiB2b2lkIHtcbiAgICBjaGVja0ludCgnbWVzc2FnZSBjb3VudCcsIG1lc3NhZ2VzLCAwKTtcbiAgICBjaGVja0ludCgnYnl0ZSBjb3VudCcsIGJ5dGVzLCAwKTtcbiAgICBpZiAodGhpcy5vcGVuICE9PSB1bmRlZmluZWQpIHtcbiAgICAgIHRoaXMub3Blbi5tZXNzYWdlcyArPSBtZXNzYWdlcztcbiAgICAgIHRoaXMub3Blbi5ieXRlcyArPSBieXRlcztcbiAgICB9IGVsc2Uge1xuICAgICAgdGhpcy5sb29zZU1lc3NhZ2VzICs9IG1lc3NhZ2VzO1xuICAgICAgdGhpcy5sb29zZUJ5dGVzICs9IGJ5dGVzO1xuICAgIH1cbiAgfVxuXG4gIC8qKlxuICAgKiBAaW50ZXJuYWwgQ29udGludWUgZnJvbSBgc2F2ZWRgIChhIHNuYXBzaG90IG9mIHRoaXMgcmFuayB0YWtlbiBhdCBhIGNoZWNrcG9pbnQpOiBpdHMgcGhhc2VzLFxuICAgKiB3b3JrIGFuZCB0cmFmZmljIGNvdW50IGFzIHJlY29yZGVkIGhlcmUsIGxhdGVyIHBoYXNlcyBmb2xsb3cgdGhlbS4gT25seSB3aGlsZSBubyBwaGFzZSBpcyBvcGVuLlxuICAgKi9cbiAgcmVzdG9yZShzYXZlZDogUmFua01ldHJpY3MpOiB2b2lkIHtcbiAgICB0aGlzLnJlY29yZHMubGVuZ3RoID0gMDtcbiAgICB0aGlzLm9jY3VycmVuY2VzLmNsZWFyKCk7XG4gICAgbGV0IHdvcmsgPSAwO1xuICAgIGxldCBtZXNzYWdlcyA9IDA7XG4gICAgbGV0IGJ5dGVzID0gMDtcbiAgICBmb3IgKGNvbnN0IHIgb2Ygc2F2ZWQucGhhc2VzKSB7XG4gICAgICB0aGlzLnJlY29yZHMucHVzaCh7IC4uLnIgfSk7XG4gICAgICB0aGlzLm9jY3VycmVuY2VzLnNldChyLm5hbWUsIE1hdGgubWF4KHRoaXMub2NjdXJyZW5jZXMuZ2V0KHIubmFtZSkgPz8gMCwgci5pbmRleCArIDEpKTtcbiAgICAgIHdvcmsgKz0gci53b3JrVW5pdHM7XG4gICAgICBtZXNzYWdlcyArPSByLm1lc3NhZ2VzO1xuICAgICAgYnl0ZXMgKz0gci5ieXRlcztcbiAgICB9XG4gICAgdGhpcy5sb29zZVdvcmsgPSBzYXZlZC50b3RhbHMud29ya1VuaXRzIC0gd29yaztcbiAgICB0aGlzLmxvb3NlTWVzc2FnZXMgPSBzYXZlZC50b3RhbHMubWVzc2FnZXMgLSBtZXNzYWdlcyArIHRoaXMucGhhc2VkTWVzc2FnZXMgLSB0aGlzLnRyYWZmaWMubWVzc2FnZXM7XG4gICAgdGhpcy5sb29zZUJ5dGVzID0gc2F2ZWQudG90YWxzLmJ5dGVzIC0gYnl0ZXMgKyB0aGlzLnBoYXNlZEJ5dGVzIC0gdGhpcy50cmFmZmljLmJ5dGVzO1xuICAgIHRoaXMubG9hZHMgPSBzYXZlZC5sb2FkcztcbiAgfVxuXG4gIC8qKiBBIEpTT04tYWJsZSBjb3B5IG9mIGV2ZXJ5dGhpbmcgcmVjb3JkZWQgc28gZmFyLiBBIHN0aWxsLW9wZW4gcGhhc2UgaXMgbm90IGluY2x1ZGVkLiAqL1xuICBzbmFwc2hvdCgpOiBSYW5rTWV0cmljcyB7XG4gICAgY29uc3QgdG90YWxzOiBNZXRyaWNDb3VudGVycyA9IHtcbiAgICAgIGJ1c3lOczogMCxcbiAgICAgIHdhbGxOczogMCxcbiAgICAgIHdvcmtVbml0czogdGhpcy5sb29zZVdvcmssXG4gICAgICAvLyBUaGUgY29tbXVuaWNhdG9yJ3MgdHJhZmZpYyBvdXRzaWRlIGV2ZXJ5IHBoYXNlOiBub3QgaW4gYSBjbG9zZWQgb25lLCBub3QgaW4gdGhlIG9wZW4gb25lLlxuICAgICAgbWVzc2FnZXM6XG4gICAgICAgIHRoaXMubG9vc2VNZXNzYWdlcyArXG4gICAgICAgIHRoaXMudHJhZmZpYy5tZXNzYWdlcyAtXG4gICAgICAgIHRoaXMucGhhc2VkTWVzc2FnZXMgLVxuICAgICAgICAodGhpcy5vcGVuID09PSB1bmRlZmluZWQgPyAwIDogdGhpcy50cmFmZmljLm1lc3NhZ2VzIC0gdGhpcy5vcGVuLnRyYWZmaWNNZXNzYWdlcyksXG4gICAgICBieXRlczpcbiAgICAgICAgdGhpcy5sb29zZUJ5dGVzICtcbiAgICAgICAgdGhpcy50cmFmZmljLmJ5dGVzIC1cbiAgICAgICAgdGhpcy5waGFzZWRCeXRlcyAtXG4gICAgICAgICh0aGlzLm9wZW4gPT09IHVuZGVmaW5lZCA/IDAgOiB0aGlzLnRyYWZmaWMuYnl0ZXMgLSB0aGlzLm9wZW4udHJhZmZpY0J5dGVzKSxcbiAgICB9O1xuICAgIGNvbnN0IHBoYXNlcyA9IHRoaXMucmVjb3Jkcy5tYXAoKHIpID0+IHtcbiAgICAgIHRvdGFscy5idXN5TnMgKz0gci5idXN5TnM7XG4gICAgICB0b3RhbHMud2FsbE5zICs9IHIud2FsbE5zO1xuICAgICAgdG90YWxzLndvcmtVbml0cyArPSByLndvcmtVbml0cztcbiAgICAgIHRvdGFscy5tZXNzYWdlcyArPSByLm1lc3NhZ2VzO1xuICAgICAgdG90YWxzLmJ5dGVzICs9IHIuYnl0ZXM7XG4gICAgICByZXR1cm4geyAuLi5yIH07XG4gICAgfSk7XG4gICAgY29uc3Qgb3V0OiBSYW5rTWV0cmljcyA9IHsgcmFuazogdGhpcy5yYW5rLCBjbG9jazogdGhpcy5jbG9ja1NvdXJjZSwgcGhhc2VzLCB0b3RhbHMgfTtcbiAgICBpZiAodGhpcy5sb2FkcyAhPT0gdW5kZWZpbmVkKSBvdXQubG9hZHMgPSB0aGlzLmxvYWRzO1xuICAgIGlmICh0aGlzLndhaXRzICE9PSB1bmRlZmluZWQpIG91dC53YWl0cyA9IHsgLi4udGhpcy53YWl0cyB9O1xuICAgIHJldHVybiBvdXQ7XG4gIH1cbn1cbiJdLAogICJtYXBwaW5ncyI6ICJBQU9BLFNBQVMsVUFBVSx1QkFBdUI7QUFDMUMsU0FBMkMsaUJBQWlCLGNBQWM7QUFFMUUsU0FBUyxXQUFXLGlCQUFpQjtBQTZCckMsU0FBUyxXQUFXLE9BQStDO0FBQ2pFLFVBQ0csT0FBTyxVQUFVLFlBQVksT0FBTyxVQUFVLGVBQWUsVUFBVSxRQUFRLE9BQVEsTUFBNkIsU0FBUztBQUVsSTtBQUVPLE1BQU0sY0FBYztBQUFBLEVBQ2hCO0FBQUEsRUFDQTtBQUFBLEVBQ1E7QUFBQSxFQUNBO0FBQUEsRUFDQSxVQUF5QixDQUFDO0FBQUEsRUFDMUIsY0FBYyxvQkFBSSxJQUFvQjtBQUFBLEVBQy9DO0FBQUEsRUFDQSxZQUFZO0FBQUEsRUFDWixnQkFBZ0I7QUFBQSxFQUNoQixhQUFhO0FBQUE7QUFBQSxFQUVaLFVBQTBCLEVBQUUsVUFBVSxHQUFHLE9BQU8sRUFBRTtBQUFBO0FBQUEsRUFFbkQsaUJBQWlCO0FBQUEsRUFDakIsY0FBYztBQUFBLEVBRXRCLFlBQVksTUFBYyxVQUFnQyxDQUFDLEdBQUc7QUFDNUQsU0FBSyxPQUFPLFNBQVMsc0JBQXNCLE1BQU0sQ0FBQztBQUNsRCxVQUFNLFFBQVEsUUFBUSxTQUFTLGdCQUFnQjtBQUMvQyxTQUFLLGNBQWMsTUFBTTtBQUN6QixTQUFLLE9BQU8sTUFBTSxNQUFNLElBQUk7QUFDNUIsU0FBSyxPQUFPLFFBQVEsYUFBYTtBQUFBLEVBQ25DO0FBQUE7QUFBQSxFQUdBO0FBQUE7QUFBQSxFQUdBO0FBQUE7QUFBQSxFQUdBLElBQUksY0FBc0I7QUFDeEIsV0FBTyxLQUFLLFFBQVE7QUFBQSxFQUN0QjtBQUFBO0FBQUEsRUFHQSxTQUFTLEdBQThDO0FBQ3JELFdBQU8sS0FBSyxRQUFRLENBQUM7QUFBQSxFQUN2QjtBQUFBO0FBQUEsRUFHQSxJQUFJLFNBQTZCO0FBQy9CLFdBQU8sS0FBSyxNQUFNO0FBQUEsRUFDcEI7QUFBQTtBQUFBLEVBR0EsTUFBTSxNQUFvQjtBQUN4QixjQUFVLGNBQWMsSUFBSTtBQUM1QixRQUFJLEtBQUssU0FBUyxRQUFXO0FBQzNCLFlBQU07QUFBQSxRQUNKLHlDQUF5QyxLQUFLLFVBQVUsSUFBSSxDQUFDO0FBQUEsUUFDN0Q7QUFBQSxRQUNBLEtBQUssS0FBSztBQUFBLE1BQ1o7QUFBQSxJQUNGO0FBQ0EsVUFBTSxRQUFRLEtBQUssWUFBWSxJQUFJLElBQUksS0FBSztBQUM1QyxTQUFLLFlBQVksSUFBSSxNQUFNLFFBQVEsQ0FBQztBQUNwQyxTQUFLLE9BQU87QUFBQSxNQUNWO0FBQUEsTUFDQTtBQUFBLE1BQ0EsV0FBVyxLQUFLLEtBQUs7QUFBQSxNQUNyQixXQUFXLEtBQUssS0FBSztBQUFBLE1BQ3JCLFdBQVc7QUFBQSxNQUNYLFVBQVU7QUFBQSxNQUNWLE9BQU87QUFBQSxNQUNQLGlCQUFpQixLQUFLLFFBQVE7QUFBQSxNQUM5QixjQUFjLEtBQUssUUFBUTtBQUFBLElBQzdCO0FBQUEsRUFDRjtBQUFBO0FBQUEsRUFHQSxNQUFtQjtBQUNqQixVQUFNLElBQUksS0FBSztBQUNmLFFBQUksTUFBTSxRQUFXO0FBQ25CLFlBQU0sZ0JBQWdCLHlDQUF5QyxrQ0FBa0MsTUFBUztBQUFBLElBQzVHO0FBQ0EsVUFBTSxVQUFVLEtBQUssS0FBSztBQUMxQixVQUFNLFVBQVUsS0FBSyxLQUFLO0FBQzFCLFNBQUssT0FBTztBQUNaLFVBQU0sZUFBZSxLQUFLLFFBQVEsV0FBVyxFQUFFO0FBQy9DLFVBQU0sWUFBWSxLQUFLLFFBQVEsUUFBUSxFQUFFO0FBQ3pDLFNBQUssa0JBQWtCO0FBQ3ZCLFNBQUssZUFBZTtBQUNwQixVQUFNLFNBQXNCO0FBQUEsTUFDMUIsTUFBTSxFQUFFO0FBQUEsTUFDUixPQUFPLEVBQUU7QUFBQSxNQUNULFFBQVEsS0FBSyxJQUFJLEdBQUcsVUFBVSxFQUFFLFNBQVM7QUFBQSxNQUN6QyxRQUFRLEtBQUssSUFBSSxHQUFHLFVBQVUsRUFBRSxTQUFTO0FBQUEsTUFDekMsV0FBVyxFQUFFO0FBQUEsTUFDYixVQUFVLEVBQUUsV0FBVztBQUFBLE1BQ3ZCLE9BQU8sRUFBRSxRQUFRO0FBQUEsSUFDbkI7QUFDQSxTQUFLLFFBQVEsS0FBSyxNQUFNO0FBQ3hCLFdBQU8sRUFBRSxHQUFHLE9BQU87QUFBQSxFQUNyQjtBQUFBLEVBUUEsUUFBVyxNQUFjLElBQThDO0FBQ3JFLFFBQUksT0FBTyxPQUFPLFdBQVksT0FBTSxnQkFBZ0IsNEJBQTRCLGNBQWMsRUFBRTtBQUNoRyxTQUFLLE1BQU0sSUFBSTtBQUNmLFFBQUk7QUFDSixRQUFJO0FBQ0YsZUFBUyxHQUFHO0FBQUEsSUFDZCxTQUFTLEtBQUs7QUFDWixXQUFLLElBQUk7QUFDVCxZQUFNO0FBQUEsSUFDUjtBQUNBLFFBQUksV0FBVyxNQUFNLEdBQUc7QUFDdEIsYUFBTyxRQUFRLFFBQVEsTUFBTSxFQUFFO0FBQUEsUUFDN0IsQ0FBQyxVQUFVO0FBQ1QsZUFBSyxJQUFJO0FBQ1QsaUJBQU87QUFBQSxRQUNUO0FBQUEsUUFDQSxDQUFDLFFBQWlCO0FBQ2hCLGVBQUssSUFBSTtBQUNULGdCQUFNO0FBQUEsUUFDUjtBQUFBLE1BQ0Y7QUFBQSxJQUNGO0FBQ0EsU0FBSyxJQUFJO0FBQ1QsV0FBTztBQUFBLEVBQ1Q7QUFBQTtBQUFBLEVBR0EsUUFBUSxPQUFxQjtBQUMzQixjQUFVLGNBQWMsS0FBSztBQUM3QixRQUFJLEtBQUssU0FBUyxPQUFXLE1BQUssS0FBSyxhQUFhO0FBQUEsUUFDL0MsTUFBSyxhQUFhO0FBQUEsRUFDekI7QUFBQTtBQUFBLEVBR0EsV0FBVyxVQUFrQixPQUFxQjtBQUNoRCxhQUFTLGlCQUFpQixVQUFVLENBQUM7QUFDckMsYUFBUyxjQUFjLE9BQU8sQ0FBQztBQUMvQixRQUFJLEtBQUssU0FBUyxRQUFXO0FBQzNCLFdBQUssS0FBSyxZQUFZO0FBQ3RCLFdBQUssS0FBSyxTQUFTO0FBQUEsSUFDckIsT0FBTztBQUNMLFdBQUssaUJBQWlCO0FBQ3RCLFdBQUssY0FBYztBQUFBLElBQ3JCO0FBQUEsRUFDRjtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFNQSxRQUFRLE9BQTBCO0FBQ2hDLFNBQUssUUFBUSxTQUFTO0FBQ3RCLFNBQUssWUFBWSxNQUFNO0FBQ3ZCLFFBQUksT0FBTztBQUNYLFFBQUksV0FBVztBQUNmLFFBQUksUUFBUTtBQUNaLGVBQVcsS0FBSyxNQUFNLFFBQVE7QUFDNUIsV0FBSyxRQUFRLEtBQUssRUFBRSxHQUFHLEVBQUUsQ0FBQztBQUMxQixXQUFLLFlBQVksSUFBSSxFQUFFLE1BQU0sS0FBSyxJQUFJLEtBQUssWUFBWSxJQUFJLEVBQUUsSUFBSSxLQUFLLEdBQUcsRUFBRSxRQUFRLENBQUMsQ0FBQztBQUNyRixjQUFRLEVBQUU7QUFDVixrQkFBWSxFQUFFO0FBQ2QsZUFBUyxFQUFFO0FBQUEsSUFDYjtBQUNBLFNBQUssWUFBWSxNQUFNLE9BQU8sWUFBWTtBQUMxQyxTQUFLLGdCQUFnQixNQUFNLE9BQU8sV0FBVyxXQUFXLEtBQUssaUJBQWlCLEtBQUssUUFBUTtBQUMzRixTQUFLLGFBQWEsTUFBTSxPQUFPLFFBQVEsUUFBUSxLQUFLLGNBQWMsS0FBSyxRQUFRO0FBQy9FLFNBQUssUUFBUSxNQUFNO0FBQUEsRUFDckI7QUFBQTtBQUFBLEVBR0EsV0FBd0I7QUFDdEIsVUFBTSxTQUF5QjtBQUFBLE1BQzdCLFFBQVE7QUFBQSxNQUNSLFFBQVE7QUFBQSxNQUNSLFdBQVcsS0FBSztBQUFBO0FBQUEsTUFFaEIsVUFDRSxLQUFLLGdCQUNMLEtBQUssUUFBUSxXQUNiLEtBQUssa0JBQ0osS0FBSyxTQUFTLFNBQVksSUFBSSxLQUFLLFFBQVEsV0FBVyxLQUFLLEtBQUs7QUFBQSxNQUNuRSxPQUNFLEtBQUssYUFDTCxLQUFLLFFBQVEsUUFDYixLQUFLLGVBQ0osS0FBSyxTQUFTLFNBQVksSUFBSSxLQUFLLFFBQVEsUUFBUSxLQUFLLEtBQUs7QUFBQSxJQUNsRTtBQUNBLFVBQU0sU0FBUyxLQUFLLFFBQVEsSUFBSSxDQUFDLE1BQU07QUFDckMsYUFBTyxVQUFVLEVBQUU7QUFDbkIsYUFBTyxVQUFVLEVBQUU7QUFDbkIsYUFBTyxhQUFhLEVBQUU7QUFDdEIsYUFBTyxZQUFZLEVBQUU7QUFDckIsYUFBTyxTQUFTLEVBQUU7QUFDbEIsYUFBTyxFQUFFLEdBQUcsRUFBRTtBQUFBLElBQ2hCLENBQUM7QUFDRCxVQUFNLE1BQW1CLEVBQUUsTUFBTSxLQUFLLE1BQU0sT0FBTyxLQUFLLGFBQWEsUUFBUSxPQUFPO0FBQ3BGLFFBQUksS0FBSyxVQUFVLE9BQVcsS0FBSSxRQUFRLEtBQUs7QUFDL0MsUUFBSSxLQUFLLFVBQVUsT0FBVyxLQUFJLFFBQVEsRUFBRSxHQUFHLEtBQUssTUFBTTtBQUMxRCxXQUFPO0FBQUEsRUFDVDtBQUNGOyIsCiAgIm5hbWVzIjogW10KfQo=
