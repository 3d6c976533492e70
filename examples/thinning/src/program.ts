/**
 * SPMD HSCP thinning on a chain (or ring) of P ranks, row strips (procDims [P, 1]), as in the GDE
 * paper (section 4.2):
 *
 *   while (!GlobalTerminated) { ExBound(); ComputeEdge(); ExEdge(); Erosion(); }
 *
 * - ExBound: halo exchange of the pixel grid, halo [[1, 2], [1, 2]] (one row north, two south:
 *   the operator's window reaches two pixels east and south).
 * - ComputeEdge: edge() of every 1-pixel of the strip (./sequential.ts, same kernels).
 * - ExEdge: the strip's first row of edge values goes to the north neighbour, so that every
 *   strip's last row sees edge(S), edge(SE) of the next strip's first row (shared storage: a
 *   barrier). With `edges: 'local'` the rank computes that row's edge values itself from the two
 *   pixel rows of its south halo instead (one exchange per iteration, not two).
 * - Erosion: every survival decision is made from the old image, then the removals are applied
 *   (distributed: in place; shared: to a second pixel grid, since neighbours read the strip's rows
 *   directly).
 * - GlobalTerminated: allreduce of the pixels removed; stop after the first pass that removes none.
 *   Split phase (`ctx.comm.iallreduce`): each pass posts its count and reads the pass before's,
 *   so the test costs no sync point (the halo exchange is the one left per pass) and the ranks
 *   run one pass past the last, which removes nothing and is dropped from the figures.
 *
 * Between iterations a balancing driver may remap the strips: load per row = 1-pixels the row will
 * process next iteration (`load: 'pixels'`, deterministic), or the rank's measured compute time of
 * the iteration just done (`load: 'time'`, the paper's choice), spread over its rows in proportion
 * to their modelled cost (8 + 1-pixels + span/4). The result does not depend on the cut points: it is
 * bit-identical to thinSequential.
 *
 * No top-level await here: the module is imported in worker threads.
 */
import { openSync, readSync } from 'node:fs';
import { resolveBalancing } from '@meshwork/balancers';
import { type BalanceReport, defineProgram, type Grid, type RankContext, type Storage } from '@meshwork/runtime';
import type { InvocationPolicy, RemapBalancer } from '@meshwork/runtime/plugin';
import { type GenerateOptions, generate } from './generate.ts';
import { type EdgeMode, type LoadMeasure, ThinRank } from './rank.ts';
import { type BinaryImage, wordsOf } from './sequential.ts';

/** Where the ranks get the image: bytes passed in, or a seeded generator every rank runs. */
export type ImageSource =
  | { readonly kind: 'data'; readonly width: number; readonly height: number; readonly data: Uint8Array }
  | ({ readonly kind: 'generate' } & { readonly generator: GenerateOptions });

export type { EdgeMode, LoadMeasure } from './rank.ts';

export interface ThinningProgramOptions {
  readonly image: ImageSource;
  readonly storage?: Storage;
  /** Registered balancer name (default 'static') and its options. */
  readonly balancer?: string;
  readonly balancerOptions?: unknown;
  /**
   * Registered policy name, or 'once' (balance after the first iteration only). Default: `adaptive`
   * for a balancer other than static, `never` for static.
   */
  readonly policy?: string;
  readonly policyOptions?: unknown;
  readonly load?: LoadMeasure;
  readonly edges?: EdgeMode;
  /** Return the thinned image on rank 0. */
  readonly gather?: boolean;
  readonly maxIterations?: number;
  /** Record every iteration's loads and costs for offline replay (runs the driver even for policy 'never'). */
  readonly record?: boolean;
}

export interface ThinningRankResult {
  readonly rank: number;
  /** Passes executed (the last one removed nothing, unless maxIterations stopped it). */
  readonly iterations: number;
  /** Pixels removed per iteration, over all ranks. */
  readonly removed: number[];
  /** This rank's work units (1-pixels processed) per iteration. */
  readonly work: number[];
  /** This rank's compute wall ms (ComputeEdge + Erosion) per iteration. */
  readonly computeWallMs: number[];
  /** This rank's compute thread-CPU ms per iteration (coarse: the kernel updates it at ticks). */
  readonly computeBusyMs: number[];
  /** Exchange wall ms per iteration (ExBound + ExEdge, including waiting for neighbours; not recorder phases). */
  readonly exchangeMs: number[];
  /** Rows of this rank's strip per iteration. */
  readonly rows: number[];
  readonly reports: BalanceReport[];
  /** Wall ms of each balance on this rank: load exchange, decision, remap of the three grids. */
  readonly balanceMs: number[];
  /** Wall ms of the whole thinning loop on this rank, between two barriers. */
  readonly totalMs: number;
  /**
   * Thread CPU ms of this rank over the whole loop (compute, exchanges, balancing). Accurate to a
   * scheduler tick, unlike the per-iteration figures, whose phases are often shorter than a tick.
   */
  readonly cpuMs: number;
  readonly cuts: number[];
  readonly image?: Uint8Array | undefined;
}

/** The paper's case 2: balance once, after the first iteration. */
export const oncePolicy: InvocationPolicy = { name: 'once', shouldBalance: (s) => s.phase === 0 };

/** The image's width and height, without reading its pixels. */
function sizeOf(src: ImageSource): { readonly width: number; readonly height: number } {
  return src.kind === 'generate' ? src.generator : src;
}

/**
 * Load the rank's tile of `src` into `grid` as 0/1 pixels; returns the tile's 1-pixels. Passed
 * bytes are copied and made 0/1 for the tile only (not the whole image on every rank).
 */
function loadTile(src: ImageSource, grid: Grid<'uint8'>): number {
  grid.load(src.kind === 'generate' ? generate(src.generator).data : src.data);
  const { origin, data } = grid;
  const S = grid.strides[0] as number;
  const W = grid.extent[1] as number;
  const words = wordsOf(data);
  let ones = 0;
  for (let i = 0, base = origin; i < (grid.extent[0] as number); i++, base += S) ones += binarizeRow(data, words, base, base + W);
  return ones;
}

/**
 * Bytes [from, to) of `data` (`words`: the same memory as Int32 words) set to 0/1; returns the 1s.
 * A word at a time where aligned: a word of zeros is skipped, a word of 0/1 bytes counted with one
 * multiply (its bytes summed into the top byte), others byte by byte (2048 x 1024 bytes of a body
 * image: 7-10 ms byte by byte, 1.6-1.9 ms). A function of its own per row (not an inner loop): V8
 * compiles it once, where a nested loop in a function called once per run was compiled on the
 * stack again in every run and left on every row ("exit from OSR'd inner loop").
 */
export function binarizeRow(data: Uint8Array, words: Int32Array, from: number, to: number): number {
  let ones = 0;
  let c = from;
  for (; c < to && (c & 3) !== 0; c++) ones += binarizeByte(data, c);
  for (const end = to & ~3; c < end; c += 4) {
    const w = words[c >> 2] as number;
    if (w === 0) continue;
    if ((w & 0xfefefefe) === 0) ones += Math.imul(w, 0x01010101) >>> 24;
    else for (let k = c; k < c + 4; k++) ones += binarizeByte(data, k);
  }
  for (; c < to; c++) ones += binarizeByte(data, c);
  return ones;
}

function binarizeByte(data: Uint8Array, c: number): number {
  const v = data[c] !== 0 ? 1 : 0;
  data[c] = v;
  return v;
}

export function resolveImage(src: ImageSource): BinaryImage {
  if (src.kind === 'generate') return generate(src.generator);
  const data = new Uint8Array(src.width * src.height);
  for (let i = 0; i < data.length; i++) data[i] = src.data[i] !== 0 ? 1 : 0;
  return { width: src.width, height: src.height, data };
}

/** The balancer and policy of the options (`once`: this app's own policy, the paper's case 2). */
function balancingOf(o: ThinningProgramOptions): { balancer: RemapBalancer; policy: InvocationPolicy } {
  const once = o.policy === 'once';
  const r = resolveBalancing({
    balancer: o.balancer ?? 'static',
    balancerOptions: o.balancerOptions,
    ...(once || o.policy === undefined ? {} : { policy: o.policy, policyOptions: o.policyOptions }),
  });
  return { balancer: r.balancer, policy: once ? oncePolicy : r.policy };
}

/** This thread's CPU time in ns from /proc/thread-self/schedstat (read on this thread), or wall time. */
function threadClock(): () => number {
  try {
    const fd = openSync('/proc/thread-self/schedstat', 'r');
    const buf = Buffer.alloc(64);
    const read = () => Number(buf.toString('latin1', 0, readSync(fd, buf, 0, 64, 0)).split(' ')[0]);
    if (Number.isFinite(read())) return read;
  } catch {
    // not Linux, or /proc not mounted
  }
  return () => performance.now() * 1e6;
}

/** This thread's clock, opened once per rank thread (one descriptor, one closure for every run). */
let clock: (() => number) | undefined;
function threadCpuNs(): number {
  clock ??= threadClock();
  return clock();
}

/** The grids' shape and halo: one row north, two south (the erosion's 3x3 window plus ExEdge's row). */
function gridSpec(ctx: RankContext, o: ThinningProgramOptions) {
  const img = sizeOf(o.image);
  const storage: Storage = o.storage ?? 'distributed';
  return {
    shape: [img.height, img.width],
    dtype: 'uint8' as const,
    halo: [
      [1, 2],
      [1, 2],
    ] as [number, number][],
    storage,
    procDims: [ctx.size, 1],
  };
}

/**
 * The program: its only awaits are the grids'; everything after them runs in `thin`, a plain
 * function at module level. V8 optimizes a plain function once per rank thread and keeps the code
 * from run to run, while the loop of an async function is compiled on the stack again in every run
 * (about 40 ms of TurboFan time per rank and run on a compiler thread, competing with the ranks,
 * the loop running unoptimized meanwhile).
 */
export default defineProgram(async (ctx, o: ThinningProgramOptions): Promise<ThinningRankResult> => {
  const spec = gridSpec(ctx, o);
  // Pixels: one grid. Distributed storage applies each pass's removals in place once the pass
  // has decided them all (every rank reads its own halo copy). Shared storage double-buffers
  // (grid B), since neighbours read a strip's rows directly while it erodes, and keeps the edge
  // values in a shared grid too. Distributed edge values live in a plain buffer with the pixel
  // grid's layout; ExEdge sends one row north. Only what must move is remapped: distributed
  // [pixels], shared [pixels, buffer, edges] (a shared remap moves cut points, not data).
  const shared = spec.storage === 'shared';
  const cur = await ctx.grid(spec);
  const nxt: Grid<'uint8'> | undefined = shared ? await ctx.grid(spec) : undefined;
  const edgeGrid: Grid<'uint8'> | undefined = shared ? await ctx.grid(spec) : undefined;
  return thin(ctx, o, cur, nxt, edgeGrid);
});

function thin(
  ctx: RankContext,
  o: ThinningProgramOptions,
  first: Grid<'uint8'>,
  second: Grid<'uint8'> | undefined,
  edgeGrid: Grid<'uint8'> | undefined,
): ThinningRankResult {
  const img = sizeOf(o.image);
  const loadMode: LoadMeasure = o.load ?? 'pixels';
  const driver = ctx.balancing({
    ...balancingOf(o),
    loadIsTime: loadMode === 'time',
    record: o.record === true,
  });
  const rank = new ThinRank({
    ctx,
    width: img.width,
    height: img.height,
    loadMode,
    edgeMode: o.edges ?? 'exchange',
    maxIterations: o.maxIterations ?? Number.POSITIVE_INFINITY,
    driver,
    balancing: driver.options.policy.name !== 'never' || o.record === true,
    first,
    second,
    edgeGrid,
    tileOnes: loadTile(o.image, first),
    cpuNs: threadCpuNs,
  });
  const f = rank.run();
  const cur = rank.grid;
  // the image only when it is wanted: a gather allocates the whole image on rank 0 (4 MiB at 2048 x 2048)
  const image = o.gather === true ? (cur.gather(0) as Uint8Array | undefined) : undefined;
  return {
    rank: ctx.rank,
    iterations: f.removed.length,
    removed: f.removed,
    work: f.work,
    computeWallMs: f.computeWallMs,
    computeBusyMs: f.computeBusyMs,
    exchangeMs: f.exchangeMs,
    rows: f.rows,
    reports: driver.reports,
    balanceMs: f.balanceMs,
    totalMs: f.totalMs,
    cpuMs: f.cpuMs,
    cuts: [...(cur.decomposition.cuts[0] as number[])],
    image,
  };
}
