/**
 * RangeDomain remaps across ranks: agreed bounds are adopted everywhere; bounds that differ
 * between ranks, or are invalid on some ranks only, fail on every rank together and leave the
 * bounds unchanged; the domain stays usable afterwards.
 */
import { defineProgram } from '@meshwork/runtime';

export interface RangeRemapOptions {
  readonly n: number;
  /** Per step, per rank: the bounds that rank asks for. */
  readonly steps: number[][][];
}

export interface RangeStep {
  readonly code: string | undefined;
  readonly cuts: number[];
  readonly remaps: number;
  readonly lo: number;
  readonly hi: number;
}

export default defineProgram((ctx, o: RangeRemapOptions): { initial: number[]; steps: RangeStep[] } => {
  const range = ctx.range({ n: o.n });
  const initial = [...range.cuts];
  const steps: RangeStep[] = [];
  for (const perRank of o.steps) {
    let code: string | undefined;
    try {
      range.remap(perRank[ctx.rank] as number[]);
    } catch (err) {
      code = (err as { code?: string }).code ?? 'no code';
    }
    steps.push({ code, cuts: [...range.cuts], remaps: range.remaps, lo: range.lo, hi: range.hi });
  }
  return { initial, steps };
});
