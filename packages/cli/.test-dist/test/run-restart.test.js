import { describe, expect, it } from "vitest";
import { meshwork, meshworkJson, tempDir } from "./helpers.js";
describe("meshwork run with checkpoints", () => {
  it("stencil: a killed rank is restarted and --json reports it", () => {
    const r = meshworkJson(
      [
        "run",
        "stencil",
        "--ranks",
        "2",
        "--size",
        "24x20",
        "--iterations",
        "12",
        "--checkpoint-every",
        "4",
        "--max-restarts",
        "1",
        "--inject-faults",
        '[{"rank":1,"kind":"exit","atStep":9}]'
      ],
      tempDir()
    );
    expect(r.correct).toBe(true);
    expect(r.recovery).toMatchObject({
      restarts: 1,
      failures: [{ rank: 1, cause: "exit", epoch: 2, step: 8 }],
      lastEpoch: 3,
      resumedFrom: { epoch: 2, step: 8, source: "memory" }
    });
  }, 18e4);
  it.each([
    ["a rank the topology does not have", '[{"rank":9,"kind":"exit","atStep":3}]', /faults\[0\]\.rank/],
    ["a misspelt key", '[{"rank":1,"kind":"exit","atstep":3}]', /key "atstep"/],
    ["an unknown kind", '[{"rank":1,"kind":"crash"}]', /faults\[0\]\.kind/]
  ])(
    "--inject-faults with %s is refused before any run (exit 2)",
    (_label, faults, text) => {
      const res = meshwork(
        ["run", "stencil", "--ranks", "2", "--size", "24x20", "--iterations", "12", "--inject-faults", faults],
        tempDir()
      );
      expect(res.code).toBe(2);
      expect(res.stderr).toMatch(/--inject-faults/);
      expect(res.stderr).toMatch(text);
      expect(res.stderr).not.toMatch(/warm-up|parallel run/);
    },
    12e4
  );
  it("an app that does not checkpoint refuses the flags", () => {
    const res = meshwork(["run", "sieve", "--checkpoint-every", "2"], tempDir());
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/sieve does not checkpoint its steps/);
  }, 12e4);
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vdGVzdC9ydW4tcmVzdGFydC50ZXN0LnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvKipcbiAqIGBtZXNod29yayBydW4gLS1jaGVja3BvaW50LWV2ZXJ5IC0tbWF4LXJlc3RhcnRzYDogYSByYW5rIGtpbGxlZCBtaWQtcnVuICh0aGUgaGlkZGVuIHRlc3RpbmcgYWlkXG4gKiAtLWluamVjdC1mYXVsdHMpIGlzIHJlc3RhcnRlZCBmcm9tIHRoZSBuZXdlc3QgY2hlY2twb2ludCwgdGhlIHJlc3VsdCBpcyBzdGlsbCB0aGUgc2VxdWVudGlhbFxuICogcmVmZXJlbmNlJ3MsIGFuZCAtLWpzb24gY2FycmllcyB0aGUgcmVzdGFydCAocmFuaywgY2F1c2UsIHRoZSBjaGVja3BvaW50IGdvbmUgYmFjayB0bykuIEFwcHNcbiAqIHdob3NlIHByb2dyYW0gZG9lcyBub3QgY2hlY2twb2ludCByZWZ1c2UgdGhlIGZsYWdzLlxuICovXG5pbXBvcnQgeyBkZXNjcmliZSwgZXhwZWN0LCBpdCB9IGZyb20gJ3ZpdGVzdCc7XG5pbXBvcnQgeyBtZXNod29yaywgbWVzaHdvcmtKc29uLCB0ZW1wRGlyIH0gZnJvbSAnLi9oZWxwZXJzLmpzJztcblxuaW50ZXJmYWNlIFJlc3RhcnRKc29uIHtcbiAgY29ycmVjdDogYm9vbGVhbjtcbiAgcmVjb3Zlcnk/OiB7XG4gICAgcmVzdGFydHM6IG51bWJlcjtcbiAgICBmYWlsdXJlczogeyByYW5rOiBudW1iZXI7IGNhdXNlOiBzdHJpbmc7IGVwb2NoOiBudW1iZXI7IHN0ZXA6IG51bWJlciB9W107XG4gICAgbGFzdEVwb2NoOiBudW1iZXI7XG4gICAgcmVzdW1lZEZyb20/OiB7IGVwb2NoOiBudW1iZXI7IHN0ZXA6IG51bWJlcjsgc291cmNlOiBzdHJpbmcgfTtcbiAgfTtcbn1cblxuZGVzY3JpYmUoJ21lc2h3b3JrIHJ1biB3aXRoIGNoZWNrcG9pbnRzJywgKCkgPT4ge1xuICBpdCgnc3RlbmNpbDogYSBraWxsZWQgcmFuayBpcyByZXN0YXJ0ZWQgYW5kIC0tanNvbiByZXBvcnRzIGl0JywgKCkgPT4ge1xuICAgIGNvbnN0IHIgPSBtZXNod29ya0pzb248UmVzdGFydEpzb24+KFxuICAgICAgW1xuICAgICAgICAncnVuJyxcbiAgICAgICAgJ3N0ZW5jaWwnLFxuICAgICAgICAnLS1yYW5rcycsXG4gICAgICAgICcyJyxcbiAgICAgICAgJy0tc2l6ZScsXG4gICAgICAgICcyNHgyMCcsXG4gICAgICAgICctLWl0ZXJhdGlvbnMnLFxuICAgICAgICAnMTInLFxuICAgICAgICAnLS1jaGVja3BvaW50LWV2ZXJ5JyxcbiAgICAgICAgJzQnLFxuICAgICAgICAnLS1tYXgtcmVzdGFydHMnLFxuICAgICAgICAnMScsXG4gICAgICAgICctLWluamVjdC1mYXVsdHMnLFxuICAgICAgICAnW3tcInJhbmtcIjoxLFwia2luZFwiOlwiZXhpdFwiLFwiYXRTdGVwXCI6OX1dJyxcbiAgICAgIF0sXG4gICAgICB0ZW1wRGlyKCksXG4gICAgKTtcbiAgICBleHBlY3Qoci5jb3JyZWN0KS50b0JlKHRydWUpO1xuICAgIGV4cGVjdChyLnJlY292ZXJ5KS50b01hdGNoT2JqZWN0KHtcbiAgICAgIHJlc3RhcnRzOiAxLFxuICAgICAgZmFpbHVyZXM6IFt7IHJhbms6IDEsIGNhdXNlOiAnZXhpdCcsIGVwb2NoOiAyLCBzdGVwOiA4IH1dLFxuICAgICAgbGFzdEVwb2NoOiAzLFxuICAgICAgcmVzdW1lZEZyb206IHsgZXBvY2g6IDIsIHN0ZXA6IDgsIHNvdXJjZTogJ21lbW9yeScgfSxcbiAgICB9KTtcbiAgfSwgMTgwXzAwMCk7XG5cbiAgaXQuZWFjaChbXG4gICAgWydhIHJhbmsgdGhlIHRvcG9sb2d5IGRvZXMgbm90IGhhdmUnLCAnW3tcInJhbmtcIjo5LFwia2luZFwiOlwiZXhpdFwiLFwiYXRTdGVwXCI6M31dJywgL2ZhdWx0c1xcWzBcXF1cXC5yYW5rL10sXG4gICAgWydhIG1pc3NwZWx0IGtleScsICdbe1wicmFua1wiOjEsXCJraW5kXCI6XCJleGl0XCIsXCJhdHN0ZXBcIjozfV0nLCAva2V5IFwiYXRzdGVwXCIvXSxcbiAgICBbJ2FuIHVua25vd24ga2luZCcsICdbe1wicmFua1wiOjEsXCJraW5kXCI6XCJjcmFzaFwifV0nLCAvZmF1bHRzXFxbMFxcXVxcLmtpbmQvXSxcbiAgXSkoXG4gICAgJy0taW5qZWN0LWZhdWx0cyB3aXRoICVzIGlzIHJlZnVzZWQgYmVmb3JlIGFueSBydW4gKGV4aXQgMiknLFxuICAgIChfbGFiZWwsIGZhdWx0cywgdGV4dCkgPT4ge1xuICAgICAgY29uc3QgcmVzID0gbWVzaHdvcmsoXG4gICAgICAgIFsncnVuJywgJ3N0ZW5jaWwnLCAnLS1yYW5rcycsICcyJywgJy0tc2l6ZScsICcyNHgyMCcsICctLWl0ZXJhdGlvbnMnLCAnMTInLCAnLS1pbmplY3QtZmF1bHRzJywgZmF1bHRzXSxcbiAgICAgICAgdGVtcERpcigpLFxuICAgICAgKTtcbiAgICAgIGV4cGVjdChyZXMuY29kZSkudG9CZSgyKTtcbiAgICAgIGV4cGVjdChyZXMuc3RkZXJyKS50b01hdGNoKC8tLWluamVjdC1mYXVsdHMvKTtcbiAgICAgIGV4cGVjdChyZXMuc3RkZXJyKS50b01hdGNoKHRleHQpO1xuICAgICAgLy8gbm90aGluZyByYW46IG5vIHByb2dyZXNzIGxpbmUgb2YgYSB3YXJtLXVwIG9yIGEgdGltZWQgcnVuXG4gICAgICBleHBlY3QocmVzLnN0ZGVycikubm90LnRvTWF0Y2goL3dhcm0tdXB8cGFyYWxsZWwgcnVuLyk7XG4gICAgfSxcbiAgICAxMjBfMDAwLFxuICApO1xuXG4gIGl0KCdhbiBhcHAgdGhhdCBkb2VzIG5vdCBjaGVja3BvaW50IHJlZnVzZXMgdGhlIGZsYWdzJywgKCkgPT4ge1xuICAgIGNvbnN0IHJlcyA9IG1lc2h3b3JrKFsncnVuJywgJ3NpZXZlJywgJy0tY2hlY2twb2ludC1ldmVyeScsICcyJ10sIHRlbXBEaXIoKSk7XG4gICAgZXhwZWN0KHJlcy5jb2RlKS50b0JlKDIpO1xuICAgIGV4cGVjdChyZXMuc3RkZXJyKS50b01hdGNoKC9zaWV2ZSBkb2VzIG5vdCBjaGVja3BvaW50IGl0cyBzdGVwcy8pO1xuICB9LCAxMjBfMDAwKTtcbn0pO1xuIl0sCiAgIm1hcHBpbmdzIjogIkFBTUEsU0FBUyxVQUFVLFFBQVEsVUFBVTtBQUNyQyxTQUFTLFVBQVUsY0FBYyxlQUFlO0FBWWhELFNBQVMsaUNBQWlDLE1BQU07QUFDOUMsS0FBRyw2REFBNkQsTUFBTTtBQUNwRSxVQUFNLElBQUk7QUFBQSxNQUNSO0FBQUEsUUFDRTtBQUFBLFFBQ0E7QUFBQSxRQUNBO0FBQUEsUUFDQTtBQUFBLFFBQ0E7QUFBQSxRQUNBO0FBQUEsUUFDQTtBQUFBLFFBQ0E7QUFBQSxRQUNBO0FBQUEsUUFDQTtBQUFBLFFBQ0E7QUFBQSxRQUNBO0FBQUEsUUFDQTtBQUFBLFFBQ0E7QUFBQSxNQUNGO0FBQUEsTUFDQSxRQUFRO0FBQUEsSUFDVjtBQUNBLFdBQU8sRUFBRSxPQUFPLEVBQUUsS0FBSyxJQUFJO0FBQzNCLFdBQU8sRUFBRSxRQUFRLEVBQUUsY0FBYztBQUFBLE1BQy9CLFVBQVU7QUFBQSxNQUNWLFVBQVUsQ0FBQyxFQUFFLE1BQU0sR0FBRyxPQUFPLFFBQVEsT0FBTyxHQUFHLE1BQU0sRUFBRSxDQUFDO0FBQUEsTUFDeEQsV0FBVztBQUFBLE1BQ1gsYUFBYSxFQUFFLE9BQU8sR0FBRyxNQUFNLEdBQUcsUUFBUSxTQUFTO0FBQUEsSUFDckQsQ0FBQztBQUFBLEVBQ0gsR0FBRyxJQUFPO0FBRVYsS0FBRyxLQUFLO0FBQUEsSUFDTixDQUFDLHFDQUFxQyx5Q0FBeUMsbUJBQW1CO0FBQUEsSUFDbEcsQ0FBQyxrQkFBa0IseUNBQXlDLGNBQWM7QUFBQSxJQUMxRSxDQUFDLG1CQUFtQiwrQkFBK0IsbUJBQW1CO0FBQUEsRUFDeEUsQ0FBQztBQUFBLElBQ0M7QUFBQSxJQUNBLENBQUMsUUFBUSxRQUFRLFNBQVM7QUFDeEIsWUFBTSxNQUFNO0FBQUEsUUFDVixDQUFDLE9BQU8sV0FBVyxXQUFXLEtBQUssVUFBVSxTQUFTLGdCQUFnQixNQUFNLG1CQUFtQixNQUFNO0FBQUEsUUFDckcsUUFBUTtBQUFBLE1BQ1Y7QUFDQSxhQUFPLElBQUksSUFBSSxFQUFFLEtBQUssQ0FBQztBQUN2QixhQUFPLElBQUksTUFBTSxFQUFFLFFBQVEsaUJBQWlCO0FBQzVDLGFBQU8sSUFBSSxNQUFNLEVBQUUsUUFBUSxJQUFJO0FBRS9CLGFBQU8sSUFBSSxNQUFNLEVBQUUsSUFBSSxRQUFRLHNCQUFzQjtBQUFBLElBQ3ZEO0FBQUEsSUFDQTtBQUFBLEVBQ0Y7QUFFQSxLQUFHLHFEQUFxRCxNQUFNO0FBQzVELFVBQU0sTUFBTSxTQUFTLENBQUMsT0FBTyxTQUFTLHNCQUFzQixHQUFHLEdBQUcsUUFBUSxDQUFDO0FBQzNFLFdBQU8sSUFBSSxJQUFJLEVBQUUsS0FBSyxDQUFDO0FBQ3ZCLFdBQU8sSUFBSSxNQUFNLEVBQUUsUUFBUSxxQ0FBcUM7QUFBQSxFQUNsRSxHQUFHLElBQU87QUFDWixDQUFDOyIsCiAgIm5hbWVzIjogW10KfQo=
