import { invalidParameter } from "./errors.js";
const DEFAULT_PARAMS = {
  K: 12,
  lambda: 0.2,
  epsilon: 0.5,
  maxIterations: 1e3,
  conductance: "rational",
  dtype: "float64"
};
function checkParams(p) {
  const q = { ...DEFAULT_PARAMS, ...p ?? {} };
  if (typeof q.K !== "number" || !Number.isFinite(q.K) || q.K <= 0) throw invalidParameter("K", "a finite number > 0", q.K);
  if (typeof q.lambda !== "number" || !(q.lambda > 0 && q.lambda <= 0.25))
    throw invalidParameter("lambda", "a number in (0, 0.25]", q.lambda);
  if (typeof q.epsilon !== "number" || !Number.isFinite(q.epsilon) || q.epsilon < 0)
    throw invalidParameter("epsilon", "a finite number >= 0", q.epsilon);
  if (typeof q.maxIterations !== "number" || !Number.isInteger(q.maxIterations) || q.maxIterations < 1)
    throw invalidParameter("maxIterations", "an integer >= 1", q.maxIterations);
  if (q.conductance !== "rational" && q.conductance !== "exponential")
    throw invalidParameter("conductance", '"rational" or "exponential"', q.conductance);
  if (q.dtype !== "float64" && q.dtype !== "float32") throw invalidParameter("dtype", '"float64" or "float32"', q.dtype);
  return { K: q.K, lambda: q.lambda, epsilon: q.epsilon, maxIterations: q.maxIterations, conductance: q.conductance, dtype: q.dtype };
}
function checkImage(img) {
  if (typeof img !== "object" || img === null) throw invalidParameter("image", "an object { rows, cols, data }", img);
  if (!Number.isInteger(img.rows) || img.rows < 1) throw invalidParameter("image rows", "an integer >= 1", img.rows);
  if (!Number.isInteger(img.cols) || img.cols < 1) throw invalidParameter("image cols", "an integer >= 1", img.cols);
  if (!(img.data instanceof Float64Array) || img.data.length !== img.rows * img.cols)
    throw invalidParameter("image data", `a Float64Array of ${img.rows * img.cols} values`, img.data);
  return img;
}
class Worklist {
  /** act[x] === t: storage index x is already on the active list of iteration t. */
  act;
  activeI;
  activeJ;
  activeCount = 0;
  /** Pixels changed by the last applied iteration. */
  changedI;
  changedJ;
  changedCount = 0;
  /** Buffered updates of the iteration being evaluated (Jacobi). */
  pendI;
  pendJ;
  pendVal;
  pendCount = 0;
  /**
   * Halo values seen at the previous iteration (top, bottom, left, right sides), to tell which
   * neighbour pixels changed without exchanging their stamps; invalid until the first scan.
   */
  ring;
  ringValid = false;
  constructor(storageLength, rows, cols) {
    this.act = new Int32Array(storageLength).fill(-1);
    const n = Math.max(1, rows * cols);
    this.ring = new Float64Array(2 * (rows + cols));
    this.activeI = new Int32Array(n);
    this.activeJ = new Int32Array(n);
    this.changedI = new Int32Array(n);
    this.changedJ = new Int32Array(n);
    this.pendI = new Int32Array(n);
    this.pendJ = new Int32Array(n);
    this.pendVal = new Float64Array(n);
  }
  /**
   * Reuse the lists for a tile that moved (a balance): arrays grow only when too small. Old
   * `act` marks are iteration numbers below the current one, so they never read as "already
   * active" and need no clearing. The lists and the saved halo values start empty.
   */
  resize(storageLength, rows, cols) {
    if (this.act.length < storageLength) this.act = new Int32Array(storageLength).fill(-1);
    const n = Math.max(1, rows * cols);
    if (this.activeI.length < n) {
      this.activeI = new Int32Array(n);
      this.activeJ = new Int32Array(n);
      this.changedI = new Int32Array(n);
      this.changedJ = new Int32Array(n);
      this.pendI = new Int32Array(n);
      this.pendJ = new Int32Array(n);
      this.pendVal = new Float64Array(n);
    }
    if (this.ring.length < 2 * (rows + cols)) this.ring = new Float64Array(2 * (rows + cols));
    this.ringValid = false;
    this.activeCount = 0;
    this.changedCount = 0;
    this.pendCount = 0;
    return this;
  }
}
function collectChanged(w, f, stamp, t) {
  let n = 0;
  const { stride, origin, rows, cols } = f;
  const ci = w.changedI;
  const cj = w.changedJ;
  for (let i = 0; i < rows; i++) {
    let c = origin + i * stride;
    for (let j = 0; j < cols; j++, c++) {
      if (stamp[c] === t + 1) {
        ci[n] = i;
        cj[n] = j;
        n++;
      }
    }
  }
  w.changedCount = n;
}
function activate(w, f, u, stamp, t) {
  const { stride, origin, rows, cols, r0, c0, H, W } = f;
  const act = w.act;
  const ai = w.activeI;
  const aj = w.activeJ;
  const ci = w.changedI;
  const cj = w.changedJ;
  let n = 0;
  const lastI = rows - 1;
  const lastJ = cols - 1;
  for (let k = 0, m = w.changedCount; k < m; k++) {
    const i = ci[k];
    const j = cj[k];
    const c = origin + i * stride + j;
    if (act[c] !== t) {
      act[c] = t;
      ai[n] = i;
      aj[n] = j;
      n++;
    }
    if (i > 0 && act[c - stride] !== t) {
      act[c - stride] = t;
      ai[n] = i - 1;
      aj[n] = j;
      n++;
    }
    if (i < lastI && act[c + stride] !== t) {
      act[c + stride] = t;
      ai[n] = i + 1;
      aj[n] = j;
      n++;
    }
    if (j > 0 && act[c - 1] !== t) {
      act[c - 1] = t;
      ai[n] = i;
      aj[n] = j - 1;
      n++;
    }
    if (j < lastJ && act[c + 1] !== t) {
      act[c + 1] = t;
      ai[n] = i;
      aj[n] = j + 1;
      n++;
    }
  }
  if (r0 > 0) n = scanHalo(w, u, stamp, t, n, cols, origin - stride, 1, stride, 0, 0, 0, 1, 0);
  if (r0 + rows < H) n = scanHalo(w, u, stamp, t, n, cols, origin + rows * stride, 1, -stride, lastI, 0, 0, 1, cols);
  if (c0 > 0) n = scanHalo(w, u, stamp, t, n, rows, origin - 1, stride, 1, 0, 1, 0, 0, 2 * cols);
  if (c0 + cols < W) n = scanHalo(w, u, stamp, t, n, rows, origin + cols, stride, -1, 0, 1, lastJ, 0, 2 * cols + rows);
  w.ringValid = true;
  w.activeCount = n;
  return n;
}
function scanHalo(w, u, stamp, t, n, count, h0, dh, toTile, i0, di, j0, dj, ringAt) {
  const act = w.act;
  const ai = w.activeI;
  const aj = w.activeJ;
  const ring = w.ring;
  const byValue = w.ringValid;
  for (let k = 0, h = h0, i = i0, j = j0; k < count; k++, h += dh, i += di, j += dj) {
    const v = u[h];
    const changed = byValue ? v !== ring[ringAt + k] : stamp[h] === t;
    ring[ringAt + k] = v;
    const c = h + toTile;
    if (changed && act[c] !== t) {
      act[c] = t;
      ai[n] = i;
      aj[n] = j;
      n++;
    }
  }
  return n;
}
function coefficients(p) {
  return {
    lambda: p.lambda,
    invK2: 1 / (p.K * p.K),
    epsilon: p.epsilon,
    exponential: p.conductance === "exponential",
    f32: p.dtype === "float32"
  };
}
function evaluate(w, f, u, k, rowLoad, colLoad) {
  const { stride, origin, r0, c0 } = f;
  const lastRow = f.H - 1 - r0;
  const lastCol = f.W - 1 - c0;
  const firstRow = -r0;
  const firstCol = -c0;
  const { lambda, invK2, epsilon, exponential, f32 } = k;
  const ai = w.activeI;
  const aj = w.activeJ;
  const pi = w.pendI;
  const pj = w.pendJ;
  const pv = w.pendVal;
  let n = 0;
  for (let a = 0, m = w.activeCount; a < m; a++) {
    const i = ai[a];
    const j = aj[a];
    if (rowLoad !== void 0 && colLoad !== void 0) {
      rowLoad[i] = rowLoad[i] + 1;
      colLoad[j] = colLoad[j] + 1;
    }
    const c = origin + i * stride + j;
    const v = u[c];
    const dn = i > firstRow ? u[c - stride] - v : 0;
    const ds = i < lastRow ? u[c + stride] - v : 0;
    const dw = j > firstCol ? u[c - 1] - v : 0;
    const de = j < lastCol ? u[c + 1] - v : 0;
    let s;
    if (exponential) {
      s = dn * Math.exp(-(dn * dn * invK2)) + ds * Math.exp(-(ds * ds * invK2)) + dw * Math.exp(-(dw * dw * invK2)) + de * Math.exp(-(de * de * invK2));
    } else {
      s = dn / (1 + dn * dn * invK2) + ds / (1 + ds * ds * invK2) + dw / (1 + dw * dw * invK2) + de / (1 + de * de * invK2);
    }
    const nv = v + lambda * s;
    if (Math.abs(nv - v) >= epsilon) {
      const stored = f32 ? Math.fround(nv) : nv;
      if (stored !== v) {
        pi[n] = i;
        pj[n] = j;
        pv[n] = stored;
        n++;
      }
    }
  }
  w.pendCount = n;
  return n;
}
function apply(w, f, u, stamp, t) {
  const { stride, origin } = f;
  const pi = w.pendI;
  const pj = w.pendJ;
  const pv = w.pendVal;
  for (let k = 0, m = w.pendCount; k < m; k++) {
    const c = origin + pi[k] * stride + pj[k];
    u[c] = pv[k];
    stamp[c] = t + 1;
  }
  w.pendI = w.changedI;
  w.pendJ = w.changedJ;
  w.changedI = pi;
  w.changedJ = pj;
  w.changedCount = w.pendCount;
  w.pendCount = 0;
}
class SequentialDiffusion {
  frame;
  u;
  stamp;
  params;
  k;
  w;
  iteration = 0;
  converged = false;
  activePerIteration = [];
  changedPerIteration = [];
  constructor(image, params) {
    checkImage(image);
    this.params = checkParams(params);
    this.k = coefficients(this.params);
    const { rows: H, cols: W } = image;
    const stride = W + 2;
    const length = (H + 2) * stride;
    this.frame = { stride, origin: stride + 1, rows: H, cols: W, r0: 0, c0: 0, H, W };
    this.u = this.params.dtype === "float32" ? new Float32Array(length) : new Float64Array(length);
    for (let i = 0; i < H; i++) this.u.set(image.data.subarray(i * W, (i + 1) * W), (i + 1) * stride + 1);
    this.stamp = new Int32Array(length);
    this.w = new Worklist(length, H, W);
    collectChanged(this.w, this.frame, this.stamp, -1);
  }
  get done() {
    return this.converged || this.iteration >= this.params.maxIterations;
  }
  /** One iteration; returns the pixels it evaluated and changed. */
  step() {
    const t = this.iteration;
    const active = activate(this.w, this.frame, this.u, this.stamp, t);
    const changed = evaluate(this.w, this.frame, this.u, this.k, void 0, void 0);
    apply(this.w, this.frame, this.u, this.stamp, t);
    this.iteration = t + 1;
    this.activePerIteration.push(active);
    this.changedPerIteration.push(changed);
    if (changed === 0) this.converged = true;
    return { active, changed };
  }
  /** The values without the ghost frame, row-major. */
  values() {
    const { rows, cols, stride } = this.frame;
    const out = this.params.dtype === "float32" ? new Float32Array(rows * cols) : new Float64Array(rows * cols);
    for (let i = 0; i < rows; i++) out.set(this.u.subarray((i + 1) * stride + 1, (i + 1) * stride + 1 + cols), i * cols);
    return out;
  }
  run() {
    while (!this.done) this.step();
    return {
      rows: this.frame.rows,
      cols: this.frame.cols,
      data: this.values(),
      iterations: this.iteration,
      converged: this.converged,
      activePerIteration: this.activePerIteration,
      changedPerIteration: this.changedPerIteration
    };
  }
}
function diffuseSequential(image, params) {
  return new SequentialDiffusion(image, params).run();
}
export {
  DEFAULT_PARAMS,
  SequentialDiffusion,
  Worklist,
  activate,
  apply,
  checkImage,
  checkParams,
  coefficients,
  collectChanged,
  diffuseSequential,
  evaluate
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL3NlcXVlbnRpYWwudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbIi8qKlxuICogRWRnZS1kaXJlY3RlZCAoUGVyb25hLU1hbGlrKSBkaWZmdXNpb24gd2l0aCBhbiBhY3RpdmUtcGl4ZWwgd29ya2xpc3Q6IHRoZSBvcmFjbGUgYW5kIHRoZVxuICogc3BlZWR1cCBiYXNlbGluZS4gVGhlIFNQTUQgcHJvZ3JhbSBydW5zIHRoZSB2ZXJ5IHNhbWUga2VybmVsIGZ1bmN0aW9ucyBvbiBpdHMgdGlsZSwgc28gdGhlXG4gKiBhcml0aG1ldGljIG9mIGV2ZXJ5IHBpeGVsIGlzIHRoZSBzYW1lIGV4cHJlc3Npb24gaW4gdGhlIHNhbWUgb3JkZXIgd2hlcmV2ZXIgaXQgcnVucy5cbiAqXG4gKiAgIHUnKHApID0gdShwKSArIGxhbWJkYSAqIHN1bV97cSBpbiBONChwKX0gZyh8dShxKSAtIHUocCl8KSAqICh1KHEpIC0gdShwKSlcbiAqICAgZyhkKSA9IDEgLyAoMSArIChkL0spXjIpICAgKGNvbmR1Y3RhbmNlICdyYXRpb25hbCcsIFBlcm9uYS1NYWxpaydzIGcyKVxuICogICBnKGQpID0gZXhwKC0oZC9LKV4yKSAgICAgICAoY29uZHVjdGFuY2UgJ2V4cG9uZW50aWFsJywgUGVyb25hLU1hbGlrJ3MgZzEpXG4gKlxuICogTmVpZ2hib3VycyBvdXRzaWRlIHRoZSBpbWFnZSBjb250cmlidXRlIG5vdGhpbmcgKHplcm8gZmx1eCwgTmV1bWFubiBib3VuZGFyeSkuIEEgcGl4ZWwgaXNcbiAqIHVwZGF0ZWQgb25seSBpZiB8dScgLSB1fCA+PSBlcHNpbG9uIGFuZCB0aGUgc3RvcmVkIHZhbHVlIGNoYW5nZXMgKHNvIGZsb2F0MzIgc3RvcmFnZSBjYW5ub3RcbiAqIGxvb3Agb24gYSB2YWx1ZSBpdCBjYW5ub3QgcmVwcmVzZW50KTsgb3RoZXJ3aXNlIGl0IGhhcyByZWFjaGVkIGl0cyBmaXhlZCBwb2ludC4gT25seSBBQ1RJVkVcbiAqIHBpeGVscyBhcmUgZXZhbHVhdGVkOiB0aG9zZSB0aGF0IGNoYW5nZWQgaW4gdGhlIHByZXZpb3VzIGl0ZXJhdGlvbiBhbmQgdGhlaXIgNC1uZWlnaGJvdXJzIChpblxuICogdGhlIGZpcnN0IGl0ZXJhdGlvbiwgZXZlcnkgcGl4ZWwpLiBVcGRhdGVzIGFyZSBKYWNvYmk6IGV2ZXJ5IHBpeGVsIG9mIGFuIGl0ZXJhdGlvbiByZWFkcyB0aGVcbiAqIHByZXZpb3VzIGl0ZXJhdGU7IG5ldyB2YWx1ZXMgYXJlIGJ1ZmZlcmVkIGFuZCB3cml0dGVuIGFmdGVyIGFsbCByZWFkcyAoYGFwcGx5YCkuIFRoZSBydW4gc3RvcHNcbiAqIHdoZW4gYW4gaXRlcmF0aW9uIGNoYW5nZXMgbm90aGluZyAodGhlbiBub3RoaW5nIGlzIGFjdGl2ZSkgb3IgYWZ0ZXIgYG1heEl0ZXJhdGlvbnNgLlxuICpcbiAqIExheW91dDogYSBwYWRkZWQgYXJyYXkgKG9uZSBnaG9zdCBjZWxsIG9uIGV2ZXJ5IHNpZGUpLCByb3cgc3RyaWRlIGBzdHJpZGVgLCBwaXhlbCAoaSwgaikgb2YgdGhlXG4gKiB0aWxlIGF0IGBvcmlnaW4gKyBpICogc3RyaWRlICsgamAuIEEgc2Vjb25kIEludDMyIGFycmF5IG9mIHRoZSBzYW1lIGxheW91dCBob2xkcywgcGVyIHBpeGVsLFxuICogMSArIHRoZSBsYXN0IGl0ZXJhdGlvbiBpbiB3aGljaCBpdCBjaGFuZ2VkICgwIGluaXRpYWxseTogXCJjaGFuZ2VkIGJlZm9yZSBpdGVyYXRpb24gMFwiLCBhbmQgdGhlXG4gKiB2YWx1ZSBhIGZyZXNoIGJ1ZmZlciBhbHJlYWR5IGhhcykuXG4gKi9cbmltcG9ydCB7IGludmFsaWRQYXJhbWV0ZXIgfSBmcm9tICcuL2Vycm9ycy5qcyc7XG5cbmV4cG9ydCB0eXBlIENvbmR1Y3RhbmNlID0gJ3JhdGlvbmFsJyB8ICdleHBvbmVudGlhbCc7XG5leHBvcnQgdHlwZSBWYWx1ZVR5cGUgPSAnZmxvYXQ2NCcgfCAnZmxvYXQzMic7XG5leHBvcnQgdHlwZSBWYWx1ZXMgPSBGbG9hdDY0QXJyYXkgfCBGbG9hdDMyQXJyYXk7XG5cbmV4cG9ydCBpbnRlcmZhY2UgRGlmZnVzaW9uUGFyYW1zIHtcbiAgLyoqIEVkZ2UgdGhyZXNob2xkIEsgKGdyZXkgbGV2ZWxzKSwgPiAwLiAqL1xuICByZWFkb25seSBLOiBudW1iZXI7XG4gIC8qKiBTdGVwLCBpbiAoMCwgMC4yNV0uICovXG4gIHJlYWRvbmx5IGxhbWJkYTogbnVtYmVyO1xuICAvKiogRml4ZWQtcG9pbnQgdGhyZXNob2xkLCA+PSAwLiAqL1xuICByZWFkb25seSBlcHNpbG9uOiBudW1iZXI7XG4gIHJlYWRvbmx5IG1heEl0ZXJhdGlvbnM6IG51bWJlcjtcbiAgcmVhZG9ubHkgY29uZHVjdGFuY2U6IENvbmR1Y3RhbmNlO1xuICAvKiogU3RvcmFnZSB0eXBlIG9mIHRoZSB2YWx1ZXMgKHRoZSBhcml0aG1ldGljIGlzIGFsd2F5cyBkb3VibGUgcHJlY2lzaW9uKS4gKi9cbiAgcmVhZG9ubHkgZHR5cGU6IFZhbHVlVHlwZTtcbn1cblxuZXhwb3J0IGNvbnN0IERFRkFVTFRfUEFSQU1TOiBEaWZmdXNpb25QYXJhbXMgPSB7XG4gIEs6IDEyLFxuICBsYW1iZGE6IDAuMixcbiAgZXBzaWxvbjogMC41LFxuICBtYXhJdGVyYXRpb25zOiAxMDAwLFxuICBjb25kdWN0YW5jZTogJ3JhdGlvbmFsJyxcbiAgZHR5cGU6ICdmbG9hdDY0Jyxcbn07XG5cbi8qKiBBIGdyZXkgaW1hZ2UsIHJvdy1tYWpvciwgdmFsdWVzIGluIGdyZXkgbGV2ZWxzICgwLi4yNTUgZm9yIDgtYml0IGlucHV0cykuICovXG5leHBvcnQgaW50ZXJmYWNlIEdyZXlJbWFnZSB7XG4gIHJlYWRvbmx5IHJvd3M6IG51bWJlcjtcbiAgcmVhZG9ubHkgY29sczogbnVtYmVyO1xuICByZWFkb25seSBkYXRhOiBGbG9hdDY0QXJyYXk7XG59XG5cbi8qKiBWYWxpZGF0ZSBwYXJhbWV0ZXJzICh0eXBlZCBEaWZmdXNpb25FcnJvciwgY29kZSBESUZGVVNJT05fSU5WQUxJRF9QQVJBTUVURVIpOyBmaWxscyBkZWZhdWx0cy4gKi9cbmV4cG9ydCBmdW5jdGlvbiBjaGVja1BhcmFtcyhwOiBQYXJ0aWFsPERpZmZ1c2lvblBhcmFtcz4gfCB1bmRlZmluZWQpOiBEaWZmdXNpb25QYXJhbXMge1xuICBjb25zdCBxID0geyAuLi5ERUZBVUxUX1BBUkFNUywgLi4uKHAgPz8ge30pIH07XG4gIGlmICh0eXBlb2YgcS5LICE9PSAnbnVtYmVyJyB8fCAhTnVtYmVyLmlzRmluaXRlKHEuSykgfHwgcS5LIDw9IDApIHRocm93IGludmFsaWRQYXJhbWV0ZXIoJ0snLCAnYSBmaW5pdGUgbnVtYmVyID4gMCcsIHEuSyk7XG4gIGlmICh0eXBlb2YgcS5sYW1iZGEgIT09ICdudW1iZXInIHx8ICEocS5sYW1iZGEgPiAwICYmIHEubGFtYmRhIDw9IDAuMjUpKVxuICAgIHRocm93IGludmFsaWRQYXJhbWV0ZXIoJ2xhbWJkYScsICdhIG51bWJlciBpbiAoMCwgMC4yNV0nLCBxLmxhbWJkYSk7XG4gIGlmICh0eXBlb2YgcS5lcHNpbG9uICE9PSAnbnVtYmVyJyB8fCAhTnVtYmVyLmlzRmluaXRlKHEuZXBzaWxvbikgfHwgcS5lcHNpbG9uIDwgMClcbiAgICB0aHJvdyBpbnZhbGlkUGFyYW1ldGVyKCdlcHNpbG9uJywgJ2EgZmluaXRlIG51bWJlciA+PSAwJywgcS5lcHNpbG9uKTtcbiAgaWYgKHR5cGVvZiBxLm1heEl0ZXJhdGlvbnMgIT09ICdudW1iZXInIHx8ICFOdW1iZXIuaXNJbnRlZ2VyKHEubWF4SXRlcmF0aW9ucykgfHwgcS5tYXhJdGVyYXRpb25zIDwgMSlcbiAgICB0aHJvdyBpbnZhbGlkUGFyYW1ldGVyKCdtYXhJdGVyYXRpb25zJywgJ2FuIGludGVnZXIgPj0gMScsIHEubWF4SXRlcmF0aW9ucyk7XG4gIGlmIChxLmNvbmR1Y3RhbmNlICE9PSAncmF0aW9uYWwnICYmIHEuY29uZHVjdGFuY2UgIT09ICdleHBvbmVudGlhbCcpXG4gICAgdGhyb3cgaW52YWxpZFBhcmFtZXRlcignY29uZHVjdGFuY2UnLCAnXCJyYXRpb25hbFwiIG9yIFwiZXhwb25lbnRpYWxcIicsIHEuY29uZHVjdGFuY2UpO1xuICBpZiAocS5kdHlwZSAhPT0gJ2Zsb2F0NjQnICYmIHEuZHR5cGUgIT09ICdmbG9hdDMyJykgdGhyb3cgaW52YWxpZFBhcmFtZXRlcignZHR5cGUnLCAnXCJmbG9hdDY0XCIgb3IgXCJmbG9hdDMyXCInLCBxLmR0eXBlKTtcbiAgcmV0dXJuIHsgSzogcS5LLCBsYW1iZGE6IHEubGFtYmRhLCBlcHNpbG9uOiBxLmVwc2lsb24sIG1heEl0ZXJhdGlvbnM6IHEubWF4SXRlcmF0aW9ucywgY29uZHVjdGFuY2U6IHEuY29uZHVjdGFuY2UsIGR0eXBlOiBxLmR0eXBlIH07XG59XG5cbi8qKiBDaGVjayBhbiBpbWFnZSdzIHNoYXBlIGFuZCB2YWx1ZXMgKHR5cGVkIGVycm9ycykuICovXG5leHBvcnQgZnVuY3Rpb24gY2hlY2tJbWFnZShpbWc6IEdyZXlJbWFnZSk6IEdyZXlJbWFnZSB7XG4gIGlmICh0eXBlb2YgaW1nICE9PSAnb2JqZWN0JyB8fCBpbWcgPT09IG51bGwpIHRocm93IGludmFsaWRQYXJhbWV0ZXIoJ2ltYWdlJywgJ2FuIG9iamVjdCB7IHJvd3MsIGNvbHMsIGRhdGEgfScsIGltZyk7XG4gIGlmICghTnVtYmVyLmlzSW50ZWdlcihpbWcucm93cykgfHwgaW1nLnJvd3MgPCAxKSB0aHJvdyBpbnZhbGlkUGFyYW1ldGVyKCdpbWFnZSByb3dzJywgJ2FuIGludGVnZXIgPj0gMScsIGltZy5yb3dzKTtcbiAgaWYgKCFOdW1iZXIuaXNJbnRlZ2VyKGltZy5jb2xzKSB8fCBpbWcuY29scyA8IDEpIHRocm93IGludmFsaWRQYXJhbWV0ZXIoJ2ltYWdlIGNvbHMnLCAnYW4gaW50ZWdlciA+PSAxJywgaW1nLmNvbHMpO1xuICBpZiAoIShpbWcuZGF0YSBpbnN0YW5jZW9mIEZsb2F0NjRBcnJheSkgfHwgaW1nLmRhdGEubGVuZ3RoICE9PSBpbWcucm93cyAqIGltZy5jb2xzKVxuICAgIHRocm93IGludmFsaWRQYXJhbWV0ZXIoJ2ltYWdlIGRhdGEnLCBgYSBGbG9hdDY0QXJyYXkgb2YgJHtpbWcucm93cyAqIGltZy5jb2xzfSB2YWx1ZXNgLCBpbWcuZGF0YSk7XG4gIHJldHVybiBpbWc7XG59XG5cbi8qKiBXaGVyZSBhIHRpbGUgc2l0czogcGFkZGVkLWFycmF5IGxheW91dCBhbmQgaXRzIHBsYWNlIGluIHRoZSBpbWFnZS4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgVGlsZUZyYW1lIHtcbiAgcmVhZG9ubHkgc3RyaWRlOiBudW1iZXI7XG4gIC8qKiBJbmRleCBvZiB0aGUgdGlsZSdzIHBpeGVsICgwLCAwKSBpbiB0aGUgcGFkZGVkIGFycmF5LiAqL1xuICByZWFkb25seSBvcmlnaW46IG51bWJlcjtcbiAgcmVhZG9ubHkgcm93czogbnVtYmVyO1xuICByZWFkb25seSBjb2xzOiBudW1iZXI7XG4gIC8qKiBJbWFnZSBjb29yZGluYXRlcyBvZiB0aGUgdGlsZSdzIHBpeGVsICgwLCAwKS4gKi9cbiAgcmVhZG9ubHkgcjA6IG51bWJlcjtcbiAgcmVhZG9ubHkgYzA6IG51bWJlcjtcbiAgLyoqIEltYWdlIHNpemUuICovXG4gIHJlYWRvbmx5IEg6IG51bWJlcjtcbiAgcmVhZG9ubHkgVzogbnVtYmVyO1xufVxuXG4vKipcbiAqIFNjcmF0Y2ggbGlzdHMgb2Ygb25lIHRpbGUuIExpc3RzIGhvbGQgdGlsZSBjb29yZGluYXRlcyAoaSwgaikgKHRoZSBzdG9yYWdlIGluZGV4IGlzXG4gKiBgb3JpZ2luICsgaSAqIHN0cmlkZSArIGpgKSwgc28gbm8gcGl4ZWwgZXZlciBuZWVkcyBhIGRpdmlzaW9uIHRvIGZpbmQgaXRzIHJvdy5cbiAqL1xuZXhwb3J0IGNsYXNzIFdvcmtsaXN0IHtcbiAgLyoqIGFjdFt4XSA9PT0gdDogc3RvcmFnZSBpbmRleCB4IGlzIGFscmVhZHkgb24gdGhlIGFjdGl2ZSBsaXN0IG9mIGl0ZXJhdGlvbiB0LiAqL1xuICBhY3Q6IEludDMyQXJyYXk7XG4gIGFjdGl2ZUk6IEludDMyQXJyYXk7XG4gIGFjdGl2ZUo6IEludDMyQXJyYXk7XG4gIGFjdGl2ZUNvdW50ID0gMDtcbiAgLyoqIFBpeGVscyBjaGFuZ2VkIGJ5IHRoZSBsYXN0IGFwcGxpZWQgaXRlcmF0aW9uLiAqL1xuICBjaGFuZ2VkSTogSW50MzJBcnJheTtcbiAgY2hhbmdlZEo6IEludDMyQXJyYXk7XG4gIGNoYW5nZWRDb3VudCA9IDA7XG4gIC8qKiBCdWZmZXJlZCB1cGRhdGVzIG9mIHRoZSBpdGVyYXRpb24gYmVpbmcgZXZhbHVhdGVkIChKYWNvYmkpLiAqL1xuICBwZW5kSTogSW50MzJBcnJheTtcbiAgcGVuZEo6IEludDMyQXJyYXk7XG4gIHBlbmRWYWw6IEZsb2F0NjRBcnJheTtcbiAgcGVuZENvdW50ID0gMDtcbiAgLyoqXG4gICAqIEhhbG8gdmFsdWVzIHNlZW4gYXQgdGhlIHByZXZpb3VzIGl0ZXJhdGlvbiAodG9wLCBib3R0b20sIGxlZnQsIHJpZ2h0IHNpZGVzKSwgdG8gdGVsbCB3aGljaFxuICAgKiBuZWlnaGJvdXIgcGl4ZWxzIGNoYW5nZWQgd2l0aG91dCBleGNoYW5naW5nIHRoZWlyIHN0YW1wczsgaW52YWxpZCB1bnRpbCB0aGUgZmlyc3Qgc2Nhbi5cbiAgICovXG4gIHJpbmc6IEZsb2F0NjRBcnJheTtcbiAgcmluZ1ZhbGlkID0gZmFsc2U7XG5cbiAgY29uc3RydWN0b3Ioc3RvcmFnZUxlbmd0aDogbnVtYmVyLCByb3dzOiBudW1iZXIsIGNvbHM6IG51bWJlcikge1xuICAgIHRoaXMuYWN0ID0gbmV3IEludDMyQXJyYXkoc3RvcmFnZUxlbmd0aCkuZmlsbCgtMSk7XG4gICAgY29uc3QgbiA9IE1hdGgubWF4KDEsIHJvd3MgKiBjb2xzKTtcbiAgICB0aGlzLnJpbmcgPSBuZXcgRmxvYXQ2NEFycmF5KDIgKiAocm93cyArIGNvbHMpKTtcbiAgICB0aGlzLmFjdGl2ZUkgPSBuZXcgSW50MzJBcnJheShuKTtcbiAgICB0aGlzLmFjdGl2ZUogPSBuZXcgSW50MzJBcnJheShuKTtcbiAgICB0aGlzLmNoYW5nZWRJID0gbmV3IEludDMyQXJyYXkobik7XG4gICAgdGhpcy5jaGFuZ2VkSiA9IG5ldyBJbnQzMkFycmF5KG4pO1xuICAgIHRoaXMucGVuZEkgPSBuZXcgSW50MzJBcnJheShuKTtcbiAgICB0aGlzLnBlbmRKID0gbmV3IEludDMyQXJyYXkobik7XG4gICAgdGhpcy5wZW5kVmFsID0gbmV3IEZsb2F0NjRBcnJheShuKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBSZXVzZSB0aGUgbGlzdHMgZm9yIGEgdGlsZSB0aGF0IG1vdmVkIChhIGJhbGFuY2UpOiBhcnJheXMgZ3JvdyBvbmx5IHdoZW4gdG9vIHNtYWxsLiBPbGRcbiAgICogYGFjdGAgbWFya3MgYXJlIGl0ZXJhdGlvbiBudW1iZXJzIGJlbG93IHRoZSBjdXJyZW50IG9uZSwgc28gdGhleSBuZXZlciByZWFkIGFzIFwiYWxyZWFkeVxuICAgKiBhY3RpdmVcIiBhbmQgbmVlZCBubyBjbGVhcmluZy4gVGhlIGxpc3RzIGFuZCB0aGUgc2F2ZWQgaGFsbyB2YWx1ZXMgc3RhcnQgZW1wdHkuXG4gICAqL1xuICByZXNpemUoc3RvcmFnZUxlbmd0aDogbnVtYmVyLCByb3dzOiBudW1iZXIsIGNvbHM6IG51bWJlcik6IHRoaXMge1xuICAgIGlmICh0aGlzLmFjdC5sZW5ndGggPCBzdG9yYWdlTGVuZ3RoKSB0aGlzLmFjdCA9IG5ldyBJbnQzMkFycmF5KHN0b3JhZ2VMZW5ndGgpLmZpbGwoLTEpO1xuICAgIGNvbnN0IG4gPSBNYXRoLm1heCgxLCByb3dzICogY29scyk7XG4gICAgaWYgKHRoaXMuYWN0aXZlSS5sZW5ndGggPCBuKSB7XG4gICAgICB0aGlzLmFjdGl2ZUkgPSBuZXcgSW50MzJBcnJheShuKTtcbiAgICAgIHRoaXMuYWN0aXZlSiA9IG5ldyBJbnQzMkFycmF5KG4pO1xuICAgICAgdGhpcy5jaGFuZ2VkSSA9IG5ldyBJbnQzMkFycmF5KG4pO1xuICAgICAgdGhpcy5jaGFuZ2VkSiA9IG5ldyBJbnQzMkFycmF5KG4pO1xuICAgICAgdGhpcy5wZW5kSSA9IG5ldyBJbnQzMkFycmF5KG4pO1xuICAgICAgdGhpcy5wZW5kSiA9IG5ldyBJbnQzMkFycmF5KG4pO1xuICAgICAgdGhpcy5wZW5kVmFsID0gbmV3IEZsb2F0NjRBcnJheShuKTtcbiAgICB9XG4gICAgaWYgKHRoaXMucmluZy5sZW5ndGggPCAyICogKHJvd3MgKyBjb2xzKSkgdGhpcy5yaW5nID0gbmV3IEZsb2F0NjRBcnJheSgyICogKHJvd3MgKyBjb2xzKSk7XG4gICAgdGhpcy5yaW5nVmFsaWQgPSBmYWxzZTtcbiAgICB0aGlzLmFjdGl2ZUNvdW50ID0gMDtcbiAgICB0aGlzLmNoYW5nZWRDb3VudCA9IDA7XG4gICAgdGhpcy5wZW5kQ291bnQgPSAwO1xuICAgIHJldHVybiB0aGlzO1xuICB9XG59XG5cbi8qKiBUaGUgY2hhbmdlZCBsaXN0IGZyb20gdGhlIHN0YW1wczogdGlsZSBwaXhlbHMgdGhhdCBjaGFuZ2VkIGluIGl0ZXJhdGlvbiBgdGAgKGFmdGVyIGEgcmVtYXAgb3IgYXQgdGhlIHN0YXJ0KS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBjb2xsZWN0Q2hhbmdlZCh3OiBXb3JrbGlzdCwgZjogVGlsZUZyYW1lLCBzdGFtcDogSW50MzJBcnJheSwgdDogbnVtYmVyKTogdm9pZCB7XG4gIGxldCBuID0gMDtcbiAgY29uc3QgeyBzdHJpZGUsIG9yaWdpbiwgcm93cywgY29scyB9ID0gZjtcbiAgY29uc3QgY2kgPSB3LmNoYW5nZWRJO1xuICBjb25zdCBjaiA9IHcuY2hhbmdlZEo7XG4gIGZvciAobGV0IGkgPSAwOyBpIDwgcm93czsgaSsrKSB7XG4gICAgbGV0IGMgPSBvcmlnaW4gKyBpICogc3RyaWRlO1xuICAgIGZvciAobGV0IGogPSAwOyBqIDwgY29sczsgaisrLCBjKyspIHtcbiAgICAgIGlmIChzdGFtcFtjXSA9PT0gdCArIDEpIHtcbiAgICAgICAgY2lbbl0gPSBpO1xuICAgICAgICBjaltuXSA9IGo7XG4gICAgICAgIG4rKztcbiAgICAgIH1cbiAgICB9XG4gIH1cbiAgdy5jaGFuZ2VkQ291bnQgPSBuO1xufVxuXG4vKipcbiAqIFRoZSBhY3RpdmUgbGlzdCBvZiBpdGVyYXRpb24gYHRgOiBwaXhlbHMgb2YgdGhlIHRpbGUgdGhhdCBjaGFuZ2VkIGluIGl0ZXJhdGlvbiB0IC0gMSwgdGhlaXJcbiAqIG5laWdoYm91cnMgaW5zaWRlIHRoZSB0aWxlLCBhbmQgdGlsZSBwaXhlbHMgbmV4dCB0byBhIGhhbG8gcGl4ZWwgKGEgbmVpZ2hib3VyJ3MsIGluc2lkZSB0aGVcbiAqIGltYWdlKSB0aGF0IGNoYW5nZWQgaW4gaXRlcmF0aW9uIHQgLSAxLlxuICovXG5leHBvcnQgZnVuY3Rpb24gYWN0aXZhdGUodzogV29ya2xpc3QsIGY6IFRpbGVGcmFtZSwgdTogVmFsdWVzLCBzdGFtcDogSW50MzJBcnJheSwgdDogbnVtYmVyKTogbnVtYmVyIHtcbiAgY29uc3QgeyBzdHJpZGUsIG9yaWdpbiwgcm93cywgY29scywgcjAsIGMwLCBILCBXIH0gPSBmO1xuICBjb25zdCBhY3QgPSB3LmFjdDtcbiAgY29uc3QgYWkgPSB3LmFjdGl2ZUk7XG4gIGNvbnN0IGFqID0gdy5hY3RpdmVKO1xuICBjb25zdCBjaSA9IHcuY2hhbmdlZEk7XG4gIGNvbnN0IGNqID0gdy5jaGFuZ2VkSjtcbiAgbGV0IG4gPSAwO1xuICBjb25zdCBsYXN0SSA9IHJvd3MgLSAxO1xuICBjb25zdCBsYXN0SiA9IGNvbHMgLSAxO1xuICBmb3IgKGxldCBrID0gMCwgbSA9IHcuY2hhbmdlZENvdW50OyBrIDwgbTsgaysrKSB7XG4gICAgY29uc3QgaSA9IGNpW2tdIGFzIG51bWJlcjtcbiAgICBjb25zdCBqID0gY2pba10gYXMgbnVtYmVyO1xuICAgIGNvbnN0IGMgPSBvcmlnaW4gKyBpICogc3RyaWRlICsgajtcbiAgICBpZiAoYWN0W2NdICE9PSB0KSB7XG4gICAgICBhY3RbY10gPSB0O1xuICAgICAgYWlbbl0gPSBpO1xuICAgICAgYWpbbl0gPSBqO1xuICAgICAgbisrO1xuICAgIH1cbiAgICBpZiAoaSA+IDAgJiYgYWN0W2MgLSBzdHJpZGVdICE9PSB0KSB7XG4gICAgICBhY3RbYyAtIHN0cmlkZV0gPSB0O1xuICAgICAgYWlbbl0gPSBpIC0gMTtcbiAgICAgIGFqW25dID0gajtcbiAgICAgIG4rKztcbiAgICB9XG4gICAgaWYgKGkgPCBsYXN0SSAmJiBhY3RbYyArIHN0cmlkZV0gIT09IHQpIHtcbiAgICAgIGFjdFtjICsgc3RyaWRlXSA9IHQ7XG4gICAgICBhaVtuXSA9IGkgKyAxO1xuICAgICAgYWpbbl0gPSBqO1xuICAgICAgbisrO1xuICAgIH1cbiAgICBpZiAoaiA+IDAgJiYgYWN0W2MgLSAxXSAhPT0gdCkge1xuICAgICAgYWN0W2MgLSAxXSA9IHQ7XG4gICAgICBhaVtuXSA9IGk7XG4gICAgICBhaltuXSA9IGogLSAxO1xuICAgICAgbisrO1xuICAgIH1cbiAgICBpZiAoaiA8IGxhc3RKICYmIGFjdFtjICsgMV0gIT09IHQpIHtcbiAgICAgIGFjdFtjICsgMV0gPSB0O1xuICAgICAgYWlbbl0gPSBpO1xuICAgICAgYWpbbl0gPSBqICsgMTtcbiAgICAgIG4rKztcbiAgICB9XG4gIH1cbiAgLy8gSGFsbyBzaWRlcyB0aGF0IGxpZSBpbnNpZGUgdGhlIGltYWdlIGJlbG9uZyB0byBuZWlnaGJvdXJpbmcgdGlsZXMuXG4gIGlmIChyMCA+IDApIG4gPSBzY2FuSGFsbyh3LCB1LCBzdGFtcCwgdCwgbiwgY29scywgb3JpZ2luIC0gc3RyaWRlLCAxLCBzdHJpZGUsIDAsIDAsIDAsIDEsIDApO1xuICBpZiAocjAgKyByb3dzIDwgSCkgbiA9IHNjYW5IYWxvKHcsIHUsIHN0YW1wLCB0LCBuLCBjb2xzLCBvcmlnaW4gKyByb3dzICogc3RyaWRlLCAxLCAtc3RyaWRlLCBsYXN0SSwgMCwgMCwgMSwgY29scyk7XG4gIGlmIChjMCA+IDApIG4gPSBzY2FuSGFsbyh3LCB1LCBzdGFtcCwgdCwgbiwgcm93cywgb3JpZ2luIC0gMSwgc3RyaWRlLCAxLCAwLCAxLCAwLCAwLCAyICogY29scyk7XG4gIGlmIChjMCArIGNvbHMgPCBXKSBuID0gc2NhbkhhbG8odywgdSwgc3RhbXAsIHQsIG4sIHJvd3MsIG9yaWdpbiArIGNvbHMsIHN0cmlkZSwgLTEsIDAsIDEsIGxhc3RKLCAwLCAyICogY29scyArIHJvd3MpO1xuICB3LnJpbmdWYWxpZCA9IHRydWU7XG4gIHcuYWN0aXZlQ291bnQgPSBuO1xuICByZXR1cm4gbjtcbn1cblxuLyoqXG4gKiBPbmUgaGFsbyBzaWRlOiBgY291bnRgIGhhbG8gcGl4ZWxzIGZyb20gc3RvcmFnZSBpbmRleCBoMCBpbiBzdGVwcyBvZiBkaDsgdGhlIHRpbGUgcGl4ZWwgbmV4dCB0b1xuICogaGFsbyBwaXhlbCBoIGlzIGggKyB0b1RpbGUsIGF0IHRpbGUgY29vcmRpbmF0ZXMgKGkwICsgaypkaSwgajAgKyBrKmRqKS4gQSBoYWxvIHBpeGVsIGNoYW5nZWQgaW5cbiAqIGl0ZXJhdGlvbiB0IC0gMSBpZiBpdHMgdmFsdWUgZGlmZmVycyBmcm9tIHRoZSBvbmUgc2F2ZWQgYXQgdGhlIHByZXZpb3VzIGV4Y2hhbmdlIChvciwgcmlnaHRcbiAqIGFmdGVyIHRoZSB0aWxlIG1vdmVkLCBpZiBpdHMgc3RhbXAgc2F5cyBzbyk7IHRoZSB2YWx1ZSBpcyBzYXZlZCBmb3IgdGhlIG5leHQgaXRlcmF0aW9uLlxuICovXG5mdW5jdGlvbiBzY2FuSGFsbyhcbiAgdzogV29ya2xpc3QsXG4gIHU6IFZhbHVlcyxcbiAgc3RhbXA6IEludDMyQXJyYXksXG4gIHQ6IG51bWJlcixcbiAgbjogbnVtYmVyLFxuICBjb3VudDogbnVtYmVyLFxuICBoMDogbnVtYmVyLFxuICBkaDogbnVtYmVyLFxuICB0b1RpbGU6IG51bWJlcixcbiAgaTA6IG51bWJlcixcbiAgZGk6IG51bWJlcixcbiAgajA6IG51bWJlcixcbiAgZGo6IG51bWJlcixcbiAgcmluZ0F0OiBudW1iZXIsXG4pOiBudW1iZXIge1xuICBjb25zdCBhY3QgPSB3LmFjdDtcbiAgY29uc3QgYWkgPSB3LmFjdGl2ZUk7XG4gIGNvbnN0IGFqID0gdy5hY3RpdmVKO1xuICBjb25zdCByaW5nID0gdy5yaW5nO1xuICBjb25zdCBieVZhbHVlID0gdy5yaW5nVmFsaWQ7XG4gIGZvciAobGV0IGsgPSAwLCBoID0gaDAsIGkgPSBpMCwgaiA9IGowOyBrIDwgY291bnQ7IGsrKywgaCArPSBkaCwgaSArPSBkaSwgaiArPSBkaikge1xuICAgIGNvbnN0IHYgPSB1W2hdIGFzIG51bWJlcjtcbiAgICAvLyBTdGFtcHMgaG9sZCBpdGVyYXRpb24gKyAxLCBzbyBcImNoYW5nZWQgaW4gaXRlcmF0aW9uIHQgLSAxXCIgcmVhZHMgc3RhbXAgPT09IHQuXG4gICAgY29uc3QgY2hhbmdlZCA9IGJ5VmFsdWUgPyB2ICE9PSByaW5nW3JpbmdBdCArIGtdIDogc3RhbXBbaF0gPT09IHQ7XG4gICAgcmluZ1tyaW5nQXQgKyBrXSA9IHY7XG4gICAgY29uc3QgYyA9IGggKyB0b1RpbGU7XG4gICAgaWYgKGNoYW5nZWQgJiYgYWN0W2NdICE9PSB0KSB7XG4gICAgICBhY3RbY10gPSB0O1xuICAgICAgYWlbbl0gPSBpO1xuICAgICAgYWpbbl0gPSBqO1xuICAgICAgbisrO1xuICAgIH1cbiAgfVxuICByZXR1cm4gbjtcbn1cblxuLyoqIENvZWZmaWNpZW50cyBvZiB0aGUgdXBkYXRlLCBkZXJpdmVkIG9uY2UgZnJvbSB0aGUgcGFyYW1ldGVycy4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgQ29lZmZpY2llbnRzIHtcbiAgcmVhZG9ubHkgbGFtYmRhOiBudW1iZXI7XG4gIC8qKiAxIC8gS14yICovXG4gIHJlYWRvbmx5IGludksyOiBudW1iZXI7XG4gIHJlYWRvbmx5IGVwc2lsb246IG51bWJlcjtcbiAgcmVhZG9ubHkgZXhwb25lbnRpYWw6IGJvb2xlYW47XG4gIHJlYWRvbmx5IGYzMjogYm9vbGVhbjtcbn1cblxuZXhwb3J0IGZ1bmN0aW9uIGNvZWZmaWNpZW50cyhwOiBEaWZmdXNpb25QYXJhbXMpOiBDb2VmZmljaWVudHMge1xuICByZXR1cm4ge1xuICAgIGxhbWJkYTogcC5sYW1iZGEsXG4gICAgaW52SzI6IDEgLyAocC5LICogcC5LKSxcbiAgICBlcHNpbG9uOiBwLmVwc2lsb24sXG4gICAgZXhwb25lbnRpYWw6IHAuY29uZHVjdGFuY2UgPT09ICdleHBvbmVudGlhbCcsXG4gICAgZjMyOiBwLmR0eXBlID09PSAnZmxvYXQzMicsXG4gIH07XG59XG5cbi8qKlxuICogRXZhbHVhdGUgdGhlIGFjdGl2ZSBwaXhlbHMgb2YgYHdgIGFnYWluc3QgdGhlIHZhbHVlcyBgdWAgKHJlYWQgb25seSk6IGJ1ZmZlciB0aGUgdXBkYXRlcyBvZiB0aGVcbiAqIHBpeGVscyB0aGF0IG1vdmUuIFdpdGggYHJvd0xvYWRgL2Bjb2xMb2FkYCwgY291bnQgYWN0aXZlIHBpeGVscyBwZXIgdGlsZSByb3cgYW5kIGNvbHVtbi5cbiAqIFJldHVybnMgdGhlIG51bWJlciBvZiBidWZmZXJlZCB1cGRhdGVzLlxuICovXG5leHBvcnQgZnVuY3Rpb24gZXZhbHVhdGUoXG4gIHc6IFdvcmtsaXN0LFxuICBmOiBUaWxlRnJhbWUsXG4gIHU6IFZhbHVlcyxcbiAgazogQ29lZmZpY2llbnRzLFxuICByb3dMb2FkOiBGbG9hdDY0QXJyYXkgfCB1bmRlZmluZWQsXG4gIGNvbExvYWQ6IEZsb2F0NjRBcnJheSB8IHVuZGVmaW5lZCxcbik6IG51bWJlciB7XG4gIGNvbnN0IHsgc3RyaWRlLCBvcmlnaW4sIHIwLCBjMCB9ID0gZjtcbiAgLy8gVGlsZSBjb29yZGluYXRlcyBvZiB0aGUgaW1hZ2UncyBsYXN0IHJvdyBhbmQgY29sdW1uIChuZWlnaGJvdXJzIGJleW9uZCBhcmUgb3V0c2lkZSkuXG4gIGNvbnN0IGxhc3RSb3cgPSBmLkggLSAxIC0gcjA7XG4gIGNvbnN0IGxhc3RDb2wgPSBmLlcgLSAxIC0gYzA7XG4gIGNvbnN0IGZpcnN0Um93ID0gLXIwO1xuICBjb25zdCBmaXJzdENvbCA9IC1jMDtcbiAgY29uc3QgeyBsYW1iZGEsIGludksyLCBlcHNpbG9uLCBleHBvbmVudGlhbCwgZjMyIH0gPSBrO1xuICBjb25zdCBhaSA9IHcuYWN0aXZlSTtcbiAgY29uc3QgYWogPSB3LmFjdGl2ZUo7XG4gIGNvbnN0IHBpID0gdy5wZW5kSTtcbiAgY29uc3QgcGogPSB3LnBlbmRKO1xuICBjb25zdCBwdiA9IHcucGVuZFZhbDtcbiAgbGV0IG4gPSAwO1xuICBmb3IgKGxldCBhID0gMCwgbSA9IHcuYWN0aXZlQ291bnQ7IGEgPCBtOyBhKyspIHtcbiAgICBjb25zdCBpID0gYWlbYV0gYXMgbnVtYmVyO1xuICAgIGNvbnN0IGogPSBhalthXSBhcyBudW1iZXI7XG4gICAgaWYgKHJvd0xvYWQgIT09IHVuZGVmaW5lZCAmJiBjb2xMb2FkICE9PSB1bmRlZmluZWQpIHtcbiAgICAgIHJvd0xvYWRbaV0gPSAocm93TG9hZFtpXSBhcyBudW1iZXIpICsgMTtcbiAgICAgIGNvbExvYWRbal0gPSAoY29sTG9hZFtqXSBhcyBudW1iZXIpICsgMTtcbiAgICB9XG4gICAgY29uc3QgYyA9IG9yaWdpbiArIGkgKiBzdHJpZGUgKyBqO1xuICAgIGNvbnN0IHYgPSB1W2NdIGFzIG51bWJlcjtcbiAgICBjb25zdCBkbiA9IGkgPiBmaXJzdFJvdyA/ICh1W2MgLSBzdHJpZGVdIGFzIG51bWJlcikgLSB2IDogMDtcbiAgICBjb25zdCBkcyA9IGkgPCBsYXN0Um93ID8gKHVbYyArIHN0cmlkZV0gYXMgbnVtYmVyKSAtIHYgOiAwO1xuICAgIGNvbnN0IGR3ID0gaiA+IGZpcnN0Q29sID8gKHVbYyAtIDFdIGFzIG51bWJlcikgLSB2IDogMDtcbiAgICBjb25zdCBkZSA9IGogPCBsYXN0Q29sID8gKHVbYyArIDFdIGFzIG51bWJlcikgLSB2IDogMDtcbiAgICBsZXQgczogbnVtYmVyO1xuICAgIGlmIChleHBvbmVudGlhbCkge1xuICAgICAgcyA9XG4gICAgICAgIGRuICogTWF0aC5leHAoLShkbiAqIGRuICogaW52SzIpKSArXG4gICAgICAgIGRzICogTWF0aC5leHAoLShkcyAqIGRzICogaW52SzIpKSArXG4gICAgICAgIGR3ICogTWF0aC5leHAoLShkdyAqIGR3ICogaW52SzIpKSArXG4gICAgICAgIGRlICogTWF0aC5leHAoLShkZSAqIGRlICogaW52SzIpKTtcbiAgICB9IGVsc2Uge1xuICAgICAgcyA9IGRuIC8gKDEgKyBkbiAqIGRuICogaW52SzIpICsgZHMgLyAoMSArIGRzICogZHMgKiBpbnZLMikgKyBkdyAvICgxICsgZHcgKiBkdyAqIGludksyKSArIGRlIC8gKDEgKyBkZSAqIGRlICogaW52SzIpO1xuICAgIH1cbiAgICBjb25zdCBudiA9IHYgKyBsYW1iZGEgKiBzO1xuICAgIGlmIChNYXRoLmFicyhudiAtIHYpID49IGVwc2lsb24pIHtcbiAgICAgIGNvbnN0IHN0b3JlZCA9IGYzMiA/IE1hdGguZnJvdW5kKG52KSA6IG52O1xuICAgICAgaWYgKHN0b3JlZCAhPT0gdikge1xuICAgICAgICBwaVtuXSA9IGk7XG4gICAgICAgIHBqW25dID0gajtcbiAgICAgICAgcHZbbl0gPSBzdG9yZWQ7XG4gICAgICAgIG4rKztcbiAgICAgIH1cbiAgICB9XG4gIH1cbiAgdy5wZW5kQ291bnQgPSBuO1xuICByZXR1cm4gbjtcbn1cblxuLyoqIFdyaXRlIHRoZSBidWZmZXJlZCB1cGRhdGVzIG9mIGl0ZXJhdGlvbiBgdGA7IHRoZXkgYmVjb21lIHRoZSBjaGFuZ2VkIGxpc3QuICovXG5leHBvcnQgZnVuY3Rpb24gYXBwbHkodzogV29ya2xpc3QsIGY6IFRpbGVGcmFtZSwgdTogVmFsdWVzLCBzdGFtcDogSW50MzJBcnJheSwgdDogbnVtYmVyKTogdm9pZCB7XG4gIGNvbnN0IHsgc3RyaWRlLCBvcmlnaW4gfSA9IGY7XG4gIGNvbnN0IHBpID0gdy5wZW5kSTtcbiAgY29uc3QgcGogPSB3LnBlbmRKO1xuICBjb25zdCBwdiA9IHcucGVuZFZhbDtcbiAgZm9yIChsZXQgayA9IDAsIG0gPSB3LnBlbmRDb3VudDsgayA8IG07IGsrKykge1xuICAgIGNvbnN0IGMgPSBvcmlnaW4gKyAocGlba10gYXMgbnVtYmVyKSAqIHN0cmlkZSArIChwaltrXSBhcyBudW1iZXIpO1xuICAgIHVbY10gPSBwdltrXSBhcyBudW1iZXI7XG4gICAgc3RhbXBbY10gPSB0ICsgMTtcbiAgfVxuICAvLyBUaGUgYnVmZmVyZWQgcGl4ZWxzIGFyZSB0aGUgY2hhbmdlZCBsaXN0IG9mIHRoZSBuZXh0IGl0ZXJhdGlvbi5cbiAgdy5wZW5kSSA9IHcuY2hhbmdlZEk7XG4gIHcucGVuZEogPSB3LmNoYW5nZWRKO1xuICB3LmNoYW5nZWRJID0gcGk7XG4gIHcuY2hhbmdlZEogPSBwajtcbiAgdy5jaGFuZ2VkQ291bnQgPSB3LnBlbmRDb3VudDtcbiAgdy5wZW5kQ291bnQgPSAwO1xufVxuXG5leHBvcnQgaW50ZXJmYWNlIERpZmZ1c2lvblJlc3VsdCB7XG4gIHJlYWRvbmx5IHJvd3M6IG51bWJlcjtcbiAgcmVhZG9ubHkgY29sczogbnVtYmVyO1xuICByZWFkb25seSBkYXRhOiBWYWx1ZXM7XG4gIHJlYWRvbmx5IGl0ZXJhdGlvbnM6IG51bWJlcjtcbiAgLyoqIFRydWUgd2hlbiB0aGUgbGFzdCBpdGVyYXRpb24gY2hhbmdlZCBub3RoaW5nIChhIGZpeGVkIHBvaW50IGV2ZXJ5d2hlcmUpLiAqL1xuICByZWFkb25seSBjb252ZXJnZWQ6IGJvb2xlYW47XG4gIC8qKiBBY3RpdmUgcGl4ZWxzIGV2YWx1YXRlZCwgcGVyIGl0ZXJhdGlvbi4gKi9cbiAgcmVhZG9ubHkgYWN0aXZlUGVySXRlcmF0aW9uOiBudW1iZXJbXTtcbiAgLyoqIFBpeGVscyBjaGFuZ2VkLCBwZXIgaXRlcmF0aW9uLiAqL1xuICByZWFkb25seSBjaGFuZ2VkUGVySXRlcmF0aW9uOiBudW1iZXJbXTtcbn1cblxuLyoqIFRoZSBzZXF1ZW50aWFsIGRpZmZ1c2lvbiBhcyBhIHN0ZXBwZXIgKHRlc3RzIGluc3BlY3QgZXZlcnkgaXRlcmF0ZSkuICovXG5leHBvcnQgY2xhc3MgU2VxdWVudGlhbERpZmZ1c2lvbiB7XG4gIHJlYWRvbmx5IGZyYW1lOiBUaWxlRnJhbWU7XG4gIHJlYWRvbmx5IHU6IFZhbHVlcztcbiAgcmVhZG9ubHkgc3RhbXA6IEludDMyQXJyYXk7XG4gIHJlYWRvbmx5IHBhcmFtczogRGlmZnVzaW9uUGFyYW1zO1xuICBwcml2YXRlIHJlYWRvbmx5IGs6IENvZWZmaWNpZW50cztcbiAgcHJpdmF0ZSByZWFkb25seSB3OiBXb3JrbGlzdDtcbiAgaXRlcmF0aW9uID0gMDtcbiAgY29udmVyZ2VkID0gZmFsc2U7XG4gIHJlYWRvbmx5IGFjdGl2ZVBlckl0ZXJhdGlvbjogbnVtYmVyW10gPSBbXTtcbiAgcmVhZG9ubHkgY2hhbmdlZFBlckl0ZXJhdGlvbjogbnVtYmVyW10gPSBbXTtcblxuICBjb25zdHJ1Y3RvcihpbWFnZTogR3JleUltYWdlLCBwYXJhbXM/OiBQYXJ0aWFsPERpZmZ1c2lvblBhcmFtcz4pIHtcbiAgICBjaGVja0ltYWdlKGltYWdlKTtcbiAgICB0aGlzLnBhcmFtcyA9IGNoZWNrUGFyYW1zKHBhcmFtcyk7XG4gICAgdGhpcy5rID0gY29lZmZpY2llbnRzKHRoaXMucGFyYW1zKTtcbiAgICBjb25zdCB7IHJvd3M6IEgsIGNvbHM6IFcgfSA9IGltYWdlO1xuICAgIGNvbnN0IHN0cmlkZSA9IFcgKyAyO1xuICAgIGNvbnN0IGxlbmd0aCA9IChIICsgMikgKiBzdHJpZGU7XG4gICAgdGhpcy5mcmFtZSA9IHsgc3RyaWRlLCBvcmlnaW46IHN0cmlkZSArIDEsIHJvd3M6IEgsIGNvbHM6IFcsIHIwOiAwLCBjMDogMCwgSCwgVyB9O1xuICAgIHRoaXMudSA9IHRoaXMucGFyYW1zLmR0eXBlID09PSAnZmxvYXQzMicgPyBuZXcgRmxvYXQzMkFycmF5KGxlbmd0aCkgOiBuZXcgRmxvYXQ2NEFycmF5KGxlbmd0aCk7XG4gICAgZm9yIChsZXQgaSA9IDA7IGkgPCBIOyBpKyspIHRoaXMudS5zZXQoaW1hZ2UuZGF0YS5zdWJhcnJheShpICogVywgKGkgKyAxKSAqIFcpLCAoaSArIDEpICogc3RyaWRlICsgMSk7XG4gICAgdGhpcy5zdGFtcCA9IG5ldyBJbnQzMkFycmF5KGxlbmd0aCk7XG4gICAgdGhpcy53ID0gbmV3IFdvcmtsaXN0KGxlbmd0aCwgSCwgVyk7XG4gICAgY29sbGVjdENoYW5nZWQodGhpcy53LCB0aGlzLmZyYW1lLCB0aGlzLnN0YW1wLCAtMSk7XG4gIH1cblxuICBnZXQgZG9uZSgpOiBib29sZWFuIHtcbiAgICByZXR1cm4gdGhpcy5jb252ZXJnZWQgfHwgdGhpcy5pdGVyYXRpb24gPj0gdGhpcy5wYXJhbXMubWF4SXRlcmF0aW9ucztcbiAgfVxuXG4gIC8qKiBPbmUgaXRlcmF0aW9uOyByZXR1cm5zIHRoZSBwaXhlbHMgaXQgZXZhbHVhdGVkIGFuZCBjaGFuZ2VkLiAqL1xuICBzdGVwKCk6IHsgYWN0aXZlOiBudW1iZXI7IGNoYW5nZWQ6IG51bWJlciB9IHtcbiAgICBjb25zdCB0ID0gdGhpcy5pdGVyYXRpb247XG4gICAgY29uc3QgYWN0aXZlID0gYWN0aXZhdGUodGhpcy53LCB0aGlzLmZyYW1lLCB0aGlzLnUsIHRoaXMuc3RhbXAsIHQpO1xuICAgIGNvbnN0IGNoYW5nZWQgPSBldmFsdWF0ZSh0aGlzLncsIHRoaXMuZnJhbWUsIHRoaXMudSwgdGhpcy5rLCB1bmRlZmluZWQsIHVuZGVmaW5lZCk7XG4gICAgYXBwbHkodGhpcy53LCB0aGlzLmZyYW1lLCB0aGlzLnUsIHRoaXMuc3RhbXAsIHQpO1xuICAgIHRoaXMuaXRlcmF0aW9uID0gdCArIDE7XG4gICAgdGhpcy5hY3RpdmVQZXJJdGVyYXRpb24ucHVzaChhY3RpdmUpO1xuICAgIHRoaXMuY2hhbmdlZFBlckl0ZXJhdGlvbi5wdXNoKGNoYW5nZWQpO1xuICAgIGlmIChjaGFuZ2VkID09PSAwKSB0aGlzLmNvbnZlcmdlZCA9IHRydWU7XG4gICAgcmV0dXJuIHsgYWN0aXZlLCBjaGFuZ2VkIH07XG4gIH1cblxuICAvKiogVGhlIHZhbHVlcyB3aXRob3V0IHRoZSBnaG9zdCBmcmFtZSwgcm93LW1ham9yLiAqL1xuICB2YWx1ZXMoKTogVmFsdWVzIHtcbiAgICBjb25zdCB7IHJvd3MsIGNvbHMsIHN0cmlkZSB9ID0gdGhpcy5mcmFtZTtcbiAgICBjb25zdCBvdXQgPSB0aGlzLnBhcmFtcy5kdHlwZSA9PT0gJ2Zsb2F0MzInID8gbmV3IEZsb2F0MzJBcnJheShyb3dzICogY29scykgOiBuZXcgRmxvYXQ2NEFycmF5KHJvd3MgKiBjb2xzKTtcbiAgICBmb3IgKGxldCBpID0gMDsgaSA8IHJvd3M7IGkrKykgb3V0LnNldCh0aGlzLnUuc3ViYXJyYXkoKGkgKyAxKSAqIHN0cmlkZSArIDEsIChpICsgMSkgKiBzdHJpZGUgKyAxICsgY29scyksIGkgKiBjb2xzKTtcbiAgICByZXR1cm4gb3V0O1xuICB9XG5cbiAgcnVuKCk6IERpZmZ1c2lvblJlc3VsdCB7XG4gICAgd2hpbGUgKCF0aGlzLmRvbmUpIHRoaXMuc3RlcCgpO1xuICAgIHJldHVybiB7XG4gICAgICByb3dzOiB0aGlzLmZyYW1lLnJvd3MsXG4gICAgICBjb2xzOiB0aGlzLmZyYW1lLmNvbHMsXG4gICAgICBkYXRhOiB0aGlzLnZhbHVlcygpLFxuICAgICAgaXRlcmF0aW9uczogdGhpcy5pdGVyYXRpb24sXG4gICAgICBjb252ZXJnZWQ6IHRoaXMuY29udmVyZ2VkLFxuICAgICAgYWN0aXZlUGVySXRlcmF0aW9uOiB0aGlzLmFjdGl2ZVBlckl0ZXJhdGlvbixcbiAgICAgIGNoYW5nZWRQZXJJdGVyYXRpb246IHRoaXMuY2hhbmdlZFBlckl0ZXJhdGlvbixcbiAgICB9O1xuICB9XG59XG5cbi8qKiBSdW4gdGhlIGRpZmZ1c2lvbiB0byBpdHMgZml4ZWQgcG9pbnQgKG9yIGBtYXhJdGVyYXRpb25zYCkgb24gb25lIHRocmVhZC4gKi9cbmV4cG9ydCBmdW5jdGlvbiBkaWZmdXNlU2VxdWVudGlhbChpbWFnZTogR3JleUltYWdlLCBwYXJhbXM/OiBQYXJ0aWFsPERpZmZ1c2lvblBhcmFtcz4pOiBEaWZmdXNpb25SZXN1bHQge1xuICByZXR1cm4gbmV3IFNlcXVlbnRpYWxEaWZmdXNpb24oaW1hZ2UsIHBhcmFtcykucnVuKCk7XG59XG4iXSwKICAibWFwcGluZ3MiOiAiQUFzQkEsU0FBUyx3QkFBd0I7QUFtQjFCLE1BQU0saUJBQWtDO0FBQUEsRUFDN0MsR0FBRztBQUFBLEVBQ0gsUUFBUTtBQUFBLEVBQ1IsU0FBUztBQUFBLEVBQ1QsZUFBZTtBQUFBLEVBQ2YsYUFBYTtBQUFBLEVBQ2IsT0FBTztBQUNUO0FBVU8sU0FBUyxZQUFZLEdBQTBEO0FBQ3BGLFFBQU0sSUFBSSxFQUFFLEdBQUcsZ0JBQWdCLEdBQUksS0FBSyxDQUFDLEVBQUc7QUFDNUMsTUFBSSxPQUFPLEVBQUUsTUFBTSxZQUFZLENBQUMsT0FBTyxTQUFTLEVBQUUsQ0FBQyxLQUFLLEVBQUUsS0FBSyxFQUFHLE9BQU0saUJBQWlCLEtBQUssdUJBQXVCLEVBQUUsQ0FBQztBQUN4SCxNQUFJLE9BQU8sRUFBRSxXQUFXLFlBQVksRUFBRSxFQUFFLFNBQVMsS0FBSyxFQUFFLFVBQVU7QUFDaEUsVUFBTSxpQkFBaUIsVUFBVSx5QkFBeUIsRUFBRSxNQUFNO0FBQ3BFLE1BQUksT0FBTyxFQUFFLFlBQVksWUFBWSxDQUFDLE9BQU8sU0FBUyxFQUFFLE9BQU8sS0FBSyxFQUFFLFVBQVU7QUFDOUUsVUFBTSxpQkFBaUIsV0FBVyx3QkFBd0IsRUFBRSxPQUFPO0FBQ3JFLE1BQUksT0FBTyxFQUFFLGtCQUFrQixZQUFZLENBQUMsT0FBTyxVQUFVLEVBQUUsYUFBYSxLQUFLLEVBQUUsZ0JBQWdCO0FBQ2pHLFVBQU0saUJBQWlCLGlCQUFpQixtQkFBbUIsRUFBRSxhQUFhO0FBQzVFLE1BQUksRUFBRSxnQkFBZ0IsY0FBYyxFQUFFLGdCQUFnQjtBQUNwRCxVQUFNLGlCQUFpQixlQUFlLCtCQUErQixFQUFFLFdBQVc7QUFDcEYsTUFBSSxFQUFFLFVBQVUsYUFBYSxFQUFFLFVBQVUsVUFBVyxPQUFNLGlCQUFpQixTQUFTLDBCQUEwQixFQUFFLEtBQUs7QUFDckgsU0FBTyxFQUFFLEdBQUcsRUFBRSxHQUFHLFFBQVEsRUFBRSxRQUFRLFNBQVMsRUFBRSxTQUFTLGVBQWUsRUFBRSxlQUFlLGFBQWEsRUFBRSxhQUFhLE9BQU8sRUFBRSxNQUFNO0FBQ3BJO0FBR08sU0FBUyxXQUFXLEtBQTJCO0FBQ3BELE1BQUksT0FBTyxRQUFRLFlBQVksUUFBUSxLQUFNLE9BQU0saUJBQWlCLFNBQVMsa0NBQWtDLEdBQUc7QUFDbEgsTUFBSSxDQUFDLE9BQU8sVUFBVSxJQUFJLElBQUksS0FBSyxJQUFJLE9BQU8sRUFBRyxPQUFNLGlCQUFpQixjQUFjLG1CQUFtQixJQUFJLElBQUk7QUFDakgsTUFBSSxDQUFDLE9BQU8sVUFBVSxJQUFJLElBQUksS0FBSyxJQUFJLE9BQU8sRUFBRyxPQUFNLGlCQUFpQixjQUFjLG1CQUFtQixJQUFJLElBQUk7QUFDakgsTUFBSSxFQUFFLElBQUksZ0JBQWdCLGlCQUFpQixJQUFJLEtBQUssV0FBVyxJQUFJLE9BQU8sSUFBSTtBQUM1RSxVQUFNLGlCQUFpQixjQUFjLHFCQUFxQixJQUFJLE9BQU8sSUFBSSxJQUFJLFdBQVcsSUFBSSxJQUFJO0FBQ2xHLFNBQU87QUFDVDtBQXFCTyxNQUFNLFNBQVM7QUFBQTtBQUFBLEVBRXBCO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBLGNBQWM7QUFBQTtBQUFBLEVBRWQ7QUFBQSxFQUNBO0FBQUEsRUFDQSxlQUFlO0FBQUE7QUFBQSxFQUVmO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBLFlBQVk7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBLEVBS1o7QUFBQSxFQUNBLFlBQVk7QUFBQSxFQUVaLFlBQVksZUFBdUIsTUFBYyxNQUFjO0FBQzdELFNBQUssTUFBTSxJQUFJLFdBQVcsYUFBYSxFQUFFLEtBQUssRUFBRTtBQUNoRCxVQUFNLElBQUksS0FBSyxJQUFJLEdBQUcsT0FBTyxJQUFJO0FBQ2pDLFNBQUssT0FBTyxJQUFJLGFBQWEsS0FBSyxPQUFPLEtBQUs7QUFDOUMsU0FBSyxVQUFVLElBQUksV0FBVyxDQUFDO0FBQy9CLFNBQUssVUFBVSxJQUFJLFdBQVcsQ0FBQztBQUMvQixTQUFLLFdBQVcsSUFBSSxXQUFXLENBQUM7QUFDaEMsU0FBSyxXQUFXLElBQUksV0FBVyxDQUFDO0FBQ2hDLFNBQUssUUFBUSxJQUFJLFdBQVcsQ0FBQztBQUM3QixTQUFLLFFBQVEsSUFBSSxXQUFXLENBQUM7QUFDN0IsU0FBSyxVQUFVLElBQUksYUFBYSxDQUFDO0FBQUEsRUFDbkM7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFPQSxPQUFPLGVBQXVCLE1BQWMsTUFBb0I7QUFDOUQsUUFBSSxLQUFLLElBQUksU0FBUyxjQUFlLE1BQUssTUFBTSxJQUFJLFdBQVcsYUFBYSxFQUFFLEtBQUssRUFBRTtBQUNyRixVQUFNLElBQUksS0FBSyxJQUFJLEdBQUcsT0FBTyxJQUFJO0FBQ2pDLFFBQUksS0FBSyxRQUFRLFNBQVMsR0FBRztBQUMzQixXQUFLLFVBQVUsSUFBSSxXQUFXLENBQUM7QUFDL0IsV0FBSyxVQUFVLElBQUksV0FBVyxDQUFDO0FBQy9CLFdBQUssV0FBVyxJQUFJLFdBQVcsQ0FBQztBQUNoQyxXQUFLLFdBQVcsSUFBSSxXQUFXLENBQUM7QUFDaEMsV0FBSyxRQUFRLElBQUksV0FBVyxDQUFDO0FBQzdCLFdBQUssUUFBUSxJQUFJLFdBQVcsQ0FBQztBQUM3QixXQUFLLFVBQVUsSUFBSSxhQUFhLENBQUM7QUFBQSxJQUNuQztBQUNBLFFBQUksS0FBSyxLQUFLLFNBQVMsS0FBSyxPQUFPLE1BQU8sTUFBSyxPQUFPLElBQUksYUFBYSxLQUFLLE9BQU8sS0FBSztBQUN4RixTQUFLLFlBQVk7QUFDakIsU0FBSyxjQUFjO0FBQ25CLFNBQUssZUFBZTtBQUNwQixTQUFLLFlBQVk7QUFDakIsV0FBTztBQUFBLEVBQ1Q7QUFDRjtBQUdPLFNBQVMsZUFBZSxHQUFhLEdBQWMsT0FBbUIsR0FBaUI7QUFDNUYsTUFBSSxJQUFJO0FBQ1IsUUFBTSxFQUFFLFFBQVEsUUFBUSxNQUFNLEtBQUssSUFBSTtBQUN2QyxRQUFNLEtBQUssRUFBRTtBQUNiLFFBQU0sS0FBSyxFQUFFO0FBQ2IsV0FBUyxJQUFJLEdBQUcsSUFBSSxNQUFNLEtBQUs7QUFDN0IsUUFBSSxJQUFJLFNBQVMsSUFBSTtBQUNyQixhQUFTLElBQUksR0FBRyxJQUFJLE1BQU0sS0FBSyxLQUFLO0FBQ2xDLFVBQUksTUFBTSxDQUFDLE1BQU0sSUFBSSxHQUFHO0FBQ3RCLFdBQUcsQ0FBQyxJQUFJO0FBQ1IsV0FBRyxDQUFDLElBQUk7QUFDUjtBQUFBLE1BQ0Y7QUFBQSxJQUNGO0FBQUEsRUFDRjtBQUNBLElBQUUsZUFBZTtBQUNuQjtBQU9PLFNBQVMsU0FBUyxHQUFhLEdBQWMsR0FBVyxPQUFtQixHQUFtQjtBQUNuRyxRQUFNLEVBQUUsUUFBUSxRQUFRLE1BQU0sTUFBTSxJQUFJLElBQUksR0FBRyxFQUFFLElBQUk7QUFDckQsUUFBTSxNQUFNLEVBQUU7QUFDZCxRQUFNLEtBQUssRUFBRTtBQUNiLFFBQU0sS0FBSyxFQUFFO0FBQ2IsUUFBTSxLQUFLLEVBQUU7QUFDYixRQUFNLEtBQUssRUFBRTtBQUNiLE1BQUksSUFBSTtBQUNSLFFBQU0sUUFBUSxPQUFPO0FBQ3JCLFFBQU0sUUFBUSxPQUFPO0FBQ3JCLFdBQVMsSUFBSSxHQUFHLElBQUksRUFBRSxjQUFjLElBQUksR0FBRyxLQUFLO0FBQzlDLFVBQU0sSUFBSSxHQUFHLENBQUM7QUFDZCxVQUFNLElBQUksR0FBRyxDQUFDO0FBQ2QsVUFBTSxJQUFJLFNBQVMsSUFBSSxTQUFTO0FBQ2hDLFFBQUksSUFBSSxDQUFDLE1BQU0sR0FBRztBQUNoQixVQUFJLENBQUMsSUFBSTtBQUNULFNBQUcsQ0FBQyxJQUFJO0FBQ1IsU0FBRyxDQUFDLElBQUk7QUFDUjtBQUFBLElBQ0Y7QUFDQSxRQUFJLElBQUksS0FBSyxJQUFJLElBQUksTUFBTSxNQUFNLEdBQUc7QUFDbEMsVUFBSSxJQUFJLE1BQU0sSUFBSTtBQUNsQixTQUFHLENBQUMsSUFBSSxJQUFJO0FBQ1osU0FBRyxDQUFDLElBQUk7QUFDUjtBQUFBLElBQ0Y7QUFDQSxRQUFJLElBQUksU0FBUyxJQUFJLElBQUksTUFBTSxNQUFNLEdBQUc7QUFDdEMsVUFBSSxJQUFJLE1BQU0sSUFBSTtBQUNsQixTQUFHLENBQUMsSUFBSSxJQUFJO0FBQ1osU0FBRyxDQUFDLElBQUk7QUFDUjtBQUFBLElBQ0Y7QUFDQSxRQUFJLElBQUksS0FBSyxJQUFJLElBQUksQ0FBQyxNQUFNLEdBQUc7QUFDN0IsVUFBSSxJQUFJLENBQUMsSUFBSTtBQUNiLFNBQUcsQ0FBQyxJQUFJO0FBQ1IsU0FBRyxDQUFDLElBQUksSUFBSTtBQUNaO0FBQUEsSUFDRjtBQUNBLFFBQUksSUFBSSxTQUFTLElBQUksSUFBSSxDQUFDLE1BQU0sR0FBRztBQUNqQyxVQUFJLElBQUksQ0FBQyxJQUFJO0FBQ2IsU0FBRyxDQUFDLElBQUk7QUFDUixTQUFHLENBQUMsSUFBSSxJQUFJO0FBQ1o7QUFBQSxJQUNGO0FBQUEsRUFDRjtBQUVBLE1BQUksS0FBSyxFQUFHLEtBQUksU0FBUyxHQUFHLEdBQUcsT0FBTyxHQUFHLEdBQUcsTUFBTSxTQUFTLFFBQVEsR0FBRyxRQUFRLEdBQUcsR0FBRyxHQUFHLEdBQUcsQ0FBQztBQUMzRixNQUFJLEtBQUssT0FBTyxFQUFHLEtBQUksU0FBUyxHQUFHLEdBQUcsT0FBTyxHQUFHLEdBQUcsTUFBTSxTQUFTLE9BQU8sUUFBUSxHQUFHLENBQUMsUUFBUSxPQUFPLEdBQUcsR0FBRyxHQUFHLElBQUk7QUFDakgsTUFBSSxLQUFLLEVBQUcsS0FBSSxTQUFTLEdBQUcsR0FBRyxPQUFPLEdBQUcsR0FBRyxNQUFNLFNBQVMsR0FBRyxRQUFRLEdBQUcsR0FBRyxHQUFHLEdBQUcsR0FBRyxJQUFJLElBQUk7QUFDN0YsTUFBSSxLQUFLLE9BQU8sRUFBRyxLQUFJLFNBQVMsR0FBRyxHQUFHLE9BQU8sR0FBRyxHQUFHLE1BQU0sU0FBUyxNQUFNLFFBQVEsSUFBSSxHQUFHLEdBQUcsT0FBTyxHQUFHLElBQUksT0FBTyxJQUFJO0FBQ25ILElBQUUsWUFBWTtBQUNkLElBQUUsY0FBYztBQUNoQixTQUFPO0FBQ1Q7QUFRQSxTQUFTLFNBQ1AsR0FDQSxHQUNBLE9BQ0EsR0FDQSxHQUNBLE9BQ0EsSUFDQSxJQUNBLFFBQ0EsSUFDQSxJQUNBLElBQ0EsSUFDQSxRQUNRO0FBQ1IsUUFBTSxNQUFNLEVBQUU7QUFDZCxRQUFNLEtBQUssRUFBRTtBQUNiLFFBQU0sS0FBSyxFQUFFO0FBQ2IsUUFBTSxPQUFPLEVBQUU7QUFDZixRQUFNLFVBQVUsRUFBRTtBQUNsQixXQUFTLElBQUksR0FBRyxJQUFJLElBQUksSUFBSSxJQUFJLElBQUksSUFBSSxJQUFJLE9BQU8sS0FBSyxLQUFLLElBQUksS0FBSyxJQUFJLEtBQUssSUFBSTtBQUNqRixVQUFNLElBQUksRUFBRSxDQUFDO0FBRWIsVUFBTSxVQUFVLFVBQVUsTUFBTSxLQUFLLFNBQVMsQ0FBQyxJQUFJLE1BQU0sQ0FBQyxNQUFNO0FBQ2hFLFNBQUssU0FBUyxDQUFDLElBQUk7QUFDbkIsVUFBTSxJQUFJLElBQUk7QUFDZCxRQUFJLFdBQVcsSUFBSSxDQUFDLE1BQU0sR0FBRztBQUMzQixVQUFJLENBQUMsSUFBSTtBQUNULFNBQUcsQ0FBQyxJQUFJO0FBQ1IsU0FBRyxDQUFDLElBQUk7QUFDUjtBQUFBLElBQ0Y7QUFBQSxFQUNGO0FBQ0EsU0FBTztBQUNUO0FBWU8sU0FBUyxhQUFhLEdBQWtDO0FBQzdELFNBQU87QUFBQSxJQUNMLFFBQVEsRUFBRTtBQUFBLElBQ1YsT0FBTyxLQUFLLEVBQUUsSUFBSSxFQUFFO0FBQUEsSUFDcEIsU0FBUyxFQUFFO0FBQUEsSUFDWCxhQUFhLEVBQUUsZ0JBQWdCO0FBQUEsSUFDL0IsS0FBSyxFQUFFLFVBQVU7QUFBQSxFQUNuQjtBQUNGO0FBT08sU0FBUyxTQUNkLEdBQ0EsR0FDQSxHQUNBLEdBQ0EsU0FDQSxTQUNRO0FBQ1IsUUFBTSxFQUFFLFFBQVEsUUFBUSxJQUFJLEdBQUcsSUFBSTtBQUVuQyxRQUFNLFVBQVUsRUFBRSxJQUFJLElBQUk7QUFDMUIsUUFBTSxVQUFVLEVBQUUsSUFBSSxJQUFJO0FBQzFCLFFBQU0sV0FBVyxDQUFDO0FBQ2xCLFFBQU0sV0FBVyxDQUFDO0FBQ2xCLFFBQU0sRUFBRSxRQUFRLE9BQU8sU0FBUyxhQUFhLElBQUksSUFBSTtBQUNyRCxRQUFNLEtBQUssRUFBRTtBQUNiLFFBQU0sS0FBSyxFQUFFO0FBQ2IsUUFBTSxLQUFLLEVBQUU7QUFDYixRQUFNLEtBQUssRUFBRTtBQUNiLFFBQU0sS0FBSyxFQUFFO0FBQ2IsTUFBSSxJQUFJO0FBQ1IsV0FBUyxJQUFJLEdBQUcsSUFBSSxFQUFFLGFBQWEsSUFBSSxHQUFHLEtBQUs7QUFDN0MsVUFBTSxJQUFJLEdBQUcsQ0FBQztBQUNkLFVBQU0sSUFBSSxHQUFHLENBQUM7QUFDZCxRQUFJLFlBQVksVUFBYSxZQUFZLFFBQVc7QUFDbEQsY0FBUSxDQUFDLElBQUssUUFBUSxDQUFDLElBQWU7QUFDdEMsY0FBUSxDQUFDLElBQUssUUFBUSxDQUFDLElBQWU7QUFBQSxJQUN4QztBQUNBLFVBQU0sSUFBSSxTQUFTLElBQUksU0FBUztBQUNoQyxVQUFNLElBQUksRUFBRSxDQUFDO0FBQ2IsVUFBTSxLQUFLLElBQUksV0FBWSxFQUFFLElBQUksTUFBTSxJQUFlLElBQUk7QUFDMUQsVUFBTSxLQUFLLElBQUksVUFBVyxFQUFFLElBQUksTUFBTSxJQUFlLElBQUk7QUFDekQsVUFBTSxLQUFLLElBQUksV0FBWSxFQUFFLElBQUksQ0FBQyxJQUFlLElBQUk7QUFDckQsVUFBTSxLQUFLLElBQUksVUFBVyxFQUFFLElBQUksQ0FBQyxJQUFlLElBQUk7QUFDcEQsUUFBSTtBQUNKLFFBQUksYUFBYTtBQUNmLFVBQ0UsS0FBSyxLQUFLLElBQUksRUFBRSxLQUFLLEtBQUssTUFBTSxJQUNoQyxLQUFLLEtBQUssSUFBSSxFQUFFLEtBQUssS0FBSyxNQUFNLElBQ2hDLEtBQUssS0FBSyxJQUFJLEVBQUUsS0FBSyxLQUFLLE1BQU0sSUFDaEMsS0FBSyxLQUFLLElBQUksRUFBRSxLQUFLLEtBQUssTUFBTTtBQUFBLElBQ3BDLE9BQU87QUFDTCxVQUFJLE1BQU0sSUFBSSxLQUFLLEtBQUssU0FBUyxNQUFNLElBQUksS0FBSyxLQUFLLFNBQVMsTUFBTSxJQUFJLEtBQUssS0FBSyxTQUFTLE1BQU0sSUFBSSxLQUFLLEtBQUs7QUFBQSxJQUNqSDtBQUNBLFVBQU0sS0FBSyxJQUFJLFNBQVM7QUFDeEIsUUFBSSxLQUFLLElBQUksS0FBSyxDQUFDLEtBQUssU0FBUztBQUMvQixZQUFNLFNBQVMsTUFBTSxLQUFLLE9BQU8sRUFBRSxJQUFJO0FBQ3ZDLFVBQUksV0FBVyxHQUFHO0FBQ2hCLFdBQUcsQ0FBQyxJQUFJO0FBQ1IsV0FBRyxDQUFDLElBQUk7QUFDUixXQUFHLENBQUMsSUFBSTtBQUNSO0FBQUEsTUFDRjtBQUFBLElBQ0Y7QUFBQSxFQUNGO0FBQ0EsSUFBRSxZQUFZO0FBQ2QsU0FBTztBQUNUO0FBR08sU0FBUyxNQUFNLEdBQWEsR0FBYyxHQUFXLE9BQW1CLEdBQWlCO0FBQzlGLFFBQU0sRUFBRSxRQUFRLE9BQU8sSUFBSTtBQUMzQixRQUFNLEtBQUssRUFBRTtBQUNiLFFBQU0sS0FBSyxFQUFFO0FBQ2IsUUFBTSxLQUFLLEVBQUU7QUFDYixXQUFTLElBQUksR0FBRyxJQUFJLEVBQUUsV0FBVyxJQUFJLEdBQUcsS0FBSztBQUMzQyxVQUFNLElBQUksU0FBVSxHQUFHLENBQUMsSUFBZSxTQUFVLEdBQUcsQ0FBQztBQUNyRCxNQUFFLENBQUMsSUFBSSxHQUFHLENBQUM7QUFDWCxVQUFNLENBQUMsSUFBSSxJQUFJO0FBQUEsRUFDakI7QUFFQSxJQUFFLFFBQVEsRUFBRTtBQUNaLElBQUUsUUFBUSxFQUFFO0FBQ1osSUFBRSxXQUFXO0FBQ2IsSUFBRSxXQUFXO0FBQ2IsSUFBRSxlQUFlLEVBQUU7QUFDbkIsSUFBRSxZQUFZO0FBQ2hCO0FBZ0JPLE1BQU0sb0JBQW9CO0FBQUEsRUFDdEI7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNRO0FBQUEsRUFDQTtBQUFBLEVBQ2pCLFlBQVk7QUFBQSxFQUNaLFlBQVk7QUFBQSxFQUNILHFCQUErQixDQUFDO0FBQUEsRUFDaEMsc0JBQWdDLENBQUM7QUFBQSxFQUUxQyxZQUFZLE9BQWtCLFFBQW1DO0FBQy9ELGVBQVcsS0FBSztBQUNoQixTQUFLLFNBQVMsWUFBWSxNQUFNO0FBQ2hDLFNBQUssSUFBSSxhQUFhLEtBQUssTUFBTTtBQUNqQyxVQUFNLEVBQUUsTUFBTSxHQUFHLE1BQU0sRUFBRSxJQUFJO0FBQzdCLFVBQU0sU0FBUyxJQUFJO0FBQ25CLFVBQU0sVUFBVSxJQUFJLEtBQUs7QUFDekIsU0FBSyxRQUFRLEVBQUUsUUFBUSxRQUFRLFNBQVMsR0FBRyxNQUFNLEdBQUcsTUFBTSxHQUFHLElBQUksR0FBRyxJQUFJLEdBQUcsR0FBRyxFQUFFO0FBQ2hGLFNBQUssSUFBSSxLQUFLLE9BQU8sVUFBVSxZQUFZLElBQUksYUFBYSxNQUFNLElBQUksSUFBSSxhQUFhLE1BQU07QUFDN0YsYUFBUyxJQUFJLEdBQUcsSUFBSSxHQUFHLElBQUssTUFBSyxFQUFFLElBQUksTUFBTSxLQUFLLFNBQVMsSUFBSSxJQUFJLElBQUksS0FBSyxDQUFDLElBQUksSUFBSSxLQUFLLFNBQVMsQ0FBQztBQUNwRyxTQUFLLFFBQVEsSUFBSSxXQUFXLE1BQU07QUFDbEMsU0FBSyxJQUFJLElBQUksU0FBUyxRQUFRLEdBQUcsQ0FBQztBQUNsQyxtQkFBZSxLQUFLLEdBQUcsS0FBSyxPQUFPLEtBQUssT0FBTyxFQUFFO0FBQUEsRUFDbkQ7QUFBQSxFQUVBLElBQUksT0FBZ0I7QUFDbEIsV0FBTyxLQUFLLGFBQWEsS0FBSyxhQUFhLEtBQUssT0FBTztBQUFBLEVBQ3pEO0FBQUE7QUFBQSxFQUdBLE9BQTRDO0FBQzFDLFVBQU0sSUFBSSxLQUFLO0FBQ2YsVUFBTSxTQUFTLFNBQVMsS0FBSyxHQUFHLEtBQUssT0FBTyxLQUFLLEdBQUcsS0FBSyxPQUFPLENBQUM7QUFDakUsVUFBTSxVQUFVLFNBQVMsS0FBSyxHQUFHLEtBQUssT0FBTyxLQUFLLEdBQUcsS0FBSyxHQUFHLFFBQVcsTUFBUztBQUNqRixVQUFNLEtBQUssR0FBRyxLQUFLLE9BQU8sS0FBSyxHQUFHLEtBQUssT0FBTyxDQUFDO0FBQy9DLFNBQUssWUFBWSxJQUFJO0FBQ3JCLFNBQUssbUJBQW1CLEtBQUssTUFBTTtBQUNuQyxTQUFLLG9CQUFvQixLQUFLLE9BQU87QUFDckMsUUFBSSxZQUFZLEVBQUcsTUFBSyxZQUFZO0FBQ3BDLFdBQU8sRUFBRSxRQUFRLFFBQVE7QUFBQSxFQUMzQjtBQUFBO0FBQUEsRUFHQSxTQUFpQjtBQUNmLFVBQU0sRUFBRSxNQUFNLE1BQU0sT0FBTyxJQUFJLEtBQUs7QUFDcEMsVUFBTSxNQUFNLEtBQUssT0FBTyxVQUFVLFlBQVksSUFBSSxhQUFhLE9BQU8sSUFBSSxJQUFJLElBQUksYUFBYSxPQUFPLElBQUk7QUFDMUcsYUFBUyxJQUFJLEdBQUcsSUFBSSxNQUFNLElBQUssS0FBSSxJQUFJLEtBQUssRUFBRSxVQUFVLElBQUksS0FBSyxTQUFTLElBQUksSUFBSSxLQUFLLFNBQVMsSUFBSSxJQUFJLEdBQUcsSUFBSSxJQUFJO0FBQ25ILFdBQU87QUFBQSxFQUNUO0FBQUEsRUFFQSxNQUF1QjtBQUNyQixXQUFPLENBQUMsS0FBSyxLQUFNLE1BQUssS0FBSztBQUM3QixXQUFPO0FBQUEsTUFDTCxNQUFNLEtBQUssTUFBTTtBQUFBLE1BQ2pCLE1BQU0sS0FBSyxNQUFNO0FBQUEsTUFDakIsTUFBTSxLQUFLLE9BQU87QUFBQSxNQUNsQixZQUFZLEtBQUs7QUFBQSxNQUNqQixXQUFXLEtBQUs7QUFBQSxNQUNoQixvQkFBb0IsS0FBSztBQUFBLE1BQ3pCLHFCQUFxQixLQUFLO0FBQUEsSUFDNUI7QUFBQSxFQUNGO0FBQ0Y7QUFHTyxTQUFTLGtCQUFrQixPQUFrQixRQUFvRDtBQUN0RyxTQUFPLElBQUksb0JBQW9CLE9BQU8sTUFBTSxFQUFFLElBQUk7QUFDcEQ7IiwKICAibmFtZXMiOiBbXQp9Cg==
