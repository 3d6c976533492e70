#!/usr/bin/env node
/** `meshwork-knary [options]`: the same run as `meshwork run knary` (see `--help`). */
import { appMain } from '@meshwork/harness';
import { knaryApp } from './app.ts';

await appMain(knaryApp);
