/** `meshwork run <app>`: one subcommand per app adapter, with the common options of every run. */
import { resolve } from 'node:path';
import { balancers, parseTopology, policies, type Storage } from '@meshwork/runtime';
import { type Command, Option } from 'commander';
import { APPS } from '../apps/registry.js';
import type { AppAdapter } from '../apps/types.js';
import { intArg, jsonArg, spinArg } from '../args.js';
import { writeTraceCharts } from '../charts/trace-charts.js';
import { UsageError } from '../errors.js';
import { type Balancing, resolveBalancing } from '../harness/balancing.js';
import { checkRanksFit } from '../harness/memory.js';
import { type Output, writeJson } from '../output.js';
import { createProgress } from '../progress.js';
import { appOptionsOf } from '../replay/advise.js';
import { formatSummary, summarizeRun } from '../summary.js';
import { writeTraceFile } from '../trace-file.js';
import { autoFlags } from './advise.js';

interface CommonOptions {
  readonly ranks?: number;
  readonly topology?: string;
  readonly balancer?: string;
  readonly balancerOptions?: unknown;
  readonly every?: number;
  readonly policy?: string;
  readonly policyOptions?: unknown;
  readonly storage?: Storage;
  readonly repeat: number;
  readonly spin: 'auto' | 'on' | 'off' | number;
  readonly json?: boolean;
  readonly trace?: string;
  readonly charts?: string;
  readonly forceRanks?: boolean;
}

function addCommonOptions(cmd: Command, app: AppAdapter): void {
  const own = app.ownBalancers !== undefined;
  cmd
    .option('--ranks <n>', `number of ranks (topology ${app.topologyFor(4).replace(/:.*/, '')} by default)`, intArg(1, 1024))
    .option('--force-ranks', 'run even when the rank count looks larger than this host can hold')
    .option('--topology <spec>', `rank graph: ${app.topologyKinds.join(', ')} (e.g. ${app.topologyFor(4)}; default ${app.topologyFor(2)})`)
    .option(
      '--balancer <name>',
      `${own ? (app.ownBalancers ?? []).join(', ') : `${balancers.names().join(', ')}, or auto (meshwork advise picks one)`} (default ${app.defaultBalancer})`,
    );
  // Apps that split once before they start (sieve, loop, knary) take no policy, no option block
  // and no grid storage: the help does not offer those flags, and giving one says why it does not apply.
  const flag = (o: Option) => cmd.addOption(own ? o.hideHelp() : o);
  flag(new Option('--balancer-options <json>', 'option block of the balancer').argParser(jsonArg));
  flag(
    new Option('--every <k>', 'balance every k steps (0: never; default: the adaptive policy for any balancer but static)').argParser(
      intArg(0),
    ),
  );
  flag(new Option('--policy <name>', `invocation policy instead of --every: ${policies.names().join(', ')} (default adaptive)`));
  flag(new Option('--policy-options <json>', 'option block of the policy').argParser(jsonArg));
  flag(
    own
      ? new Option('--storage <mode>')
      : new Option('--storage <mode>', 'grid storage').choices(['shared', 'distributed']).default('distributed'),
  );
  cmd
    .option('--repeat <n>', 'repetitions of each side, medians reported', intArg(1, 1000), 1)
    .addOption(
      new Option('--spin <mode>', 'spin before sleeping in waits: auto (while ranks <= cores), on, off, or the longest spin in µs')
        .argParser(spinArg)
        .default('auto' as const, 'auto'),
    )
    .option('--json', 'print the summary as JSON on stdout')
    .option(
      '--trace <file>',
      'write the per-phase, per-rank loads and per-step plane loads and costs (trace JSON, read by meshwork report and replay)',
    )
    .option('--charts <dir>', 'write SVG charts of the run (load heatmap, U_k per step, load per rank)');
}

function topologyOf(app: AppAdapter, o: CommonOptions): { spec: string; ranks: number } {
  if (o.ranks !== undefined && o.topology !== undefined) throw new UsageError('give --ranks or --topology, not both');
  const spec = o.topology ?? app.topologyFor(o.ranks ?? 2);
  if (o.ranks !== undefined && o.ranks < 2 && /^\s*ring\s*:/.test(spec)) {
    const chain = app.topologyKinds.includes('chain') ? '; for one rank use --topology chain:1' : '';
    throw new UsageError(`--ranks ${o.ranks}: ${app.name} runs on a ring by default and a ring needs at least 2 ranks${chain}`);
  }
  const t = parseTopology(spec);
  if (!app.topologyKinds.includes(t.kind))
    throw new UsageError(`${app.name} runs on ${app.topologyKinds.join(', ')} topologies, got "${spec}"`);
  return { spec: spec.trim(), ranks: t.size };
}

function balancingOf(app: AppAdapter, o: CommonOptions): Balancing {
  if (app.ownBalancers === undefined) return resolveBalancing(o, { balancer: app.defaultBalancer });
  const name = o.balancer ?? app.defaultBalancer;
  if (!app.ownBalancers.includes(name))
    throw new UsageError(`--balancer for ${app.name} must be one of ${app.ownBalancers.join(', ')}, got "${name}"`);
  if (o.balancerOptions !== undefined || o.policyOptions !== undefined) {
    const flag = o.balancerOptions !== undefined ? '--balancer-options' : '--policy-options';
    throw new UsageError(
      `${app.name} takes no ${flag}: its strategies (${app.ownBalancers.join(', ')}) have no option block; use the app's own options (meshwork run ${app.name} --help)`,
    );
  }
  if (o.every !== undefined || o.policy !== undefined)
    throw new UsageError(`${app.name} splits once before it starts; --every and --policy do not apply`);
  if (o.storage !== undefined) throw new UsageError(`${app.name} keeps no grid; --storage does not apply`);
  return { label: name, balancer: name, balancerOptions: o.balancerOptions, policy: 'never' };
}

async function runApp(app: AppAdapter, flags: CommonOptions & Record<string, unknown>, out: Output): Promise<void> {
  const { spec, ranks } = topologyOf(app, flags);
  checkRanksFit(spec, flags.ranks !== undefined ? `--ranks ${flags.ranks}` : `--topology ${spec}`, flags.forceRanks === true);
  const spin = flags.spin === 'auto' || typeof flags.spin === 'number' ? flags.spin : flags.spin === 'on';
  // --balancer auto: the advice of a static traced run, replayed offline (meshwork advise)
  const o =
    flags.balancer === 'auto'
      ? await autoFlags<CommonOptions & Record<string, unknown>>(app, flags, spec, flags.storage ?? 'distributed', spin, out)
      : flags;
  const balancing = balancingOf(app, o);
  const progress = createProgress(out);
  const settings = {
    topology: spec,
    ranks,
    storage: o.storage ?? 'distributed',
    balancing,
    repeat: o.repeat,
    spin,
    progress,
    ...(o.trace === undefined ? {} : { record: true }),
  };
  const outcome = await app.run(settings, o);
  let tracePath: string | undefined;
  if (o.trace !== undefined) {
    if (outcome.trace === undefined) throw new UsageError(`${app.name} reports no per-phase loads; drop --trace`);
    tracePath = resolve(o.trace);
    writeTraceFile(tracePath, outcome.trace, {
      app: app.name,
      topology: spec,
      balancer: balancing.label,
      measuredMs: outcome.parallelMs[outcome.parallelMs.length - 1] as number,
      options: appOptionsOf(app, o),
    });
  }
  const charts: string[] = [];
  if (o.charts !== undefined && outcome.trace !== undefined) {
    const title = `${app.name} on ${spec}, ${balancing.label}`;
    for (const c of await writeTraceCharts(resolve(o.charts), outcome.trace, title)) charts.push(c.file);
  }
  const summary = summarizeRun(
    { app: app.name, topology: spec, ranks, storage: o.storage, balancing, repeat: o.repeat },
    outcome,
    tracePath,
    charts,
  );
  if (o.json === true) writeJson(out, summary);
  else out.stdout(formatSummary(summary));
  if (!outcome.correct) process.exitCode = 1;
}

export function registerRun(program: Command, out: Output): void {
  const run = program
    .command('run')
    .description('run an app on real threads next to its sequential reference; prints time, speedup, LE and what the balancer did')
    .usage('<app> [options]');
  for (const app of APPS) {
    const cmd = run.command(app.name).description(app.summary);
    addCommonOptions(cmd, app);
    app.addOptions(cmd);
    cmd.action(async (opts: CommonOptions & Record<string, unknown>) => runApp(app, opts, out));
  }
}
