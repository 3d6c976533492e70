/**
 * The public surface, from the built declaration files: each entry of every published package
 * exports exactly the names `docs/reference/surface.json` lists (so it cannot grow or shrink by
 * accident: a change to an entry is a change to that list, where the API reference takes its
 * groups from), no `@internal` declaration reaches a `.d.ts`, the declarations compile on their
 * own (stripInternal left no dangling name), and a program cannot reach what the public types hide.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

interface Task {
  readonly name: string;
  readonly about: string;
  readonly names: readonly string[];
}
interface Entry {
  readonly types: string;
  readonly tasks?: readonly Task[];
  readonly names?: readonly string[];
}
interface Surface {
  readonly entries: Record<string, Entry>;
  readonly undocumented: Record<string, Entry>;
}

const surface = JSON.parse(readFileSync(join(ROOT, 'docs/reference/surface.json'), 'utf8')) as Surface;
const all: [string, Entry][] = [...Object.entries(surface.entries), ...Object.entries(surface.undocumented)];
const FIXTURE = join(ROOT, 'packages/cli/test/fixtures/surface/closed.ts');

function listed(e: Entry): string[] {
  return [...(e.names ?? []), ...(e.tasks ?? []).flatMap((t) => t.names)];
}

function declarationFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith('.d.ts'))
    .map((d) => join(d.parentPath, d.name));
}

let program: ts.Program;

beforeAll(() => {
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts'],
    types: ['node'],
    strict: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
  };
  program = ts.createProgram([...all.map(([, e]) => join(ROOT, e.types)), FIXTURE], options);
});

describe('the public surface', () => {
  it.each(all)('%s exports exactly the names surface.json lists', (_entry, e) => {
    const file = program.getSourceFile(join(ROOT, e.types));
    expect(file, e.types).toBeDefined();
    const checker = program.getTypeChecker();
    const module = checker.getSymbolAtLocation(file as ts.SourceFile);
    const names = module === undefined ? [] : checker.getExportsOfModule(module).map((s) => s.name);
    expect(names.sort()).toEqual(listed(e).sort());
  });

  it('lists each name once per entry, each task with a description', () => {
    for (const [entry, e] of all) {
      const names = listed(e);
      expect(new Set(names).size, entry).toBe(names.length);
      for (const t of e.tasks ?? []) expect(t.about.length, `${entry}: ${t.name}`).toBeGreaterThan(20);
    }
  });

  it('no @internal declaration reaches the built declaration files', () => {
    const tagged: string[] = [];
    for (const pkg of readdirSync(join(ROOT, 'packages'))) {
      let files: string[] = [];
      try {
        files = declarationFiles(join(ROOT, 'packages', pkg, 'dist'));
      } catch {
        continue;
      }
      for (const f of files) if (readFileSync(f, 'utf8').includes('@internal')) tagged.push(f.slice(ROOT.length));
    }
    expect(tagged).toEqual([]);
  });

  it('the declaration files compile on their own, and the public types hide the internals', () => {
    const ours = program.getSourceFiles().filter((f) => /\/packages\/[^/]+\/dist\//.test(f.fileName) || f.fileName === FIXTURE);
    expect(ours.length).toBeGreaterThan(50);
    const errors = ours.flatMap((f) =>
      program
        .getSemanticDiagnostics(f)
        .map((d) => `${f.fileName.slice(ROOT.length)}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`),
    );
    expect(errors).toEqual([]);
  });
});
