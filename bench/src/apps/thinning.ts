/**
 * The thinning benchmark: the GDE paper's table 3 (time, speedup, efficiency vs P) and figures 8-9
 * (U_k per iteration for the three cases; improvement due to remapping vs P), in kind, in ONE
 * process run: the sequential reference is timed side by side with every parallel run.
 *
 *   pnpm bench:app thinning [--quick] [--repeat 3] [--ranks 1,2,4,8]
 *     [--generate blobs --size 2048 | --image FILE] [--load pixels|time] [--spin auto|on|off] [--json]
 *
 * (its options are declared by the app, `THINNING_BENCH`).
 *
 * P <= cores: wall times are real. P > cores: ranks time-slice, so those rows are judged on
 * work units (deterministic) and on measured compute time: the "compute" columns give the time
 * with one core per rank and free synchronisation, sum_k max_i t_ik, where t_ik is rank i's
 * ComputeEdge + Erosion time in iteration k. t_ik is read with the wall clock around each phase:
 * phases last well under a scheduler time slice and start right after the rank is woken, so they
 * are rarely preempted, and wall time is then CPU time (the thread CPU clock itself only advances
 * at scheduler ticks, far too coarse for them).
 */
import { openSync, readSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import {
  type BinaryImage,
  generate,
  programOptions,
  readImage,
  THINNING_BENCH,
  type ThinningBenchJson,
  type ThinningCase,
  type ThinningRankResult,
  thinningApp,
  thinSequential,
} from '@meshwork/example-thinning';
import { type BenchValues, median } from '@meshwork/harness';
import { type Cluster, createCluster, type RunResult } from '@meshwork/runtime';
import { benchErrors } from '../errors.ts';
import { appBenchmark, type BenchReport } from './benchmark.ts';

const PAPER_TABLE3 = {
  P: [1, 2, 3, 4, 5, 6, 7, 8],
  time: [53346, 26987, 19867, 15230, 12394, 11148, 9054, 8679],
  speedup: [1, 1.977, 2.685, 3.503, 4.304, 4.785, 5.892, 6.146],
  efficiency: [1, 0.988, 0.893, 0.875, 0.861, 0.798, 0.842, 0.768],
};

/** Measure the thinning as the module comment says. */
export async function measureThinning(
  v: BenchValues<typeof THINNING_BENCH.options>,
  progress: (line: string) => void,
): Promise<BenchReport> {
  const { repeat, load } = v;
  const ranksList = [...v.ranks];
  const spin = v.spin === 'auto' ? 'auto' : v.spin === 'on';
  const cores = availableParallelism();

  let image: BinaryImage;
  let label: string;
  if (v.image !== '') {
    image = readImage(v.image);
    label = v.image;
  } else {
    const { generate: kind, size, seed } = v;
    image = generate({ kind, width: size, height: size, seed });
    label = `${kind} ${size}x${size} (seed ${seed})`;
  }
  const most = Math.max(...ranksList);
  if (image.height < 2 * most)
    throw benchErrors.badValue(
      'thinning',
      '--ranks',
      `at most ${Math.floor(image.height / 2)} ranks for an image of ${image.height} rows`,
      ranksList.join(','),
    );

  /** This thread's CPU time in ms (schedstat), or wall time. */
  const threadCpuMs = (() => {
    try {
      const fd = openSync('/proc/thread-self/schedstat', 'r');
      const buf = Buffer.alloc(64);
      return () => Number(buf.toString('latin1', 0, readSync(fd, buf, 0, 64, 0)).split(' ')[0]) / 1e6;
    } catch {
      return () => performance.now();
    }
  })();

  interface Sample {
    wallMs: number;
    /** sum_k max_i w_ik */
    workCritical: number;
    /** sum_k max_i t_ik (compute phases), ms */
    computeCritical: number;
    /** balancing wall ms (max over ranks of the sum over balances) */
    balanceMs: number;
    /** sum of all work */
    workTotal: number;
    exchangePercent: number;
    identical: boolean;
    /** U_k from work units, per iteration */
    uWork: number[];
    balances: number;
    rowsMoved: number;
  }

  const reference = thinSequential(image);
  const CASES: ThinningCase[] = ['static', 'gde-once', 'gde2', 'sdlb'];

  function sample(run: RunResult<ThinningRankResult>): Sample {
    const res = run.results;
    const iters = res[0]?.iterations ?? 0;
    let workCritical = 0;
    let computeCritical = 0;
    let workTotal = 0;
    const uWork: number[] = [];
    for (let k = 0; k < iters; k++) {
      const w = res.map((r) => r.work[k] as number);
      const mx = Math.max(...w);
      const sum = w.reduce((a, b) => a + b, 0);
      workCritical += mx;
      workTotal += sum;
      computeCritical += Math.max(...res.map((r) => r.computeWallMs[k] as number));
      uWork.push(mx === 0 ? 1 : sum / (res.length * mx));
    }
    const wallMs = Math.max(...res.map((r) => r.totalMs));
    const exch = res.reduce((s, r) => s + r.exchangeMs.reduce((a, b) => a + b, 0), 0) / res.length;
    const got = res[0]?.image;
    let identical = got !== undefined && res[0]?.iterations === reference.iterations;
    if (identical && got !== undefined) for (let i = 0; i < got.length && identical; i++) identical = got[i] === reference.image.data[i];
    const reports = res[0]?.reports ?? [];
    return {
      wallMs,
      workCritical,
      computeCritical,
      balanceMs: Math.max(...res.map((r) => r.balanceMs.reduce((a, b) => a + b, 0))),
      workTotal,
      exchangePercent: (100 * exch) / wallMs,
      identical,
      uWork,
      balances: reports.length,
      rowsMoved: reports.reduce((s, b) => s + b.unitsMoved, 0),
    };
  }

  interface Row {
    P: number;
    case: ThinningCase;
    seqMs: number[];
    seqCpuMs: number[];
    samples: Sample[];
  }

  const programUrl = thinningApp.programUrl;
  const load0 = loadavg()[0] as number;
  const rows: Row[] = [];
  const started = performance.now();
  for (const P of ranksList) {
    progress(`P = ${P}`);
    const cluster: Cluster = createCluster({ topology: `chain:${P}`, spin, waitTimeoutMs: 300_000 });
    try {
      const cases = P === 1 ? (['static'] as ThinningCase[]) : CASES;
      const config = (c: ThinningCase) => ({
        image,
        label,
        topology: `chain:${P}`,
        case: c,
        load,
        edges: 'exchange' as const,
        storage: 'distributed' as const,
        repeat,
      });
      await cluster.run(programUrl, { ...programOptions(config('gde2'), false), maxIterations: 3 }); // warm-up
      const byCase = new Map(
        cases.map((c) => [c, { P, case: c, seqMs: [] as number[], seqCpuMs: [] as number[], samples: [] as Sample[] }]),
      );
      for (let r = 0; r < repeat; r++) {
        // the sequential reference once per repetition, next to the parallel runs of every case
        const t0 = performance.now();
        const c0 = threadCpuMs();
        thinSequential(image);
        const seqCpu = threadCpuMs() - c0;
        const seqWall = performance.now() - t0;
        for (const c of cases) {
          const row = byCase.get(c) as Row;
          row.seqCpuMs.push(seqCpu);
          row.seqMs.push(seqWall);
          const run = await cluster.run<ThinningRankResult>(programUrl, programOptions(config(c), true), { timeoutMs: 600_000 });
          row.samples.push(sample(run));
        }
      }
      rows.push(...byCase.values());
    } finally {
      await cluster.close();
    }
  }
  const load1 = loadavg()[0] as number;

  // ---------------------------------------------------------------------------------------------
  const med = (xs: number[]) => median(xs);
  const fmt = (xs: number[], d = 1) => `${med(xs).toFixed(d)} [${Math.min(...xs).toFixed(d)}-${Math.max(...xs).toFixed(d)}]`;
  const get = (P: number, c: ThinningCase) => rows.find((r) => r.P === P && r.case === c);
  const allIdentical = rows.every((r) => r.samples.every((s) => s.identical));

  // the paper rows read this report: the compiler holds it to what they read
  const report = {
    image: { label, width: image.width, height: image.height, iterations: reference.iterations, pixels: reference.ones[0] },
    cores,
    loadAverage: [load0, load1],
    spin,
    load,
    repeat,
    allIdentical,
    rows: rows.map((r) => ({ ...r, samples: r.samples.map((s) => ({ ...s, uWork: s.uWork.map((u) => +u.toFixed(4)) })) })),
  };
  const typed: ThinningBenchJson = report;

  const out: string[] = [];
  out.push(
    `Thinning bench: ${label}, ${reference.ones[0]} object pixels, ${reference.iterations} iterations; ${cores} cores, load average ${load0.toFixed(2)} -> ${load1.toFixed(2)}`,
    `  spin ${String(spin)}, balancing load = ${load}, ${repeat} repetition(s), medians [min-max]; bench wall ${((performance.now() - started) / 1000).toFixed(1)} s; every result bit-identical: ${allIdentical ? 'yes' : 'NO'}`,
    '',
    'Table 3 in kind (static strips, no remapping). Wall: real only for P <= cores. Compute = sum_k max_i t_ik: the time with one core per rank and free synchronisation.',
    '   P | seq ms              | parallel wall ms      | speedup | effic. | compute ms | speedup | effic. | work effic. | exch % | paper speedup / effic.',
  );
  for (const P of ranksList) {
    const r = get(P, 'static');
    if (r === undefined) continue;
    const wall = r.samples.map((s) => s.wallMs);
    const comp = r.samples.map((s) => s.computeCritical);
    const sp = med(r.seqMs) / med(wall);
    const spc = med(r.seqMs) / med(comp);
    const s0 = r.samples[0] as Sample;
    const workEff = s0.workTotal / (P * s0.workCritical);
    const i = PAPER_TABLE3.P.indexOf(P);
    out.push(
      `  ${String(P).padStart(2)} | ${fmt(r.seqMs).padEnd(19)} | ${fmt(wall).padEnd(21)} | ${sp.toFixed(2).padStart(7)} | ${(sp / P).toFixed(3).padStart(6)} | ${med(comp).toFixed(1).padStart(10)} | ${spc.toFixed(2).padStart(7)} | ${(spc / P).toFixed(3).padStart(6)} | ${workEff.toFixed(3).padStart(11)} | ${med(
        r.samples.map((s) => s.exchangePercent),
      )
        .toFixed(1)
        .padStart(6)} | ${i >= 0 ? `${PAPER_TABLE3.speedup[i]} / ${PAPER_TABLE3.efficiency[i]}` : '-'}${P > cores ? '  (P > cores)' : ''}`,
    );
  }

  const Pmax = Math.max(...ranksList.filter((p) => p > 1));
  out.push(
    '',
    `Figure 8 in kind: U_k per iteration on ${Pmax} ranks from work units (deterministic), sampled; mean over all iterations at the end.`,
  );
  const fig8 = (['static', 'gde-once', 'gde2', 'sdlb'] as ThinningCase[]).map((c) => [c, get(Pmax, c)?.samples[0]?.uWork ?? []] as const);
  const iters = fig8[0]?.[1].length ?? 0;
  const step = Math.max(1, Math.ceil(iters / 24));
  const ks = Array.from({ length: Math.ceil(iters / step) }, (_, j) => j * step);
  out.push(`  iteration  | ${ks.map((k) => String(k + 1).padStart(4)).join('')} | mean`);
  for (const [c, u] of fig8) {
    const mean = u.reduce((a, b) => a + b, 0) / Math.max(1, u.length);
    out.push(
      `  ${c.padEnd(10)} | ${ks.map((k) => (100 * (u[k] ?? Number.NaN)).toFixed(0).padStart(4)).join('')} | ${(100 * mean).toFixed(1)}%`,
    );
  }

  out.push(
    '',
    'Figure 9 in kind: improvement due to remapping, eta = (t_static - t_case) / t_static, per P, from: work = sum_k max_i w_ik (deterministic);',
    "compute = sum_k max_i t_ik; compute + balancing (adds the balances' wall time: decision, load exchange, remap); wall (real for P <= cores).",
    '   P | case     | eta work | eta compute | eta comp.+bal. | eta wall | balances (rows moved, ms)',
  );
  for (const P of ranksList.filter((p) => p > 1)) {
    const s = get(P, 'static');
    if (s === undefined) continue;
    const base = (f: (x: Sample) => number) => med(s.samples.map(f));
    for (const c of ['gde-once', 'gde2', 'sdlb'] as ThinningCase[]) {
      const r = get(P, c);
      if (r === undefined) continue;
      const m = (f: (x: Sample) => number) => med(r.samples.map(f));
      const eta = (a: number, b: number) => `${((100 * (a - b)) / a).toFixed(1)}%`;
      const s0 = r.samples[0] as Sample;
      out.push(
        `  ${String(P).padStart(2)} | ${c.padEnd(8)} | ${eta(
          base((x) => x.workCritical),
          m((x) => x.workCritical),
        ).padStart(8)} | ${eta(
          base((x) => x.computeCritical),
          m((x) => x.computeCritical),
        ).padStart(11)} | ${eta(
          base((x) => x.computeCritical),
          m((x) => x.computeCritical + x.balanceMs),
        ).padStart(14)} | ${eta(
          base((x) => x.wallMs),
          m((x) => x.wallMs),
        ).padStart(8)} | ${s0.balances} (${s0.rowsMoved}, ${m((x) => x.balanceMs).toFixed(1)} ms)${P > cores ? '  (P > cores)' : ''}`,
      );
    }
  }
  return { json: typed, text: `${out.join('\n')}\n`, correct: allIdentical };
}

export const thinningBenchmark = appBenchmark(thinningApp, THINNING_BENCH, measureThinning);
