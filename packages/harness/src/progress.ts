/**
 * Progress of a command on stderr: a bar redrawn in place on a terminal, plain lines otherwise
 * (pipes, CI logs, tests). `--json` keeps stdout clean either way.
 */
import type { Output } from './output.ts';

export interface Progress {
  /** Announce `total` steps (call again to start a new stage). */
  begin(title: string, total: number): void;
  /** One step done, with what comes next or what was just finished. */
  step(label: string): void;
  /** A free-standing note (one line). */
  note(text: string): void;
  end(): void;
}

const WIDTH = 28;

export function createProgress(out: Output, enabled = true): Progress {
  let title = '';
  let total = 0;
  let done = 0;
  let drawn = false;
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)}s`;
  const clear = () => {
    if (drawn) out.stderr('\r\x1b[2K');
    drawn = false;
  };
  const draw = (label: string) => {
    const filled = total === 0 ? 0 : Math.round((WIDTH * Math.min(done, total)) / total);
    out.stderr(`\r\x1b[2K${title} [${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${done}/${total} ${label} (${elapsed()})`);
    drawn = true;
  };
  if (!enabled) return { begin() {}, step() {}, note() {}, end() {} };
  return {
    begin(t, n) {
      clear();
      title = t;
      total = n;
      done = 0;
      if (out.tty) draw('');
      else out.stderr(`${title}: ${n} steps\n`);
    },
    step(label) {
      done++;
      if (out.tty) draw(label);
      else out.stderr(`  [${done}/${total}] ${label} (${elapsed()})\n`);
    },
    note(text) {
      clear();
      out.stderr(`${text}\n`);
    },
    end() {
      clear();
    },
  };
}
