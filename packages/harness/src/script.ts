/** Run a benchmark script (compiled) in a child process and read its JSON (the paper reproductions and bench suites). */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { harnessErrors } from './errors.ts';

/** A script run: the script's URL, its arguments, where its JSON comes out, a deadline. */
export interface ScriptRun {
  readonly script: string;
  readonly args: readonly string[];
  /** The script writes its JSON to a file given with this flag instead of stdout (e.g. `--json`). */
  readonly jsonFileFlag?: string;
  readonly timeoutMs: number;
  /** Each line the script writes on stderr (its own progress). */
  readonly onLine?: (line: string) => void;
}

/** Run the script; resolves with its JSON (typed by the caller, who knows the script), rejects with its last stderr line. */
export async function runScript<T>(job: ScriptRun): Promise<T> {
  const file = job.jsonFileFlag === undefined ? undefined : join(tmpdir(), `meshwork-bench-${process.pid}-${Date.now()}.json`);
  const args = [fileURLToPath(job.script), ...job.args, ...(file === undefined ? [] : [job.jsonFileFlag as string, file])];
  const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let pending = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), job.timeoutMs);
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
      pending += d.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const l of lines) if (l.trim() !== '') job.onLine?.(l);
    });
    child.on('error', reject);
    child.on('close', (c) => {
      clearTimeout(timer);
      resolve({ code: c, stdout: out, stderr: err });
    });
  });
  const name = job.script.replace(/.*\/(examples|bench)\//, '$1/');
  if (code !== 0) throw harnessErrors.scriptFailed(name, code, stderr.trim().split('\n').slice(-1)[0] ?? '');
  try {
    const text = file === undefined ? stdout.slice(stdout.indexOf('{')) : readFileSync(file, 'utf8');
    return JSON.parse(text) as T;
  } finally {
    if (file !== undefined) rmSync(file, { force: true });
  }
}
