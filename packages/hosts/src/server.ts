/**
 * A local nats-server as a child process, on a free port: for `meshwork launch` on one machine and
 * for tests. The server picks its own port (`-p -1`) and prints it; we read it from its log.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { hostErrors } from './errors.ts';

/** Options of `startNatsServer`. */
export interface NatsServerOptions {
  /** The nats-server binary (default: `nats-server` from PATH). */
  readonly binary?: string;
  /** Address to listen on (default 127.0.0.1: only this machine can connect). */
  readonly address?: string;
  /** Port (default: a free one the server picks). */
  readonly port?: number;
  /** Extra command-line arguments for nats-server. */
  readonly args?: readonly string[];
  /**
   * A command to start the server under, the binary and its arguments following it (e.g.
   * `['ip', 'netns', 'exec', 'ns1']` to run it in a network namespace); it must exec the server
   * (signals go to that process). Default: none.
   */
  readonly prefix?: readonly string[];
  /** How long to wait for the server to be ready, in ms (default 10 000). */
  readonly readyTimeoutMs?: number;
}

/** A running nats-server child process. */
export interface NatsServer {
  /** The client URL, e.g. "nats://127.0.0.1:41234". */
  readonly url: string;
  /** The port it listens on. */
  readonly port: number;
  /** The child process's id. */
  readonly pid: number;
  /** Whether the process is still running. */
  running(): boolean;
  /** Stop it: SIGTERM, then SIGKILL after `graceMs` (default 3000); resolves once it has exited. Idempotent. */
  stop(graceMs?: number): Promise<void>;
  /** Kill it at once with SIGKILL (to test a server crash); resolves once it has exited. */
  kill(): Promise<void>;
}

const LISTENING = /Listening for client connections on (\S+):(\d+)/;

/** Start nats-server and resolve once it accepts clients; rejects with MW_HOST_ENV if it cannot start. */
export function startNatsServer(options: NatsServerOptions = {}): Promise<NatsServer> {
  const binary = options.binary ?? 'nats-server';
  const address = options.address ?? '127.0.0.1';
  const args = ['-a', address, '-p', String(options.port ?? -1), ...(options.args ?? [])];
  const [command, ...rest] = [...(options.prefix ?? []), binary, ...args];
  const child = spawn(command as string, rest, { stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return new Promise<NatsServer>((resolve, reject) => {
    let log = '';
    let settled = false;
    const settle = (err: Error | undefined, port?: number) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (err !== undefined) {
        child.kill('SIGKILL');
        reject(err);
        return;
      }
      child.stderr?.resume(); // keep draining the log so the server never blocks on a full pipe
      resolve(serverHandle(child, exited, address, port as number));
    };
    const timer = setTimeout(
      () =>
        settle(
          hostErrors.natsServerUnavailable(binary, `not ready within ${options.readyTimeoutMs ?? 10_000} ms; its log: ${log.slice(-500)}`),
        ),
      options.readyTimeoutMs ?? 10_000,
    );
    child.once('error', (err) => settle(hostErrors.natsServerUnavailable(binary, err.message)));
    child.once('exit', (code, signal) =>
      settle(hostErrors.natsServerUnavailable(binary, `it exited (${signal ?? code}); its log: ${log.slice(-500)}`)),
    );
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (text: string) => {
      if (settled) return;
      log += text;
      const m = LISTENING.exec(log);
      if (m !== null && log.includes('Server is ready')) settle(undefined, Number(m[2]));
    });
  });
}

function serverHandle(child: ChildProcess, exited: Promise<void>, address: string, port: number): NatsServer {
  const host = address === '0.0.0.0' ? '127.0.0.1' : address.includes(':') ? `[${address}]` : address;
  let stopping: Promise<void> | undefined;
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    url: `nats://${host}:${port}`,
    port,
    pid: child.pid as number,
    running,
    stop(graceMs = 3000) {
      stopping ??= (async () => {
        if (!running()) return;
        child.kill('SIGTERM');
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([exited, new Promise<void>((r) => (timer = setTimeout(r, graceMs)))]);
        clearTimeout(timer);
        if (running()) {
          child.kill('SIGKILL');
          await exited;
        }
      })();
      return stopping;
    },
    kill() {
      if (running()) child.kill('SIGKILL');
      return exited;
    },
  };
}
