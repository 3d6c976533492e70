/**
 * `sweep`: a calibration balancer, not a load balancer. It ignores the loads and moves every
 * interior cut of every decomposed axis to the block cut plus an offset that depends only on the
 * phase, so that a run balancing every phase moves 0, 1, 8, 32 and 128 planes (by default) in turn:
 *
 *   offset of phases 0, 1, 2, ...:  0, 1, 1, 0, 8, 8, 0, 32, 32, 0, 128, 128, 0, -1, -1, 0, -8, ... (24 phases)
 *   planes each cut moves, phase 1 on: 1, 0, 1, 8, 0, 8, 32, 0, 32, 128, 0, 128, (again)
 *
 * A replay's calibration run (`@meshwork/replay`) runs it once: its balances, with a third of them
 * moving nothing and the rest moving 1 to 128 planes, are what lets the balance cost model tell
 * a per-plane cost (the program rescanning the rows it gained) from the cost of any balance that
 * moves, which the app's own balancer cannot show once it moves a plane at a time. The cuts are a
 * pure function of the phase and the domain's shape, so `solve` and `decide` agree on every rank,
 * and a replay of a trace moves the same planes as the real run (a deterministic count).
 *
 * Each step is capped at a quarter of the narrowest block part along its axis (at least 1, a
 * domain too narrow for that moves nothing), and every part keeps `minExtent`. It is found by name
 * (`{ balancer: 'sweep', every: 1 }`) but is not among the balancers `meshwork run --balancer`,
 * `replay` and `advise` offer. Option `steps`: the offsets (default [1, 8, 32, 128]; integers >= 1).
 */
import {
  type BalanceContext,
  type BalanceDecision,
  blockCuts,
  type DomainView,
  type Factory,
  invalidOption,
  type LoadSnapshot,
  OptionReader,
  type RemapBalancer,
} from '@meshwork/runtime/plugin';
import { enforceMinExtent } from './central.ts';

/** The default offsets, planes. */
export const SWEEP_STEPS: readonly number[] = [1, 8, 32, 128];

/** The offset of phase `phase` for offsets `steps`: per cycle, for +s then -s of each step, 0, s, s. */
export function sweepOffset(steps: readonly number[], phase: number): number {
  const cycle = 6 * steps.length;
  const i = ((phase % cycle) + cycle) % cycle;
  const third = i % 3;
  if (third === 0) return 0;
  const k = Math.floor(i / 3);
  const s = steps[k % steps.length] as number;
  return k < steps.length ? s : -s;
}

/** The cuts of phase `phase`: every decomposed axis's block cuts, each interior one shifted by the offset (capped). */
export function sweepCuts(d: Pick<DomainView, 'shape' | 'procDims' | 'minExtent'>, steps: readonly number[], phase: number): number[][] {
  return d.shape.map((n, a) => {
    const P = d.procDims[a] as number;
    const block = blockCuts(n, P);
    if (P <= 1) return block;
    const cap = Math.max(0, Math.floor(Math.floor(n / P) / 4));
    const capped = steps.map((s) => Math.min(s, cap));
    const off = sweepOffset(capped, phase);
    const shifted = block.map((c, p) => (p === 0 || p === P ? c : c + off));
    return enforceMinExtent(shifted, n, d.minExtent[a] ?? 1);
  });
}

export function createSweep(options?: unknown): RemapBalancer {
  const r = new OptionReader('sweep', options);
  const steps = r.numbers('steps', { min: 1, fallback: SWEEP_STEPS }) as readonly number[];
  if (steps.length === 0 || !steps.every(Number.isInteger))
    throw invalidOption('sweep', 'steps', 'a non-empty array of integers >= 1', steps);
  const used = r.done();
  const decide = (d: DomainView, phase: number): BalanceDecision => ({ cuts: sweepCuts(d, steps, phase), sweeps: 0 });
  return {
    name: 'sweep',
    options: used,
    decide: (ctx: BalanceContext) => decide(ctx.domain, ctx.phase),
    solve: (snap: LoadSnapshot) => decide(snap.domain, snap.phase),
  };
}

export const sweepFactory: Factory<RemapBalancer> = {
  name: 'sweep',
  summary: 'calibration: cuts stepped 0, 1, 8, 32, 128 planes about the block cuts, phase by phase (for replay calibration runs)',
  create: createSweep,
};
