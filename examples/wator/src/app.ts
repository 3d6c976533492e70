/** The WaTor app: its options, its run side by side with the sequential reference, its figures. */
import { choice, clusterSide, defineApp, int, moduleUrl, num, runFigures, sideBySide, size, summarizeReports } from '@meshwork/harness';
import { WATOR_BENCH } from './bench-options.ts';
import { HALO_ROWS } from './cells.ts';
import { watorPaper } from './paper.ts';
import { checksumOf, DEFAULT_BALANCER_OPTIONS, type WatorLoads, type WatorProgramOptions, type WatorRankResult } from './program.ts';
import { checkOptions, DEFAULTS } from './rules.ts';
import { watorSequential } from './sequential.ts';
import { usageErrors } from './usage-errors.ts';

/** Details of a WaTor run's report. */
export interface WatorDetails {
  readonly rows: number;
  readonly cols: number;
  readonly steps: number;
  readonly minnows: number;
  readonly sharks: number;
  readonly checksum: number | undefined;
  /** Each rank's strip boundaries at the end. */
  readonly finalCuts: readonly (readonly number[])[];
}

const same = (a: readonly number[] | undefined, b: ArrayLike<number>) =>
  a !== undefined && a.length === b.length && a.every((v, i) => v === b[i]);

/** The module every rank imports. */
const PROGRAM = moduleUrl(import.meta.url, 'program');

/** `meshwork run wator`: the WaTor predator-prey simulation in row strips on a ring. */
export const watorApp = defineApp({
  name: 'wator',
  summary: 'WaTor predator-prey ocean in row strips on a ring, remapped by any balancer, bit-identical to its sequential reference',
  defaultBalancer: 'gde',
  // replay and advise run each balancer with the option block a run gives it
  replay: { balancerOptions: (name) => DEFAULT_BALANCER_OPTIONS[name] },
  topologyKinds: ['ring', 'chain'],
  topologyFor: (ranks) => `ring:${ranks}`,
  programUrl: PROGRAM,
  checkpoints: true,
  options: {
    size: size('ocean rows x columns', { default: [256, 256], quick: [64, 64] }),
    steps: int('simulation steps', { min: 1, default: 100, quick: 20 }),
    seed: int('initial population and every random draw', { min: 0, default: DEFAULTS.seed }),
    minnows: num('initial minnow density', { min: 0, default: DEFAULTS.minnowDensity }),
    sharks: num('initial shark density', { min: 0, default: DEFAULTS.sharkDensity }),
    minnowBreed: int('minnow breeding age', { min: 1, default: DEFAULTS.minnowBreed }),
    sharkBreed: int('shark breeding age', { min: 1, default: DEFAULTS.sharkBreed }),
    starve: int('shark starvation period', { min: 1, default: DEFAULTS.starve }),
    cluster: num('fraction of the rows, from the top, where fish start (1: everywhere)', { min: 0, default: 1 }),
    cellWeight: num("load of a cell relative to a fish in the balancer's plane loads (0: the paper's fish count)", {
      min: 0,
      default: 0.1,
    }),
    loads: choice<WatorLoads>(
      "the balancer's loads: time (each step's measured ms of the rank's sub-steps, spread over its rows by fish and cells) or work (fish and cell weight, the paper's units; deterministic)",
      ['time', 'work'],
      { default: 'time' },
    ),
  },
  prepare(s, o) {
    const [rows, cols] = o.size;
    const rules = checkOptions({
      rows,
      cols,
      steps: o.steps,
      seed: o.seed,
      minnowBreed: o.minnowBreed,
      sharkBreed: o.sharkBreed,
      starve: o.starve,
      minnowDensity: o.minnows,
      sharkDensity: o.sharks,
      ...(o.cluster === 1 ? {} : { cluster: o.cluster }),
    });
    if (rows < HALO_ROWS * s.ranks) throw usageErrors.tooFewRows(rows, s.ranks, HALO_ROWS);
    const b = s.balancing;
    const options: WatorProgramOptions = {
      ...rules,
      storage: s.storage,
      balancer: b.balancer,
      balancerOptions: b.balancerOptions ?? DEFAULT_BALANCER_OPTIONS[b.balancer],
      policy: b.policy,
      ...(b.policyOptions === undefined ? {} : { policyOptions: b.policyOptions }),
      ...(s.record === true ? { record: true } : {}),
      cellWeight: o.cellWeight,
      loads: o.loads,
    };
    return sideBySide({
      // the whole run, balances included, as warm-up: the timed runs find every path compiled
      parallel: clusterSide<WatorRankResult>({
        cluster: { topology: s.topology, spin: s.spin },
        programUrl: PROGRAM,
        ...(s.runOptions === undefined ? {} : { runOptions: s.runOptions }),
        options,
        ms: (run) => run.results[0]?.computeMs ?? Number.NaN,
      }),
      sequential: () => watorSequential(rules),
      warmupSequential: () => watorSequential(rules),
      verify: (run, ref) => {
        const r0 = run.results[0];
        return r0?.checksum === checksumOf(ref.cells) && same(r0.minnows, ref.minnows) && same(r0.sharks, ref.sharks);
      },
      figures(run, ref) {
        const results = run.results;
        const reports = results[0]?.reports ?? [];
        const decision = reports.map((_, i) => Math.max(...results.map((x) => x.decisionMs[i] ?? 0)));
        const minnows = ref.minnows[rules.steps] ?? 0;
        const sharks = ref.sharks[rules.steps] ?? 0;
        const details: WatorDetails = {
          rows,
          cols,
          steps: rules.steps,
          minnows,
          sharks,
          checksum: results[0]?.checksum,
          finalCuts: results.map((x) => x.cuts),
        };
        return {
          result: `${minnows} minnows, ${sharks} sharks after ${rules.steps} steps (ocean ${rows}x${cols})`,
          ...runFigures(run),
          balance: b.policy === 'never' ? undefined : summarizeReports(reports, decision),
          files: [],
          details,
        };
      },
    });
  },
  paper: watorPaper,
  bench: WATOR_BENCH,
  benchCases: (quick) => [
    { label: quick ? 'static, 64x64 ocean' : 'static', ranks: 2, balancer: 'static' },
    { label: 'gde every 1', ranks: 2, balancer: 'gde', every: 1 },
  ],
});
