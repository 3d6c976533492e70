/**
 * The apps `meshwork run` knows. Each app describes itself once with `defineApp` in its own
 * package (examples/<app>/src/app.ts); adding one is its folder plus its line here, in the order
 * `meshwork run --help` lists them (the package dependencies are written by scripts/sync-apps.mjs).
 */
import { diffusionApp } from '@meshwork/example-diffusion';
import { knaryApp } from '@meshwork/example-knary';
import { loopApp } from '@meshwork/example-loop';
import { sieveApp } from '@meshwork/example-sieve';
import { stencilApp } from '@meshwork/example-stencil';
import { thinningApp } from '@meshwork/example-thinning';
import { watorApp } from '@meshwork/example-wator';
import type { App } from '@meshwork/harness';

export const APPS: readonly App[] = [stencilApp, watorApp, thinningApp, diffusionApp, sieveApp, loopApp, knaryApp];

/** The app called `name`, if there is one. */
export function findApp(name: string): App | undefined {
  return APPS.find((a) => a.name === name);
}
