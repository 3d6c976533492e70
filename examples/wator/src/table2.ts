#!/usr/bin/env node
/**
 * `meshwork-wator-table2 [--ranks 16] [--size 256] [--every 30] [--balancer gde] [--json]`: one
 * remapping instance like the paper's Table 2 (simulate, remap once, simulate one more step).
 */
import { addSchemaOptions, choice, int, processOutput, runProgram, size, text, usageErrors, writeJson } from '@meshwork/harness';
import { balancers, parseTopology, type Storage } from '@meshwork/runtime';
import { Command } from 'commander';
import { watorApp } from './app.ts';
import { DEFAULT_BALANCER_OPTIONS } from './program.ts';
import { checkOptions, DEFAULTS } from './rules.ts';
import { runTable2, type Table2Report } from './run.ts';

const OPTIONS = {
  size: size('ocean rows x columns', { default: [DEFAULTS.rows, DEFAULTS.cols] }),
  ranks: int('ring of P ranks', { min: 2, max: 1024, default: 16 }),
  every: int('remap once after this many steps', { min: 1, default: 30 }),
  balancer: text('the balancer of the remapping', { arg: '<name>', default: 'gde' }),
  seed: int('initial population and every random draw', { min: 0, default: DEFAULTS.seed }),
  storage: choice<Storage>('grid storage', ['distributed', 'shared'], { default: 'distributed' }),
  json: { help: 'machine-readable output' },
};

function printTable2(t: Table2Report): void {
  const c = t.config;
  const head = `Remapping instance after ${t.at} steps: ${t.balancer} on ${c.topology}, ocean ${c.rows}x${c.cols}, seed ${c.seed}, ${c.storage} storage`;
  const rows = t.rows.map((r) =>
    [
      String(r.rank + 1).padStart(3),
      String(r.fishPre).padStart(6),
      String(r.workPre).padStart(6),
      r.updateMsPre.toFixed(2).padStart(7),
      `(${r.sweeps}, ${r.decisionMs.toFixed(2)})`.padStart(13),
      `(${r.fishUp}, ${r.fishDown})`.padStart(13),
      `(${r.rowsUp}, ${r.rowsDown})`.padStart(9),
      String(r.fishPost).padStart(6),
      r.updateMsPost.toFixed(2).padStart(7),
      `[${r.rowsBefore[0]},${r.rowsBefore[1]}) -> [${r.rowsAfter[0]},${r.rowsAfter[1]})`,
    ].join('  '),
  );
  const rep = t.report;
  process.stdout.write(
    [
      head,
      '  p_i  f_pre   work  t_upd  (NS, t_dec ms)   (f_up, f_down)  (rows)  f_post  t_upd  strip rows',
      ...rows,
      `  fish LE ${(100 * t.leFishBefore).toFixed(2)}% -> ${(100 * t.leFishAfter).toFixed(2)}%; fish conserved: ${t.conserved ? 'yes' : 'NO'}; rows moved ${rep.unitsMoved}, bytes moved ${rep.bytesMoved}${rep.skipped !== undefined ? `; skipped: ${rep.skipped}` : ''}`,
      '  (f_up/f_down: fish taken > 0 or given < 0 across the boundary with rank p-1 / p+1; t_upd: wall ms of the Update phases of the step before / after, inflated by time slicing when ranks > cores; the paper has 16 transputers, its rank 1 also trades over the wrap-around link, which strips here never cross: row 0 stays a cut)',
      '',
    ].join('\n'),
  );
}

const program = new Command('meshwork-wator-table2').description('one remapping instance like the paper Table 2');
addSchemaOptions(program, OPTIONS);
program.action(
  async (o: { size: [number, number]; ranks: number; every: number; balancer: string; seed: number; storage: Storage; json?: boolean }) => {
    if (!balancers.has(o.balancer)) throw usageErrors.notOneOf('--balancer', balancers.names(), o.balancer);
    const [rows, cols] = o.size;
    const topology = `ring:${o.ranks}`;
    parseTopology(topology);
    const rules = checkOptions({ ...DEFAULTS, rows, cols, seed: o.seed, steps: o.every + 1 });
    const t = await runTable2(
      {
        ...rules,
        topology,
        storage: o.storage,
        balancer: o.balancer,
        balancerOptions: DEFAULT_BALANCER_OPTIONS[o.balancer],
        every: o.every,
        repeat: 1,
      },
      watorApp.programUrl,
      o.every,
    );
    if (o.json === true) writeJson(processOutput, t);
    else printTable2(t);
    if (!t.conserved) process.exitCode = 1;
  },
);
process.exitCode = await runProgram(program, process.argv.slice(2), processOutput, 'meshwork-wator-table2');
