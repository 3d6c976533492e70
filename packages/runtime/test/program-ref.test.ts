/**
 * `programRef`: a program module's URL with its option and result types. At run time it is the URL
 * itself; anything that is not a URL or an absolute URL string is refused with a typed error.
 */
import { describe, expect, it } from 'vitest';
import { MeshworkError, programRef } from '../src/index.ts';

describe('programRef', () => {
  it('returns the URL it was given, and parses absolute URL strings', () => {
    const url = new URL('./program.js', 'file:///app/');
    expect(programRef(url)).toBe(url);
    const parsed = programRef('file:///app/program.js');
    expect(parsed).toBeInstanceOf(URL);
    expect(parsed.href).toBe('file:///app/program.js');
  });

  it.each([[''], ['./program.js'], [42], [undefined]])('refuses %j with MW_INVALID_ARGUMENT', (bad) => {
    let caught: unknown;
    try {
      programRef(bad as string);
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(MeshworkError);
    expect((caught as MeshworkError).code).toBe('MW_INVALID_ARGUMENT');
    expect((caught as MeshworkError).message).toMatch(/programRef\(url\).*absolute URL string/);
  });
});
