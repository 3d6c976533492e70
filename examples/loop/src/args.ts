/** Command line of `meshwork-loop`: parsing and validation, separate from running (testable in-process). */
import { parseArgs } from 'node:util';
import { MeshworkError, parseTopology } from '@meshwork/runtime';
import { checkOptions, type LoopStrategy, STRATEGIES } from './options.js';
import type { LoopRunConfig } from './run.js';
import { WORKLOAD_DEFAULTS } from './workload.js';

export const USAGE = `usage: meshwork-loop [options]
  --rows R --cols C  array shape (default ${WORKLOAD_DEFAULTS.rows} x ${WORKLOAD_DEFAULTS.cols}); one iteration per element
  --F F              factor of imbalance t/d, >= 1 (default ${WORKLOAD_DEFAULTS.F})
  --d D              fraction of iterations in the loaded region, in (0, 1] (default ${WORKLOAD_DEFAULTS.d})
  --mu U             average work units (hash rounds) per iteration (default ${WORKLOAD_DEFAULTS.mu})
  --seed S           seed of the values (default ${WORKLOAD_DEFAULTS.seed})
  --at A             centre of the loaded region, fraction of the array in [0, 1] (default ${WORKLOAD_DEFAULTS.at})
  --ranks P          P ranks on a chain (default 2); or
  --topology SPEC    chain:P, ring:P, mesh:RxC, torus:RxC, hypercube:D (default chain:2)
  --strategy S       ${STRATEGIES.join(' | ')} (default replicate)
  --m M              replicate: replication degree, 1 <= M <= P (default min(P, 2))
  --rule R           self/central: gss | tss | fac2 | fixed:K (self default gss, central 64 fixed chunks)
  --chunk K          replicate/steal: chunk size in iterations
  --tcomm US         replicate: T_comm in microseconds for s = ceil(T_comm / mu) (default 100)
  --repeat R         repetitions, median reported (default 3)
  --json             machine-readable report
`;

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export type CliCommand = { readonly help: true } | { readonly help: false; readonly json: boolean; readonly config: LoopRunConfig };

function integer(name: string, text: string | undefined, fallback: number, min: number): number {
  if (text === undefined) return fallback;
  const v = Number(text.replaceAll('_', ''));
  if (text.trim() === '' || !Number.isInteger(v) || v < min)
    throw new UsageError(`--${name} must be an integer >= ${min}, got ${JSON.stringify(text)}`);
  return v;
}

function num(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const v = Number(text);
  if (text.trim() === '' || !Number.isFinite(v)) throw new UsageError(`--${name} must be a number, got ${JSON.stringify(text)}`);
  return v;
}

export function parseCliArgs(argv: readonly string[]): CliCommand {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: argv[0] === '--' ? argv.slice(1) : [...argv],
      options: {
        rows: { type: 'string' },
        cols: { type: 'string' },
        F: { type: 'string' },
        d: { type: 'string' },
        mu: { type: 'string' },
        seed: { type: 'string' },
        at: { type: 'string' },
        ranks: { type: 'string' },
        topology: { type: 'string' },
        strategy: { type: 'string', default: 'replicate' },
        m: { type: 'string' },
        rule: { type: 'string' },
        chunk: { type: 'string' },
        tcomm: { type: 'string' },
        repeat: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (err) {
    throw new UsageError((err as Error).message.split('\n')[0] as string);
  }
  if (values.help === true) return { help: true };
  const s = (k: string) => values[k] as string | undefined;
  const ranks = s('ranks') === undefined ? undefined : integer('ranks', s('ranks'), 2, 1);
  const topology = s('topology') ?? `chain:${ranks ?? 2}`;
  let size: number;
  try {
    size = parseTopology(topology).size;
  } catch (err) {
    throw new UsageError(err instanceof MeshworkError ? `--topology: ${err.message}` : String(err));
  }
  if (ranks !== undefined && ranks !== size) throw new UsageError(`--ranks ${ranks} disagrees with --topology ${topology} (${size} ranks)`);
  const config: LoopRunConfig = {
    rows: integer('rows', s('rows'), WORKLOAD_DEFAULTS.rows, 1),
    cols: integer('cols', s('cols'), WORKLOAD_DEFAULTS.cols, 1),
    F: num('F', s('F'), WORKLOAD_DEFAULTS.F),
    d: num('d', s('d'), WORKLOAD_DEFAULTS.d),
    mu: num('mu', s('mu'), WORKLOAD_DEFAULTS.mu),
    seed: integer('seed', s('seed'), WORKLOAD_DEFAULTS.seed, 0),
    at: num('at', s('at'), WORKLOAD_DEFAULTS.at),
    strategy: s('strategy') as LoopStrategy,
    topology,
    repeat: integer('repeat', s('repeat'), 3, 1),
    tComm: num('tcomm', s('tcomm'), 100),
    ...(s('m') === undefined ? {} : { m: integer('m', s('m'), 2, 0) }),
    ...(s('rule') === undefined ? {} : { rule: s('rule') as string }),
    ...(s('chunk') === undefined ? {} : { chunk: integer('chunk', s('chunk'), 1, 1) }),
  };
  try {
    checkOptions(config, size);
  } catch (err) {
    throw new UsageError(err instanceof MeshworkError ? `${err.message} [${err.code}]` : String(err));
  }
  return { help: false, json: values.json === true, config };
}
