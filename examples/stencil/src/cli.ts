#!/usr/bin/env node
/** `meshwork-stencil [options]`: the same run as `meshwork run stencil` (see `--help`). */
import { appMain } from '@meshwork/harness';
import { stencilApp } from './app.ts';

await appMain(stencilApp);
