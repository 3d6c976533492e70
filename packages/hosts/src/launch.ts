/**
 * `launchHosts`: N local host processes of one job, for a laptop user (what `meshwork launch`
 * does). Starts a nats-server on a free loopback port unless a URL is given, sets MESHWORK_HOST,
 * MESHWORK_HOSTS, MESHWORK_NATS and MESHWORK_JOB for each child, forwards their output line by
 * line prefixed with the host index, and ends with the first non-zero exit code, killing the rest.
 *
 * A NATS server that requires credentials: give them in the `nats` URL or in the children's
 * environment (MESHWORK_NATS_USER and MESHWORK_NATS_PASS, or MESHWORK_NATS_CREDS; see the README).
 *
 * Each child runs in its own process group, so that killing it also kills what it started (a
 * shell script's node). Shutdown has a deadline: SIGTERM, then SIGKILL after `killGraceMs`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { constants } from 'node:os';
import { checkInt } from '@meshwork/runtime/internal';
import { invalidArgument } from '@meshwork/runtime/plugin';
import { checkServerUrl, JOB_PATTERN, MAX_HOSTS, redactUrl, SERVER_URL_RULE } from './options.ts';
import { type NatsServer, startNatsServer } from './server.ts';

/** Options of `launchHosts`. */
export interface LaunchOptions {
  /** Number of host processes (1 .. 65535). */
  readonly hosts: number;
  /** The program to start, e.g. `process.execPath`. */
  readonly command: string;
  /** Its arguments, e.g. `['host.js']`. */
  readonly args?: readonly string[];
  /** NATS URL of a running server; without it a nats-server is started on a free loopback port and stopped at the end. */
  readonly nats?: string;
  /** Job id (default: `mw-` and 12 random hex digits). */
  readonly job?: string;
  /** Environment of the children, before the MESHWORK_* variables are added (default `process.env`). */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Working directory of the children (default: this process's). */
  readonly cwd?: string;
  /** Where output goes, one line at a time (default: `[host i] line` to this process's stdout or stderr). */
  readonly onLine?: (host: number, stream: 'stdout' | 'stderr', line: string) => void;
  /** After the first failure, how long the others get after SIGTERM before SIGKILL, in ms (default 3000). */
  readonly killGraceMs?: number;
  /** Aborting it stops every host (SIGTERM, then SIGKILL), e.g. on Ctrl-C. */
  readonly signal?: AbortSignal;
  /** The nats-server binary to start (default `nats-server` from PATH). */
  readonly natsBinary?: string;
}

/** How a launch ended. */
export interface LaunchResult {
  /** The exit code to end with: 0 if every host exited 0, else the first failure's (128 + signal number for a signal). */
  readonly code: number;
  /** The first host that failed, if any. */
  readonly failed: number | undefined;
  /** Exit code of each host (128 + signal number when killed by a signal). */
  readonly codes: readonly number[];
  /** The NATS URL the hosts used (a password or token in it shown as `***`). */
  readonly nats: string;
  /** The job id. */
  readonly job: string;
  /** Whether the launch was stopped through `signal`. */
  readonly aborted: boolean;
}

function exitCode(code: number | null, signal: NodeJS.Signals | null): number {
  if (code !== null) return code;
  const n = signal === null ? undefined : (constants.signals as Record<string, number>)[signal];
  return 128 + (n ?? 1);
}

function defaultOnLine(host: number, stream: 'stdout' | 'stderr', line: string): void {
  (stream === 'stdout' ? process.stdout : process.stderr).write(`[host ${host}] ${line}\n`);
}

/** Forward a child's stream line by line (a last line without newline is forwarded at the end). */
function forward(child: ChildProcess, stream: 'stdout' | 'stderr', emit: (line: string) => void): Promise<void> {
  const s = child[stream];
  if (s === null) return Promise.resolve();
  s.setEncoding('utf8');
  let rest = '';
  s.on('data', (text: string) => {
    const lines = (rest + text).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) emit(line.endsWith('\r') ? line.slice(0, -1) : line);
  });
  return new Promise<void>((resolve) => {
    s.once('close', () => {
      if (rest !== '') emit(rest);
      resolve();
    });
  });
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal); // the child's process group: it and what it started
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/** SIGKILL whatever is left of a child's process group (its leader may have exited already). */
function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // no process left in the group
  }
}

/** Start `hosts` local processes of one job and wait for them; see the module comment. */
export async function launchHosts(options: LaunchOptions): Promise<LaunchResult> {
  const hosts = checkInt('hosts', options.hosts, 1, MAX_HOSTS);
  if (typeof options.command !== 'string' || options.command === '') {
    throw invalidArgument('command', 'a program to start on every host', options.command);
  }
  if (options.job !== undefined && (typeof options.job !== 'string' || !JOB_PATTERN.test(options.job))) {
    throw invalidArgument('job', "1 to 128 letters, digits, '-' or '_'", options.job);
  }
  if (options.nats !== undefined) {
    if (typeof options.nats !== 'string') throw invalidArgument('nats', SERVER_URL_RULE, options.nats);
    for (const url of options.nats.split(',')) checkServerUrl('nats', url.trim());
  }
  const job = options.job ?? `mw-${randomBytes(6).toString('hex')}`;
  const grace = options.killGraceMs ?? 3000;
  const onLine = options.onLine ?? defaultOnLine;
  let server: NatsServer | undefined;
  if (options.nats === undefined) server = await startNatsServer(options.natsBinary === undefined ? {} : { binary: options.natsBinary });
  const nats = options.nats ?? (server as NatsServer).url;
  try {
    const children: ChildProcess[] = [];
    const codes: (number | undefined)[] = new Array(hosts).fill(undefined);
    let failed: number | undefined;
    let aborted = false;
    let stopping = false;
    let killTimer: NodeJS.Timeout | undefined;
    const stopAll = () => {
      if (stopping) return;
      stopping = true;
      for (const c of children) signalGroup(c, 'SIGTERM');
      killTimer = setTimeout(() => {
        for (const c of children) signalGroup(c, 'SIGKILL');
      }, grace);
    };
    const onAbort = () => {
      aborted = true;
      stopAll();
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const done: Promise<void>[] = [];
    for (let host = 0; host < hosts; host++) {
      const env = {
        ...(options.env ?? process.env),
        MESHWORK_HOST: String(host),
        MESHWORK_HOSTS: String(hosts),
        MESHWORK_NATS: nats,
        MESHWORK_JOB: job,
      };
      const child = spawn(options.command, [...(options.args ?? [])], {
        env,
        cwd: options.cwd,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      children.push(child);
      const outputs = [
        forward(child, 'stdout', (l) => onLine(host, 'stdout', l)),
        forward(child, 'stderr', (l) => onLine(host, 'stderr', l)),
      ];
      const exited = new Promise<void>((resolve) => {
        child.once('error', (err) => {
          onLine(host, 'stderr', `cannot start ${options.command}: ${err.message}`);
          codes[host] = 127;
          if (failed === undefined) failed = host;
          stopAll();
          resolve();
        });
        child.once('exit', (code, signal) => {
          const c = exitCode(code, signal);
          codes[host] = c;
          if (c !== 0 && failed === undefined && !stopping) failed = host;
          if (c !== 0) stopAll();
          resolve();
        });
      });
      done.push(exited.then(() => Promise.all(outputs).then(() => undefined)));
    }
    if (options.signal?.aborted) onAbort();
    await Promise.all(done);
    clearTimeout(killTimer);
    options.signal?.removeEventListener('abort', onAbort);
    // A grandchild left in a group whose leader exited: make sure nothing of the job survives.
    for (const c of children) killGroup(c);
    const all = codes.map((c) => c ?? 1);
    const code = failed !== undefined ? (all[failed] as number) : aborted ? 130 : (all.find((c) => c !== 0) ?? 0);
    return { code, failed, codes: all, nats: redactUrl(nats), job, aborted };
  } finally {
    await server?.stop();
  }
}
