/**
 * Seeded generators of thick binary shapes (blobs, letters, rings, a human figure, noise): the
 * thinning app's synthetic inputs. Bad sizes, seeds or kinds raise `ImageError` with a stable `code`.
 */
import { mulberry32 } from '@meshwork/runtime';
import { imageErrors as E } from './errors.ts';
import type { BinaryImage } from './sequential.ts';

export const GENERATORS = ['blobs', 'letters', 'rings', 'body', 'noise'] as const;
export type GeneratorKind = (typeof GENERATORS)[number];

export interface GenerateOptions {
  readonly kind: GeneratorKind;
  readonly width: number;
  readonly height: number;
  readonly seed: number;
}

class Canvas {
  readonly data: Uint8Array;
  readonly width: number;
  readonly height: number;
  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
    this.data = new Uint8Array(width * height);
  }

  /** Filled ellipse (centre, radii, rotation), value v. */
  ellipse(cx: number, cy: number, rx: number, ry: number, angle: number, v = 1): void {
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
  capsule(x0: number, y0: number, x1: number, y1: number, t: number, v = 1): void {
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

  rect(x: number, y: number, w: number, h: number, v = 1): void {
    const r0 = Math.max(0, Math.floor(y));
    const r1 = Math.min(this.height, Math.ceil(y + h));
    const c0 = Math.max(0, Math.floor(x));
    const c1 = Math.min(this.width, Math.ceil(x + w));
    for (let r = r0; r < r1; r++) this.data.fill(v, r * this.width + c0, r * this.width + Math.max(c0, c1));
  }

  image(): BinaryImage {
    return { width: this.width, height: this.height, data: this.data };
  }
}

/** 5x7 block font for the letters generator. */
const FONT: Readonly<Record<string, readonly string[]>> = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  B: ['11110', '10001', '10001', '11110', '10001', '10001', '11110'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  G: ['01110', '10001', '10000', '10111', '10001', '10001', '01111'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '11001', '10101', '10011', '10001', '10001', '10001'],
  O: ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  W: ['10001', '10001', '10001', '10101', '10101', '11011', '10001'],
  X: ['10001', '10001', '01010', '00100', '01010', '10001', '10001'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
  Z: ['11111', '00001', '00010', '00100', '01000', '10000', '11111'],
};
const LETTERS = Object.keys(FONT);

function checkSize(what: string, v: number): void {
  if (!Number.isInteger(v) || v < 1 || v > 1 << 14) throw E.badSize(what, 1 << 14, v);
}

/**
 * A seeded binary image of `kind`:
 * - blobs: overlapping filled ellipses of random size and orientation (thick objects, some merged);
 * - letters: block letters of a 5x7 font, drawn as thick strokes, on random lines;
 * - rings: annuli and discs with holes (objects with holes: the skeleton keeps each loop);
 * - body: a thick human figure like the paper's test pattern (head, trunk, arms, legs) with
 *   seeded jitter, repeated in a grid when the image is wide;
 * - noise: dense random dots smoothed once (many small irregular components: a stress test).
 */
export function generate(o: GenerateOptions): BinaryImage {
  if (!GENERATORS.includes(o.kind)) {
    throw E.badGenerator(GENERATORS, o.kind);
  }
  checkSize('width', o.width);
  checkSize('height', o.height);
  if (!Number.isInteger(o.seed) || o.seed < 0) throw E.badSeed(o.seed);
  const rnd = mulberry32(o.seed);
  const W = o.width;
  const H = o.height;
  const cv = new Canvas(W, H);
  const m = Math.min(W, H);
  switch (o.kind) {
    case 'blobs': {
      // about 25 blobs per m x m square whatever the size: roughly a third of the area, scale-free
      const count = Math.max(3, Math.round((25 * W * H) / (m * m)));
      for (let i = 0; i < count; i++) {
        const rx = m * (0.03 + 0.09 * rnd());
        const ry = rx * (0.35 + 0.65 * rnd());
        cv.ellipse(rnd() * W, rnd() * H, rx, ry, rnd() * Math.PI);
      }
      break;
    }
    case 'letters': {
      const scale = Math.max(1, Math.floor(m / 24));
      const cellW = 6 * scale;
      const cellH = 9 * scale;
      const t = Math.max(0.75, scale * 0.6);
      for (let y = scale; y + 7 * scale <= H; y += cellH) {
        for (let x = scale; x + 5 * scale <= W; x += cellW) {
          if (rnd() < 0.15) continue;
          const glyph = FONT[LETTERS[Math.floor(rnd() * LETTERS.length)] as string] as readonly string[];
          for (let gy = 0; gy < 7; gy++) {
            for (let gx = 0; gx < 5; gx++) {
              if (glyph[gy]?.[gx] !== '1') continue;
              const px = x + gx * scale + scale / 2;
              const py = y + gy * scale + scale / 2;
              // join to the right and downward neighbours with thick strokes
              if (glyph[gy]?.[gx + 1] === '1') cv.capsule(px, py, px + scale, py, t);
              if (glyph[gy + 1]?.[gx] === '1') cv.capsule(px, py, px, py + scale, t);
              if (glyph[gy + 1]?.[gx + 1] === '1' && glyph[gy]?.[gx + 1] !== '1' && glyph[gy + 1]?.[gx] !== '1')
                cv.capsule(px, py, px + scale, py + scale, t);
              if (glyph[gy + 1]?.[gx - 1] === '1' && glyph[gy]?.[gx - 1] !== '1' && glyph[gy + 1]?.[gx] !== '1')
                cv.capsule(px, py, px - scale, py + scale, t);
              cv.capsule(px, py, px, py, t);
            }
          }
        }
      }
      break;
    }
    case 'rings': {
      const count = Math.max(2, Math.round((12 * W * H) / (m * m)));
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
    case 'body': {
      // one figure per square cell of side m (the paper's man body, 128x128, in kind)
      const nx = Math.max(1, Math.round(W / m));
      const ny = Math.max(1, Math.round(H / m));
      const cw = W / nx;
      const ch = H / ny;
      for (let iy = 0; iy < ny; iy++) {
        for (let ix = 0; ix < nx; ix++) {
          const s = Math.min(cw, ch);
          const ox = ix * cw + (cw - s) / 2;
          const oy = iy * ch + (ch - s) / 2;
          const j = (k: number) => (rnd() - 0.5) * k * s;
          const P = (x: number, y: number): [number, number] => [ox + x * s, oy + y * s];
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
    case 'noise': {
      const raw = new Uint8Array(W * H);
      const density = 0.3 + 0.3 * rnd();
      for (let i = 0; i < raw.length; i++) raw[i] = rnd() < density ? 1 : 0;
      // one majority vote over 3x3 makes irregular thick clumps
      for (let r = 0; r < H; r++) {
        for (let c = 0; c < W; c++) {
          let s = 0;
          for (let dr = -1; dr <= 1; dr++) {
            for (let dc = -1; dc <= 1; dc++) {
              const rr = r + dr;
              const cc = c + dc;
              if (rr >= 0 && rr < H && cc >= 0 && cc < W) s += raw[rr * W + cc] as number;
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
