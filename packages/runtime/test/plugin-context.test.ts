/**
 * `pluginContext(ctx)`: the plugin view of a rank's context (waits, wake-ups, spin rule) is given
 * only for a real context; anything else is refused with a typed error.
 */
import { describe, expect, it } from 'vitest';
import { MeshworkError, type RankContext } from '../src/index.ts';
import { pluginContext } from '../src/plugin.ts';

describe('pluginContext', () => {
  it.each([[null], [undefined], [{}], [{ idle: () => undefined, wake: () => undefined }], [42]])('refuses %j', (fake) => {
    let caught: unknown;
    try {
      pluginContext(fake as unknown as RankContext);
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(MeshworkError);
    expect((caught as MeshworkError).code).toBe('MW_INVALID_ARGUMENT');
    expect((caught as MeshworkError).message).toContain("the context a rank's program received");
  });

  it('returns the same object for a context with the plugin members', () => {
    const ctx = { idle: () => undefined, wake: () => undefined, waitPolicy: {}, spinning: false } as unknown as RankContext;
    expect(pluginContext(ctx)).toBe(ctx);
  });
});
