/** Where the compiled benchmark scripts of bench/ and the examples live. */
import { moduleUrl } from '@meshwork/harness';

export function benchScript(path: string): URL {
  return new URL(`./dist/${path}`, import.meta.resolve('@meshwork/bench/package.json'));
}

const EXAMPLES: Record<string, string> = {
  wator: import.meta.resolve('@meshwork/example-wator'),
  thinning: import.meta.resolve('@meshwork/example-thinning'),
  sieve: import.meta.resolve('@meshwork/example-sieve'),
  diffusion: import.meta.resolve('@meshwork/example-diffusion'),
  knary: import.meta.resolve('@meshwork/example-knary'),
  loop: import.meta.resolve('@meshwork/example-loop'),
};

/** `examples/<app>/dist/bench.js`. */
export function exampleBench(app: keyof typeof EXAMPLES & string): URL {
  return moduleUrl(EXAMPLES[app] as string, 'bench');
}
