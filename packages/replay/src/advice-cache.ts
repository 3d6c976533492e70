/**
 * The last advice of `meshwork advise <app>` on this machine, kept per app, machine and Node
 * version (the key of ./cost.ts's calibration) in the same cache folder. `meshwork run <app>`
 * without `--balancer` reads it (one bounded read, no run) and says in one line when the advice
 * differs from the balancing the run uses.
 */
import { join } from 'node:path';
import { ensureDirectory, readRegularFile, writeFileReplacing } from '@meshwork/runtime';
import { defaultCacheDir, machineKey } from './cost.ts';

/** What is kept of an advice: the pick, where it was made and why. */
export interface CachedAdvice {
  readonly app: string;
  readonly topology: string;
  /** The pick: `static`, or a balancer with an interval (`every`) or a policy. */
  readonly balancer: string;
  readonly policy: string;
  readonly every?: number | undefined;
  /** The pick as a label (`static`, `gde every 5`, `sdlb adaptive`). */
  readonly label: string;
  /** The flags that run the pick (`--balancer gde --every 5`, `--balancer static`). */
  readonly flags: string;
  /** Why, in a few words (the predicted gain and its interval, or that no balancer is expected to pay). */
  readonly reason: string;
  /** When the advice was made (ISO date). */
  readonly advisedAt: string;
}

/** Largest advice cache file read (a few hundred bytes per app and machine). */
const ADVICE_MAX_BYTES = 64 * 1024;
const ADVICE_FILE = 'advice.json';

interface AdviceFile {
  version: 1;
  entries: Record<string, CachedAdvice>;
}

const keyOf = (app: string) => `${app} on ${machineKey()}`;

function readFile(file: string): AdviceFile {
  try {
    const raw = JSON.parse(readRegularFile(file, { what: 'advice cache', maxBytes: ADVICE_MAX_BYTES }).toString('utf8')) as unknown;
    const c = raw as Partial<AdviceFile>;
    if (c.version === 1 && typeof c.entries === 'object' && c.entries !== null && !Array.isArray(c.entries)) return c as AdviceFile;
  } catch {
    // absent, too large, unreadable or malformed: no advice known
  }
  return { version: 1, entries: {} };
}

function isAdvice(x: unknown, app: string): x is CachedAdvice {
  const a = x as Partial<CachedAdvice> | undefined;
  return (
    typeof a === 'object' &&
    a !== null &&
    a.app === app &&
    typeof a.topology === 'string' &&
    typeof a.balancer === 'string' &&
    typeof a.policy === 'string' &&
    (a.every === undefined || (Number.isInteger(a.every) && a.every >= 1)) &&
    typeof a.label === 'string' &&
    typeof a.flags === 'string' &&
    typeof a.reason === 'string' &&
    typeof a.advisedAt === 'string'
  );
}

/** The advice last made for `app` on this machine and Node version, if any (a bounded read; a bad file is no advice). */
export function readCachedAdvice(app: string, cacheDir = defaultCacheDir()): CachedAdvice | undefined {
  const hit = readFile(join(cacheDir, ADVICE_FILE)).entries[keyOf(app)];
  return isAdvice(hit, app) ? hit : undefined;
}

/** Keep `advice` as the one for its app on this machine and Node version (a cache that cannot be written is left alone). */
export function writeCachedAdvice(advice: CachedAdvice, cacheDir = defaultCacheDir()): void {
  const file = join(cacheDir, ADVICE_FILE);
  const cache = readFile(file);
  cache.entries[keyOf(advice.app)] = advice;
  try {
    ensureDirectory(cacheDir, { what: 'advice cache folder' });
    writeFileReplacing(file, `${JSON.stringify(cache)}\n`, { what: 'advice cache' });
  } catch {
    // the next `meshwork run` then prints no advice, nothing else
  }
}

/** The balancing a run uses, as far as the advice line compares it. */
export interface RunBalancing {
  readonly label: string;
  readonly balancer: string;
  readonly policy: string;
  readonly every?: number | undefined;
}

/**
 * The line `meshwork run <app>` prints when the cached advice picks something other than the
 * run's balancing (undefined when they agree): what advise picked, where and why, and the flags
 * that follow it.
 */
export function cachedAdviceLine(advice: CachedAdvice, run: RunBalancing, topology: string): string | undefined {
  const same = (b: RunBalancing) =>
    b.balancer === 'static' || b.policy === 'never'
      ? advice.balancer === 'static' || advice.policy === 'never'
      : b.balancer === advice.balancer && b.policy === advice.policy && (b.policy !== 'every' || b.every === advice.every);
  if (same(run)) return undefined;
  const where = advice.topology === topology ? advice.topology : `${advice.topology}, this run ${topology}`;
  return `advise picked ${advice.label} for this app on this machine (meshwork advise ${advice.app}, on ${where}, ${advice.advisedAt.slice(0, 10)}): ${advice.reason}; this run uses ${run.label}, ${advice.flags} follows the advice`;
}
