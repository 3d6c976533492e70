#!/usr/bin/env node
/** The `meshwork` binary. */
import { refuseUnsupportedNode } from '@meshwork/harness';
import { leaveLaunchedJob } from './launched.ts';
import { main } from './program.ts';

const refused = refuseUnsupportedNode('meshwork');
if (refused !== undefined) process.exit(refused);

// A reader that stops early (`meshwork ... | head`) closes the pipe: stop quietly, as Unix tools do,
// instead of crashing on EPIPE.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw err;
  });
}

const code = await main(process.argv.slice(2));
// one host of a job (meshwork launch -- meshwork run ...): close its transport so the process ends
await leaveLaunchedJob();
process.exitCode = code;
