/** `meshwork run wator`: the WaTor predator-prey simulation (examples/wator), row strips on a ring. */
import {
  checkOptions,
  checksumOf,
  DEFAULT_BALANCER_OPTIONS,
  DEFAULTS,
  HALO_ROWS,
  type WatorProgramOptions,
  type WatorRankResult,
  type WatorSequentialResult,
  watorSequential,
} from '@meshwork/example-wator';
import { intArg, numberArg, sizeOption } from '../args.js';
import { UsageError } from '../errors.js';
import { summarizeReports } from '../harness/balance-summary.js';
import { exampleProgramUrl } from '../harness/program-url.js';
import { sideBySide } from '../harness/side-by-side.js';
import { runFigures } from './common.js';
import type { AppAdapter } from './types.js';

const same = (a: readonly number[] | undefined, b: ArrayLike<number>) =>
  a !== undefined && a.length === b.length && a.every((v, i) => v === b[i]);

export const wator: AppAdapter = {
  name: 'wator',
  summary: 'WaTor predator-prey ocean in row strips on a ring, remapped by any balancer, bit-identical to its sequential reference',
  defaultBalancer: 'gde',
  topologyKinds: ['ring', 'chain'],
  topologyFor: (ranks) => `ring:${ranks}`,
  addOptions(cmd) {
    cmd
      .addOption(sizeOption('--size <n|RxC>', 'ocean rows x columns', [256, 256]))
      .option('--steps <n>', 'simulation steps', intArg(1), 100)
      .option('--seed <n>', 'initial population and every random draw', intArg(0), DEFAULTS.seed)
      .option('--minnows <x>', 'initial minnow density', numberArg(0), DEFAULTS.minnowDensity)
      .option('--sharks <x>', 'initial shark density', numberArg(0), DEFAULTS.sharkDensity);
  },
  async run(s, o) {
    const [rows, cols] = o.size as [number, number];
    const rules = checkOptions({
      ...DEFAULTS,
      rows,
      cols,
      steps: o.steps as number,
      seed: o.seed as number,
      minnowDensity: o.minnows as number,
      sharkDensity: o.sharks as number,
    });
    if (rows < HALO_ROWS * s.ranks)
      throw new UsageError(`--size: ${rows} rows cannot make ${s.ranks} strips of at least ${HALO_ROWS} rows`);
    const b = s.balancing;
    const options: WatorProgramOptions = {
      ...rules,
      storage: s.storage,
      balancer: b.balancer,
      balancerOptions: b.balancerOptions ?? DEFAULT_BALANCER_OPTIONS[b.balancer],
      ...(b.policy === 'never'
        ? { every: 0 }
        : b.policy === 'every'
          ? { every: b.every ?? 1 }
          : { policy: b.policy, policyOptions: b.policyOptions }),
      ...(s.record === true ? { record: true } : {}),
    };
    const r = await sideBySide<WatorRankResult, WatorSequentialResult>({
      cluster: { topology: s.topology, spin: s.spin },
      programUrl: exampleProgramUrl(import.meta.resolve('@meshwork/example-wator')),
      options,
      // the whole run, balances included: the timed runs find every path compiled
      warmup: options,
      repeat: s.repeat,
      progress: s.progress,
      sequential: () => watorSequential(rules),
      warmupSequential: () => watorSequential(rules),
      parallelMs: (run) => run.results[0]?.computeMs ?? Number.NaN,
      verify: (run, ref) => {
        const r0 = run.results[0];
        return r0?.checksum === checksumOf(ref.cells) && same(r0.minnows, ref.minnows) && same(r0.sharks, ref.sharks);
      },
    });
    const results = r.last.results;
    const reports = results[0]?.reports ?? [];
    const decision = reports.map((_, i) => Math.max(...results.map((x) => x.decisionMs[i] ?? 0)));
    const minnows = r.reference.minnows[rules.steps] ?? 0;
    const sharks = r.reference.sharks[rules.steps] ?? 0;
    return {
      result: `${minnows} minnows, ${sharks} sharks after ${rules.steps} steps (ocean ${rows}x${cols})`,
      correct: r.correct,
      sequentialMs: r.sequentialMs,
      parallelMs: r.parallelMs,
      ...runFigures(r.last),
      balance: b.policy === 'never' ? undefined : summarizeReports(reports, decision),
      files: [],
      details: { rows, cols, steps: rules.steps, minnows, sharks, checksum: results[0]?.checksum, finalCuts: results.map((x) => x.cuts) },
    };
  },
};
