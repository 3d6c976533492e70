/**
 * `sdlb`: scan-directed load balancing (Biagioni & Prins) as a remap balancer. See ./line.ts for
 * the 1-D algorithms and their bounds, ./kd.ts for the k-D one, ./decide.ts for how the
 * decision runs on the collectives, ./options.ts for the options.
 */
import type { BalanceContext, BalanceDecision, Factory, RemapBalancer } from '@meshwork/runtime';
import { decideSdlb } from './decide.js';
import { readSdlbOptions, type SdlbOptions } from './options.js';

/** Validate `options` (MW_INVALID_OPTION on bad ones) and build the balancer. */
export function createSdlb(options?: SdlbOptions | unknown): RemapBalancer {
  const settings = readSdlbOptions(options);
  return {
    name: 'sdlb',
    options: settings.used,
    decide(ctx: BalanceContext): BalanceDecision {
      return decideSdlb(ctx, settings);
    },
  };
}

export const sdlbFactory: Factory<RemapBalancer> = {
  name: 'sdlb',
  summary: 'scan-directed load balancing: scans compute flows, whole hyperplanes shift along each axis (Algorithms 1-4)',
  create: createSdlb,
};
