import { APPS } from "../apps/registry.js";
import { lineChart } from "../charts/bench.js";
async function papersSuite(ctx) {
  const apps = APPS.filter((a) => a.paper !== void 0);
  ctx.progress.begin("paper reproductions (each app definition paper)", apps.length);
  const rows = [];
  const charts = [];
  const data = {};
  for (const app of apps) {
    try {
      const r = await app.paper?.({ quick: ctx.quick, busy: ctx.busy });
      for (const row of r?.rows ?? []) rows.push([row.paper, row.figure, row.theirs, row.ours]);
      for (const c of r?.charts ?? []) {
        charts.push({
          file: c.file,
          title: c.title,
          spec: lineChart(c.points, {
            title: c.heading,
            x: "x",
            y: "y",
            series: "series",
            xTitle: c.xTitle,
            yTitle: c.yTitle,
            ...c.xLog === void 0 ? {} : { xLog: c.xLog },
            ...c.rule === void 0 ? {} : { rule: c.rule }
          })
        });
      }
      data[app.name] = r?.data;
    } catch (err) {
      rows.push([app.name, "reproduction failed", "-", err.message.split("\n")[0]]);
      data[app.name] = { error: err.message };
    }
    ctx.progress.step(app.name);
  }
  ctx.progress.end();
  return {
    suite: "papers",
    title: "Paper reproductions: each paper's figure next to ours",
    quick: ctx.quick,
    tables: [{ title: "Paper figures next to ours", columns: ["paper", "figure", "in the paper", "ours (this machine)"], rows }],
    charts,
    data
  };
}
export {
  papersSuite
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL2JlbmNoL3BhcGVycy50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLyoqXG4gKiBQYXBlciByZXByb2R1Y3Rpb25zOiBlYWNoIGFwcCdzIG93biBgcGFwZXJgIChmcm9tIGl0cyBkZWZpbml0aW9uKSBzZXRzIGl0cyBrZXkgZmlndXJlcyBuZXh0IHRvXG4gKiB0aGUgcGFwZXInczsgdGhpcyBzdWl0ZSBydW5zIHRoZW0gaW4gdHVybiwgZHJhd3MgdGhlaXIgY2hhcnRzIGFuZCBjb2xsZWN0cyB0aGVpciByb3dzLiBBXG4gKiByZXByb2R1Y3Rpb24gdGhhdCBmYWlscyBzaG93cyBpdHMgb25lLWxpbmUgZXJyb3IgaW4gaXRzIHJvdyBpbnN0ZWFkIG9mIGZhaWxpbmcgdGhlIHN1aXRlLlxuICovXG5pbXBvcnQgeyBBUFBTIH0gZnJvbSAnLi4vYXBwcy9yZWdpc3RyeS5qcyc7XG5pbXBvcnQgeyBsaW5lQ2hhcnQgfSBmcm9tICcuLi9jaGFydHMvYmVuY2guanMnO1xuaW1wb3J0IHR5cGUgeyBDZWxsLCBDaGFydCwgU3VpdGVDb250ZXh0LCBTdWl0ZVJlc3VsdCB9IGZyb20gJy4vc3VpdGUuanMnO1xuXG5leHBvcnQgYXN5bmMgZnVuY3Rpb24gcGFwZXJzU3VpdGUoY3R4OiBTdWl0ZUNvbnRleHQpOiBQcm9taXNlPFN1aXRlUmVzdWx0PiB7XG4gIGNvbnN0IGFwcHMgPSBBUFBTLmZpbHRlcigoYSkgPT4gYS5wYXBlciAhPT0gdW5kZWZpbmVkKTtcbiAgY3R4LnByb2dyZXNzLmJlZ2luKCdwYXBlciByZXByb2R1Y3Rpb25zIChlYWNoIGFwcCBkZWZpbml0aW9uIHBhcGVyKScsIGFwcHMubGVuZ3RoKTtcbiAgY29uc3Qgcm93czogQ2VsbFtdW10gPSBbXTtcbiAgY29uc3QgY2hhcnRzOiBDaGFydFtdID0gW107XG4gIGNvbnN0IGRhdGE6IFJlY29yZDxzdHJpbmcsIHVua25vd24+ID0ge307XG4gIGZvciAoY29uc3QgYXBwIG9mIGFwcHMpIHtcbiAgICB0cnkge1xuICAgICAgY29uc3QgciA9IGF3YWl0IGFwcC5wYXBlcj8uKHsgcXVpY2s6IGN0eC5xdWljaywgYnVzeTogY3R4LmJ1c3kgfSk7XG4gICAgICBmb3IgKGNvbnN0IHJvdyBvZiByPy5yb3dzID8/IFtdKSByb3dzLnB1c2goW3Jvdy5wYXBlciwgcm93LmZpZ3VyZSwgcm93LnRoZWlycywgcm93Lm91cnNdKTtcbiAgICAgIGZvciAoY29uc3QgYyBvZiByPy5jaGFydHMgPz8gW10pIHtcbiAgICAgICAgY2hhcnRzLnB1c2goe1xuICAgICAgICAgIGZpbGU6IGMuZmlsZSxcbiAgICAgICAgICB0aXRsZTogYy50aXRsZSxcbiAgICAgICAgICBzcGVjOiBsaW5lQ2hhcnQoYy5wb2ludHMsIHtcbiAgICAgICAgICAgIHRpdGxlOiBjLmhlYWRpbmcsXG4gICAgICAgICAgICB4OiAneCcsXG4gICAgICAgICAgICB5OiAneScsXG4gICAgICAgICAgICBzZXJpZXM6ICdzZXJpZXMnLFxuICAgICAgICAgICAgeFRpdGxlOiBjLnhUaXRsZSxcbiAgICAgICAgICAgIHlUaXRsZTogYy55VGl0bGUsXG4gICAgICAgICAgICAuLi4oYy54TG9nID09PSB1bmRlZmluZWQgPyB7fSA6IHsgeExvZzogYy54TG9nIH0pLFxuICAgICAgICAgICAgLi4uKGMucnVsZSA9PT0gdW5kZWZpbmVkID8ge30gOiB7IHJ1bGU6IGMucnVsZSB9KSxcbiAgICAgICAgICB9KSxcbiAgICAgICAgfSk7XG4gICAgICB9XG4gICAgICBkYXRhW2FwcC5uYW1lXSA9IHI/LmRhdGE7XG4gICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICByb3dzLnB1c2goW2FwcC5uYW1lLCAncmVwcm9kdWN0aW9uIGZhaWxlZCcsICctJywgKGVyciBhcyBFcnJvcikubWVzc2FnZS5zcGxpdCgnXFxuJylbMF0gYXMgc3RyaW5nXSk7XG4gICAgICBkYXRhW2FwcC5uYW1lXSA9IHsgZXJyb3I6IChlcnIgYXMgRXJyb3IpLm1lc3NhZ2UgfTtcbiAgICB9XG4gICAgY3R4LnByb2dyZXNzLnN0ZXAoYXBwLm5hbWUpO1xuICB9XG4gIGN0eC5wcm9ncmVzcy5lbmQoKTtcbiAgcmV0dXJuIHtcbiAgICBzdWl0ZTogJ3BhcGVycycsXG4gICAgdGl0bGU6IFwiUGFwZXIgcmVwcm9kdWN0aW9uczogZWFjaCBwYXBlcidzIGZpZ3VyZSBuZXh0IHRvIG91cnNcIixcbiAgICBxdWljazogY3R4LnF1aWNrLFxuICAgIHRhYmxlczogW3sgdGl0bGU6ICdQYXBlciBmaWd1cmVzIG5leHQgdG8gb3VycycsIGNvbHVtbnM6IFsncGFwZXInLCAnZmlndXJlJywgJ2luIHRoZSBwYXBlcicsICdvdXJzICh0aGlzIG1hY2hpbmUpJ10sIHJvd3MgfV0sXG4gICAgY2hhcnRzLFxuICAgIGRhdGEsXG4gIH07XG59XG4iXSwKICAibWFwcGluZ3MiOiAiQUFLQSxTQUFTLFlBQVk7QUFDckIsU0FBUyxpQkFBaUI7QUFHMUIsZUFBc0IsWUFBWSxLQUF5QztBQUN6RSxRQUFNLE9BQU8sS0FBSyxPQUFPLENBQUMsTUFBTSxFQUFFLFVBQVUsTUFBUztBQUNyRCxNQUFJLFNBQVMsTUFBTSxtREFBbUQsS0FBSyxNQUFNO0FBQ2pGLFFBQU0sT0FBaUIsQ0FBQztBQUN4QixRQUFNLFNBQWtCLENBQUM7QUFDekIsUUFBTSxPQUFnQyxDQUFDO0FBQ3ZDLGFBQVcsT0FBTyxNQUFNO0FBQ3RCLFFBQUk7QUFDRixZQUFNLElBQUksTUFBTSxJQUFJLFFBQVEsRUFBRSxPQUFPLElBQUksT0FBTyxNQUFNLElBQUksS0FBSyxDQUFDO0FBQ2hFLGlCQUFXLE9BQU8sR0FBRyxRQUFRLENBQUMsRUFBRyxNQUFLLEtBQUssQ0FBQyxJQUFJLE9BQU8sSUFBSSxRQUFRLElBQUksUUFBUSxJQUFJLElBQUksQ0FBQztBQUN4RixpQkFBVyxLQUFLLEdBQUcsVUFBVSxDQUFDLEdBQUc7QUFDL0IsZUFBTyxLQUFLO0FBQUEsVUFDVixNQUFNLEVBQUU7QUFBQSxVQUNSLE9BQU8sRUFBRTtBQUFBLFVBQ1QsTUFBTSxVQUFVLEVBQUUsUUFBUTtBQUFBLFlBQ3hCLE9BQU8sRUFBRTtBQUFBLFlBQ1QsR0FBRztBQUFBLFlBQ0gsR0FBRztBQUFBLFlBQ0gsUUFBUTtBQUFBLFlBQ1IsUUFBUSxFQUFFO0FBQUEsWUFDVixRQUFRLEVBQUU7QUFBQSxZQUNWLEdBQUksRUFBRSxTQUFTLFNBQVksQ0FBQyxJQUFJLEVBQUUsTUFBTSxFQUFFLEtBQUs7QUFBQSxZQUMvQyxHQUFJLEVBQUUsU0FBUyxTQUFZLENBQUMsSUFBSSxFQUFFLE1BQU0sRUFBRSxLQUFLO0FBQUEsVUFDakQsQ0FBQztBQUFBLFFBQ0gsQ0FBQztBQUFBLE1BQ0g7QUFDQSxXQUFLLElBQUksSUFBSSxJQUFJLEdBQUc7QUFBQSxJQUN0QixTQUFTLEtBQUs7QUFDWixXQUFLLEtBQUssQ0FBQyxJQUFJLE1BQU0sdUJBQXVCLEtBQU0sSUFBYyxRQUFRLE1BQU0sSUFBSSxFQUFFLENBQUMsQ0FBVyxDQUFDO0FBQ2pHLFdBQUssSUFBSSxJQUFJLElBQUksRUFBRSxPQUFRLElBQWMsUUFBUTtBQUFBLElBQ25EO0FBQ0EsUUFBSSxTQUFTLEtBQUssSUFBSSxJQUFJO0FBQUEsRUFDNUI7QUFDQSxNQUFJLFNBQVMsSUFBSTtBQUNqQixTQUFPO0FBQUEsSUFDTCxPQUFPO0FBQUEsSUFDUCxPQUFPO0FBQUEsSUFDUCxPQUFPLElBQUk7QUFBQSxJQUNYLFFBQVEsQ0FBQyxFQUFFLE9BQU8sOEJBQThCLFNBQVMsQ0FBQyxTQUFTLFVBQVUsZ0JBQWdCLHFCQUFxQixHQUFHLEtBQUssQ0FBQztBQUFBLElBQzNIO0FBQUEsSUFDQTtBQUFBLEVBQ0Y7QUFDRjsiLAogICJuYW1lcyI6IFtdCn0K
