#!/usr/bin/env node
/** The `meshwork` binary. */
import { main } from './program.js';

const code = await main(process.argv.slice(2));
process.exitCode = code;
