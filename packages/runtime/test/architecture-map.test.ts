/**
 * docs/architecture.md follows the runtime: every file of packages/runtime/src has its line in
 * "The runtime, file by file" (and no line names a file that is gone), and every folder has a row
 * in the layer table.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const DOC = readFileSync(fileURLToPath(new URL('../../../docs/architecture.md', import.meta.url)), 'utf8');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.c?ts$/.test(e.name) ? [relative(SRC, join(dir, e.name))] : [],
  );
}

/** The map's files, folder/file, from its "**`folder/`**" headings and "- `file`:" lines. */
function mapped(): string[] {
  const section = DOC.split('## The runtime, file by file')[1]?.split('\n## ')[0] ?? '';
  const out: string[] = [];
  let folder = '';
  for (const line of section.split('\n')) {
    const heading = /^\*\*`([^`]+)\/`\*\*$/.exec(line);
    if (heading) folder = heading[1] === 'src' ? '' : `${heading[1]}/`;
    const file = /^- `([^`]+)`:/.exec(line);
    if (file) out.push(`${folder}${file[1]}`);
  }
  return out;
}

it('the file map names every runtime source file, and only those', () => {
  expect(mapped().sort()).toEqual(sources(SRC).sort());
});

it('the layer table has a row for every runtime folder', () => {
  const table = DOC.split('## Runtime layers')[1]?.split('\n## ')[0] ?? '';
  const folders = readdirSync(SRC, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  for (const f of folders) expect(table, `layer table row for ${f}/`).toContain(`\`${f}/\``);
});
