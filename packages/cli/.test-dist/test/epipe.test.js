import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { CLI, tempDir } from "./helpers.js";
describe("meshwork piped into a reader that stops early", () => {
  it("topo hypercube:12 --json | head -c 10: exit 0, nothing on stderr", () => {
    const r = spawnSync(
      "bash",
      ["-c", `"${process.execPath}" "${CLI}" topo hypercube:12 --json | head -c 10; echo "status \${PIPESTATUS[0]}" >&2`],
      {
        cwd: tempDir(),
        encoding: "utf8",
        timeout: 6e4
      }
    );
    expect(r.stdout).toBe('{\n  "spec"');
    expect(r.stderr).toBe("status 0\n");
  }, 12e4);
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vdGVzdC9lcGlwZS50ZXN0LnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvKiogQSByZWFkZXIgdGhhdCBjbG9zZXMgdGhlIHBpcGUgZWFybHkgKGBtZXNod29yayAuLi4gfCBoZWFkYCkgZW5kcyB0aGUgQ0xJIHF1aWV0bHkgd2l0aCBzdGF0dXMgMCwgbm90IGFuIEVQSVBFIGNyYXNoLiAqL1xuaW1wb3J0IHsgc3Bhd25TeW5jIH0gZnJvbSAnbm9kZTpjaGlsZF9wcm9jZXNzJztcbmltcG9ydCB7IGRlc2NyaWJlLCBleHBlY3QsIGl0IH0gZnJvbSAndml0ZXN0JztcbmltcG9ydCB7IENMSSwgdGVtcERpciB9IGZyb20gJy4vaGVscGVycy5qcyc7XG5cbmRlc2NyaWJlKCdtZXNod29yayBwaXBlZCBpbnRvIGEgcmVhZGVyIHRoYXQgc3RvcHMgZWFybHknLCAoKSA9PiB7XG4gIGl0KCd0b3BvIGh5cGVyY3ViZToxMiAtLWpzb24gfCBoZWFkIC1jIDEwOiBleGl0IDAsIG5vdGhpbmcgb24gc3RkZXJyJywgKCkgPT4ge1xuICAgIC8vIDIuNiBNQiBvZiBKU09OOiBmYXIgbW9yZSB0aGFuIGEgcGlwZSBidWZmZXIsIHNvIHRoZSB3cml0ZXMgYWZ0ZXIgaGVhZCBleGl0cyBtZWV0IGEgY2xvc2VkIHBpcGUuXG4gICAgY29uc3QgciA9IHNwYXduU3luYyhcbiAgICAgICdiYXNoJyxcbiAgICAgIFsnLWMnLCBgXCIke3Byb2Nlc3MuZXhlY1BhdGh9XCIgXCIke0NMSX1cIiB0b3BvIGh5cGVyY3ViZToxMiAtLWpzb24gfCBoZWFkIC1jIDEwOyBlY2hvIFwic3RhdHVzIFxcJHtQSVBFU1RBVFVTWzBdfVwiID4mMmBdLFxuICAgICAge1xuICAgICAgICBjd2Q6IHRlbXBEaXIoKSxcbiAgICAgICAgZW5jb2Rpbmc6ICd1dGY4JyxcbiAgICAgICAgdGltZW91dDogNjBfMDAwLFxuICAgICAgfSxcbiAgICApO1xuICAgIGV4cGVjdChyLnN0ZG91dCkudG9CZSgne1xcbiAgXCJzcGVjXCInKTtcbiAgICBleHBlY3Qoci5zdGRlcnIpLnRvQmUoJ3N0YXR1cyAwXFxuJyk7XG4gIH0sIDEyMF8wMDApO1xufSk7XG4iXSwKICAibWFwcGluZ3MiOiAiQUFDQSxTQUFTLGlCQUFpQjtBQUMxQixTQUFTLFVBQVUsUUFBUSxVQUFVO0FBQ3JDLFNBQVMsS0FBSyxlQUFlO0FBRTdCLFNBQVMsaURBQWlELE1BQU07QUFDOUQsS0FBRyxvRUFBb0UsTUFBTTtBQUUzRSxVQUFNLElBQUk7QUFBQSxNQUNSO0FBQUEsTUFDQSxDQUFDLE1BQU0sSUFBSSxRQUFRLFFBQVEsTUFBTSxHQUFHLDhFQUE4RTtBQUFBLE1BQ2xIO0FBQUEsUUFDRSxLQUFLLFFBQVE7QUFBQSxRQUNiLFVBQVU7QUFBQSxRQUNWLFNBQVM7QUFBQSxNQUNYO0FBQUEsSUFDRjtBQUNBLFdBQU8sRUFBRSxNQUFNLEVBQUUsS0FBSyxhQUFhO0FBQ25DLFdBQU8sRUFBRSxNQUFNLEVBQUUsS0FBSyxZQUFZO0FBQUEsRUFDcEMsR0FBRyxJQUFPO0FBQ1osQ0FBQzsiLAogICJuYW1lcyI6IFtdCn0K
