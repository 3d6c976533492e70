/**
 * The test suite's rank threads import JavaScript twins of `.ts` programs
 * (scripts/test-twins.mjs, src/worker/twins.ts). The lookup mirrors the path inside the package.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { twinOf, twinsEnabled } from '../src/worker/twins.js';

const PKG = fileURLToPath(new URL('..', import.meta.url));

describe('JavaScript twins of TypeScript programs', () => {
  it('the suite enables them (vitest.config.ts)', () => {
    expect(twinsEnabled()).toBe(true);
  });

  it('a test program maps to the same path under the package .test-dist, transpiled', () => {
    const source = fileURLToPath(new URL('./programs/links.ts', import.meta.url));
    const twin = twinOf(source);
    expect(twin).toBe(pathToFileURL(`${PKG}.test-dist/test/programs/links.js`).href);
    const code = readFileSync(fileURLToPath(twin as string), 'utf8');
    expect(code).toContain('defineProgram');
    expect(code).not.toMatch(/^import type /m);
  });

  it('a source file maps into the twin src tree', () => {
    const twin = twinOf(`${PKG}src/worker/bootstrap.ts`);
    expect(twin).toBe(pathToFileURL(`${PKG}.test-dist/src/worker/bootstrap.js`).href);
  });

  it('a file without a twin, or outside any package, has none', () => {
    expect(twinOf(`${PKG}test/programs/no-such-program.ts`)).toBeUndefined();
    expect(twinOf('/no-such-dir/program.ts')).toBeUndefined();
  });
});
