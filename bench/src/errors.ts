/**
 * The benchmarks' errors, as one table (`defineErrors` of `@meshwork/runtime`): each row names a
 * builder, its code and its message template. A benchmark that sees what must not happen (a wrong
 * result, a rank that reports no time) throws `bug` instead.
 */
import { defineErrors, ErrorCodes } from '@meshwork/runtime';

export const benchErrors = defineErrors({
  /** A host process of the hosts benchmark exited with an error; `stderr` is the end of its output. */
  hostExited: [
    ErrorCodes.SCRIPT_FAILED,
    (host: number, hosts: number, code: number | null, stderr: string) => `host ${host} of ${hosts} exited with ${code}: ${stderr}`,
  ],
  /** The raw bandwidth baseline never heard its end marker. */
  rawBandwidthTimeout: [ErrorCodes.DEADLINE_EXCEEDED, (seconds: number) => `raw bandwidth: no bw-done within ${seconds} s`],
});
