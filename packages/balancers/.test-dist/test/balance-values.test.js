import { ErrorCodes, MeshworkError } from "@meshwork/runtime";
import { describe, expect, it } from "vitest";
import { balance, resolveBalancing, taskSchedulerFactory, taskSchedulerNames } from "../src/index.js";
function thrown(fn) {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(MeshworkError);
    return err;
  }
  throw new Error("expected a throw");
}
describe("balance.* builders", () => {
  it("give the plain spec: name, the balancer options apart from the interval", () => {
    expect(balance.gde({ every: 5, decision: "faithful", scale: 2 })).toEqual({
      balancer: "gde",
      balancerOptions: { decision: "faithful", scale: 2 },
      every: 5
    });
    expect(balance.sdlb({ policy: "adaptive", policyOptions: { factor: 2 }, mode: "1d", axis: 0 })).toEqual({
      balancer: "sdlb",
      balancerOptions: { mode: "1d", axis: 0 },
      policy: "adaptive",
      policyOptions: { factor: 2 }
    });
    expect(balance.static()).toEqual({ balancer: "static" });
    expect(balance.central({})).toEqual({ balancer: "central" });
  });
  it.each([
    ["static", balance.static({ every: 0 }), "static never", "never"],
    ["sdlb", balance.sdlb({ every: 3 }), "sdlb every 3", "every"],
    ["gde", balance.gde({ policy: "adaptive" }), "gde adaptive", "adaptive"],
    ["central", balance.central({ policy: "threshold", policyOptions: { theta: 0.2 } }), "central threshold", "threshold"],
    ["functional", balance.functional({ model: "sieve", exponent: 1.5 }), "functional never", "never"]
  ])("%s: a structured clone resolves to that balancer and policy", (name, choice, label, policy) => {
    const r = resolveBalancing(structuredClone(choice));
    expect(r.balancer.name).toBe(name);
    expect(r.label).toBe(label);
    expect(r.spec.policy).toBe(policy);
  });
  it("the balancer sees its options", () => {
    const r = resolveBalancing(balance.gde({ every: 1, decision: "faithful" }));
    expect(r.balancer.options).toMatchObject({ decision: "faithful" });
  });
  it("a bad option or interval fails at resolution with a typed error", () => {
    const bad = { ...balance.gde({ every: 2 }), balancerOptions: { nosuchkey: 1 } };
    expect(thrown(() => resolveBalancing(bad)).code).toBe(ErrorCodes.INVALID_OPTION);
    expect(thrown(() => resolveBalancing(balance.sdlb({ every: -1 }))).code).toBe(ErrorCodes.INVALID_ARGUMENT);
  });
});
describe("task schedulers by name without the registry", () => {
  it("lists the four schedulers of this package", () => {
    expect(taskSchedulerNames()).toEqual(expect.arrayContaining(["graph-level", "graph-local", "node-level", "steal"]));
  });
  it("builds a named scheduler with its options", () => {
    const s = taskSchedulerFactory("steal").create({ seed: 7 });
    expect(s.name).toBe("steal");
    expect(s.thief).toBeTypeOf("function");
    expect(taskSchedulerFactory("node-level").create({ steal: false }).thief).toBeUndefined();
  });
  it("an unknown name is MW_UNKNOWN_BALANCER listing the known ones", () => {
    const err = thrown(() => taskSchedulerFactory("stael"));
    expect(err.code).toBe(ErrorCodes.UNKNOWN_BALANCER);
    expect(err.message).toMatch(/unknown task scheduler "stael"; expected one of: .*graph-level.*steal/);
  });
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vdGVzdC9iYWxhbmNlLXZhbHVlcy50ZXN0LnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvKipcbiAqIEJhbGFuY2luZyBjaG9pY2VzIGFzIHZhbHVlcyAoYGJhbGFuY2UuZ2RlKHsgZXZlcnk6IDUgfSlgKSBhbmQgdGhlIHNjaGVkdWxlciBsb29rdXBzIHRoYXQgcmVwbGFjZVxuICogdGhlIHNpZGUtZWZmZWN0IGltcG9ydDogdGhlIGJ1aWxkZXJzIGdpdmUgdGhlIHBsYWluIHNwZWMsIHdoaWNoIHN1cnZpdmVzIHN0cnVjdHVyZWQgY2xvbmluZ1xuICogKGl0IHRyYXZlbHMgdG8gdGhlIHJhbmtzIGluIGEgcHJvZ3JhbSdzIG9wdGlvbnMpIGFuZCByZXNvbHZlcyB0byB0aGUgbmFtZWQgYmFsYW5jZXIgd2l0aCBpdHNcbiAqIG9wdGlvbnMgYW5kIHRoZSBpbnRlcnZhbCBydWxlJ3MgcG9saWN5LlxuICovXG5pbXBvcnQgeyBFcnJvckNvZGVzLCBNZXNod29ya0Vycm9yIH0gZnJvbSAnQG1lc2h3b3JrL3J1bnRpbWUnO1xuaW1wb3J0IHsgZGVzY3JpYmUsIGV4cGVjdCwgaXQgfSBmcm9tICd2aXRlc3QnO1xuaW1wb3J0IHsgYmFsYW5jZSwgcmVzb2x2ZUJhbGFuY2luZywgdGFza1NjaGVkdWxlckZhY3RvcnksIHRhc2tTY2hlZHVsZXJOYW1lcyB9IGZyb20gJy4uL3NyYy9pbmRleC5qcyc7XG5cbmZ1bmN0aW9uIHRocm93bihmbjogKCkgPT4gdW5rbm93bik6IE1lc2h3b3JrRXJyb3Ige1xuICB0cnkge1xuICAgIGZuKCk7XG4gIH0gY2F0Y2ggKGVycikge1xuICAgIGV4cGVjdChlcnIpLnRvQmVJbnN0YW5jZU9mKE1lc2h3b3JrRXJyb3IpO1xuICAgIHJldHVybiBlcnIgYXMgTWVzaHdvcmtFcnJvcjtcbiAgfVxuICB0aHJvdyBuZXcgRXJyb3IoJ2V4cGVjdGVkIGEgdGhyb3cnKTtcbn1cblxuZGVzY3JpYmUoJ2JhbGFuY2UuKiBidWlsZGVycycsICgpID0+IHtcbiAgaXQoJ2dpdmUgdGhlIHBsYWluIHNwZWM6IG5hbWUsIHRoZSBiYWxhbmNlciBvcHRpb25zIGFwYXJ0IGZyb20gdGhlIGludGVydmFsJywgKCkgPT4ge1xuICAgIGV4cGVjdChiYWxhbmNlLmdkZSh7IGV2ZXJ5OiA1LCBkZWNpc2lvbjogJ2ZhaXRoZnVsJywgc2NhbGU6IDIgfSkpLnRvRXF1YWwoe1xuICAgICAgYmFsYW5jZXI6ICdnZGUnLFxuICAgICAgYmFsYW5jZXJPcHRpb25zOiB7IGRlY2lzaW9uOiAnZmFpdGhmdWwnLCBzY2FsZTogMiB9LFxuICAgICAgZXZlcnk6IDUsXG4gICAgfSk7XG4gICAgZXhwZWN0KGJhbGFuY2Uuc2RsYih7IHBvbGljeTogJ2FkYXB0aXZlJywgcG9saWN5T3B0aW9uczogeyBmYWN0b3I6IDIgfSwgbW9kZTogJzFkJywgYXhpczogMCB9KSkudG9FcXVhbCh7XG4gICAgICBiYWxhbmNlcjogJ3NkbGInLFxuICAgICAgYmFsYW5jZXJPcHRpb25zOiB7IG1vZGU6ICcxZCcsIGF4aXM6IDAgfSxcbiAgICAgIHBvbGljeTogJ2FkYXB0aXZlJyxcbiAgICAgIHBvbGljeU9wdGlvbnM6IHsgZmFjdG9yOiAyIH0sXG4gICAgfSk7XG4gICAgZXhwZWN0KGJhbGFuY2Uuc3RhdGljKCkpLnRvRXF1YWwoeyBiYWxhbmNlcjogJ3N0YXRpYycgfSk7XG4gICAgZXhwZWN0KGJhbGFuY2UuY2VudHJhbCh7fSkpLnRvRXF1YWwoeyBiYWxhbmNlcjogJ2NlbnRyYWwnIH0pO1xuICB9KTtcblxuICBpdC5lYWNoKFtcbiAgICBbJ3N0YXRpYycsIGJhbGFuY2Uuc3RhdGljKHsgZXZlcnk6IDAgfSksICdzdGF0aWMgbmV2ZXInLCAnbmV2ZXInXSxcbiAgICBbJ3NkbGInLCBiYWxhbmNlLnNkbGIoeyBldmVyeTogMyB9KSwgJ3NkbGIgZXZlcnkgMycsICdldmVyeSddLFxuICAgIFsnZ2RlJywgYmFsYW5jZS5nZGUoeyBwb2xpY3k6ICdhZGFwdGl2ZScgfSksICdnZGUgYWRhcHRpdmUnLCAnYWRhcHRpdmUnXSxcbiAgICBbJ2NlbnRyYWwnLCBiYWxhbmNlLmNlbnRyYWwoeyBwb2xpY3k6ICd0aHJlc2hvbGQnLCBwb2xpY3lPcHRpb25zOiB7IHRoZXRhOiAwLjIgfSB9KSwgJ2NlbnRyYWwgdGhyZXNob2xkJywgJ3RocmVzaG9sZCddLFxuICAgIFsnZnVuY3Rpb25hbCcsIGJhbGFuY2UuZnVuY3Rpb25hbCh7IG1vZGVsOiAnc2lldmUnLCBleHBvbmVudDogMS41IH0pLCAnZnVuY3Rpb25hbCBuZXZlcicsICduZXZlciddLFxuICBdKSgnJXM6IGEgc3RydWN0dXJlZCBjbG9uZSByZXNvbHZlcyB0byB0aGF0IGJhbGFuY2VyIGFuZCBwb2xpY3knLCAobmFtZSwgY2hvaWNlLCBsYWJlbCwgcG9saWN5KSA9PiB7XG4gICAgY29uc3QgciA9IHJlc29sdmVCYWxhbmNpbmcoc3RydWN0dXJlZENsb25lKGNob2ljZSkpO1xuICAgIGV4cGVjdChyLmJhbGFuY2VyLm5hbWUpLnRvQmUobmFtZSk7XG4gICAgZXhwZWN0KHIubGFiZWwpLnRvQmUobGFiZWwpO1xuICAgIGV4cGVjdChyLnNwZWMucG9saWN5KS50b0JlKHBvbGljeSk7XG4gIH0pO1xuXG4gIGl0KCd0aGUgYmFsYW5jZXIgc2VlcyBpdHMgb3B0aW9ucycsICgpID0+IHtcbiAgICBjb25zdCByID0gcmVzb2x2ZUJhbGFuY2luZyhiYWxhbmNlLmdkZSh7IGV2ZXJ5OiAxLCBkZWNpc2lvbjogJ2ZhaXRoZnVsJyB9KSk7XG4gICAgZXhwZWN0KHIuYmFsYW5jZXIub3B0aW9ucykudG9NYXRjaE9iamVjdCh7IGRlY2lzaW9uOiAnZmFpdGhmdWwnIH0pO1xuICB9KTtcblxuICBpdCgnYSBiYWQgb3B0aW9uIG9yIGludGVydmFsIGZhaWxzIGF0IHJlc29sdXRpb24gd2l0aCBhIHR5cGVkIGVycm9yJywgKCkgPT4ge1xuICAgIGNvbnN0IGJhZCA9IHsgLi4uYmFsYW5jZS5nZGUoeyBldmVyeTogMiB9KSwgYmFsYW5jZXJPcHRpb25zOiB7IG5vc3VjaGtleTogMSB9IH07XG4gICAgZXhwZWN0KHRocm93bigoKSA9PiByZXNvbHZlQmFsYW5jaW5nKGJhZCkpLmNvZGUpLnRvQmUoRXJyb3JDb2Rlcy5JTlZBTElEX09QVElPTik7XG4gICAgZXhwZWN0KHRocm93bigoKSA9PiByZXNvbHZlQmFsYW5jaW5nKGJhbGFuY2Uuc2RsYih7IGV2ZXJ5OiAtMSB9KSkpLmNvZGUpLnRvQmUoRXJyb3JDb2Rlcy5JTlZBTElEX0FSR1VNRU5UKTtcbiAgfSk7XG59KTtcblxuZGVzY3JpYmUoJ3Rhc2sgc2NoZWR1bGVycyBieSBuYW1lIHdpdGhvdXQgdGhlIHJlZ2lzdHJ5JywgKCkgPT4ge1xuICBpdCgnbGlzdHMgdGhlIGZvdXIgc2NoZWR1bGVycyBvZiB0aGlzIHBhY2thZ2UnLCAoKSA9PiB7XG4gICAgZXhwZWN0KHRhc2tTY2hlZHVsZXJOYW1lcygpKS50b0VxdWFsKGV4cGVjdC5hcnJheUNvbnRhaW5pbmcoWydncmFwaC1sZXZlbCcsICdncmFwaC1sb2NhbCcsICdub2RlLWxldmVsJywgJ3N0ZWFsJ10pKTtcbiAgfSk7XG5cbiAgaXQoJ2J1aWxkcyBhIG5hbWVkIHNjaGVkdWxlciB3aXRoIGl0cyBvcHRpb25zJywgKCkgPT4ge1xuICAgIGNvbnN0IHMgPSB0YXNrU2NoZWR1bGVyRmFjdG9yeSgnc3RlYWwnKS5jcmVhdGUoeyBzZWVkOiA3IH0pO1xuICAgIGV4cGVjdChzLm5hbWUpLnRvQmUoJ3N0ZWFsJyk7XG4gICAgZXhwZWN0KHMudGhpZWYpLnRvQmVUeXBlT2YoJ2Z1bmN0aW9uJyk7XG4gICAgZXhwZWN0KHRhc2tTY2hlZHVsZXJGYWN0b3J5KCdub2RlLWxldmVsJykuY3JlYXRlKHsgc3RlYWw6IGZhbHNlIH0pLnRoaWVmKS50b0JlVW5kZWZpbmVkKCk7XG4gIH0pO1xuXG4gIGl0KCdhbiB1bmtub3duIG5hbWUgaXMgTVdfVU5LTk9XTl9CQUxBTkNFUiBsaXN0aW5nIHRoZSBrbm93biBvbmVzJywgKCkgPT4ge1xuICAgIGNvbnN0IGVyciA9IHRocm93bigoKSA9PiB0YXNrU2NoZWR1bGVyRmFjdG9yeSgnc3RhZWwnKSk7XG4gICAgZXhwZWN0KGVyci5jb2RlKS50b0JlKEVycm9yQ29kZXMuVU5LTk9XTl9CQUxBTkNFUik7XG4gICAgZXhwZWN0KGVyci5tZXNzYWdlKS50b01hdGNoKC91bmtub3duIHRhc2sgc2NoZWR1bGVyIFwic3RhZWxcIjsgZXhwZWN0ZWQgb25lIG9mOiAuKmdyYXBoLWxldmVsLipzdGVhbC8pO1xuICB9KTtcbn0pO1xuIl0sCiAgIm1hcHBpbmdzIjogIkFBTUEsU0FBUyxZQUFZLHFCQUFxQjtBQUMxQyxTQUFTLFVBQVUsUUFBUSxVQUFVO0FBQ3JDLFNBQVMsU0FBUyxrQkFBa0Isc0JBQXNCLDBCQUEwQjtBQUVwRixTQUFTLE9BQU8sSUFBa0M7QUFDaEQsTUFBSTtBQUNGLE9BQUc7QUFBQSxFQUNMLFNBQVMsS0FBSztBQUNaLFdBQU8sR0FBRyxFQUFFLGVBQWUsYUFBYTtBQUN4QyxXQUFPO0FBQUEsRUFDVDtBQUNBLFFBQU0sSUFBSSxNQUFNLGtCQUFrQjtBQUNwQztBQUVBLFNBQVMsc0JBQXNCLE1BQU07QUFDbkMsS0FBRywyRUFBMkUsTUFBTTtBQUNsRixXQUFPLFFBQVEsSUFBSSxFQUFFLE9BQU8sR0FBRyxVQUFVLFlBQVksT0FBTyxFQUFFLENBQUMsQ0FBQyxFQUFFLFFBQVE7QUFBQSxNQUN4RSxVQUFVO0FBQUEsTUFDVixpQkFBaUIsRUFBRSxVQUFVLFlBQVksT0FBTyxFQUFFO0FBQUEsTUFDbEQsT0FBTztBQUFBLElBQ1QsQ0FBQztBQUNELFdBQU8sUUFBUSxLQUFLLEVBQUUsUUFBUSxZQUFZLGVBQWUsRUFBRSxRQUFRLEVBQUUsR0FBRyxNQUFNLE1BQU0sTUFBTSxFQUFFLENBQUMsQ0FBQyxFQUFFLFFBQVE7QUFBQSxNQUN0RyxVQUFVO0FBQUEsTUFDVixpQkFBaUIsRUFBRSxNQUFNLE1BQU0sTUFBTSxFQUFFO0FBQUEsTUFDdkMsUUFBUTtBQUFBLE1BQ1IsZUFBZSxFQUFFLFFBQVEsRUFBRTtBQUFBLElBQzdCLENBQUM7QUFDRCxXQUFPLFFBQVEsT0FBTyxDQUFDLEVBQUUsUUFBUSxFQUFFLFVBQVUsU0FBUyxDQUFDO0FBQ3ZELFdBQU8sUUFBUSxRQUFRLENBQUMsQ0FBQyxDQUFDLEVBQUUsUUFBUSxFQUFFLFVBQVUsVUFBVSxDQUFDO0FBQUEsRUFDN0QsQ0FBQztBQUVELEtBQUcsS0FBSztBQUFBLElBQ04sQ0FBQyxVQUFVLFFBQVEsT0FBTyxFQUFFLE9BQU8sRUFBRSxDQUFDLEdBQUcsZ0JBQWdCLE9BQU87QUFBQSxJQUNoRSxDQUFDLFFBQVEsUUFBUSxLQUFLLEVBQUUsT0FBTyxFQUFFLENBQUMsR0FBRyxnQkFBZ0IsT0FBTztBQUFBLElBQzVELENBQUMsT0FBTyxRQUFRLElBQUksRUFBRSxRQUFRLFdBQVcsQ0FBQyxHQUFHLGdCQUFnQixVQUFVO0FBQUEsSUFDdkUsQ0FBQyxXQUFXLFFBQVEsUUFBUSxFQUFFLFFBQVEsYUFBYSxlQUFlLEVBQUUsT0FBTyxJQUFJLEVBQUUsQ0FBQyxHQUFHLHFCQUFxQixXQUFXO0FBQUEsSUFDckgsQ0FBQyxjQUFjLFFBQVEsV0FBVyxFQUFFLE9BQU8sU0FBUyxVQUFVLElBQUksQ0FBQyxHQUFHLG9CQUFvQixPQUFPO0FBQUEsRUFDbkcsQ0FBQyxFQUFFLCtEQUErRCxDQUFDLE1BQU0sUUFBUSxPQUFPLFdBQVc7QUFDakcsVUFBTSxJQUFJLGlCQUFpQixnQkFBZ0IsTUFBTSxDQUFDO0FBQ2xELFdBQU8sRUFBRSxTQUFTLElBQUksRUFBRSxLQUFLLElBQUk7QUFDakMsV0FBTyxFQUFFLEtBQUssRUFBRSxLQUFLLEtBQUs7QUFDMUIsV0FBTyxFQUFFLEtBQUssTUFBTSxFQUFFLEtBQUssTUFBTTtBQUFBLEVBQ25DLENBQUM7QUFFRCxLQUFHLGlDQUFpQyxNQUFNO0FBQ3hDLFVBQU0sSUFBSSxpQkFBaUIsUUFBUSxJQUFJLEVBQUUsT0FBTyxHQUFHLFVBQVUsV0FBVyxDQUFDLENBQUM7QUFDMUUsV0FBTyxFQUFFLFNBQVMsT0FBTyxFQUFFLGNBQWMsRUFBRSxVQUFVLFdBQVcsQ0FBQztBQUFBLEVBQ25FLENBQUM7QUFFRCxLQUFHLG1FQUFtRSxNQUFNO0FBQzFFLFVBQU0sTUFBTSxFQUFFLEdBQUcsUUFBUSxJQUFJLEVBQUUsT0FBTyxFQUFFLENBQUMsR0FBRyxpQkFBaUIsRUFBRSxXQUFXLEVBQUUsRUFBRTtBQUM5RSxXQUFPLE9BQU8sTUFBTSxpQkFBaUIsR0FBRyxDQUFDLEVBQUUsSUFBSSxFQUFFLEtBQUssV0FBVyxjQUFjO0FBQy9FLFdBQU8sT0FBTyxNQUFNLGlCQUFpQixRQUFRLEtBQUssRUFBRSxPQUFPLEdBQUcsQ0FBQyxDQUFDLENBQUMsRUFBRSxJQUFJLEVBQUUsS0FBSyxXQUFXLGdCQUFnQjtBQUFBLEVBQzNHLENBQUM7QUFDSCxDQUFDO0FBRUQsU0FBUyxnREFBZ0QsTUFBTTtBQUM3RCxLQUFHLDZDQUE2QyxNQUFNO0FBQ3BELFdBQU8sbUJBQW1CLENBQUMsRUFBRSxRQUFRLE9BQU8sZ0JBQWdCLENBQUMsZUFBZSxlQUFlLGNBQWMsT0FBTyxDQUFDLENBQUM7QUFBQSxFQUNwSCxDQUFDO0FBRUQsS0FBRyw2Q0FBNkMsTUFBTTtBQUNwRCxVQUFNLElBQUkscUJBQXFCLE9BQU8sRUFBRSxPQUFPLEVBQUUsTUFBTSxFQUFFLENBQUM7QUFDMUQsV0FBTyxFQUFFLElBQUksRUFBRSxLQUFLLE9BQU87QUFDM0IsV0FBTyxFQUFFLEtBQUssRUFBRSxXQUFXLFVBQVU7QUFDckMsV0FBTyxxQkFBcUIsWUFBWSxFQUFFLE9BQU8sRUFBRSxPQUFPLE1BQU0sQ0FBQyxFQUFFLEtBQUssRUFBRSxjQUFjO0FBQUEsRUFDMUYsQ0FBQztBQUVELEtBQUcsaUVBQWlFLE1BQU07QUFDeEUsVUFBTSxNQUFNLE9BQU8sTUFBTSxxQkFBcUIsT0FBTyxDQUFDO0FBQ3RELFdBQU8sSUFBSSxJQUFJLEVBQUUsS0FBSyxXQUFXLGdCQUFnQjtBQUNqRCxXQUFPLElBQUksT0FBTyxFQUFFLFFBQVEsdUVBQXVFO0FBQUEsRUFDckcsQ0FBQztBQUNILENBQUM7IiwKICAibmFtZXMiOiBbXQp9Cg==
