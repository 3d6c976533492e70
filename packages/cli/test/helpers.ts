/** Run the compiled `meshwork` binary in a subprocess, and read SVG files as XML. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll } from 'vitest';

export const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

export interface CliResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

const made: string[] = [];

/** A fresh temporary folder, removed when the test file ends. */
export function tempDir(prefix = 'meshwork-cli-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export function meshwork(args: readonly string[], cwd: string, timeoutMs = 120_000, env: Readonly<Record<string, string>> = {}): CliResult {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    encoding: 'utf8',
    timeout: timeoutMs,
    env: { ...process.env, MESHWORK_DEBUG: '', ...env },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** --json output of a successful command. */
export function meshworkJson<T>(args: readonly string[], cwd: string): T {
  const r = meshwork([...args, '--json'], cwd);
  if (r.code !== 0) throw new Error(`meshwork ${args.join(' ')} exited ${r.code}: ${r.stderr}`);
  return JSON.parse(r.stdout) as T;
}

type XmlNode = { [key: string]: unknown };

/** Parse an SVG file strictly (throws on malformed XML). */
export function readSvg(path: string): XmlNode {
  const text = readFileSync(path, 'utf8');
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new Error(`${path} is not well-formed XML: ${JSON.stringify(valid)}`);
  return new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_' }).parse(text) as XmlNode;
}

/**
 * Marks drawn by vega: for every `<g class="mark-<type> role-mark ...">`, the number of items it
 * holds, keyed by mark type (symbol, rect, rule, text, line-...). Types drawn by several layers add up.
 */
export function markCounts(svg: XmlNode): Map<string, number> {
  const counts = new Map<string, number>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const n of node) visit(n);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const obj = node as XmlNode;
    for (const [key, value] of Object.entries(obj)) {
      if (key.startsWith('@_') || key === '#text') continue;
      for (const child of Array.isArray(value) ? value : [value]) {
        const cls = typeof child === 'object' && child !== null ? (child as XmlNode)['@_class'] : undefined;
        if (key === 'g' && typeof cls === 'string' && cls.includes('role-mark')) {
          const type = /mark-([a-z]+)/.exec(cls)?.[1] ?? '?';
          let n = 0;
          for (const [k, v] of Object.entries(child as XmlNode))
            if (!k.startsWith('@_') && k !== '#text') n += Array.isArray(v) ? v.length : 1;
          counts.set(type, (counts.get(type) ?? 0) + n);
        } else visit(child);
      }
    }
  };
  visit(svg);
  return counts;
}
