/**
 * `meshwork run <app>`: one subcommand per app, built by the harness from the app's definition,
 * with what only the CLI adds: `--balancer auto` (meshwork advise), `--trace` and `--charts`.
 */
import { resolve } from 'node:path';
import { configureAppCommand, type Output, type RunExtension, UsageError } from '@meshwork/harness';
import { ensureDirectory, ensureFileTarget } from '@meshwork/runtime';
import type { Command } from 'commander';
import { APPS } from '../apps/registry.ts';
import { writeTraceCharts } from '../charts/trace-charts.ts';
import { appOptionsOf } from '../replay/advise.ts';
import { writeTraceFile } from '../trace-file.ts';
import { autoFlags } from './advise.ts';

/** What the CLI adds to the harness's run. */
const cliExtension: RunExtension = {
  balancerWords: 'auto (meshwork advise picks one)',
  addOptions(cmd) {
    cmd
      .option(
        '--trace <file>',
        'write the per-phase, per-rank loads and per-step plane loads and costs (trace JSON, read by meshwork report and replay)',
      )
      .option('--charts <dir>', 'write SVG charts of the run (load heatmap, U_k per step, load per rank)');
  },
  async flags(app, flags, run) {
    // Output paths checked (folders created) before any run: an impossible one is MW_PATH at once.
    if (typeof flags.trace === 'string') ensureFileTarget(flags.trace, { what: '--trace' });
    if (typeof flags.charts === 'string') ensureDirectory(resolve(flags.charts), { what: '--charts', writable: true });
    return flags.balancer === 'auto' ? autoFlags(app, flags, run.topology, flags.storage ?? 'distributed', run.spin, run.out) : flags;
  },
  settings: (flags) => (flags.trace === undefined ? {} : { record: true }),
  async after(app, flags, outcome, run) {
    let trace: string | undefined;
    if (typeof flags.trace === 'string') {
      if (outcome.trace === undefined) throw new UsageError(`${app.name} reports no per-phase loads; drop --trace`);
      trace = resolve(flags.trace);
      writeTraceFile(trace, outcome.trace, {
        app: app.name,
        topology: run.topology,
        balancer: run.balancing.label,
        measuredMs: outcome.parallelMs[outcome.parallelMs.length - 1] as number,
        options: appOptionsOf(app, flags),
      });
    }
    const charts: string[] = [];
    if (typeof flags.charts === 'string' && outcome.trace !== undefined) {
      const title = `${app.name} on ${run.topology}, ${run.balancing.label}`;
      for (const c of await writeTraceCharts(resolve(flags.charts), outcome.trace, title)) charts.push(c.file);
    }
    return { ...(trace === undefined ? {} : { trace }), charts };
  },
};

export function registerRun(program: Command, out: Output): void {
  const run = program
    .command('run')
    .description('run an app on real threads next to its sequential reference; prints time, speedup, LE and what the balancer did')
    .usage('<app> [options]');
  for (const app of APPS) configureAppCommand(run.command(app.name), app, out, cliExtension);
}
