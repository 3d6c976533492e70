import { defineProgram } from "@meshwork/runtime";
var grid_gather_default = defineProgram(
  async (ctx, o) => {
    const grid = await ctx.grid({ shape: [o.n, o.n], halo: 1, storage: o.storage });
    const original = new Float64Array(o.n * o.n).map((_, i) => i);
    let gathers = 0;
    let corrupted = 0;
    for (let r = 0; r < o.reps; r++) {
      grid.load(original);
      const g = grid.gather(0);
      if (g === void 0) {
        const [lo, hi] = [grid.tile.lo, grid.tile.hi];
        for (let i = lo[0]; i < hi[0]; i++)
          for (let j = lo[1]; j < hi[1]; j++) grid.set([i, j], -1);
      } else {
        gathers++;
        for (let i = 0; i < original.length; i++) {
          if (g[i] !== original[i]) {
            corrupted++;
            break;
          }
        }
      }
      ctx.comm.barrier();
    }
    return { gathers, corrupted };
  }
);
export {
  grid_gather_default as default
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vdGVzdC9wcm9ncmFtcy9ncmlkLWdhdGhlci50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLyoqXG4gKiBnYXRoZXIoMCkgaXMgYSBzbmFwc2hvdDogcmFua3MgdGhhdCB3cml0ZSB0byB0aGVpciB0aWxlcyBhcyBzb29uIGFzIGdhdGhlciByZXR1cm5zIG11c3Qgbm90XG4gKiBjaGFuZ2Ugd2hhdCB0aGUgcm9vdCBnb3QgKHNoYXJlZCBzdG9yYWdlIHBhY2tzIGZyb20gdGhlIGJ1ZmZlciBldmVyeSByYW5rIHdyaXRlcyB0bykuXG4gKi9cbmltcG9ydCB7IGRlZmluZVByb2dyYW0sIHR5cGUgU3RvcmFnZSB9IGZyb20gJ0BtZXNod29yay9ydW50aW1lJztcblxuZXhwb3J0IGRlZmF1bHQgZGVmaW5lUHJvZ3JhbShcbiAgYXN5bmMgKGN0eCwgbzogeyBuOiBudW1iZXI7IHJlcHM6IG51bWJlcjsgc3RvcmFnZTogU3RvcmFnZSB9KTogUHJvbWlzZTx7IGdhdGhlcnM6IG51bWJlcjsgY29ycnVwdGVkOiBudW1iZXIgfT4gPT4ge1xuICAgIGNvbnN0IGdyaWQgPSBhd2FpdCBjdHguZ3JpZCh7IHNoYXBlOiBbby5uLCBvLm5dLCBoYWxvOiAxLCBzdG9yYWdlOiBvLnN0b3JhZ2UgfSk7XG4gICAgY29uc3Qgb3JpZ2luYWwgPSBuZXcgRmxvYXQ2NEFycmF5KG8ubiAqIG8ubikubWFwKChfLCBpKSA9PiBpKTtcbiAgICBsZXQgZ2F0aGVycyA9IDA7XG4gICAgbGV0IGNvcnJ1cHRlZCA9IDA7XG4gICAgZm9yIChsZXQgciA9IDA7IHIgPCBvLnJlcHM7IHIrKykge1xuICAgICAgZ3JpZC5sb2FkKG9yaWdpbmFsKTtcbiAgICAgIGNvbnN0IGcgPSBncmlkLmdhdGhlcigwKTtcbiAgICAgIGlmIChnID09PSB1bmRlZmluZWQpIHtcbiAgICAgICAgLy8gT3ZlcndyaXRlIHRoZSB0aWxlIHJpZ2h0IGF3YXksIHdoaWxlIHRoZSByb290IG1heSBzdGlsbCBiZSBjb3B5aW5nLlxuICAgICAgICBjb25zdCBbbG8sIGhpXSA9IFtncmlkLnRpbGUubG8sIGdyaWQudGlsZS5oaV0gYXMgW251bWJlcltdLCBudW1iZXJbXV07XG4gICAgICAgIGZvciAobGV0IGkgPSBsb1swXSBhcyBudW1iZXI7IGkgPCAoaGlbMF0gYXMgbnVtYmVyKTsgaSsrKVxuICAgICAgICAgIGZvciAobGV0IGogPSBsb1sxXSBhcyBudW1iZXI7IGogPCAoaGlbMV0gYXMgbnVtYmVyKTsgaisrKSBncmlkLnNldChbaSwgal0sIC0xKTtcbiAgICAgIH0gZWxzZSB7XG4gICAgICAgIGdhdGhlcnMrKztcbiAgICAgICAgZm9yIChsZXQgaSA9IDA7IGkgPCBvcmlnaW5hbC5sZW5ndGg7IGkrKykge1xuICAgICAgICAgIGlmIChnW2ldICE9PSBvcmlnaW5hbFtpXSkge1xuICAgICAgICAgICAgY29ycnVwdGVkKys7XG4gICAgICAgICAgICBicmVhaztcbiAgICAgICAgICB9XG4gICAgICAgIH1cbiAgICAgIH1cbiAgICAgIGN0eC5jb21tLmJhcnJpZXIoKTtcbiAgICB9XG4gICAgcmV0dXJuIHsgZ2F0aGVycywgY29ycnVwdGVkIH07XG4gIH0sXG4pO1xuIl0sCiAgIm1hcHBpbmdzIjogIkFBSUEsU0FBUyxxQkFBbUM7QUFFNUMsSUFBTyxzQkFBUTtBQUFBLEVBQ2IsT0FBTyxLQUFLLE1BQXNHO0FBQ2hILFVBQU0sT0FBTyxNQUFNLElBQUksS0FBSyxFQUFFLE9BQU8sQ0FBQyxFQUFFLEdBQUcsRUFBRSxDQUFDLEdBQUcsTUFBTSxHQUFHLFNBQVMsRUFBRSxRQUFRLENBQUM7QUFDOUUsVUFBTSxXQUFXLElBQUksYUFBYSxFQUFFLElBQUksRUFBRSxDQUFDLEVBQUUsSUFBSSxDQUFDLEdBQUcsTUFBTSxDQUFDO0FBQzVELFFBQUksVUFBVTtBQUNkLFFBQUksWUFBWTtBQUNoQixhQUFTLElBQUksR0FBRyxJQUFJLEVBQUUsTUFBTSxLQUFLO0FBQy9CLFdBQUssS0FBSyxRQUFRO0FBQ2xCLFlBQU0sSUFBSSxLQUFLLE9BQU8sQ0FBQztBQUN2QixVQUFJLE1BQU0sUUFBVztBQUVuQixjQUFNLENBQUMsSUFBSSxFQUFFLElBQUksQ0FBQyxLQUFLLEtBQUssSUFBSSxLQUFLLEtBQUssRUFBRTtBQUM1QyxpQkFBUyxJQUFJLEdBQUcsQ0FBQyxHQUFhLElBQUssR0FBRyxDQUFDLEdBQWM7QUFDbkQsbUJBQVMsSUFBSSxHQUFHLENBQUMsR0FBYSxJQUFLLEdBQUcsQ0FBQyxHQUFjLElBQUssTUFBSyxJQUFJLENBQUMsR0FBRyxDQUFDLEdBQUcsRUFBRTtBQUFBLE1BQ2pGLE9BQU87QUFDTDtBQUNBLGlCQUFTLElBQUksR0FBRyxJQUFJLFNBQVMsUUFBUSxLQUFLO0FBQ3hDLGNBQUksRUFBRSxDQUFDLE1BQU0sU0FBUyxDQUFDLEdBQUc7QUFDeEI7QUFDQTtBQUFBLFVBQ0Y7QUFBQSxRQUNGO0FBQUEsTUFDRjtBQUNBLFVBQUksS0FBSyxRQUFRO0FBQUEsSUFDbkI7QUFDQSxXQUFPLEVBQUUsU0FBUyxVQUFVO0FBQUEsRUFDOUI7QUFDRjsiLAogICJuYW1lcyI6IFtdCn0K
