/** What a timeline's `otherData` says about where it came from: Meshwork's version, the command, the machine. */
import { readFileSync } from 'node:fs';
import { arch, availableParallelism, cpus, platform } from 'node:os';

let version: string | undefined;

/** The version of @meshwork/runtime (its package.json, two levels above this module in src/ and dist/). */
export function meshworkVersion(): string {
  if (version !== undefined) return version;
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: unknown };
    version = typeof pkg.version === 'string' ? pkg.version : 'unknown';
  } catch {
    version = 'unknown';
  }
  return version;
}

let machine: Readonly<Record<string, string | number>> | undefined;

/** The machine a run ran on: CPU model, cores, Node version, platform (read once per process). */
export function machineInfo(): Readonly<Record<string, string | number>> {
  machine ??= {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: availableParallelism(),
    node: process.version,
    platform: `${platform()}-${arch()}`,
  };
  return machine;
}

/** The command line of this process (its arguments, the node binary's path left out). */
export function commandLine(): string {
  return process.argv
    .slice(1)
    .map((a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : JSON.stringify(a)))
    .join(' ');
}
