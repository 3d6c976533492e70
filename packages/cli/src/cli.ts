#!/usr/bin/env node
/** The `meshwork` binary. */
import { checkNodeVersion, MeshworkError } from '@meshwork/runtime';
import { main } from './program.ts';

try {
  checkNodeVersion();
} catch (err) {
  if (!(err instanceof MeshworkError)) throw err;
  process.stderr.write(`meshwork: ${err.code}: ${err.message}\n`);
  process.exit(2);
}

// A reader that stops early (`meshwork ... | head`) closes the pipe: stop quietly, as Unix tools do,
// instead of crashing on EPIPE.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw err;
  });
}

const code = await main(process.argv.slice(2));
process.exitCode = code;
