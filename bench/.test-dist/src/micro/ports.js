import { Worker } from "node:worker_threads";
import { Piscina } from "piscina";
class EchoPort {
  worker;
  resolveNext;
  constructor() {
    this.worker = new Worker(new URL("./echo-worker.js", import.meta.url));
    this.worker.on("message", (m) => {
      const r = this.resolveNext;
      this.resolveNext = void 0;
      r?.(m);
    });
  }
  /** Microseconds per round trip of an 8-byte Float64Array. */
  async roundTrips(n) {
    const msg = new Float64Array(1);
    const t0 = performance.now();
    for (let i = 0; i < n; i++) {
      msg[0] = i;
      await new Promise((resolve) => {
        this.resolveNext = resolve;
        this.worker.postMessage(msg);
      });
    }
    return (performance.now() - t0) * 1e3 / n;
  }
  async close() {
    await this.worker.terminate();
  }
}
class NoopPool {
  pool;
  constructor(threads = 1) {
    this.pool = new Piscina({
      filename: new URL("./noop-task.js", import.meta.url).href,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Number.POSITIVE_INFINITY
    });
  }
  /** Microseconds per `await pool.run()` of a no-op task, one at a time. */
  async roundTrips(n) {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) await this.pool.run(null);
    return (performance.now() - t0) * 1e3 / n;
  }
  async close() {
    await this.pool.destroy();
  }
}
export {
  EchoPort,
  NoopPool
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL21pY3JvL3BvcnRzLnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvKipcbiAqIFdoYXQgYSBwb29sIHVzZXIgaGFzIHdpdGhvdXQgTWVzaHdvcms6IGEgTWVzc2FnZVBvcnQgcm91bmQgdHJpcCAoYXN5bmMgcG9zdE1lc3NhZ2UgYW5kXG4gKiBgb24oJ21lc3NhZ2UnKWApIGFuZCBhIHBpc2NpbmEgYHJ1bigpYCBvZiBhIG5vLW9wIHRhc2ssIGJvdGggdGltZWQgb24gdGhlIG1haW4gdGhyZWFkLlxuICovXG5pbXBvcnQgeyBXb3JrZXIgfSBmcm9tICdub2RlOndvcmtlcl90aHJlYWRzJztcbmltcG9ydCB7IFBpc2NpbmEgfSBmcm9tICdwaXNjaW5hJztcblxuZXhwb3J0IGNsYXNzIEVjaG9Qb3J0IHtcbiAgcHJpdmF0ZSByZWFkb25seSB3b3JrZXI6IFdvcmtlcjtcbiAgcHJpdmF0ZSByZXNvbHZlTmV4dDogKCh2OiB1bmtub3duKSA9PiB2b2lkKSB8IHVuZGVmaW5lZDtcblxuICBjb25zdHJ1Y3RvcigpIHtcbiAgICB0aGlzLndvcmtlciA9IG5ldyBXb3JrZXIobmV3IFVSTCgnLi9lY2hvLXdvcmtlci5qcycsIGltcG9ydC5tZXRhLnVybCkpO1xuICAgIHRoaXMud29ya2VyLm9uKCdtZXNzYWdlJywgKG06IHVua25vd24pID0+IHtcbiAgICAgIGNvbnN0IHIgPSB0aGlzLnJlc29sdmVOZXh0O1xuICAgICAgdGhpcy5yZXNvbHZlTmV4dCA9IHVuZGVmaW5lZDtcbiAgICAgIHI/LihtKTtcbiAgICB9KTtcbiAgfVxuXG4gIC8qKiBNaWNyb3NlY29uZHMgcGVyIHJvdW5kIHRyaXAgb2YgYW4gOC1ieXRlIEZsb2F0NjRBcnJheS4gKi9cbiAgYXN5bmMgcm91bmRUcmlwcyhuOiBudW1iZXIpOiBQcm9taXNlPG51bWJlcj4ge1xuICAgIGNvbnN0IG1zZyA9IG5ldyBGbG9hdDY0QXJyYXkoMSk7XG4gICAgY29uc3QgdDAgPSBwZXJmb3JtYW5jZS5ub3coKTtcbiAgICBmb3IgKGxldCBpID0gMDsgaSA8IG47IGkrKykge1xuICAgICAgbXNnWzBdID0gaTtcbiAgICAgIGF3YWl0IG5ldyBQcm9taXNlPHVua25vd24+KChyZXNvbHZlKSA9PiB7XG4gICAgICAgIHRoaXMucmVzb2x2ZU5leHQgPSByZXNvbHZlO1xuICAgICAgICB0aGlzLndvcmtlci5wb3N0TWVzc2FnZShtc2cpO1xuICAgICAgfSk7XG4gICAgfVxuICAgIHJldHVybiAoKHBlcmZvcm1hbmNlLm5vdygpIC0gdDApICogMTAwMCkgLyBuO1xuICB9XG5cbiAgYXN5bmMgY2xvc2UoKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgYXdhaXQgdGhpcy53b3JrZXIudGVybWluYXRlKCk7XG4gIH1cbn1cblxuZXhwb3J0IGNsYXNzIE5vb3BQb29sIHtcbiAgcHJpdmF0ZSByZWFkb25seSBwb29sOiBQaXNjaW5hO1xuXG4gIGNvbnN0cnVjdG9yKHRocmVhZHMgPSAxKSB7XG4gICAgdGhpcy5wb29sID0gbmV3IFBpc2NpbmEoe1xuICAgICAgZmlsZW5hbWU6IG5ldyBVUkwoJy4vbm9vcC10YXNrLmpzJywgaW1wb3J0Lm1ldGEudXJsKS5ocmVmLFxuICAgICAgbWluVGhyZWFkczogdGhyZWFkcyxcbiAgICAgIG1heFRocmVhZHM6IHRocmVhZHMsXG4gICAgICBpZGxlVGltZW91dDogTnVtYmVyLlBPU0lUSVZFX0lORklOSVRZLFxuICAgIH0pO1xuICB9XG5cbiAgLyoqIE1pY3Jvc2Vjb25kcyBwZXIgYGF3YWl0IHBvb2wucnVuKClgIG9mIGEgbm8tb3AgdGFzaywgb25lIGF0IGEgdGltZS4gKi9cbiAgYXN5bmMgcm91bmRUcmlwcyhuOiBudW1iZXIpOiBQcm9taXNlPG51bWJlcj4ge1xuICAgIGNvbnN0IHQwID0gcGVyZm9ybWFuY2Uubm93KCk7XG4gICAgZm9yIChsZXQgaSA9IDA7IGkgPCBuOyBpKyspIGF3YWl0IHRoaXMucG9vbC5ydW4obnVsbCk7XG4gICAgcmV0dXJuICgocGVyZm9ybWFuY2Uubm93KCkgLSB0MCkgKiAxMDAwKSAvIG47XG4gIH1cblxuICBhc3luYyBjbG9zZSgpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICBhd2FpdCB0aGlzLnBvb2wuZGVzdHJveSgpO1xuICB9XG59XG4iXSwKICAibWFwcGluZ3MiOiAiQUFJQSxTQUFTLGNBQWM7QUFDdkIsU0FBUyxlQUFlO0FBRWpCLE1BQU0sU0FBUztBQUFBLEVBQ0g7QUFBQSxFQUNUO0FBQUEsRUFFUixjQUFjO0FBQ1osU0FBSyxTQUFTLElBQUksT0FBTyxJQUFJLElBQUksb0JBQW9CLFlBQVksR0FBRyxDQUFDO0FBQ3JFLFNBQUssT0FBTyxHQUFHLFdBQVcsQ0FBQyxNQUFlO0FBQ3hDLFlBQU0sSUFBSSxLQUFLO0FBQ2YsV0FBSyxjQUFjO0FBQ25CLFVBQUksQ0FBQztBQUFBLElBQ1AsQ0FBQztBQUFBLEVBQ0g7QUFBQTtBQUFBLEVBR0EsTUFBTSxXQUFXLEdBQTRCO0FBQzNDLFVBQU0sTUFBTSxJQUFJLGFBQWEsQ0FBQztBQUM5QixVQUFNLEtBQUssWUFBWSxJQUFJO0FBQzNCLGFBQVMsSUFBSSxHQUFHLElBQUksR0FBRyxLQUFLO0FBQzFCLFVBQUksQ0FBQyxJQUFJO0FBQ1QsWUFBTSxJQUFJLFFBQWlCLENBQUMsWUFBWTtBQUN0QyxhQUFLLGNBQWM7QUFDbkIsYUFBSyxPQUFPLFlBQVksR0FBRztBQUFBLE1BQzdCLENBQUM7QUFBQSxJQUNIO0FBQ0EsWUFBUyxZQUFZLElBQUksSUFBSSxNQUFNLE1BQVE7QUFBQSxFQUM3QztBQUFBLEVBRUEsTUFBTSxRQUF1QjtBQUMzQixVQUFNLEtBQUssT0FBTyxVQUFVO0FBQUEsRUFDOUI7QUFDRjtBQUVPLE1BQU0sU0FBUztBQUFBLEVBQ0g7QUFBQSxFQUVqQixZQUFZLFVBQVUsR0FBRztBQUN2QixTQUFLLE9BQU8sSUFBSSxRQUFRO0FBQUEsTUFDdEIsVUFBVSxJQUFJLElBQUksa0JBQWtCLFlBQVksR0FBRyxFQUFFO0FBQUEsTUFDckQsWUFBWTtBQUFBLE1BQ1osWUFBWTtBQUFBLE1BQ1osYUFBYSxPQUFPO0FBQUEsSUFDdEIsQ0FBQztBQUFBLEVBQ0g7QUFBQTtBQUFBLEVBR0EsTUFBTSxXQUFXLEdBQTRCO0FBQzNDLFVBQU0sS0FBSyxZQUFZLElBQUk7QUFDM0IsYUFBUyxJQUFJLEdBQUcsSUFBSSxHQUFHLElBQUssT0FBTSxLQUFLLEtBQUssSUFBSSxJQUFJO0FBQ3BELFlBQVMsWUFBWSxJQUFJLElBQUksTUFBTSxNQUFRO0FBQUEsRUFDN0M7QUFBQSxFQUVBLE1BQU0sUUFBdUI7QUFDM0IsVUFBTSxLQUFLLEtBQUssUUFBUTtBQUFBLEVBQzFCO0FBQ0Y7IiwKICAibmFtZXMiOiBbXQp9Cg==
