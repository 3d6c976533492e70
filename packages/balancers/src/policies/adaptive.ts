/**
 * `adaptive`: our own invocation policy, deciding from the measured cost of balancing and the time
 * lost to imbalance (the papers leave this open).
 *
 * Rule. Let C be the mean measured cost of a balance (PolicyState.balanceCostMs) and, for every
 * phase since the last balance, loss_j = Tmax - Tavg (the time the average rank waits; in ms: the
 * state's max/avg when loads are times, else (max - avg) * msPerUnit). Balance after the phase where
 *
 *     sum over phases since the last balance of max(0, loss_j - baseline) >= factor * C.
 *
 * Why. This is the rent-or-buy (ski rental) rule: keep paying the imbalance until what it has cost
 * equals the price of a balance, then pay that price. Whatever the future holds it costs at most
 * twice the best schedule chosen in hindsight. It is also the bottom of the SDLB paper's V-shaped
 * curve: when imbalance grows linearly after each balance (loss_j = g*j, the usual drift), a
 * period of n phases costs (C + g*n^2/2) / n per phase, smallest at n = sqrt(2C/g), exactly where
 * the accumulated loss g*n^2/2 reaches C; balancing more often pays C too often (left arm of the
 * V), less often lets the loss grow (right arm). `factor` (default 1) moves along the curve.
 *
 * Gain, not only loss: `baseline` is the relative imbalance of the first phase after the last
 * balance, i.e. the imbalance balancing did not remove (granularity, noise, a balancer that cannot
 * do better). Only loss above it counts, loss_j - baseline * Tavg_j, since balancing again would not
 * recover the rest; without this a residual imbalance would trigger useless balances at a steady
 * rate. It is relative because the loads of a run shrink or grow (thinning's image thins 10x): a
 * baseline in ms taken on an early, slow phase outweighed every later phase's loss. Phases whose
 * relative imbalance (Tmax - Tavg)/Tavg is at most `noise` (default 1%) count as balanced.
 *
 * Residual. The first phase after a balance shows what it left: the balancer's limit, or its
 * error when it decided on loads that misled it (a cold first phase's times, a row-time model that
 * spreads a strip's time badly). A baseline above the first threshold (firstThreshold) is taken
 * only once a balance was seen to fail (removed less than half the imbalance that triggered it,
 * Efficacy below); otherwise the baseline is capped there and the rest counts as loss, so a
 * balance that missed is followed by another on better loads. Thinning on measured time
 * balanced once on its first phase's loads and then kept a 13-30% imbalance for the whole run
 * (246 passes) as its baseline.
 *
 * More ranks than cores. When the ranks outnumber the cores (PolicyState.coreLoad above avg), the
 * cores time-slice the ranks: a phase lasts at least the total load over the cores however it is
 * spread, and a rank above the mean but below that level costs nothing. So Tmax - Tavg becomes
 * Tmax - max(Tavg, coreLoad) throughout (loss, relative imbalance, first threshold): with 8 ranks
 * on 2 cores a rank must carry more than a quarter of all the load before balancing can pay.
 *
 * Time scale. Loads that are times are used as they are. Loads in work units are converted with
 * `msPerUnit` when given, else with the phase's measured wall time over its largest load
 * (PolicyState.phaseMs / max, gathered by the driver: the phase lasts as long as its most loaded
 * rank, or as the load per core when that is larger), so the rule compares milliseconds with
 * milliseconds for any load measure.
 *
 * First balance. Before any balance C is unknown: with `initialCostMs` the rule above runs with
 * that estimate; otherwise the policy balances as soon as (Tmax - Tavg)/Tavg > firstThreshold
 * (default 5%), which both fixes a visibly bad start and measures C. Without any time scale (loads
 * are not times and no msPerUnit) the costs cannot be compared and that relative test is used
 * after every phase.
 *
 * Efficacy. Rent-or-buy assumes a balance removes the loss. Where the loads move faster than the
 * cuts can follow (diffusion's active region shrinking under them), a balance can leave the next
 * phase as imbalanced as before, and paying for another one buys nothing. So the policy checks
 * every balance: with r = 1 - (relative imbalance of the first phase after it) / (that of the
 * phase that triggered it), a balance that removed at least half the imbalance (r >= 1/2) counts
 * as effective (e = 1: the drift that follows is what the baseline is for); one that removed less
 * counts e = max(minEfficacy, r). The rule weighs the loss by the mean e of the last three
 * balances: balance when e * sum(...) >= factor * C, i.e. only what a balance is seen to win back
 * is set against its price. `learn: false` turns this off (e = 1).
 *
 * A balance is judged only when the work held still: if the mean load of the phase after it
 * differs from that of the phase that triggered it by more than a quarter (STEADY), the two
 * imbalances are of two different workloads and their ratio says nothing of the balance, so no
 * efficacy is recorded. Diffusion's active region shrinks by a third between its second and fourth
 * iterations: its first balance (decided on the lagged loads of the phase before) was judged to
 * have removed nothing, and the 10x wait that followed kept the policy from the balances that paid
 * later in the run, when the loads changed slowly.
 *
 * Persistence. Loads carry one-phase spikes that no balance can remove, since the cuts move once
 * and the spike is gone by the next phase: in measured times a collection or a time slice lost by
 * one rank shows as a 20-60% imbalance of one phase, the next level again (WaTor on measured time:
 * a median 2.3% per step, spikes to 66%, the heavier rank changing every other step); in work units
 * a step where one strip's fish breed (WaTor's fish counts: a median 4.3%, spikes to 14%). A
 * look's relative imbalance therefore counts only as far as the look before it showed one too:
 * min(this look's, the last look's), for every rule (the first threshold included: never on the
 * first look of a run). An imbalance the cuts can fix persists from look to look and counts one
 * look later; a spike counts at the level of its neighbour. `persist: false` turns this off.
 *
 * Lag. The policy is `lagged`: the driver may hand it the state of the phase before last, posted
 * by every rank without a sync point, so that watching the loads costs the phases nothing. One
 * phase of delay changes the rule's outcome by at most one phase's loss, and the state's `phase`
 * and `sinceLast` are those of the loads shown, so the rule reads the same either way.
 *
 * Looking less often. Each look at the loads costs the phase a gather (or, lagged, a round that
 * the slowest rank may hold up). While a balance is far off (the weighed loss under half the
 * budget, or before the first balance the imbalance under half the first threshold, and no
 * efficacy pending), `nextCheck` doubles the gap to the next look, up to `maxGap` phases (16),
 * and never past the phase where the loss at the last phase's rate would reach the budget; any
 * other look resets it to 1. A state stands for the phases since the previous one (its `span`),
 * so its loss counts that many times.
 *
 * State. The sum runs over the phases since the last balance, found from PolicyState.sinceLast, so
 * the decision depends only on the sequence of states, identical on every rank. The instance keeps
 * the running sums of the current window: create one instance per run.
 */
import { type Factory, type InvocationPolicy, invalidArgument, OptionReader, type PolicyState } from '@meshwork/runtime/plugin';
import type { NamedPolicy } from './simple.ts';

export interface AdaptiveOptions {
  /** Balance when the excess loss reaches factor * cost (default 1). */
  readonly factor?: number;
  /** Relative imbalance (Tmax - Tavg)/Tavg that triggers the first balance (default 0.05). */
  readonly firstThreshold?: number;
  /** Estimated cost of a balance before one was measured, in ms (default: none, see above). */
  readonly initialCostMs?: number;
  /** Milliseconds per load unit when loads are work units (default: loads must be times). */
  readonly msPerUnit?: number;
  /** Relative imbalance at or below which a phase counts as balanced (default 0.01). */
  readonly noise?: number;
  /** Weigh the loss by how much recent balances removed (default true; see Efficacy above). */
  readonly learn?: boolean;
  /** Least efficacy a balance is credited with (default 0.1), so the policy can try again. */
  readonly minEfficacy?: number;
  /**
   * Let the driver hand the policy the previous phase's loads, posted without a sync point
   * (default true; see Lag above). false: decide from the phase just finished, after a gather.
   */
  readonly lag?: boolean;
  /**
   * Longest gap, in phases, between two looks at the loads while a balance is far off (default 16;
   * 1: every phase). See Looking less often above.
   */
  readonly maxGap?: number;
  /**
   * Count a look's imbalance only as far as the look before showed one (default true; see
   * Persistence above).
   */
  readonly persist?: boolean;
}

/** Why the last call decided as it did (for reports and tests). */
export interface AdaptiveVerdict {
  readonly rule: 'first-threshold' | 'relative' | 'loss-vs-cost';
  readonly balance: boolean;
  /** Excess loss since the last balance, ms (loss-vs-cost). */
  readonly lossMs?: number;
  /** factor * cost, ms (loss-vs-cost). */
  readonly budgetMs?: number;
  readonly baselineMs?: number;
  /** The efficacy the loss was weighed with (loss-vs-cost). */
  readonly efficacy?: number;
}

export interface AdaptivePolicy extends NamedPolicy {
  readonly last: AdaptiveVerdict | undefined;
}

/** Relative slack of the loss-vs-cost test: the loss is a sum of float products (rel * scale). */
const ROUNDING = 1e-9;

/** The window since the last balance (`rel` is undefined in a window an earlier version saved). */
interface Win {
  from: number;
  baseline: number;
  sum: number;
  count: number;
  rel: number | undefined;
}

/** The largest relative change of the mean load between a balance's phase and the next at which the balance is judged. */
const STEADY = 0.25;

export function adaptive(options: AdaptiveOptions = {}): AdaptivePolicy {
  const factor = options.factor ?? 1;
  const firstThreshold = options.firstThreshold ?? 0.05;
  const noise = options.noise ?? 0.01;
  const learn = options.learn ?? true;
  const minEfficacy = options.minEfficacy ?? 0.1;
  const lag = options.lag ?? true;
  const maxGap = options.maxGap ?? 16;
  const persist = options.persist ?? true;
  const { initialCostMs, msPerUnit } = options;
  const check = (what: string, v: number | undefined, ok: boolean, expected: string) => {
    if (v !== undefined && !(Number.isFinite(v) && ok)) {
      throw invalidArgument(`adaptive option ${what}`, expected, v);
    }
  };
  check('factor', factor, factor > 0, 'a finite number > 0');
  check('firstThreshold', firstThreshold, firstThreshold >= 0, 'a finite number >= 0');
  check('noise', noise, noise >= 0, 'a finite number >= 0');
  check('initialCostMs', initialCostMs, (initialCostMs ?? 0) >= 0, 'a finite number >= 0');
  check('msPerUnit', msPerUnit, (msPerUnit ?? 1) > 0, 'a finite number > 0');
  check('minEfficacy', minEfficacy, minEfficacy > 0 && minEfficacy <= 1, 'a number in (0, 1]');
  if (typeof learn !== 'boolean') throw invalidArgument('adaptive option learn', 'true or false', learn);
  if (typeof lag !== 'boolean') throw invalidArgument('adaptive option lag', 'true or false', lag);
  if (typeof persist !== 'boolean') throw invalidArgument('adaptive option persist', 'true or false', persist);
  if (!Number.isInteger(maxGap) || maxGap < 1) throw invalidArgument('adaptive option maxGap', 'an integer >= 1', maxGap);
  // The window since the last balance, as running figures (O(1) per phase): its start `from`, the
  // relative imbalance of its first phase (the baseline, `rel`; `baseline`: it in ms at the last
  // phase's scale), the sum of the excess losses, the phases seen.
  let win: Win = { from: Number.NaN, baseline: 0, sum: 0, count: 0, rel: 0 };
  // Losses listed by a checkpoint of an earlier version, folded in at the next phase.
  let listed: { phase: number; loss: number }[] | undefined;
  let lastPhase = -1;
  let last: AdaptiveVerdict | undefined;
  // Looks in a row that found a balance far off (the gap to the next look doubles with each).
  let quiet = 0;
  // The excess loss of the last phase seen, ms per phase.
  let lastExcess = 0;
  // Relative imbalance of the phase that triggered the last balance (until the phase after it is
  // seen), and the efficacies of the last three balances.
  let relAtBalance: number | undefined;
  // and its mean load (a balance is judged only if the next phase's mean is within STEADY of it)
  let avgAtBalance: number | undefined;
  let efficacies: number[] = [];
  // whether the last balance judged removed less than half its imbalance (Residual above)
  let residualShown = false;
  // the relative imbalance of the last look as measured (Persistence), and as the rules read it
  let lastRaw: number | undefined;
  let lastRel = 0;
  // the level a perfect spread reaches: the mean, or the load per core when the ranks outnumber
  // the cores (time slicing already spreads what is above the mean and below that)
  const level = (s: PolicyState) => Math.max(s.avg, s.coreLoad ?? s.avg);
  const relative = (s: PolicyState) => {
    const l = level(s);
    return l > 0 ? Math.max(0, s.max - l) / l : 0;
  };
  const efficacy = () => (!learn || efficacies.length === 0 ? 1 : efficacies.reduce((a, e) => a + e, 0) / efficacies.length);
  const observe = (s: PolicyState) => {
    if (relAtBalance === undefined || s.sinceLast !== 1) return;
    const steady = avgAtBalance === undefined || Math.abs(s.avg - avgAtBalance) <= STEADY * avgAtBalance;
    const r = relAtBalance > noise ? 1 - relative(s) / relAtBalance : 1;
    if (steady) efficacies = [...efficacies, r >= 0.5 ? 1 : Math.max(minEfficacy, r)].slice(-3);
    // the residual is taken as the balancer's limit only when the balance was seen to fail
    residualShown = steady && r < 0.5;
    relAtBalance = undefined;
    avgAtBalance = undefined;
  };
  // A phase's relative imbalance `rel` (already 0 within the noise) into the window, `scale` ms
  // per unit of it: the first phase after a balance sets the baseline, at most `cap`. `span`: the
  // phases the loss stands for (the policy looked less often; see nextCheck).
  const add = (phase: number, rel: number, scale: number, cap: number, sinceLast: number, from: number, span = 1) => {
    if (win.count === 0) win.rel = Number.isFinite(sinceLast) && phase === from + 1 ? Math.min(rel, cap) : 0;
    // a window restored from an earlier version's checkpoint has its baseline in ms only
    else if (win.rel === undefined) win.rel = scale > 0 ? win.baseline / scale : 0;
    win.count++;
    win.baseline = win.rel * scale;
    lastExcess = Math.max(0, rel - win.rel) * scale;
    win.sum += lastExcess * span;
  };
  const decide = (s: PolicyState): AdaptiveVerdict => {
    if (s.phase <= lastPhase) {
      // a new run reusing the instance
      win = { from: Number.NaN, baseline: 0, sum: 0, count: 0, rel: 0 };
      listed = undefined;
      quiet = 0;
      relAtBalance = undefined;
      avgAtBalance = undefined;
      efficacies = [];
      residualShown = false;
      lastRaw = undefined;
    }
    lastPhase = s.phase;
    observe(s);
    // ms per load unit: 1 when loads are times; else the option, else the phase's measured wall
    // time over its largest load (the phase lasts as long as its most loaded rank)
    const measured = s.phaseMs !== undefined && s.phaseMs > 0 && s.max > 0 ? s.phaseMs / Math.max(s.max, level(s)) : undefined;
    const unit = s.lossPerPhaseMs !== undefined ? 1 : (msPerUnit ?? measured);
    const raw = relative(s);
    const rel = persist ? Math.min(raw, lastRaw ?? 0) : raw;
    lastRaw = raw;
    lastRel = rel;
    if (unit === undefined) return { rule: 'relative', balance: rel > firstThreshold };
    // ms of loss per unit of relative imbalance: (Tmax - level) = rel * level
    const scale = level(s) * unit;
    const counted = rel > noise ? rel : 0;
    const from = Number.isFinite(s.sinceLast) ? s.phase - s.sinceLast : Number.NEGATIVE_INFINITY;
    if (listed !== undefined) {
      const kept = listed.filter((w) => w.phase > from);
      listed = undefined;
      win = { from, baseline: 0, sum: 0, count: 0, rel: 0 };
      for (const w of kept) add(w.phase, scale > 0 ? w.loss / scale : 0, scale, Number.POSITIVE_INFINITY, s.sinceLast, from);
    }
    if (from !== win.from) win = { from, baseline: 0, sum: 0, count: 0, rel: 0 };
    // the baseline a balance leaves: at most the first threshold unless shown irreducible (Residual)
    const cap = residualShown ? Number.POSITIVE_INFINITY : firstThreshold;
    add(
      s.phase,
      counted,
      scale,
      cap,
      s.sinceLast,
      from,
      Math.min(s.span ?? 1, Number.isFinite(s.sinceLast) ? s.sinceLast : Number.POSITIVE_INFINITY),
    );
    const cost = s.balanceCostMs ?? initialCostMs;
    if (cost === undefined) return { rule: 'first-threshold', balance: rel > firstThreshold };
    const baseline = win.baseline;
    const lossMs = win.sum;
    const budgetMs = factor * cost;
    const e = efficacy();
    return {
      rule: 'loss-vs-cost',
      balance: lossMs > 0 && e * lossMs >= budgetMs * (1 - ROUNDING),
      lossMs,
      budgetMs,
      baselineMs: baseline,
      efficacy: e,
    };
  };
  return {
    name: 'adaptive',
    // rent-or-buy tolerates a phase of delay: the driver posts the loads without a sync point
    lagged: lag,
    options: {
      factor,
      firstThreshold,
      noise,
      learn,
      minEfficacy,
      lag,
      maxGap,
      persist,
      ...(initialCostMs === undefined ? {} : { initialCostMs }),
      ...(msPerUnit === undefined ? {} : { msPerUnit }),
    },
    get last() {
      return last;
    },
    shouldBalance(s: PolicyState): boolean {
      last = decide(s);
      if (last.balance) {
        relAtBalance = lastRel;
        avgAtBalance = s.avg;
        residualShown = false;
        quiet = 0;
      }
      return last.balance;
    },
    nextCheck(_s: PolicyState): number {
      const v = last;
      if (maxGap <= 1 || v === undefined || v.balance) return 1;
      // far off: under half the budget (or half the first threshold) and nothing learned is pending
      const far =
        relAtBalance === undefined &&
        (v.rule === 'loss-vs-cost' ? (v.efficacy ?? 1) * (v.lossMs ?? 0) < (v.budgetMs ?? 0) / 2 : lastRel <= firstThreshold / 2);
      quiet = far ? quiet + 1 : 0;
      if (quiet === 0) return 1;
      let gap = Math.min(maxGap, 2 ** Math.min(quiet, 30));
      if (v.rule === 'loss-vs-cost') {
        // never skip past the point where the loss at this phase's rate would pay for a balance
        const rate = lastExcess;
        const room = (v.budgetMs ?? 0) / (v.efficacy ?? 1) - (v.lossMs ?? 0);
        if (rate > 0) gap = Math.min(gap, Math.max(1, Math.floor(room / rate)));
      }
      return gap;
    },
    checkpointState() {
      return {
        win: { ...win },
        lastPhase,
        last,
        relAtBalance,
        avgAtBalance,
        efficacies: [...efficacies],
        quiet,
        lastExcess,
        residualShown,
        lastRaw,
        lastRel,
      };
    },
    restoreState(state: unknown) {
      const st = state as {
        win?: Win;
        /** The list of losses an earlier version saved instead of `win`. */
        window?: { phase: number; loss: number }[];
        lastPhase: number;
        last: AdaptiveVerdict | undefined;
        relAtBalance?: number;
        avgAtBalance?: number;
        efficacies?: number[];
        quiet?: number;
        lastExcess?: number;
        residualShown?: boolean;
        lastRaw?: number;
        lastRel?: number;
      };
      win = st.win === undefined ? { from: Number.NaN, baseline: 0, sum: 0, count: 0, rel: 0 } : { ...st.win };
      listed = st.win === undefined ? (st.window ?? []).map((w) => ({ ...w })) : undefined;
      lastPhase = st.lastPhase;
      last = st.last;
      relAtBalance = st.relAtBalance;
      avgAtBalance = st.avgAtBalance;
      efficacies = [...(st.efficacies ?? [])];
      quiet = st.quiet ?? 0;
      lastExcess = st.lastExcess ?? 0;
      residualShown = st.residualShown ?? false;
      lastRaw = st.lastRaw;
      lastRel = st.lastRel ?? 0;
    },
  };
}

export const adaptivePolicyFactory: Factory<InvocationPolicy> = {
  name: 'adaptive',
  summary: 'balance when the loss to imbalance since the last balance reaches the measured cost of a balance (rent-or-buy)',
  create(options?: unknown) {
    const r = new OptionReader('adaptive', options);
    const factor = r.number('factor', { default: 1, min: 0, exclusiveMin: true });
    const firstThreshold = r.number('firstThreshold', { default: 0.05, min: 0 });
    const noise = r.number('noise', { default: 0.01, min: 0 });
    const initialCostMs = r.optionalNumber('initialCostMs', { min: 0 });
    const msPerUnit = r.optionalNumber('msPerUnit', { min: 0, exclusiveMin: true });
    const learn = r.boolean('learn', true);
    const minEfficacy = r.number('minEfficacy', { default: 0.1, min: 0, exclusiveMin: true, max: 1 });
    const lag = r.boolean('lag', true);
    const maxGap = r.number('maxGap', { default: 16, min: 1, integer: true });
    const persist = r.boolean('persist', true);
    r.done();
    return adaptive({
      factor,
      firstThreshold,
      noise,
      learn,
      minEfficacy,
      lag,
      maxGap,
      persist,
      ...(initialCostMs === undefined ? {} : { initialCostMs }),
      ...(msPerUnit === undefined ? {} : { msPerUnit }),
    });
  },
};
