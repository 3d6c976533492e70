import { checkInt, invalidDecomposition } from "../errors.js";
import { agreeOnCuts } from "./agreement.js";
import { blockCuts, checkCuts } from "./decomposition.js";
class RangeDomain {
  constructor(comm, rank, parts, options) {
    this.comm = comm;
    this.rank = rank;
    this.n = checkInt("range n", options.n, 0);
    this.parts = checkInt("range parts", parts, 1);
    this.minPart = checkInt("range minPart", options.minPart ?? 0, 0);
    if (this.minPart * this.parts > this.n) {
      throw invalidDecomposition(
        "range n",
        `at least ${this.minPart * this.parts} (${this.parts} parts of at least ${this.minPart})`,
        this.n
      );
    }
    this.cuts = options.cuts === void 0 ? blockCuts(this.n, this.parts) : this.check(options.cuts);
  }
  comm;
  rank;
  n;
  parts;
  minPart;
  cuts;
  remaps = 0;
  check(cuts) {
    const min = this.minPart;
    if (min === 0) {
      if (!Array.isArray(cuts) || cuts.length !== this.parts + 1 || cuts[0] !== 0 || cuts[this.parts] !== this.n) {
        throw invalidDecomposition("range cuts", `${this.parts + 1} non-decreasing bounds from 0 to ${this.n}`, cuts);
      }
      for (let p = 0; p < this.parts; p++) {
        const lo = cuts[p];
        const hi = cuts[p + 1];
        if (!Number.isInteger(lo) || !Number.isInteger(hi) || hi < lo) {
          throw invalidDecomposition("range cuts", `${this.parts + 1} non-decreasing integer bounds from 0 to ${this.n}`, cuts);
        }
      }
      return cuts.slice();
    }
    return checkCuts([this.n], [this.parts], [cuts], [min])[0];
  }
  /** [lo, hi) of part `p` (default: this rank's). */
  rangeOf(p = this.rank) {
    return [this.cuts[p], this.cuts[p + 1]];
  }
  get lo() {
    return this.cuts[this.rank];
  }
  get hi() {
    return this.cuts[this.rank + 1];
  }
  /** Part that owns index `i`. */
  partOf(i) {
    let lo = 0;
    let hi = this.parts - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if (this.cuts[mid] <= i) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
  /** Collective when the domain has collectives: adopt new bounds (checked identical on every rank). */
  remap(cuts, options = {}) {
    const [next] = options.agreed === true ? [this.check(cuts)] : agreeOnCuts(this.comm, "range remap cuts", () => [this.check(cuts)]);
    this.cuts = next;
    this.remaps++;
  }
}
export {
  RangeDomain
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL21lc2gvcmFuZ2UudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbIi8qKlxuICogQSAxLUQgcmFuZ2UgZG9tYWluIFswLCBuKSBjdXQgaW50byBjb250aWd1b3VzIHBhcnRzLCBvbmUgcGVyIHJhbmsgKGxvb3BzLCB0aGUgcHJpbWUgc2lldmUpLlxuICogUmFuZ2VzIGNhcnJ5IG5vIGRhdGE6IGEgcmVtYXAgb25seSBtb3ZlcyBib3VuZHMsIGFuZCBldmVyeSByYW5rIGtlZXBzIHRoZSBzYW1lIGN1dHMuXG4gKi9cbmltcG9ydCB0eXBlIHsgQ29sbGVjdGl2ZXMgfSBmcm9tICcuLi9jb21tL2NvbGxlY3RpdmVzLmpzJztcbmltcG9ydCB7IGNoZWNrSW50LCBpbnZhbGlkRGVjb21wb3NpdGlvbiB9IGZyb20gJy4uL2Vycm9ycy5qcyc7XG5pbXBvcnQgeyBhZ3JlZU9uQ3V0cyB9IGZyb20gJy4vYWdyZWVtZW50LmpzJztcbmltcG9ydCB7IGJsb2NrQ3V0cywgY2hlY2tDdXRzIH0gZnJvbSAnLi9kZWNvbXBvc2l0aW9uLmpzJztcblxuZXhwb3J0IGludGVyZmFjZSBSYW5nZU9wdGlvbnMge1xuICAvKiogTnVtYmVyIG9mIGluZGljZXMuICovXG4gIHJlYWRvbmx5IG46IG51bWJlcjtcbiAgLyoqIEluaXRpYWwgYm91bmRzIChwYXJ0cyArIDEgdmFsdWVzIGZyb20gMCB0byBuKTsgZGVmYXVsdDogYmxvY2sgc3BsaXQuICovXG4gIHJlYWRvbmx5IGN1dHM/OiByZWFkb25seSBudW1iZXJbXTtcbiAgLyoqIFNtYWxsZXN0IHBhcnQgKGRlZmF1bHQgMDogYSBwYXJ0IG1heSBiZSBlbXB0eSkuICovXG4gIHJlYWRvbmx5IG1pblBhcnQ/OiBudW1iZXI7XG59XG5cbmV4cG9ydCBjbGFzcyBSYW5nZURvbWFpbiB7XG4gIHJlYWRvbmx5IG46IG51bWJlcjtcbiAgcmVhZG9ubHkgcGFydHM6IG51bWJlcjtcbiAgcmVhZG9ubHkgbWluUGFydDogbnVtYmVyO1xuICBjdXRzOiBudW1iZXJbXTtcbiAgcmVtYXBzID0gMDtcblxuICBjb25zdHJ1Y3RvcihcbiAgICBwcml2YXRlIHJlYWRvbmx5IGNvbW06IENvbGxlY3RpdmVzIHwgdW5kZWZpbmVkLFxuICAgIHJlYWRvbmx5IHJhbms6IG51bWJlcixcbiAgICBwYXJ0czogbnVtYmVyLFxuICAgIG9wdGlvbnM6IFJhbmdlT3B0aW9ucyxcbiAgKSB7XG4gICAgdGhpcy5uID0gY2hlY2tJbnQoJ3JhbmdlIG4nLCBvcHRpb25zLm4sIDApO1xuICAgIHRoaXMucGFydHMgPSBjaGVja0ludCgncmFuZ2UgcGFydHMnLCBwYXJ0cywgMSk7XG4gICAgdGhpcy5taW5QYXJ0ID0gY2hlY2tJbnQoJ3JhbmdlIG1pblBhcnQnLCBvcHRpb25zLm1pblBhcnQgPz8gMCwgMCk7XG4gICAgaWYgKHRoaXMubWluUGFydCAqIHRoaXMucGFydHMgPiB0aGlzLm4pIHtcbiAgICAgIHRocm93IGludmFsaWREZWNvbXBvc2l0aW9uKFxuICAgICAgICAncmFuZ2UgbicsXG4gICAgICAgIGBhdCBsZWFzdCAke3RoaXMubWluUGFydCAqIHRoaXMucGFydHN9ICgke3RoaXMucGFydHN9IHBhcnRzIG9mIGF0IGxlYXN0ICR7dGhpcy5taW5QYXJ0fSlgLFxuICAgICAgICB0aGlzLm4sXG4gICAgICApO1xuICAgIH1cbiAgICB0aGlzLmN1dHMgPSBvcHRpb25zLmN1dHMgPT09IHVuZGVmaW5lZCA/IGJsb2NrQ3V0cyh0aGlzLm4sIHRoaXMucGFydHMpIDogdGhpcy5jaGVjayhvcHRpb25zLmN1dHMpO1xuICB9XG5cbiAgcHJpdmF0ZSBjaGVjayhjdXRzOiByZWFkb25seSBudW1iZXJbXSk6IG51bWJlcltdIHtcbiAgICBjb25zdCBtaW4gPSB0aGlzLm1pblBhcnQ7XG4gICAgaWYgKG1pbiA9PT0gMCkge1xuICAgICAgLy8gY2hlY2tDdXRzIGRlbWFuZHMgcGFydHMgPj0gMTsgcmFuZ2VzIGFsbG93IGVtcHR5IHBhcnRzLlxuICAgICAgaWYgKCFBcnJheS5pc0FycmF5KGN1dHMpIHx8IGN1dHMubGVuZ3RoICE9PSB0aGlzLnBhcnRzICsgMSB8fCBjdXRzWzBdICE9PSAwIHx8IGN1dHNbdGhpcy5wYXJ0c10gIT09IHRoaXMubikge1xuICAgICAgICB0aHJvdyBpbnZhbGlkRGVjb21wb3NpdGlvbigncmFuZ2UgY3V0cycsIGAke3RoaXMucGFydHMgKyAxfSBub24tZGVjcmVhc2luZyBib3VuZHMgZnJvbSAwIHRvICR7dGhpcy5ufWAsIGN1dHMpO1xuICAgICAgfVxuICAgICAgZm9yIChsZXQgcCA9IDA7IHAgPCB0aGlzLnBhcnRzOyBwKyspIHtcbiAgICAgICAgY29uc3QgbG8gPSBjdXRzW3BdIGFzIG51bWJlcjtcbiAgICAgICAgY29uc3QgaGkgPSBjdXRzW3AgKyAxXSBhcyBudW1iZXI7XG4gICAgICAgIGlmICghTnVtYmVyLmlzSW50ZWdlcihsbykgfHwgIU51bWJlci5pc0ludGVnZXIoaGkpIHx8IGhpIDwgbG8pIHtcbiAgICAgICAgICB0aHJvdyBpbnZhbGlkRGVjb21wb3NpdGlvbigncmFuZ2UgY3V0cycsIGAke3RoaXMucGFydHMgKyAxfSBub24tZGVjcmVhc2luZyBpbnRlZ2VyIGJvdW5kcyBmcm9tIDAgdG8gJHt0aGlzLm59YCwgY3V0cyk7XG4gICAgICAgIH1cbiAgICAgIH1cbiAgICAgIHJldHVybiBjdXRzLnNsaWNlKCk7XG4gICAgfVxuICAgIHJldHVybiBjaGVja0N1dHMoW3RoaXMubl0sIFt0aGlzLnBhcnRzXSwgW2N1dHNdLCBbbWluXSlbMF0gYXMgbnVtYmVyW107XG4gIH1cblxuICAvKiogW2xvLCBoaSkgb2YgcGFydCBgcGAgKGRlZmF1bHQ6IHRoaXMgcmFuaydzKS4gKi9cbiAgcmFuZ2VPZihwID0gdGhpcy5yYW5rKTogcmVhZG9ubHkgW251bWJlciwgbnVtYmVyXSB7XG4gICAgcmV0dXJuIFt0aGlzLmN1dHNbcF0gYXMgbnVtYmVyLCB0aGlzLmN1dHNbcCArIDFdIGFzIG51bWJlcl07XG4gIH1cblxuICBnZXQgbG8oKTogbnVtYmVyIHtcbiAgICByZXR1cm4gdGhpcy5jdXRzW3RoaXMucmFua10gYXMgbnVtYmVyO1xuICB9XG5cbiAgZ2V0IGhpKCk6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMuY3V0c1t0aGlzLnJhbmsgKyAxXSBhcyBudW1iZXI7XG4gIH1cblxuICAvKiogUGFydCB0aGF0IG93bnMgaW5kZXggYGlgLiAqL1xuICBwYXJ0T2YoaTogbnVtYmVyKTogbnVtYmVyIHtcbiAgICBsZXQgbG8gPSAwO1xuICAgIGxldCBoaSA9IHRoaXMucGFydHMgLSAxO1xuICAgIHdoaWxlIChsbyA8IGhpKSB7XG4gICAgICBjb25zdCBtaWQgPSAobG8gKyBoaSArIDEpID4+IDE7XG4gICAgICBpZiAoKHRoaXMuY3V0c1ttaWRdIGFzIG51bWJlcikgPD0gaSkgbG8gPSBtaWQ7XG4gICAgICBlbHNlIGhpID0gbWlkIC0gMTtcbiAgICB9XG4gICAgcmV0dXJuIGxvO1xuICB9XG5cbiAgLyoqIENvbGxlY3RpdmUgd2hlbiB0aGUgZG9tYWluIGhhcyBjb2xsZWN0aXZlczogYWRvcHQgbmV3IGJvdW5kcyAoY2hlY2tlZCBpZGVudGljYWwgb24gZXZlcnkgcmFuaykuICovXG4gIHJlbWFwKGN1dHM6IHJlYWRvbmx5IG51bWJlcltdLCBvcHRpb25zOiB7IHJlYWRvbmx5IGFncmVlZD86IGJvb2xlYW4gfSA9IHt9KTogdm9pZCB7XG4gICAgLy8gRXZlcnkgcmFuayB0YWtlcyBwYXJ0IGluIHRoZSBhZ3JlZW1lbnQgZXZlbiB3aGVuIGl0cyBib3VuZHMgYXJlIGludmFsaWQgKGNvbGxlY3RpdmUgZXJyb3IpLlxuICAgIC8vIGBhZ3JlZWRgOiBldmVyeSByYW5rIGNvbXB1dGVkIHRoZXNlIHZlcnkgY3V0cyBmcm9tIHRoZSBzYW1lIGRhdGE7IG5vIGFncmVlbWVudCByb3VuZC5cbiAgICBjb25zdCBbbmV4dF0gPVxuICAgICAgb3B0aW9ucy5hZ3JlZWQgPT09IHRydWUgPyBbdGhpcy5jaGVjayhjdXRzKV0gOiBhZ3JlZU9uQ3V0cyh0aGlzLmNvbW0sICdyYW5nZSByZW1hcCBjdXRzJywgKCkgPT4gW3RoaXMuY2hlY2soY3V0cyldIGFzIGNvbnN0KTtcbiAgICB0aGlzLmN1dHMgPSBuZXh0O1xuICAgIHRoaXMucmVtYXBzKys7XG4gIH1cbn1cbiJdLAogICJtYXBwaW5ncyI6ICJBQUtBLFNBQVMsVUFBVSw0QkFBNEI7QUFDL0MsU0FBUyxtQkFBbUI7QUFDNUIsU0FBUyxXQUFXLGlCQUFpQjtBQVc5QixNQUFNLFlBQVk7QUFBQSxFQU92QixZQUNtQixNQUNSLE1BQ1QsT0FDQSxTQUNBO0FBSmlCO0FBQ1I7QUFJVCxTQUFLLElBQUksU0FBUyxXQUFXLFFBQVEsR0FBRyxDQUFDO0FBQ3pDLFNBQUssUUFBUSxTQUFTLGVBQWUsT0FBTyxDQUFDO0FBQzdDLFNBQUssVUFBVSxTQUFTLGlCQUFpQixRQUFRLFdBQVcsR0FBRyxDQUFDO0FBQ2hFLFFBQUksS0FBSyxVQUFVLEtBQUssUUFBUSxLQUFLLEdBQUc7QUFDdEMsWUFBTTtBQUFBLFFBQ0o7QUFBQSxRQUNBLFlBQVksS0FBSyxVQUFVLEtBQUssS0FBSyxLQUFLLEtBQUssS0FBSyxzQkFBc0IsS0FBSyxPQUFPO0FBQUEsUUFDdEYsS0FBSztBQUFBLE1BQ1A7QUFBQSxJQUNGO0FBQ0EsU0FBSyxPQUFPLFFBQVEsU0FBUyxTQUFZLFVBQVUsS0FBSyxHQUFHLEtBQUssS0FBSyxJQUFJLEtBQUssTUFBTSxRQUFRLElBQUk7QUFBQSxFQUNsRztBQUFBLEVBaEJtQjtBQUFBLEVBQ1I7QUFBQSxFQVJGO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNUO0FBQUEsRUFDQSxTQUFTO0FBQUEsRUFxQkQsTUFBTSxNQUFtQztBQUMvQyxVQUFNLE1BQU0sS0FBSztBQUNqQixRQUFJLFFBQVEsR0FBRztBQUViLFVBQUksQ0FBQyxNQUFNLFFBQVEsSUFBSSxLQUFLLEtBQUssV0FBVyxLQUFLLFFBQVEsS0FBSyxLQUFLLENBQUMsTUFBTSxLQUFLLEtBQUssS0FBSyxLQUFLLE1BQU0sS0FBSyxHQUFHO0FBQzFHLGNBQU0scUJBQXFCLGNBQWMsR0FBRyxLQUFLLFFBQVEsQ0FBQyxvQ0FBb0MsS0FBSyxDQUFDLElBQUksSUFBSTtBQUFBLE1BQzlHO0FBQ0EsZUFBUyxJQUFJLEdBQUcsSUFBSSxLQUFLLE9BQU8sS0FBSztBQUNuQyxjQUFNLEtBQUssS0FBSyxDQUFDO0FBQ2pCLGNBQU0sS0FBSyxLQUFLLElBQUksQ0FBQztBQUNyQixZQUFJLENBQUMsT0FBTyxVQUFVLEVBQUUsS0FBSyxDQUFDLE9BQU8sVUFBVSxFQUFFLEtBQUssS0FBSyxJQUFJO0FBQzdELGdCQUFNLHFCQUFxQixjQUFjLEdBQUcsS0FBSyxRQUFRLENBQUMsNENBQTRDLEtBQUssQ0FBQyxJQUFJLElBQUk7QUFBQSxRQUN0SDtBQUFBLE1BQ0Y7QUFDQSxhQUFPLEtBQUssTUFBTTtBQUFBLElBQ3BCO0FBQ0EsV0FBTyxVQUFVLENBQUMsS0FBSyxDQUFDLEdBQUcsQ0FBQyxLQUFLLEtBQUssR0FBRyxDQUFDLElBQUksR0FBRyxDQUFDLEdBQUcsQ0FBQyxFQUFFLENBQUM7QUFBQSxFQUMzRDtBQUFBO0FBQUEsRUFHQSxRQUFRLElBQUksS0FBSyxNQUFpQztBQUNoRCxXQUFPLENBQUMsS0FBSyxLQUFLLENBQUMsR0FBYSxLQUFLLEtBQUssSUFBSSxDQUFDLENBQVc7QUFBQSxFQUM1RDtBQUFBLEVBRUEsSUFBSSxLQUFhO0FBQ2YsV0FBTyxLQUFLLEtBQUssS0FBSyxJQUFJO0FBQUEsRUFDNUI7QUFBQSxFQUVBLElBQUksS0FBYTtBQUNmLFdBQU8sS0FBSyxLQUFLLEtBQUssT0FBTyxDQUFDO0FBQUEsRUFDaEM7QUFBQTtBQUFBLEVBR0EsT0FBTyxHQUFtQjtBQUN4QixRQUFJLEtBQUs7QUFDVCxRQUFJLEtBQUssS0FBSyxRQUFRO0FBQ3RCLFdBQU8sS0FBSyxJQUFJO0FBQ2QsWUFBTSxNQUFPLEtBQUssS0FBSyxLQUFNO0FBQzdCLFVBQUssS0FBSyxLQUFLLEdBQUcsS0FBZ0IsRUFBRyxNQUFLO0FBQUEsVUFDckMsTUFBSyxNQUFNO0FBQUEsSUFDbEI7QUFDQSxXQUFPO0FBQUEsRUFDVDtBQUFBO0FBQUEsRUFHQSxNQUFNLE1BQXlCLFVBQXlDLENBQUMsR0FBUztBQUdoRixVQUFNLENBQUMsSUFBSSxJQUNULFFBQVEsV0FBVyxPQUFPLENBQUMsS0FBSyxNQUFNLElBQUksQ0FBQyxJQUFJLFlBQVksS0FBSyxNQUFNLG9CQUFvQixNQUFNLENBQUMsS0FBSyxNQUFNLElBQUksQ0FBQyxDQUFVO0FBQzdILFNBQUssT0FBTztBQUNaLFNBQUs7QUFBQSxFQUNQO0FBQ0Y7IiwKICAibmFtZXMiOiBbXQp9Cg==
