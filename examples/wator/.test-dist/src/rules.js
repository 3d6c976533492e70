import { ErrorCodes, hash32, MeshworkError } from "@meshwork/runtime";
const EMPTY = 0;
const MINNOW = 1;
const SHARK = 2;
const AGE_SHIFT = 2;
const HUNGER_SHIFT = 17;
const AGE_MASK = 32767;
const HUNGER_MASK = 16383;
const MAX_BREED = AGE_MASK;
const MAX_STARVE = HUNGER_MASK;
const PURPOSE = { sharkMove: 1, sharkPriority: 2, minnowMove: 3, minnowPriority: 4, init: 5, initAge: 6, initHunger: 7 };
const HALO_ROWS = 3;
const DEFAULTS = {
  rows: 256,
  cols: 256,
  steps: 100,
  seed: 1,
  minnowBreed: 7,
  sharkBreed: 12,
  starve: 5,
  minnowDensity: 0.3,
  sharkDensity: 0.05
};
function kindOf(v) {
  return v & 3;
}
function ageOf(v) {
  return v >>> AGE_SHIFT & AGE_MASK;
}
function hungerOf(v) {
  return v >>> HUNGER_SHIFT & HUNGER_MASK;
}
function pack(kind, age, hunger) {
  return kind | age << AGE_SHIFT | hunger << HUNGER_SHIFT;
}
function bad(what, expected, got) {
  const shown = typeof got === "number" ? `number ${got}` : typeof got === "string" ? `string ${JSON.stringify(got)}` : String(got);
  return new MeshworkError(ErrorCodes.INVALID_ARGUMENT, `wator: ${what} must be ${expected}, got ${shown}`);
}
function int(o, key, min, max) {
  const v = o[key];
  if (typeof v !== "number" || !Number.isInteger(v) || v < min || v > max) throw bad(key, `an integer in [${min}, ${max}]`, v);
  return v;
}
function density(o, key) {
  const v = o[key];
  if (typeof v !== "number" || !Number.isFinite(v) || v < 0 || v > 1) throw bad(key, "a number in [0, 1]", v);
  return v;
}
function clusterOf(v) {
  if (typeof v !== "number" || !Number.isFinite(v) || v <= 0 || v > 1) throw bad("cluster", "a number in (0, 1]", v);
  return v;
}
function checkOptions(options) {
  if (typeof options !== "object" || options === null) throw bad("options", "an object", options);
  const o = options;
  const rows = int(o, "rows", 3, 1 << 15);
  const cols = int(o, "cols", 3, 1 << 15);
  if (rows * cols > 1 << 28) throw bad("rows * cols", `at most ${1 << 28} cells`, rows * cols);
  const out = {
    rows,
    cols,
    steps: int(o, "steps", 0, 1 << 24),
    seed: int(o, "seed", 0, 4294967295),
    minnowBreed: int(o, "minnowBreed", 1, MAX_BREED),
    sharkBreed: int(o, "sharkBreed", 1, MAX_BREED),
    starve: int(o, "starve", 1, MAX_STARVE),
    minnowDensity: density(o, "minnowDensity"),
    sharkDensity: density(o, "sharkDensity"),
    ...o.cluster === void 0 ? {} : { cluster: clusterOf(o.cluster) }
  };
  if (out.minnowDensity + out.sharkDensity > 1)
    throw bad("minnowDensity + sharkDensity", "at most 1", out.minnowDensity + out.sharkDensity);
  return out;
}
function initialCell(o, c) {
  if (o.cluster !== void 0 && c >= Math.ceil(o.cluster * o.rows) * o.cols) return EMPTY;
  const u = hash32(o.seed, c, PURPOSE.init) / 4294967296;
  if (u < o.minnowDensity) return pack(MINNOW, hash32(o.seed, c, PURPOSE.initAge) % o.minnowBreed, 0);
  if (u < o.minnowDensity + o.sharkDensity) {
    return pack(SHARK, hash32(o.seed, c, PURPOSE.initAge) % o.sharkBreed, hash32(o.seed, c, PURPOSE.initHunger) % o.starve);
  }
  return EMPTY;
}
function fmix32(h) {
  h ^= h >>> 16;
  h = Math.imul(h, 2246822507);
  h ^= h >>> 13;
  h = Math.imul(h, 3266489909);
  h ^= h >>> 16;
  return h >>> 0;
}
function keyTerm(k) {
  return Math.imul((k | 0) + 2135587861, 2654435761);
}
function stepPrefix(seed, step) {
  const h = fmix32((seed ^ 2654435769) >>> 0);
  return fmix32((h ^ keyTerm(step)) >>> 0);
}
function cellHash(prefix, cell, purposeTerm) {
  const h = fmix32((prefix ^ keyTerm(cell)) >>> 0);
  return fmix32((h ^ purposeTerm) >>> 0);
}
function drawFor(seed, step, cell, purpose) {
  return cellHash(stepPrefix(seed, step), cell, keyTerm(purpose));
}
const OPP = new Int8Array([0, 3, 4, 1, 2]);
function computeIntents(b, actor, prey, prefix, moveTerm) {
  const { src, intent, claims, stride, W, H, origin } = b;
  const first = -(HALO_ROWS - 1);
  const last = b.rows + HALO_ROWS - 1;
  const claimLo = origin - stride;
  const claimHi = origin + (b.rows + 1) * stride;
  const W1 = W - 1;
  for (let i = first; i < last; i++) {
    const base = origin + i * stride;
    const gRow = ((b.g0 + i) % H + H) % H;
    const cellBase = gRow * W;
    for (let j = 0; j < W; j++) {
      const s = base + j;
      if ((src[s] & 3) !== actor) {
        intent[s] = 0;
        continue;
      }
      const sE = j === W1 ? s - W1 : s + 1;
      const sW = j === 0 ? s + W1 : s - 1;
      const kN = src[s - stride] & 3;
      const kE = src[sE] & 3;
      const kS = src[s + stride] & 3;
      const kW = src[sW] & 3;
      let want = prey;
      let m = (kN === prey ? 1 : 0) + (kE === prey ? 1 : 0) + (kS === prey ? 1 : 0) + (kW === prey ? 1 : 0);
      if (m === 0) {
        want = EMPTY;
        m = (kN === EMPTY ? 1 : 0) + (kE === EMPTY ? 1 : 0) + (kS === EMPTY ? 1 : 0) + (kW === EMPTY ? 1 : 0);
        if (m === 0) {
          intent[s] = 0;
          continue;
        }
      }
      let pick = m === 1 ? 0 : cellHash(prefix, cellBase + j, moveTerm) % m;
      let d;
      let t;
      if (kN === want && pick-- === 0) {
        d = 1;
        t = s - stride;
      } else if (kE === want && pick-- === 0) {
        d = 2;
        t = sE;
      } else if (kS === want && pick-- === 0) {
        d = 3;
        t = s + stride;
      } else {
        d = 4;
        t = sW;
      }
      intent[s] = d;
      if (t >= claimLo && t < claimHi) claims[t] = claims[t] + 8 & ~7 | OPP[d];
    }
  }
}
function winnerOf(b, claim, t, i, j, prefix, prioTerm) {
  if (claim < 16) return claim & 7;
  const { intent, stride, W, H } = b;
  const gRow = ((b.g0 + i) % H + H) % H;
  let best = 0;
  let bestPrio = 0;
  let bestCell = 0;
  for (let d = 1; d <= 4; d++) {
    let cell;
    if (d === 1) {
      if (intent[t - stride] !== 3) continue;
      cell = (gRow + H - 1) % H * W + j;
    } else if (d === 2) {
      if (intent[j === W - 1 ? t - (W - 1) : t + 1] !== 4) continue;
      cell = gRow * W + (j + 1) % W;
    } else if (d === 3) {
      if (intent[t + stride] !== 1) continue;
      cell = (gRow + 1) % H * W + j;
    } else {
      if (intent[j === 0 ? t + (W - 1) : t - 1] !== 2) continue;
      cell = gRow * W + (j + W - 1) % W;
    }
    const p = cellHash(prefix, cell, prioTerm);
    if (best === 0 || p < bestPrio || p === bestPrio && cell < bestCell) {
      best = d;
      bestPrio = p;
      bestCell = cell;
    }
  }
  return best;
}
function wins(b, base, i, j, d, prefix, prioTerm) {
  const stride = b.stride;
  const W = b.W;
  let t;
  let ti = i;
  let tj = j;
  if (d === 1) {
    t = base + j - stride;
    ti = i - 1;
  } else if (d === 3) {
    t = base + j + stride;
    ti = i + 1;
  } else if (d === 2) {
    tj = j + 1 === W ? 0 : j + 1;
    t = base + tj;
  } else {
    tj = j === 0 ? W - 1 : j - 1;
    t = base + tj;
  }
  const claim = b.claims[t];
  if (claim < 16) return true;
  return winnerOf(b, claim, t, ti, tj, prefix, prioTerm) === OPP[d];
}
function clearClaims(b) {
  b.claims.fill(0, b.origin - b.stride, b.origin + (b.rows + 1) * b.stride);
}
function neighbour(c, j, d, stride, W) {
  if (d === 1) return c - stride;
  if (d === 3) return c + stride;
  if (d === 2) return j === W - 1 ? c - (W - 1) : c + 1;
  return j === 0 ? c + (W - 1) : c - 1;
}
const SHARK_MOVE = keyTerm(PURPOSE.sharkMove);
const SHARK_PRIO = keyTerm(PURPOSE.sharkPriority);
const MINNOW_MOVE = keyTerm(PURPOSE.minnowMove);
const MINNOW_PRIO = keyTerm(PURPOSE.minnowPriority);
function sharkSubstep(b, p, step, tally) {
  const prefix = stepPrefix(p.seed, step);
  computeIntents(b, SHARK, MINNOW, prefix, SHARK_MOVE);
  const { src, dst, intent, claims, stride, W } = b;
  const breed = p.sharkBreed;
  const starve = p.starve;
  let updated = 0;
  for (let i = 0; i < b.rows; i++) {
    const base = b.origin + i * stride;
    let rowCount = 0;
    for (let j = 0; j < W; j++) {
      const c = base + j;
      const v = src[c];
      const k = v & 3;
      if (k === SHARK) {
        rowCount++;
        const age2 = (v >>> AGE_SHIFT & AGE_MASK) + 1;
        const d = intent[c];
        if (d !== 0 && wins(b, base, i, j, d, prefix, SHARK_PRIO)) {
          dst[c] = age2 >= breed ? SHARK : EMPTY;
          continue;
        }
        const hunger2 = (v >>> HUNGER_SHIFT & HUNGER_MASK) + 1;
        dst[c] = hunger2 >= starve ? EMPTY : SHARK | Math.min(age2, breed) << AGE_SHIFT | hunger2 << HUNGER_SHIFT;
        continue;
      }
      const claim = claims[c];
      if (claim === 0) {
        dst[c] = v;
        continue;
      }
      const w = winnerOf(b, claim, c, i, j, prefix, SHARK_PRIO);
      const sv = src[neighbour(c, j, w, stride, W)];
      let age = (sv >>> AGE_SHIFT & AGE_MASK) + 1;
      if (age >= breed) age = 0;
      const hunger = k === MINNOW ? 0 : (sv >>> HUNGER_SHIFT & HUNGER_MASK) + 1;
      dst[c] = hunger >= starve ? EMPTY : SHARK | age << AGE_SHIFT | hunger << HUNGER_SHIFT;
    }
    updated += rowCount;
    if (tally !== void 0) tally.rowWork[i] = tally.rowWork[i] + rowCount;
  }
  clearClaims(b);
  return updated;
}
function minnowSubstep(b, p, step, tally, population) {
  const prefix = stepPrefix(p.seed, step);
  computeIntents(b, MINNOW, -1, prefix, MINNOW_MOVE);
  const { src, dst, intent, claims, stride, W } = b;
  const breed = p.minnowBreed;
  let updated = 0;
  let minnows = 0;
  let sharks = 0;
  for (let i = 0; i < b.rows; i++) {
    const base = b.origin + i * stride;
    let rowCount = 0;
    for (let j = 0; j < W; j++) {
      const c = base + j;
      const v = src[c];
      const k = v & 3;
      if (k === MINNOW) {
        rowCount++;
        const age2 = (v >>> AGE_SHIFT & AGE_MASK) + 1;
        const d = intent[c];
        if (d !== 0 && wins(b, base, i, j, d, prefix, MINNOW_PRIO)) {
          if (age2 >= breed) {
            dst[c] = MINNOW;
            minnows++;
          } else dst[c] = EMPTY;
          continue;
        }
        dst[c] = MINNOW | Math.min(age2, breed) << AGE_SHIFT;
        minnows++;
        continue;
      }
      if (k === SHARK) {
        dst[c] = v;
        sharks++;
        continue;
      }
      const claim = claims[c];
      if (claim === 0) {
        dst[c] = v;
        continue;
      }
      const w = winnerOf(b, claim, c, i, j, prefix, MINNOW_PRIO);
      const sv = src[neighbour(c, j, w, stride, W)];
      let age = (sv >>> AGE_SHIFT & AGE_MASK) + 1;
      if (age >= breed) age = 0;
      dst[c] = MINNOW | age << AGE_SHIFT;
      minnows++;
    }
    updated += rowCount;
    if (tally !== void 0) tally.rowWork[i] = tally.rowWork[i] + rowCount;
  }
  clearClaims(b);
  if (population !== void 0) {
    population[0] = minnows;
    population[1] = sharks;
  }
  return updated;
}
function countFish(data, origin, stride, rows, W, perRow) {
  let minnows = 0;
  let sharks = 0;
  for (let i = 0; i < rows; i++) {
    const base = origin + i * stride;
    let row = 0;
    for (let j = 0; j < W; j++) {
      const k = data[base + j] & 3;
      if (k === MINNOW) {
        minnows++;
        row++;
      } else if (k === SHARK) {
        sharks++;
        row++;
      }
    }
    if (perRow !== void 0) perRow[i] = row;
  }
  return [minnows, sharks];
}
export {
  AGE_MASK,
  AGE_SHIFT,
  DEFAULTS,
  EMPTY,
  HALO_ROWS,
  HUNGER_MASK,
  HUNGER_SHIFT,
  MAX_BREED,
  MAX_STARVE,
  MINNOW,
  PURPOSE,
  SHARK,
  ageOf,
  checkOptions,
  countFish,
  drawFor,
  hungerOf,
  initialCell,
  kindOf,
  minnowSubstep,
  pack,
  sharkSubstep,
  stepPrefix
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL3J1bGVzLnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvKipcbiAqIFdhVG9yIHJ1bGVzLCBwYXJ0aXRpb24gaW52YXJpYW50OiB0aGUgc3RhdGUgb2Ygc3RlcCB0KzEgaXMgYSBwdXJlIGZ1bmN0aW9uIG9mIHRoZSBzdGF0ZSBvZlxuICogc3RlcCB0LCB0aGUgc2VlZCBhbmQgdCwgd2hhdGV2ZXIgdGhlIHN0cmlwcywgcmFua3Mgb3IgYmFsYW5jZXIuIFNoYXJlZCBieSB0aGUgc2VxdWVudGlhbFxuICogcmVmZXJlbmNlIGFuZCB0aGUgU1BNRCBwcm9ncmFtICh0aGUgc2FtZSBrZXJuZWxzIHJ1biBvbiBhIHBhZGRlZCBhcnJheSBvciBvbiBhIGdyaWQgdGlsZSkuXG4gKlxuICogU3RhdGU6IG9uZSBJbnQzMiBwZXIgY2VsbCwgcGFja2VkIGBraW5kIHwgYWdlIDw8IDIgfCBodW5nZXIgPDwgMTdgXG4gKiAgIGtpbmQgICAwIGVtcHR5LCAxIG1pbm5vdywgMiBzaGFyayAoYml0cyAwLTEpXG4gKiAgIGFnZSAgICBzdGVwcyBzaW5jZSBiaXJ0aCBvciBzaW5jZSB0aGUgZmlzaCBsYXN0IGJyZWQsIGNhcHBlZCBhdCBpdHMgYnJlZWRpbmcgYWdlIChiaXRzIDItMTYpXG4gKiAgIGh1bmdlciBzaGFya3M6IHN0ZXBzIHNpbmNlIHRoZSBzaGFyayBsYXN0IGF0ZSAoYml0cyAxNy0zMCk7IGFsd2F5cyAwIGZvciBtaW5ub3dzXG4gKlxuICogT25lIHN0ZXAgdCA9IHR3byBzdWItc3RlcHMsIGVhY2ggYW4gaW50ZW50L3Jlc29sdmUgcm91bmQgb24gdGhlIHN0YXRlIGxlZnQgYnkgdGhlIHByZXZpb3VzIG9uZTpcbiAqICAgQSAoc2hhcmtzKSwgb24gdGhlIHN0YXRlIFM6XG4gKiAgICAgaW50ZW50ICBldmVyeSBzaGFyayBsb29rcyBhdCBpdHMgNCBuZWlnaGJvdXJzIE4sIEUsIFMsIFcgKGluIHRoYXQgb3JkZXIpIGluIFMuIElmIHNvbWUgaG9sZCBhXG4gKiAgICAgICAgICAgICBtaW5ub3cgaXQgcGlja3Mgb25lIG9mIHRoZW0sIGVsc2UgaWYgc29tZSBhcmUgZW1wdHkgaXQgcGlja3Mgb25lIG9mIHRob3NlLCBlbHNlIGl0XG4gKiAgICAgICAgICAgICBoYXMgbm8gaW50ZW50LiBXaXRoIG0gPiAxIGNob2ljZXMgaXQgdGFrZXMgY2hvaWNlIG51bWJlclxuICogICAgICAgICAgICAgaGFzaDMyKHNlZWQsIHQsIGNlbGwsIDEpIG1vZCBtIChjZWxsID0gcm93ICogY29scyArIGNvbCBvZiB0aGUgc2hhcmspLlxuICogICAgIHJlc29sdmUgYSB0YXJnZXQgY2xhaW1lZCBieSBzZXZlcmFsIHNoYXJrcyBnb2VzIHRvIHRoZSBvbmUgd2l0aCB0aGUgbG93ZXN0XG4gKiAgICAgICAgICAgICBoYXNoMzIoc2VlZCwgdCwgY2VsbCwgMiksIHRpZXMgKGVxdWFsIGhhc2hlcykgdG8gdGhlIGxvd2VzdCBjZWxsIGluZGV4LlxuICogICAgICAgICAgICAgTG9zZXJzIHN0YXkgd2hlcmUgdGhleSBhcmUuXG4gKiAgICAgYXBwbHkgICBhZ2UnID0gYWdlICsgMS4gQSBzaGFyayB0aGF0IG1vdmVkIGVhdHMgdGhlIG1pbm5vdyBpdCBmb3VuZCB0aGVyZSAoaHVuZ2VyJyA9IDApIG9yXG4gKiAgICAgICAgICAgICBub3QgKGh1bmdlcicgPSBodW5nZXIgKyAxKTsgaWYgaXQgbW92ZWQgYW5kIGFnZScgPj0gc2hhcmtCcmVlZCBpdCBsZWF2ZXMgYSBuZXdib3JuXG4gKiAgICAgICAgICAgICBzaGFyayAoYWdlIDAsIGh1bmdlciAwKSBpbiB0aGUgY2VsbCBpdCBsZWZ0IGFuZCBhZ2UnID0gMC4gQSBzaGFyayB0aGF0IGRpZCBub3QgbW92ZVxuICogICAgICAgICAgICAgZ2V0cyBhZ2UnID0gbWluKGFnZSArIDEsIHNoYXJrQnJlZWQpLCBodW5nZXInID0gaHVuZ2VyICsgMS4gVGhlbiBhbnkgc2hhcmsgd2l0aFxuICogICAgICAgICAgICAgaHVuZ2VyJyA+PSBzdGFydmUgZGllcyAoaXRzIGNlbGwgYmVjb21lcyBlbXB0eTsgYSBjaGlsZCBpdCBsZWZ0IGxpdmVzKS5cbiAqICAgQiAobWlubm93cyksIG9uIHRoZSBzdGF0ZSBTMSBhZnRlciBBIChlYXRlbiBtaW5ub3dzIGFyZSBnb25lKTpcbiAqICAgICBpbnRlbnQgIGV2ZXJ5IG1pbm5vdyBwaWNrcyBvbmUgb2YgaXRzIGVtcHR5IG5laWdoYm91cnMgaW4gUzEgKHNhbWUgb3JkZXIsIGNob2ljZSBudW1iZXJcbiAqICAgICAgICAgICAgIGhhc2gzMihzZWVkLCB0LCBjZWxsLCAzKSBtb2QgbSksIG9yIG5vbmUuXG4gKiAgICAgcmVzb2x2ZSBsb3dlc3QgaGFzaDMyKHNlZWQsIHQsIGNlbGwsIDQpLCB0aGVuIGxvd2VzdCBjZWxsIGluZGV4LlxuICogICAgIGFwcGx5ICAgYWdlJyA9IGFnZSArIDE7IGEgbWlubm93IHRoYXQgbW92ZWQgd2l0aCBhZ2UnID49IG1pbm5vd0JyZWVkIGxlYXZlcyBhIG5ld2Jvcm4gbWlubm93XG4gKiAgICAgICAgICAgICAoYWdlIDApIGluIHRoZSBjZWxsIGl0IGxlZnQgYW5kIGFnZScgPSAwOyBvbmUgdGhhdCBkaWQgbm90IG1vdmUgZ2V0c1xuICogICAgICAgICAgICAgYWdlJyA9IG1pbihhZ2UgKyAxLCBtaW5ub3dCcmVlZCkuXG4gKiBTaGFya3Mgb25seSBtb3ZlIGluIEEgYW5kIG1pbm5vd3Mgb25seSBpbiBCLCB0YXJnZXRzIGFyZSBuZXZlciBzb3VyY2VzIG9mIHRoZSBzYW1lIHN1Yi1zdGVwLCBzb1xuICogbm8gZmlzaCBtb3ZlcyB0d2ljZSBhbmQgbm90aGluZyBkZXBlbmRzIG9uIGFuIHVwZGF0ZSBvcmRlci4gTmV3Ym9ybnMgYWN0IGZyb20gdGhlIG5leHQgc3RlcC5cbiAqXG4gKiBJbml0aWFsIHN0YXRlIG9mIGNlbGwgYzogdSA9IGhhc2gzMihzZWVkLCBjLCA1KSAvIDJeMzI7IHUgPCBtaW5ub3dEZW5zaXR5OiBhIG1pbm5vdyBvZiBhZ2VcbiAqIGhhc2gzMihzZWVkLCBjLCA2KSBtb2QgbWlubm93QnJlZWQ7IGVsc2UgdSA8IG1pbm5vd0RlbnNpdHkgKyBzaGFya0RlbnNpdHk6IGEgc2hhcmsgb2YgYWdlXG4gKiBoYXNoMzIoc2VlZCwgYywgNikgbW9kIHNoYXJrQnJlZWQgYW5kIGh1bmdlciBoYXNoMzIoc2VlZCwgYywgNykgbW9kIHN0YXJ2ZTsgZWxzZSBlbXB0eS4gV2l0aFxuICogYGNsdXN0ZXJgID0gZiA8IDEsIG9ubHkgdGhlIGZpcnN0IGNlaWwoZiAqIHJvd3MpIHJvd3MgYXJlIHBvcHVsYXRlZCAodGhlIHJlc3Qgc3RhcnQgZW1wdHkpOiB0aGVcbiAqIGZpc2ggc3RhcnQgY2x1c3RlcmVkIGluIG9uZSBiYW5kIGFuZCBzcHJlYWQgZnJvbSBpdCwgdGhlIGltYmFsYW5jZWQgc3RhcnQgb2YgdGhlIEdERSBwYXBlcidzXG4gKiBjbHVzdGVyZWQgcnVucy5cbiAqXG4gKiBMb2NhbGl0eTogYSBzaGFyaydzIGludGVudCByZWFkcyBpdHMgNCBuZWlnaGJvdXJzOyB3aGV0aGVyIGl0IHdpbnMgaXRzIHRhcmdldCByZWFkcyB0aGUgaW50ZW50c1xuICogb2YgdGhlIHRhcmdldCdzIG5laWdoYm91cnMsIGkuZS4gY2VsbHMgdXAgdG8gMyByb3dzIGF3YXkuIFNvIGEgc3RyaXAgdXBkYXRlcyBpdHMgb3duIHJvd3MgZnJvbVxuICogaXRzIHJvd3MgcGx1cyAzIGhhbG8gcm93cyBvbiBlYWNoIHNpZGUgKGJvdGggYXhlcyB3cmFwOiB0aGUgb2NlYW4gaXMgYSB0b3J1cyksIHJlY29tcHV0aW5nIHRoZVxuICogaW50ZW50cyBvZiB0aGUgMiBuZWFyZXN0IG5laWdoYm91cmluZyByb3dzIGluc3RlYWQgb2YgcmVjZWl2aW5nIHRoZW0uXG4gKi9cbmltcG9ydCB7IEVycm9yQ29kZXMsIGhhc2gzMiwgTWVzaHdvcmtFcnJvciB9IGZyb20gJ0BtZXNod29yay9ydW50aW1lJztcblxuZXhwb3J0IGNvbnN0IEVNUFRZID0gMDtcbmV4cG9ydCBjb25zdCBNSU5OT1cgPSAxO1xuZXhwb3J0IGNvbnN0IFNIQVJLID0gMjtcblxuZXhwb3J0IGNvbnN0IEFHRV9TSElGVCA9IDI7XG5leHBvcnQgY29uc3QgSFVOR0VSX1NISUZUID0gMTc7XG5leHBvcnQgY29uc3QgQUdFX01BU0sgPSAweDdmZmY7XG5leHBvcnQgY29uc3QgSFVOR0VSX01BU0sgPSAweDNmZmY7XG4vKiogTGFyZ2VzdCBicmVlZGluZyBhZ2UgKDE1IGJpdHMpIGFuZCBzdGFydmF0aW9uIHBlcmlvZCAoMTQgYml0cykgdGhlIHBhY2tpbmcgaG9sZHMuICovXG5leHBvcnQgY29uc3QgTUFYX0JSRUVEID0gQUdFX01BU0s7XG5leHBvcnQgY29uc3QgTUFYX1NUQVJWRSA9IEhVTkdFUl9NQVNLO1xuXG4vKiogaGFzaDMyIHB1cnBvc2VzICh0aGUgbGFzdCBrZXkpLiAqL1xuZXhwb3J0IGNvbnN0IFBVUlBPU0UgPSB7IHNoYXJrTW92ZTogMSwgc2hhcmtQcmlvcml0eTogMiwgbWlubm93TW92ZTogMywgbWlubm93UHJpb3JpdHk6IDQsIGluaXQ6IDUsIGluaXRBZ2U6IDYsIGluaXRIdW5nZXI6IDcgfSBhcyBjb25zdDtcblxuLyoqIFJvd3Mgb2YgaGFsbyBhIHN0cmlwIG5lZWRzIG9uIGVhY2ggc2lkZSAoc2VlIFwiTG9jYWxpdHlcIiBhYm92ZSkuICovXG5leHBvcnQgY29uc3QgSEFMT19ST1dTID0gMztcblxuZXhwb3J0IGludGVyZmFjZSBXYXRvck9wdGlvbnMge1xuICAvKiogT2NlYW4gcm93cyAodGhlIGRlY29tcG9zZWQgYXhpcykgYW5kIGNvbHVtbnMuICovXG4gIHJlYWRvbmx5IHJvd3M6IG51bWJlcjtcbiAgcmVhZG9ubHkgY29sczogbnVtYmVyO1xuICByZWFkb25seSBzdGVwczogbnVtYmVyO1xuICByZWFkb25seSBzZWVkOiBudW1iZXI7XG4gIHJlYWRvbmx5IG1pbm5vd0JyZWVkOiBudW1iZXI7XG4gIHJlYWRvbmx5IHNoYXJrQnJlZWQ6IG51bWJlcjtcbiAgcmVhZG9ubHkgc3RhcnZlOiBudW1iZXI7XG4gIC8qKiBQcm9iYWJpbGl0eSB0aGF0IGEgY2VsbCBzdGFydHMgd2l0aCBhIG1pbm5vdyAvIGEgc2hhcmsuICovXG4gIHJlYWRvbmx5IG1pbm5vd0RlbnNpdHk6IG51bWJlcjtcbiAgcmVhZG9ubHkgc2hhcmtEZW5zaXR5OiBudW1iZXI7XG4gIC8qKiBGcmFjdGlvbiBvZiB0aGUgcm93cywgZnJvbSByb3cgMCwgdGhhdCBzdGFydCBwb3B1bGF0ZWQgKGRlZmF1bHQgMTogdGhlIHdob2xlIG9jZWFuKS4gKi9cbiAgcmVhZG9ubHkgY2x1c3Rlcj86IG51bWJlcjtcbn1cblxuLyoqIFRoZSBwYXBlcidzIHBhcmFtZXRlcnMgKDI1NngyNTYgb2NlYW4sIGJyZWVkaW5nIDcgYW5kIDEyLCBzdGFydmF0aW9uIDU7IDEwMCBzdGVwcykuICovXG5leHBvcnQgY29uc3QgREVGQVVMVFM6IFdhdG9yT3B0aW9ucyA9IHtcbiAgcm93czogMjU2LFxuICBjb2xzOiAyNTYsXG4gIHN0ZXBzOiAxMDAsXG4gIHNlZWQ6IDEsXG4gIG1pbm5vd0JyZWVkOiA3LFxuICBzaGFya0JyZWVkOiAxMixcbiAgc3RhcnZlOiA1LFxuICBtaW5ub3dEZW5zaXR5OiAwLjMsXG4gIHNoYXJrRGVuc2l0eTogMC4wNSxcbn07XG5cbmV4cG9ydCBmdW5jdGlvbiBraW5kT2YodjogbnVtYmVyKTogbnVtYmVyIHtcbiAgcmV0dXJuIHYgJiAzO1xufVxuZXhwb3J0IGZ1bmN0aW9uIGFnZU9mKHY6IG51bWJlcik6IG51bWJlciB7XG4gIHJldHVybiAodiA+Pj4gQUdFX1NISUZUKSAmIEFHRV9NQVNLO1xufVxuZXhwb3J0IGZ1bmN0aW9uIGh1bmdlck9mKHY6IG51bWJlcik6IG51bWJlciB7XG4gIHJldHVybiAodiA+Pj4gSFVOR0VSX1NISUZUKSAmIEhVTkdFUl9NQVNLO1xufVxuZXhwb3J0IGZ1bmN0aW9uIHBhY2soa2luZDogbnVtYmVyLCBhZ2U6IG51bWJlciwgaHVuZ2VyOiBudW1iZXIpOiBudW1iZXIge1xuICByZXR1cm4ga2luZCB8IChhZ2UgPDwgQUdFX1NISUZUKSB8IChodW5nZXIgPDwgSFVOR0VSX1NISUZUKTtcbn1cblxuZnVuY3Rpb24gYmFkKHdoYXQ6IHN0cmluZywgZXhwZWN0ZWQ6IHN0cmluZywgZ290OiB1bmtub3duKTogTWVzaHdvcmtFcnJvciB7XG4gIGNvbnN0IHNob3duID0gdHlwZW9mIGdvdCA9PT0gJ251bWJlcicgPyBgbnVtYmVyICR7Z290fWAgOiB0eXBlb2YgZ290ID09PSAnc3RyaW5nJyA/IGBzdHJpbmcgJHtKU09OLnN0cmluZ2lmeShnb3QpfWAgOiBTdHJpbmcoZ290KTtcbiAgcmV0dXJuIG5ldyBNZXNod29ya0Vycm9yKEVycm9yQ29kZXMuSU5WQUxJRF9BUkdVTUVOVCwgYHdhdG9yOiAke3doYXR9IG11c3QgYmUgJHtleHBlY3RlZH0sIGdvdCAke3Nob3dufWApO1xufVxuXG5mdW5jdGlvbiBpbnQobzogUmVjb3JkPHN0cmluZywgdW5rbm93bj4sIGtleTogc3RyaW5nLCBtaW46IG51bWJlciwgbWF4OiBudW1iZXIpOiBudW1iZXIge1xuICBjb25zdCB2ID0gb1trZXldO1xuICBpZiAodHlwZW9mIHYgIT09ICdudW1iZXInIHx8ICFOdW1iZXIuaXNJbnRlZ2VyKHYpIHx8IHYgPCBtaW4gfHwgdiA+IG1heCkgdGhyb3cgYmFkKGtleSwgYGFuIGludGVnZXIgaW4gWyR7bWlufSwgJHttYXh9XWAsIHYpO1xuICByZXR1cm4gdjtcbn1cblxuZnVuY3Rpb24gZGVuc2l0eShvOiBSZWNvcmQ8c3RyaW5nLCB1bmtub3duPiwga2V5OiBzdHJpbmcpOiBudW1iZXIge1xuICBjb25zdCB2ID0gb1trZXldO1xuICBpZiAodHlwZW9mIHYgIT09ICdudW1iZXInIHx8ICFOdW1iZXIuaXNGaW5pdGUodikgfHwgdiA8IDAgfHwgdiA+IDEpIHRocm93IGJhZChrZXksICdhIG51bWJlciBpbiBbMCwgMV0nLCB2KTtcbiAgcmV0dXJuIHY7XG59XG5cbmZ1bmN0aW9uIGNsdXN0ZXJPZih2OiB1bmtub3duKTogbnVtYmVyIHtcbiAgaWYgKHR5cGVvZiB2ICE9PSAnbnVtYmVyJyB8fCAhTnVtYmVyLmlzRmluaXRlKHYpIHx8IHYgPD0gMCB8fCB2ID4gMSkgdGhyb3cgYmFkKCdjbHVzdGVyJywgJ2EgbnVtYmVyIGluICgwLCAxXScsIHYpO1xuICByZXR1cm4gdjtcbn1cblxuLyoqIFZhbGlkYXRlIHRoZSBydWxlcyAodHlwZWQgTVdfSU5WQUxJRF9BUkdVTUVOVCBlcnJvcnMpIGFuZCByZXR1cm4gYSBjbGVhbiBjb3B5LiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGNoZWNrT3B0aW9ucyhvcHRpb25zOiB1bmtub3duKTogV2F0b3JPcHRpb25zIHtcbiAgaWYgKHR5cGVvZiBvcHRpb25zICE9PSAnb2JqZWN0JyB8fCBvcHRpb25zID09PSBudWxsKSB0aHJvdyBiYWQoJ29wdGlvbnMnLCAnYW4gb2JqZWN0Jywgb3B0aW9ucyk7XG4gIGNvbnN0IG8gPSBvcHRpb25zIGFzIFJlY29yZDxzdHJpbmcsIHVua25vd24+O1xuICBjb25zdCByb3dzID0gaW50KG8sICdyb3dzJywgMywgMSA8PCAxNSk7XG4gIGNvbnN0IGNvbHMgPSBpbnQobywgJ2NvbHMnLCAzLCAxIDw8IDE1KTtcbiAgaWYgKHJvd3MgKiBjb2xzID4gMSA8PCAyOCkgdGhyb3cgYmFkKCdyb3dzICogY29scycsIGBhdCBtb3N0ICR7MSA8PCAyOH0gY2VsbHNgLCByb3dzICogY29scyk7XG4gIGNvbnN0IG91dDogV2F0b3JPcHRpb25zID0ge1xuICAgIHJvd3MsXG4gICAgY29scyxcbiAgICBzdGVwczogaW50KG8sICdzdGVwcycsIDAsIDEgPDwgMjQpLFxuICAgIHNlZWQ6IGludChvLCAnc2VlZCcsIDAsIDB4ZmZmZmZmZmYpLFxuICAgIG1pbm5vd0JyZWVkOiBpbnQobywgJ21pbm5vd0JyZWVkJywgMSwgTUFYX0JSRUVEKSxcbiAgICBzaGFya0JyZWVkOiBpbnQobywgJ3NoYXJrQnJlZWQnLCAxLCBNQVhfQlJFRUQpLFxuICAgIHN0YXJ2ZTogaW50KG8sICdzdGFydmUnLCAxLCBNQVhfU1RBUlZFKSxcbiAgICBtaW5ub3dEZW5zaXR5OiBkZW5zaXR5KG8sICdtaW5ub3dEZW5zaXR5JyksXG4gICAgc2hhcmtEZW5zaXR5OiBkZW5zaXR5KG8sICdzaGFya0RlbnNpdHknKSxcbiAgICAuLi4oby5jbHVzdGVyID09PSB1bmRlZmluZWQgPyB7fSA6IHsgY2x1c3RlcjogY2x1c3Rlck9mKG8uY2x1c3RlcikgfSksXG4gIH07XG4gIGlmIChvdXQubWlubm93RGVuc2l0eSArIG91dC5zaGFya0RlbnNpdHkgPiAxKVxuICAgIHRocm93IGJhZCgnbWlubm93RGVuc2l0eSArIHNoYXJrRGVuc2l0eScsICdhdCBtb3N0IDEnLCBvdXQubWlubm93RGVuc2l0eSArIG91dC5zaGFya0RlbnNpdHkpO1xuICByZXR1cm4gb3V0O1xufVxuXG4vKiogSW5pdGlhbCBzdGF0ZSBvZiBnbG9iYWwgY2VsbCBgY2AgKHB1cmUgZnVuY3Rpb24gb2YgdGhlIHNlZWQgYW5kIHRoZSBjZWxsKS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBpbml0aWFsQ2VsbChvOiBXYXRvck9wdGlvbnMsIGM6IG51bWJlcik6IG51bWJlciB7XG4gIGlmIChvLmNsdXN0ZXIgIT09IHVuZGVmaW5lZCAmJiBjID49IE1hdGguY2VpbChvLmNsdXN0ZXIgKiBvLnJvd3MpICogby5jb2xzKSByZXR1cm4gRU1QVFk7XG4gIGNvbnN0IHUgPSBoYXNoMzIoby5zZWVkLCBjLCBQVVJQT1NFLmluaXQpIC8gNDI5NDk2NzI5NjtcbiAgaWYgKHUgPCBvLm1pbm5vd0RlbnNpdHkpIHJldHVybiBwYWNrKE1JTk5PVywgaGFzaDMyKG8uc2VlZCwgYywgUFVSUE9TRS5pbml0QWdlKSAlIG8ubWlubm93QnJlZWQsIDApO1xuICBpZiAodSA8IG8ubWlubm93RGVuc2l0eSArIG8uc2hhcmtEZW5zaXR5KSB7XG4gICAgcmV0dXJuIHBhY2soU0hBUkssIGhhc2gzMihvLnNlZWQsIGMsIFBVUlBPU0UuaW5pdEFnZSkgJSBvLnNoYXJrQnJlZWQsIGhhc2gzMihvLnNlZWQsIGMsIFBVUlBPU0UuaW5pdEh1bmdlcikgJSBvLnN0YXJ2ZSk7XG4gIH1cbiAgcmV0dXJuIEVNUFRZO1xufVxuXG4vLyAtLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS1cbi8vIGhhc2gzMihzZWVkLCBzdGVwLCBjZWxsLCBwdXJwb3NlKSB3aXRob3V0IHRoZSByZXN0LXBhcmFtZXRlciBhcnJheTogdGhlIHNhbWUgbWl4aW5nIGFzIHRoZVxuLy8gcnVudGltZSdzIGhhc2gzMiAoY2hlY2tlZCBpbiB0aGUgdGVzdHMpLCBzcGxpdCBzbyB0aGUgKHNlZWQsIHN0ZXApIHByZWZpeCBpcyBjb21wdXRlZCBvbmNlLlxuXG5mdW5jdGlvbiBmbWl4MzIoaDogbnVtYmVyKTogbnVtYmVyIHtcbiAgaCBePSBoID4+PiAxNjtcbiAgaCA9IE1hdGguaW11bChoLCAweDg1ZWJjYTZiKTtcbiAgaCBePSBoID4+PiAxMztcbiAgaCA9IE1hdGguaW11bChoLCAweGMyYjJhZTM1KTtcbiAgaCBePSBoID4+PiAxNjtcbiAgcmV0dXJuIGggPj4+IDA7XG59XG5cbi8qKiBUaGUga2V5IHRlcm0gaGFzaDMyIG1peGVzIGluIGZvciBhbiBpbnRlZ2VyIGtleSAwIDw9IGsgPCAyXjMyLiAqL1xuZnVuY3Rpb24ga2V5VGVybShrOiBudW1iZXIpOiBudW1iZXIge1xuICByZXR1cm4gTWF0aC5pbXVsKChrIHwgMCkgKyAweDdmNGE3YzE1LCAweDllMzc3OWIxKTtcbn1cblxuLyoqIGhhc2gzMihzZWVkLCBzdGVwKSBcdTIwMTQgdGhlIHByZWZpeCBvZiBldmVyeSBwZXItY2VsbCBkcmF3IG9mIGEgc3RlcC4gKi9cbmV4cG9ydCBmdW5jdGlvbiBzdGVwUHJlZml4KHNlZWQ6IG51bWJlciwgc3RlcDogbnVtYmVyKTogbnVtYmVyIHtcbiAgY29uc3QgaCA9IGZtaXgzMigoc2VlZCBeIDB4OWUzNzc5YjkpID4+PiAwKTtcbiAgcmV0dXJuIGZtaXgzMigoaCBeIGtleVRlcm0oc3RlcCkpID4+PiAwKTtcbn1cblxuLyoqIGhhc2gzMihzZWVkLCBzdGVwLCBjZWxsLCBwdXJwb3NlKSBmcm9tIHRoZSBwcmVmaXg7IHB1cnBvc2VUZXJtID0ga2V5VGVybShwdXJwb3NlKS4gKi9cbmZ1bmN0aW9uIGNlbGxIYXNoKHByZWZpeDogbnVtYmVyLCBjZWxsOiBudW1iZXIsIHB1cnBvc2VUZXJtOiBudW1iZXIpOiBudW1iZXIge1xuICBjb25zdCBoID0gZm1peDMyKChwcmVmaXggXiBrZXlUZXJtKGNlbGwpKSA+Pj4gMCk7XG4gIHJldHVybiBmbWl4MzIoKGggXiBwdXJwb3NlVGVybSkgPj4+IDApO1xufVxuXG4vKiogRXhwb3NlZCBmb3IgdGhlIHRlc3RzOiBtdXN0IGVxdWFsIGhhc2gzMihzZWVkLCBzdGVwLCBjZWxsLCBwdXJwb3NlKS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBkcmF3Rm9yKHNlZWQ6IG51bWJlciwgc3RlcDogbnVtYmVyLCBjZWxsOiBudW1iZXIsIHB1cnBvc2U6IG51bWJlcik6IG51bWJlciB7XG4gIHJldHVybiBjZWxsSGFzaChzdGVwUHJlZml4KHNlZWQsIHN0ZXApLCBjZWxsLCBrZXlUZXJtKHB1cnBvc2UpKTtcbn1cblxuLy8gLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tXG4vLyBLZXJuZWxzIG9uIGEgcm93LW1ham9yIGJsb2NrIHdpdGggaGFsbyByb3dzOiByb3dzIFstSEFMT19ST1dTLCByb3dzICsgSEFMT19ST1dTKSBvZiBgc3JjYCB2YWxpZCxcbi8vIGxvY2FsIHJvdyAwIGF0IGBvcmlnaW5gLCByb3cgcGl0Y2ggYHN0cmlkZWAgKD49IGNvbHM7IG5vIGhhbG8gY29sdW1uczogdGhlIGNvbHVtbiBuZWlnaGJvdXJzIG9mXG4vLyBjb2x1bW5zIDAgYW5kIGNvbHMtMSB3cmFwIGJ5IGluZGV4KS4gTG9jYWwgcm93IGkgaXMgZ2xvYmFsIHJvdyAoZzAgKyBpKSBtb2QgSC5cblxuZXhwb3J0IGludGVyZmFjZSBCbG9jayB7XG4gIC8qKiBTdGF0ZSBiZWZvcmUgdGhlIHN1Yi1zdGVwIChoYWxvcyB2YWxpZCkuICovXG4gIHJlYWRvbmx5IHNyYzogSW50MzJBcnJheTtcbiAgLyoqIFN0YXRlIGFmdGVyIHRoZSBzdWItc3RlcCAob3duIHJvd3Mgd3JpdHRlbikuICovXG4gIHJlYWRvbmx5IGRzdDogSW50MzJBcnJheTtcbiAgLyoqIFNjcmF0Y2ggb2Ygc3JjJ3MgbGVuZ3RoOiBpbnRlbnRzIChkaXJlY3Rpb24gY29kZXMsIDAgbm9uZSkuICovXG4gIHJlYWRvbmx5IGludGVudDogSW50OEFycmF5O1xuICAvKiogU2NyYXRjaCBvZiBzcmMncyBsZW5ndGgsIGFsbCAwIGJldHdlZW4gc3ViLXN0ZXBzOiBjbGFpbXMgb24gdGFyZ2V0cywgOCAqIGNvdW50IHwgZGlyZWN0aW9uIG9mIHRoZSBsYXN0IGNsYWltYW50LiAqL1xuICByZWFkb25seSBjbGFpbXM6IEludDhBcnJheTtcbiAgcmVhZG9ubHkgb3JpZ2luOiBudW1iZXI7XG4gIHJlYWRvbmx5IHN0cmlkZTogbnVtYmVyO1xuICAvKiogT3duIHJvd3MuICovXG4gIHJlYWRvbmx5IHJvd3M6IG51bWJlcjtcbiAgLyoqIEdsb2JhbCByb3cgb2YgbG9jYWwgcm93IDAuICovXG4gIHJlYWRvbmx5IGcwOiBudW1iZXI7XG4gIC8qKiBPY2VhbiByb3dzIChIKSBhbmQgY29sdW1ucyAoVykuICovXG4gIHJlYWRvbmx5IEg6IG51bWJlcjtcbiAgcmVhZG9ubHkgVzogbnVtYmVyO1xufVxuXG4vKipcbiAqIFBlci1zdWItc3RlcCB0YWxseSAob3duIHJvd3Mgb25seSk6IGZpc2ggb2YgdGhlIGFjdGluZyBraW5kIGluIGVhY2ggb3duIHJvdyAod29yayB1bml0cykuIFJvd3NcbiAqIGFyZSB0aGUgb25seSBkZWNvbXBvc2VkIGF4aXMgKHN0cmlwcyksIHNvIG5vIGJhbGFuY2VyIHJlYWRzIGEgY29sdW1uIHByb2ZpbGUgYW5kIG5vbmUgaXMga2VwdC5cbiAqL1xuZXhwb3J0IGludGVyZmFjZSBUYWxseSB7XG4gIHJlYWRvbmx5IHJvd1dvcms6IEZsb2F0NjRBcnJheTtcbn1cblxuLy8gRGlyZWN0aW9uczogMSBOIChyb3cgLSAxKSwgMiBFIChjb2wgKyAxKSwgMyBTIChyb3cgKyAxKSwgNCBXIChjb2wgLSAxKS5cbmNvbnN0IE9QUCA9IG5ldyBJbnQ4QXJyYXkoWzAsIDMsIDQsIDEsIDJdKTtcblxuLyoqXG4gKiBJbnRlbnRzIG9mIHRoZSBhY3RpbmcgZmlzaCBpbiBsb2NhbCByb3dzIFstMiwgcm93cyArIDIpOiBkaXJlY3Rpb24gY29kZSBvciAwLCBhbmQgdGhlIGNsYWltc1xuICogdGhleSBtYWtlIG9uIHRhcmdldHMgaW4gcm93cyBbLTEsIHJvd3NdLiBgcHJleWAgaXMgdGhlIGtpbmQgYSBmaXNoIHByZWZlcnMgKE1JTk5PVyBmb3Igc2hhcmtzLFxuICogLTEgZm9yIG5vbmUpOyBvdGhlcndpc2UgaXQgbW92ZXMgaW50byBhbiBFTVBUWSBjZWxsLlxuICovXG5mdW5jdGlvbiBjb21wdXRlSW50ZW50cyhiOiBCbG9jaywgYWN0b3I6IG51bWJlciwgcHJleTogbnVtYmVyLCBwcmVmaXg6IG51bWJlciwgbW92ZVRlcm06IG51bWJlcik6IHZvaWQge1xuICBjb25zdCB7IHNyYywgaW50ZW50LCBjbGFpbXMsIHN0cmlkZSwgVywgSCwgb3JpZ2luIH0gPSBiO1xuICBjb25zdCBmaXJzdCA9IC0oSEFMT19ST1dTIC0gMSk7XG4gIGNvbnN0IGxhc3QgPSBiLnJvd3MgKyBIQUxPX1JPV1MgLSAxO1xuICBjb25zdCBjbGFpbUxvID0gb3JpZ2luIC0gc3RyaWRlOyAvLyBmaXJzdCBjZWxsIG9mIHJvdyAtMVxuICBjb25zdCBjbGFpbUhpID0gb3JpZ2luICsgKGIucm93cyArIDEpICogc3RyaWRlOyAvLyBwYXN0IHJvdyBgcm93c2BcbiAgY29uc3QgVzEgPSBXIC0gMTtcbiAgZm9yIChsZXQgaSA9IGZpcnN0OyBpIDwgbGFzdDsgaSsrKSB7XG4gICAgY29uc3QgYmFzZSA9IG9yaWdpbiArIGkgKiBzdHJpZGU7XG4gICAgY29uc3QgZ1JvdyA9ICgoKGIuZzAgKyBpKSAlIEgpICsgSCkgJSBIO1xuICAgIGNvbnN0IGNlbGxCYXNlID0gZ1JvdyAqIFc7XG4gICAgZm9yIChsZXQgaiA9IDA7IGogPCBXOyBqKyspIHtcbiAgICAgIGNvbnN0IHMgPSBiYXNlICsgajtcbiAgICAgIGlmICgoKHNyY1tzXSBhcyBudW1iZXIpICYgMykgIT09IGFjdG9yKSB7XG4gICAgICAgIGludGVudFtzXSA9IDA7XG4gICAgICAgIGNvbnRpbnVlO1xuICAgICAgfVxuICAgICAgY29uc3Qgc0UgPSBqID09PSBXMSA/IHMgLSBXMSA6IHMgKyAxO1xuICAgICAgY29uc3Qgc1cgPSBqID09PSAwID8gcyArIFcxIDogcyAtIDE7XG4gICAgICBjb25zdCBrTiA9IChzcmNbcyAtIHN0cmlkZV0gYXMgbnVtYmVyKSAmIDM7XG4gICAgICBjb25zdCBrRSA9IChzcmNbc0VdIGFzIG51bWJlcikgJiAzO1xuICAgICAgY29uc3Qga1MgPSAoc3JjW3MgKyBzdHJpZGVdIGFzIG51bWJlcikgJiAzO1xuICAgICAgY29uc3Qga1cgPSAoc3JjW3NXXSBhcyBudW1iZXIpICYgMztcbiAgICAgIGxldCB3YW50ID0gcHJleTtcbiAgICAgIGxldCBtID0gKGtOID09PSBwcmV5ID8gMSA6IDApICsgKGtFID09PSBwcmV5ID8gMSA6IDApICsgKGtTID09PSBwcmV5ID8gMSA6IDApICsgKGtXID09PSBwcmV5ID8gMSA6IDApO1xuICAgICAgaWYgKG0gPT09IDApIHtcbiAgICAgICAgd2FudCA9IEVNUFRZO1xuICAgICAgICBtID0gKGtOID09PSBFTVBUWSA/IDEgOiAwKSArIChrRSA9PT0gRU1QVFkgPyAxIDogMCkgKyAoa1MgPT09IEVNUFRZID8gMSA6IDApICsgKGtXID09PSBFTVBUWSA/IDEgOiAwKTtcbiAgICAgICAgaWYgKG0gPT09IDApIHtcbiAgICAgICAgICBpbnRlbnRbc10gPSAwO1xuICAgICAgICAgIGNvbnRpbnVlO1xuICAgICAgICB9XG4gICAgICB9XG4gICAgICBsZXQgcGljayA9IG0gPT09IDEgPyAwIDogY2VsbEhhc2gocHJlZml4LCBjZWxsQmFzZSArIGosIG1vdmVUZXJtKSAlIG07XG4gICAgICBsZXQgZDogbnVtYmVyO1xuICAgICAgbGV0IHQ6IG51bWJlcjtcbiAgICAgIGlmIChrTiA9PT0gd2FudCAmJiBwaWNrLS0gPT09IDApIHtcbiAgICAgICAgZCA9IDE7XG4gICAgICAgIHQgPSBzIC0gc3RyaWRlO1xuICAgICAgfSBlbHNlIGlmIChrRSA9PT0gd2FudCAmJiBwaWNrLS0gPT09IDApIHtcbiAgICAgICAgZCA9IDI7XG4gICAgICAgIHQgPSBzRTtcbiAgICAgIH0gZWxzZSBpZiAoa1MgPT09IHdhbnQgJiYgcGljay0tID09PSAwKSB7XG4gICAgICAgIGQgPSAzO1xuICAgICAgICB0ID0gcyArIHN0cmlkZTtcbiAgICAgIH0gZWxzZSB7XG4gICAgICAgIGQgPSA0O1xuICAgICAgICB0ID0gc1c7XG4gICAgICB9XG4gICAgICBpbnRlbnRbc10gPSBkO1xuICAgICAgaWYgKHQgPj0gY2xhaW1MbyAmJiB0IDwgY2xhaW1IaSkgY2xhaW1zW3RdID0gKCgoY2xhaW1zW3RdIGFzIG51bWJlcikgKyA4KSAmIH43KSB8IChPUFBbZF0gYXMgbnVtYmVyKTtcbiAgICB9XG4gIH1cbn1cblxuLyoqXG4gKiBEaXJlY3Rpb24gKGZyb20gdGFyZ2V0IHQsIGF0IGxvY2FsIHJvdyBpLCBjb2x1bW4gaikgb2YgdGhlIGZpc2ggdGhhdCB3aW5zIHQsIGdpdmVuIGl0cyBjbGFpbVxuICogd29yZDogdGhlIG9ubHkgY2xhaW1hbnQsIG9yIGFtb25nIHNldmVyYWwgdGhlIGxvd2VzdCAocHJpb3JpdHkgaGFzaCwgY2VsbCBpbmRleCkuXG4gKi9cbmZ1bmN0aW9uIHdpbm5lck9mKGI6IEJsb2NrLCBjbGFpbTogbnVtYmVyLCB0OiBudW1iZXIsIGk6IG51bWJlciwgajogbnVtYmVyLCBwcmVmaXg6IG51bWJlciwgcHJpb1Rlcm06IG51bWJlcik6IG51bWJlciB7XG4gIGlmIChjbGFpbSA8IDE2KSByZXR1cm4gY2xhaW0gJiA3O1xuICBjb25zdCB7IGludGVudCwgc3RyaWRlLCBXLCBIIH0gPSBiO1xuICBjb25zdCBnUm93ID0gKCgoYi5nMCArIGkpICUgSCkgKyBIKSAlIEg7XG4gIGxldCBiZXN0ID0gMDtcbiAgbGV0IGJlc3RQcmlvID0gMDtcbiAgbGV0IGJlc3RDZWxsID0gMDtcbiAgLy8gQ29udGVuZGVyczogbmVpZ2hib3VycyB3aG9zZSBpbnRlbnQgcG9pbnRzIGF0IHQuIE5vIGNsb3N1cmU6IGhvdCBwYXRoLlxuICBmb3IgKGxldCBkID0gMTsgZCA8PSA0OyBkKyspIHtcbiAgICBsZXQgY2VsbDogbnVtYmVyO1xuICAgIGlmIChkID09PSAxKSB7XG4gICAgICBpZiAoaW50ZW50W3QgLSBzdHJpZGVdICE9PSAzKSBjb250aW51ZTtcbiAgICAgIGNlbGwgPSAoKGdSb3cgKyBIIC0gMSkgJSBIKSAqIFcgKyBqO1xuICAgIH0gZWxzZSBpZiAoZCA9PT0gMikge1xuICAgICAgaWYgKGludGVudFtqID09PSBXIC0gMSA/IHQgLSAoVyAtIDEpIDogdCArIDFdICE9PSA0KSBjb250aW51ZTtcbiAgICAgIGNlbGwgPSBnUm93ICogVyArICgoaiArIDEpICUgVyk7XG4gICAgfSBlbHNlIGlmIChkID09PSAzKSB7XG4gICAgICBpZiAoaW50ZW50W3QgKyBzdHJpZGVdICE9PSAxKSBjb250aW51ZTtcbiAgICAgIGNlbGwgPSAoKGdSb3cgKyAxKSAlIEgpICogVyArIGo7XG4gICAgfSBlbHNlIHtcbiAgICAgIGlmIChpbnRlbnRbaiA9PT0gMCA/IHQgKyAoVyAtIDEpIDogdCAtIDFdICE9PSAyKSBjb250aW51ZTtcbiAgICAgIGNlbGwgPSBnUm93ICogVyArICgoaiArIFcgLSAxKSAlIFcpO1xuICAgIH1cbiAgICBjb25zdCBwID0gY2VsbEhhc2gocHJlZml4LCBjZWxsLCBwcmlvVGVybSk7XG4gICAgaWYgKGJlc3QgPT09IDAgfHwgcCA8IGJlc3RQcmlvIHx8IChwID09PSBiZXN0UHJpbyAmJiBjZWxsIDwgYmVzdENlbGwpKSB7XG4gICAgICBiZXN0ID0gZDtcbiAgICAgIGJlc3RQcmlvID0gcDtcbiAgICAgIGJlc3RDZWxsID0gY2VsbDtcbiAgICB9XG4gIH1cbiAgcmV0dXJuIGJlc3Q7XG59XG5cbi8qKiBXaGV0aGVyIHRoZSBmaXNoIGF0IG93biBjZWxsIGMgKHJvdyBpLCBjb2x1bW4gaiwgcm93IGJhc2UgYGJhc2VgKSB3aXRoIGludGVudCBkIHdpbnMgaXRzIHRhcmdldC4gKi9cbmZ1bmN0aW9uIHdpbnMoYjogQmxvY2ssIGJhc2U6IG51bWJlciwgaTogbnVtYmVyLCBqOiBudW1iZXIsIGQ6IG51bWJlciwgcHJlZml4OiBudW1iZXIsIHByaW9UZXJtOiBudW1iZXIpOiBib29sZWFuIHtcbiAgY29uc3Qgc3RyaWRlID0gYi5zdHJpZGU7XG4gIGNvbnN0IFcgPSBiLlc7XG4gIGxldCB0OiBudW1iZXI7XG4gIGxldCB0aSA9IGk7XG4gIGxldCB0aiA9IGo7XG4gIGlmIChkID09PSAxKSB7XG4gICAgdCA9IGJhc2UgKyBqIC0gc3RyaWRlO1xuICAgIHRpID0gaSAtIDE7XG4gIH0gZWxzZSBpZiAoZCA9PT0gMykge1xuICAgIHQgPSBiYXNlICsgaiArIHN0cmlkZTtcbiAgICB0aSA9IGkgKyAxO1xuICB9IGVsc2UgaWYgKGQgPT09IDIpIHtcbiAgICB0aiA9IGogKyAxID09PSBXID8gMCA6IGogKyAxO1xuICAgIHQgPSBiYXNlICsgdGo7XG4gIH0gZWxzZSB7XG4gICAgdGogPSBqID09PSAwID8gVyAtIDEgOiBqIC0gMTtcbiAgICB0ID0gYmFzZSArIHRqO1xuICB9XG4gIGNvbnN0IGNsYWltID0gYi5jbGFpbXNbdF0gYXMgbnVtYmVyO1xuICBpZiAoY2xhaW0gPCAxNikgcmV0dXJuIHRydWU7IC8vIHRoZSBvbmx5IGNsYWltYW50IGlzIHRoaXMgZmlzaFxuICByZXR1cm4gd2lubmVyT2YoYiwgY2xhaW0sIHQsIHRpLCB0aiwgcHJlZml4LCBwcmlvVGVybSkgPT09IE9QUFtkXTtcbn1cblxuLyoqIENsZWFyIHRoZSBjbGFpbXMgb2Ygcm93cyBbLTEsIHJvd3NdIG9uY2UgdGhlIHN1Yi1zdGVwIGlzIGFwcGxpZWQgKGEgZmlzaCBtYXkgbG9vayBhdCBhIGNlbGwgYWxyZWFkeSBhcHBsaWVkKS4gKi9cbmZ1bmN0aW9uIGNsZWFyQ2xhaW1zKGI6IEJsb2NrKTogdm9pZCB7XG4gIGIuY2xhaW1zLmZpbGwoMCwgYi5vcmlnaW4gLSBiLnN0cmlkZSwgYi5vcmlnaW4gKyAoYi5yb3dzICsgMSkgKiBiLnN0cmlkZSk7XG59XG5cbi8qKiBJbmRleCBvZiB0aGUgbmVpZ2hib3VyIGluIGRpcmVjdGlvbiBkIG9mIGNlbGwgYyBhdCBjb2x1bW4gaiAoY29sdW1ucyB3cmFwKS4gKi9cbmZ1bmN0aW9uIG5laWdoYm91cihjOiBudW1iZXIsIGo6IG51bWJlciwgZDogbnVtYmVyLCBzdHJpZGU6IG51bWJlciwgVzogbnVtYmVyKTogbnVtYmVyIHtcbiAgaWYgKGQgPT09IDEpIHJldHVybiBjIC0gc3RyaWRlO1xuICBpZiAoZCA9PT0gMykgcmV0dXJuIGMgKyBzdHJpZGU7XG4gIGlmIChkID09PSAyKSByZXR1cm4gaiA9PT0gVyAtIDEgPyBjIC0gKFcgLSAxKSA6IGMgKyAxO1xuICByZXR1cm4gaiA9PT0gMCA/IGMgKyAoVyAtIDEpIDogYyAtIDE7XG59XG5cbmV4cG9ydCBpbnRlcmZhY2UgU3RlcFBhcmFtcyB7XG4gIHJlYWRvbmx5IHNlZWQ6IG51bWJlcjtcbiAgcmVhZG9ubHkgbWlubm93QnJlZWQ6IG51bWJlcjtcbiAgcmVhZG9ubHkgc2hhcmtCcmVlZDogbnVtYmVyO1xuICByZWFkb25seSBzdGFydmU6IG51bWJlcjtcbn1cblxuY29uc3QgU0hBUktfTU9WRSA9IGtleVRlcm0oUFVSUE9TRS5zaGFya01vdmUpO1xuY29uc3QgU0hBUktfUFJJTyA9IGtleVRlcm0oUFVSUE9TRS5zaGFya1ByaW9yaXR5KTtcbmNvbnN0IE1JTk5PV19NT1ZFID0ga2V5VGVybShQVVJQT1NFLm1pbm5vd01vdmUpO1xuY29uc3QgTUlOTk9XX1BSSU8gPSBrZXlUZXJtKFBVUlBPU0UubWlubm93UHJpb3JpdHkpO1xuXG4vKiogU3ViLXN0ZXAgQSAoc2hhcmtzKSBvZiBzdGVwIGBzdGVwYDogc3JjIC0+IGRzdCBmb3IgdGhlIG93biByb3dzLiBSZXR1cm5zIHNoYXJrcyB1cGRhdGVkLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHNoYXJrU3Vic3RlcChiOiBCbG9jaywgcDogU3RlcFBhcmFtcywgc3RlcDogbnVtYmVyLCB0YWxseTogVGFsbHkgfCB1bmRlZmluZWQpOiBudW1iZXIge1xuICBjb25zdCBwcmVmaXggPSBzdGVwUHJlZml4KHAuc2VlZCwgc3RlcCk7XG4gIGNvbXB1dGVJbnRlbnRzKGIsIFNIQVJLLCBNSU5OT1csIHByZWZpeCwgU0hBUktfTU9WRSk7XG4gIGNvbnN0IHsgc3JjLCBkc3QsIGludGVudCwgY2xhaW1zLCBzdHJpZGUsIFcgfSA9IGI7XG4gIGNvbnN0IGJyZWVkID0gcC5zaGFya0JyZWVkO1xuICBjb25zdCBzdGFydmUgPSBwLnN0YXJ2ZTtcbiAgbGV0IHVwZGF0ZWQgPSAwO1xuICBmb3IgKGxldCBpID0gMDsgaSA8IGIucm93czsgaSsrKSB7XG4gICAgY29uc3QgYmFzZSA9IGIub3JpZ2luICsgaSAqIHN0cmlkZTtcbiAgICBsZXQgcm93Q291bnQgPSAwO1xuICAgIGZvciAobGV0IGogPSAwOyBqIDwgVzsgaisrKSB7XG4gICAgICBjb25zdCBjID0gYmFzZSArIGo7XG4gICAgICBjb25zdCB2ID0gc3JjW2NdIGFzIG51bWJlcjtcbiAgICAgIGNvbnN0IGsgPSB2ICYgMztcbiAgICAgIGlmIChrID09PSBTSEFSSykge1xuICAgICAgICByb3dDb3VudCsrO1xuICAgICAgICBjb25zdCBhZ2UgPSAoKHYgPj4+IEFHRV9TSElGVCkgJiBBR0VfTUFTSykgKyAxO1xuICAgICAgICBjb25zdCBkID0gaW50ZW50W2NdIGFzIG51bWJlcjtcbiAgICAgICAgaWYgKGQgIT09IDAgJiYgd2lucyhiLCBiYXNlLCBpLCBqLCBkLCBwcmVmaXgsIFNIQVJLX1BSSU8pKSB7XG4gICAgICAgICAgZHN0W2NdID0gYWdlID49IGJyZWVkID8gU0hBUksgOiBFTVBUWTtcbiAgICAgICAgICBjb250aW51ZTtcbiAgICAgICAgfVxuICAgICAgICBjb25zdCBodW5nZXIgPSAoKHYgPj4+IEhVTkdFUl9TSElGVCkgJiBIVU5HRVJfTUFTSykgKyAxO1xuICAgICAgICBkc3RbY10gPSBodW5nZXIgPj0gc3RhcnZlID8gRU1QVFkgOiBTSEFSSyB8IChNYXRoLm1pbihhZ2UsIGJyZWVkKSA8PCBBR0VfU0hJRlQpIHwgKGh1bmdlciA8PCBIVU5HRVJfU0hJRlQpO1xuICAgICAgICBjb250aW51ZTtcbiAgICAgIH1cbiAgICAgIGNvbnN0IGNsYWltID0gY2xhaW1zW2NdIGFzIG51bWJlcjtcbiAgICAgIGlmIChjbGFpbSA9PT0gMCkge1xuICAgICAgICBkc3RbY10gPSB2O1xuICAgICAgICBjb250aW51ZTtcbiAgICAgIH1cbiAgICAgIGNvbnN0IHcgPSB3aW5uZXJPZihiLCBjbGFpbSwgYywgaSwgaiwgcHJlZml4LCBTSEFSS19QUklPKTtcbiAgICAgIGNvbnN0IHN2ID0gc3JjW25laWdoYm91cihjLCBqLCB3LCBzdHJpZGUsIFcpXSBhcyBudW1iZXI7XG4gICAgICBsZXQgYWdlID0gKChzdiA+Pj4gQUdFX1NISUZUKSAmIEFHRV9NQVNLKSArIDE7XG4gICAgICBpZiAoYWdlID49IGJyZWVkKSBhZ2UgPSAwO1xuICAgICAgY29uc3QgaHVuZ2VyID0gayA9PT0gTUlOTk9XID8gMCA6ICgoc3YgPj4+IEhVTkdFUl9TSElGVCkgJiBIVU5HRVJfTUFTSykgKyAxO1xuICAgICAgZHN0W2NdID0gaHVuZ2VyID49IHN0YXJ2ZSA/IEVNUFRZIDogU0hBUksgfCAoYWdlIDw8IEFHRV9TSElGVCkgfCAoaHVuZ2VyIDw8IEhVTkdFUl9TSElGVCk7XG4gICAgfVxuICAgIHVwZGF0ZWQgKz0gcm93Q291bnQ7XG4gICAgaWYgKHRhbGx5ICE9PSB1bmRlZmluZWQpIHRhbGx5LnJvd1dvcmtbaV0gPSAodGFsbHkucm93V29ya1tpXSBhcyBudW1iZXIpICsgcm93Q291bnQ7XG4gIH1cbiAgY2xlYXJDbGFpbXMoYik7XG4gIHJldHVybiB1cGRhdGVkO1xufVxuXG4vKipcbiAqIFN1Yi1zdGVwIEIgKG1pbm5vd3MpIG9mIHN0ZXAgYHN0ZXBgOiBzcmMgLT4gZHN0IGZvciB0aGUgb3duIHJvd3MuIFJldHVybnMgbWlubm93cyB1cGRhdGVkO1xuICogYHBvcHVsYXRpb25gIChpZiBnaXZlbikgcmVjZWl2ZXMgW21pbm5vd3MsIHNoYXJrc10gb2YgZHN0J3Mgb3duIHJvd3MuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBtaW5ub3dTdWJzdGVwKGI6IEJsb2NrLCBwOiBTdGVwUGFyYW1zLCBzdGVwOiBudW1iZXIsIHRhbGx5OiBUYWxseSB8IHVuZGVmaW5lZCwgcG9wdWxhdGlvbj86IEZsb2F0NjRBcnJheSk6IG51bWJlciB7XG4gIGNvbnN0IHByZWZpeCA9IHN0ZXBQcmVmaXgocC5zZWVkLCBzdGVwKTtcbiAgY29tcHV0ZUludGVudHMoYiwgTUlOTk9XLCAtMSwgcHJlZml4LCBNSU5OT1dfTU9WRSk7XG4gIGNvbnN0IHsgc3JjLCBkc3QsIGludGVudCwgY2xhaW1zLCBzdHJpZGUsIFcgfSA9IGI7XG4gIGNvbnN0IGJyZWVkID0gcC5taW5ub3dCcmVlZDtcbiAgbGV0IHVwZGF0ZWQgPSAwO1xuICBsZXQgbWlubm93cyA9IDA7XG4gIGxldCBzaGFya3MgPSAwO1xuICBmb3IgKGxldCBpID0gMDsgaSA8IGIucm93czsgaSsrKSB7XG4gICAgY29uc3QgYmFzZSA9IGIub3JpZ2luICsgaSAqIHN0cmlkZTtcbiAgICBsZXQgcm93Q291bnQgPSAwO1xuICAgIGZvciAobGV0IGogPSAwOyBqIDwgVzsgaisrKSB7XG4gICAgICBjb25zdCBjID0gYmFzZSArIGo7XG4gICAgICBjb25zdCB2ID0gc3JjW2NdIGFzIG51bWJlcjtcbiAgICAgIGNvbnN0IGsgPSB2ICYgMztcbiAgICAgIGlmIChrID09PSBNSU5OT1cpIHtcbiAgICAgICAgcm93Q291bnQrKztcbiAgICAgICAgY29uc3QgYWdlID0gKCh2ID4+PiBBR0VfU0hJRlQpICYgQUdFX01BU0spICsgMTtcbiAgICAgICAgY29uc3QgZCA9IGludGVudFtjXSBhcyBudW1iZXI7XG4gICAgICAgIGlmIChkICE9PSAwICYmIHdpbnMoYiwgYmFzZSwgaSwgaiwgZCwgcHJlZml4LCBNSU5OT1dfUFJJTykpIHtcbiAgICAgICAgICBpZiAoYWdlID49IGJyZWVkKSB7XG4gICAgICAgICAgICBkc3RbY10gPSBNSU5OT1c7XG4gICAgICAgICAgICBtaW5ub3dzKys7XG4gICAgICAgICAgfSBlbHNlIGRzdFtjXSA9IEVNUFRZO1xuICAgICAgICAgIGNvbnRpbnVlO1xuICAgICAgICB9XG4gICAgICAgIGRzdFtjXSA9IE1JTk5PVyB8IChNYXRoLm1pbihhZ2UsIGJyZWVkKSA8PCBBR0VfU0hJRlQpO1xuICAgICAgICBtaW5ub3dzKys7XG4gICAgICAgIGNvbnRpbnVlO1xuICAgICAgfVxuICAgICAgaWYgKGsgPT09IFNIQVJLKSB7XG4gICAgICAgIGRzdFtjXSA9IHY7XG4gICAgICAgIHNoYXJrcysrO1xuICAgICAgICBjb250aW51ZTtcbiAgICAgIH1cbiAgICAgIGNvbnN0IGNsYWltID0gY2xhaW1zW2NdIGFzIG51bWJlcjtcbiAgICAgIGlmIChjbGFpbSA9PT0gMCkge1xuICAgICAgICBkc3RbY10gPSB2O1xuICAgICAgICBjb250aW51ZTtcbiAgICAgIH1cbiAgICAgIGNvbnN0IHcgPSB3aW5uZXJPZihiLCBjbGFpbSwgYywgaSwgaiwgcHJlZml4LCBNSU5OT1dfUFJJTyk7XG4gICAgICBjb25zdCBzdiA9IHNyY1tuZWlnaGJvdXIoYywgaiwgdywgc3RyaWRlLCBXKV0gYXMgbnVtYmVyO1xuICAgICAgbGV0IGFnZSA9ICgoc3YgPj4+IEFHRV9TSElGVCkgJiBBR0VfTUFTSykgKyAxO1xuICAgICAgaWYgKGFnZSA+PSBicmVlZCkgYWdlID0gMDtcbiAgICAgIGRzdFtjXSA9IE1JTk5PVyB8IChhZ2UgPDwgQUdFX1NISUZUKTtcbiAgICAgIG1pbm5vd3MrKztcbiAgICB9XG4gICAgdXBkYXRlZCArPSByb3dDb3VudDtcbiAgICBpZiAodGFsbHkgIT09IHVuZGVmaW5lZCkgdGFsbHkucm93V29ya1tpXSA9ICh0YWxseS5yb3dXb3JrW2ldIGFzIG51bWJlcikgKyByb3dDb3VudDtcbiAgfVxuICBjbGVhckNsYWltcyhiKTtcbiAgaWYgKHBvcHVsYXRpb24gIT09IHVuZGVmaW5lZCkge1xuICAgIHBvcHVsYXRpb25bMF0gPSBtaW5ub3dzO1xuICAgIHBvcHVsYXRpb25bMV0gPSBzaGFya3M7XG4gIH1cbiAgcmV0dXJuIHVwZGF0ZWQ7XG59XG5cbi8qKiBDb3VudCBbbWlubm93cywgc2hhcmtzXSBpbiBsb2NhbCByb3dzIFswLCByb3dzKSBvZiBhIHBhZGRlZCBibG9jazsgcGVyUm93IGdldHMgZmlzaCBwZXIgcm93LiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGNvdW50RmlzaChcbiAgZGF0YTogSW50MzJBcnJheSxcbiAgb3JpZ2luOiBudW1iZXIsXG4gIHN0cmlkZTogbnVtYmVyLFxuICByb3dzOiBudW1iZXIsXG4gIFc6IG51bWJlcixcbiAgcGVyUm93PzogRmxvYXQ2NEFycmF5LFxuKTogW251bWJlciwgbnVtYmVyXSB7XG4gIGxldCBtaW5ub3dzID0gMDtcbiAgbGV0IHNoYXJrcyA9IDA7XG4gIGZvciAobGV0IGkgPSAwOyBpIDwgcm93czsgaSsrKSB7XG4gICAgY29uc3QgYmFzZSA9IG9yaWdpbiArIGkgKiBzdHJpZGU7XG4gICAgbGV0IHJvdyA9IDA7XG4gICAgZm9yIChsZXQgaiA9IDA7IGogPCBXOyBqKyspIHtcbiAgICAgIGNvbnN0IGsgPSAoZGF0YVtiYXNlICsgal0gYXMgbnVtYmVyKSAmIDM7XG4gICAgICBpZiAoayA9PT0gTUlOTk9XKSB7XG4gICAgICAgIG1pbm5vd3MrKztcbiAgICAgICAgcm93Kys7XG4gICAgICB9IGVsc2UgaWYgKGsgPT09IFNIQVJLKSB7XG4gICAgICAgIHNoYXJrcysrO1xuICAgICAgICByb3crKztcbiAgICAgIH1cbiAgICB9XG4gICAgaWYgKHBlclJvdyAhPT0gdW5kZWZpbmVkKSBwZXJSb3dbaV0gPSByb3c7XG4gIH1cbiAgcmV0dXJuIFttaW5ub3dzLCBzaGFya3NdO1xufVxuIl0sCiAgIm1hcHBpbmdzIjogIkFBOENBLFNBQVMsWUFBWSxRQUFRLHFCQUFxQjtBQUUzQyxNQUFNLFFBQVE7QUFDZCxNQUFNLFNBQVM7QUFDZixNQUFNLFFBQVE7QUFFZCxNQUFNLFlBQVk7QUFDbEIsTUFBTSxlQUFlO0FBQ3JCLE1BQU0sV0FBVztBQUNqQixNQUFNLGNBQWM7QUFFcEIsTUFBTSxZQUFZO0FBQ2xCLE1BQU0sYUFBYTtBQUduQixNQUFNLFVBQVUsRUFBRSxXQUFXLEdBQUcsZUFBZSxHQUFHLFlBQVksR0FBRyxnQkFBZ0IsR0FBRyxNQUFNLEdBQUcsU0FBUyxHQUFHLFlBQVksRUFBRTtBQUd2SCxNQUFNLFlBQVk7QUFtQmxCLE1BQU0sV0FBeUI7QUFBQSxFQUNwQyxNQUFNO0FBQUEsRUFDTixNQUFNO0FBQUEsRUFDTixPQUFPO0FBQUEsRUFDUCxNQUFNO0FBQUEsRUFDTixhQUFhO0FBQUEsRUFDYixZQUFZO0FBQUEsRUFDWixRQUFRO0FBQUEsRUFDUixlQUFlO0FBQUEsRUFDZixjQUFjO0FBQ2hCO0FBRU8sU0FBUyxPQUFPLEdBQW1CO0FBQ3hDLFNBQU8sSUFBSTtBQUNiO0FBQ08sU0FBUyxNQUFNLEdBQW1CO0FBQ3ZDLFNBQVEsTUFBTSxZQUFhO0FBQzdCO0FBQ08sU0FBUyxTQUFTLEdBQW1CO0FBQzFDLFNBQVEsTUFBTSxlQUFnQjtBQUNoQztBQUNPLFNBQVMsS0FBSyxNQUFjLEtBQWEsUUFBd0I7QUFDdEUsU0FBTyxPQUFRLE9BQU8sWUFBYyxVQUFVO0FBQ2hEO0FBRUEsU0FBUyxJQUFJLE1BQWMsVUFBa0IsS0FBNkI7QUFDeEUsUUFBTSxRQUFRLE9BQU8sUUFBUSxXQUFXLFVBQVUsR0FBRyxLQUFLLE9BQU8sUUFBUSxXQUFXLFVBQVUsS0FBSyxVQUFVLEdBQUcsQ0FBQyxLQUFLLE9BQU8sR0FBRztBQUNoSSxTQUFPLElBQUksY0FBYyxXQUFXLGtCQUFrQixVQUFVLElBQUksWUFBWSxRQUFRLFNBQVMsS0FBSyxFQUFFO0FBQzFHO0FBRUEsU0FBUyxJQUFJLEdBQTRCLEtBQWEsS0FBYSxLQUFxQjtBQUN0RixRQUFNLElBQUksRUFBRSxHQUFHO0FBQ2YsTUFBSSxPQUFPLE1BQU0sWUFBWSxDQUFDLE9BQU8sVUFBVSxDQUFDLEtBQUssSUFBSSxPQUFPLElBQUksSUFBSyxPQUFNLElBQUksS0FBSyxrQkFBa0IsR0FBRyxLQUFLLEdBQUcsS0FBSyxDQUFDO0FBQzNILFNBQU87QUFDVDtBQUVBLFNBQVMsUUFBUSxHQUE0QixLQUFxQjtBQUNoRSxRQUFNLElBQUksRUFBRSxHQUFHO0FBQ2YsTUFBSSxPQUFPLE1BQU0sWUFBWSxDQUFDLE9BQU8sU0FBUyxDQUFDLEtBQUssSUFBSSxLQUFLLElBQUksRUFBRyxPQUFNLElBQUksS0FBSyxzQkFBc0IsQ0FBQztBQUMxRyxTQUFPO0FBQ1Q7QUFFQSxTQUFTLFVBQVUsR0FBb0I7QUFDckMsTUFBSSxPQUFPLE1BQU0sWUFBWSxDQUFDLE9BQU8sU0FBUyxDQUFDLEtBQUssS0FBSyxLQUFLLElBQUksRUFBRyxPQUFNLElBQUksV0FBVyxzQkFBc0IsQ0FBQztBQUNqSCxTQUFPO0FBQ1Q7QUFHTyxTQUFTLGFBQWEsU0FBZ0M7QUFDM0QsTUFBSSxPQUFPLFlBQVksWUFBWSxZQUFZLEtBQU0sT0FBTSxJQUFJLFdBQVcsYUFBYSxPQUFPO0FBQzlGLFFBQU0sSUFBSTtBQUNWLFFBQU0sT0FBTyxJQUFJLEdBQUcsUUFBUSxHQUFHLEtBQUssRUFBRTtBQUN0QyxRQUFNLE9BQU8sSUFBSSxHQUFHLFFBQVEsR0FBRyxLQUFLLEVBQUU7QUFDdEMsTUFBSSxPQUFPLE9BQU8sS0FBSyxHQUFJLE9BQU0sSUFBSSxlQUFlLFdBQVcsS0FBSyxFQUFFLFVBQVUsT0FBTyxJQUFJO0FBQzNGLFFBQU0sTUFBb0I7QUFBQSxJQUN4QjtBQUFBLElBQ0E7QUFBQSxJQUNBLE9BQU8sSUFBSSxHQUFHLFNBQVMsR0FBRyxLQUFLLEVBQUU7QUFBQSxJQUNqQyxNQUFNLElBQUksR0FBRyxRQUFRLEdBQUcsVUFBVTtBQUFBLElBQ2xDLGFBQWEsSUFBSSxHQUFHLGVBQWUsR0FBRyxTQUFTO0FBQUEsSUFDL0MsWUFBWSxJQUFJLEdBQUcsY0FBYyxHQUFHLFNBQVM7QUFBQSxJQUM3QyxRQUFRLElBQUksR0FBRyxVQUFVLEdBQUcsVUFBVTtBQUFBLElBQ3RDLGVBQWUsUUFBUSxHQUFHLGVBQWU7QUFBQSxJQUN6QyxjQUFjLFFBQVEsR0FBRyxjQUFjO0FBQUEsSUFDdkMsR0FBSSxFQUFFLFlBQVksU0FBWSxDQUFDLElBQUksRUFBRSxTQUFTLFVBQVUsRUFBRSxPQUFPLEVBQUU7QUFBQSxFQUNyRTtBQUNBLE1BQUksSUFBSSxnQkFBZ0IsSUFBSSxlQUFlO0FBQ3pDLFVBQU0sSUFBSSxnQ0FBZ0MsYUFBYSxJQUFJLGdCQUFnQixJQUFJLFlBQVk7QUFDN0YsU0FBTztBQUNUO0FBR08sU0FBUyxZQUFZLEdBQWlCLEdBQW1CO0FBQzlELE1BQUksRUFBRSxZQUFZLFVBQWEsS0FBSyxLQUFLLEtBQUssRUFBRSxVQUFVLEVBQUUsSUFBSSxJQUFJLEVBQUUsS0FBTSxRQUFPO0FBQ25GLFFBQU0sSUFBSSxPQUFPLEVBQUUsTUFBTSxHQUFHLFFBQVEsSUFBSSxJQUFJO0FBQzVDLE1BQUksSUFBSSxFQUFFLGNBQWUsUUFBTyxLQUFLLFFBQVEsT0FBTyxFQUFFLE1BQU0sR0FBRyxRQUFRLE9BQU8sSUFBSSxFQUFFLGFBQWEsQ0FBQztBQUNsRyxNQUFJLElBQUksRUFBRSxnQkFBZ0IsRUFBRSxjQUFjO0FBQ3hDLFdBQU8sS0FBSyxPQUFPLE9BQU8sRUFBRSxNQUFNLEdBQUcsUUFBUSxPQUFPLElBQUksRUFBRSxZQUFZLE9BQU8sRUFBRSxNQUFNLEdBQUcsUUFBUSxVQUFVLElBQUksRUFBRSxNQUFNO0FBQUEsRUFDeEg7QUFDQSxTQUFPO0FBQ1Q7QUFNQSxTQUFTLE9BQU8sR0FBbUI7QUFDakMsT0FBSyxNQUFNO0FBQ1gsTUFBSSxLQUFLLEtBQUssR0FBRyxVQUFVO0FBQzNCLE9BQUssTUFBTTtBQUNYLE1BQUksS0FBSyxLQUFLLEdBQUcsVUFBVTtBQUMzQixPQUFLLE1BQU07QUFDWCxTQUFPLE1BQU07QUFDZjtBQUdBLFNBQVMsUUFBUSxHQUFtQjtBQUNsQyxTQUFPLEtBQUssTUFBTSxJQUFJLEtBQUssWUFBWSxVQUFVO0FBQ25EO0FBR08sU0FBUyxXQUFXLE1BQWMsTUFBc0I7QUFDN0QsUUFBTSxJQUFJLFFBQVEsT0FBTyxnQkFBZ0IsQ0FBQztBQUMxQyxTQUFPLFFBQVEsSUFBSSxRQUFRLElBQUksT0FBTyxDQUFDO0FBQ3pDO0FBR0EsU0FBUyxTQUFTLFFBQWdCLE1BQWMsYUFBNkI7QUFDM0UsUUFBTSxJQUFJLFFBQVEsU0FBUyxRQUFRLElBQUksT0FBTyxDQUFDO0FBQy9DLFNBQU8sUUFBUSxJQUFJLGlCQUFpQixDQUFDO0FBQ3ZDO0FBR08sU0FBUyxRQUFRLE1BQWMsTUFBYyxNQUFjLFNBQXlCO0FBQ3pGLFNBQU8sU0FBUyxXQUFXLE1BQU0sSUFBSSxHQUFHLE1BQU0sUUFBUSxPQUFPLENBQUM7QUFDaEU7QUFvQ0EsTUFBTSxNQUFNLElBQUksVUFBVSxDQUFDLEdBQUcsR0FBRyxHQUFHLEdBQUcsQ0FBQyxDQUFDO0FBT3pDLFNBQVMsZUFBZSxHQUFVLE9BQWUsTUFBYyxRQUFnQixVQUF3QjtBQUNyRyxRQUFNLEVBQUUsS0FBSyxRQUFRLFFBQVEsUUFBUSxHQUFHLEdBQUcsT0FBTyxJQUFJO0FBQ3RELFFBQU0sUUFBUSxFQUFFLFlBQVk7QUFDNUIsUUFBTSxPQUFPLEVBQUUsT0FBTyxZQUFZO0FBQ2xDLFFBQU0sVUFBVSxTQUFTO0FBQ3pCLFFBQU0sVUFBVSxVQUFVLEVBQUUsT0FBTyxLQUFLO0FBQ3hDLFFBQU0sS0FBSyxJQUFJO0FBQ2YsV0FBUyxJQUFJLE9BQU8sSUFBSSxNQUFNLEtBQUs7QUFDakMsVUFBTSxPQUFPLFNBQVMsSUFBSTtBQUMxQixVQUFNLFNBQVUsRUFBRSxLQUFLLEtBQUssSUFBSyxLQUFLO0FBQ3RDLFVBQU0sV0FBVyxPQUFPO0FBQ3hCLGFBQVMsSUFBSSxHQUFHLElBQUksR0FBRyxLQUFLO0FBQzFCLFlBQU0sSUFBSSxPQUFPO0FBQ2pCLFdBQU0sSUFBSSxDQUFDLElBQWUsT0FBTyxPQUFPO0FBQ3RDLGVBQU8sQ0FBQyxJQUFJO0FBQ1o7QUFBQSxNQUNGO0FBQ0EsWUFBTSxLQUFLLE1BQU0sS0FBSyxJQUFJLEtBQUssSUFBSTtBQUNuQyxZQUFNLEtBQUssTUFBTSxJQUFJLElBQUksS0FBSyxJQUFJO0FBQ2xDLFlBQU0sS0FBTSxJQUFJLElBQUksTUFBTSxJQUFlO0FBQ3pDLFlBQU0sS0FBTSxJQUFJLEVBQUUsSUFBZTtBQUNqQyxZQUFNLEtBQU0sSUFBSSxJQUFJLE1BQU0sSUFBZTtBQUN6QyxZQUFNLEtBQU0sSUFBSSxFQUFFLElBQWU7QUFDakMsVUFBSSxPQUFPO0FBQ1gsVUFBSSxLQUFLLE9BQU8sT0FBTyxJQUFJLE1BQU0sT0FBTyxPQUFPLElBQUksTUFBTSxPQUFPLE9BQU8sSUFBSSxNQUFNLE9BQU8sT0FBTyxJQUFJO0FBQ25HLFVBQUksTUFBTSxHQUFHO0FBQ1gsZUFBTztBQUNQLGFBQUssT0FBTyxRQUFRLElBQUksTUFBTSxPQUFPLFFBQVEsSUFBSSxNQUFNLE9BQU8sUUFBUSxJQUFJLE1BQU0sT0FBTyxRQUFRLElBQUk7QUFDbkcsWUFBSSxNQUFNLEdBQUc7QUFDWCxpQkFBTyxDQUFDLElBQUk7QUFDWjtBQUFBLFFBQ0Y7QUFBQSxNQUNGO0FBQ0EsVUFBSSxPQUFPLE1BQU0sSUFBSSxJQUFJLFNBQVMsUUFBUSxXQUFXLEdBQUcsUUFBUSxJQUFJO0FBQ3BFLFVBQUk7QUFDSixVQUFJO0FBQ0osVUFBSSxPQUFPLFFBQVEsV0FBVyxHQUFHO0FBQy9CLFlBQUk7QUFDSixZQUFJLElBQUk7QUFBQSxNQUNWLFdBQVcsT0FBTyxRQUFRLFdBQVcsR0FBRztBQUN0QyxZQUFJO0FBQ0osWUFBSTtBQUFBLE1BQ04sV0FBVyxPQUFPLFFBQVEsV0FBVyxHQUFHO0FBQ3RDLFlBQUk7QUFDSixZQUFJLElBQUk7QUFBQSxNQUNWLE9BQU87QUFDTCxZQUFJO0FBQ0osWUFBSTtBQUFBLE1BQ047QUFDQSxhQUFPLENBQUMsSUFBSTtBQUNaLFVBQUksS0FBSyxXQUFXLElBQUksUUFBUyxRQUFPLENBQUMsSUFBTyxPQUFPLENBQUMsSUFBZSxJQUFLLENBQUMsSUFBTSxJQUFJLENBQUM7QUFBQSxJQUMxRjtBQUFBLEVBQ0Y7QUFDRjtBQU1BLFNBQVMsU0FBUyxHQUFVLE9BQWUsR0FBVyxHQUFXLEdBQVcsUUFBZ0IsVUFBMEI7QUFDcEgsTUFBSSxRQUFRLEdBQUksUUFBTyxRQUFRO0FBQy9CLFFBQU0sRUFBRSxRQUFRLFFBQVEsR0FBRyxFQUFFLElBQUk7QUFDakMsUUFBTSxTQUFVLEVBQUUsS0FBSyxLQUFLLElBQUssS0FBSztBQUN0QyxNQUFJLE9BQU87QUFDWCxNQUFJLFdBQVc7QUFDZixNQUFJLFdBQVc7QUFFZixXQUFTLElBQUksR0FBRyxLQUFLLEdBQUcsS0FBSztBQUMzQixRQUFJO0FBQ0osUUFBSSxNQUFNLEdBQUc7QUFDWCxVQUFJLE9BQU8sSUFBSSxNQUFNLE1BQU0sRUFBRztBQUM5QixjQUFTLE9BQU8sSUFBSSxLQUFLLElBQUssSUFBSTtBQUFBLElBQ3BDLFdBQVcsTUFBTSxHQUFHO0FBQ2xCLFVBQUksT0FBTyxNQUFNLElBQUksSUFBSSxLQUFLLElBQUksS0FBSyxJQUFJLENBQUMsTUFBTSxFQUFHO0FBQ3JELGFBQU8sT0FBTyxLQUFNLElBQUksS0FBSztBQUFBLElBQy9CLFdBQVcsTUFBTSxHQUFHO0FBQ2xCLFVBQUksT0FBTyxJQUFJLE1BQU0sTUFBTSxFQUFHO0FBQzlCLGNBQVMsT0FBTyxLQUFLLElBQUssSUFBSTtBQUFBLElBQ2hDLE9BQU87QUFDTCxVQUFJLE9BQU8sTUFBTSxJQUFJLEtBQUssSUFBSSxLQUFLLElBQUksQ0FBQyxNQUFNLEVBQUc7QUFDakQsYUFBTyxPQUFPLEtBQU0sSUFBSSxJQUFJLEtBQUs7QUFBQSxJQUNuQztBQUNBLFVBQU0sSUFBSSxTQUFTLFFBQVEsTUFBTSxRQUFRO0FBQ3pDLFFBQUksU0FBUyxLQUFLLElBQUksWUFBYSxNQUFNLFlBQVksT0FBTyxVQUFXO0FBQ3JFLGFBQU87QUFDUCxpQkFBVztBQUNYLGlCQUFXO0FBQUEsSUFDYjtBQUFBLEVBQ0Y7QUFDQSxTQUFPO0FBQ1Q7QUFHQSxTQUFTLEtBQUssR0FBVSxNQUFjLEdBQVcsR0FBVyxHQUFXLFFBQWdCLFVBQTJCO0FBQ2hILFFBQU0sU0FBUyxFQUFFO0FBQ2pCLFFBQU0sSUFBSSxFQUFFO0FBQ1osTUFBSTtBQUNKLE1BQUksS0FBSztBQUNULE1BQUksS0FBSztBQUNULE1BQUksTUFBTSxHQUFHO0FBQ1gsUUFBSSxPQUFPLElBQUk7QUFDZixTQUFLLElBQUk7QUFBQSxFQUNYLFdBQVcsTUFBTSxHQUFHO0FBQ2xCLFFBQUksT0FBTyxJQUFJO0FBQ2YsU0FBSyxJQUFJO0FBQUEsRUFDWCxXQUFXLE1BQU0sR0FBRztBQUNsQixTQUFLLElBQUksTUFBTSxJQUFJLElBQUksSUFBSTtBQUMzQixRQUFJLE9BQU87QUFBQSxFQUNiLE9BQU87QUFDTCxTQUFLLE1BQU0sSUFBSSxJQUFJLElBQUksSUFBSTtBQUMzQixRQUFJLE9BQU87QUFBQSxFQUNiO0FBQ0EsUUFBTSxRQUFRLEVBQUUsT0FBTyxDQUFDO0FBQ3hCLE1BQUksUUFBUSxHQUFJLFFBQU87QUFDdkIsU0FBTyxTQUFTLEdBQUcsT0FBTyxHQUFHLElBQUksSUFBSSxRQUFRLFFBQVEsTUFBTSxJQUFJLENBQUM7QUFDbEU7QUFHQSxTQUFTLFlBQVksR0FBZ0I7QUFDbkMsSUFBRSxPQUFPLEtBQUssR0FBRyxFQUFFLFNBQVMsRUFBRSxRQUFRLEVBQUUsVUFBVSxFQUFFLE9BQU8sS0FBSyxFQUFFLE1BQU07QUFDMUU7QUFHQSxTQUFTLFVBQVUsR0FBVyxHQUFXLEdBQVcsUUFBZ0IsR0FBbUI7QUFDckYsTUFBSSxNQUFNLEVBQUcsUUFBTyxJQUFJO0FBQ3hCLE1BQUksTUFBTSxFQUFHLFFBQU8sSUFBSTtBQUN4QixNQUFJLE1BQU0sRUFBRyxRQUFPLE1BQU0sSUFBSSxJQUFJLEtBQUssSUFBSSxLQUFLLElBQUk7QUFDcEQsU0FBTyxNQUFNLElBQUksS0FBSyxJQUFJLEtBQUssSUFBSTtBQUNyQztBQVNBLE1BQU0sYUFBYSxRQUFRLFFBQVEsU0FBUztBQUM1QyxNQUFNLGFBQWEsUUFBUSxRQUFRLGFBQWE7QUFDaEQsTUFBTSxjQUFjLFFBQVEsUUFBUSxVQUFVO0FBQzlDLE1BQU0sY0FBYyxRQUFRLFFBQVEsY0FBYztBQUczQyxTQUFTLGFBQWEsR0FBVSxHQUFlLE1BQWMsT0FBa0M7QUFDcEcsUUFBTSxTQUFTLFdBQVcsRUFBRSxNQUFNLElBQUk7QUFDdEMsaUJBQWUsR0FBRyxPQUFPLFFBQVEsUUFBUSxVQUFVO0FBQ25ELFFBQU0sRUFBRSxLQUFLLEtBQUssUUFBUSxRQUFRLFFBQVEsRUFBRSxJQUFJO0FBQ2hELFFBQU0sUUFBUSxFQUFFO0FBQ2hCLFFBQU0sU0FBUyxFQUFFO0FBQ2pCLE1BQUksVUFBVTtBQUNkLFdBQVMsSUFBSSxHQUFHLElBQUksRUFBRSxNQUFNLEtBQUs7QUFDL0IsVUFBTSxPQUFPLEVBQUUsU0FBUyxJQUFJO0FBQzVCLFFBQUksV0FBVztBQUNmLGFBQVMsSUFBSSxHQUFHLElBQUksR0FBRyxLQUFLO0FBQzFCLFlBQU0sSUFBSSxPQUFPO0FBQ2pCLFlBQU0sSUFBSSxJQUFJLENBQUM7QUFDZixZQUFNLElBQUksSUFBSTtBQUNkLFVBQUksTUFBTSxPQUFPO0FBQ2Y7QUFDQSxjQUFNQSxRQUFRLE1BQU0sWUFBYSxZQUFZO0FBQzdDLGNBQU0sSUFBSSxPQUFPLENBQUM7QUFDbEIsWUFBSSxNQUFNLEtBQUssS0FBSyxHQUFHLE1BQU0sR0FBRyxHQUFHLEdBQUcsUUFBUSxVQUFVLEdBQUc7QUFDekQsY0FBSSxDQUFDLElBQUlBLFFBQU8sUUFBUSxRQUFRO0FBQ2hDO0FBQUEsUUFDRjtBQUNBLGNBQU1DLFdBQVcsTUFBTSxlQUFnQixlQUFlO0FBQ3RELFlBQUksQ0FBQyxJQUFJQSxXQUFVLFNBQVMsUUFBUSxRQUFTLEtBQUssSUFBSUQsTUFBSyxLQUFLLEtBQUssWUFBY0MsV0FBVTtBQUM3RjtBQUFBLE1BQ0Y7QUFDQSxZQUFNLFFBQVEsT0FBTyxDQUFDO0FBQ3RCLFVBQUksVUFBVSxHQUFHO0FBQ2YsWUFBSSxDQUFDLElBQUk7QUFDVDtBQUFBLE1BQ0Y7QUFDQSxZQUFNLElBQUksU0FBUyxHQUFHLE9BQU8sR0FBRyxHQUFHLEdBQUcsUUFBUSxVQUFVO0FBQ3hELFlBQU0sS0FBSyxJQUFJLFVBQVUsR0FBRyxHQUFHLEdBQUcsUUFBUSxDQUFDLENBQUM7QUFDNUMsVUFBSSxPQUFRLE9BQU8sWUFBYSxZQUFZO0FBQzVDLFVBQUksT0FBTyxNQUFPLE9BQU07QUFDeEIsWUFBTSxTQUFTLE1BQU0sU0FBUyxLQUFNLE9BQU8sZUFBZ0IsZUFBZTtBQUMxRSxVQUFJLENBQUMsSUFBSSxVQUFVLFNBQVMsUUFBUSxRQUFTLE9BQU8sWUFBYyxVQUFVO0FBQUEsSUFDOUU7QUFDQSxlQUFXO0FBQ1gsUUFBSSxVQUFVLE9BQVcsT0FBTSxRQUFRLENBQUMsSUFBSyxNQUFNLFFBQVEsQ0FBQyxJQUFlO0FBQUEsRUFDN0U7QUFDQSxjQUFZLENBQUM7QUFDYixTQUFPO0FBQ1Q7QUFNTyxTQUFTLGNBQWMsR0FBVSxHQUFlLE1BQWMsT0FBMEIsWUFBbUM7QUFDaEksUUFBTSxTQUFTLFdBQVcsRUFBRSxNQUFNLElBQUk7QUFDdEMsaUJBQWUsR0FBRyxRQUFRLElBQUksUUFBUSxXQUFXO0FBQ2pELFFBQU0sRUFBRSxLQUFLLEtBQUssUUFBUSxRQUFRLFFBQVEsRUFBRSxJQUFJO0FBQ2hELFFBQU0sUUFBUSxFQUFFO0FBQ2hCLE1BQUksVUFBVTtBQUNkLE1BQUksVUFBVTtBQUNkLE1BQUksU0FBUztBQUNiLFdBQVMsSUFBSSxHQUFHLElBQUksRUFBRSxNQUFNLEtBQUs7QUFDL0IsVUFBTSxPQUFPLEVBQUUsU0FBUyxJQUFJO0FBQzVCLFFBQUksV0FBVztBQUNmLGFBQVMsSUFBSSxHQUFHLElBQUksR0FBRyxLQUFLO0FBQzFCLFlBQU0sSUFBSSxPQUFPO0FBQ2pCLFlBQU0sSUFBSSxJQUFJLENBQUM7QUFDZixZQUFNLElBQUksSUFBSTtBQUNkLFVBQUksTUFBTSxRQUFRO0FBQ2hCO0FBQ0EsY0FBTUQsUUFBUSxNQUFNLFlBQWEsWUFBWTtBQUM3QyxjQUFNLElBQUksT0FBTyxDQUFDO0FBQ2xCLFlBQUksTUFBTSxLQUFLLEtBQUssR0FBRyxNQUFNLEdBQUcsR0FBRyxHQUFHLFFBQVEsV0FBVyxHQUFHO0FBQzFELGNBQUlBLFFBQU8sT0FBTztBQUNoQixnQkFBSSxDQUFDLElBQUk7QUFDVDtBQUFBLFVBQ0YsTUFBTyxLQUFJLENBQUMsSUFBSTtBQUNoQjtBQUFBLFFBQ0Y7QUFDQSxZQUFJLENBQUMsSUFBSSxTQUFVLEtBQUssSUFBSUEsTUFBSyxLQUFLLEtBQUs7QUFDM0M7QUFDQTtBQUFBLE1BQ0Y7QUFDQSxVQUFJLE1BQU0sT0FBTztBQUNmLFlBQUksQ0FBQyxJQUFJO0FBQ1Q7QUFDQTtBQUFBLE1BQ0Y7QUFDQSxZQUFNLFFBQVEsT0FBTyxDQUFDO0FBQ3RCLFVBQUksVUFBVSxHQUFHO0FBQ2YsWUFBSSxDQUFDLElBQUk7QUFDVDtBQUFBLE1BQ0Y7QUFDQSxZQUFNLElBQUksU0FBUyxHQUFHLE9BQU8sR0FBRyxHQUFHLEdBQUcsUUFBUSxXQUFXO0FBQ3pELFlBQU0sS0FBSyxJQUFJLFVBQVUsR0FBRyxHQUFHLEdBQUcsUUFBUSxDQUFDLENBQUM7QUFDNUMsVUFBSSxPQUFRLE9BQU8sWUFBYSxZQUFZO0FBQzVDLFVBQUksT0FBTyxNQUFPLE9BQU07QUFDeEIsVUFBSSxDQUFDLElBQUksU0FBVSxPQUFPO0FBQzFCO0FBQUEsSUFDRjtBQUNBLGVBQVc7QUFDWCxRQUFJLFVBQVUsT0FBVyxPQUFNLFFBQVEsQ0FBQyxJQUFLLE1BQU0sUUFBUSxDQUFDLElBQWU7QUFBQSxFQUM3RTtBQUNBLGNBQVksQ0FBQztBQUNiLE1BQUksZUFBZSxRQUFXO0FBQzVCLGVBQVcsQ0FBQyxJQUFJO0FBQ2hCLGVBQVcsQ0FBQyxJQUFJO0FBQUEsRUFDbEI7QUFDQSxTQUFPO0FBQ1Q7QUFHTyxTQUFTLFVBQ2QsTUFDQSxRQUNBLFFBQ0EsTUFDQSxHQUNBLFFBQ2tCO0FBQ2xCLE1BQUksVUFBVTtBQUNkLE1BQUksU0FBUztBQUNiLFdBQVMsSUFBSSxHQUFHLElBQUksTUFBTSxLQUFLO0FBQzdCLFVBQU0sT0FBTyxTQUFTLElBQUk7QUFDMUIsUUFBSSxNQUFNO0FBQ1YsYUFBUyxJQUFJLEdBQUcsSUFBSSxHQUFHLEtBQUs7QUFDMUIsWUFBTSxJQUFLLEtBQUssT0FBTyxDQUFDLElBQWU7QUFDdkMsVUFBSSxNQUFNLFFBQVE7QUFDaEI7QUFDQTtBQUFBLE1BQ0YsV0FBVyxNQUFNLE9BQU87QUFDdEI7QUFDQTtBQUFBLE1BQ0Y7QUFBQSxJQUNGO0FBQ0EsUUFBSSxXQUFXLE9BQVcsUUFBTyxDQUFDLElBQUk7QUFBQSxFQUN4QztBQUNBLFNBQU8sQ0FBQyxTQUFTLE1BQU07QUFDekI7IiwKICAibmFtZXMiOiBbImFnZSIsICJodW5nZXIiXQp9Cg==
