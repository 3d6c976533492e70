#!/usr/bin/env node
/** `meshwork-diffusion [options]`: the same run as `meshwork run diffusion` (see `--help`). */
import { appMain } from '@meshwork/harness';
import { diffusionApp } from './app.ts';

await appMain(diffusionApp);
