/**
 * The hosts benchmark (`meshwork bench --suite hosts`, or `node bench/dist/hosts/run.js`): starts a
 * nats-server on loopback, a job of 2 host processes (host.ts: raw NATS baselines and the same
 * traffic through a hybrid cluster, side by side, then stencil and wator on 2 hosts x 1 rank), a
 * job of 4 host processes (allreduce), and runs the apps on 1 host x 2 ranks in this process.
 * Options: --quick (a few short trials, under 30 s), --json (print the results as JSON).
 * Progress goes to stderr.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { median } from '@meshwork/harness';
import { startNatsServer } from '@meshwork/hosts';
import { createCluster } from '@meshwork/runtime';
import { bug } from '@meshwork/runtime/plugin';
import { benchArgs } from '../args.ts';
import { benchErrors } from '../errors.ts';
import { apps, type HostPlan, MiB, ROW, type Samples } from './plan.ts';

const USAGE = `usage: node bench/dist/hosts/run.js [options]   (host processes over NATS against raw NATS and one host)
  --quick   a few short trials (under 30 s)
  --json    print the results as JSON`;
const values = benchArgs('bench:hosts', USAGE, { quick: { type: 'boolean', default: false }, json: { type: 'boolean', default: false } });
const quick = values.quick === true;
const log = (line: string) => process.stderr.write(`${line}\n`);
const HOST = fileURLToPath(new URL('./host.js', import.meta.url));

/** One row of the report. */
export interface HostsRow {
  readonly name: string;
  readonly unit: 'us' | 'MB/s' | 'ms';
  readonly median: number;
  readonly min: number;
  readonly max: number;
  /** The ratio to `ref` (time: x slower; bandwidth: fraction), measured in the same run. */
  readonly ratio?: number;
  readonly ref?: string;
  readonly target?: string;
  readonly met?: boolean;
}

/** Run one job of `hosts` host processes; resolves with host 0's samples. */
function job(url: string, hosts: number, plan: HostPlan): Promise<Samples> {
  const id = `bench-${randomBytes(4).toString('hex')}`;
  return new Promise((resolve, reject) => {
    let samples: Samples | undefined;
    let failed = false;
    const exits = Array.from({ length: hosts }, (_, h) => {
      const child = spawn(process.execPath, [HOST, JSON.stringify(plan)], {
        env: { ...process.env, MESHWORK_HOST: String(h), MESHWORK_HOSTS: String(hosts), MESHWORK_NATS: url, MESHWORK_JOB: id },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      let err = '';
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
      });
      child.stderr.on('data', (d: Buffer) => {
        err += d.toString();
      });
      return new Promise<void>((done) =>
        child.on('exit', (code) => {
          const line = out.split('\n').find((l) => l.startsWith('samples '));
          if (line !== undefined) samples = JSON.parse(line.slice(8)) as Samples;
          if (code !== 0 && !failed) {
            failed = true;
            reject(benchErrors.hostExited(h, hosts, code, err.slice(-2000)));
          }
          done();
        }),
      );
    });
    void Promise.all(exits).then(() => {
      if (failed) return;
      if (samples === undefined) reject(bug(`host 0 of ${hosts} printed no samples`));
      else resolve(samples);
    });
  });
}

function row(
  name: string,
  unit: HostsRow['unit'],
  xs: readonly number[],
  ref?: { name: string; value: number; target?: [string, (r: number) => boolean] },
): HostsRow {
  const m = median(xs);
  const base = { name, unit, median: m, min: Math.min(...xs), max: Math.max(...xs) };
  if (ref === undefined) return base;
  const ratio = m / ref.value; // time: x slower; bandwidth: the fraction reached
  return { ...base, ratio, ref: ref.name, ...(ref.target === undefined ? {} : { target: ref.target[0], met: ref.target[1](ratio) }) };
}

const plan2: HostPlan = {
  quick,
  full: true,
  trials: quick ? 3 : 5,
  rtt: quick ? 100 : 1000,
  bw: quick ? 8 : 32,
  allreduce: quick ? 100 : 1000,
};
const plan4: HostPlan = { ...plan2, full: false };
const server = await startNatsServer();
const rows: HostsRow[] = [];
try {
  log(`nats-server ${server.url}; 2 host processes: raw NATS, links, allreduce, apps (${plan2.trials} trials)`);
  const s2 = await job(server.url, 2, plan2);
  log('4 host processes: allreduce');
  const s4 = await job(server.url, 4, plan4);
  log('1 host x 2 ranks: apps');
  const local: Samples = {};
  const cluster = createCluster({ topology: 'chain:2', collectives: 'shm', spin: false, waitTimeoutMs: 60_000 });
  try {
    for (let k = 0; k < plan2.trials; k++) {
      for (const app of apps(quick)) {
        const name = ROW.app(app.name, '1 host x 2 ranks');
        local[name] ??= [];
        local[name].push((await cluster.run(app.program, app.options)).wallMs);
      }
    }
  } finally {
    await cluster.close();
  }
  const get = (s: Samples, name: string) => {
    const xs = s[name];
    if (xs === undefined || xs.length === 0) throw bug(`no samples for ${name}`);
    return xs;
  };
  const rawRtt = median(get(s2, ROW.rawRtt));
  const mbs = (xs: readonly number[]) => xs.map((us) => MiB / us); // bytes per µs = MB/s
  const rawBw = median(mbs(get(s2, ROW.rawBw)));
  rows.push(row(ROW.rawRtt, 'us', get(s2, ROW.rawRtt)));
  rows.push(row(ROW.linkRtt, 'us', get(s2, ROW.linkRtt), { name: ROW.rawRtt, value: rawRtt, target: ['<= 1.3x', (r) => r <= 1.3] }));
  rows.push(row(ROW.rawBw, 'MB/s', mbs(get(s2, ROW.rawBw))));
  rows.push(row(ROW.linkBw, 'MB/s', mbs(get(s2, ROW.linkBw)), { name: ROW.rawBw, value: rawBw, target: ['>= 70%', (r) => r >= 0.7] }));
  for (const [h, s] of [[2, s2] as const, [4, s4] as const])
    rows.push(row(ROW.allreduce(h), 'us', get(s, ROW.allreduce(h)), { name: ROW.rawRtt, value: rawRtt }));
  for (const app of apps(quick)) {
    const one = get(local, ROW.app(app.name, '1 host x 2 ranks'));
    rows.push(row(ROW.app(app.name, '1 host x 2 ranks'), 'ms', one));
    rows.push(
      row(ROW.app(app.name, '2 hosts x 1 rank'), 'ms', get(s2, ROW.app(app.name, '2 hosts x 1 rank')), {
        name: ROW.app(app.name, '1 host x 2 ranks'),
        value: median(one),
      }),
    );
  }
} finally {
  await server.stop();
}

const env = { quick, node: process.version, plan2, plan4 };
if (values.json === true) {
  process.stdout.write(`${JSON.stringify({ env, rows })}\n`);
} else {
  for (const r of rows) {
    const ratio =
      r.ratio === undefined
        ? ''
        : `  ${r.ratio.toFixed(2)} vs ${r.ref}${r.target === undefined ? '' : ` (target ${r.target}${r.met === false ? ', missed' : ''})`}`;
    process.stdout.write(`${r.name.padEnd(48)} ${r.median.toFixed(1).padStart(10)} ${r.unit}${ratio}\n`);
  }
}
