#!/usr/bin/env node
/** The `meshwork` binary. */
import { main } from './program.js';

// `pnpm start -- run wator` passes the `--` through.
const args = process.argv.slice(2);
const code = await main(args[0] === '--' ? args.slice(1) : args);
process.exitCode = code;
