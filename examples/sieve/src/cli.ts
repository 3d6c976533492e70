#!/usr/bin/env node
/** `meshwork-sieve [options]`: the same run as `meshwork run sieve` (see `--help`). */
import { appMain } from '@meshwork/harness';
import { sieveApp } from './app.ts';

await appMain(sieveApp);
