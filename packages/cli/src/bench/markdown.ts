/** The Markdown report of a bench run: machine, tables, and the SVG charts it links. */
import { join } from 'node:path';
import { formatMachineCheck } from '@meshwork/harness';
import { ensureDirectory, writeFileReplacing } from '@meshwork/runtime';
import { writeSvg } from '../charts/render.ts';
import { describeMachine } from './machine.ts';
import { type BenchReport, markdownTable } from './suite.ts';

export interface WrittenReport {
  readonly markdown: string;
  readonly charts: string[];
}

export async function writeReport(dir: string, r: BenchReport): Promise<WrittenReport> {
  ensureDirectory(dir, { what: 'bench --out', writable: true });
  const charts: string[] = [];
  for (const c of r.charts) charts.push(await writeSvg(join(dir, c.file), c.spec));
  const lines = [
    `# meshwork bench --suite ${r.suite}${r.quick ? ' --quick' : ''}`,
    '',
    r.title,
    '',
    `Machine: ${describeMachine(r.machine)}. Ranks ${r.spin === 'off' ? 'slept in their waits (spin off: the machine was busy)' : 'spun while ranks <= cores (spin auto)'}. Suite time ${r.seconds.toFixed(1)} s.`,
    '',
    ...(r.machineCheck === undefined ? [] : [`${formatMachineCheck(r.machineCheck)}.`, '']),
    ...r.tables.flatMap((t) => [`## ${t.title}`, '', markdownTable(t), '', ...(t.note === undefined ? [] : [t.note, ''])]),
    '## Charts',
    '',
    ...r.charts.flatMap((c) => [`### ${c.title}`, '', `![${c.title}](${c.file})`, '']),
  ];
  const markdown = join(dir, 'README.md');
  writeFileReplacing(markdown, `${lines.join('\n')}\n`, { what: 'bench report' });
  writeFileReplacing(
    join(dir, 'results.json'),
    `${JSON.stringify({ ...r, charts: r.charts.map((c) => ({ file: c.file, title: c.title })) }, null, 1)}\n`,
    { what: 'bench results' },
  );
  return { markdown, charts };
}
