import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { spinIterationsFor } from "@meshwork/runtime/plugin";
import { rawWords } from "./raw-layout.js";
function spawn(workerData) {
  if (!import.meta.url.endsWith(".ts")) return new Worker(new URL("./raw-worker.js", import.meta.url), { workerData });
  const req = createRequire(import.meta.url);
  const body = fileURLToPath(new URL("./raw-worker.ts", import.meta.url));
  return new Worker(`require(${JSON.stringify(req.resolve("tsx/cjs"))}); require(${JSON.stringify(body)});`, { eval: true, workerData });
}
class RawThreads {
  threads;
  spin;
  workers;
  trialNo = 0;
  /** Slot buffers by size, kept so interleaved trials do not fault fresh pages in. */
  slots = /* @__PURE__ */ new Map();
  constructor(options) {
    this.threads = options.threads;
    if (!Number.isInteger(this.threads) || this.threads < 2 || this.threads % 2 !== 0) {
      throw new RangeError(`raw threads: expected an even count >= 2, got ${String(this.threads)}`);
    }
    this.spin = options.spin ?? spinIterationsFor(this.threads, options.cores ?? availableParallelism());
    const sab = new SharedArrayBuffer(rawWords(this.threads) * 4);
    this.workers = Array.from({ length: this.threads }, (_, index) => spawn({ sab, index, threads: this.threads, spin: this.spin }));
  }
  /** Microseconds per round trip (thread 0's clock); `pairs: 'all'` runs every pair at once. */
  pingpong(n, pairs = "one") {
    return this.trial({ op: "pingpong", n, pairs, trial: ++this.trialNo });
  }
  /** Microseconds per barrier of all threads (thread 0's clock). */
  barrier(n) {
    return this.trial({ op: "barrier", n, trial: ++this.trialNo });
  }
  /**
   * Microseconds per message of `bytes` streamed from thread 0 to thread 1 through `count` shared
   * slots of `chunk` bytes (thread 1's clock).
   */
  stream(n, bytes, chunk, count = 2) {
    let slots = this.slots.get(count * chunk);
    if (slots === void 0) {
      slots = new SharedArrayBuffer(count * chunk);
      this.slots.set(count * chunk, slots);
    }
    return this.trial({ op: "stream", n, bytes, chunk, count, slots, trial: ++this.trialNo });
  }
  trial(cmd) {
    return new Promise((resolve, reject) => {
      let pending = this.workers.length;
      let value;
      const cleanups = [];
      const settle = (err) => {
        for (const f of cleanups) f();
        if (err !== void 0) reject(err);
        else if (value === void 0 || !Number.isFinite(value)) reject(new Error(`raw ${cmd.op}: thread 0 reported no time`));
        else resolve(value);
      };
      for (const w of this.workers) {
        const onMessage = (r) => {
          if (r.trial !== cmd.trial) return;
          if (r.result !== null) value = r.result;
          if (--pending === 0) settle();
        };
        const onError = (e) => settle(e);
        w.on("message", onMessage);
        w.on("error", onError);
        cleanups.push(() => {
          w.off("message", onMessage);
          w.off("error", onError);
        });
        w.postMessage(cmd);
      }
    });
  }
  async close() {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
async function rawPingPong(options) {
  const raw = new RawThreads(options);
  try {
    const n = options.n ?? 1e3;
    await raw.pingpong(Math.max(1, n >> 2));
    return await raw.pingpong(n);
  } finally {
    await raw.close();
  }
}
export {
  RawThreads,
  rawPingPong
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL21pY3JvL3Jhdy50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLyoqXG4gKiBSYXcgQXRvbWljcyByZWZlcmVuY2VzOiB0aGUgc2FtZSB3YWl0IHN0cmF0ZWd5IGFzIGEgTWVzaHdvcmsgcmFuayAoc3BpbiB3aGlsZSB0aHJlYWRzIDw9IGNvcmVzLFxuICogZWxzZSBgQXRvbWljcy53YWl0YCksIG5vbmUgb2YgaXRzIG1hY2hpbmVyeS4gVGhyZWFkcyBhcmUgc3Bhd25lZCBvbmNlIGFuZCBydW4gdHJpYWxzIG9uIGRlbWFuZCxcbiAqIHNvIHJlZmVyZW5jZXMgYW5kIHJ1bnRpbWUgbWVhc3VyZW1lbnRzIGNhbiBiZSBpbnRlcmxlYXZlZCBpbiBvbmUgcHJvY2Vzcy5cbiAqL1xuaW1wb3J0IHsgY3JlYXRlUmVxdWlyZSB9IGZyb20gJ25vZGU6bW9kdWxlJztcbmltcG9ydCB7IGF2YWlsYWJsZVBhcmFsbGVsaXNtIH0gZnJvbSAnbm9kZTpvcyc7XG5pbXBvcnQgeyBmaWxlVVJMVG9QYXRoIH0gZnJvbSAnbm9kZTp1cmwnO1xuaW1wb3J0IHsgV29ya2VyIH0gZnJvbSAnbm9kZTp3b3JrZXJfdGhyZWFkcyc7XG5pbXBvcnQgeyBzcGluSXRlcmF0aW9uc0ZvciB9IGZyb20gJ0BtZXNod29yay9ydW50aW1lL3BsdWdpbic7XG5pbXBvcnQgeyB0eXBlIFJhd0NvbW1hbmQsIHR5cGUgUmF3V29ya2VyRGF0YSwgcmF3V29yZHMgfSBmcm9tICcuL3Jhdy1sYXlvdXQuanMnO1xuXG5leHBvcnQgaW50ZXJmYWNlIFJhd1RocmVhZHNPcHRpb25zIHtcbiAgcmVhZG9ubHkgdGhyZWFkczogbnVtYmVyO1xuICAvKiogU3BpbiBpdGVyYXRpb25zIGJlZm9yZSBzbGVlcGluZzsgZGVmYXVsdCB0aGUgcnVudGltZSdzIGJ1ZGdldCBmb3IgYHRocmVhZHNgIG9uIGBjb3Jlc2AuICovXG4gIHJlYWRvbmx5IHNwaW4/OiBudW1iZXI7XG4gIHJlYWRvbmx5IGNvcmVzPzogbnVtYmVyO1xufVxuXG5pbnRlcmZhY2UgUmVwbHkge1xuICByZWFkb25seSB0cmlhbDogbnVtYmVyO1xuICByZWFkb25seSBpbmRleDogbnVtYmVyO1xuICByZWFkb25seSByZXN1bHQ6IG51bWJlciB8IG51bGw7XG59XG5cbi8qKlxuICogU3RhcnQgYSB0aHJlYWQgb24gdGhlIGJvZHk6IHRoZSBjb21waWxlZCBKUywgb3IgKHRlc3RzIHJ1biBmcm9tIHNvdXJjZXMpIHRoZSBUeXBlU2NyaXB0IGZpbGVcbiAqIHRocm91Z2ggdHN4J3MgQ29tbW9uSlMgaG9vaywgd2hpY2ggd29ya3MgaW4gZXZlcnkgdGhyZWFkLlxuICovXG5mdW5jdGlvbiBzcGF3bih3b3JrZXJEYXRhOiBSYXdXb3JrZXJEYXRhKTogV29ya2VyIHtcbiAgaWYgKCFpbXBvcnQubWV0YS51cmwuZW5kc1dpdGgoJy50cycpKSByZXR1cm4gbmV3IFdvcmtlcihuZXcgVVJMKCcuL3Jhdy13b3JrZXIuanMnLCBpbXBvcnQubWV0YS51cmwpLCB7IHdvcmtlckRhdGEgfSk7XG4gIGNvbnN0IHJlcSA9IGNyZWF0ZVJlcXVpcmUoaW1wb3J0Lm1ldGEudXJsKTtcbiAgY29uc3QgYm9keSA9IGZpbGVVUkxUb1BhdGgobmV3IFVSTCgnLi9yYXctd29ya2VyLnRzJywgaW1wb3J0Lm1ldGEudXJsKSk7XG4gIHJldHVybiBuZXcgV29ya2VyKGByZXF1aXJlKCR7SlNPTi5zdHJpbmdpZnkocmVxLnJlc29sdmUoJ3RzeC9janMnKSl9KTsgcmVxdWlyZSgke0pTT04uc3RyaW5naWZ5KGJvZHkpfSk7YCwgeyBldmFsOiB0cnVlLCB3b3JrZXJEYXRhIH0pO1xufVxuXG5leHBvcnQgY2xhc3MgUmF3VGhyZWFkcyB7XG4gIHJlYWRvbmx5IHRocmVhZHM6IG51bWJlcjtcbiAgcmVhZG9ubHkgc3BpbjogbnVtYmVyO1xuICBwcml2YXRlIHJlYWRvbmx5IHdvcmtlcnM6IFdvcmtlcltdO1xuICBwcml2YXRlIHRyaWFsTm8gPSAwO1xuICAvKiogU2xvdCBidWZmZXJzIGJ5IHNpemUsIGtlcHQgc28gaW50ZXJsZWF2ZWQgdHJpYWxzIGRvIG5vdCBmYXVsdCBmcmVzaCBwYWdlcyBpbi4gKi9cbiAgcHJpdmF0ZSByZWFkb25seSBzbG90cyA9IG5ldyBNYXA8bnVtYmVyLCBTaGFyZWRBcnJheUJ1ZmZlcj4oKTtcblxuICBjb25zdHJ1Y3RvcihvcHRpb25zOiBSYXdUaHJlYWRzT3B0aW9ucykge1xuICAgIHRoaXMudGhyZWFkcyA9IG9wdGlvbnMudGhyZWFkcztcbiAgICBpZiAoIU51bWJlci5pc0ludGVnZXIodGhpcy50aHJlYWRzKSB8fCB0aGlzLnRocmVhZHMgPCAyIHx8IHRoaXMudGhyZWFkcyAlIDIgIT09IDApIHtcbiAgICAgIHRocm93IG5ldyBSYW5nZUVycm9yKGByYXcgdGhyZWFkczogZXhwZWN0ZWQgYW4gZXZlbiBjb3VudCA+PSAyLCBnb3QgJHtTdHJpbmcodGhpcy50aHJlYWRzKX1gKTtcbiAgICB9XG4gICAgdGhpcy5zcGluID0gb3B0aW9ucy5zcGluID8/IHNwaW5JdGVyYXRpb25zRm9yKHRoaXMudGhyZWFkcywgb3B0aW9ucy5jb3JlcyA/PyBhdmFpbGFibGVQYXJhbGxlbGlzbSgpKTtcbiAgICBjb25zdCBzYWIgPSBuZXcgU2hhcmVkQXJyYXlCdWZmZXIocmF3V29yZHModGhpcy50aHJlYWRzKSAqIDQpO1xuICAgIHRoaXMud29ya2VycyA9IEFycmF5LmZyb20oeyBsZW5ndGg6IHRoaXMudGhyZWFkcyB9LCAoXywgaW5kZXgpID0+IHNwYXduKHsgc2FiLCBpbmRleCwgdGhyZWFkczogdGhpcy50aHJlYWRzLCBzcGluOiB0aGlzLnNwaW4gfSkpO1xuICB9XG5cbiAgLyoqIE1pY3Jvc2Vjb25kcyBwZXIgcm91bmQgdHJpcCAodGhyZWFkIDAncyBjbG9jayk7IGBwYWlyczogJ2FsbCdgIHJ1bnMgZXZlcnkgcGFpciBhdCBvbmNlLiAqL1xuICBwaW5ncG9uZyhuOiBudW1iZXIsIHBhaXJzOiAnb25lJyB8ICdhbGwnID0gJ29uZScpOiBQcm9taXNlPG51bWJlcj4ge1xuICAgIHJldHVybiB0aGlzLnRyaWFsKHsgb3A6ICdwaW5ncG9uZycsIG4sIHBhaXJzLCB0cmlhbDogKyt0aGlzLnRyaWFsTm8gfSk7XG4gIH1cblxuICAvKiogTWljcm9zZWNvbmRzIHBlciBiYXJyaWVyIG9mIGFsbCB0aHJlYWRzICh0aHJlYWQgMCdzIGNsb2NrKS4gKi9cbiAgYmFycmllcihuOiBudW1iZXIpOiBQcm9taXNlPG51bWJlcj4ge1xuICAgIHJldHVybiB0aGlzLnRyaWFsKHsgb3A6ICdiYXJyaWVyJywgbiwgdHJpYWw6ICsrdGhpcy50cmlhbE5vIH0pO1xuICB9XG5cbiAgLyoqXG4gICAqIE1pY3Jvc2Vjb25kcyBwZXIgbWVzc2FnZSBvZiBgYnl0ZXNgIHN0cmVhbWVkIGZyb20gdGhyZWFkIDAgdG8gdGhyZWFkIDEgdGhyb3VnaCBgY291bnRgIHNoYXJlZFxuICAgKiBzbG90cyBvZiBgY2h1bmtgIGJ5dGVzICh0aHJlYWQgMSdzIGNsb2NrKS5cbiAgICovXG4gIHN0cmVhbShuOiBudW1iZXIsIGJ5dGVzOiBudW1iZXIsIGNodW5rOiBudW1iZXIsIGNvdW50ID0gMik6IFByb21pc2U8bnVtYmVyPiB7XG4gICAgbGV0IHNsb3RzID0gdGhpcy5zbG90cy5nZXQoY291bnQgKiBjaHVuayk7XG4gICAgaWYgKHNsb3RzID09PSB1bmRlZmluZWQpIHtcbiAgICAgIHNsb3RzID0gbmV3IFNoYXJlZEFycmF5QnVmZmVyKGNvdW50ICogY2h1bmspO1xuICAgICAgdGhpcy5zbG90cy5zZXQoY291bnQgKiBjaHVuaywgc2xvdHMpO1xuICAgIH1cbiAgICByZXR1cm4gdGhpcy50cmlhbCh7IG9wOiAnc3RyZWFtJywgbiwgYnl0ZXMsIGNodW5rLCBjb3VudCwgc2xvdHMsIHRyaWFsOiArK3RoaXMudHJpYWxObyB9KTtcbiAgfVxuXG4gIHByaXZhdGUgdHJpYWwoY21kOiBSYXdDb21tYW5kKTogUHJvbWlzZTxudW1iZXI+IHtcbiAgICByZXR1cm4gbmV3IFByb21pc2U8bnVtYmVyPigocmVzb2x2ZSwgcmVqZWN0KSA9PiB7XG4gICAgICBsZXQgcGVuZGluZyA9IHRoaXMud29ya2Vycy5sZW5ndGg7XG4gICAgICBsZXQgdmFsdWU6IG51bWJlciB8IHVuZGVmaW5lZDtcbiAgICAgIGNvbnN0IGNsZWFudXBzOiAoKCkgPT4gdm9pZClbXSA9IFtdO1xuICAgICAgY29uc3Qgc2V0dGxlID0gKGVycj86IEVycm9yKSA9PiB7XG4gICAgICAgIGZvciAoY29uc3QgZiBvZiBjbGVhbnVwcykgZigpO1xuICAgICAgICBpZiAoZXJyICE9PSB1bmRlZmluZWQpIHJlamVjdChlcnIpO1xuICAgICAgICBlbHNlIGlmICh2YWx1ZSA9PT0gdW5kZWZpbmVkIHx8ICFOdW1iZXIuaXNGaW5pdGUodmFsdWUpKSByZWplY3QobmV3IEVycm9yKGByYXcgJHtjbWQub3B9OiB0aHJlYWQgMCByZXBvcnRlZCBubyB0aW1lYCkpO1xuICAgICAgICBlbHNlIHJlc29sdmUodmFsdWUpO1xuICAgICAgfTtcbiAgICAgIGZvciAoY29uc3QgdyBvZiB0aGlzLndvcmtlcnMpIHtcbiAgICAgICAgY29uc3Qgb25NZXNzYWdlID0gKHI6IFJlcGx5KSA9PiB7XG4gICAgICAgICAgaWYgKHIudHJpYWwgIT09IGNtZC50cmlhbCkgcmV0dXJuO1xuICAgICAgICAgIGlmIChyLnJlc3VsdCAhPT0gbnVsbCkgdmFsdWUgPSByLnJlc3VsdDtcbiAgICAgICAgICBpZiAoLS1wZW5kaW5nID09PSAwKSBzZXR0bGUoKTtcbiAgICAgICAgfTtcbiAgICAgICAgY29uc3Qgb25FcnJvciA9IChlOiBFcnJvcikgPT4gc2V0dGxlKGUpO1xuICAgICAgICB3Lm9uKCdtZXNzYWdlJywgb25NZXNzYWdlKTtcbiAgICAgICAgdy5vbignZXJyb3InLCBvbkVycm9yKTtcbiAgICAgICAgY2xlYW51cHMucHVzaCgoKSA9PiB7XG4gICAgICAgICAgdy5vZmYoJ21lc3NhZ2UnLCBvbk1lc3NhZ2UpO1xuICAgICAgICAgIHcub2ZmKCdlcnJvcicsIG9uRXJyb3IpO1xuICAgICAgICB9KTtcbiAgICAgICAgdy5wb3N0TWVzc2FnZShjbWQpO1xuICAgICAgfVxuICAgIH0pO1xuICB9XG5cbiAgYXN5bmMgY2xvc2UoKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgYXdhaXQgUHJvbWlzZS5hbGwodGhpcy53b3JrZXJzLm1hcCgodykgPT4gdy50ZXJtaW5hdGUoKSkpO1xuICB9XG59XG5cbi8qKlxuICogT25lLXNob3Q6IHJhdyBBdG9taWNzIHBpbmctcG9uZyByb3VuZCB0cmlwIGluIG1pY3Jvc2Vjb25kcyBvbiBgdGhyZWFkc2AgdGhyZWFkcyAoYSB3YXJtdXBcbiAqIHRyaWFsLCB0aGVuIGEgbWVhc3VyZWQgb25lIG9mIGBuYCByb3VuZCB0cmlwcykuXG4gKi9cbmV4cG9ydCBhc3luYyBmdW5jdGlvbiByYXdQaW5nUG9uZyhvcHRpb25zOiBSYXdUaHJlYWRzT3B0aW9ucyAmIHsgcmVhZG9ubHkgbj86IG51bWJlciB9KTogUHJvbWlzZTxudW1iZXI+IHtcbiAgY29uc3QgcmF3ID0gbmV3IFJhd1RocmVhZHMob3B0aW9ucyk7XG4gIHRyeSB7XG4gICAgY29uc3QgbiA9IG9wdGlvbnMubiA/PyAxMDAwO1xuICAgIGF3YWl0IHJhdy5waW5ncG9uZyhNYXRoLm1heCgxLCBuID4+IDIpKTtcbiAgICByZXR1cm4gYXdhaXQgcmF3LnBpbmdwb25nKG4pO1xuICB9IGZpbmFsbHkge1xuICAgIGF3YWl0IHJhdy5jbG9zZSgpO1xuICB9XG59XG4iXSwKICAibWFwcGluZ3MiOiAiQUFLQSxTQUFTLHFCQUFxQjtBQUM5QixTQUFTLDRCQUE0QjtBQUNyQyxTQUFTLHFCQUFxQjtBQUM5QixTQUFTLGNBQWM7QUFDdkIsU0FBUyx5QkFBeUI7QUFDbEMsU0FBOEMsZ0JBQWdCO0FBbUI5RCxTQUFTLE1BQU0sWUFBbUM7QUFDaEQsTUFBSSxDQUFDLFlBQVksSUFBSSxTQUFTLEtBQUssRUFBRyxRQUFPLElBQUksT0FBTyxJQUFJLElBQUksbUJBQW1CLFlBQVksR0FBRyxHQUFHLEVBQUUsV0FBVyxDQUFDO0FBQ25ILFFBQU0sTUFBTSxjQUFjLFlBQVksR0FBRztBQUN6QyxRQUFNLE9BQU8sY0FBYyxJQUFJLElBQUksbUJBQW1CLFlBQVksR0FBRyxDQUFDO0FBQ3RFLFNBQU8sSUFBSSxPQUFPLFdBQVcsS0FBSyxVQUFVLElBQUksUUFBUSxTQUFTLENBQUMsQ0FBQyxjQUFjLEtBQUssVUFBVSxJQUFJLENBQUMsTUFBTSxFQUFFLE1BQU0sTUFBTSxXQUFXLENBQUM7QUFDdkk7QUFFTyxNQUFNLFdBQVc7QUFBQSxFQUNiO0FBQUEsRUFDQTtBQUFBLEVBQ1E7QUFBQSxFQUNULFVBQVU7QUFBQTtBQUFBLEVBRUQsUUFBUSxvQkFBSSxJQUErQjtBQUFBLEVBRTVELFlBQVksU0FBNEI7QUFDdEMsU0FBSyxVQUFVLFFBQVE7QUFDdkIsUUFBSSxDQUFDLE9BQU8sVUFBVSxLQUFLLE9BQU8sS0FBSyxLQUFLLFVBQVUsS0FBSyxLQUFLLFVBQVUsTUFBTSxHQUFHO0FBQ2pGLFlBQU0sSUFBSSxXQUFXLGlEQUFpRCxPQUFPLEtBQUssT0FBTyxDQUFDLEVBQUU7QUFBQSxJQUM5RjtBQUNBLFNBQUssT0FBTyxRQUFRLFFBQVEsa0JBQWtCLEtBQUssU0FBUyxRQUFRLFNBQVMscUJBQXFCLENBQUM7QUFDbkcsVUFBTSxNQUFNLElBQUksa0JBQWtCLFNBQVMsS0FBSyxPQUFPLElBQUksQ0FBQztBQUM1RCxTQUFLLFVBQVUsTUFBTSxLQUFLLEVBQUUsUUFBUSxLQUFLLFFBQVEsR0FBRyxDQUFDLEdBQUcsVUFBVSxNQUFNLEVBQUUsS0FBSyxPQUFPLFNBQVMsS0FBSyxTQUFTLE1BQU0sS0FBSyxLQUFLLENBQUMsQ0FBQztBQUFBLEVBQ2pJO0FBQUE7QUFBQSxFQUdBLFNBQVMsR0FBVyxRQUF1QixPQUF3QjtBQUNqRSxXQUFPLEtBQUssTUFBTSxFQUFFLElBQUksWUFBWSxHQUFHLE9BQU8sT0FBTyxFQUFFLEtBQUssUUFBUSxDQUFDO0FBQUEsRUFDdkU7QUFBQTtBQUFBLEVBR0EsUUFBUSxHQUE0QjtBQUNsQyxXQUFPLEtBQUssTUFBTSxFQUFFLElBQUksV0FBVyxHQUFHLE9BQU8sRUFBRSxLQUFLLFFBQVEsQ0FBQztBQUFBLEVBQy9EO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQSxFQU1BLE9BQU8sR0FBVyxPQUFlLE9BQWUsUUFBUSxHQUFvQjtBQUMxRSxRQUFJLFFBQVEsS0FBSyxNQUFNLElBQUksUUFBUSxLQUFLO0FBQ3hDLFFBQUksVUFBVSxRQUFXO0FBQ3ZCLGNBQVEsSUFBSSxrQkFBa0IsUUFBUSxLQUFLO0FBQzNDLFdBQUssTUFBTSxJQUFJLFFBQVEsT0FBTyxLQUFLO0FBQUEsSUFDckM7QUFDQSxXQUFPLEtBQUssTUFBTSxFQUFFLElBQUksVUFBVSxHQUFHLE9BQU8sT0FBTyxPQUFPLE9BQU8sT0FBTyxFQUFFLEtBQUssUUFBUSxDQUFDO0FBQUEsRUFDMUY7QUFBQSxFQUVRLE1BQU0sS0FBa0M7QUFDOUMsV0FBTyxJQUFJLFFBQWdCLENBQUMsU0FBUyxXQUFXO0FBQzlDLFVBQUksVUFBVSxLQUFLLFFBQVE7QUFDM0IsVUFBSTtBQUNKLFlBQU0sV0FBMkIsQ0FBQztBQUNsQyxZQUFNLFNBQVMsQ0FBQyxRQUFnQjtBQUM5QixtQkFBVyxLQUFLLFNBQVUsR0FBRTtBQUM1QixZQUFJLFFBQVEsT0FBVyxRQUFPLEdBQUc7QUFBQSxpQkFDeEIsVUFBVSxVQUFhLENBQUMsT0FBTyxTQUFTLEtBQUssRUFBRyxRQUFPLElBQUksTUFBTSxPQUFPLElBQUksRUFBRSw2QkFBNkIsQ0FBQztBQUFBLFlBQ2hILFNBQVEsS0FBSztBQUFBLE1BQ3BCO0FBQ0EsaUJBQVcsS0FBSyxLQUFLLFNBQVM7QUFDNUIsY0FBTSxZQUFZLENBQUMsTUFBYTtBQUM5QixjQUFJLEVBQUUsVUFBVSxJQUFJLE1BQU87QUFDM0IsY0FBSSxFQUFFLFdBQVcsS0FBTSxTQUFRLEVBQUU7QUFDakMsY0FBSSxFQUFFLFlBQVksRUFBRyxRQUFPO0FBQUEsUUFDOUI7QUFDQSxjQUFNLFVBQVUsQ0FBQyxNQUFhLE9BQU8sQ0FBQztBQUN0QyxVQUFFLEdBQUcsV0FBVyxTQUFTO0FBQ3pCLFVBQUUsR0FBRyxTQUFTLE9BQU87QUFDckIsaUJBQVMsS0FBSyxNQUFNO0FBQ2xCLFlBQUUsSUFBSSxXQUFXLFNBQVM7QUFDMUIsWUFBRSxJQUFJLFNBQVMsT0FBTztBQUFBLFFBQ3hCLENBQUM7QUFDRCxVQUFFLFlBQVksR0FBRztBQUFBLE1BQ25CO0FBQUEsSUFDRixDQUFDO0FBQUEsRUFDSDtBQUFBLEVBRUEsTUFBTSxRQUF1QjtBQUMzQixVQUFNLFFBQVEsSUFBSSxLQUFLLFFBQVEsSUFBSSxDQUFDLE1BQU0sRUFBRSxVQUFVLENBQUMsQ0FBQztBQUFBLEVBQzFEO0FBQ0Y7QUFNQSxlQUFzQixZQUFZLFNBQXVFO0FBQ3ZHLFFBQU0sTUFBTSxJQUFJLFdBQVcsT0FBTztBQUNsQyxNQUFJO0FBQ0YsVUFBTSxJQUFJLFFBQVEsS0FBSztBQUN2QixVQUFNLElBQUksU0FBUyxLQUFLLElBQUksR0FBRyxLQUFLLENBQUMsQ0FBQztBQUN0QyxXQUFPLE1BQU0sSUFBSSxTQUFTLENBQUM7QUFBQSxFQUM3QixVQUFFO0FBQ0EsVUFBTSxJQUFJLE1BQU07QUFBQSxFQUNsQjtBQUNGOyIsCiAgIm5hbWVzIjogW10KfQo=
