/**
 * Thread test program for the fused balance path: the same loads balanced by a balancer's fast
 * decision (`solve` on the load snapshot) and by its collective `decide`, on two grids that start
 * alike; then a few phases of a balancing driver, counting the sync points (shm barriers) and the
 * link messages each phase cost. Plane loads are integers, so every sum is exact.
 */
import { type BalanceReport, defineProgram, hash32, type Storage } from '@meshwork/runtime';
import type { RemapBalancer } from '@meshwork/runtime/plugin';
import { createCentral, createFunctional, createGde, createSdlb, createStatic, every } from '../../src/index.ts';

export type Name = 'static' | 'sdlb' | 'gde' | 'central' | 'functional';

export interface FusedOptions {
  readonly name: Name;
  readonly shape: readonly [number, number];
  readonly procDims?: readonly [number, number];
  readonly storage: Storage;
  readonly seed: number;
  /** Driver phases to count (each followed by a balance). */
  readonly phases: number;
  /** Pass the plane loads as Float64Arrays instead of plain arrays. */
  readonly typedPlanes?: boolean;
}

export interface PhaseCount {
  readonly syncs: number;
  readonly linkMessages: number;
  readonly balanced: boolean;
}

export interface FusedResult {
  readonly fast: BalanceReport;
  readonly faithful: BalanceReport;
  readonly fastSyncs: number;
  readonly faithfulSyncs: number;
  readonly phases: PhaseCount[];
  readonly cutsAfterPhases: number[][];
  readonly dataIntact: boolean;
}

function make(name: Name, decision: 'fast' | 'faithful'): RemapBalancer {
  switch (name) {
    case 'static': {
      // static has no options: its collective form is the balancer without `solve`
      const { solve, ...collective } = createStatic();
      return decision === 'fast' ? { ...collective, solve } : collective;
    }
    case 'sdlb':
      return createSdlb({ decision });
    case 'gde':
      return createGde({ decision });
    case 'central':
      return createCentral({ decision });
    case 'functional':
      return createFunctional({ model: 'observed', exchange: decision === 'fast' ? 'snapshot' : 'allgather' });
  }
}

/** Integer cell load: noise plus a heavy band, so the block split is unbalanced along both axes. */
const cellLoad = (seed: number, r: number, c: number, phase: number): number =>
  1 + (hash32(seed, r, c) % 5) + (Math.abs(r - 11 * (phase + 1)) < 9 ? 20 : 0) + (c < 12 ? 6 : 0);

export default defineProgram(async (ctx, o: FusedOptions): Promise<FusedResult> => {
  const spec = { shape: o.shape, halo: 1, storage: o.storage, ...(o.procDims === undefined ? {} : { procDims: o.procDims }) };
  const a = await ctx.grid(spec);
  const b = await ctx.grid(spec);
  const n = o.shape[0] * o.shape[1];
  const original = Float64Array.from({ length: n }, (_, i) => i + 0.5);
  a.load(original);
  b.load(original);
  const loadOf = (g: typeof a, phase: number) => {
    const { lo, hi } = g.tile;
    const rows = new Array<number>((hi[0] as number) - (lo[0] as number)).fill(0);
    const cols = new Array<number>((hi[1] as number) - (lo[1] as number)).fill(0);
    let total = 0;
    for (let r = lo[0] as number; r < (hi[0] as number); r++)
      for (let c = lo[1] as number; c < (hi[1] as number); c++) {
        const w = cellLoad(o.seed, r, c, phase);
        rows[r - (lo[0] as number)] = (rows[r - (lo[0] as number)] as number) + w;
        cols[c - (lo[1] as number)] = (cols[c - (lo[1] as number)] as number) + w;
        total += w;
      }
    return { total, planes: o.typedPlanes === true ? [Float64Array.from(rows), Float64Array.from(cols)] : [rows, cols] };
  };
  const s0 = ctx.commShm.syncs;
  const fast = ctx.balance(make(o.name, 'fast'), a, loadOf(a, 0));
  const s1 = ctx.commShm.syncs;
  const faithful = ctx.balance(make(o.name, 'faithful'), b, loadOf(b, 0));
  const s2 = ctx.commShm.syncs;
  // A driver over a few phases, balancing after each one with the fast decision.
  const driver = ctx.balancing({ balancer: make(o.name, 'fast'), policy: every(1) });
  const messages = () => ctx.links.stats.reduce((s, st) => s + st.sentMessages, 0);
  const phases: PhaseCount[] = [];
  for (let p = 1; p <= o.phases; p++) {
    const load = loadOf(a, p);
    const syncs = ctx.commShm.syncs;
    const sent = messages();
    const report = driver.afterPhase(a, load);
    phases.push({ syncs: ctx.commShm.syncs - syncs, linkMessages: messages() - sent, balanced: report !== undefined });
  }
  const whole = a.gather(0);
  return {
    fast,
    faithful,
    fastSyncs: s1 - s0,
    faithfulSyncs: s2 - s1,
    phases,
    cutsAfterPhases: a.decomposition.cuts.map((c) => [...c]),
    dataIntact: ctx.rank !== 0 || whole?.every((x, i) => x === original[i]),
  };
});
