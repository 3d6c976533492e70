/**
 * The Node.js versions Meshwork runs on. Rank threads load `.ts` programs as they are, which takes
 * Node's own type stripping (22.18 and later), and the packages' `engines` say the same range.
 * Older Nodes are refused before any work with `MW_UNSUPPORTED_NODE`: `createCluster` throws it,
 * the commands print it and exit with code 2.
 */
import { unsupportedNode } from './errors.ts';

/** The supported versions, as every package's `engines.node` states them. */
export const SUPPORTED_NODE = '^22.18.0 || ^24.0.0 || >=26.0.0';

/** Whether `version` (`process.versions.node`, with or without a leading `v`) is supported. */
export function isSupportedNode(version: string): boolean {
  const m = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (m === null) return false;
  const major = Number(m[1]);
  const minor = Number(m[2]);
  return (major === 22 && minor >= 18) || major === 24 || major >= 26;
}

/** Throws `MW_UNSUPPORTED_NODE` unless `version` (default: this process's Node) is supported. */
export function checkNodeVersion(version: string = process.versions.node): void {
  if (isSupportedNode(version)) return;
  throw unsupportedNode(SUPPORTED_NODE, version);
}
