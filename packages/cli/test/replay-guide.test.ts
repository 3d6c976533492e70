/**
 * The replay suite's case of the guide's program (docs/balance-your-program/program.js): it runs
 * from a folder of its own as a user's `meshwork run ./program.js` would, correct against its
 * sequential reference, its traced static run replays through gde every 5 with as many balances
 * as the real run of it made, and the folder is gone after `dispose`.
 */
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { balancingFromFlags, createProgress } from '@meshwork/harness';
import { keptOf, replayConfigs, replayTrace } from '@meshwork/replay';
import type { MetricsTrace } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { guideProgram } from '../src/bench/guide-case.ts';
import { cases, guideLabel, suiteRunSettings } from '../src/bench/replay.ts';

describe("the replay suite's guide case", () => {
  it('runs the guide program from its own folder, replays its trace, and removes the folder', async () => {
    const guide = guideProgram(true);
    const folder = dirname(fileURLToPath(guide.app.programUrl as URL));
    try {
      const all = cases(true, guide);
      expect(all.map((c) => c.label)).toContain(guideLabel(true));
      const c = all[all.length - 1] as (typeof all)[number];
      expect([c.ranks, c.app.defaultBalancer]).toEqual([2, 'gde']);
      const progress = createProgress({ stdout: () => {}, stderr: () => {}, tty: false }, false);
      const traced = await c.app.run(suiteRunSettings(c, 'traced', true, progress), c.options);
      expect(traced.correct).toBe(true);
      const trace = keptOf(traced).trace as MetricsTrace;
      expect(trace).toBeDefined();
      const configs = replayConfigs({ balancers: ['gde'], every: [5], policies: [] }, c.app, trace, c.options);
      const replay = replayTrace(trace, configs, { measuredMs: keptOf(traced).ms });
      const gde = balancingFromFlags({ balancer: 'gde', every: 5 }, { balancer: 'static' });
      const real = await c.app.run(suiteRunSettings(c, gde, true, progress), c.options);
      expect(real.correct).toBe(true);
      // 12 steps, a balance after every 5th: the replay's count is the real run's
      expect(replay.rows[1]?.balances).toBe(real.balance?.balances);
      expect(replay.rows[1]?.balances).toBe(2);
      for (const r of replay.rows) expect(Number.isFinite(r.predictedMs) && r.predictedMs > 0).toBe(true);
    } finally {
      guide.dispose();
    }
    expect(existsSync(folder)).toBe(false);
  }, 60_000);
});
