import { aborted, deadlineExceeded, invalidArgument } from "../errors.js";
class BufferShare {
  constructor(port, rank, timeoutMs, isAborted = () => false, onWait = () => {
  }) {
    this.port = port;
    this.rank = rank;
    this.timeoutMs = timeoutMs;
    this.isAborted = isAborted;
    this.onWait = onWait;
    port.on("message", (msg) => {
      if (msg?.kind !== "share") return;
      const resolve = this.waiting.get(msg.key);
      if (resolve !== void 0) {
        this.waiting.delete(msg.key);
        resolve(msg.buffer);
      } else this.arrived.set(msg.key, msg.buffer);
    });
  }
  port;
  rank;
  timeoutMs;
  isAborted;
  onWait;
  next = 0;
  arrived = /* @__PURE__ */ new Map();
  waiting = /* @__PURE__ */ new Map();
  /**
   * Collective: `root` passes its buffer, every other rank gets the same buffer back. Every rank
   * must call `share` the same number of times in the same order (SPMD).
   */
  share(buffer, root) {
    const key = this.next++;
    if (this.rank === root) {
      if (!(buffer instanceof SharedArrayBuffer)) throw invalidArgument("share(buffer) on the root rank", "a SharedArrayBuffer", buffer);
      this.port.postMessage({ kind: "share", key, from: root, buffer });
      return Promise.resolve(buffer);
    }
    const got = this.arrived.get(key);
    if (got !== void 0) {
      this.arrived.delete(key);
      return Promise.resolve(got);
    }
    this.onWait(root);
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const timer = setInterval(() => {
        if (this.isAborted()) {
          clearInterval(timer);
          this.waiting.delete(key);
          this.onWait(void 0);
          reject(aborted(`rank ${this.rank} stopped waiting for the buffer shared by rank ${root}`));
        } else if (Date.now() - started >= this.timeoutMs) {
          clearInterval(timer);
          this.waiting.delete(key);
          this.onWait(void 0);
          reject(deadlineExceeded(`waiting on rank ${this.rank} for the buffer shared by rank ${root}`, this.timeoutMs));
        }
      }, 20);
      this.waiting.set(key, (b) => {
        clearInterval(timer);
        this.onWait(void 0);
        resolve(b);
      });
    });
  }
  close() {
    this.port.removeAllListeners("message");
    this.port.close();
  }
}
export {
  BufferShare
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL3dvcmtlci9zaGFyZS50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLyoqXG4gKiBTaGFyaW5nIGEgU2hhcmVkQXJyYXlCdWZmZXIgdGhhdCBhIHJhbmsgYWxsb2NhdGVzIGR1cmluZyBhIHJ1biB3aXRoIGV2ZXJ5IG90aGVyIHJhbmsuIExpbmtzXG4gKiBjYXJyeSBieXRlcywgbm90IGJ1ZmZlcnMsIHNvIGJ1ZmZlcnMgdHJhdmVsIG92ZXIgYSBNZXNzYWdlUG9ydCB0byB0aGUgaG9zdCwgd2hpY2ggcmVsYXlzIHRoZW1cbiAqIHRvIGV2ZXJ5IG90aGVyIHJhbmsncyBwb3J0IChwb3J0cyBxdWV1ZSBtZXNzYWdlcywgc28gYSByYW5rIHRoYXQgYXNrcyBsYXRlIHN0aWxsIGdldHMgaXQpLlxuICovXG5pbXBvcnQgdHlwZSB7IE1lc3NhZ2VQb3J0IH0gZnJvbSAnbm9kZTp3b3JrZXJfdGhyZWFkcyc7XG5pbXBvcnQgeyBhYm9ydGVkLCBkZWFkbGluZUV4Y2VlZGVkLCBpbnZhbGlkQXJndW1lbnQgfSBmcm9tICcuLi9lcnJvcnMuanMnO1xuXG5leHBvcnQgaW50ZXJmYWNlIFNoYXJlTWVzc2FnZSB7XG4gIHJlYWRvbmx5IGtpbmQ6ICdzaGFyZSc7XG4gIHJlYWRvbmx5IGtleTogbnVtYmVyO1xuICByZWFkb25seSBmcm9tOiBudW1iZXI7XG4gIHJlYWRvbmx5IGJ1ZmZlcjogU2hhcmVkQXJyYXlCdWZmZXI7XG59XG5cbmV4cG9ydCBjbGFzcyBCdWZmZXJTaGFyZSB7XG4gIHByaXZhdGUgbmV4dCA9IDA7XG4gIHByaXZhdGUgcmVhZG9ubHkgYXJyaXZlZCA9IG5ldyBNYXA8bnVtYmVyLCBTaGFyZWRBcnJheUJ1ZmZlcj4oKTtcbiAgcHJpdmF0ZSByZWFkb25seSB3YWl0aW5nID0gbmV3IE1hcDxudW1iZXIsIChiOiBTaGFyZWRBcnJheUJ1ZmZlcikgPT4gdm9pZD4oKTtcblxuICBjb25zdHJ1Y3RvcihcbiAgICBwcml2YXRlIHJlYWRvbmx5IHBvcnQ6IE1lc3NhZ2VQb3J0LFxuICAgIHByaXZhdGUgcmVhZG9ubHkgcmFuazogbnVtYmVyLFxuICAgIHByaXZhdGUgcmVhZG9ubHkgdGltZW91dE1zOiBudW1iZXIsXG4gICAgLyoqIFRydWUgb25jZSB0aGUgcnVuIGlzIGFib3J0ZWQ6IGEgd2FpdGluZyByYW5rIHRoZW4gc3RvcHMgd2FpdGluZyAoY2hlY2tlZCBldmVyeSAyMCBtcykuICovXG4gICAgcHJpdmF0ZSByZWFkb25seSBpc0Fib3J0ZWQ6ICgpID0+IGJvb2xlYW4gPSAoKSA9PiBmYWxzZSxcbiAgICAvKiogVG9sZCB0aGUgcm9vdCBhIHJhbmsgc3RhcnRzIHdhaXRpbmcgZm9yLCBhbmQgdW5kZWZpbmVkIHdoZW4gdGhlIHdhaXQgZW5kcyAocmFuayBzdGF0dXMpLiAqL1xuICAgIHByaXZhdGUgcmVhZG9ubHkgb25XYWl0OiAocm9vdDogbnVtYmVyIHwgdW5kZWZpbmVkKSA9PiB2b2lkID0gKCkgPT4ge30sXG4gICkge1xuICAgIHBvcnQub24oJ21lc3NhZ2UnLCAobXNnOiBTaGFyZU1lc3NhZ2UpID0+IHtcbiAgICAgIGlmIChtc2c/LmtpbmQgIT09ICdzaGFyZScpIHJldHVybjtcbiAgICAgIGNvbnN0IHJlc29sdmUgPSB0aGlzLndhaXRpbmcuZ2V0KG1zZy5rZXkpO1xuICAgICAgaWYgKHJlc29sdmUgIT09IHVuZGVmaW5lZCkge1xuICAgICAgICB0aGlzLndhaXRpbmcuZGVsZXRlKG1zZy5rZXkpO1xuICAgICAgICByZXNvbHZlKG1zZy5idWZmZXIpO1xuICAgICAgfSBlbHNlIHRoaXMuYXJyaXZlZC5zZXQobXNnLmtleSwgbXNnLmJ1ZmZlcik7XG4gICAgfSk7XG4gIH1cblxuICAvKipcbiAgICogQ29sbGVjdGl2ZTogYHJvb3RgIHBhc3NlcyBpdHMgYnVmZmVyLCBldmVyeSBvdGhlciByYW5rIGdldHMgdGhlIHNhbWUgYnVmZmVyIGJhY2suIEV2ZXJ5IHJhbmtcbiAgICogbXVzdCBjYWxsIGBzaGFyZWAgdGhlIHNhbWUgbnVtYmVyIG9mIHRpbWVzIGluIHRoZSBzYW1lIG9yZGVyIChTUE1EKS5cbiAgICovXG4gIHNoYXJlKGJ1ZmZlcjogU2hhcmVkQXJyYXlCdWZmZXIgfCB1bmRlZmluZWQsIHJvb3Q6IG51bWJlcik6IFByb21pc2U8U2hhcmVkQXJyYXlCdWZmZXI+IHtcbiAgICBjb25zdCBrZXkgPSB0aGlzLm5leHQrKztcbiAgICBpZiAodGhpcy5yYW5rID09PSByb290KSB7XG4gICAgICBpZiAoIShidWZmZXIgaW5zdGFuY2VvZiBTaGFyZWRBcnJheUJ1ZmZlcikpIHRocm93IGludmFsaWRBcmd1bWVudCgnc2hhcmUoYnVmZmVyKSBvbiB0aGUgcm9vdCByYW5rJywgJ2EgU2hhcmVkQXJyYXlCdWZmZXInLCBidWZmZXIpO1xuICAgICAgdGhpcy5wb3J0LnBvc3RNZXNzYWdlKHsga2luZDogJ3NoYXJlJywga2V5LCBmcm9tOiByb290LCBidWZmZXIgfSBzYXRpc2ZpZXMgU2hhcmVNZXNzYWdlKTtcbiAgICAgIHJldHVybiBQcm9taXNlLnJlc29sdmUoYnVmZmVyKTtcbiAgICB9XG4gICAgY29uc3QgZ290ID0gdGhpcy5hcnJpdmVkLmdldChrZXkpO1xuICAgIGlmIChnb3QgIT09IHVuZGVmaW5lZCkge1xuICAgICAgdGhpcy5hcnJpdmVkLmRlbGV0ZShrZXkpO1xuICAgICAgcmV0dXJuIFByb21pc2UucmVzb2x2ZShnb3QpO1xuICAgIH1cbiAgICB0aGlzLm9uV2FpdChyb290KTtcbiAgICByZXR1cm4gbmV3IFByb21pc2UoKHJlc29sdmUsIHJlamVjdCkgPT4ge1xuICAgICAgY29uc3Qgc3RhcnRlZCA9IERhdGUubm93KCk7XG4gICAgICBjb25zdCB0aW1lciA9IHNldEludGVydmFsKCgpID0+IHtcbiAgICAgICAgaWYgKHRoaXMuaXNBYm9ydGVkKCkpIHtcbiAgICAgICAgICBjbGVhckludGVydmFsKHRpbWVyKTtcbiAgICAgICAgICB0aGlzLndhaXRpbmcuZGVsZXRlKGtleSk7XG4gICAgICAgICAgdGhpcy5vbldhaXQodW5kZWZpbmVkKTtcbiAgICAgICAgICByZWplY3QoYWJvcnRlZChgcmFuayAke3RoaXMucmFua30gc3RvcHBlZCB3YWl0aW5nIGZvciB0aGUgYnVmZmVyIHNoYXJlZCBieSByYW5rICR7cm9vdH1gKSk7XG4gICAgICAgIH0gZWxzZSBpZiAoRGF0ZS5ub3coKSAtIHN0YXJ0ZWQgPj0gdGhpcy50aW1lb3V0TXMpIHtcbiAgICAgICAgICBjbGVhckludGVydmFsKHRpbWVyKTtcbiAgICAgICAgICB0aGlzLndhaXRpbmcuZGVsZXRlKGtleSk7XG4gICAgICAgICAgdGhpcy5vbldhaXQodW5kZWZpbmVkKTtcbiAgICAgICAgICByZWplY3QoZGVhZGxpbmVFeGNlZWRlZChgd2FpdGluZyBvbiByYW5rICR7dGhpcy5yYW5rfSBmb3IgdGhlIGJ1ZmZlciBzaGFyZWQgYnkgcmFuayAke3Jvb3R9YCwgdGhpcy50aW1lb3V0TXMpKTtcbiAgICAgICAgfVxuICAgICAgfSwgMjApO1xuICAgICAgdGhpcy53YWl0aW5nLnNldChrZXksIChiKSA9PiB7XG4gICAgICAgIGNsZWFySW50ZXJ2YWwodGltZXIpO1xuICAgICAgICB0aGlzLm9uV2FpdCh1bmRlZmluZWQpO1xuICAgICAgICByZXNvbHZlKGIpO1xuICAgICAgfSk7XG4gICAgfSk7XG4gIH1cblxuICBjbG9zZSgpOiB2b2lkIHtcbiAgICB0aGlzLnBvcnQucmVtb3ZlQWxsTGlzdGVuZXJzKCdtZXNzYWdlJyk7XG4gICAgdGhpcy5wb3J0LmNsb3NlKCk7XG4gIH1cbn1cbiJdLAogICJtYXBwaW5ncyI6ICJBQU1BLFNBQVMsU0FBUyxrQkFBa0IsdUJBQXVCO0FBU3BELE1BQU0sWUFBWTtBQUFBLEVBS3ZCLFlBQ21CLE1BQ0EsTUFDQSxXQUVBLFlBQTJCLE1BQU0sT0FFakMsU0FBNkMsTUFBTTtBQUFBLEVBQUMsR0FDckU7QUFQaUI7QUFDQTtBQUNBO0FBRUE7QUFFQTtBQUVqQixTQUFLLEdBQUcsV0FBVyxDQUFDLFFBQXNCO0FBQ3hDLFVBQUksS0FBSyxTQUFTLFFBQVM7QUFDM0IsWUFBTSxVQUFVLEtBQUssUUFBUSxJQUFJLElBQUksR0FBRztBQUN4QyxVQUFJLFlBQVksUUFBVztBQUN6QixhQUFLLFFBQVEsT0FBTyxJQUFJLEdBQUc7QUFDM0IsZ0JBQVEsSUFBSSxNQUFNO0FBQUEsTUFDcEIsTUFBTyxNQUFLLFFBQVEsSUFBSSxJQUFJLEtBQUssSUFBSSxNQUFNO0FBQUEsSUFDN0MsQ0FBQztBQUFBLEVBQ0g7QUFBQSxFQWhCbUI7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBRUE7QUFBQSxFQUVBO0FBQUEsRUFYWCxPQUFPO0FBQUEsRUFDRSxVQUFVLG9CQUFJLElBQStCO0FBQUEsRUFDN0MsVUFBVSxvQkFBSSxJQUE0QztBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUF5QjNFLE1BQU0sUUFBdUMsTUFBMEM7QUFDckYsVUFBTSxNQUFNLEtBQUs7QUFDakIsUUFBSSxLQUFLLFNBQVMsTUFBTTtBQUN0QixVQUFJLEVBQUUsa0JBQWtCLG1CQUFvQixPQUFNLGdCQUFnQixrQ0FBa0MsdUJBQXVCLE1BQU07QUFDakksV0FBSyxLQUFLLFlBQVksRUFBRSxNQUFNLFNBQVMsS0FBSyxNQUFNLE1BQU0sT0FBTyxDQUF3QjtBQUN2RixhQUFPLFFBQVEsUUFBUSxNQUFNO0FBQUEsSUFDL0I7QUFDQSxVQUFNLE1BQU0sS0FBSyxRQUFRLElBQUksR0FBRztBQUNoQyxRQUFJLFFBQVEsUUFBVztBQUNyQixXQUFLLFFBQVEsT0FBTyxHQUFHO0FBQ3ZCLGFBQU8sUUFBUSxRQUFRLEdBQUc7QUFBQSxJQUM1QjtBQUNBLFNBQUssT0FBTyxJQUFJO0FBQ2hCLFdBQU8sSUFBSSxRQUFRLENBQUMsU0FBUyxXQUFXO0FBQ3RDLFlBQU0sVUFBVSxLQUFLLElBQUk7QUFDekIsWUFBTSxRQUFRLFlBQVksTUFBTTtBQUM5QixZQUFJLEtBQUssVUFBVSxHQUFHO0FBQ3BCLHdCQUFjLEtBQUs7QUFDbkIsZUFBSyxRQUFRLE9BQU8sR0FBRztBQUN2QixlQUFLLE9BQU8sTUFBUztBQUNyQixpQkFBTyxRQUFRLFFBQVEsS0FBSyxJQUFJLGtEQUFrRCxJQUFJLEVBQUUsQ0FBQztBQUFBLFFBQzNGLFdBQVcsS0FBSyxJQUFJLElBQUksV0FBVyxLQUFLLFdBQVc7QUFDakQsd0JBQWMsS0FBSztBQUNuQixlQUFLLFFBQVEsT0FBTyxHQUFHO0FBQ3ZCLGVBQUssT0FBTyxNQUFTO0FBQ3JCLGlCQUFPLGlCQUFpQixtQkFBbUIsS0FBSyxJQUFJLGtDQUFrQyxJQUFJLElBQUksS0FBSyxTQUFTLENBQUM7QUFBQSxRQUMvRztBQUFBLE1BQ0YsR0FBRyxFQUFFO0FBQ0wsV0FBSyxRQUFRLElBQUksS0FBSyxDQUFDLE1BQU07QUFDM0Isc0JBQWMsS0FBSztBQUNuQixhQUFLLE9BQU8sTUFBUztBQUNyQixnQkFBUSxDQUFDO0FBQUEsTUFDWCxDQUFDO0FBQUEsSUFDSCxDQUFDO0FBQUEsRUFDSDtBQUFBLEVBRUEsUUFBYztBQUNaLFNBQUssS0FBSyxtQkFBbUIsU0FBUztBQUN0QyxTQUFLLEtBQUssTUFBTTtBQUFBLEVBQ2xCO0FBQ0Y7IiwKICAibmFtZXMiOiBbXQp9Cg==
