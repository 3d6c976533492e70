#!/usr/bin/env node
/** `meshwork-thinning [options]`: the same run as `meshwork run thinning` (see `--help`). */
import { appMain } from '@meshwork/harness';
import { thinningApp } from './app.ts';

await appMain(thinningApp);
