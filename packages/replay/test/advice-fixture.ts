/** A cached advice and a run's balancing for the advice cache's tests (here and in the CLI's). */
import type { CachedAdvice } from '../src/advice-cache.ts';

export const STATIC_PICK: CachedAdvice = {
  app: 'wator',
  topology: 'ring:2',
  balancer: 'static',
  policy: 'never',
  label: 'static',
  flags: '--balancer static',
  reason: 'no balancer is expected to pay: the best, gde every 5, is predicted 2.0% ± 2.8% faster, within the noise',
  advisedAt: '2026-11-27T18:00:00.000Z',
};
export const GDE_ADAPTIVE = { label: 'gde adaptive', balancer: 'gde', policy: 'adaptive' };
