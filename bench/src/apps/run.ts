#!/usr/bin/env node
/**
 * `pnpm bench:app <app> [options]` (`node dist/apps/run.js <app> ...`): one app's benchmark, its
 * options checked against what the app declares (`--help` lists them). Bad input is one line on
 * stderr naming it and exit 2; a wrong result is exit 1 after the report (table or JSON).
 */
import { report } from '@meshwork/harness';
import { benchErrors } from '../errors.ts';
import { APP_BENCHMARKS, findBenchmark } from './list.ts';
import { benchUsage, parseBenchArgs } from './options.ts';

async function main(argv: readonly string[]): Promise<number> {
  const [name = '', ...rest] = argv[0] === '--' ? argv.slice(1) : argv;
  const known = APP_BENCHMARKS.map((b) => b.app.name);
  if (name === '--help' || name === '-h') {
    process.stdout.write(`usage: pnpm bench:app <app> [options]; apps: ${known.join(', ')} (pnpm bench:app <app> --help)\n`);
    return 0;
  }
  const b = findBenchmark(name);
  if (b === undefined) throw benchErrors.unknownApp(name, known);
  const req = parseBenchArgs(b.app.name, b.bench, rest);
  if (req.help) {
    process.stdout.write(benchUsage(b.app.name, b.bench));
    return 0;
  }
  const json = req.values.json;
  const r = await b.measure(req.values, (line) => {
    if (!json) process.stderr.write(`${line}\n`);
  });
  process.stdout.write(json ? `${JSON.stringify(r.json, null, 2)}\n` : r.text);
  return r.correct ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => process.exit(report(err, (line) => process.stderr.write(line), 'bench:app')),
);
