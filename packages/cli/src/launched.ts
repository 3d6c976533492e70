/**
 * `meshwork run` as one host process of a job (`meshwork launch --hosts N -- meshwork run ...`,
 * mpirun, srun): the launcher's variables say so. The command joins the job before any work (the
 * hello barrier of `connectFromEnv`) and every host runs the same clusters in the same order;
 * host 0 prints the report, the others only what goes to stderr. What needs more than one cluster
 * (`--compare`, whose `--rounds auto` would also decide rounds by timing that hosts could see
 * differently; `--balancer auto`, which runs a traced run first) is refused before joining.
 */
import { hostsInUse, type Output, type RunFlags, useHosts } from '@meshwork/harness';
import { connectFromEnv, launchedByEnv, readLaunchEnv } from '@meshwork/hosts';
import { cliErrors } from './errors.ts';

let leave: (() => Promise<void>) | undefined;

/** Join the job the launcher started this process in (nothing outside a launcher). */
export async function joinLaunchedJob(flags: RunFlags): Promise<void> {
  if (!launchedByEnv() || hostsInUse() !== undefined) return;
  const { hosts } = readLaunchEnv();
  if (hosts > 1) {
    if (flags.compare !== undefined) throw cliErrors.compareOnHosts(hosts);
    if (flags.balancer === 'auto') throw cliErrors.autoOnHosts(hosts);
  }
  const transport = await connectFromEnv();
  useHosts(transport);
  leave = async () => {
    useHosts(undefined);
    await transport.close();
  };
}

/** Leave the job joined (the command is done): close the transport so the process can end. */
export async function leaveLaunchedJob(): Promise<void> {
  const l = leave;
  leave = undefined;
  await l?.();
}

/** Host 0's output as it is; another host's without stdout (the report is host 0's to print). */
export function outputOfHost(out: Output): Output {
  if (!launchedByEnv()) return out;
  let host = 0;
  try {
    host = readLaunchEnv().host;
  } catch {
    // malformed variables: joinLaunchedJob reports them before any work
  }
  return host === 0 ? out : { stdout: () => {}, stderr: (t) => out.stderr(t), tty: out.tty };
}
