import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { tryAppCommand } from "@meshwork/harness";
import { afterAll, describe, expect, it } from "vitest";
import { thinningApp } from "../src/app.js";
import { parseNetpbm } from "../src/images.js";
const CLI = fileURLToPath(new URL("../dist/cli.js", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "thinning-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
function cli(...args) {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: "utf8", timeout: 11e4 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
describe("meshwork-thinning", () => {
  const corrupt = join(dir, "corrupt.pbm");
  writeFileSync(corrupt, "P4\n64 64\n");
  it.each([
    ["unknown option", ["--frobnicate"], /unknown option '--frobnicate'/],
    ["bad load", ["--load", "cpu"], /--load <\w+>' argument 'cpu' is invalid. Allowed choices are pixels, time/],
    ["bad ranks", ["--ranks", "0"], /--ranks <n>' argument '0' is invalid. expected an integer in \[1, 1024\]/],
    ["mesh topology", ["--topology", "mesh:2x2"], /thinning runs on chain, ring topologies, got "mesh:2x2"/],
    ["bad topology", ["--topology", "chain:x"], /chain/],
    ["bad size", ["--size", "12y"], /expected N or RxC/],
    ["unknown balancer", ["--balancer", "magic"], /--balancer must be one of .*gde.*sdlb/],
    ["bad balancer option", ["--balancer", "gde", "--balancer-options", '{"lambda":3}'], /\[MW_INVALID_OPTION\] gde: option "lambda"/],
    ["balancer options not JSON", ["--balancer-options", "{x"], /expected JSON/],
    ["missing image", ["--image", join(dir, "missing.pbm")], /\[IMAGE_NOT_FOUND\] .*missing\.pbm: no such file/],
    ["corrupt image", ["--image", corrupt], /\[IMAGE_CORRUPT\] .*truncated P4 raster/],
    [
      "image smaller than the rank grid",
      ["--generate", "blobs", "--size", "40x7", "--ranks", "4"],
      /\[MW_INVALID_DECOMPOSITION\] image height must be at least 8 rows/
    ]
  ])("%s: exit 2, one line", async (_name, args, message) => {
    const r = await tryAppCommand(thinningApp, args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/^meshwork-thinning: /);
    expect(r.stderr).toMatch(message);
  });
  it("a small run: JSON report, identical result, PBM written", () => {
    const out = join(dir, "skeleton.pbm");
    const r = cli("--generate", "rings", "--size", "64x48", "--ranks", "2", "--balancer", "sdlb", "--every", "2", "--json", "--out", out);
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.correct).toBe(true);
    expect(report.balancing.balancer).toBe("sdlb");
    expect(report.ranks).toBe(2);
    expect(report.files).toEqual([out]);
    const img = parseNetpbm(readFileSync(out));
    expect([img.width, img.height]).toEqual([64, 48]);
    expect(img.data.reduce((s, v) => s + v, 0)).toBe(report.details.pixelsAfter);
  }, 12e4);
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vdGVzdC9jbGkudGVzdC50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLyoqXG4gKiBUaGUgY29tbWFuZDogYmFkIGFyZ3VtZW50cyBhbmQgYmFkIGZpbGVzIGV4aXQgMiB3aXRoIG9uZSBsaW5lIG9uIHN0ZGVyciAoaW4tcHJvY2Vzcyk7IGEgc21hbGwgcnVuXG4gKiBvZiB0aGUgYnVpbHQgZGlzdC9jbGkuanMgcHJpbnRzIGEgSlNPTiByZXBvcnQgd2l0aCBpZGVudGljYWwgcmVzdWx0cy5cbiAqL1xuaW1wb3J0IHsgc3Bhd25TeW5jIH0gZnJvbSAnbm9kZTpjaGlsZF9wcm9jZXNzJztcbmltcG9ydCB7IG1rZHRlbXBTeW5jLCByZWFkRmlsZVN5bmMsIHJtU3luYywgd3JpdGVGaWxlU3luYyB9IGZyb20gJ25vZGU6ZnMnO1xuaW1wb3J0IHsgdG1wZGlyIH0gZnJvbSAnbm9kZTpvcyc7XG5pbXBvcnQgeyBqb2luIH0gZnJvbSAnbm9kZTpwYXRoJztcbmltcG9ydCB7IGZpbGVVUkxUb1BhdGggfSBmcm9tICdub2RlOnVybCc7XG5pbXBvcnQgeyB0eXBlIFJlcG9ydE9mLCB0cnlBcHBDb21tYW5kIH0gZnJvbSAnQG1lc2h3b3JrL2hhcm5lc3MnO1xuaW1wb3J0IHsgYWZ0ZXJBbGwsIGRlc2NyaWJlLCBleHBlY3QsIGl0IH0gZnJvbSAndml0ZXN0JztcbmltcG9ydCB7IHRoaW5uaW5nQXBwIH0gZnJvbSAnLi4vc3JjL2FwcC5qcyc7XG5pbXBvcnQgeyBwYXJzZU5ldHBibSB9IGZyb20gJy4uL3NyYy9pbWFnZXMuanMnO1xuXG5jb25zdCBDTEkgPSBmaWxlVVJMVG9QYXRoKG5ldyBVUkwoJy4uL2Rpc3QvY2xpLmpzJywgaW1wb3J0Lm1ldGEudXJsKSk7XG5jb25zdCBkaXIgPSBta2R0ZW1wU3luYyhqb2luKHRtcGRpcigpLCAndGhpbm5pbmctY2xpLScpKTtcbmFmdGVyQWxsKCgpID0+IHJtU3luYyhkaXIsIHsgcmVjdXJzaXZlOiB0cnVlLCBmb3JjZTogdHJ1ZSB9KSk7XG5cbmZ1bmN0aW9uIGNsaSguLi5hcmdzOiBzdHJpbmdbXSkge1xuICBjb25zdCByID0gc3Bhd25TeW5jKHByb2Nlc3MuZXhlY1BhdGgsIFtDTEksIC4uLmFyZ3NdLCB7IGVuY29kaW5nOiAndXRmOCcsIHRpbWVvdXQ6IDExMF8wMDAgfSk7XG4gIHJldHVybiB7IHN0YXR1czogci5zdGF0dXMsIHN0ZG91dDogci5zdGRvdXQsIHN0ZGVycjogci5zdGRlcnIgfTtcbn1cblxuZGVzY3JpYmUoJ21lc2h3b3JrLXRoaW5uaW5nJywgKCkgPT4ge1xuICBjb25zdCBjb3JydXB0ID0gam9pbihkaXIsICdjb3JydXB0LnBibScpO1xuICB3cml0ZUZpbGVTeW5jKGNvcnJ1cHQsICdQNFxcbjY0IDY0XFxuXFx4MDFcXHgwMicpO1xuICBpdC5lYWNoPFtzdHJpbmcsIHN0cmluZ1tdLCBSZWdFeHBdPihbXG4gICAgWyd1bmtub3duIG9wdGlvbicsIFsnLS1mcm9ibmljYXRlJ10sIC91bmtub3duIG9wdGlvbiAnLS1mcm9ibmljYXRlJy9dLFxuICAgIFsnYmFkIGxvYWQnLCBbJy0tbG9hZCcsICdjcHUnXSwgLy0tbG9hZCA8XFx3Kz4nIGFyZ3VtZW50ICdjcHUnIGlzIGludmFsaWQuIEFsbG93ZWQgY2hvaWNlcyBhcmUgcGl4ZWxzLCB0aW1lL10sXG4gICAgWydiYWQgcmFua3MnLCBbJy0tcmFua3MnLCAnMCddLCAvLS1yYW5rcyA8bj4nIGFyZ3VtZW50ICcwJyBpcyBpbnZhbGlkLiBleHBlY3RlZCBhbiBpbnRlZ2VyIGluIFxcWzEsIDEwMjRcXF0vXSxcbiAgICBbJ21lc2ggdG9wb2xvZ3knLCBbJy0tdG9wb2xvZ3knLCAnbWVzaDoyeDInXSwgL3RoaW5uaW5nIHJ1bnMgb24gY2hhaW4sIHJpbmcgdG9wb2xvZ2llcywgZ290IFwibWVzaDoyeDJcIi9dLFxuICAgIFsnYmFkIHRvcG9sb2d5JywgWyctLXRvcG9sb2d5JywgJ2NoYWluOngnXSwgL2NoYWluL10sXG4gICAgWydiYWQgc2l6ZScsIFsnLS1zaXplJywgJzEyeSddLCAvZXhwZWN0ZWQgTiBvciBSeEMvXSxcbiAgICBbJ3Vua25vd24gYmFsYW5jZXInLCBbJy0tYmFsYW5jZXInLCAnbWFnaWMnXSwgLy0tYmFsYW5jZXIgbXVzdCBiZSBvbmUgb2YgLipnZGUuKnNkbGIvXSxcbiAgICBbJ2JhZCBiYWxhbmNlciBvcHRpb24nLCBbJy0tYmFsYW5jZXInLCAnZ2RlJywgJy0tYmFsYW5jZXItb3B0aW9ucycsICd7XCJsYW1iZGFcIjozfSddLCAvXFxbTVdfSU5WQUxJRF9PUFRJT05cXF0gZ2RlOiBvcHRpb24gXCJsYW1iZGFcIi9dLFxuICAgIFsnYmFsYW5jZXIgb3B0aW9ucyBub3QgSlNPTicsIFsnLS1iYWxhbmNlci1vcHRpb25zJywgJ3t4J10sIC9leHBlY3RlZCBKU09OL10sXG4gICAgWydtaXNzaW5nIGltYWdlJywgWyctLWltYWdlJywgam9pbihkaXIsICdtaXNzaW5nLnBibScpXSwgL1xcW0lNQUdFX05PVF9GT1VORFxcXSAuKm1pc3NpbmdcXC5wYm06IG5vIHN1Y2ggZmlsZS9dLFxuICAgIFsnY29ycnVwdCBpbWFnZScsIFsnLS1pbWFnZScsIGNvcnJ1cHRdLCAvXFxbSU1BR0VfQ09SUlVQVFxcXSAuKnRydW5jYXRlZCBQNCByYXN0ZXIvXSxcbiAgICBbXG4gICAgICAnaW1hZ2Ugc21hbGxlciB0aGFuIHRoZSByYW5rIGdyaWQnLFxuICAgICAgWyctLWdlbmVyYXRlJywgJ2Jsb2JzJywgJy0tc2l6ZScsICc0MHg3JywgJy0tcmFua3MnLCAnNCddLFxuICAgICAgL1xcW01XX0lOVkFMSURfREVDT01QT1NJVElPTlxcXSBpbWFnZSBoZWlnaHQgbXVzdCBiZSBhdCBsZWFzdCA4IHJvd3MvLFxuICAgIF0sXG4gIF0pKCclczogZXhpdCAyLCBvbmUgbGluZScsIGFzeW5jIChfbmFtZSwgYXJncywgbWVzc2FnZSkgPT4ge1xuICAgIGNvbnN0IHIgPSBhd2FpdCB0cnlBcHBDb21tYW5kKHRoaW5uaW5nQXBwLCBhcmdzKTtcbiAgICBleHBlY3Qoci5jb2RlKS50b0JlKDIpO1xuICAgIGV4cGVjdChyLnN0ZG91dCkudG9CZSgnJyk7XG4gICAgZXhwZWN0KHIuc3RkZXJyLnRyaW1FbmQoKS5zcGxpdCgnXFxuJykpLnRvSGF2ZUxlbmd0aCgxKTtcbiAgICBleHBlY3Qoci5zdGRlcnIpLnRvTWF0Y2goL15tZXNod29yay10aGlubmluZzogLyk7XG4gICAgZXhwZWN0KHIuc3RkZXJyKS50b01hdGNoKG1lc3NhZ2UpO1xuICB9KTtcblxuICBpdCgnYSBzbWFsbCBydW46IEpTT04gcmVwb3J0LCBpZGVudGljYWwgcmVzdWx0LCBQQk0gd3JpdHRlbicsICgpID0+IHtcbiAgICBjb25zdCBvdXQgPSBqb2luKGRpciwgJ3NrZWxldG9uLnBibScpO1xuICAgIGNvbnN0IHIgPSBjbGkoJy0tZ2VuZXJhdGUnLCAncmluZ3MnLCAnLS1zaXplJywgJzY0eDQ4JywgJy0tcmFua3MnLCAnMicsICctLWJhbGFuY2VyJywgJ3NkbGInLCAnLS1ldmVyeScsICcyJywgJy0tanNvbicsICctLW91dCcsIG91dCk7XG4gICAgZXhwZWN0KHIuc3RhdHVzKS50b0JlKDApO1xuICAgIGNvbnN0IHJlcG9ydCA9IEpTT04ucGFyc2Uoci5zdGRvdXQpIGFzIFJlcG9ydE9mPHR5cGVvZiB0aGlubmluZ0FwcD47XG4gICAgZXhwZWN0KHJlcG9ydC5jb3JyZWN0KS50b0JlKHRydWUpO1xuICAgIGV4cGVjdChyZXBvcnQuYmFsYW5jaW5nLmJhbGFuY2VyKS50b0JlKCdzZGxiJyk7XG4gICAgZXhwZWN0KHJlcG9ydC5yYW5rcykudG9CZSgyKTtcbiAgICBleHBlY3QocmVwb3J0LmZpbGVzKS50b0VxdWFsKFtvdXRdKTtcbiAgICBjb25zdCBpbWcgPSBwYXJzZU5ldHBibShyZWFkRmlsZVN5bmMob3V0KSk7XG4gICAgZXhwZWN0KFtpbWcud2lkdGgsIGltZy5oZWlnaHRdKS50b0VxdWFsKFs2NCwgNDhdKTtcbiAgICBleHBlY3QoaW1nLmRhdGEucmVkdWNlKChzLCB2KSA9PiBzICsgdiwgMCkpLnRvQmUocmVwb3J0LmRldGFpbHMucGl4ZWxzQWZ0ZXIpO1xuICB9LCAxMjBfMDAwKTtcbn0pO1xuIl0sCiAgIm1hcHBpbmdzIjogIkFBSUEsU0FBUyxpQkFBaUI7QUFDMUIsU0FBUyxhQUFhLGNBQWMsUUFBUSxxQkFBcUI7QUFDakUsU0FBUyxjQUFjO0FBQ3ZCLFNBQVMsWUFBWTtBQUNyQixTQUFTLHFCQUFxQjtBQUM5QixTQUF3QixxQkFBcUI7QUFDN0MsU0FBUyxVQUFVLFVBQVUsUUFBUSxVQUFVO0FBQy9DLFNBQVMsbUJBQW1CO0FBQzVCLFNBQVMsbUJBQW1CO0FBRTVCLE1BQU0sTUFBTSxjQUFjLElBQUksSUFBSSxrQkFBa0IsWUFBWSxHQUFHLENBQUM7QUFDcEUsTUFBTSxNQUFNLFlBQVksS0FBSyxPQUFPLEdBQUcsZUFBZSxDQUFDO0FBQ3ZELFNBQVMsTUFBTSxPQUFPLEtBQUssRUFBRSxXQUFXLE1BQU0sT0FBTyxLQUFLLENBQUMsQ0FBQztBQUU1RCxTQUFTLE9BQU8sTUFBZ0I7QUFDOUIsUUFBTSxJQUFJLFVBQVUsUUFBUSxVQUFVLENBQUMsS0FBSyxHQUFHLElBQUksR0FBRyxFQUFFLFVBQVUsUUFBUSxTQUFTLEtBQVEsQ0FBQztBQUM1RixTQUFPLEVBQUUsUUFBUSxFQUFFLFFBQVEsUUFBUSxFQUFFLFFBQVEsUUFBUSxFQUFFLE9BQU87QUFDaEU7QUFFQSxTQUFTLHFCQUFxQixNQUFNO0FBQ2xDLFFBQU0sVUFBVSxLQUFLLEtBQUssYUFBYTtBQUN2QyxnQkFBYyxTQUFTLGVBQXFCO0FBQzVDLEtBQUcsS0FBaUM7QUFBQSxJQUNsQyxDQUFDLGtCQUFrQixDQUFDLGNBQWMsR0FBRywrQkFBK0I7QUFBQSxJQUNwRSxDQUFDLFlBQVksQ0FBQyxVQUFVLEtBQUssR0FBRywyRUFBMkU7QUFBQSxJQUMzRyxDQUFDLGFBQWEsQ0FBQyxXQUFXLEdBQUcsR0FBRywwRUFBMEU7QUFBQSxJQUMxRyxDQUFDLGlCQUFpQixDQUFDLGNBQWMsVUFBVSxHQUFHLHlEQUF5RDtBQUFBLElBQ3ZHLENBQUMsZ0JBQWdCLENBQUMsY0FBYyxTQUFTLEdBQUcsT0FBTztBQUFBLElBQ25ELENBQUMsWUFBWSxDQUFDLFVBQVUsS0FBSyxHQUFHLG1CQUFtQjtBQUFBLElBQ25ELENBQUMsb0JBQW9CLENBQUMsY0FBYyxPQUFPLEdBQUcsdUNBQXVDO0FBQUEsSUFDckYsQ0FBQyx1QkFBdUIsQ0FBQyxjQUFjLE9BQU8sc0JBQXNCLGNBQWMsR0FBRyw0Q0FBNEM7QUFBQSxJQUNqSSxDQUFDLDZCQUE2QixDQUFDLHNCQUFzQixJQUFJLEdBQUcsZUFBZTtBQUFBLElBQzNFLENBQUMsaUJBQWlCLENBQUMsV0FBVyxLQUFLLEtBQUssYUFBYSxDQUFDLEdBQUcsa0RBQWtEO0FBQUEsSUFDM0csQ0FBQyxpQkFBaUIsQ0FBQyxXQUFXLE9BQU8sR0FBRyx5Q0FBeUM7QUFBQSxJQUNqRjtBQUFBLE1BQ0U7QUFBQSxNQUNBLENBQUMsY0FBYyxTQUFTLFVBQVUsUUFBUSxXQUFXLEdBQUc7QUFBQSxNQUN4RDtBQUFBLElBQ0Y7QUFBQSxFQUNGLENBQUMsRUFBRSx3QkFBd0IsT0FBTyxPQUFPLE1BQU0sWUFBWTtBQUN6RCxVQUFNLElBQUksTUFBTSxjQUFjLGFBQWEsSUFBSTtBQUMvQyxXQUFPLEVBQUUsSUFBSSxFQUFFLEtBQUssQ0FBQztBQUNyQixXQUFPLEVBQUUsTUFBTSxFQUFFLEtBQUssRUFBRTtBQUN4QixXQUFPLEVBQUUsT0FBTyxRQUFRLEVBQUUsTUFBTSxJQUFJLENBQUMsRUFBRSxhQUFhLENBQUM7QUFDckQsV0FBTyxFQUFFLE1BQU0sRUFBRSxRQUFRLHNCQUFzQjtBQUMvQyxXQUFPLEVBQUUsTUFBTSxFQUFFLFFBQVEsT0FBTztBQUFBLEVBQ2xDLENBQUM7QUFFRCxLQUFHLDJEQUEyRCxNQUFNO0FBQ2xFLFVBQU0sTUFBTSxLQUFLLEtBQUssY0FBYztBQUNwQyxVQUFNLElBQUksSUFBSSxjQUFjLFNBQVMsVUFBVSxTQUFTLFdBQVcsS0FBSyxjQUFjLFFBQVEsV0FBVyxLQUFLLFVBQVUsU0FBUyxHQUFHO0FBQ3BJLFdBQU8sRUFBRSxNQUFNLEVBQUUsS0FBSyxDQUFDO0FBQ3ZCLFVBQU0sU0FBUyxLQUFLLE1BQU0sRUFBRSxNQUFNO0FBQ2xDLFdBQU8sT0FBTyxPQUFPLEVBQUUsS0FBSyxJQUFJO0FBQ2hDLFdBQU8sT0FBTyxVQUFVLFFBQVEsRUFBRSxLQUFLLE1BQU07QUFDN0MsV0FBTyxPQUFPLEtBQUssRUFBRSxLQUFLLENBQUM7QUFDM0IsV0FBTyxPQUFPLEtBQUssRUFBRSxRQUFRLENBQUMsR0FBRyxDQUFDO0FBQ2xDLFVBQU0sTUFBTSxZQUFZLGFBQWEsR0FBRyxDQUFDO0FBQ3pDLFdBQU8sQ0FBQyxJQUFJLE9BQU8sSUFBSSxNQUFNLENBQUMsRUFBRSxRQUFRLENBQUMsSUFBSSxFQUFFLENBQUM7QUFDaEQsV0FBTyxJQUFJLEtBQUssT0FBTyxDQUFDLEdBQUcsTUFBTSxJQUFJLEdBQUcsQ0FBQyxDQUFDLEVBQUUsS0FBSyxPQUFPLFFBQVEsV0FBVztBQUFBLEVBQzdFLEdBQUcsSUFBTztBQUNaLENBQUM7IiwKICAibmFtZXMiOiBbXQp9Cg==
