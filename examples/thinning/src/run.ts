/**
 * The paper's thinning cases (static, GDE every 2 iterations, GDE once, SDLB) as balancer and
 * policy settings, the host-side fit check, and the program options of a run config (the bench and
 * the cross-host tests build runs from these; `meshwork run thinning` is `thinningApp` in app.ts).
 */
import type { Storage } from '@meshwork/runtime';
import { errors } from './errors.ts';
import type { EdgeMode, LoadMeasure, ThinningProgramOptions } from './program.ts';
import type { BinaryImage } from './sequential.ts';

export const CASES = ['static', 'gde2', 'gde-once', 'sdlb'] as const;
export type ThinningCase = (typeof CASES)[number];

export interface CaseSettings {
  readonly balancer: string;
  readonly balancerOptions: unknown;
  readonly policy: string;
  readonly policyOptions: unknown;
}

/** Balancer options that fit a row-strip decomposition and the load measure. */
export function defaultBalancerOptions(balancer: string, load: LoadMeasure): unknown {
  switch (balancer) {
    case 'gde':
      // GDE balances integer loads: ms -> us when loads are times.
      return load === 'time' ? { scale: 1000 } : undefined;
    case 'sdlb':
      return { mode: '1d', axis: 0 };
    case 'functional':
      return { model: 'observed' };
    default:
      return undefined;
  }
}

/**
 * The paper's three cases plus SDLB: static (no remapping), gde every `interval` iterations
 * (paper: 2), gde once after the first iteration, sdlb 1-D every `interval` iterations.
 * `balancer` replaces the case's balancer (its policy stays).
 */
export function caseSettings(c: ThinningCase, load: LoadMeasure, interval = 2, balancer?: string, balancerOptions?: unknown): CaseSettings {
  const base: Record<ThinningCase, { balancer: string; policy: string; policyOptions: unknown }> = {
    static: { balancer: 'static', policy: 'never', policyOptions: undefined },
    gde2: { balancer: 'gde', policy: 'every', policyOptions: { k: interval } },
    'gde-once': { balancer: 'gde', policy: 'once', policyOptions: undefined },
    sdlb: { balancer: 'sdlb', policy: 'every', policyOptions: { k: interval } },
  };
  const b = base[c];
  if (b === undefined) throw errors.badCase(CASES, c);
  const name = balancer ?? b.balancer;
  return {
    balancer: name,
    balancerOptions: balancerOptions ?? defaultBalancerOptions(name, load),
    policy: b.policy,
    policyOptions: b.policyOptions,
  };
}

export interface ThinningRunConfig {
  readonly image: BinaryImage;
  /** Where the image came from (for the report). */
  readonly label: string;
  readonly topology: string;
  readonly case: ThinningCase;
  readonly balancer?: string | undefined;
  readonly balancerOptions?: unknown;
  readonly interval?: number;
  readonly load: LoadMeasure;
  readonly edges: EdgeMode;
  readonly storage: Storage;
  /** Repetitions of each side (medians reported). */
  readonly repeat: number;
  /** Cluster spinning: 'auto' (runtime default: spin while ranks <= cores), or forced on / off. */
  readonly spin?: 'auto' | boolean;
}

/** Check the image fits the rank grid before starting: each strip needs 2 rows (the south halo). */
export function checkFits(image: BinaryImage, ranks: number): void {
  if (image.height < 2 * ranks) {
    throw errors.tooFewRows(ranks, image.height);
  }
}

/** The program options of a run config. */
export function programOptions(config: ThinningRunConfig, gather: boolean): ThinningProgramOptions {
  const s = caseSettings(config.case, config.load, config.interval ?? 2, config.balancer, config.balancerOptions);
  return {
    image: { kind: 'data', width: config.image.width, height: config.image.height, data: config.image.data },
    storage: config.storage,
    balancer: s.balancer,
    balancerOptions: s.balancerOptions,
    policy: s.policy,
    policyOptions: s.policyOptions,
    load: config.load,
    edges: config.edges,
    gather,
  };
}
