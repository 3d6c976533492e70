import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { meshwork, tempDir } from "./helpers.js";
const DEADLINE_MS = 6e4;
describe("impossible and non-regular paths: exit 2 with one typed line, no hang", () => {
  const dir = tempDir("meshwork-paths-");
  const fifo = join(dir, "fifo");
  const trace = join(dir, "trace.json");
  beforeAll(() => {
    execFileSync("mkfifo", [fifo]);
    const r = meshwork(["run", "wator", "--quick", "--ranks", "2", "--trace", trace], dir, 18e4);
    expect(r.code, r.stderr).toBe(0);
  }, 2e5);
  const CASES = [
    [
      "run --checkpoint-dir under /proc",
      () => ["run", "stencil", "--quick", "--checkpoint-every", "1", "--checkpoint-dir", "/proc/x"],
      /\[MW_PATH\] --checkpoint-dir "\/proc\/x".*mkdir \/proc\/x: no such file/
    ],
    ["run --trace under /proc", () => ["run", "stencil", "--quick", "--trace", "/proc/x/t.json"], /\[MW_PATH\] --trace folder "\/proc\/x"/],
    ["run --charts under /proc", () => ["run", "stencil", "--quick", "--charts", "/proc/x"], /\[MW_PATH\] --charts "\/proc\/x"/],
    [
      "run --charts /proc itself (nothing can be written)",
      () => ["run", "stencil", "--quick", "--charts", "/proc"],
      /\[MW_PATH\] --charts "\/proc".*cannot create a file/
    ],
    ["report --out under /proc", () => ["report", trace, "--out", "/proc/x/y"], /\[MW_PATH\] report --out "\/proc\/x\/y"/],
    [
      "replay --chart under /proc",
      () => ["replay", trace, "--every", "1", "--chart", "/proc/x/c.svg"],
      /\[MW_PATH\] replay --chart folder "\/proc\/x"/
    ],
    ["report of a FIFO", () => ["report", fifo], /\[MW_PATH\] trace file ".*fifo": expected a regular file .* got a FIFO/],
    ["replay of a FIFO", () => ["replay", fifo], /\[MW_PATH\] trace file ".*fifo".* got a FIFO/],
    ["report of /dev/zero", () => ["report", "/dev/zero"], /\[MW_PATH\] trace file "\/dev\/zero".* got a character device/],
    ["report of /dev/urandom", () => ["report", "/dev/urandom"], /\[MW_PATH\] trace file "\/dev\/urandom".* got a character device/],
    ["report of a folder", () => ["report", dir], /\[MW_PATH\] trace file .* got a directory/],
    [
      "report of a missing file",
      () => ["report", join(dir, "none.json")],
      /\[MW_PATH\] trace file .*none\.json.* got no such file \(ENOENT\)/
    ],
    [
      "thinning --image a FIFO",
      () => ["run", "thinning", "--quick", "--image", fifo],
      /\[IMAGE_UNREADABLE\] .*fifo: cannot read .*got a FIFO/
    ],
    [
      "thinning --image /dev/zero",
      () => ["run", "thinning", "--quick", "--image", "/dev/zero"],
      /\[IMAGE_UNREADABLE\] \/dev\/zero: cannot read .*character device/
    ],
    ["diffusion --image a FIFO", () => ["run", "diffusion", "--quick", "--image", fifo], /cannot read image ".*fifo".*got a FIFO/],
    [
      "diffusion --image /dev/urandom",
      () => ["run", "diffusion", "--quick", "--image", "/dev/urandom"],
      /cannot read image "\/dev\/urandom".*character device/
    ]
  ];
  it.each(CASES)("%s", (_name, args, message) => {
    const r = meshwork(args(), dir, DEADLINE_MS);
    expect(r.code, `${r.stderr}${r.code === null ? " (killed at the deadline: it hung)" : ""}`).toBe(2);
    const lines = r.stderr.trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
  });
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vdGVzdC9wYXRocy50ZXN0LnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvKipcbiAqIFBhdGhzIHRoYXQgdXNlZCB0byBoYW5nIHRoZSBob3N0IChpc3N1ZSAyNCwgaXRlbXMgMyBhbmQgNCksIHRocm91Z2ggdGhlIGNvbW1hbmQgbGluZTogZXZlcnlcbiAqIGZvbGRlciBhIGNvbW1hbmQgd3JpdGVzIHVuZGVyIC9wcm9jIGZhaWxzIGF0IG9uY2Ugd2l0aCBNV19QQVRIIChOb2RlJ3MgcmVjdXJzaXZlIG1rZGlyIGxvb3BzXG4gKiBmb3JldmVyIHRoZXJlKSwgYW5kIGV2ZXJ5IGZpbGUgYSBjb21tYW5kIHJlYWRzIG11c3QgYmUgYSByZWd1bGFyIGZpbGUgb2YgYm91bmRlZCBzaXplIChhIEZJRk9cbiAqIGJsb2NrZWQgZm9yZXZlciwgL2Rldi96ZXJvIGFuZCAvZGV2L3VyYW5kb20gd2VyZSByZWFkIHdpdGhvdXQgbGltaXQpLiBFYWNoIGNhc2UgcnVucyB0aGUgYmluYXJ5XG4gKiB3aXRoIGEgZGVhZGxpbmU6IGEgaGFuZyBpcyBhIGZhaWxlZCBjYXNlIChleGl0IGNvZGUgbnVsbCksIG5ldmVyIGEgaHVuZyB0ZXN0LlxuICovXG5pbXBvcnQgeyBleGVjRmlsZVN5bmMgfSBmcm9tICdub2RlOmNoaWxkX3Byb2Nlc3MnO1xuaW1wb3J0IHsgam9pbiB9IGZyb20gJ25vZGU6cGF0aCc7XG5pbXBvcnQgeyBiZWZvcmVBbGwsIGRlc2NyaWJlLCBleHBlY3QsIGl0IH0gZnJvbSAndml0ZXN0JztcbmltcG9ydCB7IG1lc2h3b3JrLCB0ZW1wRGlyIH0gZnJvbSAnLi9oZWxwZXJzLmpzJztcblxuY29uc3QgREVBRExJTkVfTVMgPSA2MF8wMDA7XG5cbmRlc2NyaWJlKCdpbXBvc3NpYmxlIGFuZCBub24tcmVndWxhciBwYXRoczogZXhpdCAyIHdpdGggb25lIHR5cGVkIGxpbmUsIG5vIGhhbmcnLCAoKSA9PiB7XG4gIGNvbnN0IGRpciA9IHRlbXBEaXIoJ21lc2h3b3JrLXBhdGhzLScpO1xuICBjb25zdCBmaWZvID0gam9pbihkaXIsICdmaWZvJyk7XG4gIGNvbnN0IHRyYWNlID0gam9pbihkaXIsICd0cmFjZS5qc29uJyk7XG4gIGJlZm9yZUFsbCgoKSA9PiB7XG4gICAgZXhlY0ZpbGVTeW5jKCdta2ZpZm8nLCBbZmlmb10pO1xuICAgIC8vIEEgcmVhbCB0cmFjZSB3aXRoIGEgbG9hZCByZWNvcmQgKHJlcGxheSBuZWVkcyBvbmUpLlxuICAgIGNvbnN0IHIgPSBtZXNod29yayhbJ3J1bicsICd3YXRvcicsICctLXF1aWNrJywgJy0tcmFua3MnLCAnMicsICctLXRyYWNlJywgdHJhY2VdLCBkaXIsIDE4MF8wMDApO1xuICAgIGV4cGVjdChyLmNvZGUsIHIuc3RkZXJyKS50b0JlKDApO1xuICB9LCAyMDBfMDAwKTtcblxuICBjb25zdCBDQVNFUzogW3N0cmluZywgKCkgPT4gc3RyaW5nW10sIFJlZ0V4cF1bXSA9IFtcbiAgICBbXG4gICAgICAncnVuIC0tY2hlY2twb2ludC1kaXIgdW5kZXIgL3Byb2MnLFxuICAgICAgKCkgPT4gWydydW4nLCAnc3RlbmNpbCcsICctLXF1aWNrJywgJy0tY2hlY2twb2ludC1ldmVyeScsICcxJywgJy0tY2hlY2twb2ludC1kaXInLCAnL3Byb2MveCddLFxuICAgICAgL1xcW01XX1BBVEhcXF0gLS1jaGVja3BvaW50LWRpciBcIlxcL3Byb2NcXC94XCIuKm1rZGlyIFxcL3Byb2NcXC94OiBubyBzdWNoIGZpbGUvLFxuICAgIF0sXG4gICAgWydydW4gLS10cmFjZSB1bmRlciAvcHJvYycsICgpID0+IFsncnVuJywgJ3N0ZW5jaWwnLCAnLS1xdWljaycsICctLXRyYWNlJywgJy9wcm9jL3gvdC5qc29uJ10sIC9cXFtNV19QQVRIXFxdIC0tdHJhY2UgZm9sZGVyIFwiXFwvcHJvY1xcL3hcIi9dLFxuICAgIFsncnVuIC0tY2hhcnRzIHVuZGVyIC9wcm9jJywgKCkgPT4gWydydW4nLCAnc3RlbmNpbCcsICctLXF1aWNrJywgJy0tY2hhcnRzJywgJy9wcm9jL3gnXSwgL1xcW01XX1BBVEhcXF0gLS1jaGFydHMgXCJcXC9wcm9jXFwveFwiL10sXG4gICAgW1xuICAgICAgJ3J1biAtLWNoYXJ0cyAvcHJvYyBpdHNlbGYgKG5vdGhpbmcgY2FuIGJlIHdyaXR0ZW4pJyxcbiAgICAgICgpID0+IFsncnVuJywgJ3N0ZW5jaWwnLCAnLS1xdWljaycsICctLWNoYXJ0cycsICcvcHJvYyddLFxuICAgICAgL1xcW01XX1BBVEhcXF0gLS1jaGFydHMgXCJcXC9wcm9jXCIuKmNhbm5vdCBjcmVhdGUgYSBmaWxlLyxcbiAgICBdLFxuICAgIFsncmVwb3J0IC0tb3V0IHVuZGVyIC9wcm9jJywgKCkgPT4gWydyZXBvcnQnLCB0cmFjZSwgJy0tb3V0JywgJy9wcm9jL3gveSddLCAvXFxbTVdfUEFUSFxcXSByZXBvcnQgLS1vdXQgXCJcXC9wcm9jXFwveFxcL3lcIi9dLFxuICAgIFtcbiAgICAgICdyZXBsYXkgLS1jaGFydCB1bmRlciAvcHJvYycsXG4gICAgICAoKSA9PiBbJ3JlcGxheScsIHRyYWNlLCAnLS1ldmVyeScsICcxJywgJy0tY2hhcnQnLCAnL3Byb2MveC9jLnN2ZyddLFxuICAgICAgL1xcW01XX1BBVEhcXF0gcmVwbGF5IC0tY2hhcnQgZm9sZGVyIFwiXFwvcHJvY1xcL3hcIi8sXG4gICAgXSxcbiAgICBbJ3JlcG9ydCBvZiBhIEZJRk8nLCAoKSA9PiBbJ3JlcG9ydCcsIGZpZm9dLCAvXFxbTVdfUEFUSFxcXSB0cmFjZSBmaWxlIFwiLipmaWZvXCI6IGV4cGVjdGVkIGEgcmVndWxhciBmaWxlIC4qIGdvdCBhIEZJRk8vXSxcbiAgICBbJ3JlcGxheSBvZiBhIEZJRk8nLCAoKSA9PiBbJ3JlcGxheScsIGZpZm9dLCAvXFxbTVdfUEFUSFxcXSB0cmFjZSBmaWxlIFwiLipmaWZvXCIuKiBnb3QgYSBGSUZPL10sXG4gICAgWydyZXBvcnQgb2YgL2Rldi96ZXJvJywgKCkgPT4gWydyZXBvcnQnLCAnL2Rldi96ZXJvJ10sIC9cXFtNV19QQVRIXFxdIHRyYWNlIGZpbGUgXCJcXC9kZXZcXC96ZXJvXCIuKiBnb3QgYSBjaGFyYWN0ZXIgZGV2aWNlL10sXG4gICAgWydyZXBvcnQgb2YgL2Rldi91cmFuZG9tJywgKCkgPT4gWydyZXBvcnQnLCAnL2Rldi91cmFuZG9tJ10sIC9cXFtNV19QQVRIXFxdIHRyYWNlIGZpbGUgXCJcXC9kZXZcXC91cmFuZG9tXCIuKiBnb3QgYSBjaGFyYWN0ZXIgZGV2aWNlL10sXG4gICAgWydyZXBvcnQgb2YgYSBmb2xkZXInLCAoKSA9PiBbJ3JlcG9ydCcsIGRpcl0sIC9cXFtNV19QQVRIXFxdIHRyYWNlIGZpbGUgLiogZ290IGEgZGlyZWN0b3J5L10sXG4gICAgW1xuICAgICAgJ3JlcG9ydCBvZiBhIG1pc3NpbmcgZmlsZScsXG4gICAgICAoKSA9PiBbJ3JlcG9ydCcsIGpvaW4oZGlyLCAnbm9uZS5qc29uJyldLFxuICAgICAgL1xcW01XX1BBVEhcXF0gdHJhY2UgZmlsZSAuKm5vbmVcXC5qc29uLiogZ290IG5vIHN1Y2ggZmlsZSBcXChFTk9FTlRcXCkvLFxuICAgIF0sXG4gICAgW1xuICAgICAgJ3RoaW5uaW5nIC0taW1hZ2UgYSBGSUZPJyxcbiAgICAgICgpID0+IFsncnVuJywgJ3RoaW5uaW5nJywgJy0tcXVpY2snLCAnLS1pbWFnZScsIGZpZm9dLFxuICAgICAgL1xcW0lNQUdFX1VOUkVBREFCTEVcXF0gLipmaWZvOiBjYW5ub3QgcmVhZCAuKmdvdCBhIEZJRk8vLFxuICAgIF0sXG4gICAgW1xuICAgICAgJ3RoaW5uaW5nIC0taW1hZ2UgL2Rldi96ZXJvJyxcbiAgICAgICgpID0+IFsncnVuJywgJ3RoaW5uaW5nJywgJy0tcXVpY2snLCAnLS1pbWFnZScsICcvZGV2L3plcm8nXSxcbiAgICAgIC9cXFtJTUFHRV9VTlJFQURBQkxFXFxdIFxcL2RldlxcL3plcm86IGNhbm5vdCByZWFkIC4qY2hhcmFjdGVyIGRldmljZS8sXG4gICAgXSxcbiAgICBbJ2RpZmZ1c2lvbiAtLWltYWdlIGEgRklGTycsICgpID0+IFsncnVuJywgJ2RpZmZ1c2lvbicsICctLXF1aWNrJywgJy0taW1hZ2UnLCBmaWZvXSwgL2Nhbm5vdCByZWFkIGltYWdlIFwiLipmaWZvXCIuKmdvdCBhIEZJRk8vXSxcbiAgICBbXG4gICAgICAnZGlmZnVzaW9uIC0taW1hZ2UgL2Rldi91cmFuZG9tJyxcbiAgICAgICgpID0+IFsncnVuJywgJ2RpZmZ1c2lvbicsICctLXF1aWNrJywgJy0taW1hZ2UnLCAnL2Rldi91cmFuZG9tJ10sXG4gICAgICAvY2Fubm90IHJlYWQgaW1hZ2UgXCJcXC9kZXZcXC91cmFuZG9tXCIuKmNoYXJhY3RlciBkZXZpY2UvLFxuICAgIF0sXG4gIF07XG4gIGl0LmVhY2goQ0FTRVMpKCclcycsIChfbmFtZSwgYXJncywgbWVzc2FnZSkgPT4ge1xuICAgIGNvbnN0IHIgPSBtZXNod29yayhhcmdzKCksIGRpciwgREVBRExJTkVfTVMpO1xuICAgIGV4cGVjdChyLmNvZGUsIGAke3Iuc3RkZXJyfSR7ci5jb2RlID09PSBudWxsID8gJyAoa2lsbGVkIGF0IHRoZSBkZWFkbGluZTogaXQgaHVuZyknIDogJyd9YCkudG9CZSgyKTtcbiAgICBjb25zdCBsaW5lcyA9IHIuc3RkZXJyLnRyaW1FbmQoKS5zcGxpdCgnXFxuJyk7XG4gICAgZXhwZWN0KGxpbmVzKS50b0hhdmVMZW5ndGgoMSk7XG4gICAgZXhwZWN0KGxpbmVzWzBdKS50b01hdGNoKG1lc3NhZ2UpO1xuICB9KTtcbn0pO1xuIl0sCiAgIm1hcHBpbmdzIjogIkFBT0EsU0FBUyxvQkFBb0I7QUFDN0IsU0FBUyxZQUFZO0FBQ3JCLFNBQVMsV0FBVyxVQUFVLFFBQVEsVUFBVTtBQUNoRCxTQUFTLFVBQVUsZUFBZTtBQUVsQyxNQUFNLGNBQWM7QUFFcEIsU0FBUyx5RUFBeUUsTUFBTTtBQUN0RixRQUFNLE1BQU0sUUFBUSxpQkFBaUI7QUFDckMsUUFBTSxPQUFPLEtBQUssS0FBSyxNQUFNO0FBQzdCLFFBQU0sUUFBUSxLQUFLLEtBQUssWUFBWTtBQUNwQyxZQUFVLE1BQU07QUFDZCxpQkFBYSxVQUFVLENBQUMsSUFBSSxDQUFDO0FBRTdCLFVBQU0sSUFBSSxTQUFTLENBQUMsT0FBTyxTQUFTLFdBQVcsV0FBVyxLQUFLLFdBQVcsS0FBSyxHQUFHLEtBQUssSUFBTztBQUM5RixXQUFPLEVBQUUsTUFBTSxFQUFFLE1BQU0sRUFBRSxLQUFLLENBQUM7QUFBQSxFQUNqQyxHQUFHLEdBQU87QUFFVixRQUFNLFFBQTRDO0FBQUEsSUFDaEQ7QUFBQSxNQUNFO0FBQUEsTUFDQSxNQUFNLENBQUMsT0FBTyxXQUFXLFdBQVcsc0JBQXNCLEtBQUssb0JBQW9CLFNBQVM7QUFBQSxNQUM1RjtBQUFBLElBQ0Y7QUFBQSxJQUNBLENBQUMsMkJBQTJCLE1BQU0sQ0FBQyxPQUFPLFdBQVcsV0FBVyxXQUFXLGdCQUFnQixHQUFHLHdDQUF3QztBQUFBLElBQ3RJLENBQUMsNEJBQTRCLE1BQU0sQ0FBQyxPQUFPLFdBQVcsV0FBVyxZQUFZLFNBQVMsR0FBRyxrQ0FBa0M7QUFBQSxJQUMzSDtBQUFBLE1BQ0U7QUFBQSxNQUNBLE1BQU0sQ0FBQyxPQUFPLFdBQVcsV0FBVyxZQUFZLE9BQU87QUFBQSxNQUN2RDtBQUFBLElBQ0Y7QUFBQSxJQUNBLENBQUMsNEJBQTRCLE1BQU0sQ0FBQyxVQUFVLE9BQU8sU0FBUyxXQUFXLEdBQUcseUNBQXlDO0FBQUEsSUFDckg7QUFBQSxNQUNFO0FBQUEsTUFDQSxNQUFNLENBQUMsVUFBVSxPQUFPLFdBQVcsS0FBSyxXQUFXLGVBQWU7QUFBQSxNQUNsRTtBQUFBLElBQ0Y7QUFBQSxJQUNBLENBQUMsb0JBQW9CLE1BQU0sQ0FBQyxVQUFVLElBQUksR0FBRyx3RUFBd0U7QUFBQSxJQUNySCxDQUFDLG9CQUFvQixNQUFNLENBQUMsVUFBVSxJQUFJLEdBQUcsOENBQThDO0FBQUEsSUFDM0YsQ0FBQyx1QkFBdUIsTUFBTSxDQUFDLFVBQVUsV0FBVyxHQUFHLCtEQUErRDtBQUFBLElBQ3RILENBQUMsMEJBQTBCLE1BQU0sQ0FBQyxVQUFVLGNBQWMsR0FBRyxrRUFBa0U7QUFBQSxJQUMvSCxDQUFDLHNCQUFzQixNQUFNLENBQUMsVUFBVSxHQUFHLEdBQUcsMkNBQTJDO0FBQUEsSUFDekY7QUFBQSxNQUNFO0FBQUEsTUFDQSxNQUFNLENBQUMsVUFBVSxLQUFLLEtBQUssV0FBVyxDQUFDO0FBQUEsTUFDdkM7QUFBQSxJQUNGO0FBQUEsSUFDQTtBQUFBLE1BQ0U7QUFBQSxNQUNBLE1BQU0sQ0FBQyxPQUFPLFlBQVksV0FBVyxXQUFXLElBQUk7QUFBQSxNQUNwRDtBQUFBLElBQ0Y7QUFBQSxJQUNBO0FBQUEsTUFDRTtBQUFBLE1BQ0EsTUFBTSxDQUFDLE9BQU8sWUFBWSxXQUFXLFdBQVcsV0FBVztBQUFBLE1BQzNEO0FBQUEsSUFDRjtBQUFBLElBQ0EsQ0FBQyw0QkFBNEIsTUFBTSxDQUFDLE9BQU8sYUFBYSxXQUFXLFdBQVcsSUFBSSxHQUFHLHdDQUF3QztBQUFBLElBQzdIO0FBQUEsTUFDRTtBQUFBLE1BQ0EsTUFBTSxDQUFDLE9BQU8sYUFBYSxXQUFXLFdBQVcsY0FBYztBQUFBLE1BQy9EO0FBQUEsSUFDRjtBQUFBLEVBQ0Y7QUFDQSxLQUFHLEtBQUssS0FBSyxFQUFFLE1BQU0sQ0FBQyxPQUFPLE1BQU0sWUFBWTtBQUM3QyxVQUFNLElBQUksU0FBUyxLQUFLLEdBQUcsS0FBSyxXQUFXO0FBQzNDLFdBQU8sRUFBRSxNQUFNLEdBQUcsRUFBRSxNQUFNLEdBQUcsRUFBRSxTQUFTLE9BQU8sdUNBQXVDLEVBQUUsRUFBRSxFQUFFLEtBQUssQ0FBQztBQUNsRyxVQUFNLFFBQVEsRUFBRSxPQUFPLFFBQVEsRUFBRSxNQUFNLElBQUk7QUFDM0MsV0FBTyxLQUFLLEVBQUUsYUFBYSxDQUFDO0FBQzVCLFdBQU8sTUFBTSxDQUFDLENBQUMsRUFBRSxRQUFRLE9BQU87QUFBQSxFQUNsQyxDQUFDO0FBQ0gsQ0FBQzsiLAogICJuYW1lcyI6IFtdCn0K
