/**
 * Reading a JSON-able option block with typed errors: every balancer and policy validates its
 * options through this, so messages look alike ("sdlb: option "buffer" must be ..., got ...").
 */
import { invalidOption, unknownOption } from '../errors.ts';

export class OptionReader {
  private readonly seen = new Set<string>();
  private readonly values: Readonly<Record<string, unknown>>;

  readonly owner: string;
  constructor(owner: string, options: unknown) {
    this.owner = owner;
    if (options === undefined || options === null) this.values = {};
    else if (typeof options === 'object' && !Array.isArray(options)) this.values = options as Record<string, unknown>;
    else throw invalidOption(owner, '(options)', 'an object of options', options);
  }

  private take(key: string): unknown {
    this.seen.add(key);
    return this.values[key];
  }

  number(key: string, spec: { default?: number; min?: number; max?: number; exclusiveMin?: boolean; integer?: boolean } = {}): number {
    const v = this.take(key);
    if (v === undefined) {
      if (spec.default === undefined) throw invalidOption(this.owner, key, 'given', v);
      return spec.default;
    }
    const kind = spec.integer === true ? 'an integer' : 'a finite number';
    const lo = spec.min === undefined ? '' : spec.exclusiveMin === true ? ` > ${spec.min}` : ` >= ${spec.min}`;
    const hi = spec.max === undefined ? '' : ` <= ${spec.max}`;
    const ok =
      typeof v === 'number' &&
      Number.isFinite(v) &&
      (spec.integer !== true || Number.isInteger(v)) &&
      (spec.min === undefined || (spec.exclusiveMin === true ? v > spec.min : v >= spec.min)) &&
      (spec.max === undefined || v <= spec.max);
    if (!ok) throw invalidOption(this.owner, key, `${kind}${lo}${lo && hi ? ' and' : ''}${hi}`, v);
    return v as number;
  }

  optionalNumber(key: string, spec: { min?: number; max?: number; exclusiveMin?: boolean; integer?: boolean } = {}): number | undefined {
    if (this.values[key] === undefined) {
      this.seen.add(key);
      return undefined;
    }
    return this.number(key, spec);
  }

  boolean(key: string, fallback: boolean): boolean {
    const v = this.take(key);
    if (v === undefined) return fallback;
    if (typeof v !== 'boolean') throw invalidOption(this.owner, key, 'a boolean', v);
    return v;
  }

  oneOf<T extends string>(key: string, choices: readonly T[], fallback: T): T {
    const v = this.take(key);
    if (v === undefined) return fallback;
    if (typeof v !== 'string' || !choices.includes(v as T))
      throw invalidOption(this.owner, key, `one of ${choices.map((c) => `"${c}"`).join(', ')}`, v);
    return v as T;
  }

  numbers(key: string, spec: { min?: number; length?: number; fallback?: readonly number[] } = {}): readonly number[] | undefined {
    const v = this.take(key);
    if (v === undefined) return spec.fallback;
    const want = `an array of${spec.length === undefined ? '' : ` ${spec.length}`} finite numbers${spec.min === undefined ? '' : ` >= ${spec.min}`}`;
    if (!Array.isArray(v) || (spec.length !== undefined && v.length !== spec.length)) throw invalidOption(this.owner, key, want, v);
    for (const x of v) {
      if (typeof x !== 'number' || !Number.isFinite(x) || (spec.min !== undefined && x < spec.min))
        throw invalidOption(this.owner, key, want, v);
    }
    return v as number[];
  }

  /** Raw access for structured options (validated by the caller). */
  raw(key: string): unknown {
    return this.take(key);
  }

  /** Reject keys nobody asked for (typos), then return the options actually used. */
  done(): Record<string, unknown> {
    for (const key of Object.keys(this.values)) {
      if (!this.seen.has(key)) throw unknownOption(this.owner, key, [...this.seen]);
    }
    return { ...this.values };
  }
}
