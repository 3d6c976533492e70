/**
 * `meshwork advise <app> [app options]`: a short static run with load recording, replayed through
 * every balancer, interval and policy; prints the recommended balancing with its predicted gain.
 */
import { balancingNames } from '@meshwork/balancers';
import { type App, createProgress, intArg, intListArg, type Output, spinArg, writeJson } from '@meshwork/harness';
import {
  type Advice,
  type AdviseOptions,
  advise,
  appOptionsOf,
  type CachedAdvice,
  REPLAY_BALANCERS,
  REPLAY_INTERVALS,
  refuseUnadvisable,
  writeCachedAdvice,
} from '@meshwork/replay';
import { ensureFileTarget, type Storage } from '@meshwork/runtime';
import { type Command, Option } from 'commander';
import { APPS, findApp } from '../apps/registry.ts';
import { formatTable } from '../bench/suite.ts';
import { writeSvg } from '../charts/render.ts';
import { cliErrors } from '../errors.ts';
import { intervalChart, replayJson, replayTable } from '../replay/format.ts';
import { writeTraceFile } from '../trace-file.ts';
import { namesOf } from './replay.ts';

interface AdviseFlags {
  readonly ranks?: number;
  readonly topology?: string;
  readonly storage: Storage;
  readonly spin: 'auto' | 'on' | 'off' | number;
  readonly balancers: string;
  readonly intervals: number[];
  readonly policies: string;
  readonly trace?: string;
  readonly chart?: string;
  readonly json: boolean;
}

/** `advise` of @meshwork/replay, for an app given by its name too (one of the registered apps). */
export function adviseApp(app: App | string, appOptions: Readonly<Record<string, unknown>> = {}, o: AdviseOptions = {}): Promise<Advice> {
  const found = typeof app === 'string' ? findApp(app) : app;
  if (found === undefined) throw cliErrors.unknownApp(String(app));
  return advise(found, appOptions, o);
}

/** The flags that run the advice's pick (`--balancer gde --every 5`, `--balancer static`). */
export function adviceFlags(a: Advice): string {
  if (!a.pays) return '--balancer static';
  return `--balancer ${a.balancer} ${a.every !== undefined ? `--every ${a.every}` : `--policy ${a.policy}`}`;
}

/** Why the advice picks what it picks: the predicted gain with its interval, or that no balancer is expected to pay. */
export function adviceReason(a: Advice): string {
  // a gain over several traced static runs is their mean (the ms are the kept run's predictions: the median of the last three)
  const over = a.gainRuns > 1 ? ` (mean of ${a.gainRuns} traced runs)` : '';
  const gain = (pct: number) => `${Math.abs(pct).toFixed(1)}% ± ${a.gainCiPct.toFixed(1)}% ${pct >= 0 ? 'faster' : 'slower'}${over}`;
  if (a.pays) return `predicted ${a.predictedMs.toFixed(1)} ms vs static ${a.staticMs.toFixed(1)} ms: ${gain(a.gainPct)}, 95% interval`;
  return a.best === 'static'
    ? `no balancer is expected to pay: none is predicted to beat ${a.staticMs.toFixed(1)} ms`
    : `no balancer is expected to pay: the best, ${a.best}, is predicted ${gain(a.gainPct)}, within the noise`;
}

/** How `meshwork run --balancer auto` and `advise` describe the advice in one line. */
export function adviceLine(a: Advice): string {
  return `recommended: ${a.pays ? adviceFlags(a) : 'static'} (${adviceReason(a)})`;
}

/** What `meshwork run <app>` reads of this advice later (./run.ts, without `--balancer`). */
export function adviceToCache(a: Advice): CachedAdvice {
  return {
    app: a.app,
    topology: a.topology,
    balancer: a.pays ? a.balancer : 'static',
    policy: a.pays ? a.policy : 'never',
    every: a.pays ? a.every : undefined,
    label: a.pays ? a.label : 'static',
    flags: adviceFlags(a),
    reason: adviceReason(a),
    advisedAt: new Date().toISOString(),
  };
}

export function registerAdvise(program: Command, out: Output): void {
  const cmd = program
    .command('advise')
    .description(
      'short static runs, the last traced, replayed through every balancer and interval: the recommended balancing, its predicted gain and 95% interval',
    )
    .usage('<app> [options]')
    .addHelpText(
      'after',
      `
Limits: wator, thinning and diffusion can be advised (any processor grid, k-D tiles included);
stencil (static split only) and sieve, loop, knary (they pick their split themselves) are refused
before anything runs (MW_NOT_REPLAYABLE). When no configuration's predicted gain clears its 95%
interval, the advice is static: "no balancer is expected to pay". The first advice for an app at a
size and topology on this machine also runs it balancing every phase: with its default balancer,
with its cuts swept by 1 to 128 planes, and with each other balancer it weighs; and once with its
default balancer every 5 phases (calibration runs, kept in $MESHWORK_CACHE_DIR): what a look and
each balancer's balance cost it, and what a balance after a gap costs more. Each of those but the
swept one runs three times, and the median of the three prices it.`,
    );
  for (const app of APPS) {
    if (app.ownBalancers !== undefined || app.staticOnly) {
      // Nothing to advise: the command refuses at once (no run), saying what to do instead.
      cmd
        .command(app.name)
        .description(`${app.name} cannot be advised (${app.staticOnly ? 'static split only' : 'it picks its split itself'})`)
        .allowUnknownOption()
        .allowExcessArguments()
        .action(() => refuseUnadvisable(app));
      continue;
    }
    const sub = cmd
      .command(app.name)
      .description(`advise a balancing for ${app.name}`)
      .option('--ranks <n>', 'number of ranks', intArg(1, 1024))
      .option('--topology <spec>', `rank graph (default ${app.topologyFor(2)})`)
      .addOption(new Option('--storage <mode>', 'grid storage').choices(['shared', 'distributed']).default('distributed'))
      .option('--spin <mode>', 'spin before sleeping in waits: auto, on, off, or µs', spinArg, 'auto' as const)
      .option('--balancers <list>', 'balancers to consider', REPLAY_BALANCERS.join(','))
      .option('--intervals <list>', 'intervals k to consider', intListArg(1), [...REPLAY_INTERVALS])
      .option('--policies <list>', 'policies to consider besides the intervals (none: only intervals)', 'adaptive')
      .option('--trace <file>', 'also write the static run trace')
      .option('--chart <file.svg>', 'write the predicted-time-vs-interval chart')
      .option('--json', 'print the advice as JSON', false);
    app.addOptions(sub);
    sub.action(async (o: AdviseFlags & Record<string, unknown>) => {
      const known = balancingNames();
      const balancers = namesOf(o.balancers, known.balancers, 'balancers');
      const policies = namesOf(o.policies, known.policies, 'policies');
      // Output paths before the static run (folders created): an impossible one is MW_PATH at once.
      const trace = o.trace === undefined ? undefined : ensureFileTarget(o.trace, { what: '--trace' });
      const chartFile = o.chart === undefined ? undefined : ensureFileTarget(o.chart, { what: '--chart' });
      const progress = createProgress(out, !o.json);
      const advice = await advise(app, appOptionsOf(app, o), {
        ...(o.topology === undefined ? {} : { topology: o.topology }),
        ...(o.ranks === undefined ? {} : { ranks: o.ranks }),
        storage: o.storage,
        spin: o.spin === 'auto' || typeof o.spin === 'number' ? o.spin : o.spin === 'on',
        balancers,
        every: o.intervals,
        policies,
        progress,
      });
      // kept for `meshwork run <app>` without --balancer, which says so when it runs something else
      writeCachedAdvice(adviceToCache(advice));
      const title = `${app.name} on ${advice.topology}`;
      if (trace !== undefined)
        writeTraceFile(trace, advice.trace, {
          app: app.name,
          topology: advice.topology,
          balancer: 'static',
          measuredMs: advice.measuredStaticMs,
          options: appOptionsOf(app, o),
        });
      const chart =
        chartFile === undefined
          ? undefined
          : await writeSvg(chartFile, intervalChart(advice.replay, `${title}: predicted time vs interval`));
      if (o.json) {
        const { replay, trace: _trace, ...rest } = advice;
        writeJson(out, { ...rest, replay: replayJson(replay, undefined), chart });
        return;
      }
      out.stdout(
        formatTable(replayTable(advice.replay, `Advice for ${title}: static run of ${advice.measuredStaticMs.toFixed(1)} ms replayed`)),
      );
      out.stdout(`${adviceLine(advice)}\n`);
      if (chart !== undefined) out.stdout(`chart: ${chart}\n`);
    });
  }
}

/** The balancing flags `meshwork run <app> --balancer auto` runs with: the advice of a static traced run. */
export async function autoFlags<T extends { balancer?: string; every?: number; policy?: string; balancerOptions?: unknown }>(
  app: App,
  flags: T,
  topology: string,
  storage: Storage,
  spin: 'auto' | boolean | number,
  out: Output,
): Promise<T> {
  if (app.ownBalancers !== undefined) throw cliErrors.autoOwnSplit(app.name);
  refuseUnadvisable(app);
  if (flags.every !== undefined || flags.policy !== undefined || flags.balancerOptions !== undefined) throw cliErrors.autoAlone();
  out.stderr(`auto: static runs, the last traced, replayed through ${REPLAY_BALANCERS.join(', ')}...\n`);
  const advice = await advise(app, appOptionsOf(app, flags), { topology, storage, spin });
  out.stderr(`auto: ${adviceLine(advice)}\n`);
  const { balancer: _b, every: _e, policy: _p, ...rest } = flags;
  if (advice.balancer === 'static' && advice.policy === 'never') return { ...rest, balancer: 'static' } as unknown as T;
  if (advice.every !== undefined) return { ...rest, balancer: advice.balancer, every: advice.every } as unknown as T;
  return { ...rest, balancer: advice.balancer, policy: advice.policy } as unknown as T;
}
