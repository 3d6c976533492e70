/**
 * Issue 24, item 11: every flag of every command is checked before any thread or process starts.
 * The table below has bad values for each flag (wrong type, out of range, an impossible path, a
 * FIFO or a device where a file is read, a folder where a file is written, unknown keys in JSON
 * options); each must exit 2 with one line while no worker thread and no child process was
 * started. The commands' own option definitions are walked, so a new flag without a row fails
 * the coverage test. Commands run in this process (no spawn): a correct check costs milliseconds.
 */
import { execFileSync } from 'node:child_process';
import diagnostics from 'node:diagnostics_channel';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { captureOutput, type Output } from '@meshwork/harness';
import type { Command } from 'commander';
import { beforeAll, describe, expect, it } from 'vitest';
import { chain2Loads, STATIC_STEP } from '../../replay/test/chain2-trace.ts';
import { buildProgram, main } from '../src/program.ts';
import { tempDir } from './helpers.ts';

const dir = tempDir('meshwork-flags-');
const FIFO = join(dir, 'fifo');
const TRACE = join(dir, 'trace.json');
/** A plain file where a folder is expected, and a folder where a file is expected. */
const FILE = join(dir, 'file.txt');
const FOLDER = join(dir, 'folder');
/** A program file (`meshwork run <file>`): its command is walked like the apps'. */
const PROGRAM = fileURLToPath(new URL('./fixtures/program-file/program.js', import.meta.url));
/** One host's timeline of a run on 2 hosts (what merge-timelines reads). */
const HOST0 = join(dir, 'run.host0.json');

/** A hand-made trace of wator on chain:2 with a load record (report and replay read it). */
function writeTrace(): void {
  const trace = {
    version: 2,
    ranks: 2,
    phases: [{ name: 'step', index: 0, busyNs: [1000, 500], workUnits: [16, 6] }],
    loads: chain2Loads({ balancer: 'static', policy: 'never', loadIsTime: false }, [STATIC_STEP, STATIC_STEP, STATIC_STEP, STATIC_STEP]),
    meta: { app: 'wator', topology: 'chain:2', balancer: 'static', measuredMs: 70 },
  };
  writeFileSync(TRACE, JSON.stringify(trace));
}

beforeAll(() => {
  execFileSync('mkfifo', [FIFO]);
  writeFileSync(FILE, 'not a folder, not an image, not a trace\n');
  mkdirSync(FOLDER);
  writeTrace();
  writeFileSync(HOST0, JSON.stringify({ traceEvents: [], otherData: { host: 0, hosts: 2, originEpochMs: 1 } }));
});

/**
 * [scope, flag, bad arguments, message]: the case applies to every command whose path (`run
 * wator`, `bench`) matches `^(?:scope)$` and that has `flag` (an option's long name, or `<name>`
 * for a positional argument, whose bad values replace the default one).
 */
type Row = readonly [string, string, readonly string[], RegExp];

const RUN = 'run .*';
const STATIC = 'run stencil';
const REMAP = 'run (wator|thinning|diffusion)';
const OWN = 'run (sieve|loop|knary)';
const CKPT = 'run (stencil|wator|diffusion)';
const NO_CKPT = 'run (thinning|sieve|loop|knary)';
const ADVISED = 'advise (wator|thinning|diffusion)';
/** `meshwork run <file>` (the path of PROGRAM). */
const FILE_RUN = 'run /.*\\.js';

const esc = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Values commander's parser of `flag` refuses. */
const parsed = (scope: string, flag: string, ...values: string[]): Row[] =>
  values.map((v) => [scope, flag, [flag, v], new RegExp(`option '${esc(flag)} <[^>]+>' argument '${esc(v)}' is invalid`)]);
/** A switch given a value. */
const aSwitch = (scope: string, flag: string): Row => [scope, flag, [`${flag}=1`], new RegExp(`unknown option '${esc(flag)}=1'`)];
const STATIC_ONLY = /stencil runs the static block split only; --balancer, --compare, --every and --policy do not apply/;
const NO_CHECKPOINTS =
  /does not checkpoint its steps; --checkpoint-every, --max-restarts and --checkpoint-dir apply to stencil, wator and diffusion/;
const PATH = (what: string) => new RegExp(`^meshwork: \\[MW_PATH\\] ${esc(what)} "`);

const ROWS: readonly Row[] = [
  // the common flags of a run (and of advise where it has them)
  ...parsed(`(${RUN})|(${ADVISED})`, '--ranks', '0', 'x', '2.5', '1025'),
  aSwitch(RUN, '--force-ranks'),
  [`(${RUN})|(${ADVISED})`, '--topology', ['--topology', 'mesh:0x2'], /\[MW_INVALID_TOPOLOGY\] mesh dims\[0\] must be an integer >= 1/],
  [`(${RUN})|(${ADVISED})`, '--topology', ['--topology', 'blob:3'], /\[MW_INVALID_TOPOLOGY\] topology string must be of the form/],
  [`(${RUN})|(${ADVISED})`, '--topology', ['--topology', 'ring:2', '--ranks', '2'], /give --ranks or --topology, not both/],
  ['(run|advise) (wator|thinning)', '--topology', ['--topology', 'mesh:2x2'], /(wator|thinning) runs on .* topologies, got "mesh:2x2"/],
  [STATIC, '--balancer', ['--balancer', 'gde'], STATIC_ONLY],
  [REMAP, '--balancer', ['--balancer', 'nope'], /--balancer must be one of central, functional, gde, sdlb, static, got "nope"/],
  [OWN, '--balancer', ['--balancer', 'nope'], /--balancer for (sieve|loop|knary) must be one of .*, got "nope"/],
  [OWN, '--balancer', ['--balancer', 'auto'], /(sieve|loop|knary) picks its split itself; --balancer auto does not apply/],
  // --balancer auto runs an advice (threads): everything else is checked before it
  [REMAP, '--balancer', ['--balancer', 'auto', '--trace', '/proc/x/t.json'], PATH('--trace folder')],
  [REMAP, '--balancer', ['--balancer', 'auto', '--rounds', 'auto'], /--rounds auto needs --compare/],
  [REMAP, '--balancer', ['--balancer', 'auto', '--every', '2'], /--balancer auto picks the balancer and its interval; drop --every/],
  [REMAP, '--balancer', ['--balancer', 'auto', '--compare', 'nope'], /--compare must be one of .*, got "nope"/],
  [
    'run (wator|diffusion)',
    '--balancer',
    ['--balancer', 'auto', '--inject-faults', '[{"rank":9,"kind":"exit"}]'],
    /--inject-faults: faults\[0\]\.rank/,
  ],
  [RUN, '--balancer-options', ['--balancer-options', '{nope'], /expected JSON/],
  [STATIC, '--balancer-options', ['--balancer-options', '{}'], STATIC_ONLY],
  [REMAP, '--balancer-options', ['--balancer-options', '{"nope":1}'], /\[MW_INVALID_OPTION\] (gde|sdlb): unknown option "nope"/],
  [
    REMAP,
    '--balancer-options',
    ['--balancer-options', '[1]'],
    /\[MW_INVALID_OPTION\] (gde|sdlb): option "\(options\)" must be an object of options/,
  ],
  [OWN, '--balancer-options', ['--balancer-options', '{"nope":1}'], /(sieve|loop|knary) takes no --balancer-options/],
  ...parsed(RUN, '--every', 'x', '-1'),
  [STATIC, '--every', ['--every', '2'], STATIC_ONLY],
  [OWN, '--every', ['--every', '2'], /splits once before it starts; --every and --policy do not apply/],
  [REMAP, '--every', ['--every', '2', '--policy', 'threshold'], /give --every K or --policy NAME, not both/],
  [REMAP, '--every', ['--every', '2', '--policy-options', '{"k":3}'], /policyOptions must be left out with every K/],
  [STATIC, '--policy', ['--policy', 'adaptive'], STATIC_ONLY],
  [REMAP, '--policy', ['--policy', 'nope'], /--policy must be one of adaptive, every, never, threshold, got "nope"/],
  [OWN, '--policy', ['--policy', 'nope'], /splits once before it starts; --every and --policy do not apply/],
  [RUN, '--policy-options', ['--policy-options', '{nope'], /expected JSON/],
  [STATIC, '--policy-options', ['--policy-options', '{}'], STATIC_ONLY],
  // without --policy they are the default policy's (they used to be dropped: exit 0)
  [REMAP, '--policy-options', ['--policy-options', '{"nope":1}'], /\[MW_INVALID_OPTION\] adaptive: unknown option "nope"/],
  [
    REMAP,
    '--policy-options',
    ['--policy', 'threshold', '--policy-options', '{"nope":1}'],
    /\[MW_INVALID_OPTION\] threshold: unknown option "nope"/,
  ],
  [OWN, '--policy-options', ['--policy-options', '{"nope":1}'], /(sieve|loop|knary) takes no --policy-options/],
  ['run (stencil|wator|thinning|diffusion)', '--storage', ['--storage', 'cloud'], /--storage <mode>' argument 'cloud' is invalid/],
  [OWN, '--storage', ['--storage', 'shared'], /(sieve|loop|knary) keeps no grid; --storage does not apply/],
  [STATIC, '--compare', ['--compare', 'gde'], STATIC_ONLY],
  [REMAP, '--compare', ['--compare', 'nope'], /--compare must be one of central, functional, gde, sdlb, static, got "nope"/],
  [REMAP, '--compare', ['--compare', 'gde', '--balancer', 'gde'], /--compare gde is the run's balancing already/],
  [OWN, '--compare', ['--compare', 'nope'], /--compare for (sieve|loop|knary) must be one of .*, got "nope"/],
  ...parsed(RUN, '--rounds', '9'),
  [RUN, '--rounds', ['--rounds', 'auto'], /--rounds auto needs --compare|static block split only/],
  aSwitch(RUN, '--machine-check'),
  aSwitch(RUN, '--no-machine-check'),
  ...parsed(RUN, '--repeat', '0', 'x', '1001'),
  ...parsed(RUN, '--warmup', '0', 'x', '1001'),
  aSwitch(RUN, '--quick'),
  ...parsed(`(${RUN})|(${ADVISED})`, '--spin', 'fast', '-1'),
  aSwitch('.*', '--json'),
  ...parsed(RUN, '--checkpoint-every', '0', 'x'),
  [NO_CKPT, '--checkpoint-every', ['--checkpoint-every', '2'], NO_CHECKPOINTS],
  ...parsed(RUN, '--max-restarts', '-1', '1001'),
  [NO_CKPT, '--max-restarts', ['--max-restarts', '1'], NO_CHECKPOINTS],
  [CKPT, '--checkpoint-dir', ['--checkpoint-every', '1', '--checkpoint-dir', '/proc/x'], PATH('--checkpoint-dir')],
  [CKPT, '--checkpoint-dir', ['--checkpoint-every', '1', '--checkpoint-dir', FILE], PATH('--checkpoint-dir')],
  // without --checkpoint-every the runtime refused it only at the first timed run
  [CKPT, '--checkpoint-dir', ['--checkpoint-dir', FOLDER], /--checkpoint-dir needs --checkpoint-every K/],
  [NO_CKPT, '--checkpoint-dir', ['--checkpoint-dir', FOLDER], NO_CHECKPOINTS],
  [RUN, '--inject-faults', ['--inject-faults', '{nope'], /expected JSON/],
  [
    CKPT,
    '--inject-faults',
    ['--inject-faults', '[{"rank":9,"kind":"exit"}]'],
    /--inject-faults: faults\[0\]\.rank must be an integer in \[0, 1\]/,
  ],
  [CKPT, '--inject-faults', ['--inject-faults', '[{"rank":0,"kind":"exit","atstep":1}]'], /--inject-faults: faults\[0\] key "atstep"/],
  [CKPT, '--inject-faults', ['--inject-faults', '{"rank":0}'], /--inject-faults: faults must be an array/],
  [NO_CKPT, '--inject-faults', ['--inject-faults', '[]'], NO_CHECKPOINTS],
  [RUN, '--trace', ['--trace', '/proc/x/t.json'], PATH('--trace folder')],
  [RUN, '--trace', ['--trace', FOLDER], PATH('--trace')],
  [RUN, '--timeline', ['--timeline', '/proc/x/t.json'], PATH('--timeline folder')],
  [RUN, '--timeline', ['--timeline', FOLDER], PATH('--timeline')],
  [RUN, '--charts', ['--charts', '/proc/x'], PATH('--charts')],
  [RUN, '--charts', ['--charts', FILE], PATH('--charts')],
  // the machine check (threads) comes after every check of the run and of the app
  [REMAP, '--machine-check', ['--machine-check', '--trace', FOLDER], PATH('--trace')],

  // a program file's run: the balancing flags, its own options, --loads for its drivers' measure
  [FILE_RUN, '--balancer', ['--balancer', 'nope'], /--balancer must be one of central, functional, gde, sdlb, static, got "nope"/],
  [FILE_RUN, '--balancer', ['--balancer', 'auto'], /--balancer auto applies to the built-in apps; name a balancer/],
  [FILE_RUN, '--every', ['--every', '2', '--policy', 'threshold'], /give --every K or --policy NAME, not both/],
  [FILE_RUN, '--policy', ['--policy', 'nope'], /--policy must be one of adaptive, every, never, threshold, got "nope"/],
  [FILE_RUN, '--storage', ['--storage', 'shared'], /--storage does not apply; the program's grids choose their own storage/],
  [FILE_RUN, '--compare', ['--compare', 'nope'], /--compare must be one of central, functional, gde, sdlb, static, got "nope"/],
  [FILE_RUN, '--compare', ['--compare', 'gde', '--balancer', 'gde'], /--compare gde is the run's balancing already/],
  [FILE_RUN, '--checkpoint-dir', ['--checkpoint-every', '1', '--checkpoint-dir', '/proc/x'], PATH('--checkpoint-dir')],
  [FILE_RUN, '--checkpoint-dir', ['--checkpoint-dir', FOLDER], /--checkpoint-dir needs --checkpoint-every K/],
  [
    FILE_RUN,
    '--inject-faults',
    ['--inject-faults', '[{"rank":9,"kind":"exit"}]'],
    /--inject-faults: faults\[0\]\.rank must be an integer in \[0, 1\]/,
  ],
  ...parsed(FILE_RUN, '--opt', 'x', '=1'),
  [FILE_RUN, '--opt', ['--opt', 'balancing=1'], /--opt\/--opts: the key "balancing" is set by --balancer, --every and --policy/],
  [FILE_RUN, '--opts', ['--opts', FIFO], PATH('--opts file')],
  [FILE_RUN, '--opts', ['--opts', FOLDER], PATH('--opts file')],
  [FILE_RUN, '--opts', ['--opts', FILE], /--opts .*: expected a JSON object, got text that is not JSON/],
  ...parsed(FILE_RUN, '--loads', 'x', 'units'),
  [FILE_RUN, '--loads', ['--loads', 'work', '--trace', '/proc/x/t.json'], PATH('--trace folder')],

  // each app's own options (run and advise)
  ['(run|advise) (stencil|wator)', '--size', ['--size', 'x'], /expected N or RxC/],
  ['(run|advise) (stencil|wator|thinning)', '--size', ['--size', '40000'], /expected sides in \[1, 32768\]/],
  ...parsed('(run|advise) stencil', '--iterations', '0', 'x'),
  ...parsed('(run|advise) (stencil|wator|thinning|diffusion|loop)', '--seed', '-1', 'x'),
  ...parsed('(run|advise) wator', '--steps', '0'),
  ...parsed('(run|advise) wator', '--minnows', 'x', '-1'),
  ['(run|advise) wator', '--minnows', ['--minnows', '2'], /wator: minnowDensity must be a number in \[0, 1\]/],
  ...parsed('(run|advise) wator', '--sharks', 'x', '-1'),
  ['(run|advise) wator', '--sharks', ['--sharks', '2'], /wator: sharkDensity must be a number in \[0, 1\]/],
  ...parsed('(run|advise) wator', '--minnow-breed', '0'),
  ...parsed('(run|advise) wator', '--shark-breed', '0'),
  ...parsed('(run|advise) wator', '--starve', '0'),
  ...parsed('(run|advise) wator', '--cluster', '-1'),
  ['(run|advise) wator', '--cluster', ['--cluster', '2'], /wator: cluster must be a number in \(0, 1\]/],
  ...parsed('(run|advise) wator', '--cell-weight', '-1', 'x'),
  ...parsed('(run|advise) (wator|diffusion)', '--loads', 'x', 'pixels'),
  ['(run|advise) thinning', '--image', ['--image', join(dir, 'missing')], /\[IMAGE_NOT_FOUND\] .*missing: no such file/],
  ['(run|advise) thinning', '--image', ['--image', FIFO], /\[IMAGE_UNREADABLE\] .*got a FIFO/],
  ['(run|advise) thinning', '--image', ['--image', '/dev/zero'], /\[IMAGE_UNREADABLE\] .*got a character device/],
  ['(run|advise) thinning', '--image', ['--image', FOLDER], /\[IMAGE_UNREADABLE\] .*got a directory/],
  ['(run|advise) thinning', '--image', ['--image', FILE], /\[IMAGE_UNSUPPORTED\] .*not a netpbm image/],
  ['run thinning', '--image', ['--machine-check', '--image', FIFO], /\[IMAGE_UNREADABLE\] .*got a FIFO/],
  ['(run|advise) diffusion', '--image', ['--image', join(dir, 'missing')], /cannot read image ".*missing": no such file/],
  ['(run|advise) diffusion', '--image', ['--image', FIFO], /cannot read image .*got a FIFO/],
  ['(run|advise) diffusion', '--image', ['--image', '/dev/zero'], /cannot read image .*got a character device/],
  ['(run|advise) diffusion', '--image', ['--image', FOLDER], /cannot read image .*got a directory/],
  ['(run|advise) diffusion', '--image', ['--image', FILE], /\[DIFFUSION_IMAGE_CORRUPT\] .* is not a valid PNG/],
  ['run diffusion', '--image', ['--compare', 'static', '--image', FIFO], /cannot read image .*got a FIFO/],
  ['(run|advise) thinning', '--generate', ['--generate', 'x'], /--generate <name>' argument 'x' is invalid/],
  ['(run|advise) thinning', '--load', ['--load', 'x'], /--load <name>' argument 'x' is invalid/],
  // written after the runs: checked (its folder created) before them
  ['(run|advise) (thinning|diffusion)', '--out', ['--out', '/proc/x/y.img'], PATH('--out folder')],
  ['(run|advise) (thinning|diffusion)', '--out', ['--out', FOLDER], PATH('--out')],
  ['run (thinning|diffusion)', '--out', ['--machine-check', '--out', FOLDER], PATH('--out')],
  ...parsed('(run|advise) diffusion', '--max-pixels', '0'),
  ['(run|advise) diffusion', '--max-pixels', ['--max-pixels', '100'], /--max-pixels goes with --image/],
  ...parsed('(run|advise) diffusion', '--size', '3', '8193', 'x'),
  ...parsed('(run|advise) diffusion', '--max-iterations', '0'),
  ...parsed('(run|advise) diffusion', '--K', '-1', 'x'),
  ...parsed('(run|advise) diffusion', '--lambda', '-1'),
  ['(run|advise) diffusion', '--lambda', ['--lambda', '0.5'], /lambda must be a number in \(0, 0\.25\]/],
  ...parsed('(run|advise) diffusion', '--epsilon', '-1'),
  ...parsed('(run|advise) diffusion', '--conductance', 'x'),
  ...parsed('(run|advise) diffusion', '--dtype', 'x'),
  ...parsed('run sieve', '--n', '1', 'x'),
  ...parsed('run sieve', '--exponent', '-1', 'x'),
  ...parsed('run sieve', '--calibrate', '-1'),
  ['run sieve', '--calibrate', ['--calibrate', '2'], /calibrate\.fraction must be a number in \(0, 1\]/],
  ['run (sieve|loop)', '--rule', ['--rule', 'nope'], /loop schedule: option "rule" must be one of gss, tss, fac2, fixed/],
  ...parsed('run sieve', '--chunk', '0'),
  ['run sieve', '--slow', ['--slow', 'x'], /--slow must be RANKS:FACTOR/],
  ['run sieve', '--slow', ['--slow', '9:3'], /slow\.ranks must be an array of ranks in \[0, 1\]/],
  ...parsed('run loop', '--rows', '0'),
  ...parsed('run loop', '--cols', '0'),
  ...parsed('run loop', '--F', 'x', '0.5'),
  ...parsed('run loop', '--d', 'x', '-1'),
  ['run loop', '--d', ['--d', '2'], /d \(fraction of loaded iterations\) must be a number in \(0, 1\]/],
  ...parsed('run loop', '--mu', '0'),
  ...parsed('run loop', '--at', '-1'),
  ['run loop', '--at', ['--at', '2'], /at \(centre of the loaded region\) must be a number in \[0, 1\]/],
  ...parsed('run loop', '--m', '0'),
  ['run loop', '--m', ['--m', '9', '--balancer', 'replicate'], /replication degree m must be an integer in \[1, 2\]/],
  ...parsed('run knary', '--h', '0'),
  ...parsed('run knary', '--d', '0'),
  ...parsed('run knary', '--s', '-1'),
  ...parsed('run knary', '--iters', '0'),

  // advise
  ...parsed(ADVISED, '--storage', 'cloud'),
  [ADVISED, '--balancers', ['--balancers', 'nope'], /--balancers must name central, functional, gde, sdlb, static; got "nope"/],
  ...parsed(ADVISED, '--intervals', '0', 'x'),
  [ADVISED, '--policies', ['--policies', 'nope'], /--policies must name adaptive, every, never, threshold; got "nope"/],
  [ADVISED, '--trace', ['--trace', '/proc/x/t.json'], PATH('--trace folder')],
  [ADVISED, '--trace', ['--trace', FOLDER], PATH('--trace')],
  [ADVISED, '--chart', ['--chart', '/proc/x/c.svg'], PATH('--chart folder')],
  [ADVISED, '--chart', ['--chart', FOLDER], PATH('--chart')],

  // bench
  ...parsed('bench', '--suite', 'huge'),
  aSwitch('bench', '--quick'),
  ['bench', '--out', ['--out', '/proc/x'], PATH('bench --out')],
  ['bench', '--out', ['--out', FILE], PATH('bench --out')],
  ...parsed('bench', '--rounds', '9'),
  ['bench', '--rounds', ['--rounds', 'auto'], /--rounds auto applies to --suite wall only/],
  ...parsed('bench', '--warmup', '0', 'x', '1001'),
  ['bench', '--warmup', ['--warmup', '5'], /--warmup 5 applies to --suite wall only/],
  aSwitch('bench', '--machine-check'),
  aSwitch('bench', '--no-machine-check'),
  ...parsed('bench', '--spin', 'x'),

  // topo
  ['topo', '<shape>', ['blob:3'], /\[MW_INVALID_TOPOLOGY\] topology string must be of the form/],
  ['topo', '<shape>', ['ring:0'], /\[MW_INVALID_TOPOLOGY\] ring size must be an integer >= 2/],
  ['topo', '--out', ['--out', '/proc/x/t.svg'], PATH('topo --out folder')],
  ['topo', '--out', ['--out', FOLDER], PATH('topo --out')],
  aSwitch('topo', '--no-out'),

  // report
  ['report', '<file>', [FIFO], /\[MW_PATH\] trace file .* got a FIFO/],
  ['report', '<file>', ['/dev/zero'], /\[MW_PATH\] trace file .* got a character device/],
  ['report', '<file>', [FOLDER], /\[MW_PATH\] trace file .* got a directory/],
  ['report', '<file>', [join(dir, 'none.json')], /\[MW_PATH\] trace file .* no such file/],
  ['report', '<file>', [FILE], /\[MW_TRACE_MALFORMED\] trace must be valid JSON text/],
  ['report', '--out', ['--out', '/proc/x/y'], PATH('report --out')],
  ['report', '--out', ['--out', FILE], PATH('report --out')],
  ['report', '--html', ['--html', '/proc/x/p.html'], PATH('--html folder')],
  ['report', '--html', ['--html', FOLDER], PATH('--html')],
  ['report', '--timeline', ['--timeline', FILE], /--timeline names the timeline the page links to: add --html/],
  [
    'report',
    '--timeline',
    ['--html', '--timeline', join(dir, 'none.json')],
    /\[MW_PATH\] --timeline ".*": expected a timeline file .*, got no such file/,
  ],
  [
    'report',
    '--timeline',
    ['--html', '--timeline', FOLDER],
    /\[MW_PATH\] --timeline ".*": expected a timeline file .*, got not a regular file/,
  ],

  // replay
  ['replay', '<trace>', [FIFO], /\[MW_PATH\] trace file .* got a FIFO/],
  ['replay', '<trace>', ['/dev/zero'], /\[MW_PATH\] trace file .* got a character device/],
  ['replay', '<trace>', [join(dir, 'none.json')], /\[MW_PATH\] trace file .* no such file/],
  ['replay', '<trace>', [FILE], /\[MW_TRACE_MALFORMED\] trace must be valid JSON text/],
  ['replay', '--balancer', ['--balancer', 'nope'], /--balancer must name central, functional, gde, sdlb, static; got "nope"/],
  ...parsed('replay', '--every', '0', 'x'),
  ['replay', '--policy', ['--policy', 'nope'], /--policy must name adaptive, every, never, threshold; got "nope"/],
  ['replay', '--balancer-options', ['--balancer-options', '{nope'], /expected JSON/],
  ['replay', '--balancer-options', ['--balancer-options', '{"nope":1}'], /--balancer-options for gde: gde: unknown option "nope"/],
  ['replay', '--policy-options', ['--policy-options', '{"nope":1}'], /--policy-options for adaptive: adaptive: unknown option "nope"/],
  ...parsed('replay', '--remap-ns-per-byte', '-1', 'x'),
  ['replay', '--chart', ['--chart', '/proc/x/c.svg'], PATH('replay --chart folder')],
  ['replay', '--chart', ['--chart', FOLDER], PATH('replay --chart')],

  // launch (in-process: a bad value must not start nats-server or a host)
  ['launch', '--hosts', ['--hosts', '0'], /--hosts must be an integer in \[1, 65535\], got "0"/],
  ['launch', '--hosts', ['--hosts', 'x'], /--hosts must be an integer in \[1, 65535\], got "x"/],
  ['launch', '--hosts', ['--hosts', '65536'], /--hosts must be an integer in \[1, 65535\], got "65536"/],
  ['launch', '--nats', ['--nats', 'not a url'], /\[MW_INVALID_ARGUMENT\] nats must be a NATS server URL/],
  ['launch', '--nats', ['--nats', 'http://127.0.0.1:1'], /\[MW_INVALID_ARGUMENT\] nats must be a NATS server URL/],
  ['launch', '--job', ['--job', 'a b'], /\[MW_INVALID_ARGUMENT\] job must be 1 to 128 letters, digits, '-' or '_', got string "a b"/],
  ['launch', '--job', ['--job', ''], /\[MW_INVALID_ARGUMENT\] job must be 1 to 128 letters/],
  ['launch', '--kill-grace', ['--kill-grace', '-1'], /--kill-grace must be an integer in \[1, 600000\], got "-1"/],
  ['launch', '--kill-grace', ['--kill-grace', 'x'], /--kill-grace must be an integer in \[1, 600000\]/],
  ['launch', '<command>', [], /missing required argument 'command'/],
  // merge-timelines: inputs read only when regular files of a bounded size, the output checked
  [
    'merge-timelines',
    '<files>',
    [join(dir, 'absent.host1.json')],
    /^meshwork: \[MW_PATH\] timeline ".*absent\.host1\.json": expected a readable file, got ENOENT/,
  ],
  ['merge-timelines', '<files>', [FIFO], /^meshwork: \[MW_PATH\] timeline ".*fifo": expected a regular file, got not a regular file/],
  ['merge-timelines', '<files>', [FOLDER], /^meshwork: \[MW_PATH\] timeline ".*folder": expected a regular file, got a directory/],
  [
    'merge-timelines',
    '<files>',
    [FILE],
    /\[MW_INVALID_ARGUMENT\] timeline ".*file\.txt" must be a timeline file written by a run on several hosts/,
  ],
  ['merge-timelines', '--out', ['--out', FOLDER], PATH('merged timeline')],
];

/** The leaf commands with their options and positional arguments, from the program's own definitions. */
function commands(): { path: string; flags: string[] }[] {
  const out: Output = { stdout: () => {}, stderr: () => {}, tty: false };
  const found: { path: string; flags: string[] }[] = [];
  const walk = (cmd: Command, path: string[]) => {
    if (cmd.commands.length === 0) {
      const flags = cmd.options.map((o) => o.long as string);
      for (const a of cmd.registeredArguments) flags.push(`<${a.name()}>`);
      found.push({ path: path.join(' '), flags });
    }
    for (const c of cmd.commands) walk(c, [...path, c.name()]);
  };
  // with a program file on the command line, `run` has its command too
  walk(buildProgram(out, ['run', PROGRAM]), []);
  return found;
}

function applies(row: Row, path: string): boolean {
  return new RegExp(`^(?:${row[0]})$`).test(path);
}

/** The command line of a case: the command, what it needs besides the flag, the bad arguments. */
function argvOf(path: string, flag: string, bad: readonly string[]): string[] {
  const [top, ...rest] = path.split(' ') as [string, ...string[]];
  const sub: string | undefined = rest.length === 0 ? undefined : rest.join(' ');
  switch (top) {
    case 'run':
      return ['run', sub as string, '--quick', ...bad];
    case 'advise':
      return ['advise', sub as string, ...bad];
    case 'bench':
      return ['bench', '--quick', '--suite', 'micro', ...bad];
    case 'report':
      return ['report', ...(flag === '<file>' ? bad : [TRACE, ...bad])];
    case 'replay':
      return ['replay', ...(flag === '<trace>' ? bad : [TRACE, ...bad])];
    case 'topo':
      return ['topo', ...(flag === '<shape>' ? bad : ['ring:4', ...bad]), ...(flag === '--out' || flag === '--no-out' ? [] : ['--no-out'])];
    case 'launch':
      return [
        'launch',
        ...(flag === '--hosts' ? [] : ['--hosts', '1']),
        ...(flag === '<command>' ? ['--', ...bad] : [...bad, '--', process.execPath, '-e', '0']),
      ];
    case 'merge-timelines':
      return [
        'merge-timelines',
        ...(flag === '<files>' ? bad : [HOST0, ...bad]),
        ...(flag === '--out' ? [] : ['--out', join(dir, 'merged.json')]),
      ];
    default:
      throw new Error(`no command line for ${path}`);
  }
}

const CASES = commands().flatMap(({ path, flags }) =>
  ROWS.filter((r) => flags.includes(r[1]) && applies(r, path)).map((r) => ({ path, row: r, argv: argvOf(path, r[1], r[2]) })),
);

describe('every flag of every command has bad-input rows', () => {
  it('the table covers each option and argument of each command', () => {
    const missing: string[] = [];
    for (const { path, flags } of commands()) {
      for (const f of flags)
        if (f !== '--help' && f !== '--version' && !ROWS.some((r) => r[1] === f && applies(r, path))) missing.push(`${path} ${f}`);
    }
    expect(missing).toEqual([]);
  });
});

describe('bad input: exit 2, one line, before any thread or process starts', () => {
  let threads = 0;
  let processes = 0;
  const onThread = () => {
    threads++;
  };
  const onProcess = () => {
    processes++;
  };
  beforeAll(() => {
    diagnostics.subscribe('worker_threads', onThread);
    diagnostics.subscribe('child_process', onProcess);
    return () => {
      diagnostics.unsubscribe('worker_threads', onThread);
      diagnostics.unsubscribe('child_process', onProcess);
    };
  });

  it.each(CASES.map((c) => [`${c.path} ${c.row[2].join(' ')}`, c] as const))('%s', async (_name, c) => {
    const out = captureOutput();
    threads = 0;
    processes = 0;
    const before = process.exitCode;
    const code = await main(c.argv, out);
    process.exitCode = before;
    const { stdout, stderr } = out.written;
    const lines = stderr.trimEnd().split('\n');
    expect({ code, lines: lines.length, threads, processes }, stderr).toEqual({ code: 2, lines: 1, threads: 0, processes: 0 });
    expect(lines[0]).toMatch(/^meshwork: /);
    expect(lines[0]).toMatch(c.row[3]);
    expect(stdout).toBe('');
  });
});
