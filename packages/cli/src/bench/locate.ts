/** Where the compiled benchmark scripts of bench/ live (each app's own bench runs from its definition). */
export function benchScript(path: string): URL {
  return new URL(`./dist/${path}`, import.meta.resolve('@meshwork/bench/package.json'));
}
