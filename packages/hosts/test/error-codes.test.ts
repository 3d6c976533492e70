/**
 * The hosts package owns the codes only it raises (`HostErrorCodes`); the runtime keeps the three it
 * raises itself (HOST_MISMATCH, HOST_LOST, HOST_PROTOCOL). Its errors are still MeshworkErrors
 * (packages/runtime/test/errors.test.ts: a package table's codes travel as Meshwork's;
 * packages/cli/test/launch-env.test.ts: a malformed launch environment is exit 2).
 */
import { ErrorCodes, MeshworkError } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { hostErrors } from '../src/errors.ts';
import { HostErrorCodes } from '../src/index.ts';

describe('the HOST_* codes', () => {
  it('the runtime keeps the three it raises; the hosts package owns the five others, with the same strings', () => {
    const runtimeHost = Object.keys(ErrorCodes).filter((k) => k.startsWith('HOST_'));
    expect(runtimeHost.sort()).toEqual(['HOST_LOST', 'HOST_MISMATCH', 'HOST_PROTOCOL']);
    expect(HostErrorCodes).toEqual({
      HOST_AUTH: 'MW_HOST_AUTH',
      HOST_HELLO: 'MW_HOST_HELLO',
      HOST_ENV: 'MW_HOST_ENV',
      HOST_CLOSED: 'MW_HOST_CLOSED',
      HOST_HANDLER: 'MW_HOST_HANDLER',
    });
  });

  it('its errors are MeshworkErrors with its codes and messages', () => {
    const err = hostErrors.transportClosed('send');
    expect(err).toBeInstanceOf(MeshworkError);
    expect(err.code).toBe('MW_HOST_CLOSED');
    expect(err.message).toBe('send: the host transport is closed; expected calls before close()');
  });
});
