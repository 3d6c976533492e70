/**
 * The task-scheduler plugin API. A program supplies tasks as fixed-size Int32 records and an
 * `execute(record, spawn)` callback (a TaskJob); the runtime's engine (task-engine.ts) runs them on
 * every rank with one deque pair per rank (heavy/light) and one inbox per rank in shared memory,
 * and ends when the outstanding-task count reaches 0. A TaskScheduler decides where a new task
 * goes (`place`) and how an idle rank finds work (`thief`: work stealing in any flavour).
 *
 * Loops fit too: a task is a range record [lo, hi) whose execute runs it or spawns its halves.
 */
import type { Collectives } from '../comm/collectives.ts';
import type { Links } from '../comm/links.ts';
import type { StealOutcome } from '../shm/deque.ts';
import type { WaitPolicy } from '../shm/wait.ts';

/** `place` result: keep the task on the rank that spawned it. */
export const LOCAL = -1;

/**
 * Prime identifier of task objects in path products (larger than any rank count, so the product
 * of ids never shares a factor with P; see the knary paper's node-level mapping).
 */
export const PATH_PRIME = 1_000_003;
/** Path products are reduced modulo this prime (2^31 - 1) to stay exact. */
export const PATH_MODULUS = 2_147_483_647;

/** What the engine knows about a task when it places it. */
export interface TaskTraits {
  /** Node-level key: product over the task's ancestry of (PATH_PRIME + index), mod PATH_MODULUS. */
  readonly pathKey: number;
  /** Graph-level key: the pathKey of the innermost enclosing subgraph (the task's own if it starts one). */
  readonly graphKey: number;
  /** Static (state-bound; heavy queue) rather than stateless (light queue). */
  readonly heavy: boolean;
  /** Roots are at depth 0. */
  readonly depth: number;
}

/** How a spawned task relates to its parent (all optional; read during the spawn call only). */
export interface SpawnHints {
  /** Index among its parent's children (the path product's input); default 0. */
  readonly index?: number;
  /** Static task: goes to the heavy queue (local execution prefers it, theft avoids it); default false. */
  readonly heavy?: boolean;
  /** Starts a new subgraph: graph-level placement may move it (and its subtree); default false. */
  readonly subgraph?: boolean;
  /**
   * The child's keys and depth when its logical parent is not the task now executing (a
   * continuation spawning on behalf of an ancestor): otherwise they derive from the executing task.
   */
  readonly pathKey?: number;
  readonly graphKey?: number;
  readonly depth?: number;
  /**
   * Pin the task to this rank: it runs there and is never given to a thief (a continuation that
   * updates state the rank owns, such as a join counter kept by one rank). Honoured by the
   * message engine, which runs tasks when a cluster spans several host processes (see
   * ./README.md); the shared-memory engine (one host) does not read it: there, keep such state in
   * a shared buffer instead.
   */
  readonly rank?: number;
}

/**
 * Make a child task. Counted as outstanding before it becomes visible. When its queue is full it
 * may run at once, inside this call (back-pressure): set up any join state before spawning.
 */
export type Spawn = (record: ArrayLike<number>, hints?: SpawnHints) => void;

export interface TaskJob {
  /** Int32 words of a task record (1..4096). */
  readonly recordWords: number;
  /** Root tasks, identical on every rank (SPMD). Root i is placed with index i, as a subgraph. */
  readonly roots: readonly ArrayLike<number>[];
  /** Run one task. `record` is a view valid only during the call; `spawn` adds child tasks. */
  execute(record: Int32Array, spawn: Spawn): void;
  /** Records per deque and per inbox (a power of two; default 4096). */
  readonly capacity?: number;
}

/** What a thief may do on its rank during one run. */
export interface TaskEnv {
  readonly rank: number;
  readonly size: number;
  /** Words of an engine record (the job's words plus the engine's header). */
  readonly recordWords: number;
  /** Point-to-point messages (message-mode stealing), and fast collectives over shared memory. */
  readonly links: Links;
  readonly commShm: Collectives;
  readonly policy: WaitPolicy;
  /** Steal directly (shared memory) from `victim`'s heavy or light deque into `out`. */
  steal(victim: number, queue: 'heavy' | 'light', out: Int32Array): StealOutcome;
  /** Approximate records queued on `victim` (both deques and its inbox). */
  queued(victim: number): number;
  /** Take one of this rank's own queued tasks to hand to a thief (light first); false if none. */
  giveAway(out: Int32Array): boolean;
  /** Wake `r` if it waits (after publishing something it waits for). */
  wake(r: number): void;
  /**
   * Host processes the ranks span. Above 1 the message engine runs (./README.md): ranks share no
   * memory, so `steal` and `queued` refuse with MW_SINGLE_HOST_ONLY, a task returned by `giveAway`
   * must be sent to a thief at once (it counts as in flight), and the engine owns the links:
   * `pump` reads every arrival and hands the thief's to `TaskThief.receive`. Absent: 1.
   */
  readonly hosts?: number;
  /** Message engine: read every message that arrived (the thief's go to its `receive`). */
  pump?(): void;
  /** Message engine: a task that arrived in a thief's message joins this rank's own tasks. */
  accept?(record: Int32Array): void;
  /**
   * Message engine: true when this rank ran a task since the last call (a denial that says so
   * shows an idle thief that the run still makes progress).
   */
  busy?(): boolean;
  /** Message engine: evidence that another rank makes progress (restarts the idle deadline). */
  progressed?(): void;
}

/** Per-run work finder of one rank. */
export interface TaskThief {
  /** Local queues are empty: find a task and put it into `out` (true), or give up for now (false). */
  acquire(out: Int32Array): boolean;
  /** Idle ranks sleep until this (or local work, termination, failure) holds. */
  ready(): boolean;
  /** Between tasks and while idle: serve what arrived (message mode: answer steal requests). */
  poll?(): void;
  /** Message engine: a message for the thief (its first word is positive; the engine's are negative). */
  receive?(from: number, message: Int32Array): void;
  /** Collective, after termination: settle messages in flight. */
  finish?(): void;
  /** Counters for the run report. */
  stats(): Readonly<Record<string, number>>;
}

export interface TaskScheduler {
  readonly name: string;
  /** The options it was made with (JSON-able). */
  readonly options: Readonly<Record<string, unknown>>;
  /** Home of a new task: a rank in [0, size), or LOCAL. Must not depend on timing; `traits` is reused after the call. */
  place(traits: TaskTraits, from: number, size: number): number;
  /**
   * False when `place` never reads `pathKey` or `graphKey` (e.g. everything stays LOCAL): the
   * engine then skips the path products (both keys are 0) and jobs may skip computing key hints
   * (see `schedulerUsesKeys`). Default true.
   */
  readonly usesKeys?: boolean;
  /** Idle ranks' work finder; absent: no stealing (placement only). */
  thief?(env: TaskEnv): TaskThief;
}

/** Whether `scheduler` reads the path keys (jobs spawning on behalf of an ancestor may skip computing them when not). */
export function schedulerUsesKeys(scheduler: TaskScheduler): boolean {
  return scheduler.usesKeys !== false;
}

/** What one rank did in one task run. */
export interface TaskStats {
  readonly scheduler: string;
  /** Tasks executed on this rank (inline ones included). */
  readonly executed: number;
  readonly spawned: number;
  /** Spawned tasks placed on another rank's inbox. */
  readonly placedRemote: number;
  /** Tasks run at once inside spawn because their queue was full. */
  readonly inline: number;
  /** Tasks moved from this rank's private stacks to its shared deques for idle ranks to steal. */
  readonly published: number;
  /** Tasks stolen (or received) by this rank. */
  readonly acquired: number;
  /** Wall ms of the run on this rank; and ms spent idle (waiting for work). */
  readonly ms: number;
  readonly idleMs: number;
  readonly details: Readonly<Record<string, number>>;
}

/** x mod (2^31 - 1) for an integer x in [0, 2^53), without a floating-point remainder (fmod is slow). */
function reduceMersenne31(x: number): number {
  // x = q 2^31 + r and 2^31 = 1 (mod 2^31 - 1), so x = q + r.
  const q = Math.floor(x * 4.656612873077393e-10);
  let y = x - q * 2_147_483_648 + q;
  while (y >= PATH_MODULUS) y -= PATH_MODULUS;
  return y;
}

/** (a * b) mod PATH_MODULUS, exact for a, b in [0, 2^31). */
export function mulModPath(a: number, b: number): number {
  const bh = Math.floor(b / 65_536);
  const bl = b - bh * 65_536;
  return reduceMersenne31(reduceMersenne31(a * bh) * 65_536 + a * bl);
}
