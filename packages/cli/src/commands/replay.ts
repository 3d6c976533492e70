/**
 * `meshwork replay TRACE [--balancer a,b] [--every 1,2,5] [--policy adaptive]`: replay a recorded
 * run through balancers and policies offline (`@meshwork/replay`), print a table per
 * configuration next to the recorded run, and draw the predicted time against the interval.
 */
import { resolve } from 'node:path';
import { balancerFactory, balancingNames, policyFactory } from '@meshwork/balancers';
import { intListArg, jsonArg, numberArg, type Output, writeJson } from '@meshwork/harness';
import {
  bestRow,
  cachedCalibration,
  notReplayable,
  REPLAY_BALANCERS,
  REPLAY_INTERVALS,
  replayConfigs,
  replayTrace,
} from '@meshwork/replay';
import { ensureFileTarget } from '@meshwork/runtime';
import type { Command } from 'commander';
import { findApp } from '../apps/registry.ts';
import { formatTable } from '../bench/suite.ts';
import { writeSvg } from '../charts/render.ts';
import { cliErrors } from '../errors.ts';
import { intervalChart, replayJson, replayTable } from '../replay/format.ts';
import { readTraceFile } from '../trace-file.ts';

interface ReplayFlags {
  readonly balancer: string;
  readonly every: number[];
  readonly policy: string;
  readonly balancerOptions?: unknown;
  readonly policyOptions?: unknown;
  readonly remapNsPerByte?: number;
  readonly chart?: string;
  readonly json: boolean;
}

/** An option block given on the command line, checked by every factory it goes to (exit 2 when refused). */
function checkOptionBlock(
  flag: string,
  block: unknown,
  names: readonly string[],
  factory: (name: string) => { create(o: unknown): unknown },
): void {
  if (block === undefined) return;
  for (const name of names) {
    try {
      factory(name).create(block);
    } catch (err) {
      throw cliErrors.replayBlock(flag, name, (err as Error).message);
    }
  }
}

/** Comma-separated names checked against a registry. */
export function namesOf(text: string, known: readonly string[], what: string): string[] {
  const names = text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '' && s !== 'none');
  for (const n of names) if (!known.includes(n)) throw cliErrors.replayName(what, known, n);
  return names;
}

export function registerReplay(program: Command, out: Output): void {
  program
    .command('replay')
    .description('replay a recorded trace offline through balancers and policies: predicted time, LE, U_k, balances per configuration')
    .argument('<trace>', 'trace JSON written by meshwork run <app> --trace FILE')
    .option('--balancer <list>', 'balancers to replay, comma-separated', REPLAY_BALANCERS.join(','))
    .option('--every <list>', 'intervals k to replay (balance every k steps), comma-separated', intListArg(1), [...REPLAY_INTERVALS])
    .option('--policy <list>', 'invocation policies to replay besides the intervals (none: only intervals)', 'adaptive')
    .option('--balancer-options <json>', 'option block for every replayed balancer (default: the recorded app defaults)', jsonArg)
    .option('--policy-options <json>', 'option block of the policies', jsonArg)
    .option(
      '--remap-ns-per-byte <x>',
      "cost of moving one byte in a balance, ns (default: fitted from the trace's balances, else calibrated on this machine)",
      numberArg(0),
    )
    .option('--chart <file.svg>', 'write the predicted-time-vs-interval chart (default <trace>-replay.svg)')
    .option('--json', 'print the results as JSON', false)
    .action(async (file: string, o: ReplayFlags) => {
      const { trace, meta } = readTraceFile(file);
      // The chart's path before the replay (its folder created): an impossible one is MW_PATH at once, never a loop.
      const chartFile = ensureFileTarget(o.chart ?? `${file.replace(/\.json$/, '')}-replay.svg`, { what: 'replay --chart' });
      if (trace.loads === undefined) {
        throw cliErrors.noLoadRecord(file, trace.version);
      }
      const known = balancingNames();
      const names = namesOf(o.balancer, known.balancers, 'balancer');
      const pols = namesOf(o.policy, known.policies, 'policy');
      // The user's option blocks, checked by every named balancer and policy before any replay
      // (a bad one used to leave its configurations out with exit 0).
      checkOptionBlock('--balancer-options', o.balancerOptions, names, balancerFactory);
      checkOptionBlock('--policy-options', o.policyOptions, pols, policyFactory);
      // A balancer replay cannot run offline (no pure solve) is refused before any replay.
      for (const name of names) if (balancerFactory(name).create(o.balancerOptions).solve === undefined) throw notReplayable(name);
      const configs = replayConfigs(
        { balancers: names, every: o.every, policies: pols, balancerOptions: o.balancerOptions, policyOptions: o.policyOptions },
        meta.app === undefined ? undefined : findApp(meta.app),
        trace,
        meta.options,
      );
      const result = replayTrace(trace, configs, {
        measuredMs: meta.measuredMs,
        // what a balance and a look cost this program at this size, when `meshwork advise` or the
        // replay suite measured it on this machine (one bounded read, no run)
        calibration: cachedCalibration(trace),
        ...(o.remapNsPerByte === undefined ? {} : { remapNsPerByte: o.remapNsPerByte }),
      });
      const what = meta.app === undefined ? file : `${meta.app} on ${meta.topology ?? `${trace.ranks} ranks`}`;
      await writeSvg(chartFile, intervalChart(result, `${what}: predicted time vs interval`));
      const best = bestRow(result.rows);
      if (o.json) {
        writeJson(out, { file: resolve(file), meta, ...replayJson(result, best), chart: chartFile });
        return;
      }
      out.stdout(formatTable(replayTable(result, `Replay of ${what} (${result.model.steps} steps): predicted per configuration`)));
      if (best !== undefined)
        out.stdout(`best: ${best.label} (${best.predictedMs.toFixed(1)} ± ${best.uncertaintyMs.toFixed(1)} ms predicted, 95% interval)\n`);
      out.stdout(`chart: ${chartFile}\n`);
    });
}
