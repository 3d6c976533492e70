/**
 * `meshwork launch --hosts N [--nats URL] [--job ID] -- <command...>`: N local host processes of
 * one job, each with MESHWORK_HOST, MESHWORK_HOSTS, MESHWORK_NATS and MESHWORK_JOB, and a
 * nats-server on a free loopback port unless --nats names one. Output is prefixed with the host
 * index; the command exits with the first non-zero exit code of a host (the rest are killed).
 */

import { type Output, usageErrors } from '@meshwork/harness';
import { launchHosts } from '@meshwork/hosts';
import type { Command } from 'commander';
import { cliErrors } from '../errors.ts';

interface LaunchCliOptions {
  readonly hosts: string;
  readonly nats?: string;
  readonly job?: string;
  readonly killGrace: string;
}

function positiveInt(flag: string, text: string, max: number): number {
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > max) throw usageErrors.badValue(flag, `an integer in [1, ${max}]`, text);
  return Number(text);
}

export function registerLaunch(program: Command, out: Output): void {
  program
    .command('launch')
    .description(
      'start N local host processes of one job (MESHWORK_* variables, a local nats-server unless --nats), output prefixed by host',
    )
    .requiredOption('--hosts <n>', 'number of host processes')
    .option('--nats <url>', 'NATS server of the job (default: start nats-server on a free loopback port)')
    .option('--job <id>', 'job id (default: a random one)')
    .option('--kill-grace <ms>', 'after a host fails, ms the others get after SIGTERM before SIGKILL', '3000')
    .argument('<command...>', 'the host program and its arguments, after --, e.g. -- node host.js')
    .action(async (command: string[], opts: LaunchCliOptions) => {
      const hosts = positiveInt('--hosts', opts.hosts, 65_535);
      const killGraceMs = positiveInt('--kill-grace', opts.killGrace, 600_000);
      const [program_, ...args] = command;
      if (program_ === undefined) throw cliErrors.launchCommand();
      const ac = new AbortController();
      const stop = () => ac.abort();
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      try {
        const r = await launchHosts({
          hosts,
          command: program_,
          args,
          killGraceMs,
          signal: ac.signal,
          ...(opts.nats === undefined ? {} : { nats: opts.nats }),
          ...(opts.job === undefined ? {} : { job: opts.job }),
          onLine: (host, stream, line) => (stream === 'stdout' ? out.stdout : out.stderr)(`[host ${host}] ${line}\n`),
        });
        if (r.failed !== undefined)
          out.stderr(`meshwork: host ${r.failed} exited with code ${r.code}; the hosts still running were stopped\n`);
        else if (r.aborted) out.stderr('meshwork: launch interrupted; every host was stopped\n');
        process.exitCode = r.code;
      } finally {
        process.off('SIGINT', stop);
        process.off('SIGTERM', stop);
      }
    });
}
