#!/usr/bin/env node
/** `meshwork-wator [options]`: the same run as `meshwork run wator` (see `--help`); Table 2 is `meshwork-wator-table2`. */
import { appMain } from '@meshwork/harness';
import { watorApp } from './app.ts';

await appMain(watorApp);
