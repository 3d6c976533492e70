/**
 * The launch environment: which host this process is, how many there are, where NATS runs and the
 * job id, from the variables every HPC launcher sets. See the package README for the table.
 */

import { hostErrors } from './errors.ts';
import { checkServerUrl, JOB_PATTERN, MAX_HOSTS, redactUrl, SERVER_URL_RULE, urlHasCredentials } from './options.ts';

/** Default NATS URL when MESHWORK_NATS (and NATS_URL) are unset: a server on this machine's standard port. */
export const DEFAULT_NATS_URL = 'nats://127.0.0.1:4222';

/** Which family of variables gave the host index and count. */
export type LaunchSource = 'meshwork' | 'openmpi' | 'pmi' | 'slurm';

/** This process's place in the job, as the launcher said. */
export interface LaunchEnv {
  /** Host index, 0 .. hosts-1. */
  readonly host: number;
  /** Number of host processes. */
  readonly hosts: number;
  /** NATS server URL(s), comma-separated as in MESHWORK_NATS. */
  readonly nats: string;
  /** Job id (a NATS subject token). */
  readonly job: string;
  /** Where host and hosts came from. */
  readonly source: LaunchSource;
  /** NATS user and password (MESHWORK_NATS_USER, MESHWORK_NATS_PASS), when set. */
  readonly user?: string;
  readonly pass?: string;
  /** A NATS credentials file or nkey seed file (MESHWORK_NATS_CREDS), when set. */
  readonly credsFile?: string;
}

/** The variable pairs (index, count) in the order they are tried. */
export const RANK_VARIABLES: readonly (readonly [LaunchSource, string, string])[] = [
  ['meshwork', 'MESHWORK_HOST', 'MESHWORK_HOSTS'],
  ['openmpi', 'OMPI_COMM_WORLD_RANK', 'OMPI_COMM_WORLD_SIZE'],
  ['pmi', 'PMI_RANK', 'PMI_SIZE'],
  ['slurm', 'SLURM_PROCID', 'SLURM_NTASKS'],
];

type Env = Readonly<Record<string, string | undefined>>;

function present(env: Env, name: string): boolean {
  return env[name] !== undefined && env[name] !== '';
}

function integer(env: Env, name: string, min: number, max: number): number {
  const text = env[name] as string;
  const value = /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw hostErrors.launchEnv(name, `an integer in [${min}, ${max}]`, text);
  }
  return value;
}

/** A job id made safe as a subject token: every character outside [A-Za-z0-9_-] becomes '_'. */
function token(id: string): string {
  return id.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 128);
}

/**
 * The job id: MESHWORK_JOB, else one the launcher shares among the processes of one launch:
 * Open MPI's OMPI_MCA_ess_base_jobid (then PMIX_NAMESPACE, then the job part of
 * OMPI_MCA_orte_hnp_uri), PMIx's PMIX_NAMESPACE, Slurm's SLURM_JOB_ID with SLURM_STEP_ID (each
 * srun of an allocation is its own job). Under MESHWORK_HOST or plain PMI there is none to derive.
 */
function jobOf(env: Env, source: LaunchSource): string {
  if (present(env, 'MESHWORK_JOB')) {
    const job = env.MESHWORK_JOB as string;
    if (!JOB_PATTERN.test(job)) throw hostErrors.launchEnv('MESHWORK_JOB', "1 to 128 letters, digits, '-' or '_'", job);
    return job;
  }
  const hnp = env.OMPI_MCA_orte_hnp_uri?.split(';')[0];
  const derived: (string | undefined)[] =
    source === 'openmpi'
      ? [env.OMPI_MCA_ess_base_jobid, env.PMIX_NAMESPACE, hnp]
      : source === 'pmi'
        ? [env.PMIX_NAMESPACE, slurmJob(env)]
        : source === 'slurm'
          ? [slurmJob(env)]
          : [];
  const id = derived.find((d) => d !== undefined && d !== '');
  if (id === undefined) {
    throw hostErrors.launchEnv(
      'MESHWORK_JOB',
      `set (the ${source} variables give no job id shared by the processes of one launch)`,
      env.MESHWORK_JOB,
    );
  }
  return `${source}-${token(id)}`;
}

/**
 * The NATS credentials of the environment: MESHWORK_NATS_USER with MESHWORK_NATS_PASS, or
 * MESHWORK_NATS_CREDS (a creds or nkey seed file), or none; not beside credentials in the URL.
 * A password is never shown in an error.
 */
function credentialsOf(env: Env, nats: string): Pick<LaunchEnv, 'user' | 'pass' | 'credsFile'> {
  const user = present(env, 'MESHWORK_NATS_USER');
  const pass = present(env, 'MESHWORK_NATS_PASS');
  const creds = present(env, 'MESHWORK_NATS_CREDS');
  if (pass && !user) throw hostErrors.launchEnv('MESHWORK_NATS_USER', 'set along with MESHWORK_NATS_PASS', env.MESHWORK_NATS_USER);
  if (user && !pass)
    throw hostErrors.launchEnv('MESHWORK_NATS_PASS', 'set along with MESHWORK_NATS_USER (the password is never shown)', undefined);
  if (creds && user)
    throw hostErrors.launchEnv(
      'MESHWORK_NATS_CREDS',
      'unset when MESHWORK_NATS_USER is set (one way to authenticate)',
      env.MESHWORK_NATS_CREDS,
    );
  if ((user || creds) && nats.split(',').some(urlHasCredentials)) {
    const name = user ? 'MESHWORK_NATS_USER' : 'MESHWORK_NATS_CREDS';
    throw hostErrors.launchEnv(name, 'unset when the NATS URL carries credentials (one way to authenticate)', env[name]);
  }
  if (user) return { user: env.MESHWORK_NATS_USER as string, pass: env.MESHWORK_NATS_PASS as string };
  if (creds) return { credsFile: env.MESHWORK_NATS_CREDS as string };
  return {};
}

function slurmJob(env: Env): string | undefined {
  if (!present(env, 'SLURM_JOB_ID')) return undefined;
  return present(env, 'SLURM_STEP_ID') ? `${env.SLURM_JOB_ID}.${env.SLURM_STEP_ID}` : env.SLURM_JOB_ID;
}

/**
 * Whether a launcher (meshwork launch, mpirun, srun...) started this process as one host of a job:
 * any of the host index and count variables is set (`readLaunchEnv` then reads them, or says what
 * is wrong with them).
 */
export function launchedByEnv(env: Env = process.env): boolean {
  return RANK_VARIABLES.some(([, index, count]) => present(env, index) || present(env, count));
}

/**
 * Read the launch environment: host index and count from MESHWORK_HOST/MESHWORK_HOSTS, else Open
 * MPI's OMPI_COMM_WORLD_RANK/SIZE, else PMI_RANK/PMI_SIZE, else SLURM_PROCID/SLURM_NTASKS; the NATS
 * URL from MESHWORK_NATS (else NATS_URL, else nats://127.0.0.1:4222); the job id from MESHWORK_JOB
 * or the launcher; NATS credentials from MESHWORK_NATS_USER and MESHWORK_NATS_PASS or
 * MESHWORK_NATS_CREDS (or in the URL). Throws MW_HOST_ENV naming the variable when one is
 * malformed or missing (a password is never shown).
 */
export function readLaunchEnv(env: Env = process.env): LaunchEnv {
  for (const [source, indexName, countName] of RANK_VARIABLES) {
    const hasIndex = present(env, indexName);
    const hasCount = present(env, countName);
    if (!hasIndex && !hasCount) continue;
    if (!hasIndex) throw hostErrors.launchEnv(indexName, `set along with ${countName}`, env[indexName]);
    if (!hasCount) throw hostErrors.launchEnv(countName, `set along with ${indexName}`, env[countName]);
    const hosts = integer(env, countName, 1, MAX_HOSTS);
    const host = integer(env, indexName, 0, MAX_HOSTS);
    if (host >= hosts) throw hostErrors.launchEnv(indexName, `below ${countName} (${hosts})`, env[indexName]);
    const natsVar = present(env, 'MESHWORK_NATS') ? 'MESHWORK_NATS' : present(env, 'NATS_URL') ? 'NATS_URL' : undefined;
    const nats = natsVar === undefined ? DEFAULT_NATS_URL : (env[natsVar] as string);
    for (const url of nats.split(',')) {
      try {
        checkServerUrl('server', url.trim());
      } catch {
        throw hostErrors.launchEnv(natsVar as string, `${SERVER_URL_RULE}, or several comma-separated`, redactUrl(url.trim()));
      }
    }
    return { host, hosts, nats, job: jobOf(env, source), source, ...credentialsOf(env, nats) };
  }
  throw hostErrors.launchEnvMissing();
}
