/** Thread CPU time in ns from /proc/thread-self/schedstat (first field); NaN where unreadable. */
import { readFileSync } from 'node:fs';

export function threadCpuNs(): number {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]);
  } catch {
    return Number.NaN;
  }
}
