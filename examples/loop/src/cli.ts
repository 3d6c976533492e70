#!/usr/bin/env node
/** `meshwork-loop [options]`: the same run as `meshwork run loop` (see `--help`). */
import { appMain } from '@meshwork/harness';
import { loopApp } from './app.ts';

await appMain(loopApp);
