import { createCluster, DEFAULT_LINK_BYTES } from "@meshwork/runtime";
import { Bench } from "tinybench";
import { cloneRoundTrip, makeRecords, packrRoundTrip, recordsPackr } from "./codec.js";
import { measureGroup } from "./harness.js";
import { EchoPort, NoopPool } from "./ports.js";
import { RawThreads } from "./raw.js";
const PROGRAM = new URL("../programs/micro.js", import.meta.url);
const MiB = 1 << 20;
const LINK_SIZES = [256 * 1024, MiB, 2 * MiB];
const TIME = { kind: "time" };
function clusterTrial(cluster, options, onResult) {
  return async (n) => {
    const run = await cluster.run(PROGRAM, options(n));
    const got = run.results.find((r) => r !== null);
    if (got === void 0) throw new Error(`micro program ${options(n).kind}: no rank reported a time`);
    onResult?.(got);
    return got.us;
  };
}
async function tinyTrial(name, fn, timeMs) {
  const bench = new Bench({ time: timeMs, iterations: 8, warmup: false, throws: true });
  bench.add(name, fn);
  await bench.run();
  const r = bench.tasks[0]?.result;
  if (r === void 0 || r.state !== "completed" && r.state !== "aborted-with-statistics") {
    throw new Error(`tinybench ${name}: ${r === void 0 ? "no result" : r.state}`);
  }
  return r.latency.mean * 1e3;
}
async function withCluster(options, f) {
  const cluster = createCluster(options);
  try {
    return await f(cluster);
  } finally {
    await cluster.close();
  }
}
async function withRaw(threads, spin, f) {
  const raw = new RawThreads(spin === void 0 ? { threads } : { threads, spin });
  try {
    return await f(raw);
  } finally {
    await raw.close();
  }
}
const groups = [
  {
    id: "rt2",
    title: "2 ranks, chain:2, spin: 'auto' (spins: 2 threads on 2 cores) - round trip, barrier, allreduce",
    run: (o) => withRaw(
      2,
      void 0,
      (raw) => withCluster(
        { topology: "chain:2", spin: "auto" },
        (c) => measureGroup(
          [
            { name: "raw Atomics ping-pong, 2 threads", metric: TIME, trial: (n) => raw.pingpong(n), minN: 200 },
            {
              name: "link ping-pong 8 B, 2 ranks",
              metric: TIME,
              trial: clusterTrial(c, (n) => ({ kind: "pingpong", n, pairs: "one" })),
              ref: "raw Atomics ping-pong, 2 threads",
              target: { max: 3 },
              minN: 200,
              note: "recvInto a reused buffer"
            },
            {
              name: "link ping-pong 8 B, recv (new array), 2 ranks",
              metric: TIME,
              trial: clusterTrial(c, (n) => ({ kind: "pingpong", n, pairs: "one", alloc: true })),
              ref: "raw Atomics ping-pong, 2 threads",
              minN: 200
            },
            { name: "raw Atomics barrier, 2 threads", metric: TIME, trial: (n) => raw.barrier(n), minN: 200 },
            {
              name: "barrier ctx.comm (shm), 2 ranks",
              metric: TIME,
              trial: clusterTrial(c, (n) => ({ kind: "barrier", n, via: "shm" })),
              ref: "raw Atomics barrier, 2 threads",
              target: { max: 3 },
              minN: 200
            },
            {
              name: "barrier ctx.commLinks, 2 ranks",
              metric: TIME,
              trial: clusterTrial(c, (n) => ({ kind: "barrier", n, via: "links" })),
              ref: "raw Atomics ping-pong, 2 threads",
              minN: 200,
              note: "topology-faithful: a token up the tree and back, i.e. a link round trip at 2 ranks"
            },
            {
              name: "allreduce sum shm, 2 ranks",
              metric: TIME,
              trial: clusterTrial(c, (n) => ({ kind: "allreduce", n, via: "shm" })),
              ref: "raw Atomics barrier, 2 threads",
              minN: 200
            },
            {
              name: "allreduce sum links, 2 ranks",
              metric: TIME,
              trial: clusterTrial(c, (n) => ({ kind: "allreduce", n, via: "links" })),
              ref: "raw Atomics barrier, 2 threads",
              minN: 200
            },
            {
              name: "balance that moves nothing, gde, 1024 x 1024 strips, 2 ranks",
              metric: TIME,
              trial: clusterTrial(c, (n) => ({ kind: "balance", n, balancer: "gde", rows: 1024, cols: 1024 })),
              ref: "raw Atomics barrier, 2 threads",
              target: { maxValue: 40 },
              minN: 200,
              // the warm cost: V8 reaches its optimised code for the balance path after a few
              // thousand balances (measured: ~180 us per balance over the first 3000, ~30 after 9000)
              preheatN: 1e4,
              note: "a balancing driver phase: one load gather (plane loads of 1024 rows), the decision on every rank (after 10 000 untimed balances)"
            }
          ],
          o
        )
      )
    )
  },
  {
    id: "rt2wait",
    title: "2 ranks, spin: false (Atomics.wait on every hop) - context for the waiting path",
    run: (o) => withRaw(
      2,
      0,
      (raw) => withCluster(
        { topology: "chain:2", spin: false },
        (c) => measureGroup(
          [
            { name: "raw Atomics ping-pong, 2 threads, wait", metric: TIME, trial: (n) => raw.pingpong(n), minN: 50 },
            {
              name: "link ping-pong 8 B, 2 ranks, wait",
              metric: TIME,
              trial: clusterTrial(c, (n) => ({ kind: "pingpong", n, pairs: "one" })),
              ref: "raw Atomics ping-pong, 2 threads, wait",
              minN: 50
            }
          ],
          o
        )
      )
    )
  },
  {
    id: "rt8",
    title: "8 ranks, ring:8, spin: 'auto' (no spin: 8 threads on 2 cores) - round trip",
    run: (o) => withRaw(
      8,
      void 0,
      (raw) => withCluster(
        { topology: "ring:8", spin: "auto" },
        (c) => measureGroup(
          [
            { name: "raw Atomics ping-pong, 8 threads, pair 0-1", metric: TIME, trial: (n) => raw.pingpong(n, "one"), minN: 50 },
            {
              name: "link ping-pong 8 B, ring:8, pair 0-1",
              metric: TIME,
              trial: clusterTrial(c, (n) => ({ kind: "pingpong", n, pairs: "one" })),
              ref: "raw Atomics ping-pong, 8 threads, pair 0-1",
              target: { max: 1.5 },
              minN: 50,
              note: "ranks 2..7 idle in ctx.comm.barrier()"
            },
            { name: "raw Atomics ping-pong, 8 threads, 4 pairs", metric: TIME, trial: (n) => raw.pingpong(n, "all"), minN: 50 },
            {
              name: "link ping-pong 8 B, ring:8, 4 pairs",
              metric: TIME,
              trial: clusterTrial(c, (n) => ({ kind: "pingpong", n, pairs: "all" })),
              ref: "raw Atomics ping-pong, 8 threads, 4 pairs",
              target: { max: 1.5 },
              minN: 50
            }
          ],
          o
        )
      )
    )
  },
  {
    id: "pool",
    title: "what a pool user has: MessagePort and piscina round trips (main thread <-> 1 worker)",
    run: async (o) => {
      const port = new EchoPort();
      const pool = new NoopPool(1);
      try {
        return await measureGroup(
          [
            {
              name: "MessagePort round trip (async)",
              metric: TIME,
              trial: (n) => port.roundTrips(n),
              ref: "link ping-pong 8 B, 2 ranks",
              minN: 50
            },
            { name: "piscina run() no-op", metric: TIME, trial: (n) => pool.roundTrips(n), ref: "link ping-pong 8 B, 2 ranks", minN: 50 }
          ],
          o
        );
      } finally {
        await port.close();
        await pool.close();
      }
    }
  },
  {
    id: "bw",
    title: "1 MiB Float64Array through a link (send / recvInto), chain:2, vs Uint8Array.set 1 MiB on the main thread",
    run: (o) => withRaw(2, void 0, async (raw) => {
      const local = new Uint8Array(MiB).map((_, i) => i & 255);
      const shared = new Uint8Array(new SharedArrayBuffer(MiB));
      const back = new Uint8Array(MiB);
      const streamOpts = (n) => ({ kind: "stream", n, bytes: MiB, verify: true });
      const BW = { kind: "bandwidth", bytes: MiB };
      const SET = "Uint8Array.set 1 MiB local->SAB";
      const KiB = 1024;
      const links = LINK_SIZES.map((bytes) => {
        const slots = Math.max(2, bytes / (128 * KiB));
        return {
          bytes,
          slots,
          cluster: createCluster({ topology: "chain:2", spin: "auto", linkBytes: bytes }),
          corrupt: 0,
          rawName: `raw 2-thread stream 1 MiB, ${slots} x 128 KiB slots`,
          name: `link 1 MiB, linkBytes ${bytes >= MiB ? `${bytes / MiB} MiB` : `${bytes / KiB} KiB`}${bytes === DEFAULT_LINK_BYTES ? " (default)" : ""}`
        };
      });
      try {
        const rows = [
          { name: SET, metric: BW, trial: () => tinyTrial("set local->SAB", () => shared.set(local), o.targetMs), fixedN: 1 },
          {
            name: "Uint8Array.set 1 MiB SAB->local",
            metric: BW,
            trial: () => tinyTrial("set SAB->local", () => back.set(shared), o.targetMs),
            fixedN: 1
          },
          ...links.map(
            (l) => ({
              name: l.rawName,
              metric: BW,
              trial: (n) => raw.stream(n, MiB, 128 * KiB, l.slots),
              ref: SET,
              minN: 8,
              note: `the physical limit of a ${l.bytes / KiB} KiB link: copy in on one core, copy out on the other`
            })
          ),
          ...links.map(
            (l) => ({
              name: l.name,
              metric: BW,
              trial: clusterTrial(l.cluster, streamOpts, (r) => {
                l.corrupt += r.corrupt ?? 0;
              }),
              ref: SET,
              alsoRef: l.rawName,
              // The goal holds for the default ring; the other sizes show how depth matters.
              ...l.bytes === DEFAULT_LINK_BYTES ? { target: { min: 0.4 } } : {},
              minN: 8
            })
          )
        ];
        const out = await measureGroup(rows, o);
        for (const [i, l] of links.entries()) out[2 + links.length + i].extra = { corruptMessages: l.corrupt };
        const corrupt = links.reduce((sum, l) => sum + l.corrupt, 0);
        if (corrupt > 0) o.log?.(`  WARNING: recvInto delivered ${corrupt} messages whose content was not the message sent`);
        return out;
      } finally {
        await Promise.all(links.map((l) => l.cluster.close()));
      }
    })
  },
  {
    id: "codec",
    title: "1000 small records { id, x, y, name }: msgpackr records vs structuredClone (tinybench, main thread)",
    run: (o) => {
      const records = makeRecords(1e3);
      const packr = recordsPackr();
      return measureGroup(
        [
          {
            name: "structuredClone 1000 records",
            metric: TIME,
            trial: () => tinyTrial("structuredClone", () => cloneRoundTrip(records), o.targetMs),
            fixedN: 1
          },
          {
            name: "msgpackr records pack+unpack 1000",
            metric: TIME,
            trial: () => tinyTrial("msgpackr", () => packrRoundTrip(packr, records), o.targetMs),
            fixedN: 1,
            ref: "structuredClone 1000 records"
          }
        ],
        o
      );
    }
  }
];
const GROUP_IDS = groups.map((g) => g.id);
async function runMicro(o) {
  const out = [];
  for (const g of groups) {
    if (o.only !== void 0 && o.only.length > 0 && !o.only.some((s) => g.id === s)) continue;
    o.log?.(`[${g.id}] ${g.title}`);
    const t0 = performance.now();
    const rows = await g.run(o);
    o.log?.(`  (${((performance.now() - t0) / 1e3).toFixed(1)} s)`);
    out.push({ id: g.id, title: g.title, rows });
  }
  return out;
}
export {
  GROUP_IDS,
  runMicro
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL21pY3JvL3N1aXRlLnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvKipcbiAqIFRoZSBtaWNybyBzdWl0ZTogZWFjaCBncm91cCBpcyBtZWFzdXJlZCBzaWRlIGJ5IHNpZGUgaW4gb25lIHByb2Nlc3MgKC4vaGFybmVzcy50cyksIGV2ZXJ5XG4gKiBydW50aW1lIGZpZ3VyZSBuZXh0IHRvIHRoZSByYXcgbGltaXQgaXQgaXMganVkZ2VkIGFnYWluc3QuXG4gKi9cbmltcG9ydCB7IHR5cGUgQ2x1c3RlciwgdHlwZSBDbHVzdGVyT3B0aW9ucywgY3JlYXRlQ2x1c3RlciwgREVGQVVMVF9MSU5LX0JZVEVTIH0gZnJvbSAnQG1lc2h3b3JrL3J1bnRpbWUnO1xuaW1wb3J0IHsgQmVuY2ggfSBmcm9tICd0aW55YmVuY2gnO1xuaW1wb3J0IHR5cGUgeyBNaWNyb09wdGlvbnMsIE1pY3JvUmVzdWx0IH0gZnJvbSAnLi4vcHJvZ3JhbXMvbWljcm8uanMnO1xuaW1wb3J0IHsgY2xvbmVSb3VuZFRyaXAsIG1ha2VSZWNvcmRzLCBwYWNrclJvdW5kVHJpcCwgcmVjb3Jkc1BhY2tyIH0gZnJvbSAnLi9jb2RlYy5qcyc7XG5pbXBvcnQgeyB0eXBlIEhhcm5lc3NPcHRpb25zLCBtZWFzdXJlR3JvdXAsIHR5cGUgUm93UmVzdWx0LCB0eXBlIFJvd1NwZWMsIHR5cGUgVHJpYWxGbiB9IGZyb20gJy4vaGFybmVzcy5qcyc7XG5pbXBvcnQgeyBFY2hvUG9ydCwgTm9vcFBvb2wgfSBmcm9tICcuL3BvcnRzLmpzJztcbmltcG9ydCB7IFJhd1RocmVhZHMgfSBmcm9tICcuL3Jhdy5qcyc7XG5cbmNvbnN0IFBST0dSQU0gPSBuZXcgVVJMKCcuLi9wcm9ncmFtcy9taWNyby5qcycsIGltcG9ydC5tZXRhLnVybCk7XG5jb25zdCBNaUIgPSAxIDw8IDIwO1xuLyoqIExpbmsgc2l6ZXMgb2YgdGhlIGJhbmR3aWR0aCBncm91cCAodGhlIGRlZmF1bHQsIERFRkFVTFRfTElOS19CWVRFUywgaXMgMSBNaUIpLiAqL1xuY29uc3QgTElOS19TSVpFUyA9IFsyNTYgKiAxMDI0LCBNaUIsIDIgKiBNaUJdIGFzIGNvbnN0O1xuY29uc3QgVElNRSA9IHsga2luZDogJ3RpbWUnIH0gYXMgY29uc3Q7XG5cbmV4cG9ydCBpbnRlcmZhY2UgU3VpdGVPcHRpb25zIGV4dGVuZHMgSGFybmVzc09wdGlvbnMge1xuICAvKiogUnVuIG9ubHkgZ3JvdXBzIHdob3NlIGlkIGNvbnRhaW5zIG9uZSBvZiB0aGVzZSBzdHJpbmdzLiAqL1xuICByZWFkb25seSBvbmx5PzogcmVhZG9ubHkgc3RyaW5nW107XG59XG5cbmV4cG9ydCBpbnRlcmZhY2UgR3JvdXBSZXN1bHQge1xuICByZWFkb25seSBpZDogc3RyaW5nO1xuICByZWFkb25seSB0aXRsZTogc3RyaW5nO1xuICByZWFkb25seSByb3dzOiBSb3dSZXN1bHRbXTtcbn1cblxuaW50ZXJmYWNlIEdyb3VwIHtcbiAgcmVhZG9ubHkgaWQ6IHN0cmluZztcbiAgcmVhZG9ubHkgdGl0bGU6IHN0cmluZztcbiAgcmVhZG9ubHkgcnVuOiAobzogSGFybmVzc09wdGlvbnMpID0+IFByb21pc2U8Um93UmVzdWx0W10+O1xufVxuXG4vKiogT25lIGNsdXN0ZXIgdHJpYWw6IHJ1biB0aGUgbWljcm8gcHJvZ3JhbSBvbmNlLCByZXR1cm4gdGhlIHRpbWluZyByYW5rJ3MgXHUwMEI1cyBwZXIgaXRlcmF0aW9uLiAqL1xuZnVuY3Rpb24gY2x1c3RlclRyaWFsKGNsdXN0ZXI6IENsdXN0ZXIsIG9wdGlvbnM6IChuOiBudW1iZXIpID0+IE1pY3JvT3B0aW9ucywgb25SZXN1bHQ/OiAocjogTWljcm9SZXN1bHQpID0+IHZvaWQpOiBUcmlhbEZuIHtcbiAgcmV0dXJuIGFzeW5jIChuKSA9PiB7XG4gICAgY29uc3QgcnVuID0gYXdhaXQgY2x1c3Rlci5ydW48TWljcm9SZXN1bHQgfCBudWxsPihQUk9HUkFNLCBvcHRpb25zKG4pKTtcbiAgICBjb25zdCBnb3QgPSBydW4ucmVzdWx0cy5maW5kKChyKTogciBpcyBNaWNyb1Jlc3VsdCA9PiByICE9PSBudWxsKTtcbiAgICBpZiAoZ290ID09PSB1bmRlZmluZWQpIHRocm93IG5ldyBFcnJvcihgbWljcm8gcHJvZ3JhbSAke29wdGlvbnMobikua2luZH06IG5vIHJhbmsgcmVwb3J0ZWQgYSB0aW1lYCk7XG4gICAgb25SZXN1bHQ/Lihnb3QpO1xuICAgIHJldHVybiBnb3QudXM7XG4gIH07XG59XG5cbi8qKiBPbmUgdGlueWJlbmNoIHJ1biBvZiBgZm5gIGZvciBhYm91dCBgdGltZU1zYDsgcmV0dXJucyB0aGUgbWVhbiBsYXRlbmN5IGluIFx1MDBCNXMuICovXG5hc3luYyBmdW5jdGlvbiB0aW55VHJpYWwobmFtZTogc3RyaW5nLCBmbjogKCkgPT4gdm9pZCwgdGltZU1zOiBudW1iZXIpOiBQcm9taXNlPG51bWJlcj4ge1xuICBjb25zdCBiZW5jaCA9IG5ldyBCZW5jaCh7IHRpbWU6IHRpbWVNcywgaXRlcmF0aW9uczogOCwgd2FybXVwOiBmYWxzZSwgdGhyb3dzOiB0cnVlIH0pO1xuICBiZW5jaC5hZGQobmFtZSwgZm4pO1xuICBhd2FpdCBiZW5jaC5ydW4oKTtcbiAgY29uc3QgciA9IGJlbmNoLnRhc2tzWzBdPy5yZXN1bHQ7XG4gIGlmIChyID09PSB1bmRlZmluZWQgfHwgKHIuc3RhdGUgIT09ICdjb21wbGV0ZWQnICYmIHIuc3RhdGUgIT09ICdhYm9ydGVkLXdpdGgtc3RhdGlzdGljcycpKSB7XG4gICAgdGhyb3cgbmV3IEVycm9yKGB0aW55YmVuY2ggJHtuYW1lfTogJHtyID09PSB1bmRlZmluZWQgPyAnbm8gcmVzdWx0JyA6IHIuc3RhdGV9YCk7XG4gIH1cbiAgcmV0dXJuIHIubGF0ZW5jeS5tZWFuICogMTAwMDtcbn1cblxuYXN5bmMgZnVuY3Rpb24gd2l0aENsdXN0ZXI8VD4ob3B0aW9uczogQ2x1c3Rlck9wdGlvbnMsIGY6IChjOiBDbHVzdGVyKSA9PiBQcm9taXNlPFQ+KTogUHJvbWlzZTxUPiB7XG4gIGNvbnN0IGNsdXN0ZXIgPSBjcmVhdGVDbHVzdGVyKG9wdGlvbnMpO1xuICB0cnkge1xuICAgIHJldHVybiBhd2FpdCBmKGNsdXN0ZXIpO1xuICB9IGZpbmFsbHkge1xuICAgIGF3YWl0IGNsdXN0ZXIuY2xvc2UoKTtcbiAgfVxufVxuXG5hc3luYyBmdW5jdGlvbiB3aXRoUmF3PFQ+KHRocmVhZHM6IG51bWJlciwgc3BpbjogbnVtYmVyIHwgdW5kZWZpbmVkLCBmOiAocjogUmF3VGhyZWFkcykgPT4gUHJvbWlzZTxUPik6IFByb21pc2U8VD4ge1xuICBjb25zdCByYXcgPSBuZXcgUmF3VGhyZWFkcyhzcGluID09PSB1bmRlZmluZWQgPyB7IHRocmVhZHMgfSA6IHsgdGhyZWFkcywgc3BpbiB9KTtcbiAgdHJ5IHtcbiAgICByZXR1cm4gYXdhaXQgZihyYXcpO1xuICB9IGZpbmFsbHkge1xuICAgIGF3YWl0IHJhdy5jbG9zZSgpO1xuICB9XG59XG5cbmNvbnN0IGdyb3VwczogR3JvdXBbXSA9IFtcbiAge1xuICAgIGlkOiAncnQyJyxcbiAgICB0aXRsZTogXCIyIHJhbmtzLCBjaGFpbjoyLCBzcGluOiAnYXV0bycgKHNwaW5zOiAyIHRocmVhZHMgb24gMiBjb3JlcykgLSByb3VuZCB0cmlwLCBiYXJyaWVyLCBhbGxyZWR1Y2VcIixcbiAgICBydW46IChvKSA9PlxuICAgICAgd2l0aFJhdygyLCB1bmRlZmluZWQsIChyYXcpID0+XG4gICAgICAgIHdpdGhDbHVzdGVyKHsgdG9wb2xvZ3k6ICdjaGFpbjoyJywgc3BpbjogJ2F1dG8nIH0sIChjKSA9PlxuICAgICAgICAgIG1lYXN1cmVHcm91cChcbiAgICAgICAgICAgIFtcbiAgICAgICAgICAgICAgeyBuYW1lOiAncmF3IEF0b21pY3MgcGluZy1wb25nLCAyIHRocmVhZHMnLCBtZXRyaWM6IFRJTUUsIHRyaWFsOiAobikgPT4gcmF3LnBpbmdwb25nKG4pLCBtaW5OOiAyMDAgfSxcbiAgICAgICAgICAgICAge1xuICAgICAgICAgICAgICAgIG5hbWU6ICdsaW5rIHBpbmctcG9uZyA4IEIsIDIgcmFua3MnLFxuICAgICAgICAgICAgICAgIG1ldHJpYzogVElNRSxcbiAgICAgICAgICAgICAgICB0cmlhbDogY2x1c3RlclRyaWFsKGMsIChuKSA9PiAoeyBraW5kOiAncGluZ3BvbmcnLCBuLCBwYWlyczogJ29uZScgfSkpLFxuICAgICAgICAgICAgICAgIHJlZjogJ3JhdyBBdG9taWNzIHBpbmctcG9uZywgMiB0aHJlYWRzJyxcbiAgICAgICAgICAgICAgICB0YXJnZXQ6IHsgbWF4OiAzIH0sXG4gICAgICAgICAgICAgICAgbWluTjogMjAwLFxuICAgICAgICAgICAgICAgIG5vdGU6ICdyZWN2SW50byBhIHJldXNlZCBidWZmZXInLFxuICAgICAgICAgICAgICB9LFxuICAgICAgICAgICAgICB7XG4gICAgICAgICAgICAgICAgbmFtZTogJ2xpbmsgcGluZy1wb25nIDggQiwgcmVjdiAobmV3IGFycmF5KSwgMiByYW5rcycsXG4gICAgICAgICAgICAgICAgbWV0cmljOiBUSU1FLFxuICAgICAgICAgICAgICAgIHRyaWFsOiBjbHVzdGVyVHJpYWwoYywgKG4pID0+ICh7IGtpbmQ6ICdwaW5ncG9uZycsIG4sIHBhaXJzOiAnb25lJywgYWxsb2M6IHRydWUgfSkpLFxuICAgICAgICAgICAgICAgIHJlZjogJ3JhdyBBdG9taWNzIHBpbmctcG9uZywgMiB0aHJlYWRzJyxcbiAgICAgICAgICAgICAgICBtaW5OOiAyMDAsXG4gICAgICAgICAgICAgIH0sXG4gICAgICAgICAgICAgIHsgbmFtZTogJ3JhdyBBdG9taWNzIGJhcnJpZXIsIDIgdGhyZWFkcycsIG1ldHJpYzogVElNRSwgdHJpYWw6IChuKSA9PiByYXcuYmFycmllcihuKSwgbWluTjogMjAwIH0sXG4gICAgICAgICAgICAgIHtcbiAgICAgICAgICAgICAgICBuYW1lOiAnYmFycmllciBjdHguY29tbSAoc2htKSwgMiByYW5rcycsXG4gICAgICAgICAgICAgICAgbWV0cmljOiBUSU1FLFxuICAgICAgICAgICAgICAgIHRyaWFsOiBjbHVzdGVyVHJpYWwoYywgKG4pID0+ICh7IGtpbmQ6ICdiYXJyaWVyJywgbiwgdmlhOiAnc2htJyB9KSksXG4gICAgICAgICAgICAgICAgcmVmOiAncmF3IEF0b21pY3MgYmFycmllciwgMiB0aHJlYWRzJyxcbiAgICAgICAgICAgICAgICB0YXJnZXQ6IHsgbWF4OiAzIH0sXG4gICAgICAgICAgICAgICAgbWluTjogMjAwLFxuICAgICAgICAgICAgICB9LFxuICAgICAgICAgICAgICB7XG4gICAgICAgICAgICAgICAgbmFtZTogJ2JhcnJpZXIgY3R4LmNvbW1MaW5rcywgMiByYW5rcycsXG4gICAgICAgICAgICAgICAgbWV0cmljOiBUSU1FLFxuICAgICAgICAgICAgICAgIHRyaWFsOiBjbHVzdGVyVHJpYWwoYywgKG4pID0+ICh7IGtpbmQ6ICdiYXJyaWVyJywgbiwgdmlhOiAnbGlua3MnIH0pKSxcbiAgICAgICAgICAgICAgICByZWY6ICdyYXcgQXRvbWljcyBwaW5nLXBvbmcsIDIgdGhyZWFkcycsXG4gICAgICAgICAgICAgICAgbWluTjogMjAwLFxuICAgICAgICAgICAgICAgIG5vdGU6ICd0b3BvbG9neS1mYWl0aGZ1bDogYSB0b2tlbiB1cCB0aGUgdHJlZSBhbmQgYmFjaywgaS5lLiBhIGxpbmsgcm91bmQgdHJpcCBhdCAyIHJhbmtzJyxcbiAgICAgICAgICAgICAgfSxcbiAgICAgICAgICAgICAge1xuICAgICAgICAgICAgICAgIG5hbWU6ICdhbGxyZWR1Y2Ugc3VtIHNobSwgMiByYW5rcycsXG4gICAgICAgICAgICAgICAgbWV0cmljOiBUSU1FLFxuICAgICAgICAgICAgICAgIHRyaWFsOiBjbHVzdGVyVHJpYWwoYywgKG4pID0+ICh7IGtpbmQ6ICdhbGxyZWR1Y2UnLCBuLCB2aWE6ICdzaG0nIH0pKSxcbiAgICAgICAgICAgICAgICByZWY6ICdyYXcgQXRvbWljcyBiYXJyaWVyLCAyIHRocmVhZHMnLFxuICAgICAgICAgICAgICAgIG1pbk46IDIwMCxcbiAgICAgICAgICAgICAgfSxcbiAgICAgICAgICAgICAge1xuICAgICAgICAgICAgICAgIG5hbWU6ICdhbGxyZWR1Y2Ugc3VtIGxpbmtzLCAyIHJhbmtzJyxcbiAgICAgICAgICAgICAgICBtZXRyaWM6IFRJTUUsXG4gICAgICAgICAgICAgICAgdHJpYWw6IGNsdXN0ZXJUcmlhbChjLCAobikgPT4gKHsga2luZDogJ2FsbHJlZHVjZScsIG4sIHZpYTogJ2xpbmtzJyB9KSksXG4gICAgICAgICAgICAgICAgcmVmOiAncmF3IEF0b21pY3MgYmFycmllciwgMiB0aHJlYWRzJyxcbiAgICAgICAgICAgICAgICBtaW5OOiAyMDAsXG4gICAgICAgICAgICAgIH0sXG4gICAgICAgICAgICAgIHtcbiAgICAgICAgICAgICAgICBuYW1lOiAnYmFsYW5jZSB0aGF0IG1vdmVzIG5vdGhpbmcsIGdkZSwgMTAyNCB4IDEwMjQgc3RyaXBzLCAyIHJhbmtzJyxcbiAgICAgICAgICAgICAgICBtZXRyaWM6IFRJTUUsXG4gICAgICAgICAgICAgICAgdHJpYWw6IGNsdXN0ZXJUcmlhbChjLCAobikgPT4gKHsga2luZDogJ2JhbGFuY2UnLCBuLCBiYWxhbmNlcjogJ2dkZScsIHJvd3M6IDEwMjQsIGNvbHM6IDEwMjQgfSkpLFxuICAgICAgICAgICAgICAgIHJlZjogJ3JhdyBBdG9taWNzIGJhcnJpZXIsIDIgdGhyZWFkcycsXG4gICAgICAgICAgICAgICAgdGFyZ2V0OiB7IG1heFZhbHVlOiA0MCB9LFxuICAgICAgICAgICAgICAgIG1pbk46IDIwMCxcbiAgICAgICAgICAgICAgICAvLyB0aGUgd2FybSBjb3N0OiBWOCByZWFjaGVzIGl0cyBvcHRpbWlzZWQgY29kZSBmb3IgdGhlIGJhbGFuY2UgcGF0aCBhZnRlciBhIGZld1xuICAgICAgICAgICAgICAgIC8vIHRob3VzYW5kIGJhbGFuY2VzIChtZWFzdXJlZDogfjE4MCB1cyBwZXIgYmFsYW5jZSBvdmVyIHRoZSBmaXJzdCAzMDAwLCB+MzAgYWZ0ZXIgOTAwMClcbiAgICAgICAgICAgICAgICBwcmVoZWF0TjogMTBfMDAwLFxuICAgICAgICAgICAgICAgIG5vdGU6ICdhIGJhbGFuY2luZyBkcml2ZXIgcGhhc2U6IG9uZSBsb2FkIGdhdGhlciAocGxhbmUgbG9hZHMgb2YgMTAyNCByb3dzKSwgdGhlIGRlY2lzaW9uIG9uIGV2ZXJ5IHJhbmsgKGFmdGVyIDEwIDAwMCB1bnRpbWVkIGJhbGFuY2VzKScsXG4gICAgICAgICAgICAgIH0sXG4gICAgICAgICAgICBdLFxuICAgICAgICAgICAgbyxcbiAgICAgICAgICApLFxuICAgICAgICApLFxuICAgICAgKSxcbiAgfSxcbiAge1xuICAgIGlkOiAncnQyd2FpdCcsXG4gICAgdGl0bGU6ICcyIHJhbmtzLCBzcGluOiBmYWxzZSAoQXRvbWljcy53YWl0IG9uIGV2ZXJ5IGhvcCkgLSBjb250ZXh0IGZvciB0aGUgd2FpdGluZyBwYXRoJyxcbiAgICBydW46IChvKSA9PlxuICAgICAgd2l0aFJhdygyLCAwLCAocmF3KSA9PlxuICAgICAgICB3aXRoQ2x1c3Rlcih7IHRvcG9sb2d5OiAnY2hhaW46MicsIHNwaW46IGZhbHNlIH0sIChjKSA9PlxuICAgICAgICAgIG1lYXN1cmVHcm91cChcbiAgICAgICAgICAgIFtcbiAgICAgICAgICAgICAgeyBuYW1lOiAncmF3IEF0b21pY3MgcGluZy1wb25nLCAyIHRocmVhZHMsIHdhaXQnLCBtZXRyaWM6IFRJTUUsIHRyaWFsOiAobikgPT4gcmF3LnBpbmdwb25nKG4pLCBtaW5OOiA1MCB9LFxuICAgICAgICAgICAgICB7XG4gICAgICAgICAgICAgICAgbmFtZTogJ2xpbmsgcGluZy1wb25nIDggQiwgMiByYW5rcywgd2FpdCcsXG4gICAgICAgICAgICAgICAgbWV0cmljOiBUSU1FLFxuICAgICAgICAgICAgICAgIHRyaWFsOiBjbHVzdGVyVHJpYWwoYywgKG4pID0+ICh7IGtpbmQ6ICdwaW5ncG9uZycsIG4sIHBhaXJzOiAnb25lJyB9KSksXG4gICAgICAgICAgICAgICAgcmVmOiAncmF3IEF0b21pY3MgcGluZy1wb25nLCAyIHRocmVhZHMsIHdhaXQnLFxuICAgICAgICAgICAgICAgIG1pbk46IDUwLFxuICAgICAgICAgICAgICB9LFxuICAgICAgICAgICAgXSxcbiAgICAgICAgICAgIG8sXG4gICAgICAgICAgKSxcbiAgICAgICAgKSxcbiAgICAgICksXG4gIH0sXG4gIHtcbiAgICBpZDogJ3J0OCcsXG4gICAgdGl0bGU6IFwiOCByYW5rcywgcmluZzo4LCBzcGluOiAnYXV0bycgKG5vIHNwaW46IDggdGhyZWFkcyBvbiAyIGNvcmVzKSAtIHJvdW5kIHRyaXBcIixcbiAgICBydW46IChvKSA9PlxuICAgICAgd2l0aFJhdyg4LCB1bmRlZmluZWQsIChyYXcpID0+XG4gICAgICAgIHdpdGhDbHVzdGVyKHsgdG9wb2xvZ3k6ICdyaW5nOjgnLCBzcGluOiAnYXV0bycgfSwgKGMpID0+XG4gICAgICAgICAgbWVhc3VyZUdyb3VwKFxuICAgICAgICAgICAgW1xuICAgICAgICAgICAgICB7IG5hbWU6ICdyYXcgQXRvbWljcyBwaW5nLXBvbmcsIDggdGhyZWFkcywgcGFpciAwLTEnLCBtZXRyaWM6IFRJTUUsIHRyaWFsOiAobikgPT4gcmF3LnBpbmdwb25nKG4sICdvbmUnKSwgbWluTjogNTAgfSxcbiAgICAgICAgICAgICAge1xuICAgICAgICAgICAgICAgIG5hbWU6ICdsaW5rIHBpbmctcG9uZyA4IEIsIHJpbmc6OCwgcGFpciAwLTEnLFxuICAgICAgICAgICAgICAgIG1ldHJpYzogVElNRSxcbiAgICAgICAgICAgICAgICB0cmlhbDogY2x1c3RlclRyaWFsKGMsIChuKSA9PiAoeyBraW5kOiAncGluZ3BvbmcnLCBuLCBwYWlyczogJ29uZScgfSkpLFxuICAgICAgICAgICAgICAgIHJlZjogJ3JhdyBBdG9taWNzIHBpbmctcG9uZywgOCB0aHJlYWRzLCBwYWlyIDAtMScsXG4gICAgICAgICAgICAgICAgdGFyZ2V0OiB7IG1heDogMS41IH0sXG4gICAgICAgICAgICAgICAgbWluTjogNTAsXG4gICAgICAgICAgICAgICAgbm90ZTogJ3JhbmtzIDIuLjcgaWRsZSBpbiBjdHguY29tbS5iYXJyaWVyKCknLFxuICAgICAgICAgICAgICB9LFxuICAgICAgICAgICAgICB7IG5hbWU6ICdyYXcgQXRvbWljcyBwaW5nLXBvbmcsIDggdGhyZWFkcywgNCBwYWlycycsIG1ldHJpYzogVElNRSwgdHJpYWw6IChuKSA9PiByYXcucGluZ3BvbmcobiwgJ2FsbCcpLCBtaW5OOiA1MCB9LFxuICAgICAgICAgICAgICB7XG4gICAgICAgICAgICAgICAgbmFtZTogJ2xpbmsgcGluZy1wb25nIDggQiwgcmluZzo4LCA0IHBhaXJzJyxcbiAgICAgICAgICAgICAgICBtZXRyaWM6IFRJTUUsXG4gICAgICAgICAgICAgICAgdHJpYWw6IGNsdXN0ZXJUcmlhbChjLCAobikgPT4gKHsga2luZDogJ3Bpbmdwb25nJywgbiwgcGFpcnM6ICdhbGwnIH0pKSxcbiAgICAgICAgICAgICAgICByZWY6ICdyYXcgQXRvbWljcyBwaW5nLXBvbmcsIDggdGhyZWFkcywgNCBwYWlycycsXG4gICAgICAgICAgICAgICAgdGFyZ2V0OiB7IG1heDogMS41IH0sXG4gICAgICAgICAgICAgICAgbWluTjogNTAsXG4gICAgICAgICAgICAgIH0sXG4gICAgICAgICAgICBdLFxuICAgICAgICAgICAgbyxcbiAgICAgICAgICApLFxuICAgICAgICApLFxuICAgICAgKSxcbiAgfSxcbiAge1xuICAgIGlkOiAncG9vbCcsXG4gICAgdGl0bGU6ICd3aGF0IGEgcG9vbCB1c2VyIGhhczogTWVzc2FnZVBvcnQgYW5kIHBpc2NpbmEgcm91bmQgdHJpcHMgKG1haW4gdGhyZWFkIDwtPiAxIHdvcmtlciknLFxuICAgIHJ1bjogYXN5bmMgKG8pID0+IHtcbiAgICAgIGNvbnN0IHBvcnQgPSBuZXcgRWNob1BvcnQoKTtcbiAgICAgIGNvbnN0IHBvb2wgPSBuZXcgTm9vcFBvb2woMSk7XG4gICAgICB0cnkge1xuICAgICAgICByZXR1cm4gYXdhaXQgbWVhc3VyZUdyb3VwKFxuICAgICAgICAgIFtcbiAgICAgICAgICAgIHtcbiAgICAgICAgICAgICAgbmFtZTogJ01lc3NhZ2VQb3J0IHJvdW5kIHRyaXAgKGFzeW5jKScsXG4gICAgICAgICAgICAgIG1ldHJpYzogVElNRSxcbiAgICAgICAgICAgICAgdHJpYWw6IChuKSA9PiBwb3J0LnJvdW5kVHJpcHMobiksXG4gICAgICAgICAgICAgIHJlZjogJ2xpbmsgcGluZy1wb25nIDggQiwgMiByYW5rcycsXG4gICAgICAgICAgICAgIG1pbk46IDUwLFxuICAgICAgICAgICAgfSxcbiAgICAgICAgICAgIHsgbmFtZTogJ3Bpc2NpbmEgcnVuKCkgbm8tb3AnLCBtZXRyaWM6IFRJTUUsIHRyaWFsOiAobikgPT4gcG9vbC5yb3VuZFRyaXBzKG4pLCByZWY6ICdsaW5rIHBpbmctcG9uZyA4IEIsIDIgcmFua3MnLCBtaW5OOiA1MCB9LFxuICAgICAgICAgIF0sXG4gICAgICAgICAgbyxcbiAgICAgICAgKTtcbiAgICAgIH0gZmluYWxseSB7XG4gICAgICAgIGF3YWl0IHBvcnQuY2xvc2UoKTtcbiAgICAgICAgYXdhaXQgcG9vbC5jbG9zZSgpO1xuICAgICAgfVxuICAgIH0sXG4gIH0sXG4gIHtcbiAgICBpZDogJ2J3JyxcbiAgICB0aXRsZTogJzEgTWlCIEZsb2F0NjRBcnJheSB0aHJvdWdoIGEgbGluayAoc2VuZCAvIHJlY3ZJbnRvKSwgY2hhaW46MiwgdnMgVWludDhBcnJheS5zZXQgMSBNaUIgb24gdGhlIG1haW4gdGhyZWFkJyxcbiAgICBydW46IChvKSA9PlxuICAgICAgd2l0aFJhdygyLCB1bmRlZmluZWQsIGFzeW5jIChyYXcpID0+IHtcbiAgICAgICAgY29uc3QgbG9jYWwgPSBuZXcgVWludDhBcnJheShNaUIpLm1hcCgoXywgaSkgPT4gaSAmIDI1NSk7XG4gICAgICAgIGNvbnN0IHNoYXJlZCA9IG5ldyBVaW50OEFycmF5KG5ldyBTaGFyZWRBcnJheUJ1ZmZlcihNaUIpKTtcbiAgICAgICAgY29uc3QgYmFjayA9IG5ldyBVaW50OEFycmF5KE1pQik7XG4gICAgICAgIGNvbnN0IHN0cmVhbU9wdHMgPSAobjogbnVtYmVyKTogTWljcm9PcHRpb25zID0+ICh7IGtpbmQ6ICdzdHJlYW0nLCBuLCBieXRlczogTWlCLCB2ZXJpZnk6IHRydWUgfSk7XG4gICAgICAgIGNvbnN0IEJXID0geyBraW5kOiAnYmFuZHdpZHRoJywgYnl0ZXM6IE1pQiB9IGFzIGNvbnN0O1xuICAgICAgICBjb25zdCBTRVQgPSAnVWludDhBcnJheS5zZXQgMSBNaUIgbG9jYWwtPlNBQic7XG4gICAgICAgIGNvbnN0IEtpQiA9IDEwMjQ7XG4gICAgICAgIC8vIEVhY2ggbGluayBzaXplIG5leHQgdG8gdGhlIHJhdyBzdHJlYW0gd2l0aCBpdHMgY2h1bmtpbmc6IGNodW5rcyBvZiBhdCBtb3N0IDEyOCBLaUIsIGFzXG4gICAgICAgIC8vIG1hbnkgYXMgdGhlIHJpbmcgaG9sZHMgKHR3byBpbiBhIDI1NiBLaUIgcmluZywgZWlnaHQgaW4gdGhlIGRlZmF1bHQgMSBNaUIgcmluZykuXG4gICAgICAgIGNvbnN0IGxpbmtzID0gTElOS19TSVpFUy5tYXAoKGJ5dGVzKSA9PiB7XG4gICAgICAgICAgY29uc3Qgc2xvdHMgPSBNYXRoLm1heCgyLCBieXRlcyAvICgxMjggKiBLaUIpKTtcbiAgICAgICAgICByZXR1cm4ge1xuICAgICAgICAgICAgYnl0ZXMsXG4gICAgICAgICAgICBzbG90cyxcbiAgICAgICAgICAgIGNsdXN0ZXI6IGNyZWF0ZUNsdXN0ZXIoeyB0b3BvbG9neTogJ2NoYWluOjInLCBzcGluOiAnYXV0bycsIGxpbmtCeXRlczogYnl0ZXMgfSksXG4gICAgICAgICAgICBjb3JydXB0OiAwLFxuICAgICAgICAgICAgcmF3TmFtZTogYHJhdyAyLXRocmVhZCBzdHJlYW0gMSBNaUIsICR7c2xvdHN9IHggMTI4IEtpQiBzbG90c2AsXG4gICAgICAgICAgICBuYW1lOiBgbGluayAxIE1pQiwgbGlua0J5dGVzICR7Ynl0ZXMgPj0gTWlCID8gYCR7Ynl0ZXMgLyBNaUJ9IE1pQmAgOiBgJHtieXRlcyAvIEtpQn0gS2lCYH0ke2J5dGVzID09PSBERUZBVUxUX0xJTktfQllURVMgPyAnIChkZWZhdWx0KScgOiAnJ31gLFxuICAgICAgICAgIH07XG4gICAgICAgIH0pO1xuICAgICAgICB0cnkge1xuICAgICAgICAgIGNvbnN0IHJvd3M6IFJvd1NwZWNbXSA9IFtcbiAgICAgICAgICAgIHsgbmFtZTogU0VULCBtZXRyaWM6IEJXLCB0cmlhbDogKCkgPT4gdGlueVRyaWFsKCdzZXQgbG9jYWwtPlNBQicsICgpID0+IHNoYXJlZC5zZXQobG9jYWwpLCBvLnRhcmdldE1zKSwgZml4ZWROOiAxIH0sXG4gICAgICAgICAgICB7XG4gICAgICAgICAgICAgIG5hbWU6ICdVaW50OEFycmF5LnNldCAxIE1pQiBTQUItPmxvY2FsJyxcbiAgICAgICAgICAgICAgbWV0cmljOiBCVyxcbiAgICAgICAgICAgICAgdHJpYWw6ICgpID0+IHRpbnlUcmlhbCgnc2V0IFNBQi0+bG9jYWwnLCAoKSA9PiBiYWNrLnNldChzaGFyZWQpLCBvLnRhcmdldE1zKSxcbiAgICAgICAgICAgICAgZml4ZWROOiAxLFxuICAgICAgICAgICAgfSxcbiAgICAgICAgICAgIC4uLmxpbmtzLm1hcChcbiAgICAgICAgICAgICAgKGwpOiBSb3dTcGVjID0+ICh7XG4gICAgICAgICAgICAgICAgbmFtZTogbC5yYXdOYW1lLFxuICAgICAgICAgICAgICAgIG1ldHJpYzogQlcsXG4gICAgICAgICAgICAgICAgdHJpYWw6IChuKSA9PiByYXcuc3RyZWFtKG4sIE1pQiwgMTI4ICogS2lCLCBsLnNsb3RzKSxcbiAgICAgICAgICAgICAgICByZWY6IFNFVCxcbiAgICAgICAgICAgICAgICBtaW5OOiA4LFxuICAgICAgICAgICAgICAgIG5vdGU6IGB0aGUgcGh5c2ljYWwgbGltaXQgb2YgYSAke2wuYnl0ZXMgLyBLaUJ9IEtpQiBsaW5rOiBjb3B5IGluIG9uIG9uZSBjb3JlLCBjb3B5IG91dCBvbiB0aGUgb3RoZXJgLFxuICAgICAgICAgICAgICB9KSxcbiAgICAgICAgICAgICksXG4gICAgICAgICAgICAuLi5saW5rcy5tYXAoXG4gICAgICAgICAgICAgIChsKTogUm93U3BlYyA9PiAoe1xuICAgICAgICAgICAgICAgIG5hbWU6IGwubmFtZSxcbiAgICAgICAgICAgICAgICBtZXRyaWM6IEJXLFxuICAgICAgICAgICAgICAgIHRyaWFsOiBjbHVzdGVyVHJpYWwobC5jbHVzdGVyLCBzdHJlYW1PcHRzLCAocikgPT4ge1xuICAgICAgICAgICAgICAgICAgbC5jb3JydXB0ICs9IHIuY29ycnVwdCA/PyAwO1xuICAgICAgICAgICAgICAgIH0pLFxuICAgICAgICAgICAgICAgIHJlZjogU0VULFxuICAgICAgICAgICAgICAgIGFsc29SZWY6IGwucmF3TmFtZSxcbiAgICAgICAgICAgICAgICAvLyBUaGUgZ29hbCBob2xkcyBmb3IgdGhlIGRlZmF1bHQgcmluZzsgdGhlIG90aGVyIHNpemVzIHNob3cgaG93IGRlcHRoIG1hdHRlcnMuXG4gICAgICAgICAgICAgICAgLi4uKGwuYnl0ZXMgPT09IERFRkFVTFRfTElOS19CWVRFUyA/IHsgdGFyZ2V0OiB7IG1pbjogMC40IH0gfSA6IHt9KSxcbiAgICAgICAgICAgICAgICBtaW5OOiA4LFxuICAgICAgICAgICAgICB9KSxcbiAgICAgICAgICAgICksXG4gICAgICAgICAgXTtcbiAgICAgICAgICBjb25zdCBvdXQgPSBhd2FpdCBtZWFzdXJlR3JvdXAocm93cywgbyk7XG4gICAgICAgICAgZm9yIChjb25zdCBbaSwgbF0gb2YgbGlua3MuZW50cmllcygpKSAob3V0WzIgKyBsaW5rcy5sZW5ndGggKyBpXSBhcyBSb3dSZXN1bHQpLmV4dHJhID0geyBjb3JydXB0TWVzc2FnZXM6IGwuY29ycnVwdCB9O1xuICAgICAgICAgIGNvbnN0IGNvcnJ1cHQgPSBsaW5rcy5yZWR1Y2UoKHN1bSwgbCkgPT4gc3VtICsgbC5jb3JydXB0LCAwKTtcbiAgICAgICAgICBpZiAoY29ycnVwdCA+IDApIG8ubG9nPy4oYCAgV0FSTklORzogcmVjdkludG8gZGVsaXZlcmVkICR7Y29ycnVwdH0gbWVzc2FnZXMgd2hvc2UgY29udGVudCB3YXMgbm90IHRoZSBtZXNzYWdlIHNlbnRgKTtcbiAgICAgICAgICByZXR1cm4gb3V0O1xuICAgICAgICB9IGZpbmFsbHkge1xuICAgICAgICAgIGF3YWl0IFByb21pc2UuYWxsKGxpbmtzLm1hcCgobCkgPT4gbC5jbHVzdGVyLmNsb3NlKCkpKTtcbiAgICAgICAgfVxuICAgICAgfSksXG4gIH0sXG4gIHtcbiAgICBpZDogJ2NvZGVjJyxcbiAgICB0aXRsZTogJzEwMDAgc21hbGwgcmVjb3JkcyB7IGlkLCB4LCB5LCBuYW1lIH06IG1zZ3BhY2tyIHJlY29yZHMgdnMgc3RydWN0dXJlZENsb25lICh0aW55YmVuY2gsIG1haW4gdGhyZWFkKScsXG4gICAgcnVuOiAobykgPT4ge1xuICAgICAgY29uc3QgcmVjb3JkcyA9IG1ha2VSZWNvcmRzKDEwMDApO1xuICAgICAgY29uc3QgcGFja3IgPSByZWNvcmRzUGFja3IoKTtcbiAgICAgIHJldHVybiBtZWFzdXJlR3JvdXAoXG4gICAgICAgIFtcbiAgICAgICAgICB7XG4gICAgICAgICAgICBuYW1lOiAnc3RydWN0dXJlZENsb25lIDEwMDAgcmVjb3JkcycsXG4gICAgICAgICAgICBtZXRyaWM6IFRJTUUsXG4gICAgICAgICAgICB0cmlhbDogKCkgPT4gdGlueVRyaWFsKCdzdHJ1Y3R1cmVkQ2xvbmUnLCAoKSA9PiBjbG9uZVJvdW5kVHJpcChyZWNvcmRzKSwgby50YXJnZXRNcyksXG4gICAgICAgICAgICBmaXhlZE46IDEsXG4gICAgICAgICAgfSxcbiAgICAgICAgICB7XG4gICAgICAgICAgICBuYW1lOiAnbXNncGFja3IgcmVjb3JkcyBwYWNrK3VucGFjayAxMDAwJyxcbiAgICAgICAgICAgIG1ldHJpYzogVElNRSxcbiAgICAgICAgICAgIHRyaWFsOiAoKSA9PiB0aW55VHJpYWwoJ21zZ3BhY2tyJywgKCkgPT4gcGFja3JSb3VuZFRyaXAocGFja3IsIHJlY29yZHMpLCBvLnRhcmdldE1zKSxcbiAgICAgICAgICAgIGZpeGVkTjogMSxcbiAgICAgICAgICAgIHJlZjogJ3N0cnVjdHVyZWRDbG9uZSAxMDAwIHJlY29yZHMnLFxuICAgICAgICAgIH0sXG4gICAgICAgIF0sXG4gICAgICAgIG8sXG4gICAgICApO1xuICAgIH0sXG4gIH0sXG5dO1xuXG5leHBvcnQgY29uc3QgR1JPVVBfSURTOiByZWFkb25seSBzdHJpbmdbXSA9IGdyb3Vwcy5tYXAoKGcpID0+IGcuaWQpO1xuXG5leHBvcnQgYXN5bmMgZnVuY3Rpb24gcnVuTWljcm8obzogU3VpdGVPcHRpb25zKTogUHJvbWlzZTxHcm91cFJlc3VsdFtdPiB7XG4gIGNvbnN0IG91dDogR3JvdXBSZXN1bHRbXSA9IFtdO1xuICBmb3IgKGNvbnN0IGcgb2YgZ3JvdXBzKSB7XG4gICAgaWYgKG8ub25seSAhPT0gdW5kZWZpbmVkICYmIG8ub25seS5sZW5ndGggPiAwICYmICFvLm9ubHkuc29tZSgocykgPT4gZy5pZCA9PT0gcykpIGNvbnRpbnVlO1xuICAgIG8ubG9nPy4oYFske2cuaWR9XSAke2cudGl0bGV9YCk7XG4gICAgY29uc3QgdDAgPSBwZXJmb3JtYW5jZS5ub3coKTtcbiAgICBjb25zdCByb3dzID0gYXdhaXQgZy5ydW4obyk7XG4gICAgby5sb2c/LihgICAoJHsoKHBlcmZvcm1hbmNlLm5vdygpIC0gdDApIC8gMTAwMCkudG9GaXhlZCgxKX0gcylgKTtcbiAgICBvdXQucHVzaCh7IGlkOiBnLmlkLCB0aXRsZTogZy50aXRsZSwgcm93cyB9KTtcbiAgfVxuICByZXR1cm4gb3V0O1xufVxuIl0sCiAgIm1hcHBpbmdzIjogIkFBSUEsU0FBNEMsZUFBZSwwQkFBMEI7QUFDckYsU0FBUyxhQUFhO0FBRXRCLFNBQVMsZ0JBQWdCLGFBQWEsZ0JBQWdCLG9CQUFvQjtBQUMxRSxTQUE4QixvQkFBZ0U7QUFDOUYsU0FBUyxVQUFVLGdCQUFnQjtBQUNuQyxTQUFTLGtCQUFrQjtBQUUzQixNQUFNLFVBQVUsSUFBSSxJQUFJLHdCQUF3QixZQUFZLEdBQUc7QUFDL0QsTUFBTSxNQUFNLEtBQUs7QUFFakIsTUFBTSxhQUFhLENBQUMsTUFBTSxNQUFNLEtBQUssSUFBSSxHQUFHO0FBQzVDLE1BQU0sT0FBTyxFQUFFLE1BQU0sT0FBTztBQW9CNUIsU0FBUyxhQUFhLFNBQWtCLFNBQXNDLFVBQThDO0FBQzFILFNBQU8sT0FBTyxNQUFNO0FBQ2xCLFVBQU0sTUFBTSxNQUFNLFFBQVEsSUFBd0IsU0FBUyxRQUFRLENBQUMsQ0FBQztBQUNyRSxVQUFNLE1BQU0sSUFBSSxRQUFRLEtBQUssQ0FBQyxNQUF3QixNQUFNLElBQUk7QUFDaEUsUUFBSSxRQUFRLE9BQVcsT0FBTSxJQUFJLE1BQU0saUJBQWlCLFFBQVEsQ0FBQyxFQUFFLElBQUksMkJBQTJCO0FBQ2xHLGVBQVcsR0FBRztBQUNkLFdBQU8sSUFBSTtBQUFBLEVBQ2I7QUFDRjtBQUdBLGVBQWUsVUFBVSxNQUFjLElBQWdCLFFBQWlDO0FBQ3RGLFFBQU0sUUFBUSxJQUFJLE1BQU0sRUFBRSxNQUFNLFFBQVEsWUFBWSxHQUFHLFFBQVEsT0FBTyxRQUFRLEtBQUssQ0FBQztBQUNwRixRQUFNLElBQUksTUFBTSxFQUFFO0FBQ2xCLFFBQU0sTUFBTSxJQUFJO0FBQ2hCLFFBQU0sSUFBSSxNQUFNLE1BQU0sQ0FBQyxHQUFHO0FBQzFCLE1BQUksTUFBTSxVQUFjLEVBQUUsVUFBVSxlQUFlLEVBQUUsVUFBVSwyQkFBNEI7QUFDekYsVUFBTSxJQUFJLE1BQU0sYUFBYSxJQUFJLEtBQUssTUFBTSxTQUFZLGNBQWMsRUFBRSxLQUFLLEVBQUU7QUFBQSxFQUNqRjtBQUNBLFNBQU8sRUFBRSxRQUFRLE9BQU87QUFDMUI7QUFFQSxlQUFlLFlBQWUsU0FBeUIsR0FBMkM7QUFDaEcsUUFBTSxVQUFVLGNBQWMsT0FBTztBQUNyQyxNQUFJO0FBQ0YsV0FBTyxNQUFNLEVBQUUsT0FBTztBQUFBLEVBQ3hCLFVBQUU7QUFDQSxVQUFNLFFBQVEsTUFBTTtBQUFBLEVBQ3RCO0FBQ0Y7QUFFQSxlQUFlLFFBQVcsU0FBaUIsTUFBMEIsR0FBOEM7QUFDakgsUUFBTSxNQUFNLElBQUksV0FBVyxTQUFTLFNBQVksRUFBRSxRQUFRLElBQUksRUFBRSxTQUFTLEtBQUssQ0FBQztBQUMvRSxNQUFJO0FBQ0YsV0FBTyxNQUFNLEVBQUUsR0FBRztBQUFBLEVBQ3BCLFVBQUU7QUFDQSxVQUFNLElBQUksTUFBTTtBQUFBLEVBQ2xCO0FBQ0Y7QUFFQSxNQUFNLFNBQWtCO0FBQUEsRUFDdEI7QUFBQSxJQUNFLElBQUk7QUFBQSxJQUNKLE9BQU87QUFBQSxJQUNQLEtBQUssQ0FBQyxNQUNKO0FBQUEsTUFBUTtBQUFBLE1BQUc7QUFBQSxNQUFXLENBQUMsUUFDckI7QUFBQSxRQUFZLEVBQUUsVUFBVSxXQUFXLE1BQU0sT0FBTztBQUFBLFFBQUcsQ0FBQyxNQUNsRDtBQUFBLFVBQ0U7QUFBQSxZQUNFLEVBQUUsTUFBTSxvQ0FBb0MsUUFBUSxNQUFNLE9BQU8sQ0FBQyxNQUFNLElBQUksU0FBUyxDQUFDLEdBQUcsTUFBTSxJQUFJO0FBQUEsWUFDbkc7QUFBQSxjQUNFLE1BQU07QUFBQSxjQUNOLFFBQVE7QUFBQSxjQUNSLE9BQU8sYUFBYSxHQUFHLENBQUMsT0FBTyxFQUFFLE1BQU0sWUFBWSxHQUFHLE9BQU8sTUFBTSxFQUFFO0FBQUEsY0FDckUsS0FBSztBQUFBLGNBQ0wsUUFBUSxFQUFFLEtBQUssRUFBRTtBQUFBLGNBQ2pCLE1BQU07QUFBQSxjQUNOLE1BQU07QUFBQSxZQUNSO0FBQUEsWUFDQTtBQUFBLGNBQ0UsTUFBTTtBQUFBLGNBQ04sUUFBUTtBQUFBLGNBQ1IsT0FBTyxhQUFhLEdBQUcsQ0FBQyxPQUFPLEVBQUUsTUFBTSxZQUFZLEdBQUcsT0FBTyxPQUFPLE9BQU8sS0FBSyxFQUFFO0FBQUEsY0FDbEYsS0FBSztBQUFBLGNBQ0wsTUFBTTtBQUFBLFlBQ1I7QUFBQSxZQUNBLEVBQUUsTUFBTSxrQ0FBa0MsUUFBUSxNQUFNLE9BQU8sQ0FBQyxNQUFNLElBQUksUUFBUSxDQUFDLEdBQUcsTUFBTSxJQUFJO0FBQUEsWUFDaEc7QUFBQSxjQUNFLE1BQU07QUFBQSxjQUNOLFFBQVE7QUFBQSxjQUNSLE9BQU8sYUFBYSxHQUFHLENBQUMsT0FBTyxFQUFFLE1BQU0sV0FBVyxHQUFHLEtBQUssTUFBTSxFQUFFO0FBQUEsY0FDbEUsS0FBSztBQUFBLGNBQ0wsUUFBUSxFQUFFLEtBQUssRUFBRTtBQUFBLGNBQ2pCLE1BQU07QUFBQSxZQUNSO0FBQUEsWUFDQTtBQUFBLGNBQ0UsTUFBTTtBQUFBLGNBQ04sUUFBUTtBQUFBLGNBQ1IsT0FBTyxhQUFhLEdBQUcsQ0FBQyxPQUFPLEVBQUUsTUFBTSxXQUFXLEdBQUcsS0FBSyxRQUFRLEVBQUU7QUFBQSxjQUNwRSxLQUFLO0FBQUEsY0FDTCxNQUFNO0FBQUEsY0FDTixNQUFNO0FBQUEsWUFDUjtBQUFBLFlBQ0E7QUFBQSxjQUNFLE1BQU07QUFBQSxjQUNOLFFBQVE7QUFBQSxjQUNSLE9BQU8sYUFBYSxHQUFHLENBQUMsT0FBTyxFQUFFLE1BQU0sYUFBYSxHQUFHLEtBQUssTUFBTSxFQUFFO0FBQUEsY0FDcEUsS0FBSztBQUFBLGNBQ0wsTUFBTTtBQUFBLFlBQ1I7QUFBQSxZQUNBO0FBQUEsY0FDRSxNQUFNO0FBQUEsY0FDTixRQUFRO0FBQUEsY0FDUixPQUFPLGFBQWEsR0FBRyxDQUFDLE9BQU8sRUFBRSxNQUFNLGFBQWEsR0FBRyxLQUFLLFFBQVEsRUFBRTtBQUFBLGNBQ3RFLEtBQUs7QUFBQSxjQUNMLE1BQU07QUFBQSxZQUNSO0FBQUEsWUFDQTtBQUFBLGNBQ0UsTUFBTTtBQUFBLGNBQ04sUUFBUTtBQUFBLGNBQ1IsT0FBTyxhQUFhLEdBQUcsQ0FBQyxPQUFPLEVBQUUsTUFBTSxXQUFXLEdBQUcsVUFBVSxPQUFPLE1BQU0sTUFBTSxNQUFNLEtBQUssRUFBRTtBQUFBLGNBQy9GLEtBQUs7QUFBQSxjQUNMLFFBQVEsRUFBRSxVQUFVLEdBQUc7QUFBQSxjQUN2QixNQUFNO0FBQUE7QUFBQTtBQUFBLGNBR04sVUFBVTtBQUFBLGNBQ1YsTUFBTTtBQUFBLFlBQ1I7QUFBQSxVQUNGO0FBQUEsVUFDQTtBQUFBLFFBQ0Y7QUFBQSxNQUNGO0FBQUEsSUFDRjtBQUFBLEVBQ0o7QUFBQSxFQUNBO0FBQUEsSUFDRSxJQUFJO0FBQUEsSUFDSixPQUFPO0FBQUEsSUFDUCxLQUFLLENBQUMsTUFDSjtBQUFBLE1BQVE7QUFBQSxNQUFHO0FBQUEsTUFBRyxDQUFDLFFBQ2I7QUFBQSxRQUFZLEVBQUUsVUFBVSxXQUFXLE1BQU0sTUFBTTtBQUFBLFFBQUcsQ0FBQyxNQUNqRDtBQUFBLFVBQ0U7QUFBQSxZQUNFLEVBQUUsTUFBTSwwQ0FBMEMsUUFBUSxNQUFNLE9BQU8sQ0FBQyxNQUFNLElBQUksU0FBUyxDQUFDLEdBQUcsTUFBTSxHQUFHO0FBQUEsWUFDeEc7QUFBQSxjQUNFLE1BQU07QUFBQSxjQUNOLFFBQVE7QUFBQSxjQUNSLE9BQU8sYUFBYSxHQUFHLENBQUMsT0FBTyxFQUFFLE1BQU0sWUFBWSxHQUFHLE9BQU8sTUFBTSxFQUFFO0FBQUEsY0FDckUsS0FBSztBQUFBLGNBQ0wsTUFBTTtBQUFBLFlBQ1I7QUFBQSxVQUNGO0FBQUEsVUFDQTtBQUFBLFFBQ0Y7QUFBQSxNQUNGO0FBQUEsSUFDRjtBQUFBLEVBQ0o7QUFBQSxFQUNBO0FBQUEsSUFDRSxJQUFJO0FBQUEsSUFDSixPQUFPO0FBQUEsSUFDUCxLQUFLLENBQUMsTUFDSjtBQUFBLE1BQVE7QUFBQSxNQUFHO0FBQUEsTUFBVyxDQUFDLFFBQ3JCO0FBQUEsUUFBWSxFQUFFLFVBQVUsVUFBVSxNQUFNLE9BQU87QUFBQSxRQUFHLENBQUMsTUFDakQ7QUFBQSxVQUNFO0FBQUEsWUFDRSxFQUFFLE1BQU0sOENBQThDLFFBQVEsTUFBTSxPQUFPLENBQUMsTUFBTSxJQUFJLFNBQVMsR0FBRyxLQUFLLEdBQUcsTUFBTSxHQUFHO0FBQUEsWUFDbkg7QUFBQSxjQUNFLE1BQU07QUFBQSxjQUNOLFFBQVE7QUFBQSxjQUNSLE9BQU8sYUFBYSxHQUFHLENBQUMsT0FBTyxFQUFFLE1BQU0sWUFBWSxHQUFHLE9BQU8sTUFBTSxFQUFFO0FBQUEsY0FDckUsS0FBSztBQUFBLGNBQ0wsUUFBUSxFQUFFLEtBQUssSUFBSTtBQUFBLGNBQ25CLE1BQU07QUFBQSxjQUNOLE1BQU07QUFBQSxZQUNSO0FBQUEsWUFDQSxFQUFFLE1BQU0sNkNBQTZDLFFBQVEsTUFBTSxPQUFPLENBQUMsTUFBTSxJQUFJLFNBQVMsR0FBRyxLQUFLLEdBQUcsTUFBTSxHQUFHO0FBQUEsWUFDbEg7QUFBQSxjQUNFLE1BQU07QUFBQSxjQUNOLFFBQVE7QUFBQSxjQUNSLE9BQU8sYUFBYSxHQUFHLENBQUMsT0FBTyxFQUFFLE1BQU0sWUFBWSxHQUFHLE9BQU8sTUFBTSxFQUFFO0FBQUEsY0FDckUsS0FBSztBQUFBLGNBQ0wsUUFBUSxFQUFFLEtBQUssSUFBSTtBQUFBLGNBQ25CLE1BQU07QUFBQSxZQUNSO0FBQUEsVUFDRjtBQUFBLFVBQ0E7QUFBQSxRQUNGO0FBQUEsTUFDRjtBQUFBLElBQ0Y7QUFBQSxFQUNKO0FBQUEsRUFDQTtBQUFBLElBQ0UsSUFBSTtBQUFBLElBQ0osT0FBTztBQUFBLElBQ1AsS0FBSyxPQUFPLE1BQU07QUFDaEIsWUFBTSxPQUFPLElBQUksU0FBUztBQUMxQixZQUFNLE9BQU8sSUFBSSxTQUFTLENBQUM7QUFDM0IsVUFBSTtBQUNGLGVBQU8sTUFBTTtBQUFBLFVBQ1g7QUFBQSxZQUNFO0FBQUEsY0FDRSxNQUFNO0FBQUEsY0FDTixRQUFRO0FBQUEsY0FDUixPQUFPLENBQUMsTUFBTSxLQUFLLFdBQVcsQ0FBQztBQUFBLGNBQy9CLEtBQUs7QUFBQSxjQUNMLE1BQU07QUFBQSxZQUNSO0FBQUEsWUFDQSxFQUFFLE1BQU0sdUJBQXVCLFFBQVEsTUFBTSxPQUFPLENBQUMsTUFBTSxLQUFLLFdBQVcsQ0FBQyxHQUFHLEtBQUssK0JBQStCLE1BQU0sR0FBRztBQUFBLFVBQzlIO0FBQUEsVUFDQTtBQUFBLFFBQ0Y7QUFBQSxNQUNGLFVBQUU7QUFDQSxjQUFNLEtBQUssTUFBTTtBQUNqQixjQUFNLEtBQUssTUFBTTtBQUFBLE1BQ25CO0FBQUEsSUFDRjtBQUFBLEVBQ0Y7QUFBQSxFQUNBO0FBQUEsSUFDRSxJQUFJO0FBQUEsSUFDSixPQUFPO0FBQUEsSUFDUCxLQUFLLENBQUMsTUFDSixRQUFRLEdBQUcsUUFBVyxPQUFPLFFBQVE7QUFDbkMsWUFBTSxRQUFRLElBQUksV0FBVyxHQUFHLEVBQUUsSUFBSSxDQUFDLEdBQUcsTUFBTSxJQUFJLEdBQUc7QUFDdkQsWUFBTSxTQUFTLElBQUksV0FBVyxJQUFJLGtCQUFrQixHQUFHLENBQUM7QUFDeEQsWUFBTSxPQUFPLElBQUksV0FBVyxHQUFHO0FBQy9CLFlBQU0sYUFBYSxDQUFDLE9BQTZCLEVBQUUsTUFBTSxVQUFVLEdBQUcsT0FBTyxLQUFLLFFBQVEsS0FBSztBQUMvRixZQUFNLEtBQUssRUFBRSxNQUFNLGFBQWEsT0FBTyxJQUFJO0FBQzNDLFlBQU0sTUFBTTtBQUNaLFlBQU0sTUFBTTtBQUdaLFlBQU0sUUFBUSxXQUFXLElBQUksQ0FBQyxVQUFVO0FBQ3RDLGNBQU0sUUFBUSxLQUFLLElBQUksR0FBRyxTQUFTLE1BQU0sSUFBSTtBQUM3QyxlQUFPO0FBQUEsVUFDTDtBQUFBLFVBQ0E7QUFBQSxVQUNBLFNBQVMsY0FBYyxFQUFFLFVBQVUsV0FBVyxNQUFNLFFBQVEsV0FBVyxNQUFNLENBQUM7QUFBQSxVQUM5RSxTQUFTO0FBQUEsVUFDVCxTQUFTLDhCQUE4QixLQUFLO0FBQUEsVUFDNUMsTUFBTSx5QkFBeUIsU0FBUyxNQUFNLEdBQUcsUUFBUSxHQUFHLFNBQVMsR0FBRyxRQUFRLEdBQUcsTUFBTSxHQUFHLFVBQVUscUJBQXFCLGVBQWUsRUFBRTtBQUFBLFFBQzlJO0FBQUEsTUFDRixDQUFDO0FBQ0QsVUFBSTtBQUNGLGNBQU0sT0FBa0I7QUFBQSxVQUN0QixFQUFFLE1BQU0sS0FBSyxRQUFRLElBQUksT0FBTyxNQUFNLFVBQVUsa0JBQWtCLE1BQU0sT0FBTyxJQUFJLEtBQUssR0FBRyxFQUFFLFFBQVEsR0FBRyxRQUFRLEVBQUU7QUFBQSxVQUNsSDtBQUFBLFlBQ0UsTUFBTTtBQUFBLFlBQ04sUUFBUTtBQUFBLFlBQ1IsT0FBTyxNQUFNLFVBQVUsa0JBQWtCLE1BQU0sS0FBSyxJQUFJLE1BQU0sR0FBRyxFQUFFLFFBQVE7QUFBQSxZQUMzRSxRQUFRO0FBQUEsVUFDVjtBQUFBLFVBQ0EsR0FBRyxNQUFNO0FBQUEsWUFDUCxDQUFDLE9BQWdCO0FBQUEsY0FDZixNQUFNLEVBQUU7QUFBQSxjQUNSLFFBQVE7QUFBQSxjQUNSLE9BQU8sQ0FBQyxNQUFNLElBQUksT0FBTyxHQUFHLEtBQUssTUFBTSxLQUFLLEVBQUUsS0FBSztBQUFBLGNBQ25ELEtBQUs7QUFBQSxjQUNMLE1BQU07QUFBQSxjQUNOLE1BQU0sMkJBQTJCLEVBQUUsUUFBUSxHQUFHO0FBQUEsWUFDaEQ7QUFBQSxVQUNGO0FBQUEsVUFDQSxHQUFHLE1BQU07QUFBQSxZQUNQLENBQUMsT0FBZ0I7QUFBQSxjQUNmLE1BQU0sRUFBRTtBQUFBLGNBQ1IsUUFBUTtBQUFBLGNBQ1IsT0FBTyxhQUFhLEVBQUUsU0FBUyxZQUFZLENBQUMsTUFBTTtBQUNoRCxrQkFBRSxXQUFXLEVBQUUsV0FBVztBQUFBLGNBQzVCLENBQUM7QUFBQSxjQUNELEtBQUs7QUFBQSxjQUNMLFNBQVMsRUFBRTtBQUFBO0FBQUEsY0FFWCxHQUFJLEVBQUUsVUFBVSxxQkFBcUIsRUFBRSxRQUFRLEVBQUUsS0FBSyxJQUFJLEVBQUUsSUFBSSxDQUFDO0FBQUEsY0FDakUsTUFBTTtBQUFBLFlBQ1I7QUFBQSxVQUNGO0FBQUEsUUFDRjtBQUNBLGNBQU0sTUFBTSxNQUFNLGFBQWEsTUFBTSxDQUFDO0FBQ3RDLG1CQUFXLENBQUMsR0FBRyxDQUFDLEtBQUssTUFBTSxRQUFRLEVBQUcsQ0FBQyxJQUFJLElBQUksTUFBTSxTQUFTLENBQUMsRUFBZ0IsUUFBUSxFQUFFLGlCQUFpQixFQUFFLFFBQVE7QUFDcEgsY0FBTSxVQUFVLE1BQU0sT0FBTyxDQUFDLEtBQUssTUFBTSxNQUFNLEVBQUUsU0FBUyxDQUFDO0FBQzNELFlBQUksVUFBVSxFQUFHLEdBQUUsTUFBTSxpQ0FBaUMsT0FBTyxrREFBa0Q7QUFDbkgsZUFBTztBQUFBLE1BQ1QsVUFBRTtBQUNBLGNBQU0sUUFBUSxJQUFJLE1BQU0sSUFBSSxDQUFDLE1BQU0sRUFBRSxRQUFRLE1BQU0sQ0FBQyxDQUFDO0FBQUEsTUFDdkQ7QUFBQSxJQUNGLENBQUM7QUFBQSxFQUNMO0FBQUEsRUFDQTtBQUFBLElBQ0UsSUFBSTtBQUFBLElBQ0osT0FBTztBQUFBLElBQ1AsS0FBSyxDQUFDLE1BQU07QUFDVixZQUFNLFVBQVUsWUFBWSxHQUFJO0FBQ2hDLFlBQU0sUUFBUSxhQUFhO0FBQzNCLGFBQU87QUFBQSxRQUNMO0FBQUEsVUFDRTtBQUFBLFlBQ0UsTUFBTTtBQUFBLFlBQ04sUUFBUTtBQUFBLFlBQ1IsT0FBTyxNQUFNLFVBQVUsbUJBQW1CLE1BQU0sZUFBZSxPQUFPLEdBQUcsRUFBRSxRQUFRO0FBQUEsWUFDbkYsUUFBUTtBQUFBLFVBQ1Y7QUFBQSxVQUNBO0FBQUEsWUFDRSxNQUFNO0FBQUEsWUFDTixRQUFRO0FBQUEsWUFDUixPQUFPLE1BQU0sVUFBVSxZQUFZLE1BQU0sZUFBZSxPQUFPLE9BQU8sR0FBRyxFQUFFLFFBQVE7QUFBQSxZQUNuRixRQUFRO0FBQUEsWUFDUixLQUFLO0FBQUEsVUFDUDtBQUFBLFFBQ0Y7QUFBQSxRQUNBO0FBQUEsTUFDRjtBQUFBLElBQ0Y7QUFBQSxFQUNGO0FBQ0Y7QUFFTyxNQUFNLFlBQStCLE9BQU8sSUFBSSxDQUFDLE1BQU0sRUFBRSxFQUFFO0FBRWxFLGVBQXNCLFNBQVMsR0FBeUM7QUFDdEUsUUFBTSxNQUFxQixDQUFDO0FBQzVCLGFBQVcsS0FBSyxRQUFRO0FBQ3RCLFFBQUksRUFBRSxTQUFTLFVBQWEsRUFBRSxLQUFLLFNBQVMsS0FBSyxDQUFDLEVBQUUsS0FBSyxLQUFLLENBQUMsTUFBTSxFQUFFLE9BQU8sQ0FBQyxFQUFHO0FBQ2xGLE1BQUUsTUFBTSxJQUFJLEVBQUUsRUFBRSxLQUFLLEVBQUUsS0FBSyxFQUFFO0FBQzlCLFVBQU0sS0FBSyxZQUFZLElBQUk7QUFDM0IsVUFBTSxPQUFPLE1BQU0sRUFBRSxJQUFJLENBQUM7QUFDMUIsTUFBRSxNQUFNLFFBQVEsWUFBWSxJQUFJLElBQUksTUFBTSxLQUFNLFFBQVEsQ0FBQyxDQUFDLEtBQUs7QUFDL0QsUUFBSSxLQUFLLEVBQUUsSUFBSSxFQUFFLElBQUksT0FBTyxFQUFFLE9BQU8sS0FBSyxDQUFDO0FBQUEsRUFDN0M7QUFDQSxTQUFPO0FBQ1Q7IiwKICAibmFtZXMiOiBbXQp9Cg==
