/**
 * `meshwork merge-timelines <files...> --out run.json`: one timeline from the files the hosts of a
 * multi-host run wrote (`run.host<k>.json`), on one clock, with the arrows of messages between
 * hosts joined (runtime `mergeTimelines`).
 */
import { type Output, writeJson } from '@meshwork/harness';
import { mergeTimelines } from '@meshwork/runtime';
import type { Command } from 'commander';

interface MergeOptions {
  readonly out: string;
  readonly json: boolean;
}

export function registerMergeTimelines(program: Command, out: Output): void {
  program
    .command('merge-timelines')
    .description("merge the hosts' timeline files of a multi-host run (run.host<k>.json) into one, arrows between hosts joined")
    .argument('<files...>', 'the timeline file of every host of the run')
    .requiredOption('--out <file>', 'the merged timeline (Chrome Trace Event JSON: Perfetto, chrome://tracing)')
    .option('--json', 'print what was merged as JSON', false)
    .action(async (files: string[], opts: MergeOptions) => {
      const r = mergeTimelines(files, opts.out);
      if (opts.json) {
        writeJson(out, r);
        return;
      }
      out.stdout(
        `${r.path}: ${r.hosts} host${r.hosts === 1 ? '' : 's'}, ${r.events} events, ${r.crossHostArrows} arrow${r.crossHostArrows === 1 ? '' : 's'} between hosts` +
          `${r.unpairedCrossHostEnds > 0 ? ` (${r.unpairedCrossHostEnds} ends without their other end: a host's file missing, or sampled out)` : ''}\n`,
      );
    });
}
