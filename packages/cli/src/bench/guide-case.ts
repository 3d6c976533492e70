/**
 * The replay suite's fifth case: the program of the guide docs/balance-your-program.md, run the way
 * the guide runs it (`meshwork run ./program.js`), from a folder of its own where `@meshwork/runtime`
 * and `@meshwork/balancers` resolve as they do in a user's project (links to the packages this CLI
 * uses), removed when the suite ends. The guide's own example balancer, gde, is its default here.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type App, programFileApp } from '@meshwork/harness';
import { pathError } from '@meshwork/runtime/plugin';

/** A case's program folder: the app, and the removal of the folder. */
export interface GuideProgram {
  readonly app: App;
  readonly options: Record<string, unknown>;
  dispose(): void;
}

/** The guide's program file in this checkout (next to the bench package, which the suites need too). */
function guideSource(): string {
  const bench = dirname(fileURLToPath(import.meta.resolve('@meshwork/bench/package.json')));
  return join(bench, '..', 'docs', 'balance-your-program', 'program.js');
}

/** The directory of an installed package (its package.json's folder). */
function packageDir(name: string): string {
  return dirname(fileURLToPath(import.meta.resolve(`${name}/package.json`)));
}

/**
 * The guide's program in a fresh folder, as an app of `meshwork run <file>` with gde as its default
 * balancer; `quick`: a small grid (the suite's smoke sizes). Loads in work units, as every case of
 * the suite balances on them.
 */
export function guideProgram(quick: boolean): GuideProgram {
  const source = guideSource();
  const dir = mkdtempSync(join(tmpdir(), 'meshwork-replay-guide-'));
  try {
    try {
      copyFileSync(source, join(dir, 'program.js'));
    } catch (err) {
      const got = (err as { code?: string }).code ?? String(err);
      throw pathError('the guide program', source, 'docs/balance-your-program/program.js of a Meshwork checkout', got, err);
    }
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'replay-guide', private: true, type: 'module' }));
    mkdirSync(join(dir, 'node_modules', '@meshwork'), { recursive: true });
    for (const p of ['runtime', 'balancers']) symlinkSync(packageDir(`@meshwork/${p}`), join(dir, 'node_modules', '@meshwork', p), 'dir');
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  const app: App = { ...programFileApp(join(dir, 'program.js')), defaultBalancer: 'gde' };
  const opt = quick ? ['rows=128', 'cols=128', 'steps=12'] : [];
  return {
    app,
    options: { loads: 'work', ...(opt.length > 0 ? { opt } : {}) },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
