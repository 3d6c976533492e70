/**
 * The sequential reference on its own: the worklist gives exactly what evaluating every pixel
 * whose neighbourhood changed gives (a dense oracle written independently); the diffusion reaches
 * a fixed point; no iteration moves a pixel outside the range of its 4-neighbourhood in the
 * previous iterate; PNG in/out and seeded images; typed errors for bad input.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mulberry32 } from '@meshwork/runtime';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { DiffusionError, DiffusionErrorCodes } from '../src/errors.ts';
import { decodePng, downscale, encodePng, generateImage, readPng } from '../src/image.ts';
import { changedInNewRows, collectChanged, keepChanged, type TileFrame, tallyActive, Worklist } from '../src/kernel.ts';
import {
  checkParams,
  type DiffusionParams,
  diffuseSequential,
  type GreyImage,
  SequentialDiffusion,
  type Values,
} from '../src/sequential.ts';

const DATA = new URL('../data/', import.meta.url);
const camera = readPng(new URL('camera.png', DATA).pathname);
const phantom = readPng(new URL('phantom.png', DATA).pathname);

/** A crop of an image (top-left corner at r0, c0). */
function crop(img: GreyImage, r0: number, c0: number, rows: number, cols: number): GreyImage {
  const data = new Float64Array(rows * cols);
  for (let i = 0; i < rows; i++) data.set(img.data.subarray((r0 + i) * img.cols + c0, (r0 + i) * img.cols + c0 + cols), i * cols);
  return { rows, cols, data };
}

/**
 * Dense oracle: every iteration looks at every pixel; a pixel is evaluated iff it or a 4-neighbour
 * changed in the previous iteration (all in the first); Jacobi with a copy. Same per-pixel formula.
 */
function denseDiffusion(img: GreyImage, p: DiffusionParams): { data: Values; iterations: number; active: number[] } {
  const { rows: H, cols: W } = img;
  const f32 = p.dtype === 'float32';
  let u: Values = f32 ? Float32Array.from(img.data) : Float64Array.from(img.data);
  let changed = new Uint8Array(H * W).fill(1);
  const invK2 = 1 / (p.K * p.K);
  const flux = (d: number) => (p.conductance === 'exponential' ? d * Math.exp(-(d * d * invK2)) : d / (1 + d * d * invK2));
  const active: number[] = [];
  let t = 0;
  while (t < p.maxIterations) {
    const next: Values = f32 ? Float32Array.from(u) : Float64Array.from(u);
    const nextChanged = new Uint8Array(H * W);
    let nActive = 0;
    let nChanged = 0;
    for (let i = 0; i < H; i++) {
      for (let j = 0; j < W; j++) {
        const x = i * W + j;
        const isActive =
          changed[x] === 1 ||
          (i > 0 && changed[x - W] === 1) ||
          (i < H - 1 && changed[x + W] === 1) ||
          (j > 0 && changed[x - 1] === 1) ||
          (j < W - 1 && changed[x + 1] === 1);
        if (!isActive) continue;
        nActive++;
        const v = u[x] as number;
        const dn = i > 0 ? (u[x - W] as number) - v : 0;
        const ds = i < H - 1 ? (u[x + W] as number) - v : 0;
        const dw = j > 0 ? (u[x - 1] as number) - v : 0;
        const de = j < W - 1 ? (u[x + 1] as number) - v : 0;
        const nv = v + p.lambda * (flux(dn) + flux(ds) + flux(dw) + flux(de));
        const stored = f32 ? Math.fround(nv) : nv;
        if (Math.abs(nv - v) >= p.epsilon && stored !== v) {
          next[x] = stored;
          nextChanged[x] = 1;
          nChanged++;
        }
      }
    }
    active.push(nActive);
    u = next;
    changed = nextChanged;
    t++;
    if (nChanged === 0) break;
  }
  return { data: u, iterations: t, active };
}

function firstDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) return -2;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return i;
  return -1;
}

function randomCase(seed: number): { img: GreyImage; params: DiffusionParams } {
  const rnd = mulberry32(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const rows = int(1, 40);
  const cols = int(1, 40);
  const img =
    seed % 3 === 0 ? crop(camera, int(0, 512 - rows), int(0, 512 - cols), rows, cols) : generateImage({ rows, cols, seed: int(0, 1e6) });
  const params = checkParams({
    K: [3, 8, 12, 25][int(0, 3)] as number,
    lambda: [0.25, 0.2, 0.125, 0.05][int(0, 3)] as number,
    epsilon: [0, 0.05, 0.5, 2][int(0, 3)] as number,
    maxIterations: int(1, 120),
    conductance: rnd() < 0.5 ? 'rational' : 'exponential',
    dtype: rnd() < 0.5 ? 'float64' : 'float32',
  });
  return { img, params };
}

describe('worklist diffusion', () => {
  it.each(Array.from({ length: 24 }, (_, i) => [i + 1]))(
    'random case %i: bit-identical to the dense oracle, same active counts',
    (seed) => {
      const { img, params } = randomCase(seed);
      const got = diffuseSequential(img, params);
      const want = denseDiffusion(img, params);
      expect(firstDifference(got.data, want.data)).toBe(-1);
      expect(got.iterations).toBe(want.iterations);
      expect(got.activePerIteration).toEqual(want.active);
      expect(got.data).toBeInstanceOf(params.dtype === 'float32' ? Float32Array : Float64Array);
    },
  );

  it.each([
    ['generated 64x48', generateImage({ rows: 64, cols: 48, seed: 5 })],
    ['camera 128x128 (downscaled 4x)', downscale(camera, 4)],
    ['phantom 400x400', phantom],
  ] as const)('%s: reaches a fixed point where evaluating every pixel changes nothing', (_name, img) => {
    for (const conductance of ['rational', 'exponential'] as const) {
      for (const dtype of ['float64', 'float32'] as const) {
        const params = { maxIterations: 100_000, conductance, dtype };
        const r = diffuseSequential(img, params);
        expect(r.converged).toBe(true);
        expect(r.changedPerIteration.at(-1)).toBe(0);
        expect(r.changedPerIteration.slice(0, -1).every((c) => c > 0)).toBe(true);
        // Restart from the result: in iteration 0 every pixel is active, and none moves.
        const again = new SequentialDiffusion({ rows: img.rows, cols: img.cols, data: Float64Array.from(r.data) }, params);
        expect(again.step()).toEqual({ active: img.rows * img.cols, changed: 0 });
      }
    }
  });

  it('activity clusters: after the first iterations only a fraction of the image stays active', () => {
    const r = diffuseSequential(generateImage({ rows: 128, cols: 128, seed: 2 }));
    const a = r.activePerIteration;
    expect(a[0]).toBe(128 * 128);
    expect(a[10] as number).toBeLessThan(0.5 * 128 * 128);
    expect(a[10] as number).toBeGreaterThan(0);
  });

  it.each(Array.from({ length: 10 }, (_, i) => [i + 100]))(
    'random case %i: no iteration moves a pixel outside the range of its 4-neighbourhood',
    (seed) => {
      const { img, params } = randomCase(seed);
      const s = new SequentialDiffusion(img, { ...params, epsilon: seed % 2 === 0 ? 0 : params.epsilon, maxIterations: 60 });
      const { rows: H, cols: W } = img;
      let violations = 0;
      while (!s.done) {
        const prev = s.values();
        s.step();
        const cur = s.values();
        for (let i = 0; i < H; i++) {
          for (let j = 0; j < W; j++) {
            const x = i * W + j;
            let lo = prev[x] as number;
            let hi = lo;
            for (const [di, dj] of [
              [-1, 0],
              [1, 0],
              [0, -1],
              [0, 1],
            ] as const) {
              const a = i + di;
              const b = j + dj;
              if (a < 0 || a >= H || b < 0 || b >= W) continue;
              const q = prev[a * W + b] as number;
              if (q < lo) lo = q;
              if (q > hi) hi = q;
            }
            const v = cur[x] as number;
            if (v < lo || v > hi) violations++;
          }
        }
      }
      expect(violations).toBe(0);
    },
  );
});

describe('parameters', () => {
  const bad: [string, Partial<DiffusionParams>][] = [
    ['K = 0', { K: 0 }],
    ['K < 0', { K: -3 }],
    ['K NaN', { K: Number.NaN }],
    ['K infinite', { K: Number.POSITIVE_INFINITY }],
    ['lambda > 0.25', { lambda: 0.26 }],
    ['lambda = 0', { lambda: 0 }],
    ['lambda < 0', { lambda: -0.1 }],
    ['epsilon < 0', { epsilon: -0.01 }],
    ['epsilon NaN', { epsilon: Number.NaN }],
    ['maxIterations 0', { maxIterations: 0 }],
    ['maxIterations 2.5', { maxIterations: 2.5 }],
    ['conductance', { conductance: 'linear' as never }],
    ['dtype', { dtype: 'int8' as never }],
  ];
  it.each(bad)('%s: DIFFUSION_INVALID_PARAMETER', (_name, p) => {
    const img = generateImage({ rows: 8, cols: 8, seed: 1 });
    for (const run of [() => checkParams(p), () => diffuseSequential(img, p)]) {
      let err: unknown;
      try {
        run();
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(DiffusionError);
      expect((err as DiffusionError).code).toBe(DiffusionErrorCodes.INVALID_PARAMETER);
    }
  });

  it('lambda = 0.25, epsilon = 0 and tiny K are accepted', () => {
    expect(checkParams({ lambda: 0.25, epsilon: 0, K: 1e-3 })).toMatchObject({ lambda: 0.25, epsilon: 0, K: 1e-3 });
  });

  it('an image whose data does not match its shape is rejected', () => {
    expect(() => diffuseSequential({ rows: 3, cols: 3, data: new Float64Array(8) })).toThrow(DiffusionError);
  });
});

describe('images', () => {
  const dir = mkdtempSync(join(tmpdir(), 'diffusion-test-'));

  it('the shipped real images load as grey images', () => {
    expect([camera.rows, camera.cols]).toEqual([512, 512]);
    expect([phantom.rows, phantom.cols]).toEqual([400, 400]);
    for (const img of [camera, phantom]) {
      expect(img.data.every((v) => Number.isInteger(v) && v >= 0 && v <= 255)).toBe(true);
      expect(new Set(img.data).size).toBeGreaterThan(5);
    }
  });

  it('PNG round trip keeps whole grey levels; values are rounded and clamped on the way out', () => {
    const img = generateImage({ rows: 17, cols: 23, seed: 9 });
    expect(decodePng(encodePng(img))).toEqual(img);
    const out = decodePng(encodePng({ rows: 1, cols: 4, data: [-3, 12.4, 12.6, 300] }));
    expect([...out.data]).toEqual([0, 12, 13, 255]);
  });

  it('colour PNGs become Rec. 601 luma; grey RGB stays exact', () => {
    const png = new PNG({ width: 2, height: 1 });
    png.data.set([255, 0, 0, 255, 77, 77, 77, 255]);
    const img = decodePng(PNG.sync.write(png));
    expect([...img.data]).toEqual([Math.round(0.299 * 255), 77]);
  });

  it('generated images are deterministic per seed and differ between seeds', () => {
    const a = generateImage({ rows: 40, cols: 30, seed: 4 });
    expect(generateImage({ rows: 40, cols: 30, seed: 4 })).toEqual(a);
    expect(generateImage({ rows: 40, cols: 30, seed: 5 }).data).not.toEqual(a.data);
  });

  const codeOf = (f: () => unknown): string | undefined => {
    try {
      f();
    } catch (e) {
      expect(e).toBeInstanceOf(DiffusionError);
      return (e as DiffusionError).code;
    }
    return undefined;
  };

  it('a missing file or a directory: DIFFUSION_IMAGE_NOT_FOUND', () => {
    expect(codeOf(() => readPng(join(dir, 'no-such.png')))).toBe(DiffusionErrorCodes.IMAGE_NOT_FOUND);
    expect(codeOf(() => readPng(dir))).toBe(DiffusionErrorCodes.IMAGE_NOT_FOUND);
  });

  it('corrupt PNGs: DIFFUSION_IMAGE_CORRUPT', () => {
    const junk = join(dir, 'junk.png');
    writeFileSync(junk, 'this is not a png at all');
    expect(codeOf(() => readPng(junk))).toBe(DiffusionErrorCodes.IMAGE_CORRUPT);
    const truncated = join(dir, 'truncated.png');
    writeFileSync(truncated, readFileSync(new URL('camera.png', DATA)).subarray(0, 5000));
    expect(codeOf(() => readPng(truncated))).toBe(DiffusionErrorCodes.IMAGE_CORRUPT);
    const empty = join(dir, 'empty.png');
    writeFileSync(empty, '');
    expect(codeOf(() => readPng(empty))).toBe(DiffusionErrorCodes.IMAGE_CORRUPT);
  });

  it('bad generator or downscale arguments: DIFFUSION_INVALID_PARAMETER', () => {
    expect(codeOf(() => generateImage({ rows: 0, cols: 4, seed: 1 }))).toBe(DiffusionErrorCodes.INVALID_PARAMETER);
    expect(codeOf(() => generateImage({ rows: 4, cols: 4, seed: -1 }))).toBe(DiffusionErrorCodes.INVALID_PARAMETER);
    expect(codeOf(() => downscale(phantom, 0))).toBe(DiffusionErrorCodes.INVALID_PARAMETER);
    expect(codeOf(() => downscale(phantom, 401))).toBe(DiffusionErrorCodes.INVALID_PARAMETER);
  });
});

describe('tallyActive', () => {
  it('counts the active pixels of every row and column (or rows alone), whatever their order', () => {
    const rows = 6;
    const cols = 5;
    const w = new Worklist((rows + 2) * (cols + 2), rows, cols);
    const rnd = mulberry32(11);
    const pixels: [number, number][] = [];
    // runs of one row, a row met again later, single pixels, the first and last row and column
    for (const [i, n] of [
      [0, 3],
      [2, 1],
      [2, 4],
      [5, 2],
      [0, 1],
      [3, 5],
      [2, 2],
    ] as const) {
      for (let k = 0; k < n; k++) pixels.push([i, Math.floor(rnd() * cols)]);
    }
    pixels.forEach(([i, j], a) => {
      w.activeI[a] = i;
      w.activeJ[a] = j;
    });
    w.activeCount = pixels.length;
    const rowLoad = new Float64Array(rows).fill(7);
    const colLoad = new Float64Array(cols).fill(7);
    tallyActive(w, rowLoad, colLoad);
    const wantRows = new Array<number>(rows).fill(0);
    const wantCols = new Array<number>(cols).fill(0);
    for (const [i, j] of pixels) {
      wantRows[i] = (wantRows[i] as number) + 1;
      wantCols[j] = (wantCols[j] as number) + 1;
    }
    expect([...rowLoad]).toEqual(wantRows);
    expect([...colLoad]).toEqual(wantCols);
    const rowsOnly = new Float64Array(rows).fill(3);
    tallyActive(w, rowsOnly, undefined);
    expect([...rowsOnly]).toEqual(wantRows);
    w.activeCount = 0;
    tallyActive(w, rowLoad, colLoad);
    expect(rowLoad.every((x) => x === 0) && colLoad.every((x) => x === 0)).toBe(true);
  });
});

describe('Worklist reuse (a rank thread keeps its worklist from run to run)', () => {
  it('renew clears the marks of the last run; resize keeps them; both empty the lists', () => {
    const w = new Worklist(64, 4, 4);
    w.act.fill(7);
    w.activeCount = 5;
    w.changedCount = 3;
    w.pendCount = 2;
    const kept = w.act;
    w.resize(64, 4, 4);
    expect(w.act).toBe(kept);
    expect([...w.act].every((x) => x === 7)).toBe(true);
    expect([w.activeCount, w.changedCount, w.pendCount]).toEqual([0, 0, 0]);
    w.act.fill(3);
    w.renew(48, 3, 4);
    expect(w.act).toBe(kept);
    expect([...w.act].every((x) => x === -1)).toBe(true);
    // a larger storage gets a fresh, unmarked array
    w.renew(128, 8, 8);
    expect(w.act.length).toBe(128);
    expect([...w.act].every((x) => x === -1)).toBe(true);
    expect(w.activeI.length).toBeGreaterThanOrEqual(64);
  });
});

describe('the changed list after a balance that moved only the rows', () => {
  // An image of H x W whose stamps say which pixels changed in iteration t (stamp t + 1); a tile
  // of rows [r0, r0 + rows) with its halo ring, as a rank's storage holds it.
  const H = 40;
  const W = 12;
  const t = 5;
  const stampsOf = (seed: number) => {
    const rnd = mulberry32(seed);
    return Int32Array.from({ length: H * W }, () => (rnd() < 0.3 ? t + 1 : rnd() < 0.5 ? t : 0));
  };
  const tileOf = (image: Int32Array, r0: number, rows: number): { frame: TileFrame; stamp: Int32Array } => {
    const stride = W + 2;
    const stamp = new Int32Array((rows + 2) * stride);
    for (let i = 0; i < rows; i++) for (let j = 0; j < W; j++) stamp[(i + 1) * stride + 1 + j] = image[(r0 + i) * W + j] as number;
    return { frame: { stride, origin: stride + 1, rows, cols: W, r0, c0: 0, H, W }, stamp };
  };
  const listOf = (w: Worklist, r0: number) =>
    Array.from({ length: w.changedCount }, (_, k) => (r0 + (w.changedI[k] as number)) * W + (w.changedJ[k] as number)).sort(
      (a, b) => a - b,
    );

  it.each([
    ['grown at its start', 10, 15, 4, 21],
    ['grown at its end', 10, 15, 10, 27],
    ['shrunk at its start', 10, 15, 16, 9],
    ['shrunk at its end', 10, 15, 10, 6],
    ['moved down past its old end', 10, 15, 20, 12],
    ['grown past the worklist arrays', 2, 3, 0, 40],
  ])('%s: the kept entries shifted and the received rows read give the full collect', (_, oldR0, oldRows, newR0, newRows) => {
    const image = stampsOf(oldR0 * 100 + newR0);
    const before = tileOf(image, oldR0, oldRows);
    const w = new Worklist(before.stamp.length, oldRows, W);
    collectChanged(w, before.frame, before.stamp, t);
    const after = tileOf(image, newR0, newRows);
    const shift = oldR0 - newR0;
    const kept = keepChanged(w, shift, newRows);
    w.resize(after.stamp.length, newRows, W, kept);
    expect(w.changedCount).toBe(kept);
    changedInNewRows(w, after.frame, after.stamp, t, shift, shift + oldRows);
    const want = new Worklist(after.stamp.length, newRows, W);
    collectChanged(want, after.frame, after.stamp, t);
    expect(want.changedCount).toBeGreaterThan(0);
    expect(listOf(w, newR0)).toEqual(listOf(want, newR0));
  });
});
