/**
 * The apps `meshwork run` knows. Adding one (knary, loop, ...) is one file apps/<app>.ts that
 * exports an AppAdapter, plus its line here.
 */
import { diffusion } from './diffusion.js';
import { knary } from './knary.js';
import { loop } from './loop.js';
import { sieve } from './sieve.js';
import { stencil } from './stencil.js';
import { thinning } from './thinning.js';
import type { AppAdapter } from './types.js';
import { wator } from './wator.js';

export const APPS: readonly AppAdapter[] = [stencil, wator, thinning, diffusion, sieve, loop, knary];

export function findApp(name: string): AppAdapter | undefined {
  return APPS.find((a) => a.name === name);
}
