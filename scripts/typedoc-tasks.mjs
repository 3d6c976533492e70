/**
 * TypeDoc plugin: groups the API reference by task. `docs/reference/surface.json` lists, for each
 * public entry, its tasks in order (name, what it is for, the exported names that serve it); this
 * plugin puts each export in its task's group (`@group`), gives each group its description
 * (`@groupDescription`) and keeps the tasks in the listed order. An export of an entry that no task
 * lists, or a listed name the entry does not export, fails the build (the public-surface test
 * checks the same list against the built declaration files).
 */
import { readFileSync } from 'node:fs';
import { Converter, Models } from 'typedoc';

const SURFACE = new URL('../docs/reference/surface.json', import.meta.url);

function text(s) {
  return [{ kind: 'text', text: s }];
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  const surface = JSON.parse(readFileSync(SURFACE, 'utf8'));
  const order = [];
  for (const entry of Object.values(surface.entries)) {
    for (const task of entry.tasks) if (!order.includes(task.name)) order.push(task.name);
  }
  app.on('bootstrapEnd', () => app.options.setValue('groupOrder', [...order, '*']));
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const mod of context.project.children ?? []) {
      const entry = surface.entries[mod.name];
      if (entry === undefined) {
        app.logger.error(`typedoc-tasks: module ${mod.name} is not an entry of docs/reference/surface.json`);
        continue;
      }
      const taskOf = new Map();
      for (const task of entry.tasks) for (const name of task.names) taskOf.set(name, task.name);
      const seen = new Set();
      for (const child of mod.children ?? []) {
        const task = taskOf.get(child.name);
        seen.add(child.name);
        if (task === undefined) {
          app.logger.error(`typedoc-tasks: ${mod.name} exports ${child.name}, which no task of docs/reference/surface.json lists`);
          continue;
        }
        child.comment ??= new Models.Comment();
        child.comment.blockTags.push(new Models.CommentTag('@group', text(task)));
      }
      for (const name of taskOf.keys()) {
        if (!seen.has(name)) app.logger.error(`typedoc-tasks: docs/reference/surface.json lists ${name}, which ${mod.name} does not export`);
      }
      mod.comment ??= new Models.Comment();
      for (const task of entry.tasks) {
        mod.comment.blockTags.push(new Models.CommentTag('@groupDescription', text(`${task.name}\n${task.about}`)));
      }
    }
  });
}
