/**
 * The rank program module of an example package. The examples export their run functions but not
 * the URL of `program.js` (the module every rank imports), so it is found next to the package's
 * resolved entry: `dist/index.js` -> `dist/program.js` (`src/*.ts` when resolved from sources).
 */
export function exampleModuleUrl(resolvedEntry: string, module: string): URL {
  const ext = resolvedEntry.endsWith('.ts') ? 'ts' : 'js';
  return new URL(`./${module}.${ext}`, resolvedEntry);
}

export function exampleProgramUrl(resolvedEntry: string): URL {
  return exampleModuleUrl(resolvedEntry, 'program');
}
