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
  /** `bench:app` was given no app, or one without a benchmark. */
  unknownApp: [
    ErrorCodes.INVALID_ARGUMENT,
    (name: string, known: readonly string[]) =>
      `${name === '' ? 'no app given' : `no app benchmark "${name}"`}; one of ${known.join(', ')}`,
  ],
  /** An app benchmark's command line names an option the app does not declare. */
  unknownOption: [
    ErrorCodes.INVALID_ARGUMENT,
    (app: string, arg: string, known: readonly string[]) => `${app} bench: unknown option '${arg}'; known: ${known.join(' ')} (see --help)`,
  ],
  /** An option of an app benchmark is the last argument, without its value. */
  missingValue: [ErrorCodes.INVALID_ARGUMENT, (app: string, flag: string) => `${app} bench: ${flag} needs a value (see --help)`],
  /** An option's value is not what the app declares. */
  badValue: [
    ErrorCodes.INVALID_ARGUMENT,
    (app: string, flag: string, expected: string, text: string) => `${app} bench: ${flag} must be ${expected}, got ${JSON.stringify(text)}`,
  ],
  /** A switch (`--quick`, `--json`) given a value. */
  switchValue: [ErrorCodes.INVALID_ARGUMENT, (app: string, flag: string) => `${app} bench: ${flag} is a switch and takes no value`],
});
