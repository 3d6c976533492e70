/**
 * Self-scheduling chunk rules as pure functions: the sequence of chunk sizes a shared counter hands
 * out for a loop of `n` iterations on `p` ranks, in the order they are taken.
 *
 * - `fixed(k)`: chunks of k (the last one shorter).
 * - `gss` (guided self-scheduling, Polychronopoulos & Kuck): each chunk is ceil(R / p) of the R
 *   iterations still unscheduled. n = 1000, p = 4: 22 chunks, 250, 188, 141, 106, 79, ...
 * - `tss` (trapezoid self-scheduling, Tzen & Ni): linearly decreasing from f = ceil(n / (2p)) to
 *   l = 1 over C = ceil(2n / (f + l)) chunks, integer step delta = floor((f - l) / (C - 1)); each size is
 *   clipped to what is left. n = 1000, p = 4: f 125, C 16, delta 8: 125, 117, ..., 37, 28 (13 chunks).
 * - `fac2` (factoring with x = 2, Hummel, Schonberg & Flynn): batches of p chunks of
 *   ceil(R / (2p)), R counted at the start of the batch. n = 1000, p = 4: 4x125, 4x63, 4x31, 4x16, ...
 *
 * Every rule covers [0, n) exactly: the sizes are >= 1 and sum to n.
 */
import { invalidArgument, invalidOption } from '@meshwork/runtime/plugin';

/** Owner named in option errors: the loop schedulers that take a chunk rule. */
const OWNER = 'loop schedule';

export type ChunkRule =
  | { readonly kind: 'fixed'; readonly size: number }
  | { readonly kind: 'gss' }
  | { readonly kind: 'tss' }
  | { readonly kind: 'fac2' };

export const CHUNK_RULES = ['gss', 'tss', 'fac2', 'fixed'] as const;
export type ChunkRuleName = (typeof CHUNK_RULES)[number];

/** Check a loop size: an integer >= 0 (2^31 - 1 at most: chunk bounds travel as Int32 words). */
export function checkLoopSize(n: unknown, what = 'loop size n'): number {
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 0x7fffffff)
    throw invalidArgument(what, 'an integer in [0, 2^31 - 1]', n);
  return n;
}

function checkRanks(p: unknown): number {
  if (typeof p !== 'number' || !Number.isInteger(p) || p < 1) throw invalidArgument('rank count p', 'an integer >= 1', p);
  return p;
}

/**
 * Parse `gss`, `tss`, `fac2`, `fixed` (chunk 1) or `fixed:K`, or check a rule object.
 * MW_INVALID_OPTION when the name or the size is wrong.
 */
export function parseChunkRule(rule: unknown): ChunkRule {
  if (typeof rule === 'object' && rule !== null) {
    const r = rule as { kind?: unknown; size?: unknown };
    if (r.kind === 'fixed') return { kind: 'fixed', size: checkFixed(r.size) };
    if (r.kind === 'gss' || r.kind === 'tss' || r.kind === 'fac2') return { kind: r.kind };
  }
  if (typeof rule === 'string') {
    const m = /^(gss|tss|fac2|fixed)(?::(.*))?$/.exec(rule.trim());
    if (m !== null) {
      const kind = m[1] as ChunkRuleName;
      if (kind === 'fixed') return { kind, size: checkFixed(m[2] === undefined ? 1 : Number(m[2])) };
      if (m[2] === undefined) return { kind };
    }
  }
  throw invalidOption(OWNER, 'rule', 'one of gss, tss, fac2, fixed, fixed:K (K >= 1)', rule);
}

function checkFixed(size: unknown): number {
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 1) {
    throw invalidOption(OWNER, 'rule', 'a fixed chunk size K, an integer >= 1 (fixed:K)', size);
  }
  return size;
}

/** Name of a rule as `parseChunkRule` reads it back (`fixed:K`, `gss`, ...). */
export function ruleName(rule: ChunkRule): string {
  return rule.kind === 'fixed' ? `fixed:${rule.size}` : rule.kind;
}

/** The chunk sizes of `rule` for `n` iterations on `p` ranks, in the order they are handed out. */
export function chunkSizes(rule: ChunkRule, n: number, p: number): number[] {
  checkLoopSize(n);
  checkRanks(p);
  const out: number[] = [];
  let left = n;
  switch (rule.kind) {
    case 'fixed': {
      const k = checkFixed(rule.size);
      while (left > 0) {
        const c = Math.min(k, left);
        out.push(c);
        left -= c;
      }
      return out;
    }
    case 'gss':
      while (left > 0) {
        const c = Math.ceil(left / p);
        out.push(c);
        left -= c;
      }
      return out;
    case 'tss': {
      if (n === 0) return out;
      const f = Math.ceil(n / (2 * p));
      const l = 1;
      const count = Math.ceil((2 * n) / (f + l));
      const delta = count > 1 ? Math.floor((f - l) / (count - 1)) : 0;
      for (let k = 0; left > 0; k++) {
        const c = Math.min(left, Math.max(l, f - k * delta));
        out.push(c);
        left -= c;
      }
      return out;
    }
    case 'fac2':
      while (left > 0) {
        const c = Math.ceil(left / (2 * p));
        for (let i = 0; i < p && left > 0; i++) {
          const take = Math.min(c, left);
          out.push(take);
          left -= take;
        }
      }
      return out;
  }
}

/**
 * The chunks of a rule as bounds: chunk k is [start(k), start(k + 1)). Fixed chunks are computed,
 * the others precomputed (GSS, TSS and FAC2 give O(p log n) chunks or fewer).
 */
export class ChunkSequence {
  readonly count: number;
  private readonly starts: Float64Array | undefined;
  private readonly size: number;

  readonly rule: ChunkRule;
  readonly n: number;
  readonly p: number;
  constructor(rule: ChunkRule, n: number, p: number) {
    this.rule = rule;
    this.n = n;
    this.p = p;
    checkLoopSize(n);
    checkRanks(p);
    if (rule.kind === 'fixed') {
      this.size = checkFixed(rule.size);
      this.count = Math.ceil(n / this.size);
      this.starts = undefined;
      return;
    }
    this.size = 0;
    const sizes = chunkSizes(rule, n, p);
    this.count = sizes.length;
    const starts = new Float64Array(sizes.length + 1);
    for (let k = 0; k < sizes.length; k++) starts[k + 1] = (starts[k] as number) + (sizes[k] as number);
    this.starts = starts;
  }

  /** First iteration of chunk k (n for k >= count). */
  start(k: number): number {
    if (k >= this.count) return this.n;
    return this.starts === undefined ? k * this.size : (this.starts[k] as number);
  }

  /** One past the last iteration of chunk k. */
  end(k: number): number {
    return this.start(k + 1);
  }
}
