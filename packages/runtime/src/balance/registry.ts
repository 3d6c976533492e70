/** Balancers and policies by name, each with a validating factory taking a JSON-able option block. */
import { unknownBalancer } from '../errors.ts';
import type { TaskScheduler } from './tasks.ts';
import type { InvocationPolicy, RemapBalancer } from './types.ts';

export interface Factory<T> {
  readonly name: string;
  /** One line for `--help` listings. */
  readonly summary: string;
  /** Validate `options` (typed errors) and build. */
  create(options?: unknown): T;
}

export class Registry<T> {
  private readonly entries = new Map<string, Factory<T>>();

  readonly kind: string;
  constructor(kind: string) {
    this.kind = kind;
  }

  register(factory: Factory<T>): void {
    this.entries.set(factory.name, factory);
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  names(): string[] {
    return [...this.entries.keys()].sort();
  }

  get(name: string): Factory<T> {
    const f = typeof name === 'string' ? this.entries.get(name) : undefined;
    if (f === undefined) throw unknownBalancer(this.kind, name, this.names());
    return f;
  }

  create(name: string, options?: unknown): T {
    return this.get(name).create(options);
  }
}

export const balancers = new Registry<RemapBalancer>('balancer');
export const policies = new Registry<InvocationPolicy>('invocation policy');
/** Task schedulers (work stealing, placement mappings) for `ctx.runTasks`. */
export const taskSchedulers = new Registry<TaskScheduler>('task scheduler');
