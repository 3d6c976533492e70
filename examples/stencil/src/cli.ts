#!/usr/bin/env node
/** `meshwork-stencil [--topology mesh:1x2] [--rows N] [--cols N] [--iterations N] [--storage ...] [--json]` */
import { parseArgs } from 'node:util';
import { MeshworkError, parseTopology } from '@meshwork/runtime';
import { runStencil, type StencilRunConfig } from './run.js';
import { DEFAULTS } from './sequential.js';

function fail(message: string): never {
  process.stderr.write(`meshwork-stencil: ${message}\n`);
  process.exit(2);
}

function int(name: string, text: string | undefined, fallback: number, min: number): number {
  if (text === undefined) return fallback;
  const v = Number(text);
  if (!Number.isInteger(v) || v < min) fail(`--${name} must be an integer >= ${min}, got ${JSON.stringify(text)}`);
  return v;
}

async function main(): Promise<void> {
  let args: ReturnType<typeof parse>;
  function parse() {
    return parseArgs({
      options: {
        topology: { type: 'string', default: 'mesh:2x1' },
        rows: { type: 'string' },
        cols: { type: 'string' },
        iterations: { type: 'string' },
        seed: { type: 'string' },
        storage: { type: 'string', default: 'distributed' },
        repeat: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    });
  }
  try {
    args = parse();
  } catch (err) {
    fail((err as Error).message);
  }
  const v = args.values;
  if (v.help) {
    process.stdout.write(
      'usage: meshwork-stencil [--topology mesh:2x1] [--rows 1024] [--cols 1024] [--iterations 200] [--seed 7] [--storage distributed|shared] [--repeat 3] [--json]\n',
    );
    return;
  }
  try {
    parseTopology(v.topology);
  } catch (err) {
    fail(err instanceof MeshworkError ? err.message : String(err));
  }
  if (v.storage !== 'shared' && v.storage !== 'distributed')
    fail(`--storage must be shared or distributed, got ${JSON.stringify(v.storage)}`);
  const config: StencilRunConfig = {
    topology: v.topology,
    rows: int('rows', v.rows, DEFAULTS.rows, 1),
    cols: int('cols', v.cols, DEFAULTS.cols, 1),
    iterations: int('iterations', v.iterations, DEFAULTS.iterations, 1),
    seed: int('seed', v.seed, DEFAULTS.seed, 0),
    boundary: DEFAULTS.boundary,
    storage: v.storage,
    repeat: int('repeat', v.repeat, 3, 1),
  };
  let report: Awaited<ReturnType<typeof runStencil>>;
  try {
    report = await runStencil(config, new URL('./program.js', import.meta.url));
  } catch (err) {
    if (err instanceof MeshworkError) fail(`[${err.code}] ${err.message}`);
    throw err;
  }
  if (v.json) {
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } else {
    const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] as number;
    const fmt = (xs: number[]) => `${med(xs).toFixed(1)} ms (min ${Math.min(...xs).toFixed(1)}, max ${Math.max(...xs).toFixed(1)})`;
    process.stdout.write(
      [
        `Jacobi heat stencil ${config.rows}x${config.cols}, ${config.iterations} sweeps, ${config.topology}, ${config.storage} storage, balancer static (block)`,
        `  sequential reference : ${fmt(report.sequentialMs)}`,
        `  meshwork parallel    : ${fmt(report.parallelMs)}`,
        `  speedup              : ${report.speedup.toFixed(2)}x`,
        `  LE (work units)      : ${report.leWork.toFixed(2)}%`,
        `  LE (thread CPU time) : ${report.leBusy.toFixed(2)}%`,
        `  bit-identical result : ${report.identical ? 'yes' : 'NO'}`,
        `  checksum             : ${report.checksum}`,
        '',
      ].join('\n'),
    );
  }
  if (!report.identical) process.exit(1);
}

await main();
