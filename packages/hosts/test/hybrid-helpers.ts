/**
 * Multi-process hybrid clusters for the tests: N child processes running fixtures/hybrid-host.mjs
 * against one nats-server, and the one-host run of the same program to compare with.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { deserialize } from 'node:v8';
import { createCluster, mulberry32 } from '@meshwork/runtime';
import { jobId } from './helpers.ts';

export const HOST_SCRIPT = fileURLToPath(new URL('./fixtures/hybrid-host.mjs', import.meta.url));

/** What every host process runs (and the one-host reference). */
export interface HybridSpec {
  readonly topology: string;
  /** A compiled program module (examples' dist/program.js): child processes run plain node. */
  readonly program: string;
  readonly options: unknown;
  readonly collectives?: 'shm' | 'links';
  readonly runs?: number;
  readonly waitTimeoutMs?: number;
  /** Record the run's timeline here (each host writes `<name>.host<k>.json`). */
  readonly timeline?: string;
  /** A directory where each host also writes its result/error lines (host-<i>.txt). */
  readonly outDir?: string;
}

export interface HostOutput {
  readonly host: number;
  readonly placement: string;
  readonly results: unknown[];
}

/** A parsed line of a host process's output and when it arrived (Date.now()). */
export type HostLine = { at: number } & (
  | { kind: 'result'; value: HostOutput }
  | { kind: 'error'; value: { code: string; message: string } }
);

export interface HostProcs {
  readonly children: ChildProcess[];
  /** Lines each child printed so far, parsed. */
  readonly lines: HostLine[][];
  readonly stdout: string[];
  readonly stderr: string[];
  /** Every output line of each child with when it arrived (Date.now()). */
  readonly timeline: { at: number; line: string }[][];
  /** Resolves with every child's exit code once all have exited. */
  readonly exited: Promise<(number | null)[]>;
}

/** URL of a plain-JS program module in fixtures/ (e.g. "steps.mjs"). */
export function fixtureProgram(file: string): string {
  return new URL(`./fixtures/${file}`, import.meta.url).href;
}

/** URL of an example's compiled program. */
export function exampleProgram(app: string): string {
  return new URL(`../../../examples/${app}/dist/program.js`, import.meta.url).href;
}

/**
 * Start `hosts` host processes of one job (env: MESHWORK_HOST/HOSTS/NATS/JOB, and `env`); `wrap`
 * can prefix the command (ip netns exec).
 */
export function startHosts(
  hosts: number,
  nats: string,
  spec: HybridSpec,
  wrap: (h: number) => string[] = () => [],
  env: Readonly<Record<string, string>> = {},
): HostProcs {
  const job = jobId('hy');
  const lines: HostLine[][] = Array.from({ length: hosts }, () => []);
  const stdout: string[] = Array.from({ length: hosts }, () => '');
  const stderr: string[] = Array.from({ length: hosts }, () => '');
  const timeline: { at: number; line: string }[][] = Array.from({ length: hosts }, () => []);
  const children = Array.from({ length: hosts }, (_, h) => {
    const prefix = wrap(h);
    const cmd = [...prefix, process.execPath, HOST_SCRIPT, JSON.stringify(spec)];
    const child = spawn(cmd[0] as string, cmd.slice(1), {
      env: { ...process.env, ...env, MESHWORK_HOST: String(h), MESHWORK_HOSTS: String(hosts), MESHWORK_NATS: nats, MESHWORK_JOB: job },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let buf = '';
    child.stdout?.on('data', (d: Buffer) => {
      stdout[h] += d.toString();
      buf += d.toString();
      let nl = buf.indexOf('\n');
      while (nl >= 0) {
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 1);
        const at = Date.now();
        timeline[h]?.push({ at, line });
        if (line.startsWith('result '))
          lines[h]?.push({ at, kind: 'result', value: deserialize(Buffer.from(line.slice(7), 'base64')) as HostOutput });
        if (line.startsWith('error ')) lines[h]?.push({ at, kind: 'error', value: JSON.parse(line.slice(6)) });
        nl = buf.indexOf('\n');
      }
    });
    child.stderr?.on('data', (d: Buffer) => {
      stderr[h] += d.toString();
    });
    return child;
  });
  const exited = Promise.all(children.map((c) => new Promise<number | null>((resolve) => c.on('exit', (code) => resolve(code)))));
  return { children, lines, stdout, stderr, timeline, exited };
}

/** Replace `{ $image }` markers as the host script does. */
export function materialise(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(materialise);
  if (value === null || typeof value !== 'object') return value;
  const img = (value as { $image?: { rows: number; cols: number; seed: number } }).$image;
  if (img !== undefined) {
    const rnd = mulberry32(img.seed);
    return Float64Array.from({ length: img.rows * img.cols }, () => Math.floor(rnd() * 256));
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, materialise(v)]));
}

/** The one-host run of `spec` in this process: its results. */
export async function oneHost(spec: HybridSpec): Promise<unknown[]> {
  const cluster = createCluster({ topology: spec.topology, waitTimeoutMs: 60_000, collectives: spec.collectives ?? 'shm', spin: false });
  try {
    return (await cluster.run(spec.program, materialise(spec.options))).results;
  } finally {
    await cluster.close();
  }
}

/** Results without wall-clock fields (keys ending in "Ms", balance reports' timings): what must be bit-identical. */
export function deterministic(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(deterministic);
  if (ArrayBuffer.isView(value) || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !/Ms$/.test(k) && k !== 'reports' && k !== 'report' && k !== 'elapsed')
      .map(([k, v]) => [k, deterministic(v)]),
  );
}
