/**
 * The one checker of the apps' benchmark options: a table of bad input over every option every
 * app declares (each a typed error naming the flag, code MW_INVALID_ARGUMENT, before any work), the
 * defaults, `--quick` values and the usage from the declarations.
 */
import { type BenchOption, flagOf } from '@meshwork/harness';
import { ErrorCodes, MeshworkError } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { APP_BENCHMARKS } from '../src/apps/list.ts';
import { benchUsage, parseBenchArgs } from '../src/apps/options.ts';

/** Values no option of `kind` accepts, beside what its message must say. */
function badValues(o: BenchOption): [string, RegExp][] {
  switch (o.kind) {
    case 'int':
      return [
        ['x', /must be an integer/],
        ['1.5', /must be an integer/],
        ['', /must be an integer/],
        [String(o.min - 1), new RegExp(`>= ${o.min}|in \\[${o.min},`)],
        ...(o.max === undefined ? [] : ([[String(o.max + 1), /in \[/]] as [string, RegExp][])),
      ];
    case 'float':
      return [
        ['x', /must be a number/],
        ['Infinity', /must be a number/],
        [String(o.min - 1), new RegExp(`>= ${o.min}`)],
      ];
    case 'list':
      return [
        ['x', /comma-separated list of integers/],
        ['2,', /comma-separated list of integers/],
        [String(o.min - 1), /comma-separated list of integers/],
      ];
    case 'choice':
      return [['nope', new RegExp(`must be one of ${o.choices.join(', ')}`)]];
    case 'names':
      return [
        ['nope', /distinct names out of/],
        [`${o.choices[0]},${o.choices[0]}`, /distinct names/],
      ];
    case 'text':
      return [[' ', /non-empty/]];
    case 'spin':
      return [
        ['fast', /auto, on, off or a spin time/],
        ['-1', /auto, on, off or a spin time/],
      ];
  }
}

const cases = APP_BENCHMARKS.flatMap((b) =>
  Object.entries(b.bench.options).flatMap(([name, o]) =>
    badValues(o).map(([text, message]) => [b.app.name, flagOf(name), text, message] as const),
  ),
);

function thrown(f: () => unknown): MeshworkError {
  try {
    f();
  } catch (err) {
    if (err instanceof MeshworkError) return err;
    throw err;
  }
  throw new Error('no error thrown');
}

describe('app benchmark options', () => {
  it('every app with a bench declaration has a benchmark, and every option has bad-input rows', () => {
    expect(APP_BENCHMARKS.map((b) => b.app.bench)).not.toContain(undefined);
    for (const b of APP_BENCHMARKS)
      for (const name of Object.keys(b.bench.options)) expect(cases.some((c) => c[0] === b.app.name && c[1] === flagOf(name))).toBe(true);
  });

  it.each(cases)('%s %s %j is refused: %s', (app, flag, text, message) => {
    const b = APP_BENCHMARKS.find((x) => x.app.name === app);
    if (b === undefined) throw new Error(app);
    for (const argv of [[flag, text], [`${flag}=${text}`]]) {
      const err = thrown(() => parseBenchArgs(app, b.bench, argv));
      expect(err.code).toBe(ErrorCodes.INVALID_ARGUMENT);
      expect(err.message).toMatch(message);
      expect(err.message).toContain(`${app} bench: ${flag} must be`);
    }
  });

  describe.each(APP_BENCHMARKS.map((b) => [b.app.name, b] as const))('%s', (app, b) => {
    it('refuses an unknown option, a missing value and a switch with a value', () => {
      expect(thrown(() => parseBenchArgs(app, b.bench, ['--bogus', '1'])).message).toMatch(/unknown option '--bogus'; known: --/);
      const [first] = Object.keys(b.bench.options);
      expect(thrown(() => parseBenchArgs(app, b.bench, [flagOf(first as string)])).message).toMatch(/needs a value/);
      expect(thrown(() => parseBenchArgs(app, b.bench, ['--json=yes'])).message).toMatch(/--json is a switch/);
    });

    it('takes the defaults, the quick values under --quick, and what is given over both', () => {
      const r = parseBenchArgs(app, b.bench, ['--']);
      if (r.help) throw new Error('help');
      const quick = parseBenchArgs(app, b.bench, ['--quick', '--json']);
      if (quick.help) throw new Error('help');
      expect(quick.values.quick && quick.values.json).toBe(true);
      for (const [name, o] of Object.entries(b.bench.options)) {
        expect((r.values as Record<string, unknown>)[name]).toEqual(o.default);
        const q = (b.bench.quick as Record<string, unknown> | undefined)?.[name];
        expect((quick.values as Record<string, unknown>)[name]).toEqual(q ?? o.default);
      }
      expect(parseBenchArgs(app, b.bench, ['-h']).help).toBe(true);
      const usage = benchUsage(app, b.bench);
      expect(usage).toMatch(new RegExp(`^usage: pnpm bench:app ${app} `));
      for (const name of Object.keys(b.bench.options)) expect(usage).toContain(`  ${flagOf(name)} `);
    });
  });

  it('reads integers written with separators or as 1e7, and lists and names', () => {
    const b = APP_BENCHMARKS.find((x) => x.app.name === 'sieve');
    if (b === undefined) throw new Error('sieve');
    const r = parseBenchArgs('sieve', b.bench, ['--n', '1e7', '--paper-n=32_000_000', '--quick']);
    expect(r.help ? undefined : [r.values.n, r.values.paperN, r.values.repeat]).toEqual([10_000_000, 32_000_000, 1]);
  });
});
