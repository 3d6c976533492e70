/**
 * Fault injection on a rank (`RunOptions.faults`, a testing aid): a fault is armed once the rank's
 * step reaches `atStep` and fires as the rank enters its `phase`-th phase after that. It kills the
 * rank the way real failures do:
 *
 *   exit           `process.exit(1)` inside the rank: its worker thread ends.
 *   oom            allocate heap until V8 stops the thread at its `resourceLimits` heap limit.
 *   throw-outside  an uncaught exception outside the program's promise chain, delivered through
 *                  process 'uncaughtException' as Node delivers one; the rank's program is unwound.
 *
 * A fault with `inCheckpoint` fires instead inside the first saving checkpoint at or after
 * `atStep`, between the copy of the rank's image into its slot and the mark that it is written.
 */
import type { FaultSpec } from '../worker/task.ts';

/** Thrown through the program's stack after a `throw-outside` fault (the uncaught exception is the failure). */
export class FaultUnwind extends Error {
  constructor() {
    super('unwinding the program after an injected uncaught exception');
    this.name = 'FaultUnwind';
  }
}

/** A rank's injected faults (`RunOptions.faults`): follows the rank's step and phases and fires each fault at its point. */
export class FaultInjector {
  /** Phases entered since each fault was armed. */
  private readonly seen: number[];
  private step = 0;

  private readonly rank: number;
  private readonly faults: readonly FaultSpec[];
  constructor(rank: number, faults: readonly FaultSpec[]) {
    this.rank = rank;
    this.faults = faults;
    this.seen = faults.map(() => 0);
  }

  get active(): boolean {
    return this.faults.length > 0;
  }

  /** The rank reached `step` (a checkpoint call or a restore). */
  atStep(step: number): void {
    this.step = step;
  }

  /** The rank enters a phase: fire the fault whose turn it is. */
  beforePhase(): void {
    for (const [i, f] of this.faults.entries()) {
      if (f.inCheckpoint || this.step < f.atStep) continue;
      const n = this.seen[i] as number;
      this.seen[i] = n + 1;
      if (n === f.phase) fire(f, this.rank, this.step);
    }
  }

  /** The rank wrote its image of a saving checkpoint and has not marked it written: fire a mid-write fault. */
  inCheckpoint(): void {
    for (const f of this.faults) if (f.inCheckpoint && this.step >= f.atStep) fire(f, this.rank, this.step);
  }
}

/** Heap the `oom` fault holds on to (module scope: the allocation must stay reachable). */
const hog: number[][] = [];

function fire(f: FaultSpec, rank: number, step: number): void {
  const where = f.inCheckpoint ? 'inside its checkpoint' : `phase ${f.phase}`;
  const what = `injected fault "${f.kind}" on rank ${rank} at step ${step}, ${where} (attempt ${f.attempt})`;
  if (f.kind === 'exit') process.exit(1);
  if (f.kind === 'oom') {
    for (;;) hog.push(new Array<number>(1 << 16).fill(hog.length + 0.5));
  }
  const emit = process.emit as unknown as (event: string, ...args: unknown[]) => boolean;
  emit.call(process, 'uncaughtException', new Error(what), 'uncaughtException');
  throw new FaultUnwind();
}
