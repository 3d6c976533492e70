/**
 * The one command-line checker of the apps' benchmarks: every app declares its options as data
 * (`AppBench` in its definition) and this reads `--name value` / `--name=value` against them.
 * Bad input is a typed error (code MW_INVALID_ARGUMENT) naming the flag and what it expects,
 * thrown before any work. `--quick`, `--json` and `--help` are common to every benchmark.
 */
import type { AppBench, BenchOption, BenchOptions, BenchValues } from '@meshwork/harness';
import { flagOf } from '@meshwork/harness';
import { benchErrors } from '../errors.ts';

/** What the command line asks: the usage, or a run with checked values. */
export type BenchRequest<S extends BenchOptions> = { readonly help: true } | { readonly help: false; readonly values: BenchValues<S> };

const SWITCHES = ['quick', 'json'] as const;

/** Check `argv` (the arguments after the app's name) against the app's declaration. */
export function parseBenchArgs<S extends BenchOptions>(app: string, bench: AppBench<S>, argv: readonly string[]): BenchRequest<S> {
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  if (args.includes('--help') || args.includes('-h')) return { help: true };
  const byFlag = new Map(Object.entries(bench.options).map(([name, o]) => [flagOf(name), [name, o] as const]));
  const given: Record<string, unknown> = {};
  const switches = { quick: false, json: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const eq = arg.indexOf('=');
    const flag = eq < 0 ? arg : arg.slice(0, eq);
    const sw = SWITCHES.find((s) => `--${s}` === flag);
    if (sw !== undefined) {
      if (eq >= 0) throw benchErrors.switchValue(app, flag);
      switches[sw] = true;
      continue;
    }
    const entry = byFlag.get(flag);
    if (entry === undefined) throw benchErrors.unknownOption(app, arg, [...byFlag.keys(), ...SWITCHES.map((s) => `--${s}`)]);
    const text = eq >= 0 ? arg.slice(eq + 1) : args[++i];
    if (text === undefined) throw benchErrors.missingValue(app, flag);
    given[entry[0]] = optionValue(app, flag, entry[1], text);
  }
  const quick = switches.quick ? (bench.quick ?? {}) : {};
  const values: Record<string, unknown> = { ...switches };
  for (const [name, o] of Object.entries(bench.options))
    values[name] = given[name] ?? (quick as Record<string, unknown>)[name] ?? o.default;
  return { help: false, values: values as BenchValues<S> };
}

/** The value of one option, or the typed error saying what the flag expects. */
export function optionValue(app: string, flag: string, o: BenchOption, text: string): unknown {
  const bad = (expected: string): never => {
    throw benchErrors.badValue(app, flag, expected, text);
  };
  switch (o.kind) {
    case 'int':
      return intOf(text, o.min, o.max) ?? bad(rangeText('an integer', o.min, o.max));
    case 'float': {
      const v = Number(text);
      return text.trim() !== '' && Number.isFinite(v) && v >= o.min ? v : bad(`a number >= ${o.min}`);
    }
    case 'list': {
      const xs = text.split(',').map((s) => intOf(s, o.min, o.max));
      return xs.every((x) => x !== undefined) ? xs : bad(`a comma-separated list of ${rangeText('integers', o.min, o.max)}`);
    }
    case 'choice':
      return o.choices.includes(text) ? text : bad(`one of ${o.choices.join(', ')}`);
    case 'names': {
      const xs = text.split(',').map((s) => s.trim());
      const ok = xs.every((x) => o.choices.includes(x)) && new Set(xs).size === xs.length;
      return ok ? xs : bad(`a comma-separated list of distinct names out of ${o.choices.join(', ')}`);
    }
    case 'text':
      return text.trim() !== '' ? text : bad(`a non-empty ${o.arg}`);
    case 'spin': {
      if (text === 'auto' || text === 'on' || text === 'off') return text;
      const v = Number(text);
      return text.trim() !== '' && Number.isFinite(v) && v >= 0 ? v : bad('auto, on, off or a spin time in µs (a number >= 0)');
    }
  }
}

/** An integer written plainly, with `_` separators or as `1e7`; undefined when it is not one in [min, max]. */
function intOf(text: string, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const t = text.trim().replaceAll('_', '');
  const v = Number(t);
  return t !== '' && /^[+-]?[\d.e+]+$/i.test(t) && Number.isSafeInteger(v) && v >= min && v <= max ? v : undefined;
}

function rangeText(what: string, min: number, max: number | undefined): string {
  return max === undefined ? `${what} >= ${min}` : `${what} in [${min}, ${max}]`;
}

/** The usage of an app's benchmark, from its declaration. */
export function benchUsage(app: string, bench: AppBench): string {
  const rows: [string, string][] = Object.entries(bench.options).map(([name, o]) => {
    const arg =
      o.kind === 'text' ? o.arg : o.kind === 'choice' ? `<${o.choices.join('|')}>` : o.kind === 'names' ? '<name,...>' : `<${o.kind}>`;
    const help = o.kind === 'names' ? `${o.help}, out of: ${o.choices.join(', ')}` : o.help;
    const def = Array.isArray(o.default) ? o.default.join(',') : String(o.default);
    const quick = (bench.quick as Record<string, unknown> | undefined)?.[name];
    const q = quick === undefined ? '' : `, --quick: ${Array.isArray(quick) ? quick.join(',') : String(quick)}`;
    return [`${flagOf(name)} ${arg}`, `${help} (default: ${def === '' ? 'none' : def}${q})`];
  });
  rows.push(['--quick', 'small sizes (tests, smoke runs)'], ['--json', 'the report as JSON on stdout'], ['--help', 'this text']);
  const w = Math.max(...rows.map((r) => r[0].length)) + 2;
  return [`usage: pnpm bench:app ${app} [options]`, bench.summary, '', ...rows.map(([f, h]) => `  ${f.padEnd(w)}${h}`), ''].join('\n');
}
