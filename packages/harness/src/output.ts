/** Where commands write: stdout for results, stderr for progress and notes. */
export interface Output {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Whether stderr is a terminal (progress bars) or a pipe/file (plain lines). */
  readonly tty: boolean;
}

export const processOutput: Output = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  tty: process.stderr.isTTY === true && process.env.CI === undefined,
};

/** An {@link Output} that keeps what is written (a command run in process, its output checked). */
export interface CapturedOutput extends Output {
  readonly written: { stdout: string; stderr: string };
}

export function captureOutput(): CapturedOutput {
  const written = { stdout: '', stderr: '' };
  return {
    written,
    stdout: (t) => {
      written.stdout += t;
    },
    stderr: (t) => {
      written.stderr += t;
    },
    tty: false,
  };
}

/** JSON on stdout; typed arrays become plain arrays. */
export function writeJson(out: Output, value: unknown): void {
  out.stdout(
    `${JSON.stringify(value, (_k, v) => (ArrayBuffer.isView(v) && !(v instanceof DataView) ? Array.from(v as unknown as ArrayLike<number>) : v), 2)}\n`,
  );
}
