/** `singlePhaseTrace`: a one-step trace of per-rank totals, with the busy wall time beside a CPU clock when given. */
import { fromTrace } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { singlePhaseTrace } from '../src/figures.ts';

describe('singlePhaseTrace', () => {
  it('carries busy wall ms as wallBusyNs per rank, a valid trace', () => {
    const t = singlePhaseTrace('sieve', [3, 4], [4, 0], 'schedstat', [1.25, 2.5]);
    expect(t.phases).toEqual([{ name: 'sieve', index: 0, workUnits: [3, 4], busyNs: [4e6, 0], wallBusyNs: [1.25e6, 2.5e6] }]);
    expect(fromTrace(JSON.stringify(t)).phases[0]?.wallBusyNs).toEqual([1.25e6, 2.5e6]);
  });
  it('without it, the phase has none and no clock is claimed', () => {
    const t = singlePhaseTrace('knary', [1], [0]);
    expect('wallBusyNs' in (t.phases[0] as object)).toBe(false);
    expect(t.clock).toBeUndefined();
  });
});
