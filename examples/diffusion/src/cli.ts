#!/usr/bin/env node
/**
 * `meshwork-diffusion (--image FILE.png | --generate [--size N] [--seed S]) [--topology mesh:2x1]
 *  [--balancer static|sdlb|sdlb-kd|sdlb-1d|sdlb-buffered|NAME] [--every K] [--storage ...] [--out FILE.png] [--json]`
 */
import { parseArgs } from 'node:util';
import { MeshworkError, parseTopology } from '@meshwork/runtime';
import { DiffusionError } from './errors.js';
import { generateImage, readPng, writePng } from './image.js';
import { DEFAULT_MAX_PIXELS } from './png-check.js';
import { procDimsFor } from './program.js';
import { balancingChoice, checkRunConfig, type DiffusionReport, type DiffusionRunConfig, median, runDiffusion } from './run.js';
import { checkParams, DEFAULT_PARAMS, type DiffusionParams, type GreyImage } from './sequential.js';

const USAGE = `usage: meshwork-diffusion (--image FILE.png | --generate [--size 512] [--seed 1]) [options]
  --topology T        rank graph: mesh:RxC (tiles), chain:P / ring:P / hypercube:D (row strips); default mesh:2x1
  --balancer B        static | sdlb (= sdlb-kd) | sdlb-kd | sdlb-1d | sdlb-buffered | any registered name; default static
  --every K           balance every K iterations (default 5; static never balances)
  --axis A            axis of sdlb-1d / sdlb-buffered: 0 rows, 1 columns (default 0)
  --buffer B          sdlb-buffered: most planes per tile along the axis (default 1.5x the block size)
  --balancer-options JSON   options passed to the balancer as they are (overrides the preset's)
  --storage S         distributed | shared (default distributed)
  --K K --lambda L --epsilon E --max-iterations N --conductance rational|exponential --dtype float64|float32
                      defaults: K ${DEFAULT_PARAMS.K}, lambda ${DEFAULT_PARAMS.lambda}, epsilon ${DEFAULT_PARAMS.epsilon}, max-iterations ${DEFAULT_PARAMS.maxIterations}, rational, float64
  --repeat R          repetitions of the sequential and parallel runs (median reported; default 3)
  --spin auto|on|off  spin in waits (default auto: while ranks <= cores)
  --collectives shm|links   collectives behind the stop test and the balancers (default shm)
  --stop-check K      iterations between global stop tests (default 8; the result does not depend on it)
  --max-pixels N      largest --image accepted, in pixels (default ${DEFAULT_MAX_PIXELS}, 4096x4096)
  --out FILE.png      write the diffused image
  --json              print the report as JSON
`;

function fail(message: string): never {
  process.stderr.write(`meshwork-diffusion: ${message.split('\n')[0]}\n`);
  process.exit(2);
}

function int(name: string, text: string | undefined, fallback: number, min: number): number {
  if (text === undefined) return fallback;
  const v = Number(text);
  if (text.trim() === '' || !Number.isInteger(v) || v < min) fail(`--${name} must be an integer >= ${min}, got ${JSON.stringify(text)}`);
  return v;
}

function num(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const v = Number(text);
  if (text.trim() === '' || !Number.isFinite(v)) fail(`--${name} must be a number, got ${JSON.stringify(text)}`);
  return v;
}

function parse() {
  return parseArgs({
    // `pnpm start -- --image x.png` passes the `--` through.
    args: process.argv.slice(2).filter((a, i) => !(i === 0 && a === '--')),
    options: {
      image: { type: 'string' },
      generate: { type: 'boolean', default: false },
      size: { type: 'string' },
      seed: { type: 'string' },
      topology: { type: 'string', default: 'mesh:2x1' },
      balancer: { type: 'string', default: 'static' },
      'balancer-options': { type: 'string' },
      every: { type: 'string' },
      axis: { type: 'string' },
      buffer: { type: 'string' },
      storage: { type: 'string', default: 'distributed' },
      K: { type: 'string' },
      lambda: { type: 'string' },
      epsilon: { type: 'string' },
      'max-iterations': { type: 'string' },
      conductance: { type: 'string' },
      dtype: { type: 'string' },
      repeat: { type: 'string' },
      spin: { type: 'string', default: 'auto' },
      collectives: { type: 'string', default: 'shm' },
      'stop-check': { type: 'string' },
      out: { type: 'string' },
      'max-pixels': { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    allowPositionals: false,
  });
}

function describeError(err: unknown): string {
  if (err instanceof DiffusionError || err instanceof MeshworkError) return `[${err.code}] ${err.message}`;
  return err instanceof Error ? err.message : String(err);
}

function print(report: DiffusionReport): void {
  const fmt = (xs: number[]) => `${median(xs).toFixed(1)} ms (min ${Math.min(...xs).toFixed(1)}, max ${Math.max(...xs).toFixed(1)})`;
  const b = report.balance;
  const p = report.params;
  const lines = [
    `Edge-directed diffusion of ${report.source} (${report.rows}x${report.cols}), K ${p.K}, lambda ${p.lambda}, epsilon ${p.epsilon}, ${p.conductance}, ${p.dtype}`,
    `  ${report.topology}, ${report.storage} storage, ${report.collectives} collectives, balancer ${report.balancing.label}${report.balancing.policy === 'never' ? '' : `, policy ${report.balancing.policy} ${JSON.stringify(report.balancing.policyOptions)}`}`,
    `  iterations            : ${report.iterations} (${report.converged ? 'fixed point reached: no active pixel left' : 'stopped at max-iterations'})`,
    `  sequential reference  : ${fmt(report.sequentialMs)}`,
    `  meshwork parallel     : ${fmt(report.parallelMs)}`,
    `  speedup               : ${report.speedup.toFixed(2)}x`,
    `  work (active pixels)  : ${report.totalWork} in all; sum over iterations of the max per rank ${report.costWork}`,
    `  LE per iteration      : ${report.leWork.toFixed(2)}% (work units), ${report.leBusy.toFixed(2)}% (thread CPU time)`,
  ];
  if (report.balancing.policy !== 'never') {
    lines.push(
      `  balances              : ${b.balances} (${b.skipped} left the cuts alone), ${b.unitsMoved} rows/columns changed owner, ${b.bytesMoved} bytes moved, decisions ${b.decisionMsTotal.toFixed(1)} ms in all`,
      `  max/avg before balance: ${Number.isNaN(b.meanBeforeMaxOverAvg) ? '-' : b.meanBeforeMaxOverAvg.toFixed(3)} (mean over balances)`,
    );
  }
  lines.push(
    `  final cuts            : rows ${JSON.stringify(b.finalCuts[0])}, cols ${JSON.stringify(b.finalCuts[1])}`,
    `  bit-identical result  : ${report.identical ? 'yes' : 'NO'}`,
    `  checksum              : ${report.checksum}`,
    '',
  );
  process.stdout.write(lines.join('\n'));
}

async function main(): Promise<void> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse();
  } catch (err) {
    fail((err as Error).message);
  }
  const v = args.values;
  if (v.help) {
    process.stdout.write(USAGE);
    return;
  }
  let topology: ReturnType<typeof parseTopology>;
  try {
    topology = parseTopology(v.topology);
  } catch (err) {
    fail(describeError(err));
  }
  if (v.storage !== 'shared' && v.storage !== 'distributed')
    fail(`--storage must be shared or distributed, got ${JSON.stringify(v.storage)}`);
  if (v.spin !== 'auto' && v.spin !== 'on' && v.spin !== 'off') fail(`--spin must be auto, on or off, got ${JSON.stringify(v.spin)}`);
  if (v.collectives !== 'shm' && v.collectives !== 'links')
    fail(`--collectives must be shm or links, got ${JSON.stringify(v.collectives)}`);
  if ((v.image === undefined) === !v.generate) fail('give exactly one of --image FILE.png and --generate');
  if (v.image !== undefined && (v.size !== undefined || v.seed !== undefined)) fail('--size and --seed go with --generate, not --image');
  if (v.image === undefined && v['max-pixels'] !== undefined) fail('--max-pixels goes with --image, not --generate');
  const maxPixels = int('max-pixels', v['max-pixels'], DEFAULT_MAX_PIXELS, 1);
  let options: unknown;
  if (v['balancer-options'] !== undefined) {
    try {
      options = JSON.parse(v['balancer-options']);
    } catch {
      fail(`--balancer-options must be JSON, got ${JSON.stringify(v['balancer-options'])}`);
    }
  }
  let params: DiffusionParams;
  let image: GreyImage;
  let source: string;
  try {
    const conductance = v.conductance ?? DEFAULT_PARAMS.conductance;
    const dtype = v.dtype ?? DEFAULT_PARAMS.dtype;
    params = checkParams({
      K: num('K', v.K, DEFAULT_PARAMS.K),
      lambda: num('lambda', v.lambda, DEFAULT_PARAMS.lambda),
      epsilon: num('epsilon', v.epsilon, DEFAULT_PARAMS.epsilon),
      maxIterations: int('max-iterations', v['max-iterations'], DEFAULT_PARAMS.maxIterations, 1),
      conductance: conductance as DiffusionParams['conductance'],
      dtype: dtype as DiffusionParams['dtype'],
    });
    if (v.image !== undefined) {
      image = readPng(v.image, { maxPixels });
      source = v.image;
    } else {
      const size = int('size', v.size, 512, 1);
      const seed = int('seed', v.seed, 1, 0);
      image = generateImage({ rows: size, cols: size, seed });
      source = `generated image (seed ${seed})`;
    }
  } catch (err) {
    fail(describeError(err));
  }
  let config: DiffusionRunConfig;
  try {
    const procDims = procDimsFor(topology);
    const balancing = balancingChoice(v.balancer, {
      every: int('every', v.every, 5, 1),
      axis: int('axis', v.axis, 0, 0),
      buffer: v.buffer === undefined ? undefined : int('buffer', v.buffer, 1, 1),
      options,
      shape: [image.rows, image.cols],
      procDims,
    });
    config = {
      image,
      source,
      topology: v.topology,
      storage: v.storage,
      params,
      balancing,
      repeat: int('repeat', v.repeat, 3, 1),
      spin: v.spin === 'auto' ? 'auto' : v.spin === 'on',
      collectives: v.collectives,
      stopCheckEvery: int('stop-check', v['stop-check'], 8, 1),
    };
    checkRunConfig(config);
  } catch (err) {
    fail(describeError(err));
  }
  let report: DiffusionReport;
  try {
    report = await runDiffusion(config, new URL('./program.js', import.meta.url));
  } catch (err) {
    // Bad balancer names or options surface from the ranks as typed errors: a usage error.
    if (err instanceof DiffusionError || err instanceof MeshworkError) fail(describeError(err));
    throw err;
  }
  if (v.out !== undefined) writePng(v.out, { rows: report.rows, cols: report.cols, data: report.field ?? [] });
  if (v.json) {
    const { field: _field, ...rest } = report;
    process.stdout.write(`${JSON.stringify(rest, null, 2)}\n`);
  } else {
    print(report);
    if (v.out !== undefined) process.stdout.write(`  wrote ${v.out}\n`);
  }
  if (!report.identical) process.exit(1);
}

await main();
