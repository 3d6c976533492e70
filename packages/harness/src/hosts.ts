/**
 * Several host processes for the apps' commands (`meshwork launch --hosts N -- meshwork run ...`):
 * the command joins the job before any work and every cluster side of this process then runs as
 * one host of it (`createCluster({ ..., hosts })`). One cluster per transport: a run on several
 * hosts has one parallel side (no `--compare`), a fixed number of rounds, and no thread-pool side.
 */
import type { HostTransport } from '@meshwork/runtime';
import { usageErrors } from './errors.ts';

let joined: HostTransport | undefined;

/** Run this process's cluster sides over `transport` (undefined: one process, the default). */
export function useHosts(transport: HostTransport | undefined): void {
  joined = transport;
}

/** The transport the cluster sides run over, when this process is one host of several. */
export function hostsInUse(): HostTransport | undefined {
  return joined !== undefined && joined.hosts > 1 ? joined : undefined;
}

/** Refuse `what` (a flag or a kind of side) when this process is one host of several. */
export function refuseOnHosts(what: string, instead: string): void {
  const t = hostsInUse();
  if (t !== undefined) throw usageErrors.oneHostOnly(what, t.hosts, instead);
}
