#!/usr/bin/env node
/**
 * `meshwork-thinning [--image FILE | --generate KIND --size N] [--ranks P | --topology chain:P]
 *   [--case static|gde2|gde-once|sdlb] [--balancer NAME] [--load pixels|time] [--out FILE] [--json]`
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { balancers, MeshworkError, parseTopology, type Storage } from '@meshwork/runtime';
import '@meshwork/balancers';
import { GENERATORS, type GeneratorKind, generate, ImageError, overlayPgm, readImage, writePbm } from './images.js';
import type { EdgeMode, LoadMeasure } from './program.js';
import { CASES, caseSettings, runThinning, type ThinningCase, type ThinningReport } from './run.js';
import type { BinaryImage } from './sequential.js';

const USAGE = `usage: meshwork-thinning [options]
  --image FILE            netpbm image (PBM/PGM/PPM, plain or raw); object = black/dark pixels
  --threshold T --invert  grey level below which a pixel is object (default maxval/2); invert: bright = object
  --generate KIND         seeded image instead: ${GENERATORS.join(', ')} (default body)
  --size N | WxH          generated image size (default 512)
  --seed N                generator seed (default 1)
  --ranks P               shorthand for --topology chain:P
  --topology SPEC         chain:P or ring:P (default chain:2); row strips, one per rank
  --case C                ${CASES.join(' | ')} (default gde2): the paper's three cases + SDLB 1-D
  --balancer NAME         replace the case's balancer (${balancers.names().join(', ')})
  --balancer-options JSON options of the balancer
  --interval K            balance every K iterations in cases gde2 and sdlb (default 2)
  --load pixels|time      load per row: 1-pixels to process, or last iteration's time (default pixels)
  --edges exchange|local  ExEdge message (paper), or compute the edge row below from the 2-row halo
  --storage S             distributed | shared (default distributed)
  --repeat N              repetitions of each side, medians reported (default 3)
  --spin auto|on|off      busy-wait in the ranks' waits (default auto: while ranks <= cores);
                          off is far better on a machine busy with other work
  --out FILE              write the thinned image (raw PBM)
  --overlay FILE          write input + skeleton as a PGM (skeleton black, removed grey)
  --json                  machine-readable report
`;

function fail(message: string): never {
  process.stderr.write(`meshwork-thinning: ${message}\n`);
  process.exit(2);
}

function int(name: string, text: string | undefined, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (text === undefined) return fallback;
  const v = Number(text);
  if (!/^\d+$/.test(text) || !Number.isInteger(v) || v < min || v > max)
    fail(`--${name} must be an integer between ${min} and ${max}, got ${JSON.stringify(text)}`);
  return v;
}

function oneOf<T extends string>(name: string, text: string | undefined, choices: readonly T[], fallback: T): T {
  if (text === undefined) return fallback;
  if (!choices.includes(text as T)) fail(`--${name} must be one of ${choices.join(', ')}, got ${JSON.stringify(text)}`);
  return text as T;
}

function parse() {
  return parseArgs({
    // `pnpm start -- --x` passes the `--` through
    args: process.argv.slice(2).filter((a, i) => !(i === 0 && a === '--')),
    options: {
      image: { type: 'string' },
      threshold: { type: 'string' },
      invert: { type: 'boolean', default: false },
      generate: { type: 'string' },
      size: { type: 'string' },
      seed: { type: 'string' },
      ranks: { type: 'string' },
      topology: { type: 'string' },
      case: { type: 'string' },
      balancer: { type: 'string' },
      'balancer-options': { type: 'string' },
      interval: { type: 'string' },
      load: { type: 'string' },
      edges: { type: 'string' },
      storage: { type: 'string' },
      repeat: { type: 'string' },
      spin: { type: 'string' },
      out: { type: 'string' },
      overlay: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const ms = (x: number) => `${x.toFixed(1)} ms`;
const span = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const med = s.length % 2 === 1 ? (s[s.length >> 1] as number) : ((s[s.length / 2 - 1] as number) + (s[s.length / 2] as number)) / 2;
  return `${ms(med)} (min ${ms(s[0] as number)}, max ${ms(s[s.length - 1] as number)})`;
};

function human(r: ThinningReport): string {
  const it = r.perIteration;
  const mean = (f: (x: (typeof it)[number]) => number) => it.reduce((s, x) => s + f(x), 0) / Math.max(1, it.length);
  const lines = [
    `HSCP thinning of ${r.label} ${r.width}x${r.height}: ${r.pixelsBefore} -> ${r.pixelsAfter} pixels in ${r.iterations} iterations`,
    `  ${r.topology} (${r.ranks} row strips), case ${r.case}: ${r.balancer}, ${r.policy}; load ${r.load}; edges ${r.edges}; ${r.storage} storage`,
    `  sequential reference : ${span(r.sequentialMs)}`,
    `  meshwork parallel    : ${span(r.parallelMs)}`,
    `  speedup / efficiency : ${r.speedup.toFixed(2)}x / ${pct(r.efficiency)}`,
    `  LE work / CPU / wall : ${r.leWork.toFixed(1)}% / ${r.leBusy.toFixed(1)}% / ${r.leWall.toFixed(1)}%`,
    `  compute critical path: ${ms(r.computeCriticalMs)} (sum_k max_i t_ik: a core per rank, free synchronisation)`,
    `  exchange share       : ${r.exchangePercent.toFixed(1)}% of the parallel time (ExBound + ExEdge wall, incl. waiting)`,
    `  bit-identical result : ${r.identical ? 'yes' : 'NO'}`,
    `  topology kept        : components ${r.topologyKept.components.join(' -> ')}, holes ${r.topologyKept.holes.join(' -> ')}; 2x2 blocks left ${r.thinness.blocks} (all-simple ${r.thinness.removableBlocks})`,
    `  U_k mean work / wall : ${pct(mean((x) => x.uWork))} / ${pct(mean((x) => x.uWall))}`,
    `  U_k per iteration (work units): ${it.map((x) => (100 * x.uWork).toFixed(0)).join(' ')}`,
    `  U_k per iteration (wall time) : ${it.map((x) => (100 * x.uWall).toFixed(0)).join(' ')}`,
  ];
  if (r.balances.length === 0) lines.push('  balances             : none');
  for (const b of r.balances) {
    lines.push(
      `  balance after it. ${String(b.afterIteration).padStart(2)}: max/avg ${b.before.toFixed(3)} -> ${Number.isNaN(b.after) ? '?' : b.after.toFixed(3)}, ` +
        `${b.rowsMoved} rows moved (${b.bytesMoved} B), ${b.sweeps} sweeps, decision ${b.decisionMs.toFixed(2)} ms${b.skipped ? `, skipped: ${b.skipped}` : ''}; cuts ${b.cuts.join(',')}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse();
  } catch (err) {
    fail((err as Error).message.split('\n')[0] as string);
  }
  const v = args.values;
  if (v.help) {
    process.stdout.write(USAGE);
    return;
  }
  if (v.image !== undefined && v.generate !== undefined) fail('give either --image or --generate, not both');
  if (v.ranks !== undefined && v.topology !== undefined) fail('give either --ranks or --topology, not both');
  const topology = v.ranks !== undefined ? `chain:${int('ranks', v.ranks, 2, 1, 256)}` : (v.topology ?? 'chain:2');
  let kind: string;
  try {
    kind = parseTopology(topology).kind;
  } catch (err) {
    fail(err instanceof MeshworkError ? err.message : String(err));
  }
  if (kind !== 'chain' && kind !== 'ring') fail(`--topology must be chain:P or ring:P (row strips), got ${JSON.stringify(topology)}`);
  const thCase = oneOf<ThinningCase>('case', v.case, CASES, 'gde2');
  const load = oneOf<LoadMeasure>('load', v.load, ['pixels', 'time'], 'pixels');
  const edges = oneOf<EdgeMode>('edges', v.edges, ['exchange', 'local'], 'exchange');
  const storage = oneOf<Storage>('storage', v.storage, ['distributed', 'shared'], 'distributed');
  const interval = int('interval', v.interval, 2, 1);
  const repeat = int('repeat', v.repeat, 3, 1, 1000);
  const spinText = oneOf('spin', v.spin, ['auto', 'on', 'off'], 'auto');
  const spin = spinText === 'auto' ? 'auto' : spinText === 'on';
  if (v.balancer !== undefined && !balancers.has(v.balancer))
    fail(`--balancer must be one of ${balancers.names().join(', ')}, got ${JSON.stringify(v.balancer)}`);
  let balancerOptions: unknown;
  if (v['balancer-options'] !== undefined) {
    try {
      balancerOptions = JSON.parse(v['balancer-options']);
    } catch {
      fail(`--balancer-options must be JSON, got ${JSON.stringify(v['balancer-options'])}`);
    }
  }
  const settings = caseSettings(thCase, load, interval, v.balancer, balancerOptions);
  try {
    balancers.create(settings.balancer, settings.balancerOptions); // validate on the host first
  } catch (err) {
    fail(err instanceof MeshworkError ? `[${err.code}] ${err.message}` : String(err));
  }
  let image: BinaryImage;
  let label: string;
  try {
    if (v.image !== undefined) {
      if (v.size !== undefined || v.seed !== undefined) fail('--size and --seed apply to --generate only');
      let threshold: number | undefined;
      if (v.threshold !== undefined) {
        threshold = Number(v.threshold);
        if (!Number.isFinite(threshold) || threshold < 0) fail(`--threshold must be a number >= 0, got ${JSON.stringify(v.threshold)}`);
      }
      image = readImage(v.image, { threshold, invert: v.invert });
      label = v.image;
    } else {
      const g = oneOf<GeneratorKind>('generate', v.generate, GENERATORS, 'body');
      const size = v.size ?? '512';
      const m = /^(\d+)(?:x(\d+))?$/.exec(size);
      if (m === null) fail(`--size must be N or WxH, got ${JSON.stringify(size)}`);
      const width = int('size', m[1], 512, 1, 16384);
      const height = m[2] === undefined ? width : int('size', m[2], 512, 1, 16384);
      const seed = int('seed', v.seed, 1, 0);
      image = generate({ kind: g, width, height, seed });
      label = `${g} (seed ${seed})`;
    }
  } catch (err) {
    if (err instanceof ImageError) fail(`[${err.code}] ${err.message}`);
    throw err;
  }
  let report: ThinningReport;
  try {
    report = await runThinning(
      { image, label, topology, case: thCase, balancer: v.balancer, balancerOptions, interval, load, edges, storage, repeat, spin },
      new URL('./program.js', import.meta.url),
    );
  } catch (err) {
    if (err instanceof MeshworkError) fail(`[${err.code}] ${err.message.split('\n')[0]}`);
    throw err;
  }
  if (v.out !== undefined) writePbm(v.out, report.result);
  if (v.overlay !== undefined) writeFileSync(v.overlay, overlayPgm(image, report.result));
  if (v.json) {
    const { result: _result, ...rest } = report;
    process.stdout.write(`${JSON.stringify(rest, null, 2)}\n`);
  } else process.stdout.write(human(report));
  if (!report.identical) process.exit(1);
}

await main();
