/**
 * The command lines of the bench scripts (`pnpm bench`, `bench:peers`, `bench:checkpoint`, the
 * hosts bench): `--help` prints the usage and exits 0; an unknown or malformed option is one line
 * naming it on stderr and exit 2, never a stack trace. A leading `--` (what `pnpm x -- --flag`
 * passes on) is dropped.
 */
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { failFor } from '@meshwork/harness';

type Options = NonNullable<ParseArgsConfig['options']>;

/** The parsed values of `O` (node:util's own type). */
export type BenchValues<O extends Options> = ReturnType<typeof parseArgs<{ options: O; strict: true; allowPositionals: false }>>['values'];

/** Parse this process's arguments for `command` against `options`; see the module comment. */
export function benchArgs<const O extends Options>(command: string, usage: string, options: O): BenchValues<O> {
  const args = process.argv.slice(2).filter((a, i) => !(i === 0 && a === '--'));
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${usage.trim()}\n`);
    process.exit(0);
  }
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (err) {
    return failFor(command)(`${(err as Error).message.split('\n')[0]} (see --help)`);
  }
}
