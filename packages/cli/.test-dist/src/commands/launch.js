import { UsageError } from "@meshwork/harness";
import { launchHosts } from "@meshwork/hosts";
function positiveInt(flag, text, max) {
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > max)
    throw new UsageError(`${flag} must be an integer in [1, ${max}], got ${JSON.stringify(text)}`);
  return Number(text);
}
function registerLaunch(program, out) {
  program.command("launch").description(
    "start N local host processes of one job (MESHWORK_* variables, a local nats-server unless --nats), output prefixed by host"
  ).requiredOption("--hosts <n>", "number of host processes").option("--nats <url>", "NATS server of the job (default: start nats-server on a free loopback port)").option("--job <id>", "job id (default: a random one)").option("--kill-grace <ms>", "after a host fails, ms the others get after SIGTERM before SIGKILL", "3000").argument("<command...>", "the host program and its arguments, after --, e.g. -- node host.js").action(async (command, opts) => {
    const hosts = positiveInt("--hosts", opts.hosts, 65535);
    const killGraceMs = positiveInt("--kill-grace", opts.killGrace, 6e5);
    const [program_, ...args] = command;
    if (program_ === void 0) throw new UsageError("launch needs a command after --, e.g. meshwork launch --hosts 2 -- node host.js");
    const ac = new AbortController();
    const stop = () => ac.abort();
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
    try {
      const r = await launchHosts({
        hosts,
        command: program_,
        args,
        killGraceMs,
        signal: ac.signal,
        ...opts.nats === void 0 ? {} : { nats: opts.nats },
        ...opts.job === void 0 ? {} : { job: opts.job },
        onLine: (host, stream, line) => (stream === "stdout" ? out.stdout : out.stderr)(`[host ${host}] ${line}
`)
      });
      if (r.failed !== void 0)
        out.stderr(`meshwork: host ${r.failed} exited with code ${r.code}; the hosts still running were stopped
`);
      else if (r.aborted) out.stderr("meshwork: launch interrupted; every host was stopped\n");
      process.exitCode = r.code;
    } finally {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
    }
  });
}
export {
  registerLaunch
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL2NvbW1hbmRzL2xhdW5jaC50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLyoqXG4gKiBgbWVzaHdvcmsgbGF1bmNoIC0taG9zdHMgTiBbLS1uYXRzIFVSTF0gWy0tam9iIElEXSAtLSA8Y29tbWFuZC4uLj5gOiBOIGxvY2FsIGhvc3QgcHJvY2Vzc2VzIG9mXG4gKiBvbmUgam9iLCBlYWNoIHdpdGggTUVTSFdPUktfSE9TVCwgTUVTSFdPUktfSE9TVFMsIE1FU0hXT1JLX05BVFMgYW5kIE1FU0hXT1JLX0pPQiwgYW5kIGFcbiAqIG5hdHMtc2VydmVyIG9uIGEgZnJlZSBsb29wYmFjayBwb3J0IHVubGVzcyAtLW5hdHMgbmFtZXMgb25lLiBPdXRwdXQgaXMgcHJlZml4ZWQgd2l0aCB0aGUgaG9zdFxuICogaW5kZXg7IHRoZSBjb21tYW5kIGV4aXRzIHdpdGggdGhlIGZpcnN0IG5vbi16ZXJvIGV4aXQgY29kZSBvZiBhIGhvc3QgKHRoZSByZXN0IGFyZSBraWxsZWQpLlxuICovXG5cbmltcG9ydCB7IHR5cGUgT3V0cHV0LCBVc2FnZUVycm9yIH0gZnJvbSAnQG1lc2h3b3JrL2hhcm5lc3MnO1xuaW1wb3J0IHsgbGF1bmNoSG9zdHMgfSBmcm9tICdAbWVzaHdvcmsvaG9zdHMnO1xuaW1wb3J0IHR5cGUgeyBDb21tYW5kIH0gZnJvbSAnY29tbWFuZGVyJztcblxuaW50ZXJmYWNlIExhdW5jaENsaU9wdGlvbnMge1xuICByZWFkb25seSBob3N0czogc3RyaW5nO1xuICByZWFkb25seSBuYXRzPzogc3RyaW5nO1xuICByZWFkb25seSBqb2I/OiBzdHJpbmc7XG4gIHJlYWRvbmx5IGtpbGxHcmFjZTogc3RyaW5nO1xufVxuXG5mdW5jdGlvbiBwb3NpdGl2ZUludChmbGFnOiBzdHJpbmcsIHRleHQ6IHN0cmluZywgbWF4OiBudW1iZXIpOiBudW1iZXIge1xuICBpZiAoIS9eXFxkKyQvLnRlc3QodGV4dCkgfHwgTnVtYmVyKHRleHQpIDwgMSB8fCBOdW1iZXIodGV4dCkgPiBtYXgpXG4gICAgdGhyb3cgbmV3IFVzYWdlRXJyb3IoYCR7ZmxhZ30gbXVzdCBiZSBhbiBpbnRlZ2VyIGluIFsxLCAke21heH1dLCBnb3QgJHtKU09OLnN0cmluZ2lmeSh0ZXh0KX1gKTtcbiAgcmV0dXJuIE51bWJlcih0ZXh0KTtcbn1cblxuZXhwb3J0IGZ1bmN0aW9uIHJlZ2lzdGVyTGF1bmNoKHByb2dyYW06IENvbW1hbmQsIG91dDogT3V0cHV0KTogdm9pZCB7XG4gIHByb2dyYW1cbiAgICAuY29tbWFuZCgnbGF1bmNoJylcbiAgICAuZGVzY3JpcHRpb24oXG4gICAgICAnc3RhcnQgTiBsb2NhbCBob3N0IHByb2Nlc3NlcyBvZiBvbmUgam9iIChNRVNIV09SS18qIHZhcmlhYmxlcywgYSBsb2NhbCBuYXRzLXNlcnZlciB1bmxlc3MgLS1uYXRzKSwgb3V0cHV0IHByZWZpeGVkIGJ5IGhvc3QnLFxuICAgIClcbiAgICAucmVxdWlyZWRPcHRpb24oJy0taG9zdHMgPG4+JywgJ251bWJlciBvZiBob3N0IHByb2Nlc3NlcycpXG4gICAgLm9wdGlvbignLS1uYXRzIDx1cmw+JywgJ05BVFMgc2VydmVyIG9mIHRoZSBqb2IgKGRlZmF1bHQ6IHN0YXJ0IG5hdHMtc2VydmVyIG9uIGEgZnJlZSBsb29wYmFjayBwb3J0KScpXG4gICAgLm9wdGlvbignLS1qb2IgPGlkPicsICdqb2IgaWQgKGRlZmF1bHQ6IGEgcmFuZG9tIG9uZSknKVxuICAgIC5vcHRpb24oJy0ta2lsbC1ncmFjZSA8bXM+JywgJ2FmdGVyIGEgaG9zdCBmYWlscywgbXMgdGhlIG90aGVycyBnZXQgYWZ0ZXIgU0lHVEVSTSBiZWZvcmUgU0lHS0lMTCcsICczMDAwJylcbiAgICAuYXJndW1lbnQoJzxjb21tYW5kLi4uPicsICd0aGUgaG9zdCBwcm9ncmFtIGFuZCBpdHMgYXJndW1lbnRzLCBhZnRlciAtLSwgZS5nLiAtLSBub2RlIGhvc3QuanMnKVxuICAgIC5hY3Rpb24oYXN5bmMgKGNvbW1hbmQ6IHN0cmluZ1tdLCBvcHRzOiBMYXVuY2hDbGlPcHRpb25zKSA9PiB7XG4gICAgICBjb25zdCBob3N0cyA9IHBvc2l0aXZlSW50KCctLWhvc3RzJywgb3B0cy5ob3N0cywgNjVfNTM1KTtcbiAgICAgIGNvbnN0IGtpbGxHcmFjZU1zID0gcG9zaXRpdmVJbnQoJy0ta2lsbC1ncmFjZScsIG9wdHMua2lsbEdyYWNlLCA2MDBfMDAwKTtcbiAgICAgIGNvbnN0IFtwcm9ncmFtXywgLi4uYXJnc10gPSBjb21tYW5kO1xuICAgICAgaWYgKHByb2dyYW1fID09PSB1bmRlZmluZWQpIHRocm93IG5ldyBVc2FnZUVycm9yKCdsYXVuY2ggbmVlZHMgYSBjb21tYW5kIGFmdGVyIC0tLCBlLmcuIG1lc2h3b3JrIGxhdW5jaCAtLWhvc3RzIDIgLS0gbm9kZSBob3N0LmpzJyk7XG4gICAgICBjb25zdCBhYyA9IG5ldyBBYm9ydENvbnRyb2xsZXIoKTtcbiAgICAgIGNvbnN0IHN0b3AgPSAoKSA9PiBhYy5hYm9ydCgpO1xuICAgICAgcHJvY2Vzcy5vbmNlKCdTSUdJTlQnLCBzdG9wKTtcbiAgICAgIHByb2Nlc3Mub25jZSgnU0lHVEVSTScsIHN0b3ApO1xuICAgICAgdHJ5IHtcbiAgICAgICAgY29uc3QgciA9IGF3YWl0IGxhdW5jaEhvc3RzKHtcbiAgICAgICAgICBob3N0cyxcbiAgICAgICAgICBjb21tYW5kOiBwcm9ncmFtXyxcbiAgICAgICAgICBhcmdzLFxuICAgICAgICAgIGtpbGxHcmFjZU1zLFxuICAgICAgICAgIHNpZ25hbDogYWMuc2lnbmFsLFxuICAgICAgICAgIC4uLihvcHRzLm5hdHMgPT09IHVuZGVmaW5lZCA/IHt9IDogeyBuYXRzOiBvcHRzLm5hdHMgfSksXG4gICAgICAgICAgLi4uKG9wdHMuam9iID09PSB1bmRlZmluZWQgPyB7fSA6IHsgam9iOiBvcHRzLmpvYiB9KSxcbiAgICAgICAgICBvbkxpbmU6IChob3N0LCBzdHJlYW0sIGxpbmUpID0+IChzdHJlYW0gPT09ICdzdGRvdXQnID8gb3V0LnN0ZG91dCA6IG91dC5zdGRlcnIpKGBbaG9zdCAke2hvc3R9XSAke2xpbmV9XFxuYCksXG4gICAgICAgIH0pO1xuICAgICAgICBpZiAoci5mYWlsZWQgIT09IHVuZGVmaW5lZClcbiAgICAgICAgICBvdXQuc3RkZXJyKGBtZXNod29yazogaG9zdCAke3IuZmFpbGVkfSBleGl0ZWQgd2l0aCBjb2RlICR7ci5jb2RlfTsgdGhlIGhvc3RzIHN0aWxsIHJ1bm5pbmcgd2VyZSBzdG9wcGVkXFxuYCk7XG4gICAgICAgIGVsc2UgaWYgKHIuYWJvcnRlZCkgb3V0LnN0ZGVycignbWVzaHdvcms6IGxhdW5jaCBpbnRlcnJ1cHRlZDsgZXZlcnkgaG9zdCB3YXMgc3RvcHBlZFxcbicpO1xuICAgICAgICBwcm9jZXNzLmV4aXRDb2RlID0gci5jb2RlO1xuICAgICAgfSBmaW5hbGx5IHtcbiAgICAgICAgcHJvY2Vzcy5vZmYoJ1NJR0lOVCcsIHN0b3ApO1xuICAgICAgICBwcm9jZXNzLm9mZignU0lHVEVSTScsIHN0b3ApO1xuICAgICAgfVxuICAgIH0pO1xufVxuIl0sCiAgIm1hcHBpbmdzIjogIkFBT0EsU0FBc0Isa0JBQWtCO0FBQ3hDLFNBQVMsbUJBQW1CO0FBVTVCLFNBQVMsWUFBWSxNQUFjLE1BQWMsS0FBcUI7QUFDcEUsTUFBSSxDQUFDLFFBQVEsS0FBSyxJQUFJLEtBQUssT0FBTyxJQUFJLElBQUksS0FBSyxPQUFPLElBQUksSUFBSTtBQUM1RCxVQUFNLElBQUksV0FBVyxHQUFHLElBQUksOEJBQThCLEdBQUcsVUFBVSxLQUFLLFVBQVUsSUFBSSxDQUFDLEVBQUU7QUFDL0YsU0FBTyxPQUFPLElBQUk7QUFDcEI7QUFFTyxTQUFTLGVBQWUsU0FBa0IsS0FBbUI7QUFDbEUsVUFDRyxRQUFRLFFBQVEsRUFDaEI7QUFBQSxJQUNDO0FBQUEsRUFDRixFQUNDLGVBQWUsZUFBZSwwQkFBMEIsRUFDeEQsT0FBTyxnQkFBZ0IsNkVBQTZFLEVBQ3BHLE9BQU8sY0FBYyxnQ0FBZ0MsRUFDckQsT0FBTyxxQkFBcUIsc0VBQXNFLE1BQU0sRUFDeEcsU0FBUyxnQkFBZ0Isb0VBQW9FLEVBQzdGLE9BQU8sT0FBTyxTQUFtQixTQUEyQjtBQUMzRCxVQUFNLFFBQVEsWUFBWSxXQUFXLEtBQUssT0FBTyxLQUFNO0FBQ3ZELFVBQU0sY0FBYyxZQUFZLGdCQUFnQixLQUFLLFdBQVcsR0FBTztBQUN2RSxVQUFNLENBQUMsVUFBVSxHQUFHLElBQUksSUFBSTtBQUM1QixRQUFJLGFBQWEsT0FBVyxPQUFNLElBQUksV0FBVyxpRkFBaUY7QUFDbEksVUFBTSxLQUFLLElBQUksZ0JBQWdCO0FBQy9CLFVBQU0sT0FBTyxNQUFNLEdBQUcsTUFBTTtBQUM1QixZQUFRLEtBQUssVUFBVSxJQUFJO0FBQzNCLFlBQVEsS0FBSyxXQUFXLElBQUk7QUFDNUIsUUFBSTtBQUNGLFlBQU0sSUFBSSxNQUFNLFlBQVk7QUFBQSxRQUMxQjtBQUFBLFFBQ0EsU0FBUztBQUFBLFFBQ1Q7QUFBQSxRQUNBO0FBQUEsUUFDQSxRQUFRLEdBQUc7QUFBQSxRQUNYLEdBQUksS0FBSyxTQUFTLFNBQVksQ0FBQyxJQUFJLEVBQUUsTUFBTSxLQUFLLEtBQUs7QUFBQSxRQUNyRCxHQUFJLEtBQUssUUFBUSxTQUFZLENBQUMsSUFBSSxFQUFFLEtBQUssS0FBSyxJQUFJO0FBQUEsUUFDbEQsUUFBUSxDQUFDLE1BQU0sUUFBUSxVQUFVLFdBQVcsV0FBVyxJQUFJLFNBQVMsSUFBSSxRQUFRLFNBQVMsSUFBSSxLQUFLLElBQUk7QUFBQSxDQUFJO0FBQUEsTUFDNUcsQ0FBQztBQUNELFVBQUksRUFBRSxXQUFXO0FBQ2YsWUFBSSxPQUFPLGtCQUFrQixFQUFFLE1BQU0scUJBQXFCLEVBQUUsSUFBSTtBQUFBLENBQTBDO0FBQUEsZUFDbkcsRUFBRSxRQUFTLEtBQUksT0FBTyx3REFBd0Q7QUFDdkYsY0FBUSxXQUFXLEVBQUU7QUFBQSxJQUN2QixVQUFFO0FBQ0EsY0FBUSxJQUFJLFVBQVUsSUFBSTtBQUMxQixjQUFRLElBQUksV0FBVyxJQUFJO0FBQUEsSUFDN0I7QUFBQSxFQUNGLENBQUM7QUFDTDsiLAogICJuYW1lcyI6IFtdCn0K
