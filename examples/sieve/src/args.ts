/** Command line of `meshwork-sieve`: parsing and validation, separate from running (testable in-process). */
import { parseArgs } from 'node:util';
import { MeshworkError, parseTopology } from '@meshwork/runtime';
import { CALIBRATION_DEFAULTS, checkOptions, PAPER_EXPONENT, type SieveStrategy, type SlowRanks, STRATEGIES } from './options.js';
import type { SieveRunConfig } from './run.js';

export const USAGE = `usage: meshwork-sieve [options]
  --n N              find the primes in [2, N] (default 1e7; 1e7 and 10000000 both work)
  --ranks P          P ranks on a chain (default 2); or
  --topology SPEC    chain:P, ring:P, mesh:RxC, torus:RxC, hypercube:D (default chain:2)
  --strategy S       ${STRATEGIES.join(' | ')} (default functional)
  --slow RANKS:F     emulate slow ranks: RANKS (comma-separated) repeat every division F times, e.g. 1:3
  --exponent E       exponent of the functional model, equation (4) (default ${PAPER_EXPONENT})
  --calibrate F      fraction of each part tested by calibrated/observed (default ${CALIBRATION_DEFAULTS.fraction})
  --rule R           self/central: chunk rule gss | tss | fac2 | fixed:K (self default gss, central 64 fixed chunks)
  --chunk K          steal: numbers per chunk
  --repeat R         repetitions, median reported (default 3)
  --compare S        also run strategy S (e.g. static) on the same input and print both side by side
  --list             print the primes too
  --json             machine-readable report
`;

/** A bad command line: the CLI prints the message on one line and exits with code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export type CliCommand =
  | { readonly help: true }
  | {
      readonly help: false;
      readonly json: boolean;
      readonly config: SieveRunConfig;
      /** Also run this strategy (same n, topology, repeats) and print the two side by side. */
      readonly compare?: SieveStrategy | undefined;
    };

function integer(name: string, text: string | undefined, fallback: number, min: number): number {
  if (text === undefined) return fallback;
  const v = Number(text.replaceAll('_', ''));
  if (text.trim() === '' || !Number.isInteger(v) || v < min)
    throw new UsageError(`--${name} must be an integer >= ${min}, got ${JSON.stringify(text)}`);
  return v;
}

function positive(name: string, text: string | undefined, max = Number.POSITIVE_INFINITY): number | undefined {
  if (text === undefined) return undefined;
  const v = Number(text);
  if (text.trim() === '' || !Number.isFinite(v) || v <= 0 || v > max)
    throw new UsageError(`--${name} must be a number in (0, ${max}], got ${JSON.stringify(text)}`);
  return v;
}

function slowOf(text: string): SlowRanks {
  const m = /^(\d+(?:,\d+)*):(\d+)$/.exec(text.trim());
  if (m === null) throw new UsageError(`--slow must be RANKS:FACTOR such as 1:3 or 0,2:2, got ${JSON.stringify(text)}`);
  return { ranks: (m[1] as string).split(',').map(Number), factor: Number(m[2]) };
}

/** Parse and validate; throws UsageError (bad syntax) or re-throws option errors as UsageError. */
export function parseCliArgs(argv: readonly string[]): CliCommand {
  let parsed: ReturnType<typeof parse>;
  function parse() {
    return parseArgs({
      // `pnpm start -- --n 1e6` passes the `--` through: drop one leading `--`.
      args: argv[0] === '--' ? argv.slice(1) : [...argv],
      options: {
        n: { type: 'string' },
        ranks: { type: 'string' },
        topology: { type: 'string' },
        strategy: { type: 'string', default: 'functional' },
        slow: { type: 'string' },
        exponent: { type: 'string' },
        calibrate: { type: 'string' },
        repeat: { type: 'string' },
        rule: { type: 'string' },
        chunk: { type: 'string' },
        compare: { type: 'string' },
        list: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    });
  }
  try {
    parsed = parse();
  } catch (err) {
    throw new UsageError((err as Error).message.split('\n')[0] as string);
  }
  const v = parsed.values;
  if (v.help) return { help: true };
  const n = integer('n', v.n, 10_000_000, 2);
  const ranks = v.ranks === undefined ? undefined : integer('ranks', v.ranks, 2, 1);
  const topology = v.topology ?? `chain:${ranks ?? 2}`;
  let size: number;
  try {
    size = parseTopology(topology).size;
  } catch (err) {
    throw new UsageError(err instanceof MeshworkError ? `--topology: ${err.message}` : String(err));
  }
  if (ranks !== undefined && ranks !== size) throw new UsageError(`--ranks ${ranks} disagrees with --topology ${topology} (${size} ranks)`);
  const fraction = positive('calibrate', v.calibrate, 1);
  const exponent = positive('exponent', v.exponent);
  const config: SieveRunConfig = {
    n,
    strategy: v.strategy as SieveStrategy,
    topology,
    repeat: integer('repeat', v.repeat, 3, 1),
    list: v.list,
    ...(exponent === undefined ? {} : { exponent }),
    ...(fraction === undefined ? {} : { calibrate: { fraction } }),
    ...(v.slow === undefined ? {} : { slow: slowOf(v.slow) }),
    ...(v.rule === undefined ? {} : { rule: v.rule }),
    ...(v.chunk === undefined ? {} : { chunk: integer('chunk', v.chunk, 1, 1) }),
  };
  try {
    checkOptions(config, size);
  } catch (err) {
    throw new UsageError(err instanceof MeshworkError ? `${err.message} [${err.code}]` : String(err));
  }
  let compare: SieveStrategy | undefined;
  if (v.compare !== undefined) {
    if (!(STRATEGIES as readonly string[]).includes(v.compare)) {
      throw new UsageError(`--compare must be one of ${STRATEGIES.join(', ')}, got ${JSON.stringify(v.compare)}`);
    }
    compare = v.compare as SieveStrategy;
    if (compare === config.strategy) throw new UsageError(`--compare ${compare} is the --strategy already; name another strategy`);
  }
  return { help: false, json: v.json, config, compare };
}
