/**
 * Errors are tables (docs/architecture.md, "Errors"): every package and app declares its errors in
 * its `src/errors.ts` (an app command's usage errors, which rank threads must not load, in
 * `src/usage-errors.ts`), one table of builder name -> [code, message template] built by the
 * runtime's `defineErrors`. This test reads every source file of the packages, the apps and the benchmarks and
 * holds them to it: no `new MeshworkError(`, `new Error(` or `new <an app's error class>(` outside a
 * table module (a broken invariant throws `bug()`, whose message says "this is a bug in Meshwork"),
 * every code of a code table is a unique string that names its key, and a code's string appears in
 * no source file but its table's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineErrors, ErrorCodes, MeshworkError } from '@meshwork/runtime';
import { bug } from '@meshwork/runtime/plugin';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The runtime's codes and class live beside its table: the helper's own module is a table module too. */
const TABLE_MODULE = /(^|\/)src\/(errors|usage-errors|meshwork-error)\.ts$/;

/**
 * Files that may still build an error inline, each with the reason. Nothing else may: a new entry
 * here needs a reason as good as this one.
 */
const EXCEPTIONS: Readonly<Record<string, string>> = {
  // The fault injection of a testing aid stands in for a program's own throw: a plain Error by design.
  'packages/runtime/src/recovery/faults.ts': 'an injected fault is a program-like plain Error',
};

function sources(dir: string): string[] {
  let entries: ReturnType<typeof readdirSync>;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : sources(path);
    return /\.[cm]?ts$/.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every source file of the packages, the apps and the benchmarks, relative to the repository. */
function allSources(): string[] {
  const roots = [
    ...readdirSync(join(ROOT, 'packages')).map((p) => join(ROOT, 'packages', p, 'src')),
    ...readdirSync(join(ROOT, 'examples')).map((p) => join(ROOT, 'examples', p, 'src')),
    join(ROOT, 'bench', 'src'),
  ];
  return roots.flatMap(sources).map((f) => relative(ROOT, f));
}

/** The code of a file without its comments (block comments and whole-line `//` comments). */
function code(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('//'))
    .join('\n');
}

const FILES = allSources();
const TABLES = FILES.filter((f) => TABLE_MODULE.test(f));
const TEXT = new Map(FILES.map((f) => [f, code(readFileSync(join(ROOT, f), 'utf8'))]));

/**
 * The error classes with codes that the table modules declare (an app's own `DiffusionError`,
 * `ImageError`, the harness's `UsageError`).
 */
function tableClasses(): string[] {
  return TABLES.flatMap((f) => [...(TEXT.get(f) ?? '').matchAll(/class (\w+) extends Error\b/g)].map((m) => m[1] as string));
}

/** Each code table (`<Name>Codes = { KEY: 'VALUE', ... }`) of the table modules: its file, keys and values. */
function codeTables(): { file: string; name: string; entries: [string, string][] }[] {
  return TABLES.flatMap((file) =>
    [...(TEXT.get(file) ?? '').matchAll(/export const (\w*Codes) = \{([\s\S]*?)\} as const/g)].map((m) => ({
      file,
      name: m[1] as string,
      entries: [...(m[2] as string).matchAll(/^\s*(\w+): '([^']+)',/gm)].map((e) => [e[1] as string, e[2] as string] as [string, string]),
    })),
  );
}

describe('errors are built in tables only', () => {
  it('finds the sources and their tables (the runtime, the hosts, the balancers, the harness, the replay, the bench, six apps)', () => {
    expect(FILES.length).toBeGreaterThan(300);
    for (const t of [
      'packages/runtime/src/errors.ts',
      'packages/runtime/src/meshwork-error.ts',
      'packages/hosts/src/errors.ts',
      'packages/balancers/src/errors.ts',
      'packages/harness/src/errors.ts',
      'packages/cli/src/errors.ts',
      'packages/replay/src/errors.ts',
      'bench/src/errors.ts',
      'examples/diffusion/src/errors.ts',
      'examples/knary/src/errors.ts',
      'examples/loop/src/errors.ts',
      'examples/sieve/src/errors.ts',
      'examples/sieve/src/usage-errors.ts',
      'examples/thinning/src/errors.ts',
      'examples/wator/src/errors.ts',
      'examples/wator/src/usage-errors.ts',
    ])
      expect(TABLES).toContain(t);
  });

  it('no source file outside a table module constructs an error inline', () => {
    const classes = ['MeshworkError', 'Error', ...tableClasses()];
    expect(classes).toEqual(expect.arrayContaining(['DiffusionError', 'ImageError', 'UsageError']));
    const inline = new RegExp(`\\bnew (${classes.join('|')})\\(`, 'g');
    const found: string[] = [];
    for (const [file, text] of TEXT) {
      if (TABLE_MODULE.test(file) || EXCEPTIONS[file] !== undefined) continue;
      for (const m of text.matchAll(inline)) found.push(`${file}: new ${m[1]}(`);
    }
    expect(found).toEqual([]);
  });

  it('every exception still builds an error inline (a stale entry goes)', () => {
    for (const file of Object.keys(EXCEPTIONS)) expect(TEXT.get(file) ?? '', file).toMatch(/\bnew (MeshworkError|Error)\(/);
  });

  it("every code of a code table is a unique string naming its key, and appears in no other file's code", () => {
    const tables = codeTables();
    expect(tables.map((t) => t.name).sort()).toEqual([
      'DiffusionErrorCodes',
      'ErrorCodes',
      'HostErrorCodes',
      'ImageErrorCodes',
      'UsageErrorCodes',
    ]);
    const all = tables.flatMap((t) => t.entries.map(([, v]) => v));
    expect(new Set(all).size).toBe(all.length);
    for (const t of tables) {
      for (const [key, value] of t.entries) {
        expect(value.endsWith(key), `${t.name}.${key} = ${value}`).toBe(true);
        expect(value).toMatch(/^[A-Z][A-Z0-9_]*$/);
        const literal = new RegExp(`['"\`]${value}['"\`]`);
        const elsewhere = FILES.filter((f) => f !== t.file && literal.test(TEXT.get(f) ?? ''));
        expect(elsewhere, `${value} as a literal outside ${t.file}`).toEqual([]);
      }
    }
  });

  it("the runtime's ErrorCodes, read from the package, match its table: MW_<KEY>, each once", () => {
    const runtime = codeTables().find((t) => t.name === 'ErrorCodes');
    expect(Object.entries(ErrorCodes)).toEqual(runtime?.entries);
    for (const [key, value] of Object.entries(ErrorCodes)) expect(value).toBe(`MW_${key}`);
  });
});

describe('defineErrors', () => {
  const table = defineErrors({
    plain: [ErrorCodes.INVALID_ARGUMENT, (n: number) => `n must be even, got ${n}`],
    detailed: [ErrorCodes.RANK_FAILED, (rank: number, cause: unknown) => ({ message: `rank ${rank} failed`, rank, cause })],
  });

  it('a builder returns a MeshworkError with the row code, the template message and the details', () => {
    const a = table.plain(3);
    expect(a).toBeInstanceOf(MeshworkError);
    expect([a.name, a.code, a.message, a.rank, a.cause]).toEqual([
      'MeshworkError',
      'MW_INVALID_ARGUMENT',
      'n must be even, got 3',
      undefined,
      undefined,
    ]);
    const cause = new Error('inner');
    const b = table.detailed(2, cause);
    expect([b.code, b.message, b.rank, b.cause]).toEqual(['MW_RANK_FAILED', 'rank 2 failed', 2, cause]);
  });

  it("an app's table builds its own class with its own codes", () => {
    class AppError extends Error {
      readonly code: string;
      constructor(c: string, message: string) {
        super(message);
        this.name = 'AppError';
        this.code = c;
      }
    }
    const own = defineErrors(
      { tooBig: ['APP_TOO_BIG', (n: number) => `${n} is too big`] },
      (c: 'APP_TOO_BIG', message) => new AppError(c, message),
    );
    const e = own.tooBig(7);
    expect(e).toBeInstanceOf(AppError);
    expect([e.name, e.code, e.message]).toEqual(['AppError', 'APP_TOO_BIG', '7 is too big']);
  });

  it('bug() says the invariant broke and that it is a bug in Meshwork', () => {
    const e = bug('an empty deque refused a task');
    expect(e).not.toBeInstanceOf(MeshworkError);
    expect(e.message).toBe('an empty deque refused a task (this is a bug in Meshwork)');
  });
});
