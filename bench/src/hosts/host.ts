/**
 * A host process of the hosts benchmark (started by run.ts with MESHWORK_HOST/HOSTS/NATS/JOB).
 * argv[2] is a HostPlan (JSON). Every trial measures, back to back: the raw NATS baselines (host 0
 * asks, host 1 echoes or counts), then the same traffic through a hybrid cluster (the micro
 * program's ping-pong, stream and allreduce), then the apps. The raw round trip uses the
 * transport's own connection; the raw bandwidth a second connection of the same client, because
 * an unthrottled burst of many MiB on the transport's connection delays its heartbeats behind the
 * burst (they are frames of the same TCP stream) and the peer would report this host lost.
 * Host 0 prints one line "samples <JSON Samples>" at the end.
 */
import { connectFromEnv } from '@meshwork/hosts';
import { createCluster } from '@meshwork/runtime';
import { bug } from '@meshwork/runtime/plugin';
import { connect } from '@nats-io/transport-node';
import { benchErrors } from '../errors.ts';
import type { MicroOptions, MicroResult } from '../programs/micro.ts';
import { apps, type HostPlan, MiB, ROW, type Samples } from './plan.ts';

const MICRO = new URL('../programs/micro.js', import.meta.url);
const plan = JSON.parse(process.argv[2] ?? '{}') as HostPlan;
const t = await connectFromEnv({ helloTimeoutMs: 60_000 });
const nc = t.connection;
const bulk = plan.full ? await connect({ servers: nc.getServer() }) : undefined;
const subject = (what: string) => `bench.${t.job}.${what}`;
const samples: Samples = {};
const add = (row: string, v: number) => {
  samples[row] ??= [];
  samples[row].push(v);
};

// Raw baselines: host 1 echoes requests and reports every `bw` 1 MiB messages received.
let bwDone: (() => void) | undefined;
if (plan.full && t.host === 1) {
  let got = 0;
  bulk?.subscribe(subject('bw'), {
    callback: () => {
      if (++got % plan.bw === 0) bulk.publish(subject('bw-done'), new Uint8Array(1));
    },
  });
  await bulk?.flush();
  // Last: once it echoes, the bandwidth subscription is in place too.
  nc.subscribe(subject('echo'), {
    callback: (_err, msg) => {
      msg.respond(msg.data);
    },
  });
} else if (plan.full && t.host === 0) {
  bulk?.subscribe(subject('bw-done'), { callback: () => bwDone?.() });
  await bulk?.flush();
  // Host 1 is ready once it echoes (until then: no responders).
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await nc.request(subject('echo'), new Uint8Array(8), { timeout: 1000 });
      break;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

async function rawRtt(): Promise<number> {
  const buf = new Uint8Array(8);
  const t0 = performance.now();
  for (let i = 0; i < plan.rtt; i++) await nc.request(subject('echo'), buf, { timeout: 10_000 });
  return ((performance.now() - t0) * 1000) / plan.rtt;
}

async function rawBw(): Promise<number> {
  const data = new Uint8Array(MiB);
  const done = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(benchErrors.rawBandwidthTimeout(60)), 60_000);
    bwDone = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  const t0 = performance.now();
  for (let i = 0; i < plan.bw; i++) bulk?.publish(subject('bw'), data);
  await done;
  return ((performance.now() - t0) * 1000) / plan.bw;
}

const cluster = createCluster({
  topology: plan.full ? 'chain:2' : `ring:${t.hosts}`,
  hosts: t,
  collectives: 'shm',
  spin: false,
  waitTimeoutMs: 60_000,
});
async function micro(o: MicroOptions, rank: number): Promise<number> {
  const run = await cluster.run<MicroResult | null>(MICRO, o);
  const r = run.results[rank];
  if (r === null || r === undefined) throw bug(`micro ${o.kind}: rank ${rank} reported no time`);
  return r.us;
}

try {
  for (let k = 0; k < plan.trials; k++) {
    if (plan.full) {
      if (t.host === 0) add(ROW.rawRtt, await rawRtt());
      add(ROW.linkRtt, await micro({ kind: 'pingpong', n: plan.rtt, pairs: 'one', bytes: 8 }, 0));
      if (t.host === 0) add(ROW.rawBw, await rawBw());
      add(ROW.linkBw, await micro({ kind: 'stream', n: plan.bw, bytes: MiB }, 1));
    }
    add(ROW.allreduce(t.hosts), await micro({ kind: 'allreduce', n: plan.allreduce, via: 'shm' }, 0));
    if (plan.full) {
      for (const app of apps(plan.quick)) add(ROW.app(app.name, '2 hosts x 1 rank'), (await cluster.run(app.program, app.options)).wallMs);
    }
  }
  if (t.host === 0) process.stdout.write(`samples ${JSON.stringify(samples)}\n`);
} finally {
  await cluster.close();
  await bulk?.close();
  await t.close();
}
