import { describe, expect, it } from "vitest";
import { meshwork, meshworkJson, tempDir } from "./helpers.js";
describe("meshwork run: help and summary fit the app", () => {
  it("apps that split once (sieve, loop, knary) do not offer policy, option-block or storage flags, and say why when given one", () => {
    for (const app of ["sieve", "loop", "knary"]) {
      const help = meshwork(["run", app, "--help"], tempDir());
      expect(help.code).toBe(0);
      for (const flag of ["--every", "--policy", "--policy-options", "--balancer-options", "--storage"]) {
        expect(help.stdout, `${app} ${flag}`).not.toContain(flag);
      }
    }
    const refused = meshwork(["run", "sieve", "--every", "2"], tempDir());
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("sieve splits once before it starts; --every and --policy do not apply");
    const storage = meshwork(["run", "sieve", "--storage", "shared"], tempDir());
    expect(storage.code).toBe(2);
    expect(storage.stderr).toContain("sieve keeps no grid; --storage does not apply");
  }, 18e4);
  it("the stencil (static split only) offers no balancing flag and refuses one; its grid storage stays", () => {
    const help = meshwork(["run", "stencil", "--help"], tempDir());
    expect(help.code).toBe(0);
    for (const flag of ["--balancer", "--every", "--policy", "--compare"]) expect(help.stdout, flag).not.toContain(flag);
    expect(help.stdout).toContain("--storage <mode>");
    for (const args of [
      ["--every", "2"],
      ["--balancer", "gde"],
      ["--balancer", "auto"],
      ["--compare", "sdlb"]
    ]) {
      const refused = meshwork(["run", "stencil", ...args], tempDir());
      expect(refused.code, args.join(" ")).toBe(2);
      expect(refused.stderr).toContain("stencil runs the static block split only");
    }
  }, 12e4);
  it("--quick takes the small sizes for the options not given, and keeps those given", () => {
    const r = meshworkJson(
      ["run", "stencil", "--quick", "--iterations", "3"],
      tempDir()
    );
    expect(r.details).toEqual(expect.objectContaining({ rows: 64, cols: 64, iterations: 3 }));
  });
  it("grid apps list the registered balancers and policies; sizes print as RxC, not as JSON", () => {
    const help = meshwork(["run", "wator", "--help"], tempDir()).stdout.replace(/\s+/g, " ");
    const between = (from, to) => help.slice(help.indexOf(from), help.indexOf(to));
    const balancerHelp = between("--balancer <name>", "--balancer-options");
    const policyHelp = between("--policy <name>", "--policy-options");
    for (const name of ["static", "sdlb", "gde", "central", "functional"]) expect(balancerHelp).toMatch(new RegExp(`\\b${name}\\b`));
    for (const name of ["never", "every", "threshold", "adaptive"]) expect(policyHelp).toMatch(new RegExp(`\\b${name}\\b`));
    expect(help).toContain("ocean rows x columns (default: 256)");
    expect(help).toContain("(default: auto)");
    expect(help).not.toMatch(/default: \[/);
    expect(help).not.toContain("(default: false)");
  });
  it("the sieve summary has no storage and no unknown max/avg", () => {
    const r = meshwork(["run", "sieve", "--ranks", "2", "--n", "20000"], tempDir());
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^meshwork run sieve: chain:2 \(2 ranks\), functional, 3 repeats$/m);
    expect(r.stdout).not.toContain("storage");
    expect(r.stdout).not.toMatch(/: -(\s|$)/);
    expect(r.stdout).not.toContain("- ->");
    expect(r.stdout).toMatch(/^ {2}balancer +: functional: 1 balance, decisions [\d.]+ ms; max\/avg [\d.]+ predicted$/m);
  });
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vdGVzdC9ydW4taGVscC50ZXN0LnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvKipcbiAqIGBtZXNod29yayBydW4gPGFwcD4gLS1oZWxwYCBvZmZlcnMgb25seSB0aGUgZmxhZ3MgdGhlIGFwcCBhY2NlcHRzLCBuYW1lcyB0aGUgYmFsYW5jZXJzIGFuZFxuICogcG9saWNpZXMgaXQgdGFrZXMsIGFuZCBwcmludHMgcGxhaW4gZGVmYXVsdHM7IHRoZSBzdW1tYXJ5IGxlYXZlcyBvdXQgZmllbGRzIHRoYXQgbWVhbiBub3RoaW5nXG4gKiBmb3IgdGhlIGFwcCAoZ3JpZCBzdG9yYWdlIGZvciB0aGUgc2lldmUsIGFuIHVua25vd24gbWF4L2F2ZyBiZWZvcmUgYSBvbmUtb2ZmIHNwbGl0KS5cbiAqL1xuaW1wb3J0IHsgZGVzY3JpYmUsIGV4cGVjdCwgaXQgfSBmcm9tICd2aXRlc3QnO1xuaW1wb3J0IHsgbWVzaHdvcmssIG1lc2h3b3JrSnNvbiwgdGVtcERpciB9IGZyb20gJy4vaGVscGVycy5qcyc7XG5cbmRlc2NyaWJlKCdtZXNod29yayBydW46IGhlbHAgYW5kIHN1bW1hcnkgZml0IHRoZSBhcHAnLCAoKSA9PiB7XG4gIGl0KCdhcHBzIHRoYXQgc3BsaXQgb25jZSAoc2lldmUsIGxvb3AsIGtuYXJ5KSBkbyBub3Qgb2ZmZXIgcG9saWN5LCBvcHRpb24tYmxvY2sgb3Igc3RvcmFnZSBmbGFncywgYW5kIHNheSB3aHkgd2hlbiBnaXZlbiBvbmUnLCAoKSA9PiB7XG4gICAgZm9yIChjb25zdCBhcHAgb2YgWydzaWV2ZScsICdsb29wJywgJ2tuYXJ5J10pIHtcbiAgICAgIGNvbnN0IGhlbHAgPSBtZXNod29yayhbJ3J1bicsIGFwcCwgJy0taGVscCddLCB0ZW1wRGlyKCkpO1xuICAgICAgZXhwZWN0KGhlbHAuY29kZSkudG9CZSgwKTtcbiAgICAgIGZvciAoY29uc3QgZmxhZyBvZiBbJy0tZXZlcnknLCAnLS1wb2xpY3knLCAnLS1wb2xpY3ktb3B0aW9ucycsICctLWJhbGFuY2VyLW9wdGlvbnMnLCAnLS1zdG9yYWdlJ10pIHtcbiAgICAgICAgZXhwZWN0KGhlbHAuc3Rkb3V0LCBgJHthcHB9ICR7ZmxhZ31gKS5ub3QudG9Db250YWluKGZsYWcpO1xuICAgICAgfVxuICAgIH1cbiAgICAvLyBPbmUgcmVmdXNhbCBwYXRoIHNlcnZlcyB0aGUgdGhyZWUgYXBwczogYXNrIHRoZSBzaWV2ZS5cbiAgICBjb25zdCByZWZ1c2VkID0gbWVzaHdvcmsoWydydW4nLCAnc2lldmUnLCAnLS1ldmVyeScsICcyJ10sIHRlbXBEaXIoKSk7XG4gICAgZXhwZWN0KHJlZnVzZWQuY29kZSkudG9CZSgyKTtcbiAgICBleHBlY3QocmVmdXNlZC5zdGRlcnIpLnRvQ29udGFpbignc2lldmUgc3BsaXRzIG9uY2UgYmVmb3JlIGl0IHN0YXJ0czsgLS1ldmVyeSBhbmQgLS1wb2xpY3kgZG8gbm90IGFwcGx5Jyk7XG4gICAgY29uc3Qgc3RvcmFnZSA9IG1lc2h3b3JrKFsncnVuJywgJ3NpZXZlJywgJy0tc3RvcmFnZScsICdzaGFyZWQnXSwgdGVtcERpcigpKTtcbiAgICBleHBlY3Qoc3RvcmFnZS5jb2RlKS50b0JlKDIpO1xuICAgIGV4cGVjdChzdG9yYWdlLnN0ZGVycikudG9Db250YWluKCdzaWV2ZSBrZWVwcyBubyBncmlkOyAtLXN0b3JhZ2UgZG9lcyBub3QgYXBwbHknKTtcbiAgfSwgMTgwXzAwMCk7XG5cbiAgaXQoJ3RoZSBzdGVuY2lsIChzdGF0aWMgc3BsaXQgb25seSkgb2ZmZXJzIG5vIGJhbGFuY2luZyBmbGFnIGFuZCByZWZ1c2VzIG9uZTsgaXRzIGdyaWQgc3RvcmFnZSBzdGF5cycsICgpID0+IHtcbiAgICBjb25zdCBoZWxwID0gbWVzaHdvcmsoWydydW4nLCAnc3RlbmNpbCcsICctLWhlbHAnXSwgdGVtcERpcigpKTtcbiAgICBleHBlY3QoaGVscC5jb2RlKS50b0JlKDApO1xuICAgIGZvciAoY29uc3QgZmxhZyBvZiBbJy0tYmFsYW5jZXInLCAnLS1ldmVyeScsICctLXBvbGljeScsICctLWNvbXBhcmUnXSkgZXhwZWN0KGhlbHAuc3Rkb3V0LCBmbGFnKS5ub3QudG9Db250YWluKGZsYWcpO1xuICAgIGV4cGVjdChoZWxwLnN0ZG91dCkudG9Db250YWluKCctLXN0b3JhZ2UgPG1vZGU+Jyk7XG4gICAgZm9yIChjb25zdCBhcmdzIG9mIFtcbiAgICAgIFsnLS1ldmVyeScsICcyJ10sXG4gICAgICBbJy0tYmFsYW5jZXInLCAnZ2RlJ10sXG4gICAgICBbJy0tYmFsYW5jZXInLCAnYXV0byddLFxuICAgICAgWyctLWNvbXBhcmUnLCAnc2RsYiddLFxuICAgIF0pIHtcbiAgICAgIGNvbnN0IHJlZnVzZWQgPSBtZXNod29yayhbJ3J1bicsICdzdGVuY2lsJywgLi4uYXJnc10sIHRlbXBEaXIoKSk7XG4gICAgICBleHBlY3QocmVmdXNlZC5jb2RlLCBhcmdzLmpvaW4oJyAnKSkudG9CZSgyKTtcbiAgICAgIGV4cGVjdChyZWZ1c2VkLnN0ZGVycikudG9Db250YWluKCdzdGVuY2lsIHJ1bnMgdGhlIHN0YXRpYyBibG9jayBzcGxpdCBvbmx5Jyk7XG4gICAgfVxuICB9LCAxMjBfMDAwKTtcblxuICBpdCgnLS1xdWljayB0YWtlcyB0aGUgc21hbGwgc2l6ZXMgZm9yIHRoZSBvcHRpb25zIG5vdCBnaXZlbiwgYW5kIGtlZXBzIHRob3NlIGdpdmVuJywgKCkgPT4ge1xuICAgIGNvbnN0IHIgPSBtZXNod29ya0pzb248eyBkZXRhaWxzOiB7IHJvd3M6IG51bWJlcjsgY29sczogbnVtYmVyOyBpdGVyYXRpb25zOiBudW1iZXIgfSB9PihcbiAgICAgIFsncnVuJywgJ3N0ZW5jaWwnLCAnLS1xdWljaycsICctLWl0ZXJhdGlvbnMnLCAnMyddLFxuICAgICAgdGVtcERpcigpLFxuICAgICk7XG4gICAgZXhwZWN0KHIuZGV0YWlscykudG9FcXVhbChleHBlY3Qub2JqZWN0Q29udGFpbmluZyh7IHJvd3M6IDY0LCBjb2xzOiA2NCwgaXRlcmF0aW9uczogMyB9KSk7XG4gIH0pO1xuXG4gIGl0KCdncmlkIGFwcHMgbGlzdCB0aGUgcmVnaXN0ZXJlZCBiYWxhbmNlcnMgYW5kIHBvbGljaWVzOyBzaXplcyBwcmludCBhcyBSeEMsIG5vdCBhcyBKU09OJywgKCkgPT4ge1xuICAgIGNvbnN0IGhlbHAgPSBtZXNod29yayhbJ3J1bicsICd3YXRvcicsICctLWhlbHAnXSwgdGVtcERpcigpKS5zdGRvdXQucmVwbGFjZSgvXFxzKy9nLCAnICcpO1xuICAgIGNvbnN0IGJldHdlZW4gPSAoZnJvbTogc3RyaW5nLCB0bzogc3RyaW5nKSA9PiBoZWxwLnNsaWNlKGhlbHAuaW5kZXhPZihmcm9tKSwgaGVscC5pbmRleE9mKHRvKSk7XG4gICAgY29uc3QgYmFsYW5jZXJIZWxwID0gYmV0d2VlbignLS1iYWxhbmNlciA8bmFtZT4nLCAnLS1iYWxhbmNlci1vcHRpb25zJyk7XG4gICAgY29uc3QgcG9saWN5SGVscCA9IGJldHdlZW4oJy0tcG9saWN5IDxuYW1lPicsICctLXBvbGljeS1vcHRpb25zJyk7XG4gICAgZm9yIChjb25zdCBuYW1lIG9mIFsnc3RhdGljJywgJ3NkbGInLCAnZ2RlJywgJ2NlbnRyYWwnLCAnZnVuY3Rpb25hbCddKSBleHBlY3QoYmFsYW5jZXJIZWxwKS50b01hdGNoKG5ldyBSZWdFeHAoYFxcXFxiJHtuYW1lfVxcXFxiYCkpO1xuICAgIGZvciAoY29uc3QgbmFtZSBvZiBbJ25ldmVyJywgJ2V2ZXJ5JywgJ3RocmVzaG9sZCcsICdhZGFwdGl2ZSddKSBleHBlY3QocG9saWN5SGVscCkudG9NYXRjaChuZXcgUmVnRXhwKGBcXFxcYiR7bmFtZX1cXFxcYmApKTtcbiAgICBleHBlY3QoaGVscCkudG9Db250YWluKCdvY2VhbiByb3dzIHggY29sdW1ucyAoZGVmYXVsdDogMjU2KScpO1xuICAgIGV4cGVjdChoZWxwKS50b0NvbnRhaW4oJyhkZWZhdWx0OiBhdXRvKScpO1xuICAgIGV4cGVjdChoZWxwKS5ub3QudG9NYXRjaCgvZGVmYXVsdDogXFxbLyk7XG4gICAgZXhwZWN0KGhlbHApLm5vdC50b0NvbnRhaW4oJyhkZWZhdWx0OiBmYWxzZSknKTtcbiAgfSk7XG5cbiAgaXQoJ3RoZSBzaWV2ZSBzdW1tYXJ5IGhhcyBubyBzdG9yYWdlIGFuZCBubyB1bmtub3duIG1heC9hdmcnLCAoKSA9PiB7XG4gICAgY29uc3QgciA9IG1lc2h3b3JrKFsncnVuJywgJ3NpZXZlJywgJy0tcmFua3MnLCAnMicsICctLW4nLCAnMjAwMDAnXSwgdGVtcERpcigpKTtcbiAgICBleHBlY3Qoci5jb2RlKS50b0JlKDApO1xuICAgIGV4cGVjdChyLnN0ZG91dCkudG9NYXRjaCgvXm1lc2h3b3JrIHJ1biBzaWV2ZTogY2hhaW46MiBcXCgyIHJhbmtzXFwpLCBmdW5jdGlvbmFsLCAzIHJlcGVhdHMkL20pO1xuICAgIGV4cGVjdChyLnN0ZG91dCkubm90LnRvQ29udGFpbignc3RvcmFnZScpO1xuICAgIGV4cGVjdChyLnN0ZG91dCkubm90LnRvTWF0Y2goLzogLShcXHN8JCkvKTtcbiAgICBleHBlY3Qoci5zdGRvdXQpLm5vdC50b0NvbnRhaW4oJy0gLT4nKTtcbiAgICBleHBlY3Qoci5zdGRvdXQpLnRvTWF0Y2goL14gezJ9YmFsYW5jZXIgKzogZnVuY3Rpb25hbDogMSBiYWxhbmNlLCBkZWNpc2lvbnMgW1xcZC5dKyBtczsgbWF4XFwvYXZnIFtcXGQuXSsgcHJlZGljdGVkJC9tKTtcbiAgfSk7XG59KTtcbiJdLAogICJtYXBwaW5ncyI6ICJBQUtBLFNBQVMsVUFBVSxRQUFRLFVBQVU7QUFDckMsU0FBUyxVQUFVLGNBQWMsZUFBZTtBQUVoRCxTQUFTLDhDQUE4QyxNQUFNO0FBQzNELEtBQUcsNEhBQTRILE1BQU07QUFDbkksZUFBVyxPQUFPLENBQUMsU0FBUyxRQUFRLE9BQU8sR0FBRztBQUM1QyxZQUFNLE9BQU8sU0FBUyxDQUFDLE9BQU8sS0FBSyxRQUFRLEdBQUcsUUFBUSxDQUFDO0FBQ3ZELGFBQU8sS0FBSyxJQUFJLEVBQUUsS0FBSyxDQUFDO0FBQ3hCLGlCQUFXLFFBQVEsQ0FBQyxXQUFXLFlBQVksb0JBQW9CLHNCQUFzQixXQUFXLEdBQUc7QUFDakcsZUFBTyxLQUFLLFFBQVEsR0FBRyxHQUFHLElBQUksSUFBSSxFQUFFLEVBQUUsSUFBSSxVQUFVLElBQUk7QUFBQSxNQUMxRDtBQUFBLElBQ0Y7QUFFQSxVQUFNLFVBQVUsU0FBUyxDQUFDLE9BQU8sU0FBUyxXQUFXLEdBQUcsR0FBRyxRQUFRLENBQUM7QUFDcEUsV0FBTyxRQUFRLElBQUksRUFBRSxLQUFLLENBQUM7QUFDM0IsV0FBTyxRQUFRLE1BQU0sRUFBRSxVQUFVLHVFQUF1RTtBQUN4RyxVQUFNLFVBQVUsU0FBUyxDQUFDLE9BQU8sU0FBUyxhQUFhLFFBQVEsR0FBRyxRQUFRLENBQUM7QUFDM0UsV0FBTyxRQUFRLElBQUksRUFBRSxLQUFLLENBQUM7QUFDM0IsV0FBTyxRQUFRLE1BQU0sRUFBRSxVQUFVLCtDQUErQztBQUFBLEVBQ2xGLEdBQUcsSUFBTztBQUVWLEtBQUcsb0dBQW9HLE1BQU07QUFDM0csVUFBTSxPQUFPLFNBQVMsQ0FBQyxPQUFPLFdBQVcsUUFBUSxHQUFHLFFBQVEsQ0FBQztBQUM3RCxXQUFPLEtBQUssSUFBSSxFQUFFLEtBQUssQ0FBQztBQUN4QixlQUFXLFFBQVEsQ0FBQyxjQUFjLFdBQVcsWUFBWSxXQUFXLEVBQUcsUUFBTyxLQUFLLFFBQVEsSUFBSSxFQUFFLElBQUksVUFBVSxJQUFJO0FBQ25ILFdBQU8sS0FBSyxNQUFNLEVBQUUsVUFBVSxrQkFBa0I7QUFDaEQsZUFBVyxRQUFRO0FBQUEsTUFDakIsQ0FBQyxXQUFXLEdBQUc7QUFBQSxNQUNmLENBQUMsY0FBYyxLQUFLO0FBQUEsTUFDcEIsQ0FBQyxjQUFjLE1BQU07QUFBQSxNQUNyQixDQUFDLGFBQWEsTUFBTTtBQUFBLElBQ3RCLEdBQUc7QUFDRCxZQUFNLFVBQVUsU0FBUyxDQUFDLE9BQU8sV0FBVyxHQUFHLElBQUksR0FBRyxRQUFRLENBQUM7QUFDL0QsYUFBTyxRQUFRLE1BQU0sS0FBSyxLQUFLLEdBQUcsQ0FBQyxFQUFFLEtBQUssQ0FBQztBQUMzQyxhQUFPLFFBQVEsTUFBTSxFQUFFLFVBQVUsMENBQTBDO0FBQUEsSUFDN0U7QUFBQSxFQUNGLEdBQUcsSUFBTztBQUVWLEtBQUcsa0ZBQWtGLE1BQU07QUFDekYsVUFBTSxJQUFJO0FBQUEsTUFDUixDQUFDLE9BQU8sV0FBVyxXQUFXLGdCQUFnQixHQUFHO0FBQUEsTUFDakQsUUFBUTtBQUFBLElBQ1Y7QUFDQSxXQUFPLEVBQUUsT0FBTyxFQUFFLFFBQVEsT0FBTyxpQkFBaUIsRUFBRSxNQUFNLElBQUksTUFBTSxJQUFJLFlBQVksRUFBRSxDQUFDLENBQUM7QUFBQSxFQUMxRixDQUFDO0FBRUQsS0FBRyx5RkFBeUYsTUFBTTtBQUNoRyxVQUFNLE9BQU8sU0FBUyxDQUFDLE9BQU8sU0FBUyxRQUFRLEdBQUcsUUFBUSxDQUFDLEVBQUUsT0FBTyxRQUFRLFFBQVEsR0FBRztBQUN2RixVQUFNLFVBQVUsQ0FBQyxNQUFjLE9BQWUsS0FBSyxNQUFNLEtBQUssUUFBUSxJQUFJLEdBQUcsS0FBSyxRQUFRLEVBQUUsQ0FBQztBQUM3RixVQUFNLGVBQWUsUUFBUSxxQkFBcUIsb0JBQW9CO0FBQ3RFLFVBQU0sYUFBYSxRQUFRLG1CQUFtQixrQkFBa0I7QUFDaEUsZUFBVyxRQUFRLENBQUMsVUFBVSxRQUFRLE9BQU8sV0FBVyxZQUFZLEVBQUcsUUFBTyxZQUFZLEVBQUUsUUFBUSxJQUFJLE9BQU8sTUFBTSxJQUFJLEtBQUssQ0FBQztBQUMvSCxlQUFXLFFBQVEsQ0FBQyxTQUFTLFNBQVMsYUFBYSxVQUFVLEVBQUcsUUFBTyxVQUFVLEVBQUUsUUFBUSxJQUFJLE9BQU8sTUFBTSxJQUFJLEtBQUssQ0FBQztBQUN0SCxXQUFPLElBQUksRUFBRSxVQUFVLHFDQUFxQztBQUM1RCxXQUFPLElBQUksRUFBRSxVQUFVLGlCQUFpQjtBQUN4QyxXQUFPLElBQUksRUFBRSxJQUFJLFFBQVEsYUFBYTtBQUN0QyxXQUFPLElBQUksRUFBRSxJQUFJLFVBQVUsa0JBQWtCO0FBQUEsRUFDL0MsQ0FBQztBQUVELEtBQUcsMkRBQTJELE1BQU07QUFDbEUsVUFBTSxJQUFJLFNBQVMsQ0FBQyxPQUFPLFNBQVMsV0FBVyxLQUFLLE9BQU8sT0FBTyxHQUFHLFFBQVEsQ0FBQztBQUM5RSxXQUFPLEVBQUUsSUFBSSxFQUFFLEtBQUssQ0FBQztBQUNyQixXQUFPLEVBQUUsTUFBTSxFQUFFLFFBQVEsbUVBQW1FO0FBQzVGLFdBQU8sRUFBRSxNQUFNLEVBQUUsSUFBSSxVQUFVLFNBQVM7QUFDeEMsV0FBTyxFQUFFLE1BQU0sRUFBRSxJQUFJLFFBQVEsV0FBVztBQUN4QyxXQUFPLEVBQUUsTUFBTSxFQUFFLElBQUksVUFBVSxNQUFNO0FBQ3JDLFdBQU8sRUFBRSxNQUFNLEVBQUUsUUFBUSwwRkFBMEY7QUFBQSxFQUNySCxDQUFDO0FBQ0gsQ0FBQzsiLAogICJuYW1lcyI6IFtdCn0K
