import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll } from "vitest";
const CLI = fileURLToPath(new URL("../dist/cli.js", import.meta.url));
const made = [];
function tempDir(prefix = "meshwork-cli-") {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function meshwork(args, cwd, timeoutMs = 12e4) {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    encoding: "utf8",
    timeout: timeoutMs,
    env: { ...process.env, MESHWORK_DEBUG: "" }
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
function meshworkJson(args, cwd) {
  const r = meshwork([...args, "--json"], cwd);
  if (r.code !== 0) throw new Error(`meshwork ${args.join(" ")} exited ${r.code}: ${r.stderr}`);
  return JSON.parse(r.stdout);
}
function readSvg(path) {
  const text = readFileSync(path, "utf8");
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new Error(`${path} is not well-formed XML: ${JSON.stringify(valid)}`);
  return new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@_" }).parse(text);
}
function markCounts(svg) {
  const counts = /* @__PURE__ */ new Map();
  const visit = (node) => {
    if (Array.isArray(node)) {
      for (const n of node) visit(n);
      return;
    }
    if (typeof node !== "object" || node === null) return;
    const obj = node;
    for (const [key, value] of Object.entries(obj)) {
      if (key.startsWith("@_") || key === "#text") continue;
      for (const child of Array.isArray(value) ? value : [value]) {
        const cls = typeof child === "object" && child !== null ? child["@_class"] : void 0;
        if (key === "g" && typeof cls === "string" && cls.includes("role-mark")) {
          const type = /mark-([a-z]+)/.exec(cls)?.[1] ?? "?";
          let n = 0;
          for (const [k, v] of Object.entries(child))
            if (!k.startsWith("@_") && k !== "#text") n += Array.isArray(v) ? v.length : 1;
          counts.set(type, (counts.get(type) ?? 0) + n);
        } else visit(child);
      }
    }
  };
  visit(svg);
  return counts;
}
export {
  CLI,
  markCounts,
  meshwork,
  meshworkJson,
  readSvg,
  tempDir
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vdGVzdC9oZWxwZXJzLnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvKiogUnVuIHRoZSBjb21waWxlZCBgbWVzaHdvcmtgIGJpbmFyeSBpbiBhIHN1YnByb2Nlc3MsIGFuZCByZWFkIFNWRyBmaWxlcyBhcyBYTUwuICovXG5pbXBvcnQgeyBzcGF3blN5bmMgfSBmcm9tICdub2RlOmNoaWxkX3Byb2Nlc3MnO1xuaW1wb3J0IHsgbWtkdGVtcFN5bmMsIHJlYWRGaWxlU3luYywgcm1TeW5jIH0gZnJvbSAnbm9kZTpmcyc7XG5pbXBvcnQgeyB0bXBkaXIgfSBmcm9tICdub2RlOm9zJztcbmltcG9ydCB7IGpvaW4gfSBmcm9tICdub2RlOnBhdGgnO1xuaW1wb3J0IHsgZmlsZVVSTFRvUGF0aCB9IGZyb20gJ25vZGU6dXJsJztcbmltcG9ydCB7IFhNTFBhcnNlciwgWE1MVmFsaWRhdG9yIH0gZnJvbSAnZmFzdC14bWwtcGFyc2VyJztcbmltcG9ydCB7IGFmdGVyQWxsIH0gZnJvbSAndml0ZXN0JztcblxuZXhwb3J0IGNvbnN0IENMSSA9IGZpbGVVUkxUb1BhdGgobmV3IFVSTCgnLi4vZGlzdC9jbGkuanMnLCBpbXBvcnQubWV0YS51cmwpKTtcblxuZXhwb3J0IGludGVyZmFjZSBDbGlSZXN1bHQge1xuICByZWFkb25seSBjb2RlOiBudW1iZXIgfCBudWxsO1xuICByZWFkb25seSBzdGRvdXQ6IHN0cmluZztcbiAgcmVhZG9ubHkgc3RkZXJyOiBzdHJpbmc7XG59XG5cbmNvbnN0IG1hZGU6IHN0cmluZ1tdID0gW107XG5cbi8qKiBBIGZyZXNoIHRlbXBvcmFyeSBmb2xkZXIsIHJlbW92ZWQgd2hlbiB0aGUgdGVzdCBmaWxlIGVuZHMuICovXG5leHBvcnQgZnVuY3Rpb24gdGVtcERpcihwcmVmaXggPSAnbWVzaHdvcmstY2xpLScpOiBzdHJpbmcge1xuICBjb25zdCBkaXIgPSBta2R0ZW1wU3luYyhqb2luKHRtcGRpcigpLCBwcmVmaXgpKTtcbiAgbWFkZS5wdXNoKGRpcik7XG4gIHJldHVybiBkaXI7XG59XG5cbmFmdGVyQWxsKCgpID0+IHtcbiAgZm9yIChjb25zdCBkaXIgb2YgbWFkZS5zcGxpY2UoMCkpIHJtU3luYyhkaXIsIHsgcmVjdXJzaXZlOiB0cnVlLCBmb3JjZTogdHJ1ZSB9KTtcbn0pO1xuXG5leHBvcnQgZnVuY3Rpb24gbWVzaHdvcmsoYXJnczogcmVhZG9ubHkgc3RyaW5nW10sIGN3ZDogc3RyaW5nLCB0aW1lb3V0TXMgPSAxMjBfMDAwKTogQ2xpUmVzdWx0IHtcbiAgY29uc3QgciA9IHNwYXduU3luYyhwcm9jZXNzLmV4ZWNQYXRoLCBbQ0xJLCAuLi5hcmdzXSwge1xuICAgIGN3ZCxcbiAgICBlbmNvZGluZzogJ3V0ZjgnLFxuICAgIHRpbWVvdXQ6IHRpbWVvdXRNcyxcbiAgICBlbnY6IHsgLi4ucHJvY2Vzcy5lbnYsIE1FU0hXT1JLX0RFQlVHOiAnJyB9LFxuICB9KTtcbiAgcmV0dXJuIHsgY29kZTogci5zdGF0dXMsIHN0ZG91dDogci5zdGRvdXQsIHN0ZGVycjogci5zdGRlcnIgfTtcbn1cblxuLyoqIC0tanNvbiBvdXRwdXQgb2YgYSBzdWNjZXNzZnVsIGNvbW1hbmQuICovXG5leHBvcnQgZnVuY3Rpb24gbWVzaHdvcmtKc29uPFQ+KGFyZ3M6IHJlYWRvbmx5IHN0cmluZ1tdLCBjd2Q6IHN0cmluZyk6IFQge1xuICBjb25zdCByID0gbWVzaHdvcmsoWy4uLmFyZ3MsICctLWpzb24nXSwgY3dkKTtcbiAgaWYgKHIuY29kZSAhPT0gMCkgdGhyb3cgbmV3IEVycm9yKGBtZXNod29yayAke2FyZ3Muam9pbignICcpfSBleGl0ZWQgJHtyLmNvZGV9OiAke3Iuc3RkZXJyfWApO1xuICByZXR1cm4gSlNPTi5wYXJzZShyLnN0ZG91dCkgYXMgVDtcbn1cblxudHlwZSBYbWxOb2RlID0geyBba2V5OiBzdHJpbmddOiB1bmtub3duIH07XG5cbi8qKiBQYXJzZSBhbiBTVkcgZmlsZSBzdHJpY3RseSAodGhyb3dzIG9uIG1hbGZvcm1lZCBYTUwpLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHJlYWRTdmcocGF0aDogc3RyaW5nKTogWG1sTm9kZSB7XG4gIGNvbnN0IHRleHQgPSByZWFkRmlsZVN5bmMocGF0aCwgJ3V0ZjgnKTtcbiAgY29uc3QgdmFsaWQgPSBYTUxWYWxpZGF0b3IudmFsaWRhdGUodGV4dCk7XG4gIGlmICh2YWxpZCAhPT0gdHJ1ZSkgdGhyb3cgbmV3IEVycm9yKGAke3BhdGh9IGlzIG5vdCB3ZWxsLWZvcm1lZCBYTUw6ICR7SlNPTi5zdHJpbmdpZnkodmFsaWQpfWApO1xuICByZXR1cm4gbmV3IFhNTFBhcnNlcih7IGlnbm9yZUF0dHJpYnV0ZXM6IGZhbHNlLCBhdHRyaWJ1dGVOYW1lUHJlZml4OiAnQF8nIH0pLnBhcnNlKHRleHQpIGFzIFhtbE5vZGU7XG59XG5cbi8qKlxuICogTWFya3MgZHJhd24gYnkgdmVnYTogZm9yIGV2ZXJ5IGA8ZyBjbGFzcz1cIm1hcmstPHR5cGU+IHJvbGUtbWFyayAuLi5cIj5gLCB0aGUgbnVtYmVyIG9mIGl0ZW1zIGl0XG4gKiBob2xkcywga2V5ZWQgYnkgbWFyayB0eXBlIChzeW1ib2wsIHJlY3QsIHJ1bGUsIHRleHQsIGxpbmUtLi4uKS4gVHlwZXMgZHJhd24gYnkgc2V2ZXJhbCBsYXllcnMgYWRkIHVwLlxuICovXG5leHBvcnQgZnVuY3Rpb24gbWFya0NvdW50cyhzdmc6IFhtbE5vZGUpOiBNYXA8c3RyaW5nLCBudW1iZXI+IHtcbiAgY29uc3QgY291bnRzID0gbmV3IE1hcDxzdHJpbmcsIG51bWJlcj4oKTtcbiAgY29uc3QgdmlzaXQgPSAobm9kZTogdW5rbm93bik6IHZvaWQgPT4ge1xuICAgIGlmIChBcnJheS5pc0FycmF5KG5vZGUpKSB7XG4gICAgICBmb3IgKGNvbnN0IG4gb2Ygbm9kZSkgdmlzaXQobik7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGlmICh0eXBlb2Ygbm9kZSAhPT0gJ29iamVjdCcgfHwgbm9kZSA9PT0gbnVsbCkgcmV0dXJuO1xuICAgIGNvbnN0IG9iaiA9IG5vZGUgYXMgWG1sTm9kZTtcbiAgICBmb3IgKGNvbnN0IFtrZXksIHZhbHVlXSBvZiBPYmplY3QuZW50cmllcyhvYmopKSB7XG4gICAgICBpZiAoa2V5LnN0YXJ0c1dpdGgoJ0BfJykgfHwga2V5ID09PSAnI3RleHQnKSBjb250aW51ZTtcbiAgICAgIGZvciAoY29uc3QgY2hpbGQgb2YgQXJyYXkuaXNBcnJheSh2YWx1ZSkgPyB2YWx1ZSA6IFt2YWx1ZV0pIHtcbiAgICAgICAgY29uc3QgY2xzID0gdHlwZW9mIGNoaWxkID09PSAnb2JqZWN0JyAmJiBjaGlsZCAhPT0gbnVsbCA/IChjaGlsZCBhcyBYbWxOb2RlKVsnQF9jbGFzcyddIDogdW5kZWZpbmVkO1xuICAgICAgICBpZiAoa2V5ID09PSAnZycgJiYgdHlwZW9mIGNscyA9PT0gJ3N0cmluZycgJiYgY2xzLmluY2x1ZGVzKCdyb2xlLW1hcmsnKSkge1xuICAgICAgICAgIGNvbnN0IHR5cGUgPSAvbWFyay0oW2Etel0rKS8uZXhlYyhjbHMpPy5bMV0gPz8gJz8nO1xuICAgICAgICAgIGxldCBuID0gMDtcbiAgICAgICAgICBmb3IgKGNvbnN0IFtrLCB2XSBvZiBPYmplY3QuZW50cmllcyhjaGlsZCBhcyBYbWxOb2RlKSlcbiAgICAgICAgICAgIGlmICghay5zdGFydHNXaXRoKCdAXycpICYmIGsgIT09ICcjdGV4dCcpIG4gKz0gQXJyYXkuaXNBcnJheSh2KSA/IHYubGVuZ3RoIDogMTtcbiAgICAgICAgICBjb3VudHMuc2V0KHR5cGUsIChjb3VudHMuZ2V0KHR5cGUpID8/IDApICsgbik7XG4gICAgICAgIH0gZWxzZSB2aXNpdChjaGlsZCk7XG4gICAgICB9XG4gICAgfVxuICB9O1xuICB2aXNpdChzdmcpO1xuICByZXR1cm4gY291bnRzO1xufVxuIl0sCiAgIm1hcHBpbmdzIjogIkFBQ0EsU0FBUyxpQkFBaUI7QUFDMUIsU0FBUyxhQUFhLGNBQWMsY0FBYztBQUNsRCxTQUFTLGNBQWM7QUFDdkIsU0FBUyxZQUFZO0FBQ3JCLFNBQVMscUJBQXFCO0FBQzlCLFNBQVMsV0FBVyxvQkFBb0I7QUFDeEMsU0FBUyxnQkFBZ0I7QUFFbEIsTUFBTSxNQUFNLGNBQWMsSUFBSSxJQUFJLGtCQUFrQixZQUFZLEdBQUcsQ0FBQztBQVEzRSxNQUFNLE9BQWlCLENBQUM7QUFHakIsU0FBUyxRQUFRLFNBQVMsaUJBQXlCO0FBQ3hELFFBQU0sTUFBTSxZQUFZLEtBQUssT0FBTyxHQUFHLE1BQU0sQ0FBQztBQUM5QyxPQUFLLEtBQUssR0FBRztBQUNiLFNBQU87QUFDVDtBQUVBLFNBQVMsTUFBTTtBQUNiLGFBQVcsT0FBTyxLQUFLLE9BQU8sQ0FBQyxFQUFHLFFBQU8sS0FBSyxFQUFFLFdBQVcsTUFBTSxPQUFPLEtBQUssQ0FBQztBQUNoRixDQUFDO0FBRU0sU0FBUyxTQUFTLE1BQXlCLEtBQWEsWUFBWSxNQUFvQjtBQUM3RixRQUFNLElBQUksVUFBVSxRQUFRLFVBQVUsQ0FBQyxLQUFLLEdBQUcsSUFBSSxHQUFHO0FBQUEsSUFDcEQ7QUFBQSxJQUNBLFVBQVU7QUFBQSxJQUNWLFNBQVM7QUFBQSxJQUNULEtBQUssRUFBRSxHQUFHLFFBQVEsS0FBSyxnQkFBZ0IsR0FBRztBQUFBLEVBQzVDLENBQUM7QUFDRCxTQUFPLEVBQUUsTUFBTSxFQUFFLFFBQVEsUUFBUSxFQUFFLFFBQVEsUUFBUSxFQUFFLE9BQU87QUFDOUQ7QUFHTyxTQUFTLGFBQWdCLE1BQXlCLEtBQWdCO0FBQ3ZFLFFBQU0sSUFBSSxTQUFTLENBQUMsR0FBRyxNQUFNLFFBQVEsR0FBRyxHQUFHO0FBQzNDLE1BQUksRUFBRSxTQUFTLEVBQUcsT0FBTSxJQUFJLE1BQU0sWUFBWSxLQUFLLEtBQUssR0FBRyxDQUFDLFdBQVcsRUFBRSxJQUFJLEtBQUssRUFBRSxNQUFNLEVBQUU7QUFDNUYsU0FBTyxLQUFLLE1BQU0sRUFBRSxNQUFNO0FBQzVCO0FBS08sU0FBUyxRQUFRLE1BQXVCO0FBQzdDLFFBQU0sT0FBTyxhQUFhLE1BQU0sTUFBTTtBQUN0QyxRQUFNLFFBQVEsYUFBYSxTQUFTLElBQUk7QUFDeEMsTUFBSSxVQUFVLEtBQU0sT0FBTSxJQUFJLE1BQU0sR0FBRyxJQUFJLDRCQUE0QixLQUFLLFVBQVUsS0FBSyxDQUFDLEVBQUU7QUFDOUYsU0FBTyxJQUFJLFVBQVUsRUFBRSxrQkFBa0IsT0FBTyxxQkFBcUIsS0FBSyxDQUFDLEVBQUUsTUFBTSxJQUFJO0FBQ3pGO0FBTU8sU0FBUyxXQUFXLEtBQW1DO0FBQzVELFFBQU0sU0FBUyxvQkFBSSxJQUFvQjtBQUN2QyxRQUFNLFFBQVEsQ0FBQyxTQUF3QjtBQUNyQyxRQUFJLE1BQU0sUUFBUSxJQUFJLEdBQUc7QUFDdkIsaUJBQVcsS0FBSyxLQUFNLE9BQU0sQ0FBQztBQUM3QjtBQUFBLElBQ0Y7QUFDQSxRQUFJLE9BQU8sU0FBUyxZQUFZLFNBQVMsS0FBTTtBQUMvQyxVQUFNLE1BQU07QUFDWixlQUFXLENBQUMsS0FBSyxLQUFLLEtBQUssT0FBTyxRQUFRLEdBQUcsR0FBRztBQUM5QyxVQUFJLElBQUksV0FBVyxJQUFJLEtBQUssUUFBUSxRQUFTO0FBQzdDLGlCQUFXLFNBQVMsTUFBTSxRQUFRLEtBQUssSUFBSSxRQUFRLENBQUMsS0FBSyxHQUFHO0FBQzFELGNBQU0sTUFBTSxPQUFPLFVBQVUsWUFBWSxVQUFVLE9BQVEsTUFBa0IsU0FBUyxJQUFJO0FBQzFGLFlBQUksUUFBUSxPQUFPLE9BQU8sUUFBUSxZQUFZLElBQUksU0FBUyxXQUFXLEdBQUc7QUFDdkUsZ0JBQU0sT0FBTyxnQkFBZ0IsS0FBSyxHQUFHLElBQUksQ0FBQyxLQUFLO0FBQy9DLGNBQUksSUFBSTtBQUNSLHFCQUFXLENBQUMsR0FBRyxDQUFDLEtBQUssT0FBTyxRQUFRLEtBQWdCO0FBQ2xELGdCQUFJLENBQUMsRUFBRSxXQUFXLElBQUksS0FBSyxNQUFNLFFBQVMsTUFBSyxNQUFNLFFBQVEsQ0FBQyxJQUFJLEVBQUUsU0FBUztBQUMvRSxpQkFBTyxJQUFJLE9BQU8sT0FBTyxJQUFJLElBQUksS0FBSyxLQUFLLENBQUM7QUFBQSxRQUM5QyxNQUFPLE9BQU0sS0FBSztBQUFBLE1BQ3BCO0FBQUEsSUFDRjtBQUFBLEVBQ0Y7QUFDQSxRQUFNLEdBQUc7QUFDVCxTQUFPO0FBQ1Q7IiwKICAibmFtZXMiOiBbXQp9Cg==
