import { mulberry32, readRegularFile, writeFileReplacing } from "@meshwork/runtime";
class ImageError extends Error {
  code;
  path;
  constructor(code, message, path, cause) {
    super(message, cause === void 0 ? void 0 : { cause });
    this.name = "ImageError";
    this.code = code;
    this.path = path;
  }
}
const MAX_PIXELS = 1 << 28;
function isWhite(b) {
  return b === 32 || b === 9 || b === 10 || b === 13 || b === 11 || b === 12;
}
class Header {
  constructor(buf, where) {
    this.buf = buf;
    this.where = where;
  }
  buf;
  where;
  pos = 0;
  skipSpaceAndComments() {
    const b = this.buf;
    while (this.pos < b.length) {
      const x = b[this.pos];
      if (isWhite(x)) this.pos++;
      else if (x === 35) {
        while (this.pos < b.length && b[this.pos] !== 10 && b[this.pos] !== 13) this.pos++;
      } else break;
    }
  }
  /** A positive decimal integer (header field or ASCII sample). */
  int(what, min, max) {
    this.skipSpaceAndComments();
    const start = this.pos;
    let v = 0;
    while (this.pos < this.buf.length) {
      const x = this.buf[this.pos];
      if (x < 48 || x > 57) break;
      v = v * 10 + (x - 48);
      this.pos++;
      if (v > Number.MAX_SAFE_INTEGER / 10) break;
    }
    if (this.pos === start) {
      const got = this.pos >= this.buf.length ? "end of file" : `byte 0x${this.buf[this.pos].toString(16).padStart(2, "0")}`;
      throw new ImageError("IMAGE_CORRUPT", `${this.where}: expected ${what} (a decimal number) at byte ${start}, got ${got}`);
    }
    if (v < min || v > max) throw new ImageError("IMAGE_CORRUPT", `${this.where}: ${what} must be between ${min} and ${max}, got ${v}`);
    return v;
  }
  /** P1 samples may be packed without whitespace: the next '0' or '1'. */
  bit(what) {
    this.skipSpaceAndComments();
    const x = this.buf[this.pos];
    if (x !== 48 && x !== 49) {
      const got = x === void 0 ? "end of file" : `byte 0x${x.toString(16).padStart(2, "0")}`;
      throw new ImageError("IMAGE_CORRUPT", `${this.where}: expected ${what} ('0' or '1') at byte ${this.pos}, got ${got}`);
    }
    this.pos++;
    return x - 48;
  }
  /** The single whitespace byte that ends a raw header. */
  endOfHeader() {
    const x = this.buf[this.pos];
    if (x === void 0 || !isWhite(x))
      throw new ImageError("IMAGE_CORRUPT", `${this.where}: expected one whitespace byte after the header at byte ${this.pos}`);
    this.pos++;
  }
}
function parseNetpbm(bytes, where = "image", options = {}) {
  if (bytes.length < 2 || bytes[0] !== 80 || bytes[1] === void 0 || bytes[1] < 49 || bytes[1] > 54) {
    const head = Array.from(bytes.subarray(0, 2), (b) => b >= 32 && b < 127 ? String.fromCharCode(b) : "?").join("");
    throw new ImageError("IMAGE_UNSUPPORTED", `${where}: not a netpbm image (expected magic P1 to P6, got ${JSON.stringify(head)})`);
  }
  const kind = bytes[1] - 48;
  const h = new Header(bytes, where);
  h.pos = 2;
  const width = h.int("width", 1, MAX_PIXELS);
  const height = h.int("height", 1, MAX_PIXELS);
  if (width * height > MAX_PIXELS)
    throw new ImageError("IMAGE_UNSUPPORTED", `${where}: ${width}x${height} is larger than ${MAX_PIXELS} pixels`);
  const n = width * height;
  const data = new Uint8Array(n);
  const invert = options.invert === true;
  if (kind === 1 || kind === 4) {
    if (kind === 1) {
      for (let i = 0; i < n; i++) data[i] = h.bit(`pixel ${i}`);
    } else {
      h.endOfHeader();
      const rowBytes = width + 7 >> 3;
      const need = rowBytes * height;
      if (bytes.length - h.pos < need) {
        throw new ImageError("IMAGE_CORRUPT", `${where}: truncated P4 raster: expected ${need} bytes, got ${bytes.length - h.pos}`);
      }
      for (let r = 0; r < height; r++) {
        const row = h.pos + r * rowBytes;
        for (let c = 0; c < width; c++) data[r * width + c] = bytes[row + (c >> 3)] >> 7 - (c & 7) & 1;
      }
    }
    if (invert) for (let i = 0; i < n; i++) data[i] = 1 - data[i];
    return { width, height, data };
  }
  const maxval = h.int("maxval", 1, 65535);
  const threshold = options.threshold ?? (maxval + 1) / 2;
  if (!(Number.isFinite(threshold) && threshold >= 0))
    throw new ImageError("IMAGE_INVALID", `threshold must be a number >= 0, got ${threshold}`);
  const channels = kind === 3 || kind === 6 ? 3 : 1;
  const wide = maxval > 255;
  let next;
  if (kind === 2 || kind === 3) {
    next = () => h.int("sample", 0, maxval);
  } else {
    h.endOfHeader();
    const need = n * channels * (wide ? 2 : 1);
    if (bytes.length - h.pos < need) {
      throw new ImageError("IMAGE_CORRUPT", `${where}: truncated P${kind} raster: expected ${need} bytes, got ${bytes.length - h.pos}`);
    }
    let p = h.pos;
    next = () => {
      const v = wide ? bytes[p] << 8 | bytes[p + 1] : bytes[p];
      p += wide ? 2 : 1;
      if (v > maxval) throw new ImageError("IMAGE_CORRUPT", `${where}: sample ${v} at byte ${p} exceeds maxval ${maxval}`);
      return v;
    };
  }
  for (let i = 0; i < n; i++) {
    let v = next();
    if (channels === 3) v = (v + next() + next()) / 3;
    const dark = v < threshold;
    data[i] = dark !== invert ? 1 : 0;
  }
  return { width, height, data };
}
const IMAGE_MAX_BYTES = 512 * 1024 * 1024;
function readImage(path, options = {}) {
  let bytes;
  try {
    bytes = readRegularFile(path, { what: "image", maxBytes: IMAGE_MAX_BYTES });
  } catch (err) {
    const code = (err.cause ?? err).code;
    if (code === "ENOENT") throw new ImageError("IMAGE_NOT_FOUND", `${path}: no such file`, path, err);
    throw new ImageError("IMAGE_UNREADABLE", `${path}: cannot read (${err.message})`, path, err);
  }
  try {
    return parseNetpbm(bytes, path, options);
  } catch (err) {
    if (err instanceof ImageError && err.path === void 0) throw new ImageError(err.code, err.message, path, err.cause);
    throw err;
  }
}
function encodePbm(img, ascii = false) {
  const { width, height, data } = img;
  if (ascii) {
    const lines = [`P1`, `${width} ${height}`];
    for (let r = 0; r < height; r++) {
      const row = Array.from(data.subarray(r * width, (r + 1) * width), (v) => v !== 0 ? "1" : "0").join("");
      for (let i = 0; i < row.length; i += 70) lines.push(row.slice(i, i + 70));
    }
    return new TextEncoder().encode(`${lines.join("\n")}
`);
  }
  const header = new TextEncoder().encode(`P4
${width} ${height}
`);
  const rowBytes = width + 7 >> 3;
  const out = new Uint8Array(header.length + rowBytes * height);
  out.set(header);
  for (let r = 0; r < height; r++) {
    const row = header.length + r * rowBytes;
    for (let c = 0; c < width; c++)
      if (data[r * width + c] !== 0) out[row + (c >> 3)] = out[row + (c >> 3)] | 128 >> (c & 7);
  }
  return out;
}
function encodePgm(width, height, grey) {
  const header = new TextEncoder().encode(`P5
${width} ${height}
255
`);
  const out = new Uint8Array(header.length + width * height);
  out.set(header);
  out.set(grey.subarray(0, width * height), header.length);
  return out;
}
function writePbm(path, img, ascii = false) {
  writeFileReplacing(path, encodePbm(img, ascii), { what: "thinned image" });
}
function overlayPgm(input, skeleton) {
  const grey = new Uint8Array(input.width * input.height);
  for (let i = 0; i < grey.length; i++) grey[i] = skeleton.data[i] !== 0 ? 0 : input.data[i] !== 0 ? 190 : 255;
  return encodePgm(input.width, input.height, grey);
}
function asciiArt(input, skeleton) {
  const lines = [];
  for (let r = 0; r < input.height; r++) {
    let s = "";
    for (let c = 0; c < input.width; c++) {
      const i = r * input.width + c;
      s += skeleton !== void 0 && skeleton.data[i] !== 0 ? "*" : input.data[i] !== 0 ? "." : " ";
    }
    lines.push(s.trimEnd());
  }
  return lines.join("\n");
}
const GENERATORS = ["blobs", "letters", "rings", "body", "noise"];
class Canvas {
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.data = new Uint8Array(width * height);
  }
  width;
  height;
  data;
  /** Filled ellipse (centre, radii, rotation), value v. */
  ellipse(cx, cy, rx, ry, angle, v = 1) {
    const ca = Math.cos(angle);
    const sa = Math.sin(angle);
    const R = Math.max(rx, ry);
    const r0 = Math.max(0, Math.floor(cy - R));
    const r1 = Math.min(this.height - 1, Math.ceil(cy + R));
    const c0 = Math.max(0, Math.floor(cx - R));
    const c1 = Math.min(this.width - 1, Math.ceil(cx + R));
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        const dx = c - cx;
        const dy = r - cy;
        const u = (dx * ca + dy * sa) / rx;
        const w = (-dx * sa + dy * ca) / ry;
        if (u * u + w * w <= 1) this.data[r * this.width + c] = v;
      }
    }
  }
  /** Thick segment (a capsule of half-width t). */
  capsule(x0, y0, x1, y1, t, v = 1) {
    const r0 = Math.max(0, Math.floor(Math.min(y0, y1) - t));
    const r1 = Math.min(this.height - 1, Math.ceil(Math.max(y0, y1) + t));
    const c0 = Math.max(0, Math.floor(Math.min(x0, x1) - t));
    const c1 = Math.min(this.width - 1, Math.ceil(Math.max(x0, x1) + t));
    const dx = x1 - x0;
    const dy = y1 - y0;
    const len2 = dx * dx + dy * dy;
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        const s = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((c - x0) * dx + (r - y0) * dy) / len2));
        const ex = c - (x0 + s * dx);
        const ey = r - (y0 + s * dy);
        if (ex * ex + ey * ey <= t * t) this.data[r * this.width + c] = v;
      }
    }
  }
  rect(x, y, w, h, v = 1) {
    const r0 = Math.max(0, Math.floor(y));
    const r1 = Math.min(this.height, Math.ceil(y + h));
    const c0 = Math.max(0, Math.floor(x));
    const c1 = Math.min(this.width, Math.ceil(x + w));
    for (let r = r0; r < r1; r++) this.data.fill(v, r * this.width + c0, r * this.width + Math.max(c0, c1));
  }
  image() {
    return { width: this.width, height: this.height, data: this.data };
  }
}
const FONT = {
  A: ["01110", "10001", "10001", "11111", "10001", "10001", "10001"],
  B: ["11110", "10001", "10001", "11110", "10001", "10001", "11110"],
  E: ["11111", "10000", "10000", "11110", "10000", "10000", "11111"],
  G: ["01110", "10001", "10000", "10111", "10001", "10001", "01111"],
  H: ["10001", "10001", "10001", "11111", "10001", "10001", "10001"],
  K: ["10001", "10010", "10100", "11000", "10100", "10010", "10001"],
  M: ["10001", "11011", "10101", "10101", "10001", "10001", "10001"],
  N: ["10001", "11001", "10101", "10011", "10001", "10001", "10001"],
  O: ["01110", "10001", "10001", "10001", "10001", "10001", "01110"],
  P: ["11110", "10001", "10001", "11110", "10000", "10000", "10000"],
  R: ["11110", "10001", "10001", "11110", "10100", "10010", "10001"],
  S: ["01111", "10000", "10000", "01110", "00001", "00001", "11110"],
  T: ["11111", "00100", "00100", "00100", "00100", "00100", "00100"],
  W: ["10001", "10001", "10001", "10101", "10101", "11011", "10001"],
  X: ["10001", "10001", "01010", "00100", "01010", "10001", "10001"],
  Y: ["10001", "10001", "01010", "00100", "00100", "00100", "00100"],
  Z: ["11111", "00001", "00010", "00100", "01000", "10000", "11111"]
};
const LETTERS = Object.keys(FONT);
function checkSize(what, v) {
  if (!Number.isInteger(v) || v < 1 || v > 1 << 14)
    throw new ImageError("IMAGE_INVALID", `${what} must be an integer between 1 and ${1 << 14}, got ${v}`);
}
function generate(o) {
  if (!GENERATORS.includes(o.kind)) {
    throw new ImageError("IMAGE_INVALID", `generator must be one of ${GENERATORS.join(", ")}, got ${JSON.stringify(o.kind)}`);
  }
  checkSize("width", o.width);
  checkSize("height", o.height);
  if (!Number.isInteger(o.seed) || o.seed < 0) throw new ImageError("IMAGE_INVALID", `seed must be an integer >= 0, got ${o.seed}`);
  const rnd = mulberry32(o.seed);
  const W = o.width;
  const H = o.height;
  const cv = new Canvas(W, H);
  const m = Math.min(W, H);
  switch (o.kind) {
    case "blobs": {
      const count = Math.max(3, Math.round(25 * W * H / (m * m)));
      for (let i = 0; i < count; i++) {
        const rx = m * (0.03 + 0.09 * rnd());
        const ry = rx * (0.35 + 0.65 * rnd());
        cv.ellipse(rnd() * W, rnd() * H, rx, ry, rnd() * Math.PI);
      }
      break;
    }
    case "letters": {
      const scale = Math.max(1, Math.floor(m / 24));
      const cellW = 6 * scale;
      const cellH = 9 * scale;
      const t = Math.max(0.75, scale * 0.6);
      for (let y = scale; y + 7 * scale <= H; y += cellH) {
        for (let x = scale; x + 5 * scale <= W; x += cellW) {
          if (rnd() < 0.15) continue;
          const glyph = FONT[LETTERS[Math.floor(rnd() * LETTERS.length)]];
          for (let gy = 0; gy < 7; gy++) {
            for (let gx = 0; gx < 5; gx++) {
              if (glyph[gy]?.[gx] !== "1") continue;
              const px = x + gx * scale + scale / 2;
              const py = y + gy * scale + scale / 2;
              if (glyph[gy]?.[gx + 1] === "1") cv.capsule(px, py, px + scale, py, t);
              if (glyph[gy + 1]?.[gx] === "1") cv.capsule(px, py, px, py + scale, t);
              if (glyph[gy + 1]?.[gx + 1] === "1" && glyph[gy]?.[gx + 1] !== "1" && glyph[gy + 1]?.[gx] !== "1")
                cv.capsule(px, py, px + scale, py + scale, t);
              if (glyph[gy + 1]?.[gx - 1] === "1" && glyph[gy]?.[gx - 1] !== "1" && glyph[gy + 1]?.[gx] !== "1")
                cv.capsule(px, py, px - scale, py + scale, t);
              cv.capsule(px, py, px, py, t);
            }
          }
        }
      }
      break;
    }
    case "rings": {
      const count = Math.max(2, Math.round(12 * W * H / (m * m)));
      for (let i = 0; i < count; i++) {
        const R = m * (0.05 + 0.12 * rnd());
        const cx = rnd() * W;
        const cy = rnd() * H;
        const th = R * (0.25 + 0.35 * rnd());
        cv.ellipse(cx, cy, R, R * (0.6 + 0.4 * rnd()), rnd() * Math.PI);
        const hole = rnd() < 0.8;
        if (hole) cv.ellipse(cx, cy, Math.max(1, R - th), Math.max(1, (R - th) * 0.6), 0, 0);
      }
      break;
    }
    case "body": {
      const nx = Math.max(1, Math.round(W / m));
      const ny = Math.max(1, Math.round(H / m));
      const cw = W / nx;
      const ch = H / ny;
      for (let iy = 0; iy < ny; iy++) {
        for (let ix = 0; ix < nx; ix++) {
          const s = Math.min(cw, ch);
          const ox = ix * cw + (cw - s) / 2;
          const oy = iy * ch + (ch - s) / 2;
          const j = (k) => (rnd() - 0.5) * k * s;
          const P = (x, y) => [ox + x * s, oy + y * s];
          const [hx, hy] = P(0.5 + j(0.02), 0.12);
          cv.ellipse(hx, hy, s * 0.075, s * 0.09, 0);
          const [nx0, ny0] = P(0.5, 0.2);
          cv.capsule(nx0, ny0, nx0, ny0 + s * 0.05, s * 0.035);
          const [tx, ty] = P(0.5, 0.4);
          cv.ellipse(tx, ty, s * 0.12, s * 0.19, 0);
          const sh = P(0.5, 0.27);
          const t = s * (0.035 + j(0.01) * 0.1);
          for (const side of [-1, 1]) {
            const [ex, ey] = [sh[0] + side * s * (0.24 + j(0.04)), sh[1] + s * (0.12 + j(0.08))];
            cv.capsule(sh[0] + side * s * 0.08, sh[1], ex, ey, t);
            cv.capsule(ex, ey, ex + side * s * (0.04 + j(0.04)), ey + s * (0.15 + j(0.05)), t * 0.9);
            const hip = P(0.5 + side * 0.06, 0.56);
            const [kx, ky] = [hip[0] + side * s * (0.06 + j(0.04)), hip[1] + s * 0.18];
            cv.capsule(hip[0], hip[1], kx, ky, t * 1.3);
            cv.capsule(kx, ky, kx + side * s * (0.03 + j(0.03)), ky + s * 0.2, t * 1.1);
          }
        }
      }
      break;
    }
    case "noise": {
      const raw = new Uint8Array(W * H);
      const density = 0.3 + 0.3 * rnd();
      for (let i = 0; i < raw.length; i++) raw[i] = rnd() < density ? 1 : 0;
      for (let r = 0; r < H; r++) {
        for (let c = 0; c < W; c++) {
          let s = 0;
          for (let dr = -1; dr <= 1; dr++) {
            for (let dc = -1; dc <= 1; dc++) {
              const rr = r + dr;
              const cc = c + dc;
              if (rr >= 0 && rr < H && cc >= 0 && cc < W) s += raw[rr * W + cc];
            }
          }
          cv.data[r * W + c] = s >= 4 ? 1 : 0;
        }
      }
      break;
    }
  }
  return cv.image();
}
export {
  GENERATORS,
  IMAGE_MAX_BYTES,
  ImageError,
  MAX_PIXELS,
  asciiArt,
  encodePbm,
  encodePgm,
  generate,
  overlayPgm,
  parseNetpbm,
  readImage,
  writePbm
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL2ltYWdlcy50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLyoqXG4gKiBJbnB1dHM6IHNlZWRlZCBnZW5lcmF0b3JzIG9mIHRoaWNrIGJpbmFyeSBzaGFwZXMsIGFuZCBuZXRwYm0gKFBCTS9QR00vUFBNKSByZWFkaW5nIGFuZFxuICogd3JpdGluZyB3aXRob3V0IGRlcGVuZGVuY2llcy4gQmFkIGZpbGVzIHJhaXNlIGBJbWFnZUVycm9yYCB3aXRoIGEgc3RhYmxlIGBjb2RlYC5cbiAqXG4gKiBOZXRwYm0gY29udmVudGlvbnM6IFBCTSAxID0gYmxhY2sgPSBvYmplY3QuIEdyZXkgKFBHTSkgYW5kIGNvbG91ciAoUFBNLCBhdmVyYWdlZCB0byBncmV5KVxuICogaW1hZ2VzIGFyZSB0aHJlc2hvbGRlZDogb2JqZWN0ID0gZGFyayBwaXhlbHMgKHZhbHVlIDwgdGhyZXNob2xkLCBkZWZhdWx0IGhhbGYgb2YgbWF4dmFsKSxcbiAqIG9yIGJyaWdodCBvbmVzIHdpdGggYGludmVydGAuXG4gKi9cbmltcG9ydCB7IG11bGJlcnJ5MzIsIHJlYWRSZWd1bGFyRmlsZSwgd3JpdGVGaWxlUmVwbGFjaW5nIH0gZnJvbSAnQG1lc2h3b3JrL3J1bnRpbWUnO1xuaW1wb3J0IHR5cGUgeyBCaW5hcnlJbWFnZSB9IGZyb20gJy4vc2VxdWVudGlhbC5qcyc7XG5cbmV4cG9ydCB0eXBlIEltYWdlRXJyb3JDb2RlID0gJ0lNQUdFX05PVF9GT1VORCcgfCAnSU1BR0VfVU5SRUFEQUJMRScgfCAnSU1BR0VfVU5TVVBQT1JURUQnIHwgJ0lNQUdFX0NPUlJVUFQnIHwgJ0lNQUdFX0lOVkFMSUQnO1xuXG4vKiogQSBtaXNzaW5nLCB1bnJlYWRhYmxlLCB1bnN1cHBvcnRlZCBvciBjb3JydXB0IGltYWdlLCBvciBpbnZhbGlkIGdlbmVyYXRvciBhcmd1bWVudHMuICovXG5leHBvcnQgY2xhc3MgSW1hZ2VFcnJvciBleHRlbmRzIEVycm9yIHtcbiAgcmVhZG9ubHkgY29kZTogSW1hZ2VFcnJvckNvZGU7XG4gIHJlYWRvbmx5IHBhdGg6IHN0cmluZyB8IHVuZGVmaW5lZDtcblxuICBjb25zdHJ1Y3Rvcihjb2RlOiBJbWFnZUVycm9yQ29kZSwgbWVzc2FnZTogc3RyaW5nLCBwYXRoPzogc3RyaW5nLCBjYXVzZT86IHVua25vd24pIHtcbiAgICBzdXBlcihtZXNzYWdlLCBjYXVzZSA9PT0gdW5kZWZpbmVkID8gdW5kZWZpbmVkIDogeyBjYXVzZSB9KTtcbiAgICB0aGlzLm5hbWUgPSAnSW1hZ2VFcnJvcic7XG4gICAgdGhpcy5jb2RlID0gY29kZTtcbiAgICB0aGlzLnBhdGggPSBwYXRoO1xuICB9XG59XG5cbi8qKiBMYXJnZXN0IGltYWdlIGFjY2VwdGVkIChwaXhlbHMpOiAyXjI4LCAyNTYgTWlCIG9mIGJ5dGVzIHBlciBidWZmZXIuICovXG5leHBvcnQgY29uc3QgTUFYX1BJWEVMUyA9IDEgPDwgMjg7XG5cbmV4cG9ydCBpbnRlcmZhY2UgUmVhZE9wdGlvbnMge1xuICAvKiogR3JleSBsZXZlbCBiZWxvdyB3aGljaCBhIHBpeGVsIGlzIG9iamVjdCAoUEdNL1BQTSk7IGRlZmF1bHQgKG1heHZhbCArIDEpIC8gMi4gKi9cbiAgcmVhZG9ubHkgdGhyZXNob2xkPzogbnVtYmVyO1xuICAvKiogT2JqZWN0ID0gYnJpZ2h0IHBpeGVscyBpbnN0ZWFkIG9mIGRhcmsgb25lcyAoUEdNL1BQTSksIG9yIDAtcGl4ZWxzIG9mIGEgUEJNLiAqL1xuICByZWFkb25seSBpbnZlcnQ/OiBib29sZWFuO1xufVxuXG5mdW5jdGlvbiBpc1doaXRlKGI6IG51bWJlcik6IGJvb2xlYW4ge1xuICByZXR1cm4gYiA9PT0gMHgyMCB8fCBiID09PSAweDA5IHx8IGIgPT09IDB4MGEgfHwgYiA9PT0gMHgwZCB8fCBiID09PSAweDBiIHx8IGIgPT09IDB4MGM7XG59XG5cbi8qKiBIZWFkZXIgdG9rZW5pemVyOiB3aGl0ZXNwYWNlLXNlcGFyYXRlZCB0b2tlbnMsIGAjYCBjb21tZW50cyB0byBlbmQgb2YgbGluZS4gKi9cbmNsYXNzIEhlYWRlciB7XG4gIHBvcyA9IDA7XG4gIGNvbnN0cnVjdG9yKFxuICAgIHByaXZhdGUgcmVhZG9ubHkgYnVmOiBVaW50OEFycmF5LFxuICAgIHByaXZhdGUgcmVhZG9ubHkgd2hlcmU6IHN0cmluZyxcbiAgKSB7fVxuXG4gIHByaXZhdGUgc2tpcFNwYWNlQW5kQ29tbWVudHMoKTogdm9pZCB7XG4gICAgY29uc3QgYiA9IHRoaXMuYnVmO1xuICAgIHdoaWxlICh0aGlzLnBvcyA8IGIubGVuZ3RoKSB7XG4gICAgICBjb25zdCB4ID0gYlt0aGlzLnBvc10gYXMgbnVtYmVyO1xuICAgICAgaWYgKGlzV2hpdGUoeCkpIHRoaXMucG9zKys7XG4gICAgICBlbHNlIGlmICh4ID09PSAweDIzKSB7XG4gICAgICAgIHdoaWxlICh0aGlzLnBvcyA8IGIubGVuZ3RoICYmIGJbdGhpcy5wb3NdICE9PSAweDBhICYmIGJbdGhpcy5wb3NdICE9PSAweDBkKSB0aGlzLnBvcysrO1xuICAgICAgfSBlbHNlIGJyZWFrO1xuICAgIH1cbiAgfVxuXG4gIC8qKiBBIHBvc2l0aXZlIGRlY2ltYWwgaW50ZWdlciAoaGVhZGVyIGZpZWxkIG9yIEFTQ0lJIHNhbXBsZSkuICovXG4gIGludCh3aGF0OiBzdHJpbmcsIG1pbjogbnVtYmVyLCBtYXg6IG51bWJlcik6IG51bWJlciB7XG4gICAgdGhpcy5za2lwU3BhY2VBbmRDb21tZW50cygpO1xuICAgIGNvbnN0IHN0YXJ0ID0gdGhpcy5wb3M7XG4gICAgbGV0IHYgPSAwO1xuICAgIHdoaWxlICh0aGlzLnBvcyA8IHRoaXMuYnVmLmxlbmd0aCkge1xuICAgICAgY29uc3QgeCA9IHRoaXMuYnVmW3RoaXMucG9zXSBhcyBudW1iZXI7XG4gICAgICBpZiAoeCA8IDB4MzAgfHwgeCA+IDB4MzkpIGJyZWFrO1xuICAgICAgdiA9IHYgKiAxMCArICh4IC0gMHgzMCk7XG4gICAgICB0aGlzLnBvcysrO1xuICAgICAgaWYgKHYgPiBOdW1iZXIuTUFYX1NBRkVfSU5URUdFUiAvIDEwKSBicmVhaztcbiAgICB9XG4gICAgaWYgKHRoaXMucG9zID09PSBzdGFydCkge1xuICAgICAgY29uc3QgZ290ID0gdGhpcy5wb3MgPj0gdGhpcy5idWYubGVuZ3RoID8gJ2VuZCBvZiBmaWxlJyA6IGBieXRlIDB4JHsodGhpcy5idWZbdGhpcy5wb3NdIGFzIG51bWJlcikudG9TdHJpbmcoMTYpLnBhZFN0YXJ0KDIsICcwJyl9YDtcbiAgICAgIHRocm93IG5ldyBJbWFnZUVycm9yKCdJTUFHRV9DT1JSVVBUJywgYCR7dGhpcy53aGVyZX06IGV4cGVjdGVkICR7d2hhdH0gKGEgZGVjaW1hbCBudW1iZXIpIGF0IGJ5dGUgJHtzdGFydH0sIGdvdCAke2dvdH1gKTtcbiAgICB9XG4gICAgaWYgKHYgPCBtaW4gfHwgdiA+IG1heCkgdGhyb3cgbmV3IEltYWdlRXJyb3IoJ0lNQUdFX0NPUlJVUFQnLCBgJHt0aGlzLndoZXJlfTogJHt3aGF0fSBtdXN0IGJlIGJldHdlZW4gJHttaW59IGFuZCAke21heH0sIGdvdCAke3Z9YCk7XG4gICAgcmV0dXJuIHY7XG4gIH1cblxuICAvKiogUDEgc2FtcGxlcyBtYXkgYmUgcGFja2VkIHdpdGhvdXQgd2hpdGVzcGFjZTogdGhlIG5leHQgJzAnIG9yICcxJy4gKi9cbiAgYml0KHdoYXQ6IHN0cmluZyk6IG51bWJlciB7XG4gICAgdGhpcy5za2lwU3BhY2VBbmRDb21tZW50cygpO1xuICAgIGNvbnN0IHggPSB0aGlzLmJ1Zlt0aGlzLnBvc107XG4gICAgaWYgKHggIT09IDB4MzAgJiYgeCAhPT0gMHgzMSkge1xuICAgICAgY29uc3QgZ290ID0geCA9PT0gdW5kZWZpbmVkID8gJ2VuZCBvZiBmaWxlJyA6IGBieXRlIDB4JHt4LnRvU3RyaW5nKDE2KS5wYWRTdGFydCgyLCAnMCcpfWA7XG4gICAgICB0aHJvdyBuZXcgSW1hZ2VFcnJvcignSU1BR0VfQ09SUlVQVCcsIGAke3RoaXMud2hlcmV9OiBleHBlY3RlZCAke3doYXR9ICgnMCcgb3IgJzEnKSBhdCBieXRlICR7dGhpcy5wb3N9LCBnb3QgJHtnb3R9YCk7XG4gICAgfVxuICAgIHRoaXMucG9zKys7XG4gICAgcmV0dXJuIHggLSAweDMwO1xuICB9XG5cbiAgLyoqIFRoZSBzaW5nbGUgd2hpdGVzcGFjZSBieXRlIHRoYXQgZW5kcyBhIHJhdyBoZWFkZXIuICovXG4gIGVuZE9mSGVhZGVyKCk6IHZvaWQge1xuICAgIGNvbnN0IHggPSB0aGlzLmJ1Zlt0aGlzLnBvc107XG4gICAgaWYgKHggPT09IHVuZGVmaW5lZCB8fCAhaXNXaGl0ZSh4KSlcbiAgICAgIHRocm93IG5ldyBJbWFnZUVycm9yKCdJTUFHRV9DT1JSVVBUJywgYCR7dGhpcy53aGVyZX06IGV4cGVjdGVkIG9uZSB3aGl0ZXNwYWNlIGJ5dGUgYWZ0ZXIgdGhlIGhlYWRlciBhdCBieXRlICR7dGhpcy5wb3N9YCk7XG4gICAgdGhpcy5wb3MrKztcbiAgfVxufVxuXG4vKiogUGFyc2UgYSBuZXRwYm0gZmlsZSdzIGJ5dGVzIChQMS1QNikgaW50byBhIGJpbmFyeSBpbWFnZS4gYHdoZXJlYCBuYW1lcyBpdCBpbiBtZXNzYWdlcy4gKi9cbmV4cG9ydCBmdW5jdGlvbiBwYXJzZU5ldHBibShieXRlczogVWludDhBcnJheSwgd2hlcmUgPSAnaW1hZ2UnLCBvcHRpb25zOiBSZWFkT3B0aW9ucyA9IHt9KTogQmluYXJ5SW1hZ2Uge1xuICBpZiAoYnl0ZXMubGVuZ3RoIDwgMiB8fCBieXRlc1swXSAhPT0gMHg1MCB8fCBieXRlc1sxXSA9PT0gdW5kZWZpbmVkIHx8IGJ5dGVzWzFdIDwgMHgzMSB8fCBieXRlc1sxXSA+IDB4MzYpIHtcbiAgICBjb25zdCBoZWFkID0gQXJyYXkuZnJvbShieXRlcy5zdWJhcnJheSgwLCAyKSwgKGIpID0+IChiID49IDB4MjAgJiYgYiA8IDB4N2YgPyBTdHJpbmcuZnJvbUNoYXJDb2RlKGIpIDogJz8nKSkuam9pbignJyk7XG4gICAgdGhyb3cgbmV3IEltYWdlRXJyb3IoJ0lNQUdFX1VOU1VQUE9SVEVEJywgYCR7d2hlcmV9OiBub3QgYSBuZXRwYm0gaW1hZ2UgKGV4cGVjdGVkIG1hZ2ljIFAxIHRvIFA2LCBnb3QgJHtKU09OLnN0cmluZ2lmeShoZWFkKX0pYCk7XG4gIH1cbiAgY29uc3Qga2luZCA9IChieXRlc1sxXSBhcyBudW1iZXIpIC0gMHgzMDtcbiAgY29uc3QgaCA9IG5ldyBIZWFkZXIoYnl0ZXMsIHdoZXJlKTtcbiAgaC5wb3MgPSAyO1xuICBjb25zdCB3aWR0aCA9IGguaW50KCd3aWR0aCcsIDEsIE1BWF9QSVhFTFMpO1xuICBjb25zdCBoZWlnaHQgPSBoLmludCgnaGVpZ2h0JywgMSwgTUFYX1BJWEVMUyk7XG4gIGlmICh3aWR0aCAqIGhlaWdodCA+IE1BWF9QSVhFTFMpXG4gICAgdGhyb3cgbmV3IEltYWdlRXJyb3IoJ0lNQUdFX1VOU1VQUE9SVEVEJywgYCR7d2hlcmV9OiAke3dpZHRofXgke2hlaWdodH0gaXMgbGFyZ2VyIHRoYW4gJHtNQVhfUElYRUxTfSBwaXhlbHNgKTtcbiAgY29uc3QgbiA9IHdpZHRoICogaGVpZ2h0O1xuICBjb25zdCBkYXRhID0gbmV3IFVpbnQ4QXJyYXkobik7XG4gIGNvbnN0IGludmVydCA9IG9wdGlvbnMuaW52ZXJ0ID09PSB0cnVlO1xuICBpZiAoa2luZCA9PT0gMSB8fCBraW5kID09PSA0KSB7XG4gICAgaWYgKGtpbmQgPT09IDEpIHtcbiAgICAgIGZvciAobGV0IGkgPSAwOyBpIDwgbjsgaSsrKSBkYXRhW2ldID0gaC5iaXQoYHBpeGVsICR7aX1gKTtcbiAgICB9IGVsc2Uge1xuICAgICAgaC5lbmRPZkhlYWRlcigpO1xuICAgICAgY29uc3Qgcm93Qnl0ZXMgPSAod2lkdGggKyA3KSA+PiAzO1xuICAgICAgY29uc3QgbmVlZCA9IHJvd0J5dGVzICogaGVpZ2h0O1xuICAgICAgaWYgKGJ5dGVzLmxlbmd0aCAtIGgucG9zIDwgbmVlZCkge1xuICAgICAgICB0aHJvdyBuZXcgSW1hZ2VFcnJvcignSU1BR0VfQ09SUlVQVCcsIGAke3doZXJlfTogdHJ1bmNhdGVkIFA0IHJhc3RlcjogZXhwZWN0ZWQgJHtuZWVkfSBieXRlcywgZ290ICR7Ynl0ZXMubGVuZ3RoIC0gaC5wb3N9YCk7XG4gICAgICB9XG4gICAgICBmb3IgKGxldCByID0gMDsgciA8IGhlaWdodDsgcisrKSB7XG4gICAgICAgIGNvbnN0IHJvdyA9IGgucG9zICsgciAqIHJvd0J5dGVzO1xuICAgICAgICBmb3IgKGxldCBjID0gMDsgYyA8IHdpZHRoOyBjKyspIGRhdGFbciAqIHdpZHRoICsgY10gPSAoKGJ5dGVzW3JvdyArIChjID4+IDMpXSBhcyBudW1iZXIpID4+ICg3IC0gKGMgJiA3KSkpICYgMTtcbiAgICAgIH1cbiAgICB9XG4gICAgaWYgKGludmVydCkgZm9yIChsZXQgaSA9IDA7IGkgPCBuOyBpKyspIGRhdGFbaV0gPSAxIC0gKGRhdGFbaV0gYXMgbnVtYmVyKTtcbiAgICByZXR1cm4geyB3aWR0aCwgaGVpZ2h0LCBkYXRhIH07XG4gIH1cbiAgY29uc3QgbWF4dmFsID0gaC5pbnQoJ21heHZhbCcsIDEsIDY1NTM1KTtcbiAgY29uc3QgdGhyZXNob2xkID0gb3B0aW9ucy50aHJlc2hvbGQgPz8gKG1heHZhbCArIDEpIC8gMjtcbiAgaWYgKCEoTnVtYmVyLmlzRmluaXRlKHRocmVzaG9sZCkgJiYgdGhyZXNob2xkID49IDApKVxuICAgIHRocm93IG5ldyBJbWFnZUVycm9yKCdJTUFHRV9JTlZBTElEJywgYHRocmVzaG9sZCBtdXN0IGJlIGEgbnVtYmVyID49IDAsIGdvdCAke3RocmVzaG9sZH1gKTtcbiAgY29uc3QgY2hhbm5lbHMgPSBraW5kID09PSAzIHx8IGtpbmQgPT09IDYgPyAzIDogMTtcbiAgY29uc3Qgd2lkZSA9IG1heHZhbCA+IDI1NTtcbiAgbGV0IG5leHQ6ICgpID0+IG51bWJlcjtcbiAgaWYgKGtpbmQgPT09IDIgfHwga2luZCA9PT0gMykge1xuICAgIG5leHQgPSAoKSA9PiBoLmludCgnc2FtcGxlJywgMCwgbWF4dmFsKTtcbiAgfSBlbHNlIHtcbiAgICBoLmVuZE9mSGVhZGVyKCk7XG4gICAgY29uc3QgbmVlZCA9IG4gKiBjaGFubmVscyAqICh3aWRlID8gMiA6IDEpO1xuICAgIGlmIChieXRlcy5sZW5ndGggLSBoLnBvcyA8IG5lZWQpIHtcbiAgICAgIHRocm93IG5ldyBJbWFnZUVycm9yKCdJTUFHRV9DT1JSVVBUJywgYCR7d2hlcmV9OiB0cnVuY2F0ZWQgUCR7a2luZH0gcmFzdGVyOiBleHBlY3RlZCAke25lZWR9IGJ5dGVzLCBnb3QgJHtieXRlcy5sZW5ndGggLSBoLnBvc31gKTtcbiAgICB9XG4gICAgbGV0IHAgPSBoLnBvcztcbiAgICBuZXh0ID0gKCkgPT4ge1xuICAgICAgY29uc3QgdiA9IHdpZGUgPyAoKGJ5dGVzW3BdIGFzIG51bWJlcikgPDwgOCkgfCAoYnl0ZXNbcCArIDFdIGFzIG51bWJlcikgOiAoYnl0ZXNbcF0gYXMgbnVtYmVyKTtcbiAgICAgIHAgKz0gd2lkZSA/IDIgOiAxO1xuICAgICAgaWYgKHYgPiBtYXh2YWwpIHRocm93IG5ldyBJbWFnZUVycm9yKCdJTUFHRV9DT1JSVVBUJywgYCR7d2hlcmV9OiBzYW1wbGUgJHt2fSBhdCBieXRlICR7cH0gZXhjZWVkcyBtYXh2YWwgJHttYXh2YWx9YCk7XG4gICAgICByZXR1cm4gdjtcbiAgICB9O1xuICB9XG4gIGZvciAobGV0IGkgPSAwOyBpIDwgbjsgaSsrKSB7XG4gICAgbGV0IHYgPSBuZXh0KCk7XG4gICAgaWYgKGNoYW5uZWxzID09PSAzKSB2ID0gKHYgKyBuZXh0KCkgKyBuZXh0KCkpIC8gMztcbiAgICBjb25zdCBkYXJrID0gdiA8IHRocmVzaG9sZDtcbiAgICBkYXRhW2ldID0gZGFyayAhPT0gaW52ZXJ0ID8gMSA6IDA7XG4gIH1cbiAgcmV0dXJuIHsgd2lkdGgsIGhlaWdodCwgZGF0YSB9O1xufVxuXG4vKiogTGFyZ2VzdCBpbWFnZSBmaWxlIHJlYWQgKGAtLWltYWdlYCk6IDUxMiBNaUIgKGEgMTYzODQgeCAxNjM4NCA4LWJpdCBQR00gaXMgMjU2IE1pQikuICovXG5leHBvcnQgY29uc3QgSU1BR0VfTUFYX0JZVEVTID0gNTEyICogMTAyNCAqIDEwMjQ7XG5cbi8qKiBSZWFkIGEgbmV0cGJtIGZpbGUuIE1pc3NpbmcgLyB1bnJlYWRhYmxlIChub3QgYSByZWd1bGFyIGZpbGUsIHRvbyBsYXJnZSkgLyBjb3JydXB0IGZpbGVzIHJhaXNlIEltYWdlRXJyb3IuICovXG5leHBvcnQgZnVuY3Rpb24gcmVhZEltYWdlKHBhdGg6IHN0cmluZywgb3B0aW9uczogUmVhZE9wdGlvbnMgPSB7fSk6IEJpbmFyeUltYWdlIHtcbiAgbGV0IGJ5dGVzOiBVaW50OEFycmF5O1xuICB0cnkge1xuICAgIC8vIEEgcmVndWxhciBmaWxlIG9mIGF0IG1vc3QgSU1BR0VfTUFYX0JZVEVTOiBhIEZJRk8gb3IgYSBkZXZpY2UgaXMgcmVmdXNlZCBiZWZvcmUgYW55IHJlYWQuXG4gICAgYnl0ZXMgPSByZWFkUmVndWxhckZpbGUocGF0aCwgeyB3aGF0OiAnaW1hZ2UnLCBtYXhCeXRlczogSU1BR0VfTUFYX0JZVEVTIH0pO1xuICB9IGNhdGNoIChlcnIpIHtcbiAgICBjb25zdCBjb2RlID0gKChlcnIgYXMgeyBjYXVzZT86IE5vZGVKUy5FcnJub0V4Y2VwdGlvbiB9KS5jYXVzZSA/PyAoZXJyIGFzIE5vZGVKUy5FcnJub0V4Y2VwdGlvbikpLmNvZGU7XG4gICAgaWYgKGNvZGUgPT09ICdFTk9FTlQnKSB0aHJvdyBuZXcgSW1hZ2VFcnJvcignSU1BR0VfTk9UX0ZPVU5EJywgYCR7cGF0aH06IG5vIHN1Y2ggZmlsZWAsIHBhdGgsIGVycik7XG4gICAgdGhyb3cgbmV3IEltYWdlRXJyb3IoJ0lNQUdFX1VOUkVBREFCTEUnLCBgJHtwYXRofTogY2Fubm90IHJlYWQgKCR7KGVyciBhcyBFcnJvcikubWVzc2FnZX0pYCwgcGF0aCwgZXJyKTtcbiAgfVxuICB0cnkge1xuICAgIHJldHVybiBwYXJzZU5ldHBibShieXRlcywgcGF0aCwgb3B0aW9ucyk7XG4gIH0gY2F0Y2ggKGVycikge1xuICAgIGlmIChlcnIgaW5zdGFuY2VvZiBJbWFnZUVycm9yICYmIGVyci5wYXRoID09PSB1bmRlZmluZWQpIHRocm93IG5ldyBJbWFnZUVycm9yKGVyci5jb2RlLCBlcnIubWVzc2FnZSwgcGF0aCwgZXJyLmNhdXNlKTtcbiAgICB0aHJvdyBlcnI7XG4gIH1cbn1cblxuLyoqIEVuY29kZSBhcyByYXcgUEJNIChQNCksIG9yIHBsYWluIFBCTSAoUDEpIHdpdGggYGFzY2lpYC4gKi9cbmV4cG9ydCBmdW5jdGlvbiBlbmNvZGVQYm0oaW1nOiBCaW5hcnlJbWFnZSwgYXNjaWkgPSBmYWxzZSk6IFVpbnQ4QXJyYXkge1xuICBjb25zdCB7IHdpZHRoLCBoZWlnaHQsIGRhdGEgfSA9IGltZztcbiAgaWYgKGFzY2lpKSB7XG4gICAgY29uc3QgbGluZXMgPSBbYFAxYCwgYCR7d2lkdGh9ICR7aGVpZ2h0fWBdO1xuICAgIGZvciAobGV0IHIgPSAwOyByIDwgaGVpZ2h0OyByKyspIHtcbiAgICAgIC8vIGF0IG1vc3QgNzAgY2hhcmFjdGVycyBwZXIgbGluZVxuICAgICAgY29uc3Qgcm93ID0gQXJyYXkuZnJvbShkYXRhLnN1YmFycmF5KHIgKiB3aWR0aCwgKHIgKyAxKSAqIHdpZHRoKSwgKHYpID0+ICh2ICE9PSAwID8gJzEnIDogJzAnKSkuam9pbignJyk7XG4gICAgICBmb3IgKGxldCBpID0gMDsgaSA8IHJvdy5sZW5ndGg7IGkgKz0gNzApIGxpbmVzLnB1c2gocm93LnNsaWNlKGksIGkgKyA3MCkpO1xuICAgIH1cbiAgICByZXR1cm4gbmV3IFRleHRFbmNvZGVyKCkuZW5jb2RlKGAke2xpbmVzLmpvaW4oJ1xcbicpfVxcbmApO1xuICB9XG4gIGNvbnN0IGhlYWRlciA9IG5ldyBUZXh0RW5jb2RlcigpLmVuY29kZShgUDRcXG4ke3dpZHRofSAke2hlaWdodH1cXG5gKTtcbiAgY29uc3Qgcm93Qnl0ZXMgPSAod2lkdGggKyA3KSA+PiAzO1xuICBjb25zdCBvdXQgPSBuZXcgVWludDhBcnJheShoZWFkZXIubGVuZ3RoICsgcm93Qnl0ZXMgKiBoZWlnaHQpO1xuICBvdXQuc2V0KGhlYWRlcik7XG4gIGZvciAobGV0IHIgPSAwOyByIDwgaGVpZ2h0OyByKyspIHtcbiAgICBjb25zdCByb3cgPSBoZWFkZXIubGVuZ3RoICsgciAqIHJvd0J5dGVzO1xuICAgIGZvciAobGV0IGMgPSAwOyBjIDwgd2lkdGg7IGMrKylcbiAgICAgIGlmIChkYXRhW3IgKiB3aWR0aCArIGNdICE9PSAwKSBvdXRbcm93ICsgKGMgPj4gMyldID0gKG91dFtyb3cgKyAoYyA+PiAzKV0gYXMgbnVtYmVyKSB8ICgweDgwID4+IChjICYgNykpO1xuICB9XG4gIHJldHVybiBvdXQ7XG59XG5cbi8qKiBFbmNvZGUgZ3JleSBsZXZlbHMgMC4uMjU1IChyb3ctbWFqb3IsIHdpZHRoIHggaGVpZ2h0KSBhcyByYXcgUEdNIChQNSkuICovXG5leHBvcnQgZnVuY3Rpb24gZW5jb2RlUGdtKHdpZHRoOiBudW1iZXIsIGhlaWdodDogbnVtYmVyLCBncmV5OiBVaW50OEFycmF5KTogVWludDhBcnJheSB7XG4gIGNvbnN0IGhlYWRlciA9IG5ldyBUZXh0RW5jb2RlcigpLmVuY29kZShgUDVcXG4ke3dpZHRofSAke2hlaWdodH1cXG4yNTVcXG5gKTtcbiAgY29uc3Qgb3V0ID0gbmV3IFVpbnQ4QXJyYXkoaGVhZGVyLmxlbmd0aCArIHdpZHRoICogaGVpZ2h0KTtcbiAgb3V0LnNldChoZWFkZXIpO1xuICBvdXQuc2V0KGdyZXkuc3ViYXJyYXkoMCwgd2lkdGggKiBoZWlnaHQpLCBoZWFkZXIubGVuZ3RoKTtcbiAgcmV0dXJuIG91dDtcbn1cblxuZXhwb3J0IGZ1bmN0aW9uIHdyaXRlUGJtKHBhdGg6IHN0cmluZywgaW1nOiBCaW5hcnlJbWFnZSwgYXNjaWkgPSBmYWxzZSk6IHZvaWQge1xuICB3cml0ZUZpbGVSZXBsYWNpbmcocGF0aCwgZW5jb2RlUGJtKGltZywgYXNjaWkpLCB7IHdoYXQ6ICd0aGlubmVkIGltYWdlJyB9KTtcbn1cblxuLyoqIElucHV0IGFuZCBza2VsZXRvbiBpbiBvbmUgZ3JleSBwaWN0dXJlOiBiYWNrZ3JvdW5kIHdoaXRlLCByZW1vdmVkIHBpeGVscyBsaWdodCBncmV5LCBza2VsZXRvbiBibGFjay4gKi9cbmV4cG9ydCBmdW5jdGlvbiBvdmVybGF5UGdtKGlucHV0OiBCaW5hcnlJbWFnZSwgc2tlbGV0b246IEJpbmFyeUltYWdlKTogVWludDhBcnJheSB7XG4gIGNvbnN0IGdyZXkgPSBuZXcgVWludDhBcnJheShpbnB1dC53aWR0aCAqIGlucHV0LmhlaWdodCk7XG4gIGZvciAobGV0IGkgPSAwOyBpIDwgZ3JleS5sZW5ndGg7IGkrKykgZ3JleVtpXSA9IHNrZWxldG9uLmRhdGFbaV0gIT09IDAgPyAwIDogaW5wdXQuZGF0YVtpXSAhPT0gMCA/IDE5MCA6IDI1NTtcbiAgcmV0dXJuIGVuY29kZVBnbShpbnB1dC53aWR0aCwgaW5wdXQuaGVpZ2h0LCBncmV5KTtcbn1cblxuLyoqIEFTQ0lJIGFydCBsaWtlIHRoZSBwYXBlcidzIGZpZ3VyZSA3OiAnLicgb2JqZWN0LCAnKicgc2tlbGV0b24sICcgJyBiYWNrZ3JvdW5kLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGFzY2lpQXJ0KGlucHV0OiBCaW5hcnlJbWFnZSwgc2tlbGV0b24/OiBCaW5hcnlJbWFnZSk6IHN0cmluZyB7XG4gIGNvbnN0IGxpbmVzOiBzdHJpbmdbXSA9IFtdO1xuICBmb3IgKGxldCByID0gMDsgciA8IGlucHV0LmhlaWdodDsgcisrKSB7XG4gICAgbGV0IHMgPSAnJztcbiAgICBmb3IgKGxldCBjID0gMDsgYyA8IGlucHV0LndpZHRoOyBjKyspIHtcbiAgICAgIGNvbnN0IGkgPSByICogaW5wdXQud2lkdGggKyBjO1xuICAgICAgcyArPSBza2VsZXRvbiAhPT0gdW5kZWZpbmVkICYmIHNrZWxldG9uLmRhdGFbaV0gIT09IDAgPyAnKicgOiBpbnB1dC5kYXRhW2ldICE9PSAwID8gJy4nIDogJyAnO1xuICAgIH1cbiAgICBsaW5lcy5wdXNoKHMudHJpbUVuZCgpKTtcbiAgfVxuICByZXR1cm4gbGluZXMuam9pbignXFxuJyk7XG59XG5cbi8vIC0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLVxuLy8gR2VuZXJhdG9yc1xuXG5leHBvcnQgY29uc3QgR0VORVJBVE9SUyA9IFsnYmxvYnMnLCAnbGV0dGVycycsICdyaW5ncycsICdib2R5JywgJ25vaXNlJ10gYXMgY29uc3Q7XG5leHBvcnQgdHlwZSBHZW5lcmF0b3JLaW5kID0gKHR5cGVvZiBHRU5FUkFUT1JTKVtudW1iZXJdO1xuXG5leHBvcnQgaW50ZXJmYWNlIEdlbmVyYXRlT3B0aW9ucyB7XG4gIHJlYWRvbmx5IGtpbmQ6IEdlbmVyYXRvcktpbmQ7XG4gIHJlYWRvbmx5IHdpZHRoOiBudW1iZXI7XG4gIHJlYWRvbmx5IGhlaWdodDogbnVtYmVyO1xuICByZWFkb25seSBzZWVkOiBudW1iZXI7XG59XG5cbmNsYXNzIENhbnZhcyB7XG4gIHJlYWRvbmx5IGRhdGE6IFVpbnQ4QXJyYXk7XG4gIGNvbnN0cnVjdG9yKFxuICAgIHJlYWRvbmx5IHdpZHRoOiBudW1iZXIsXG4gICAgcmVhZG9ubHkgaGVpZ2h0OiBudW1iZXIsXG4gICkge1xuICAgIHRoaXMuZGF0YSA9IG5ldyBVaW50OEFycmF5KHdpZHRoICogaGVpZ2h0KTtcbiAgfVxuXG4gIC8qKiBGaWxsZWQgZWxsaXBzZSAoY2VudHJlLCByYWRpaSwgcm90YXRpb24pLCB2YWx1ZSB2LiAqL1xuICBlbGxpcHNlKGN4OiBudW1iZXIsIGN5OiBudW1iZXIsIHJ4OiBudW1iZXIsIHJ5OiBudW1iZXIsIGFuZ2xlOiBudW1iZXIsIHYgPSAxKTogdm9pZCB7XG4gICAgY29uc3QgY2EgPSBNYXRoLmNvcyhhbmdsZSk7XG4gICAgY29uc3Qgc2EgPSBNYXRoLnNpbihhbmdsZSk7XG4gICAgY29uc3QgUiA9IE1hdGgubWF4KHJ4LCByeSk7XG4gICAgY29uc3QgcjAgPSBNYXRoLm1heCgwLCBNYXRoLmZsb29yKGN5IC0gUikpO1xuICAgIGNvbnN0IHIxID0gTWF0aC5taW4odGhpcy5oZWlnaHQgLSAxLCBNYXRoLmNlaWwoY3kgKyBSKSk7XG4gICAgY29uc3QgYzAgPSBNYXRoLm1heCgwLCBNYXRoLmZsb29yKGN4IC0gUikpO1xuICAgIGNvbnN0IGMxID0gTWF0aC5taW4odGhpcy53aWR0aCAtIDEsIE1hdGguY2VpbChjeCArIFIpKTtcbiAgICBmb3IgKGxldCByID0gcjA7IHIgPD0gcjE7IHIrKykge1xuICAgICAgZm9yIChsZXQgYyA9IGMwOyBjIDw9IGMxOyBjKyspIHtcbiAgICAgICAgY29uc3QgZHggPSBjIC0gY3g7XG4gICAgICAgIGNvbnN0IGR5ID0gciAtIGN5O1xuICAgICAgICBjb25zdCB1ID0gKGR4ICogY2EgKyBkeSAqIHNhKSAvIHJ4O1xuICAgICAgICBjb25zdCB3ID0gKC1keCAqIHNhICsgZHkgKiBjYSkgLyByeTtcbiAgICAgICAgaWYgKHUgKiB1ICsgdyAqIHcgPD0gMSkgdGhpcy5kYXRhW3IgKiB0aGlzLndpZHRoICsgY10gPSB2O1xuICAgICAgfVxuICAgIH1cbiAgfVxuXG4gIC8qKiBUaGljayBzZWdtZW50IChhIGNhcHN1bGUgb2YgaGFsZi13aWR0aCB0KS4gKi9cbiAgY2Fwc3VsZSh4MDogbnVtYmVyLCB5MDogbnVtYmVyLCB4MTogbnVtYmVyLCB5MTogbnVtYmVyLCB0OiBudW1iZXIsIHYgPSAxKTogdm9pZCB7XG4gICAgY29uc3QgcjAgPSBNYXRoLm1heCgwLCBNYXRoLmZsb29yKE1hdGgubWluKHkwLCB5MSkgLSB0KSk7XG4gICAgY29uc3QgcjEgPSBNYXRoLm1pbih0aGlzLmhlaWdodCAtIDEsIE1hdGguY2VpbChNYXRoLm1heCh5MCwgeTEpICsgdCkpO1xuICAgIGNvbnN0IGMwID0gTWF0aC5tYXgoMCwgTWF0aC5mbG9vcihNYXRoLm1pbih4MCwgeDEpIC0gdCkpO1xuICAgIGNvbnN0IGMxID0gTWF0aC5taW4odGhpcy53aWR0aCAtIDEsIE1hdGguY2VpbChNYXRoLm1heCh4MCwgeDEpICsgdCkpO1xuICAgIGNvbnN0IGR4ID0geDEgLSB4MDtcbiAgICBjb25zdCBkeSA9IHkxIC0geTA7XG4gICAgY29uc3QgbGVuMiA9IGR4ICogZHggKyBkeSAqIGR5O1xuICAgIGZvciAobGV0IHIgPSByMDsgciA8PSByMTsgcisrKSB7XG4gICAgICBmb3IgKGxldCBjID0gYzA7IGMgPD0gYzE7IGMrKykge1xuICAgICAgICBjb25zdCBzID0gbGVuMiA9PT0gMCA/IDAgOiBNYXRoLm1heCgwLCBNYXRoLm1pbigxLCAoKGMgLSB4MCkgKiBkeCArIChyIC0geTApICogZHkpIC8gbGVuMikpO1xuICAgICAgICBjb25zdCBleCA9IGMgLSAoeDAgKyBzICogZHgpO1xuICAgICAgICBjb25zdCBleSA9IHIgLSAoeTAgKyBzICogZHkpO1xuICAgICAgICBpZiAoZXggKiBleCArIGV5ICogZXkgPD0gdCAqIHQpIHRoaXMuZGF0YVtyICogdGhpcy53aWR0aCArIGNdID0gdjtcbiAgICAgIH1cbiAgICB9XG4gIH1cblxuICByZWN0KHg6IG51bWJlciwgeTogbnVtYmVyLCB3OiBudW1iZXIsIGg6IG51bWJlciwgdiA9IDEpOiB2b2lkIHtcbiAgICBjb25zdCByMCA9IE1hdGgubWF4KDAsIE1hdGguZmxvb3IoeSkpO1xuICAgIGNvbnN0IHIxID0gTWF0aC5taW4odGhpcy5oZWlnaHQsIE1hdGguY2VpbCh5ICsgaCkpO1xuICAgIGNvbnN0IGMwID0gTWF0aC5tYXgoMCwgTWF0aC5mbG9vcih4KSk7XG4gICAgY29uc3QgYzEgPSBNYXRoLm1pbih0aGlzLndpZHRoLCBNYXRoLmNlaWwoeCArIHcpKTtcbiAgICBmb3IgKGxldCByID0gcjA7IHIgPCByMTsgcisrKSB0aGlzLmRhdGEuZmlsbCh2LCByICogdGhpcy53aWR0aCArIGMwLCByICogdGhpcy53aWR0aCArIE1hdGgubWF4KGMwLCBjMSkpO1xuICB9XG5cbiAgaW1hZ2UoKTogQmluYXJ5SW1hZ2Uge1xuICAgIHJldHVybiB7IHdpZHRoOiB0aGlzLndpZHRoLCBoZWlnaHQ6IHRoaXMuaGVpZ2h0LCBkYXRhOiB0aGlzLmRhdGEgfTtcbiAgfVxufVxuXG4vKiogNXg3IGJsb2NrIGZvbnQgZm9yIHRoZSBsZXR0ZXJzIGdlbmVyYXRvci4gKi9cbmNvbnN0IEZPTlQ6IFJlYWRvbmx5PFJlY29yZDxzdHJpbmcsIHJlYWRvbmx5IHN0cmluZ1tdPj4gPSB7XG4gIEE6IFsnMDExMTAnLCAnMTAwMDEnLCAnMTAwMDEnLCAnMTExMTEnLCAnMTAwMDEnLCAnMTAwMDEnLCAnMTAwMDEnXSxcbiAgQjogWycxMTExMCcsICcxMDAwMScsICcxMDAwMScsICcxMTExMCcsICcxMDAwMScsICcxMDAwMScsICcxMTExMCddLFxuICBFOiBbJzExMTExJywgJzEwMDAwJywgJzEwMDAwJywgJzExMTEwJywgJzEwMDAwJywgJzEwMDAwJywgJzExMTExJ10sXG4gIEc6IFsnMDExMTAnLCAnMTAwMDEnLCAnMTAwMDAnLCAnMTAxMTEnLCAnMTAwMDEnLCAnMTAwMDEnLCAnMDExMTEnXSxcbiAgSDogWycxMDAwMScsICcxMDAwMScsICcxMDAwMScsICcxMTExMScsICcxMDAwMScsICcxMDAwMScsICcxMDAwMSddLFxuICBLOiBbJzEwMDAxJywgJzEwMDEwJywgJzEwMTAwJywgJzExMDAwJywgJzEwMTAwJywgJzEwMDEwJywgJzEwMDAxJ10sXG4gIE06IFsnMTAwMDEnLCAnMTEwMTEnLCAnMTAxMDEnLCAnMTAxMDEnLCAnMTAwMDEnLCAnMTAwMDEnLCAnMTAwMDEnXSxcbiAgTjogWycxMDAwMScsICcxMTAwMScsICcxMDEwMScsICcxMDAxMScsICcxMDAwMScsICcxMDAwMScsICcxMDAwMSddLFxuICBPOiBbJzAxMTEwJywgJzEwMDAxJywgJzEwMDAxJywgJzEwMDAxJywgJzEwMDAxJywgJzEwMDAxJywgJzAxMTEwJ10sXG4gIFA6IFsnMTExMTAnLCAnMTAwMDEnLCAnMTAwMDEnLCAnMTExMTAnLCAnMTAwMDAnLCAnMTAwMDAnLCAnMTAwMDAnXSxcbiAgUjogWycxMTExMCcsICcxMDAwMScsICcxMDAwMScsICcxMTExMCcsICcxMDEwMCcsICcxMDAxMCcsICcxMDAwMSddLFxuICBTOiBbJzAxMTExJywgJzEwMDAwJywgJzEwMDAwJywgJzAxMTEwJywgJzAwMDAxJywgJzAwMDAxJywgJzExMTEwJ10sXG4gIFQ6IFsnMTExMTEnLCAnMDAxMDAnLCAnMDAxMDAnLCAnMDAxMDAnLCAnMDAxMDAnLCAnMDAxMDAnLCAnMDAxMDAnXSxcbiAgVzogWycxMDAwMScsICcxMDAwMScsICcxMDAwMScsICcxMDEwMScsICcxMDEwMScsICcxMTAxMScsICcxMDAwMSddLFxuICBYOiBbJzEwMDAxJywgJzEwMDAxJywgJzAxMDEwJywgJzAwMTAwJywgJzAxMDEwJywgJzEwMDAxJywgJzEwMDAxJ10sXG4gIFk6IFsnMTAwMDEnLCAnMTAwMDEnLCAnMDEwMTAnLCAnMDAxMDAnLCAnMDAxMDAnLCAnMDAxMDAnLCAnMDAxMDAnXSxcbiAgWjogWycxMTExMScsICcwMDAwMScsICcwMDAxMCcsICcwMDEwMCcsICcwMTAwMCcsICcxMDAwMCcsICcxMTExMSddLFxufTtcbmNvbnN0IExFVFRFUlMgPSBPYmplY3Qua2V5cyhGT05UKTtcblxuZnVuY3Rpb24gY2hlY2tTaXplKHdoYXQ6IHN0cmluZywgdjogbnVtYmVyKTogdm9pZCB7XG4gIGlmICghTnVtYmVyLmlzSW50ZWdlcih2KSB8fCB2IDwgMSB8fCB2ID4gMSA8PCAxNClcbiAgICB0aHJvdyBuZXcgSW1hZ2VFcnJvcignSU1BR0VfSU5WQUxJRCcsIGAke3doYXR9IG11c3QgYmUgYW4gaW50ZWdlciBiZXR3ZWVuIDEgYW5kICR7MSA8PCAxNH0sIGdvdCAke3Z9YCk7XG59XG5cbi8qKlxuICogQSBzZWVkZWQgYmluYXJ5IGltYWdlIG9mIGBraW5kYDpcbiAqIC0gYmxvYnM6IG92ZXJsYXBwaW5nIGZpbGxlZCBlbGxpcHNlcyBvZiByYW5kb20gc2l6ZSBhbmQgb3JpZW50YXRpb24gKHRoaWNrIG9iamVjdHMsIHNvbWUgbWVyZ2VkKTtcbiAqIC0gbGV0dGVyczogYmxvY2sgbGV0dGVycyBvZiBhIDV4NyBmb250LCBkcmF3biBhcyB0aGljayBzdHJva2VzLCBvbiByYW5kb20gbGluZXM7XG4gKiAtIHJpbmdzOiBhbm51bGkgYW5kIGRpc2NzIHdpdGggaG9sZXMgKG9iamVjdHMgd2l0aCBob2xlczogdGhlIHNrZWxldG9uIGtlZXBzIGVhY2ggbG9vcCk7XG4gKiAtIGJvZHk6IGEgdGhpY2sgaHVtYW4gZmlndXJlIGxpa2UgdGhlIHBhcGVyJ3MgdGVzdCBwYXR0ZXJuIChoZWFkLCB0cnVuaywgYXJtcywgbGVncykgd2l0aFxuICogICBzZWVkZWQgaml0dGVyLCByZXBlYXRlZCBpbiBhIGdyaWQgd2hlbiB0aGUgaW1hZ2UgaXMgd2lkZTtcbiAqIC0gbm9pc2U6IGRlbnNlIHJhbmRvbSBkb3RzIHNtb290aGVkIG9uY2UgKG1hbnkgc21hbGwgaXJyZWd1bGFyIGNvbXBvbmVudHM6IGEgc3RyZXNzIHRlc3QpLlxuICovXG5leHBvcnQgZnVuY3Rpb24gZ2VuZXJhdGUobzogR2VuZXJhdGVPcHRpb25zKTogQmluYXJ5SW1hZ2Uge1xuICBpZiAoIUdFTkVSQVRPUlMuaW5jbHVkZXMoby5raW5kKSkge1xuICAgIHRocm93IG5ldyBJbWFnZUVycm9yKCdJTUFHRV9JTlZBTElEJywgYGdlbmVyYXRvciBtdXN0IGJlIG9uZSBvZiAke0dFTkVSQVRPUlMuam9pbignLCAnKX0sIGdvdCAke0pTT04uc3RyaW5naWZ5KG8ua2luZCl9YCk7XG4gIH1cbiAgY2hlY2tTaXplKCd3aWR0aCcsIG8ud2lkdGgpO1xuICBjaGVja1NpemUoJ2hlaWdodCcsIG8uaGVpZ2h0KTtcbiAgaWYgKCFOdW1iZXIuaXNJbnRlZ2VyKG8uc2VlZCkgfHwgby5zZWVkIDwgMCkgdGhyb3cgbmV3IEltYWdlRXJyb3IoJ0lNQUdFX0lOVkFMSUQnLCBgc2VlZCBtdXN0IGJlIGFuIGludGVnZXIgPj0gMCwgZ290ICR7by5zZWVkfWApO1xuICBjb25zdCBybmQgPSBtdWxiZXJyeTMyKG8uc2VlZCk7XG4gIGNvbnN0IFcgPSBvLndpZHRoO1xuICBjb25zdCBIID0gby5oZWlnaHQ7XG4gIGNvbnN0IGN2ID0gbmV3IENhbnZhcyhXLCBIKTtcbiAgY29uc3QgbSA9IE1hdGgubWluKFcsIEgpO1xuICBzd2l0Y2ggKG8ua2luZCkge1xuICAgIGNhc2UgJ2Jsb2JzJzoge1xuICAgICAgLy8gYWJvdXQgMjUgYmxvYnMgcGVyIG0geCBtIHNxdWFyZSB3aGF0ZXZlciB0aGUgc2l6ZTogcm91Z2hseSBhIHRoaXJkIG9mIHRoZSBhcmVhLCBzY2FsZS1mcmVlXG4gICAgICBjb25zdCBjb3VudCA9IE1hdGgubWF4KDMsIE1hdGgucm91bmQoKDI1ICogVyAqIEgpIC8gKG0gKiBtKSkpO1xuICAgICAgZm9yIChsZXQgaSA9IDA7IGkgPCBjb3VudDsgaSsrKSB7XG4gICAgICAgIGNvbnN0IHJ4ID0gbSAqICgwLjAzICsgMC4wOSAqIHJuZCgpKTtcbiAgICAgICAgY29uc3QgcnkgPSByeCAqICgwLjM1ICsgMC42NSAqIHJuZCgpKTtcbiAgICAgICAgY3YuZWxsaXBzZShybmQoKSAqIFcsIHJuZCgpICogSCwgcngsIHJ5LCBybmQoKSAqIE1hdGguUEkpO1xuICAgICAgfVxuICAgICAgYnJlYWs7XG4gICAgfVxuICAgIGNhc2UgJ2xldHRlcnMnOiB7XG4gICAgICBjb25zdCBzY2FsZSA9IE1hdGgubWF4KDEsIE1hdGguZmxvb3IobSAvIDI0KSk7XG4gICAgICBjb25zdCBjZWxsVyA9IDYgKiBzY2FsZTtcbiAgICAgIGNvbnN0IGNlbGxIID0gOSAqIHNjYWxlO1xuICAgICAgY29uc3QgdCA9IE1hdGgubWF4KDAuNzUsIHNjYWxlICogMC42KTtcbiAgICAgIGZvciAobGV0IHkgPSBzY2FsZTsgeSArIDcgKiBzY2FsZSA8PSBIOyB5ICs9IGNlbGxIKSB7XG4gICAgICAgIGZvciAobGV0IHggPSBzY2FsZTsgeCArIDUgKiBzY2FsZSA8PSBXOyB4ICs9IGNlbGxXKSB7XG4gICAgICAgICAgaWYgKHJuZCgpIDwgMC4xNSkgY29udGludWU7XG4gICAgICAgICAgY29uc3QgZ2x5cGggPSBGT05UW0xFVFRFUlNbTWF0aC5mbG9vcihybmQoKSAqIExFVFRFUlMubGVuZ3RoKV0gYXMgc3RyaW5nXSBhcyByZWFkb25seSBzdHJpbmdbXTtcbiAgICAgICAgICBmb3IgKGxldCBneSA9IDA7IGd5IDwgNzsgZ3krKykge1xuICAgICAgICAgICAgZm9yIChsZXQgZ3ggPSAwOyBneCA8IDU7IGd4KyspIHtcbiAgICAgICAgICAgICAgaWYgKGdseXBoW2d5XT8uW2d4XSAhPT0gJzEnKSBjb250aW51ZTtcbiAgICAgICAgICAgICAgY29uc3QgcHggPSB4ICsgZ3ggKiBzY2FsZSArIHNjYWxlIC8gMjtcbiAgICAgICAgICAgICAgY29uc3QgcHkgPSB5ICsgZ3kgKiBzY2FsZSArIHNjYWxlIC8gMjtcbiAgICAgICAgICAgICAgLy8gam9pbiB0byB0aGUgcmlnaHQgYW5kIGRvd253YXJkIG5laWdoYm91cnMgd2l0aCB0aGljayBzdHJva2VzXG4gICAgICAgICAgICAgIGlmIChnbHlwaFtneV0/LltneCArIDFdID09PSAnMScpIGN2LmNhcHN1bGUocHgsIHB5LCBweCArIHNjYWxlLCBweSwgdCk7XG4gICAgICAgICAgICAgIGlmIChnbHlwaFtneSArIDFdPy5bZ3hdID09PSAnMScpIGN2LmNhcHN1bGUocHgsIHB5LCBweCwgcHkgKyBzY2FsZSwgdCk7XG4gICAgICAgICAgICAgIGlmIChnbHlwaFtneSArIDFdPy5bZ3ggKyAxXSA9PT0gJzEnICYmIGdseXBoW2d5XT8uW2d4ICsgMV0gIT09ICcxJyAmJiBnbHlwaFtneSArIDFdPy5bZ3hdICE9PSAnMScpXG4gICAgICAgICAgICAgICAgY3YuY2Fwc3VsZShweCwgcHksIHB4ICsgc2NhbGUsIHB5ICsgc2NhbGUsIHQpO1xuICAgICAgICAgICAgICBpZiAoZ2x5cGhbZ3kgKyAxXT8uW2d4IC0gMV0gPT09ICcxJyAmJiBnbHlwaFtneV0/LltneCAtIDFdICE9PSAnMScgJiYgZ2x5cGhbZ3kgKyAxXT8uW2d4XSAhPT0gJzEnKVxuICAgICAgICAgICAgICAgIGN2LmNhcHN1bGUocHgsIHB5LCBweCAtIHNjYWxlLCBweSArIHNjYWxlLCB0KTtcbiAgICAgICAgICAgICAgY3YuY2Fwc3VsZShweCwgcHksIHB4LCBweSwgdCk7XG4gICAgICAgICAgICB9XG4gICAgICAgICAgfVxuICAgICAgICB9XG4gICAgICB9XG4gICAgICBicmVhaztcbiAgICB9XG4gICAgY2FzZSAncmluZ3MnOiB7XG4gICAgICBjb25zdCBjb3VudCA9IE1hdGgubWF4KDIsIE1hdGgucm91bmQoKDEyICogVyAqIEgpIC8gKG0gKiBtKSkpO1xuICAgICAgZm9yIChsZXQgaSA9IDA7IGkgPCBjb3VudDsgaSsrKSB7XG4gICAgICAgIGNvbnN0IFIgPSBtICogKDAuMDUgKyAwLjEyICogcm5kKCkpO1xuICAgICAgICBjb25zdCBjeCA9IHJuZCgpICogVztcbiAgICAgICAgY29uc3QgY3kgPSBybmQoKSAqIEg7XG4gICAgICAgIGNvbnN0IHRoID0gUiAqICgwLjI1ICsgMC4zNSAqIHJuZCgpKTtcbiAgICAgICAgY3YuZWxsaXBzZShjeCwgY3ksIFIsIFIgKiAoMC42ICsgMC40ICogcm5kKCkpLCBybmQoKSAqIE1hdGguUEkpO1xuICAgICAgICBjb25zdCBob2xlID0gcm5kKCkgPCAwLjg7XG4gICAgICAgIGlmIChob2xlKSBjdi5lbGxpcHNlKGN4LCBjeSwgTWF0aC5tYXgoMSwgUiAtIHRoKSwgTWF0aC5tYXgoMSwgKFIgLSB0aCkgKiAwLjYpLCAwLCAwKTtcbiAgICAgIH1cbiAgICAgIGJyZWFrO1xuICAgIH1cbiAgICBjYXNlICdib2R5Jzoge1xuICAgICAgLy8gb25lIGZpZ3VyZSBwZXIgc3F1YXJlIGNlbGwgb2Ygc2lkZSBtICh0aGUgcGFwZXIncyBtYW4gYm9keSwgMTI4eDEyOCwgaW4ga2luZClcbiAgICAgIGNvbnN0IG54ID0gTWF0aC5tYXgoMSwgTWF0aC5yb3VuZChXIC8gbSkpO1xuICAgICAgY29uc3QgbnkgPSBNYXRoLm1heCgxLCBNYXRoLnJvdW5kKEggLyBtKSk7XG4gICAgICBjb25zdCBjdyA9IFcgLyBueDtcbiAgICAgIGNvbnN0IGNoID0gSCAvIG55O1xuICAgICAgZm9yIChsZXQgaXkgPSAwOyBpeSA8IG55OyBpeSsrKSB7XG4gICAgICAgIGZvciAobGV0IGl4ID0gMDsgaXggPCBueDsgaXgrKykge1xuICAgICAgICAgIGNvbnN0IHMgPSBNYXRoLm1pbihjdywgY2gpO1xuICAgICAgICAgIGNvbnN0IG94ID0gaXggKiBjdyArIChjdyAtIHMpIC8gMjtcbiAgICAgICAgICBjb25zdCBveSA9IGl5ICogY2ggKyAoY2ggLSBzKSAvIDI7XG4gICAgICAgICAgY29uc3QgaiA9IChrOiBudW1iZXIpID0+IChybmQoKSAtIDAuNSkgKiBrICogcztcbiAgICAgICAgICBjb25zdCBQID0gKHg6IG51bWJlciwgeTogbnVtYmVyKTogW251bWJlciwgbnVtYmVyXSA9PiBbb3ggKyB4ICogcywgb3kgKyB5ICogc107XG4gICAgICAgICAgY29uc3QgW2h4LCBoeV0gPSBQKDAuNSArIGooMC4wMiksIDAuMTIpO1xuICAgICAgICAgIGN2LmVsbGlwc2UoaHgsIGh5LCBzICogMC4wNzUsIHMgKiAwLjA5LCAwKTtcbiAgICAgICAgICBjb25zdCBbbngwLCBueTBdID0gUCgwLjUsIDAuMik7XG4gICAgICAgICAgY3YuY2Fwc3VsZShueDAsIG55MCwgbngwLCBueTAgKyBzICogMC4wNSwgcyAqIDAuMDM1KTtcbiAgICAgICAgICBjb25zdCBbdHgsIHR5XSA9IFAoMC41LCAwLjQpO1xuICAgICAgICAgIGN2LmVsbGlwc2UodHgsIHR5LCBzICogMC4xMiwgcyAqIDAuMTksIDApO1xuICAgICAgICAgIGNvbnN0IHNoID0gUCgwLjUsIDAuMjcpO1xuICAgICAgICAgIGNvbnN0IHQgPSBzICogKDAuMDM1ICsgaigwLjAxKSAqIDAuMSk7XG4gICAgICAgICAgZm9yIChjb25zdCBzaWRlIG9mIFstMSwgMV0pIHtcbiAgICAgICAgICAgIGNvbnN0IFtleCwgZXldID0gW3NoWzBdICsgc2lkZSAqIHMgKiAoMC4yNCArIGooMC4wNCkpLCBzaFsxXSArIHMgKiAoMC4xMiArIGooMC4wOCkpXTtcbiAgICAgICAgICAgIGN2LmNhcHN1bGUoc2hbMF0gKyBzaWRlICogcyAqIDAuMDgsIHNoWzFdLCBleCwgZXksIHQpO1xuICAgICAgICAgICAgY3YuY2Fwc3VsZShleCwgZXksIGV4ICsgc2lkZSAqIHMgKiAoMC4wNCArIGooMC4wNCkpLCBleSArIHMgKiAoMC4xNSArIGooMC4wNSkpLCB0ICogMC45KTtcbiAgICAgICAgICAgIGNvbnN0IGhpcCA9IFAoMC41ICsgc2lkZSAqIDAuMDYsIDAuNTYpO1xuICAgICAgICAgICAgY29uc3QgW2t4LCBreV0gPSBbaGlwWzBdICsgc2lkZSAqIHMgKiAoMC4wNiArIGooMC4wNCkpLCBoaXBbMV0gKyBzICogMC4xOF07XG4gICAgICAgICAgICBjdi5jYXBzdWxlKGhpcFswXSwgaGlwWzFdLCBreCwga3ksIHQgKiAxLjMpO1xuICAgICAgICAgICAgY3YuY2Fwc3VsZShreCwga3ksIGt4ICsgc2lkZSAqIHMgKiAoMC4wMyArIGooMC4wMykpLCBreSArIHMgKiAwLjIsIHQgKiAxLjEpO1xuICAgICAgICAgIH1cbiAgICAgICAgfVxuICAgICAgfVxuICAgICAgYnJlYWs7XG4gICAgfVxuICAgIGNhc2UgJ25vaXNlJzoge1xuICAgICAgY29uc3QgcmF3ID0gbmV3IFVpbnQ4QXJyYXkoVyAqIEgpO1xuICAgICAgY29uc3QgZGVuc2l0eSA9IDAuMyArIDAuMyAqIHJuZCgpO1xuICAgICAgZm9yIChsZXQgaSA9IDA7IGkgPCByYXcubGVuZ3RoOyBpKyspIHJhd1tpXSA9IHJuZCgpIDwgZGVuc2l0eSA/IDEgOiAwO1xuICAgICAgLy8gb25lIG1ham9yaXR5IHZvdGUgb3ZlciAzeDMgbWFrZXMgaXJyZWd1bGFyIHRoaWNrIGNsdW1wc1xuICAgICAgZm9yIChsZXQgciA9IDA7IHIgPCBIOyByKyspIHtcbiAgICAgICAgZm9yIChsZXQgYyA9IDA7IGMgPCBXOyBjKyspIHtcbiAgICAgICAgICBsZXQgcyA9IDA7XG4gICAgICAgICAgZm9yIChsZXQgZHIgPSAtMTsgZHIgPD0gMTsgZHIrKykge1xuICAgICAgICAgICAgZm9yIChsZXQgZGMgPSAtMTsgZGMgPD0gMTsgZGMrKykge1xuICAgICAgICAgICAgICBjb25zdCByciA9IHIgKyBkcjtcbiAgICAgICAgICAgICAgY29uc3QgY2MgPSBjICsgZGM7XG4gICAgICAgICAgICAgIGlmIChyciA+PSAwICYmIHJyIDwgSCAmJiBjYyA+PSAwICYmIGNjIDwgVykgcyArPSByYXdbcnIgKiBXICsgY2NdIGFzIG51bWJlcjtcbiAgICAgICAgICAgIH1cbiAgICAgICAgICB9XG4gICAgICAgICAgY3YuZGF0YVtyICogVyArIGNdID0gcyA+PSA0ID8gMSA6IDA7XG4gICAgICAgIH1cbiAgICAgIH1cbiAgICAgIGJyZWFrO1xuICAgIH1cbiAgfVxuICByZXR1cm4gY3YuaW1hZ2UoKTtcbn1cbiJdLAogICJtYXBwaW5ncyI6ICJBQVFBLFNBQVMsWUFBWSxpQkFBaUIsMEJBQTBCO0FBTXpELE1BQU0sbUJBQW1CLE1BQU07QUFBQSxFQUMzQjtBQUFBLEVBQ0E7QUFBQSxFQUVULFlBQVksTUFBc0IsU0FBaUIsTUFBZSxPQUFpQjtBQUNqRixVQUFNLFNBQVMsVUFBVSxTQUFZLFNBQVksRUFBRSxNQUFNLENBQUM7QUFDMUQsU0FBSyxPQUFPO0FBQ1osU0FBSyxPQUFPO0FBQ1osU0FBSyxPQUFPO0FBQUEsRUFDZDtBQUNGO0FBR08sTUFBTSxhQUFhLEtBQUs7QUFTL0IsU0FBUyxRQUFRLEdBQW9CO0FBQ25DLFNBQU8sTUFBTSxNQUFRLE1BQU0sS0FBUSxNQUFNLE1BQVEsTUFBTSxNQUFRLE1BQU0sTUFBUSxNQUFNO0FBQ3JGO0FBR0EsTUFBTSxPQUFPO0FBQUEsRUFFWCxZQUNtQixLQUNBLE9BQ2pCO0FBRmlCO0FBQ0E7QUFBQSxFQUNoQjtBQUFBLEVBRmdCO0FBQUEsRUFDQTtBQUFBLEVBSG5CLE1BQU07QUFBQSxFQU1FLHVCQUE2QjtBQUNuQyxVQUFNLElBQUksS0FBSztBQUNmLFdBQU8sS0FBSyxNQUFNLEVBQUUsUUFBUTtBQUMxQixZQUFNLElBQUksRUFBRSxLQUFLLEdBQUc7QUFDcEIsVUFBSSxRQUFRLENBQUMsRUFBRyxNQUFLO0FBQUEsZUFDWixNQUFNLElBQU07QUFDbkIsZUFBTyxLQUFLLE1BQU0sRUFBRSxVQUFVLEVBQUUsS0FBSyxHQUFHLE1BQU0sTUFBUSxFQUFFLEtBQUssR0FBRyxNQUFNLEdBQU0sTUFBSztBQUFBLE1BQ25GLE1BQU87QUFBQSxJQUNUO0FBQUEsRUFDRjtBQUFBO0FBQUEsRUFHQSxJQUFJLE1BQWMsS0FBYSxLQUFxQjtBQUNsRCxTQUFLLHFCQUFxQjtBQUMxQixVQUFNLFFBQVEsS0FBSztBQUNuQixRQUFJLElBQUk7QUFDUixXQUFPLEtBQUssTUFBTSxLQUFLLElBQUksUUFBUTtBQUNqQyxZQUFNLElBQUksS0FBSyxJQUFJLEtBQUssR0FBRztBQUMzQixVQUFJLElBQUksTUFBUSxJQUFJLEdBQU07QUFDMUIsVUFBSSxJQUFJLE1BQU0sSUFBSTtBQUNsQixXQUFLO0FBQ0wsVUFBSSxJQUFJLE9BQU8sbUJBQW1CLEdBQUk7QUFBQSxJQUN4QztBQUNBLFFBQUksS0FBSyxRQUFRLE9BQU87QUFDdEIsWUFBTSxNQUFNLEtBQUssT0FBTyxLQUFLLElBQUksU0FBUyxnQkFBZ0IsVUFBVyxLQUFLLElBQUksS0FBSyxHQUFHLEVBQWEsU0FBUyxFQUFFLEVBQUUsU0FBUyxHQUFHLEdBQUcsQ0FBQztBQUNoSSxZQUFNLElBQUksV0FBVyxpQkFBaUIsR0FBRyxLQUFLLEtBQUssY0FBYyxJQUFJLCtCQUErQixLQUFLLFNBQVMsR0FBRyxFQUFFO0FBQUEsSUFDekg7QUFDQSxRQUFJLElBQUksT0FBTyxJQUFJLElBQUssT0FBTSxJQUFJLFdBQVcsaUJBQWlCLEdBQUcsS0FBSyxLQUFLLEtBQUssSUFBSSxvQkFBb0IsR0FBRyxRQUFRLEdBQUcsU0FBUyxDQUFDLEVBQUU7QUFDbEksV0FBTztBQUFBLEVBQ1Q7QUFBQTtBQUFBLEVBR0EsSUFBSSxNQUFzQjtBQUN4QixTQUFLLHFCQUFxQjtBQUMxQixVQUFNLElBQUksS0FBSyxJQUFJLEtBQUssR0FBRztBQUMzQixRQUFJLE1BQU0sTUFBUSxNQUFNLElBQU07QUFDNUIsWUFBTSxNQUFNLE1BQU0sU0FBWSxnQkFBZ0IsVUFBVSxFQUFFLFNBQVMsRUFBRSxFQUFFLFNBQVMsR0FBRyxHQUFHLENBQUM7QUFDdkYsWUFBTSxJQUFJLFdBQVcsaUJBQWlCLEdBQUcsS0FBSyxLQUFLLGNBQWMsSUFBSSx5QkFBeUIsS0FBSyxHQUFHLFNBQVMsR0FBRyxFQUFFO0FBQUEsSUFDdEg7QUFDQSxTQUFLO0FBQ0wsV0FBTyxJQUFJO0FBQUEsRUFDYjtBQUFBO0FBQUEsRUFHQSxjQUFvQjtBQUNsQixVQUFNLElBQUksS0FBSyxJQUFJLEtBQUssR0FBRztBQUMzQixRQUFJLE1BQU0sVUFBYSxDQUFDLFFBQVEsQ0FBQztBQUMvQixZQUFNLElBQUksV0FBVyxpQkFBaUIsR0FBRyxLQUFLLEtBQUssMkRBQTJELEtBQUssR0FBRyxFQUFFO0FBQzFILFNBQUs7QUFBQSxFQUNQO0FBQ0Y7QUFHTyxTQUFTLFlBQVksT0FBbUIsUUFBUSxTQUFTLFVBQXVCLENBQUMsR0FBZ0I7QUFDdEcsTUFBSSxNQUFNLFNBQVMsS0FBSyxNQUFNLENBQUMsTUFBTSxNQUFRLE1BQU0sQ0FBQyxNQUFNLFVBQWEsTUFBTSxDQUFDLElBQUksTUFBUSxNQUFNLENBQUMsSUFBSSxJQUFNO0FBQ3pHLFVBQU0sT0FBTyxNQUFNLEtBQUssTUFBTSxTQUFTLEdBQUcsQ0FBQyxHQUFHLENBQUMsTUFBTyxLQUFLLE1BQVEsSUFBSSxNQUFPLE9BQU8sYUFBYSxDQUFDLElBQUksR0FBSSxFQUFFLEtBQUssRUFBRTtBQUNwSCxVQUFNLElBQUksV0FBVyxxQkFBcUIsR0FBRyxLQUFLLHNEQUFzRCxLQUFLLFVBQVUsSUFBSSxDQUFDLEdBQUc7QUFBQSxFQUNqSTtBQUNBLFFBQU0sT0FBUSxNQUFNLENBQUMsSUFBZTtBQUNwQyxRQUFNLElBQUksSUFBSSxPQUFPLE9BQU8sS0FBSztBQUNqQyxJQUFFLE1BQU07QUFDUixRQUFNLFFBQVEsRUFBRSxJQUFJLFNBQVMsR0FBRyxVQUFVO0FBQzFDLFFBQU0sU0FBUyxFQUFFLElBQUksVUFBVSxHQUFHLFVBQVU7QUFDNUMsTUFBSSxRQUFRLFNBQVM7QUFDbkIsVUFBTSxJQUFJLFdBQVcscUJBQXFCLEdBQUcsS0FBSyxLQUFLLEtBQUssSUFBSSxNQUFNLG1CQUFtQixVQUFVLFNBQVM7QUFDOUcsUUFBTSxJQUFJLFFBQVE7QUFDbEIsUUFBTSxPQUFPLElBQUksV0FBVyxDQUFDO0FBQzdCLFFBQU0sU0FBUyxRQUFRLFdBQVc7QUFDbEMsTUFBSSxTQUFTLEtBQUssU0FBUyxHQUFHO0FBQzVCLFFBQUksU0FBUyxHQUFHO0FBQ2QsZUFBUyxJQUFJLEdBQUcsSUFBSSxHQUFHLElBQUssTUFBSyxDQUFDLElBQUksRUFBRSxJQUFJLFNBQVMsQ0FBQyxFQUFFO0FBQUEsSUFDMUQsT0FBTztBQUNMLFFBQUUsWUFBWTtBQUNkLFlBQU0sV0FBWSxRQUFRLEtBQU07QUFDaEMsWUFBTSxPQUFPLFdBQVc7QUFDeEIsVUFBSSxNQUFNLFNBQVMsRUFBRSxNQUFNLE1BQU07QUFDL0IsY0FBTSxJQUFJLFdBQVcsaUJBQWlCLEdBQUcsS0FBSyxtQ0FBbUMsSUFBSSxlQUFlLE1BQU0sU0FBUyxFQUFFLEdBQUcsRUFBRTtBQUFBLE1BQzVIO0FBQ0EsZUFBUyxJQUFJLEdBQUcsSUFBSSxRQUFRLEtBQUs7QUFDL0IsY0FBTSxNQUFNLEVBQUUsTUFBTSxJQUFJO0FBQ3hCLGlCQUFTLElBQUksR0FBRyxJQUFJLE9BQU8sSUFBSyxNQUFLLElBQUksUUFBUSxDQUFDLElBQU0sTUFBTSxPQUFPLEtBQUssRUFBRSxLQUFpQixLQUFLLElBQUksS0FBTztBQUFBLE1BQy9HO0FBQUEsSUFDRjtBQUNBLFFBQUksT0FBUSxVQUFTLElBQUksR0FBRyxJQUFJLEdBQUcsSUFBSyxNQUFLLENBQUMsSUFBSSxJQUFLLEtBQUssQ0FBQztBQUM3RCxXQUFPLEVBQUUsT0FBTyxRQUFRLEtBQUs7QUFBQSxFQUMvQjtBQUNBLFFBQU0sU0FBUyxFQUFFLElBQUksVUFBVSxHQUFHLEtBQUs7QUFDdkMsUUFBTSxZQUFZLFFBQVEsY0FBYyxTQUFTLEtBQUs7QUFDdEQsTUFBSSxFQUFFLE9BQU8sU0FBUyxTQUFTLEtBQUssYUFBYTtBQUMvQyxVQUFNLElBQUksV0FBVyxpQkFBaUIsd0NBQXdDLFNBQVMsRUFBRTtBQUMzRixRQUFNLFdBQVcsU0FBUyxLQUFLLFNBQVMsSUFBSSxJQUFJO0FBQ2hELFFBQU0sT0FBTyxTQUFTO0FBQ3RCLE1BQUk7QUFDSixNQUFJLFNBQVMsS0FBSyxTQUFTLEdBQUc7QUFDNUIsV0FBTyxNQUFNLEVBQUUsSUFBSSxVQUFVLEdBQUcsTUFBTTtBQUFBLEVBQ3hDLE9BQU87QUFDTCxNQUFFLFlBQVk7QUFDZCxVQUFNLE9BQU8sSUFBSSxZQUFZLE9BQU8sSUFBSTtBQUN4QyxRQUFJLE1BQU0sU0FBUyxFQUFFLE1BQU0sTUFBTTtBQUMvQixZQUFNLElBQUksV0FBVyxpQkFBaUIsR0FBRyxLQUFLLGdCQUFnQixJQUFJLHFCQUFxQixJQUFJLGVBQWUsTUFBTSxTQUFTLEVBQUUsR0FBRyxFQUFFO0FBQUEsSUFDbEk7QUFDQSxRQUFJLElBQUksRUFBRTtBQUNWLFdBQU8sTUFBTTtBQUNYLFlBQU0sSUFBSSxPQUFTLE1BQU0sQ0FBQyxLQUFnQixJQUFNLE1BQU0sSUFBSSxDQUFDLElBQWdCLE1BQU0sQ0FBQztBQUNsRixXQUFLLE9BQU8sSUFBSTtBQUNoQixVQUFJLElBQUksT0FBUSxPQUFNLElBQUksV0FBVyxpQkFBaUIsR0FBRyxLQUFLLFlBQVksQ0FBQyxZQUFZLENBQUMsbUJBQW1CLE1BQU0sRUFBRTtBQUNuSCxhQUFPO0FBQUEsSUFDVDtBQUFBLEVBQ0Y7QUFDQSxXQUFTLElBQUksR0FBRyxJQUFJLEdBQUcsS0FBSztBQUMxQixRQUFJLElBQUksS0FBSztBQUNiLFFBQUksYUFBYSxFQUFHLE1BQUssSUFBSSxLQUFLLElBQUksS0FBSyxLQUFLO0FBQ2hELFVBQU0sT0FBTyxJQUFJO0FBQ2pCLFNBQUssQ0FBQyxJQUFJLFNBQVMsU0FBUyxJQUFJO0FBQUEsRUFDbEM7QUFDQSxTQUFPLEVBQUUsT0FBTyxRQUFRLEtBQUs7QUFDL0I7QUFHTyxNQUFNLGtCQUFrQixNQUFNLE9BQU87QUFHckMsU0FBUyxVQUFVLE1BQWMsVUFBdUIsQ0FBQyxHQUFnQjtBQUM5RSxNQUFJO0FBQ0osTUFBSTtBQUVGLFlBQVEsZ0JBQWdCLE1BQU0sRUFBRSxNQUFNLFNBQVMsVUFBVSxnQkFBZ0IsQ0FBQztBQUFBLEVBQzVFLFNBQVMsS0FBSztBQUNaLFVBQU0sUUFBUyxJQUEwQyxTQUFVLEtBQStCO0FBQ2xHLFFBQUksU0FBUyxTQUFVLE9BQU0sSUFBSSxXQUFXLG1CQUFtQixHQUFHLElBQUksa0JBQWtCLE1BQU0sR0FBRztBQUNqRyxVQUFNLElBQUksV0FBVyxvQkFBb0IsR0FBRyxJQUFJLGtCQUFtQixJQUFjLE9BQU8sS0FBSyxNQUFNLEdBQUc7QUFBQSxFQUN4RztBQUNBLE1BQUk7QUFDRixXQUFPLFlBQVksT0FBTyxNQUFNLE9BQU87QUFBQSxFQUN6QyxTQUFTLEtBQUs7QUFDWixRQUFJLGVBQWUsY0FBYyxJQUFJLFNBQVMsT0FBVyxPQUFNLElBQUksV0FBVyxJQUFJLE1BQU0sSUFBSSxTQUFTLE1BQU0sSUFBSSxLQUFLO0FBQ3BILFVBQU07QUFBQSxFQUNSO0FBQ0Y7QUFHTyxTQUFTLFVBQVUsS0FBa0IsUUFBUSxPQUFtQjtBQUNyRSxRQUFNLEVBQUUsT0FBTyxRQUFRLEtBQUssSUFBSTtBQUNoQyxNQUFJLE9BQU87QUFDVCxVQUFNLFFBQVEsQ0FBQyxNQUFNLEdBQUcsS0FBSyxJQUFJLE1BQU0sRUFBRTtBQUN6QyxhQUFTLElBQUksR0FBRyxJQUFJLFFBQVEsS0FBSztBQUUvQixZQUFNLE1BQU0sTUFBTSxLQUFLLEtBQUssU0FBUyxJQUFJLFFBQVEsSUFBSSxLQUFLLEtBQUssR0FBRyxDQUFDLE1BQU8sTUFBTSxJQUFJLE1BQU0sR0FBSSxFQUFFLEtBQUssRUFBRTtBQUN2RyxlQUFTLElBQUksR0FBRyxJQUFJLElBQUksUUFBUSxLQUFLLEdBQUksT0FBTSxLQUFLLElBQUksTUFBTSxHQUFHLElBQUksRUFBRSxDQUFDO0FBQUEsSUFDMUU7QUFDQSxXQUFPLElBQUksWUFBWSxFQUFFLE9BQU8sR0FBRyxNQUFNLEtBQUssSUFBSSxDQUFDO0FBQUEsQ0FBSTtBQUFBLEVBQ3pEO0FBQ0EsUUFBTSxTQUFTLElBQUksWUFBWSxFQUFFLE9BQU87QUFBQSxFQUFPLEtBQUssSUFBSSxNQUFNO0FBQUEsQ0FBSTtBQUNsRSxRQUFNLFdBQVksUUFBUSxLQUFNO0FBQ2hDLFFBQU0sTUFBTSxJQUFJLFdBQVcsT0FBTyxTQUFTLFdBQVcsTUFBTTtBQUM1RCxNQUFJLElBQUksTUFBTTtBQUNkLFdBQVMsSUFBSSxHQUFHLElBQUksUUFBUSxLQUFLO0FBQy9CLFVBQU0sTUFBTSxPQUFPLFNBQVMsSUFBSTtBQUNoQyxhQUFTLElBQUksR0FBRyxJQUFJLE9BQU87QUFDekIsVUFBSSxLQUFLLElBQUksUUFBUSxDQUFDLE1BQU0sRUFBRyxLQUFJLE9BQU8sS0FBSyxFQUFFLElBQUssSUFBSSxPQUFPLEtBQUssRUFBRSxJQUFnQixRQUFTLElBQUk7QUFBQSxFQUN6RztBQUNBLFNBQU87QUFDVDtBQUdPLFNBQVMsVUFBVSxPQUFlLFFBQWdCLE1BQThCO0FBQ3JGLFFBQU0sU0FBUyxJQUFJLFlBQVksRUFBRSxPQUFPO0FBQUEsRUFBTyxLQUFLLElBQUksTUFBTTtBQUFBO0FBQUEsQ0FBUztBQUN2RSxRQUFNLE1BQU0sSUFBSSxXQUFXLE9BQU8sU0FBUyxRQUFRLE1BQU07QUFDekQsTUFBSSxJQUFJLE1BQU07QUFDZCxNQUFJLElBQUksS0FBSyxTQUFTLEdBQUcsUUFBUSxNQUFNLEdBQUcsT0FBTyxNQUFNO0FBQ3ZELFNBQU87QUFDVDtBQUVPLFNBQVMsU0FBUyxNQUFjLEtBQWtCLFFBQVEsT0FBYTtBQUM1RSxxQkFBbUIsTUFBTSxVQUFVLEtBQUssS0FBSyxHQUFHLEVBQUUsTUFBTSxnQkFBZ0IsQ0FBQztBQUMzRTtBQUdPLFNBQVMsV0FBVyxPQUFvQixVQUFtQztBQUNoRixRQUFNLE9BQU8sSUFBSSxXQUFXLE1BQU0sUUFBUSxNQUFNLE1BQU07QUFDdEQsV0FBUyxJQUFJLEdBQUcsSUFBSSxLQUFLLFFBQVEsSUFBSyxNQUFLLENBQUMsSUFBSSxTQUFTLEtBQUssQ0FBQyxNQUFNLElBQUksSUFBSSxNQUFNLEtBQUssQ0FBQyxNQUFNLElBQUksTUFBTTtBQUN6RyxTQUFPLFVBQVUsTUFBTSxPQUFPLE1BQU0sUUFBUSxJQUFJO0FBQ2xEO0FBR08sU0FBUyxTQUFTLE9BQW9CLFVBQWdDO0FBQzNFLFFBQU0sUUFBa0IsQ0FBQztBQUN6QixXQUFTLElBQUksR0FBRyxJQUFJLE1BQU0sUUFBUSxLQUFLO0FBQ3JDLFFBQUksSUFBSTtBQUNSLGFBQVMsSUFBSSxHQUFHLElBQUksTUFBTSxPQUFPLEtBQUs7QUFDcEMsWUFBTSxJQUFJLElBQUksTUFBTSxRQUFRO0FBQzVCLFdBQUssYUFBYSxVQUFhLFNBQVMsS0FBSyxDQUFDLE1BQU0sSUFBSSxNQUFNLE1BQU0sS0FBSyxDQUFDLE1BQU0sSUFBSSxNQUFNO0FBQUEsSUFDNUY7QUFDQSxVQUFNLEtBQUssRUFBRSxRQUFRLENBQUM7QUFBQSxFQUN4QjtBQUNBLFNBQU8sTUFBTSxLQUFLLElBQUk7QUFDeEI7QUFLTyxNQUFNLGFBQWEsQ0FBQyxTQUFTLFdBQVcsU0FBUyxRQUFRLE9BQU87QUFVdkUsTUFBTSxPQUFPO0FBQUEsRUFFWCxZQUNXLE9BQ0EsUUFDVDtBQUZTO0FBQ0E7QUFFVCxTQUFLLE9BQU8sSUFBSSxXQUFXLFFBQVEsTUFBTTtBQUFBLEVBQzNDO0FBQUEsRUFKVztBQUFBLEVBQ0E7QUFBQSxFQUhGO0FBQUE7QUFBQSxFQVNULFFBQVEsSUFBWSxJQUFZLElBQVksSUFBWSxPQUFlLElBQUksR0FBUztBQUNsRixVQUFNLEtBQUssS0FBSyxJQUFJLEtBQUs7QUFDekIsVUFBTSxLQUFLLEtBQUssSUFBSSxLQUFLO0FBQ3pCLFVBQU0sSUFBSSxLQUFLLElBQUksSUFBSSxFQUFFO0FBQ3pCLFVBQU0sS0FBSyxLQUFLLElBQUksR0FBRyxLQUFLLE1BQU0sS0FBSyxDQUFDLENBQUM7QUFDekMsVUFBTSxLQUFLLEtBQUssSUFBSSxLQUFLLFNBQVMsR0FBRyxLQUFLLEtBQUssS0FBSyxDQUFDLENBQUM7QUFDdEQsVUFBTSxLQUFLLEtBQUssSUFBSSxHQUFHLEtBQUssTUFBTSxLQUFLLENBQUMsQ0FBQztBQUN6QyxVQUFNLEtBQUssS0FBSyxJQUFJLEtBQUssUUFBUSxHQUFHLEtBQUssS0FBSyxLQUFLLENBQUMsQ0FBQztBQUNyRCxhQUFTLElBQUksSUFBSSxLQUFLLElBQUksS0FBSztBQUM3QixlQUFTLElBQUksSUFBSSxLQUFLLElBQUksS0FBSztBQUM3QixjQUFNLEtBQUssSUFBSTtBQUNmLGNBQU0sS0FBSyxJQUFJO0FBQ2YsY0FBTSxLQUFLLEtBQUssS0FBSyxLQUFLLE1BQU07QUFDaEMsY0FBTSxLQUFLLENBQUMsS0FBSyxLQUFLLEtBQUssTUFBTTtBQUNqQyxZQUFJLElBQUksSUFBSSxJQUFJLEtBQUssRUFBRyxNQUFLLEtBQUssSUFBSSxLQUFLLFFBQVEsQ0FBQyxJQUFJO0FBQUEsTUFDMUQ7QUFBQSxJQUNGO0FBQUEsRUFDRjtBQUFBO0FBQUEsRUFHQSxRQUFRLElBQVksSUFBWSxJQUFZLElBQVksR0FBVyxJQUFJLEdBQVM7QUFDOUUsVUFBTSxLQUFLLEtBQUssSUFBSSxHQUFHLEtBQUssTUFBTSxLQUFLLElBQUksSUFBSSxFQUFFLElBQUksQ0FBQyxDQUFDO0FBQ3ZELFVBQU0sS0FBSyxLQUFLLElBQUksS0FBSyxTQUFTLEdBQUcsS0FBSyxLQUFLLEtBQUssSUFBSSxJQUFJLEVBQUUsSUFBSSxDQUFDLENBQUM7QUFDcEUsVUFBTSxLQUFLLEtBQUssSUFBSSxHQUFHLEtBQUssTUFBTSxLQUFLLElBQUksSUFBSSxFQUFFLElBQUksQ0FBQyxDQUFDO0FBQ3ZELFVBQU0sS0FBSyxLQUFLLElBQUksS0FBSyxRQUFRLEdBQUcsS0FBSyxLQUFLLEtBQUssSUFBSSxJQUFJLEVBQUUsSUFBSSxDQUFDLENBQUM7QUFDbkUsVUFBTSxLQUFLLEtBQUs7QUFDaEIsVUFBTSxLQUFLLEtBQUs7QUFDaEIsVUFBTSxPQUFPLEtBQUssS0FBSyxLQUFLO0FBQzVCLGFBQVMsSUFBSSxJQUFJLEtBQUssSUFBSSxLQUFLO0FBQzdCLGVBQVMsSUFBSSxJQUFJLEtBQUssSUFBSSxLQUFLO0FBQzdCLGNBQU0sSUFBSSxTQUFTLElBQUksSUFBSSxLQUFLLElBQUksR0FBRyxLQUFLLElBQUksS0FBSyxJQUFJLE1BQU0sTUFBTSxJQUFJLE1BQU0sTUFBTSxJQUFJLENBQUM7QUFDMUYsY0FBTSxLQUFLLEtBQUssS0FBSyxJQUFJO0FBQ3pCLGNBQU0sS0FBSyxLQUFLLEtBQUssSUFBSTtBQUN6QixZQUFJLEtBQUssS0FBSyxLQUFLLE1BQU0sSUFBSSxFQUFHLE1BQUssS0FBSyxJQUFJLEtBQUssUUFBUSxDQUFDLElBQUk7QUFBQSxNQUNsRTtBQUFBLElBQ0Y7QUFBQSxFQUNGO0FBQUEsRUFFQSxLQUFLLEdBQVcsR0FBVyxHQUFXLEdBQVcsSUFBSSxHQUFTO0FBQzVELFVBQU0sS0FBSyxLQUFLLElBQUksR0FBRyxLQUFLLE1BQU0sQ0FBQyxDQUFDO0FBQ3BDLFVBQU0sS0FBSyxLQUFLLElBQUksS0FBSyxRQUFRLEtBQUssS0FBSyxJQUFJLENBQUMsQ0FBQztBQUNqRCxVQUFNLEtBQUssS0FBSyxJQUFJLEdBQUcsS0FBSyxNQUFNLENBQUMsQ0FBQztBQUNwQyxVQUFNLEtBQUssS0FBSyxJQUFJLEtBQUssT0FBTyxLQUFLLEtBQUssSUFBSSxDQUFDLENBQUM7QUFDaEQsYUFBUyxJQUFJLElBQUksSUFBSSxJQUFJLElBQUssTUFBSyxLQUFLLEtBQUssR0FBRyxJQUFJLEtBQUssUUFBUSxJQUFJLElBQUksS0FBSyxRQUFRLEtBQUssSUFBSSxJQUFJLEVBQUUsQ0FBQztBQUFBLEVBQ3hHO0FBQUEsRUFFQSxRQUFxQjtBQUNuQixXQUFPLEVBQUUsT0FBTyxLQUFLLE9BQU8sUUFBUSxLQUFLLFFBQVEsTUFBTSxLQUFLLEtBQUs7QUFBQSxFQUNuRTtBQUNGO0FBR0EsTUFBTSxPQUFvRDtBQUFBLEVBQ3hELEdBQUcsQ0FBQyxTQUFTLFNBQVMsU0FBUyxTQUFTLFNBQVMsU0FBUyxPQUFPO0FBQUEsRUFDakUsR0FBRyxDQUFDLFNBQVMsU0FBUyxTQUFTLFNBQVMsU0FBUyxTQUFTLE9BQU87QUFBQSxFQUNqRSxHQUFHLENBQUMsU0FBUyxTQUFTLFNBQVMsU0FBUyxTQUFTLFNBQVMsT0FBTztBQUFBLEVBQ2pFLEdBQUcsQ0FBQyxTQUFTLFNBQVMsU0FBUyxTQUFTLFNBQVMsU0FBUyxPQUFPO0FBQUEsRUFDakUsR0FBRyxDQUFDLFNBQVMsU0FBUyxTQUFTLFNBQVMsU0FBUyxTQUFTLE9BQU87QUFBQSxFQUNqRSxHQUFHLENBQUMsU0FBUyxTQUFTLFNBQVMsU0FBUyxTQUFTLFNBQVMsT0FBTztBQUFBLEVBQ2pFLEdBQUcsQ0FBQyxTQUFTLFNBQVMsU0FBUyxTQUFTLFNBQVMsU0FBUyxPQUFPO0FBQUEsRUFDakUsR0FBRyxDQUFDLFNBQVMsU0FBUyxTQUFTLFNBQVMsU0FBUyxTQUFTLE9BQU87QUFBQSxFQUNqRSxHQUFHLENBQUMsU0FBUyxTQUFTLFNBQVMsU0FBUyxTQUFTLFNBQVMsT0FBTztBQUFBLEVBQ2pFLEdBQUcsQ0FBQyxTQUFTLFNBQVMsU0FBUyxTQUFTLFNBQVMsU0FBUyxPQUFPO0FBQUEsRUFDakUsR0FBRyxDQUFDLFNBQVMsU0FBUyxTQUFTLFNBQVMsU0FBUyxTQUFTLE9BQU87QUFBQSxFQUNqRSxHQUFHLENBQUMsU0FBUyxTQUFTLFNBQVMsU0FBUyxTQUFTLFNBQVMsT0FBTztBQUFBLEVBQ2pFLEdBQUcsQ0FBQyxTQUFTLFNBQVMsU0FBUyxTQUFTLFNBQVMsU0FBUyxPQUFPO0FBQUEsRUFDakUsR0FBRyxDQUFDLFNBQVMsU0FBUyxTQUFTLFNBQVMsU0FBUyxTQUFTLE9BQU87QUFBQSxFQUNqRSxHQUFHLENBQUMsU0FBUyxTQUFTLFNBQVMsU0FBUyxTQUFTLFNBQVMsT0FBTztBQUFBLEVBQ2pFLEdBQUcsQ0FBQyxTQUFTLFNBQVMsU0FBUyxTQUFTLFNBQVMsU0FBUyxPQUFPO0FBQUEsRUFDakUsR0FBRyxDQUFDLFNBQVMsU0FBUyxTQUFTLFNBQVMsU0FBUyxTQUFTLE9BQU87QUFDbkU7QUFDQSxNQUFNLFVBQVUsT0FBTyxLQUFLLElBQUk7QUFFaEMsU0FBUyxVQUFVLE1BQWMsR0FBaUI7QUFDaEQsTUFBSSxDQUFDLE9BQU8sVUFBVSxDQUFDLEtBQUssSUFBSSxLQUFLLElBQUksS0FBSztBQUM1QyxVQUFNLElBQUksV0FBVyxpQkFBaUIsR0FBRyxJQUFJLHFDQUFxQyxLQUFLLEVBQUUsU0FBUyxDQUFDLEVBQUU7QUFDekc7QUFXTyxTQUFTLFNBQVMsR0FBaUM7QUFDeEQsTUFBSSxDQUFDLFdBQVcsU0FBUyxFQUFFLElBQUksR0FBRztBQUNoQyxVQUFNLElBQUksV0FBVyxpQkFBaUIsNEJBQTRCLFdBQVcsS0FBSyxJQUFJLENBQUMsU0FBUyxLQUFLLFVBQVUsRUFBRSxJQUFJLENBQUMsRUFBRTtBQUFBLEVBQzFIO0FBQ0EsWUFBVSxTQUFTLEVBQUUsS0FBSztBQUMxQixZQUFVLFVBQVUsRUFBRSxNQUFNO0FBQzVCLE1BQUksQ0FBQyxPQUFPLFVBQVUsRUFBRSxJQUFJLEtBQUssRUFBRSxPQUFPLEVBQUcsT0FBTSxJQUFJLFdBQVcsaUJBQWlCLHFDQUFxQyxFQUFFLElBQUksRUFBRTtBQUNoSSxRQUFNLE1BQU0sV0FBVyxFQUFFLElBQUk7QUFDN0IsUUFBTSxJQUFJLEVBQUU7QUFDWixRQUFNLElBQUksRUFBRTtBQUNaLFFBQU0sS0FBSyxJQUFJLE9BQU8sR0FBRyxDQUFDO0FBQzFCLFFBQU0sSUFBSSxLQUFLLElBQUksR0FBRyxDQUFDO0FBQ3ZCLFVBQVEsRUFBRSxNQUFNO0FBQUEsSUFDZCxLQUFLLFNBQVM7QUFFWixZQUFNLFFBQVEsS0FBSyxJQUFJLEdBQUcsS0FBSyxNQUFPLEtBQUssSUFBSSxLQUFNLElBQUksRUFBRSxDQUFDO0FBQzVELGVBQVMsSUFBSSxHQUFHLElBQUksT0FBTyxLQUFLO0FBQzlCLGNBQU0sS0FBSyxLQUFLLE9BQU8sT0FBTyxJQUFJO0FBQ2xDLGNBQU0sS0FBSyxNQUFNLE9BQU8sT0FBTyxJQUFJO0FBQ25DLFdBQUcsUUFBUSxJQUFJLElBQUksR0FBRyxJQUFJLElBQUksR0FBRyxJQUFJLElBQUksSUFBSSxJQUFJLEtBQUssRUFBRTtBQUFBLE1BQzFEO0FBQ0E7QUFBQSxJQUNGO0FBQUEsSUFDQSxLQUFLLFdBQVc7QUFDZCxZQUFNLFFBQVEsS0FBSyxJQUFJLEdBQUcsS0FBSyxNQUFNLElBQUksRUFBRSxDQUFDO0FBQzVDLFlBQU0sUUFBUSxJQUFJO0FBQ2xCLFlBQU0sUUFBUSxJQUFJO0FBQ2xCLFlBQU0sSUFBSSxLQUFLLElBQUksTUFBTSxRQUFRLEdBQUc7QUFDcEMsZUFBUyxJQUFJLE9BQU8sSUFBSSxJQUFJLFNBQVMsR0FBRyxLQUFLLE9BQU87QUFDbEQsaUJBQVMsSUFBSSxPQUFPLElBQUksSUFBSSxTQUFTLEdBQUcsS0FBSyxPQUFPO0FBQ2xELGNBQUksSUFBSSxJQUFJLEtBQU07QUFDbEIsZ0JBQU0sUUFBUSxLQUFLLFFBQVEsS0FBSyxNQUFNLElBQUksSUFBSSxRQUFRLE1BQU0sQ0FBQyxDQUFXO0FBQ3hFLG1CQUFTLEtBQUssR0FBRyxLQUFLLEdBQUcsTUFBTTtBQUM3QixxQkFBUyxLQUFLLEdBQUcsS0FBSyxHQUFHLE1BQU07QUFDN0Isa0JBQUksTUFBTSxFQUFFLElBQUksRUFBRSxNQUFNLElBQUs7QUFDN0Isb0JBQU0sS0FBSyxJQUFJLEtBQUssUUFBUSxRQUFRO0FBQ3BDLG9CQUFNLEtBQUssSUFBSSxLQUFLLFFBQVEsUUFBUTtBQUVwQyxrQkFBSSxNQUFNLEVBQUUsSUFBSSxLQUFLLENBQUMsTUFBTSxJQUFLLElBQUcsUUFBUSxJQUFJLElBQUksS0FBSyxPQUFPLElBQUksQ0FBQztBQUNyRSxrQkFBSSxNQUFNLEtBQUssQ0FBQyxJQUFJLEVBQUUsTUFBTSxJQUFLLElBQUcsUUFBUSxJQUFJLElBQUksSUFBSSxLQUFLLE9BQU8sQ0FBQztBQUNyRSxrQkFBSSxNQUFNLEtBQUssQ0FBQyxJQUFJLEtBQUssQ0FBQyxNQUFNLE9BQU8sTUFBTSxFQUFFLElBQUksS0FBSyxDQUFDLE1BQU0sT0FBTyxNQUFNLEtBQUssQ0FBQyxJQUFJLEVBQUUsTUFBTTtBQUM1RixtQkFBRyxRQUFRLElBQUksSUFBSSxLQUFLLE9BQU8sS0FBSyxPQUFPLENBQUM7QUFDOUMsa0JBQUksTUFBTSxLQUFLLENBQUMsSUFBSSxLQUFLLENBQUMsTUFBTSxPQUFPLE1BQU0sRUFBRSxJQUFJLEtBQUssQ0FBQyxNQUFNLE9BQU8sTUFBTSxLQUFLLENBQUMsSUFBSSxFQUFFLE1BQU07QUFDNUYsbUJBQUcsUUFBUSxJQUFJLElBQUksS0FBSyxPQUFPLEtBQUssT0FBTyxDQUFDO0FBQzlDLGlCQUFHLFFBQVEsSUFBSSxJQUFJLElBQUksSUFBSSxDQUFDO0FBQUEsWUFDOUI7QUFBQSxVQUNGO0FBQUEsUUFDRjtBQUFBLE1BQ0Y7QUFDQTtBQUFBLElBQ0Y7QUFBQSxJQUNBLEtBQUssU0FBUztBQUNaLFlBQU0sUUFBUSxLQUFLLElBQUksR0FBRyxLQUFLLE1BQU8sS0FBSyxJQUFJLEtBQU0sSUFBSSxFQUFFLENBQUM7QUFDNUQsZUFBUyxJQUFJLEdBQUcsSUFBSSxPQUFPLEtBQUs7QUFDOUIsY0FBTSxJQUFJLEtBQUssT0FBTyxPQUFPLElBQUk7QUFDakMsY0FBTSxLQUFLLElBQUksSUFBSTtBQUNuQixjQUFNLEtBQUssSUFBSSxJQUFJO0FBQ25CLGNBQU0sS0FBSyxLQUFLLE9BQU8sT0FBTyxJQUFJO0FBQ2xDLFdBQUcsUUFBUSxJQUFJLElBQUksR0FBRyxLQUFLLE1BQU0sTUFBTSxJQUFJLElBQUksSUFBSSxJQUFJLEtBQUssRUFBRTtBQUM5RCxjQUFNLE9BQU8sSUFBSSxJQUFJO0FBQ3JCLFlBQUksS0FBTSxJQUFHLFFBQVEsSUFBSSxJQUFJLEtBQUssSUFBSSxHQUFHLElBQUksRUFBRSxHQUFHLEtBQUssSUFBSSxJQUFJLElBQUksTUFBTSxHQUFHLEdBQUcsR0FBRyxDQUFDO0FBQUEsTUFDckY7QUFDQTtBQUFBLElBQ0Y7QUFBQSxJQUNBLEtBQUssUUFBUTtBQUVYLFlBQU0sS0FBSyxLQUFLLElBQUksR0FBRyxLQUFLLE1BQU0sSUFBSSxDQUFDLENBQUM7QUFDeEMsWUFBTSxLQUFLLEtBQUssSUFBSSxHQUFHLEtBQUssTUFBTSxJQUFJLENBQUMsQ0FBQztBQUN4QyxZQUFNLEtBQUssSUFBSTtBQUNmLFlBQU0sS0FBSyxJQUFJO0FBQ2YsZUFBUyxLQUFLLEdBQUcsS0FBSyxJQUFJLE1BQU07QUFDOUIsaUJBQVMsS0FBSyxHQUFHLEtBQUssSUFBSSxNQUFNO0FBQzlCLGdCQUFNLElBQUksS0FBSyxJQUFJLElBQUksRUFBRTtBQUN6QixnQkFBTSxLQUFLLEtBQUssTUFBTSxLQUFLLEtBQUs7QUFDaEMsZ0JBQU0sS0FBSyxLQUFLLE1BQU0sS0FBSyxLQUFLO0FBQ2hDLGdCQUFNLElBQUksQ0FBQyxPQUFlLElBQUksSUFBSSxPQUFPLElBQUk7QUFDN0MsZ0JBQU0sSUFBSSxDQUFDLEdBQVcsTUFBZ0MsQ0FBQyxLQUFLLElBQUksR0FBRyxLQUFLLElBQUksQ0FBQztBQUM3RSxnQkFBTSxDQUFDLElBQUksRUFBRSxJQUFJLEVBQUUsTUFBTSxFQUFFLElBQUksR0FBRyxJQUFJO0FBQ3RDLGFBQUcsUUFBUSxJQUFJLElBQUksSUFBSSxPQUFPLElBQUksTUFBTSxDQUFDO0FBQ3pDLGdCQUFNLENBQUMsS0FBSyxHQUFHLElBQUksRUFBRSxLQUFLLEdBQUc7QUFDN0IsYUFBRyxRQUFRLEtBQUssS0FBSyxLQUFLLE1BQU0sSUFBSSxNQUFNLElBQUksS0FBSztBQUNuRCxnQkFBTSxDQUFDLElBQUksRUFBRSxJQUFJLEVBQUUsS0FBSyxHQUFHO0FBQzNCLGFBQUcsUUFBUSxJQUFJLElBQUksSUFBSSxNQUFNLElBQUksTUFBTSxDQUFDO0FBQ3hDLGdCQUFNLEtBQUssRUFBRSxLQUFLLElBQUk7QUFDdEIsZ0JBQU0sSUFBSSxLQUFLLFFBQVEsRUFBRSxJQUFJLElBQUk7QUFDakMscUJBQVcsUUFBUSxDQUFDLElBQUksQ0FBQyxHQUFHO0FBQzFCLGtCQUFNLENBQUMsSUFBSSxFQUFFLElBQUksQ0FBQyxHQUFHLENBQUMsSUFBSSxPQUFPLEtBQUssT0FBTyxFQUFFLElBQUksSUFBSSxHQUFHLENBQUMsSUFBSSxLQUFLLE9BQU8sRUFBRSxJQUFJLEVBQUU7QUFDbkYsZUFBRyxRQUFRLEdBQUcsQ0FBQyxJQUFJLE9BQU8sSUFBSSxNQUFNLEdBQUcsQ0FBQyxHQUFHLElBQUksSUFBSSxDQUFDO0FBQ3BELGVBQUcsUUFBUSxJQUFJLElBQUksS0FBSyxPQUFPLEtBQUssT0FBTyxFQUFFLElBQUksSUFBSSxLQUFLLEtBQUssT0FBTyxFQUFFLElBQUksSUFBSSxJQUFJLEdBQUc7QUFDdkYsa0JBQU0sTUFBTSxFQUFFLE1BQU0sT0FBTyxNQUFNLElBQUk7QUFDckMsa0JBQU0sQ0FBQyxJQUFJLEVBQUUsSUFBSSxDQUFDLElBQUksQ0FBQyxJQUFJLE9BQU8sS0FBSyxPQUFPLEVBQUUsSUFBSSxJQUFJLElBQUksQ0FBQyxJQUFJLElBQUksSUFBSTtBQUN6RSxlQUFHLFFBQVEsSUFBSSxDQUFDLEdBQUcsSUFBSSxDQUFDLEdBQUcsSUFBSSxJQUFJLElBQUksR0FBRztBQUMxQyxlQUFHLFFBQVEsSUFBSSxJQUFJLEtBQUssT0FBTyxLQUFLLE9BQU8sRUFBRSxJQUFJLElBQUksS0FBSyxJQUFJLEtBQUssSUFBSSxHQUFHO0FBQUEsVUFDNUU7QUFBQSxRQUNGO0FBQUEsTUFDRjtBQUNBO0FBQUEsSUFDRjtBQUFBLElBQ0EsS0FBSyxTQUFTO0FBQ1osWUFBTSxNQUFNLElBQUksV0FBVyxJQUFJLENBQUM7QUFDaEMsWUFBTSxVQUFVLE1BQU0sTUFBTSxJQUFJO0FBQ2hDLGVBQVMsSUFBSSxHQUFHLElBQUksSUFBSSxRQUFRLElBQUssS0FBSSxDQUFDLElBQUksSUFBSSxJQUFJLFVBQVUsSUFBSTtBQUVwRSxlQUFTLElBQUksR0FBRyxJQUFJLEdBQUcsS0FBSztBQUMxQixpQkFBUyxJQUFJLEdBQUcsSUFBSSxHQUFHLEtBQUs7QUFDMUIsY0FBSSxJQUFJO0FBQ1IsbUJBQVMsS0FBSyxJQUFJLE1BQU0sR0FBRyxNQUFNO0FBQy9CLHFCQUFTLEtBQUssSUFBSSxNQUFNLEdBQUcsTUFBTTtBQUMvQixvQkFBTSxLQUFLLElBQUk7QUFDZixvQkFBTSxLQUFLLElBQUk7QUFDZixrQkFBSSxNQUFNLEtBQUssS0FBSyxLQUFLLE1BQU0sS0FBSyxLQUFLLEVBQUcsTUFBSyxJQUFJLEtBQUssSUFBSSxFQUFFO0FBQUEsWUFDbEU7QUFBQSxVQUNGO0FBQ0EsYUFBRyxLQUFLLElBQUksSUFBSSxDQUFDLElBQUksS0FBSyxJQUFJLElBQUk7QUFBQSxRQUNwQztBQUFBLE1BQ0Y7QUFDQTtBQUFBLElBQ0Y7QUFBQSxFQUNGO0FBQ0EsU0FBTyxHQUFHLE1BQU07QUFDbEI7IiwKICAibmFtZXMiOiBbXQp9Cg==
