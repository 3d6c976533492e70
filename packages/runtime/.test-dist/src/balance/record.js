function isRange(t) {
  return !Array.isArray(t) && t.partOf !== void 0;
}
function bytesPerPlane(target, view, axis) {
  if (isRange(target)) return 0;
  const grids = Array.isArray(target) ? target : [target];
  let bytes = 0;
  for (const g of grids) {
    if (g.storage === "shared") continue;
    let cells = 1;
    for (let a = 0; a < view.shape.length; a++) if (a !== axis) cells *= view.shape[a];
    bytes += cells * g.data.BYTES_PER_ELEMENT;
  }
  return bytes;
}
class LoadRecorder {
  constructor(metrics, topology, balancer, policy, loadIsTime) {
    this.metrics = metrics;
    this.topology = topology;
    this.balancer = balancer;
    this.policy = policy;
    this.loadIsTime = loadIsTime;
    this.seen = metrics?.closedCount ?? 0;
  }
  metrics;
  topology;
  balancer;
  policy;
  loadIsTime;
  log;
  /** Phase records already accounted to a step. */
  seen = 0;
  /** Phase names that reported work units on this rank: the compute phases. */
  computeNames = /* @__PURE__ */ new Set();
  /** Wall ms of the compute phases closed since the last step. */
  computeMs() {
    const m = this.metrics;
    if (m === void 0) return 0;
    const n = m.closedCount;
    for (let i = this.seen; i < n; i++) {
      const r = m.closedAt(i);
      if (r !== void 0 && r.workUnits > 0) this.computeNames.add(r.name);
    }
    let ns = 0;
    for (let i = this.seen; i < n; i++) {
      const r = m.closedAt(i);
      if (r !== void 0 && this.computeNames.has(r.name)) ns += r.wallNs;
    }
    this.seen = n;
    return ns / 1e6;
  }
  step(target, view, load, stepMs, syncMs) {
    const axes = view.procDims.flatMap((p, a) => p > 1 ? [a] : []);
    let log = this.log;
    if (log === void 0) {
      const policyOptions = this.policy.options;
      log = {
        topology: this.topology.spec,
        kind: view.kind,
        shape: [...view.shape],
        procDims: [...view.procDims],
        minExtent: [...view.minExtent],
        procCoords: [...view.procCoords],
        axes,
        bytesPerPlane: view.shape.map((_, a) => bytesPerPlane(target, view, a)),
        balancer: this.balancer.name,
        balancerOptions: this.balancer.options,
        policy: this.policy.name,
        ...policyOptions === void 0 ? {} : { policyOptions },
        loadIsTime: this.loadIsTime,
        steps: []
      };
      this.log = log;
      if (this.metrics !== void 0) this.metrics.loads = log;
    }
    const planes = load.planes === void 0 ? [] : axes.map((a) => Array.from(load.planes?.[a] ?? []));
    log.steps.push({
      cuts: view.cuts.map((c) => [...c]),
      total: load.total,
      planes,
      computeMs: this.computeMs(),
      stepMs,
      syncMs
    });
  }
  /** @internal What a checkpoint keeps of this recorder (its log travels with the rank's metrics). */
  saveState() {
    return { seen: this.seen, computeNames: [...this.computeNames] };
  }
  /** @internal Continue from a checkpoint, once the rank's metrics (and so its load log) are restored. */
  restoreState(s) {
    this.seen = s.seen;
    this.computeNames.clear();
    for (const n of s.computeNames) this.computeNames.add(n);
    this.log = this.metrics?.loads;
  }
  balanced(report, costMs) {
    const last = this.log?.steps[this.log.steps.length - 1];
    if (last === void 0) return;
    last.balance = {
      cuts: report.cuts.map((c) => [...c]),
      costMs,
      decisionMs: report.decisionMs,
      unitsMoved: report.unitsMoved,
      bytesMoved: report.bytesMoved,
      ...report.skipped === void 0 ? {} : { skipped: report.skipped }
    };
  }
}
export {
  LoadRecorder
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL2JhbGFuY2UvcmVjb3JkLnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvKipcbiAqIExvYWQgcmVjb3JkaW5nIGZvciBvZmZsaW5lIHJlcGxheSAoYEJhbGFuY2luZ09wdGlvbnMucmVjb3JkYCk6IGV2ZXJ5IHN0ZXAsIGVhY2ggcmFuayBub3RlcyBpdHNcbiAqIG93biBsb2FkIHByb2ZpbGUgKHRvdGFsIGFuZCBwbGFuZSBsb2FkcyBhbG9uZyB0aGUgZGVjb21wb3NlZCBheGVzKSwgdGhlIHdhbGwgdGltZSBvZiB0aGUgcGhhc2VzXG4gKiB0aGF0IHJlcG9ydGVkIHdvcmsgc2luY2UgdGhlIHByZXZpb3VzIHN0ZXAgKHRoZSBjb21wdXRlKSwgdGhlIHN0ZXAncyB3YWxsIHRpbWUsIHRoZSB0aW1lIG9mIHRoZVxuICogbG9hZCBnYXRoZXIgKHRoZSBzeW5jIHBvaW50KSwgYW5kIHRoZSBtZWFzdXJlZCBjb3N0IG9mIGFueSBiYWxhbmNlLiBOb3RoaW5nIGlzIGNvbW11bmljYXRlZDpcbiAqIGVhY2ggcmFuayBrZWVwcyBpdHMgb3duIGxvZywgaGFuZHMgaXQgdG8gdGhlIGhvc3Qgd2l0aCBpdHMgbWV0cmljcyBzbmFwc2hvdCwgYW5kIHRoZSBob3N0XG4gKiBhc3NlbWJsZXMgZXZlcnkgcmFuaydzIGxvZyBpbnRvIHRoZSB0cmFjZSAoYHRvVHJhY2VgKS5cbiAqL1xuaW1wb3J0IHR5cGUgeyBHcmlkIH0gZnJvbSAnLi4vbWVzaC9ncmlkLmpzJztcbmltcG9ydCB0eXBlIHsgUmFuZ2VEb21haW4gfSBmcm9tICcuLi9tZXNoL3JhbmdlLmpzJztcbmltcG9ydCB0eXBlIHsgUGhhc2VSZWNvcmRlciB9IGZyb20gJy4uL21ldHJpY3MvcmVjb3JkZXIuanMnO1xuaW1wb3J0IHR5cGUgeyBSYW5rTG9hZExvZyB9IGZyb20gJy4uL21ldHJpY3MvdHlwZXMuanMnO1xuaW1wb3J0IHR5cGUgeyBUb3BvbG9neSB9IGZyb20gJy4uL3RvcG9sb2d5L3R5cGVzLmpzJztcbmltcG9ydCB0eXBlIHsgQmFsYW5jZVRhcmdldCB9IGZyb20gJy4vcnVuLmpzJztcbmltcG9ydCB0eXBlIHsgQmFsYW5jZVJlcG9ydCwgRG9tYWluVmlldywgSW52b2NhdGlvblBvbGljeSwgTG9hZFByb2ZpbGUsIFJlbWFwQmFsYW5jZXIgfSBmcm9tICcuL3R5cGVzLmpzJztcblxuZnVuY3Rpb24gaXNSYW5nZSh0OiBCYWxhbmNlVGFyZ2V0KTogdCBpcyBSYW5nZURvbWFpbiB7XG4gIHJldHVybiAhQXJyYXkuaXNBcnJheSh0KSAmJiAodCBhcyBSYW5nZURvbWFpbikucGFydE9mICE9PSB1bmRlZmluZWQ7XG59XG5cbi8qKiBCeXRlcyB0aGF0IGNoYW5nZSBvd25lciB3aGVuIG9uZSBwbGFuZSBhbG9uZyBgYXhpc2AgbW92ZXMsIG92ZXIgZXZlcnkgZ3JpZCBvZiB0aGUgc2V0LiAqL1xuZnVuY3Rpb24gYnl0ZXNQZXJQbGFuZSh0YXJnZXQ6IEJhbGFuY2VUYXJnZXQsIHZpZXc6IERvbWFpblZpZXcsIGF4aXM6IG51bWJlcik6IG51bWJlciB7XG4gIGlmIChpc1JhbmdlKHRhcmdldCkpIHJldHVybiAwO1xuICBjb25zdCBncmlkczogcmVhZG9ubHkgR3JpZFtdID0gQXJyYXkuaXNBcnJheSh0YXJnZXQpID8gdGFyZ2V0IDogW3RhcmdldCBhcyBHcmlkXTtcbiAgbGV0IGJ5dGVzID0gMDtcbiAgZm9yIChjb25zdCBnIG9mIGdyaWRzKSB7XG4gICAgaWYgKGcuc3RvcmFnZSA9PT0gJ3NoYXJlZCcpIGNvbnRpbnVlO1xuICAgIGxldCBjZWxscyA9IDE7XG4gICAgZm9yIChsZXQgYSA9IDA7IGEgPCB2aWV3LnNoYXBlLmxlbmd0aDsgYSsrKSBpZiAoYSAhPT0gYXhpcykgY2VsbHMgKj0gdmlldy5zaGFwZVthXSBhcyBudW1iZXI7XG4gICAgYnl0ZXMgKz0gY2VsbHMgKiBnLmRhdGEuQllURVNfUEVSX0VMRU1FTlQ7XG4gIH1cbiAgcmV0dXJuIGJ5dGVzO1xufVxuXG5leHBvcnQgY2xhc3MgTG9hZFJlY29yZGVyIHtcbiAgcHJpdmF0ZSBsb2c6IFJhbmtMb2FkTG9nIHwgdW5kZWZpbmVkO1xuICAvKiogUGhhc2UgcmVjb3JkcyBhbHJlYWR5IGFjY291bnRlZCB0byBhIHN0ZXAuICovXG4gIHByaXZhdGUgc2VlbiA9IDA7XG4gIC8qKiBQaGFzZSBuYW1lcyB0aGF0IHJlcG9ydGVkIHdvcmsgdW5pdHMgb24gdGhpcyByYW5rOiB0aGUgY29tcHV0ZSBwaGFzZXMuICovXG4gIHByaXZhdGUgcmVhZG9ubHkgY29tcHV0ZU5hbWVzID0gbmV3IFNldDxzdHJpbmc+KCk7XG5cbiAgY29uc3RydWN0b3IoXG4gICAgcHJpdmF0ZSByZWFkb25seSBtZXRyaWNzOiBQaGFzZVJlY29yZGVyIHwgdW5kZWZpbmVkLFxuICAgIHByaXZhdGUgcmVhZG9ubHkgdG9wb2xvZ3k6IFRvcG9sb2d5LFxuICAgIHByaXZhdGUgcmVhZG9ubHkgYmFsYW5jZXI6IFJlbWFwQmFsYW5jZXIsXG4gICAgcHJpdmF0ZSByZWFkb25seSBwb2xpY3k6IEludm9jYXRpb25Qb2xpY3ksXG4gICAgcHJpdmF0ZSByZWFkb25seSBsb2FkSXNUaW1lOiBib29sZWFuLFxuICApIHtcbiAgICB0aGlzLnNlZW4gPSBtZXRyaWNzPy5jbG9zZWRDb3VudCA/PyAwO1xuICB9XG5cbiAgLyoqIFdhbGwgbXMgb2YgdGhlIGNvbXB1dGUgcGhhc2VzIGNsb3NlZCBzaW5jZSB0aGUgbGFzdCBzdGVwLiAqL1xuICBwcml2YXRlIGNvbXB1dGVNcygpOiBudW1iZXIge1xuICAgIGNvbnN0IG0gPSB0aGlzLm1ldHJpY3M7XG4gICAgaWYgKG0gPT09IHVuZGVmaW5lZCkgcmV0dXJuIDA7XG4gICAgY29uc3QgbiA9IG0uY2xvc2VkQ291bnQ7XG4gICAgZm9yIChsZXQgaSA9IHRoaXMuc2VlbjsgaSA8IG47IGkrKykge1xuICAgICAgY29uc3QgciA9IG0uY2xvc2VkQXQoaSk7XG4gICAgICBpZiAociAhPT0gdW5kZWZpbmVkICYmIHIud29ya1VuaXRzID4gMCkgdGhpcy5jb21wdXRlTmFtZXMuYWRkKHIubmFtZSk7XG4gICAgfVxuICAgIGxldCBucyA9IDA7XG4gICAgZm9yIChsZXQgaSA9IHRoaXMuc2VlbjsgaSA8IG47IGkrKykge1xuICAgICAgY29uc3QgciA9IG0uY2xvc2VkQXQoaSk7XG4gICAgICBpZiAociAhPT0gdW5kZWZpbmVkICYmIHRoaXMuY29tcHV0ZU5hbWVzLmhhcyhyLm5hbWUpKSBucyArPSByLndhbGxOcztcbiAgICB9XG4gICAgdGhpcy5zZWVuID0gbjtcbiAgICByZXR1cm4gbnMgLyAxZTY7XG4gIH1cblxuICBzdGVwKHRhcmdldDogQmFsYW5jZVRhcmdldCwgdmlldzogRG9tYWluVmlldywgbG9hZDogTG9hZFByb2ZpbGUsIHN0ZXBNczogbnVtYmVyLCBzeW5jTXM6IG51bWJlcik6IHZvaWQge1xuICAgIGNvbnN0IGF4ZXMgPSB2aWV3LnByb2NEaW1zLmZsYXRNYXAoKHAsIGEpID0+IChwID4gMSA/IFthXSA6IFtdKSk7XG4gICAgbGV0IGxvZyA9IHRoaXMubG9nO1xuICAgIGlmIChsb2cgPT09IHVuZGVmaW5lZCkge1xuICAgICAgY29uc3QgcG9saWN5T3B0aW9ucyA9ICh0aGlzLnBvbGljeSBhcyB7IG9wdGlvbnM/OiB1bmtub3duIH0pLm9wdGlvbnM7XG4gICAgICBsb2cgPSB7XG4gICAgICAgIHRvcG9sb2d5OiB0aGlzLnRvcG9sb2d5LnNwZWMsXG4gICAgICAgIGtpbmQ6IHZpZXcua2luZCxcbiAgICAgICAgc2hhcGU6IFsuLi52aWV3LnNoYXBlXSxcbiAgICAgICAgcHJvY0RpbXM6IFsuLi52aWV3LnByb2NEaW1zXSxcbiAgICAgICAgbWluRXh0ZW50OiBbLi4udmlldy5taW5FeHRlbnRdLFxuICAgICAgICBwcm9jQ29vcmRzOiBbLi4udmlldy5wcm9jQ29vcmRzXSxcbiAgICAgICAgYXhlcyxcbiAgICAgICAgYnl0ZXNQZXJQbGFuZTogdmlldy5zaGFwZS5tYXAoKF8sIGEpID0+IGJ5dGVzUGVyUGxhbmUodGFyZ2V0LCB2aWV3LCBhKSksXG4gICAgICAgIGJhbGFuY2VyOiB0aGlzLmJhbGFuY2VyLm5hbWUsXG4gICAgICAgIGJhbGFuY2VyT3B0aW9uczogdGhpcy5iYWxhbmNlci5vcHRpb25zLFxuICAgICAgICBwb2xpY3k6IHRoaXMucG9saWN5Lm5hbWUsXG4gICAgICAgIC4uLihwb2xpY3lPcHRpb25zID09PSB1bmRlZmluZWQgPyB7fSA6IHsgcG9saWN5T3B0aW9ucyB9KSxcbiAgICAgICAgbG9hZElzVGltZTogdGhpcy5sb2FkSXNUaW1lLFxuICAgICAgICBzdGVwczogW10sXG4gICAgICB9O1xuICAgICAgdGhpcy5sb2cgPSBsb2c7XG4gICAgICBpZiAodGhpcy5tZXRyaWNzICE9PSB1bmRlZmluZWQpIHRoaXMubWV0cmljcy5sb2FkcyA9IGxvZztcbiAgICB9XG4gICAgY29uc3QgcGxhbmVzID0gbG9hZC5wbGFuZXMgPT09IHVuZGVmaW5lZCA/IFtdIDogYXhlcy5tYXAoKGEpID0+IEFycmF5LmZyb20obG9hZC5wbGFuZXM/LlthXSA/PyBbXSkpO1xuICAgIGxvZy5zdGVwcy5wdXNoKHtcbiAgICAgIGN1dHM6IHZpZXcuY3V0cy5tYXAoKGMpID0+IFsuLi5jXSksXG4gICAgICB0b3RhbDogbG9hZC50b3RhbCxcbiAgICAgIHBsYW5lcyxcbiAgICAgIGNvbXB1dGVNczogdGhpcy5jb21wdXRlTXMoKSxcbiAgICAgIHN0ZXBNcyxcbiAgICAgIHN5bmNNcyxcbiAgICB9KTtcbiAgfVxuXG4gIC8qKiBAaW50ZXJuYWwgV2hhdCBhIGNoZWNrcG9pbnQga2VlcHMgb2YgdGhpcyByZWNvcmRlciAoaXRzIGxvZyB0cmF2ZWxzIHdpdGggdGhlIHJhbmsncyBtZXRyaWNzKS4gKi9cbiAgc2F2ZVN0YXRlKCk6IHsgc2VlbjogbnVtYmVyOyBjb21wdXRlTmFtZXM6IHN0cmluZ1tdIH0ge1xuICAgIHJldHVybiB7IHNlZW46IHRoaXMuc2VlbiwgY29tcHV0ZU5hbWVzOiBbLi4udGhpcy5jb21wdXRlTmFtZXNdIH07XG4gIH1cblxuICAvKiogQGludGVybmFsIENvbnRpbnVlIGZyb20gYSBjaGVja3BvaW50LCBvbmNlIHRoZSByYW5rJ3MgbWV0cmljcyAoYW5kIHNvIGl0cyBsb2FkIGxvZykgYXJlIHJlc3RvcmVkLiAqL1xuICByZXN0b3JlU3RhdGUoczogeyBzZWVuOiBudW1iZXI7IGNvbXB1dGVOYW1lczogc3RyaW5nW10gfSk6IHZvaWQge1xuICAgIHRoaXMuc2VlbiA9IHMuc2VlbjtcbiAgICB0aGlzLmNvbXB1dGVOYW1lcy5jbGVhcigpO1xuICAgIGZvciAoY29uc3QgbiBvZiBzLmNvbXB1dGVOYW1lcykgdGhpcy5jb21wdXRlTmFtZXMuYWRkKG4pO1xuICAgIHRoaXMubG9nID0gdGhpcy5tZXRyaWNzPy5sb2FkcztcbiAgfVxuXG4gIGJhbGFuY2VkKHJlcG9ydDogQmFsYW5jZVJlcG9ydCwgY29zdE1zOiBudW1iZXIpOiB2b2lkIHtcbiAgICBjb25zdCBsYXN0ID0gdGhpcy5sb2c/LnN0ZXBzW3RoaXMubG9nLnN0ZXBzLmxlbmd0aCAtIDFdO1xuICAgIGlmIChsYXN0ID09PSB1bmRlZmluZWQpIHJldHVybjtcbiAgICBsYXN0LmJhbGFuY2UgPSB7XG4gICAgICBjdXRzOiByZXBvcnQuY3V0cy5tYXAoKGMpID0+IFsuLi5jXSksXG4gICAgICBjb3N0TXMsXG4gICAgICBkZWNpc2lvbk1zOiByZXBvcnQuZGVjaXNpb25NcyxcbiAgICAgIHVuaXRzTW92ZWQ6IHJlcG9ydC51bml0c01vdmVkLFxuICAgICAgYnl0ZXNNb3ZlZDogcmVwb3J0LmJ5dGVzTW92ZWQsXG4gICAgICAuLi4ocmVwb3J0LnNraXBwZWQgPT09IHVuZGVmaW5lZCA/IHt9IDogeyBza2lwcGVkOiByZXBvcnQuc2tpcHBlZCB9KSxcbiAgICB9O1xuICB9XG59XG4iXSwKICAibWFwcGluZ3MiOiAiQUFnQkEsU0FBUyxRQUFRLEdBQW9DO0FBQ25ELFNBQU8sQ0FBQyxNQUFNLFFBQVEsQ0FBQyxLQUFNLEVBQWtCLFdBQVc7QUFDNUQ7QUFHQSxTQUFTLGNBQWMsUUFBdUIsTUFBa0IsTUFBc0I7QUFDcEYsTUFBSSxRQUFRLE1BQU0sRUFBRyxRQUFPO0FBQzVCLFFBQU0sUUFBeUIsTUFBTSxRQUFRLE1BQU0sSUFBSSxTQUFTLENBQUMsTUFBYztBQUMvRSxNQUFJLFFBQVE7QUFDWixhQUFXLEtBQUssT0FBTztBQUNyQixRQUFJLEVBQUUsWUFBWSxTQUFVO0FBQzVCLFFBQUksUUFBUTtBQUNaLGFBQVMsSUFBSSxHQUFHLElBQUksS0FBSyxNQUFNLFFBQVEsSUFBSyxLQUFJLE1BQU0sS0FBTSxVQUFTLEtBQUssTUFBTSxDQUFDO0FBQ2pGLGFBQVMsUUFBUSxFQUFFLEtBQUs7QUFBQSxFQUMxQjtBQUNBLFNBQU87QUFDVDtBQUVPLE1BQU0sYUFBYTtBQUFBLEVBT3hCLFlBQ21CLFNBQ0EsVUFDQSxVQUNBLFFBQ0EsWUFDakI7QUFMaUI7QUFDQTtBQUNBO0FBQ0E7QUFDQTtBQUVqQixTQUFLLE9BQU8sU0FBUyxlQUFlO0FBQUEsRUFDdEM7QUFBQSxFQVBtQjtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQVhYO0FBQUE7QUFBQSxFQUVBLE9BQU87QUFBQTtBQUFBLEVBRUUsZUFBZSxvQkFBSSxJQUFZO0FBQUE7QUFBQSxFQWF4QyxZQUFvQjtBQUMxQixVQUFNLElBQUksS0FBSztBQUNmLFFBQUksTUFBTSxPQUFXLFFBQU87QUFDNUIsVUFBTSxJQUFJLEVBQUU7QUFDWixhQUFTLElBQUksS0FBSyxNQUFNLElBQUksR0FBRyxLQUFLO0FBQ2xDLFlBQU0sSUFBSSxFQUFFLFNBQVMsQ0FBQztBQUN0QixVQUFJLE1BQU0sVUFBYSxFQUFFLFlBQVksRUFBRyxNQUFLLGFBQWEsSUFBSSxFQUFFLElBQUk7QUFBQSxJQUN0RTtBQUNBLFFBQUksS0FBSztBQUNULGFBQVMsSUFBSSxLQUFLLE1BQU0sSUFBSSxHQUFHLEtBQUs7QUFDbEMsWUFBTSxJQUFJLEVBQUUsU0FBUyxDQUFDO0FBQ3RCLFVBQUksTUFBTSxVQUFhLEtBQUssYUFBYSxJQUFJLEVBQUUsSUFBSSxFQUFHLE9BQU0sRUFBRTtBQUFBLElBQ2hFO0FBQ0EsU0FBSyxPQUFPO0FBQ1osV0FBTyxLQUFLO0FBQUEsRUFDZDtBQUFBLEVBRUEsS0FBSyxRQUF1QixNQUFrQixNQUFtQixRQUFnQixRQUFzQjtBQUNyRyxVQUFNLE9BQU8sS0FBSyxTQUFTLFFBQVEsQ0FBQyxHQUFHLE1BQU8sSUFBSSxJQUFJLENBQUMsQ0FBQyxJQUFJLENBQUMsQ0FBRTtBQUMvRCxRQUFJLE1BQU0sS0FBSztBQUNmLFFBQUksUUFBUSxRQUFXO0FBQ3JCLFlBQU0sZ0JBQWlCLEtBQUssT0FBaUM7QUFDN0QsWUFBTTtBQUFBLFFBQ0osVUFBVSxLQUFLLFNBQVM7QUFBQSxRQUN4QixNQUFNLEtBQUs7QUFBQSxRQUNYLE9BQU8sQ0FBQyxHQUFHLEtBQUssS0FBSztBQUFBLFFBQ3JCLFVBQVUsQ0FBQyxHQUFHLEtBQUssUUFBUTtBQUFBLFFBQzNCLFdBQVcsQ0FBQyxHQUFHLEtBQUssU0FBUztBQUFBLFFBQzdCLFlBQVksQ0FBQyxHQUFHLEtBQUssVUFBVTtBQUFBLFFBQy9CO0FBQUEsUUFDQSxlQUFlLEtBQUssTUFBTSxJQUFJLENBQUMsR0FBRyxNQUFNLGNBQWMsUUFBUSxNQUFNLENBQUMsQ0FBQztBQUFBLFFBQ3RFLFVBQVUsS0FBSyxTQUFTO0FBQUEsUUFDeEIsaUJBQWlCLEtBQUssU0FBUztBQUFBLFFBQy9CLFFBQVEsS0FBSyxPQUFPO0FBQUEsUUFDcEIsR0FBSSxrQkFBa0IsU0FBWSxDQUFDLElBQUksRUFBRSxjQUFjO0FBQUEsUUFDdkQsWUFBWSxLQUFLO0FBQUEsUUFDakIsT0FBTyxDQUFDO0FBQUEsTUFDVjtBQUNBLFdBQUssTUFBTTtBQUNYLFVBQUksS0FBSyxZQUFZLE9BQVcsTUFBSyxRQUFRLFFBQVE7QUFBQSxJQUN2RDtBQUNBLFVBQU0sU0FBUyxLQUFLLFdBQVcsU0FBWSxDQUFDLElBQUksS0FBSyxJQUFJLENBQUMsTUFBTSxNQUFNLEtBQUssS0FBSyxTQUFTLENBQUMsS0FBSyxDQUFDLENBQUMsQ0FBQztBQUNsRyxRQUFJLE1BQU0sS0FBSztBQUFBLE1BQ2IsTUFBTSxLQUFLLEtBQUssSUFBSSxDQUFDLE1BQU0sQ0FBQyxHQUFHLENBQUMsQ0FBQztBQUFBLE1BQ2pDLE9BQU8sS0FBSztBQUFBLE1BQ1o7QUFBQSxNQUNBLFdBQVcsS0FBSyxVQUFVO0FBQUEsTUFDMUI7QUFBQSxNQUNBO0FBQUEsSUFDRixDQUFDO0FBQUEsRUFDSDtBQUFBO0FBQUEsRUFHQSxZQUFzRDtBQUNwRCxXQUFPLEVBQUUsTUFBTSxLQUFLLE1BQU0sY0FBYyxDQUFDLEdBQUcsS0FBSyxZQUFZLEVBQUU7QUFBQSxFQUNqRTtBQUFBO0FBQUEsRUFHQSxhQUFhLEdBQW1EO0FBQzlELFNBQUssT0FBTyxFQUFFO0FBQ2QsU0FBSyxhQUFhLE1BQU07QUFDeEIsZUFBVyxLQUFLLEVBQUUsYUFBYyxNQUFLLGFBQWEsSUFBSSxDQUFDO0FBQ3ZELFNBQUssTUFBTSxLQUFLLFNBQVM7QUFBQSxFQUMzQjtBQUFBLEVBRUEsU0FBUyxRQUF1QixRQUFzQjtBQUNwRCxVQUFNLE9BQU8sS0FBSyxLQUFLLE1BQU0sS0FBSyxJQUFJLE1BQU0sU0FBUyxDQUFDO0FBQ3RELFFBQUksU0FBUyxPQUFXO0FBQ3hCLFNBQUssVUFBVTtBQUFBLE1BQ2IsTUFBTSxPQUFPLEtBQUssSUFBSSxDQUFDLE1BQU0sQ0FBQyxHQUFHLENBQUMsQ0FBQztBQUFBLE1BQ25DO0FBQUEsTUFDQSxZQUFZLE9BQU87QUFBQSxNQUNuQixZQUFZLE9BQU87QUFBQSxNQUNuQixZQUFZLE9BQU87QUFBQSxNQUNuQixHQUFJLE9BQU8sWUFBWSxTQUFZLENBQUMsSUFBSSxFQUFFLFNBQVMsT0FBTyxRQUFRO0FBQUEsSUFDcEU7QUFBQSxFQUNGO0FBQ0Y7IiwKICAibmFtZXMiOiBbXQp9Cg==
