import { invalidArgument } from "../errors.js";
import { colourEdges } from "./colouring.js";
import { coordsOf, extent, gridDiameter, gridDistance, gridMaxDegree, linksOf, rankFromCoords, step } from "./grid.js";
import { gridNextHop, gridRoute } from "./routing.js";
import { checkAxis, checkDir, checkRank } from "./validate.js";
class GridTopology {
  kind;
  name;
  size;
  dims;
  periodic;
  spec;
  diameter;
  maxDegree;
  #shape;
  /** Neighbour lists, built on first use per rank. */
  #links;
  #edges;
  #colouring;
  constructor(kind, name, spec, shape) {
    this.kind = kind;
    this.name = name;
    this.spec = spec;
    this.#shape = shape;
    this.size = shape.size;
    this.dims = shape.dims;
    this.periodic = shape.periodic;
    this.diameter = gridDiameter(shape);
    this.maxDegree = gridMaxDegree(shape);
    this.#links = new Array(shape.size);
  }
  coords(rank) {
    return coordsOf(this.#shape, checkRank(rank, this.size));
  }
  rankOf(coords) {
    const axes = this.dims.length;
    if (!Array.isArray(coords) || coords.length !== axes) {
      throw invalidArgument(`${this.name} coords`, `an array of length ${axes}`, coords);
    }
    for (let k = 0; k < axes; k++) {
      const c = coords[k];
      const n = extent(this.#shape, k);
      if (typeof c !== "number" || !Number.isInteger(c) || c < 0 || c >= n) {
        throw invalidArgument(`${this.name} coords[${k}]`, `an integer in [0, ${n})`, c);
      }
    }
    return rankFromCoords(this.#shape, coords);
  }
  neighbours(rank) {
    checkRank(rank, this.size);
    let links = this.#links[rank];
    if (links === void 0) {
      links = Object.freeze(linksOf(this.#shape, rank));
      this.#links[rank] = links;
    }
    return links;
  }
  /**
   * One step along `axis`; wraps on periodic axes (on a periodic axis of length 2 both directions
   * reach the other rank, although `neighbours` lists that link once). Undefined at a mesh border
   * and on axes of length 1.
   */
  neighbourAt(rank, axis, dir) {
    checkRank(rank, this.size);
    checkAxis(axis, this.dims.length);
    checkDir(dir);
    return step(this.#shape, rank, axis, dir);
  }
  portOf(rank, neighbour) {
    checkRank(neighbour, this.size);
    for (const link of this.neighbours(rank)) if (link.rank === neighbour) return link.port;
    return -1;
  }
  isNeighbour(a, b) {
    return this.portOf(a, b) !== -1;
  }
  distance(a, b) {
    checkRank(a, this.size);
    checkRank(b, this.size);
    return gridDistance(this.#shape, a, b);
  }
  edges() {
    if (this.#edges === void 0) {
      const out = [];
      for (let a = 0; a < this.size; a++) {
        const higher = this.neighbours(a).map((n) => n.rank).filter((b) => b > a).sort((x, y) => x - y);
        for (const b of higher) out.push(Object.freeze([a, b]));
      }
      this.#edges = Object.freeze(out);
    }
    return this.#edges;
  }
  edgeColouring() {
    this.#colouring ??= colourEdges(this.#shape, this.name);
    return this.#colouring;
  }
  nextHop(from, to) {
    checkRank(from, this.size);
    checkRank(to, this.size);
    if (from === to) throw invalidArgument("nextHop target", `a rank other than the source ${from}`, to);
    return gridNextHop(this.#shape, from, to);
  }
  route(from, to) {
    checkRank(from, this.size);
    checkRank(to, this.size);
    return gridRoute(this.#shape, from, to);
  }
  toString() {
    return this.name;
  }
}
export {
  GridTopology
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL3RvcG9sb2d5L3RvcG9sb2d5LnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvKiogVGhlIG9uZSBUb3BvbG9neSBpbXBsZW1lbnRhdGlvbjogYSBncmlkIHNoYXBlIHBsdXMga2luZCwgbmFtZSBhbmQgc3BlYy4gKi9cblxuaW1wb3J0IHsgaW52YWxpZEFyZ3VtZW50IH0gZnJvbSAnLi4vZXJyb3JzLmpzJztcbmltcG9ydCB7IGNvbG91ckVkZ2VzIH0gZnJvbSAnLi9jb2xvdXJpbmcuanMnO1xuaW1wb3J0IHsgY29vcmRzT2YsIGV4dGVudCwgZ3JpZERpYW1ldGVyLCBncmlkRGlzdGFuY2UsIGdyaWRNYXhEZWdyZWUsIGxpbmtzT2YsIHJhbmtGcm9tQ29vcmRzLCB0eXBlIFNoYXBlLCBzdGVwIH0gZnJvbSAnLi9ncmlkLmpzJztcbmltcG9ydCB7IGdyaWROZXh0SG9wLCBncmlkUm91dGUgfSBmcm9tICcuL3JvdXRpbmcuanMnO1xuaW1wb3J0IHR5cGUgeyBFZGdlQ29sb3VyaW5nLCBOZWlnaGJvdXIsIFRvcG9sb2d5LCBUb3BvbG9neUtpbmQsIFRvcG9sb2d5U3BlYyB9IGZyb20gJy4vdHlwZXMuanMnO1xuaW1wb3J0IHsgY2hlY2tBeGlzLCBjaGVja0RpciwgY2hlY2tSYW5rIH0gZnJvbSAnLi92YWxpZGF0ZS5qcyc7XG5cbmV4cG9ydCBjbGFzcyBHcmlkVG9wb2xvZ3kgaW1wbGVtZW50cyBUb3BvbG9neSB7XG4gIHJlYWRvbmx5IGtpbmQ6IFRvcG9sb2d5S2luZDtcbiAgcmVhZG9ubHkgbmFtZTogc3RyaW5nO1xuICByZWFkb25seSBzaXplOiBudW1iZXI7XG4gIHJlYWRvbmx5IGRpbXM6IHJlYWRvbmx5IG51bWJlcltdO1xuICByZWFkb25seSBwZXJpb2RpYzogcmVhZG9ubHkgYm9vbGVhbltdO1xuICByZWFkb25seSBzcGVjOiBUb3BvbG9neVNwZWM7XG4gIHJlYWRvbmx5IGRpYW1ldGVyOiBudW1iZXI7XG4gIHJlYWRvbmx5IG1heERlZ3JlZTogbnVtYmVyO1xuXG4gIHJlYWRvbmx5ICNzaGFwZTogU2hhcGU7XG4gIC8qKiBOZWlnaGJvdXIgbGlzdHMsIGJ1aWx0IG9uIGZpcnN0IHVzZSBwZXIgcmFuay4gKi9cbiAgcmVhZG9ubHkgI2xpbmtzOiBBcnJheTxyZWFkb25seSBOZWlnaGJvdXJbXSB8IHVuZGVmaW5lZD47XG4gICNlZGdlczogUmVhZG9ubHlBcnJheTxyZWFkb25seSBbbnVtYmVyLCBudW1iZXJdPiB8IHVuZGVmaW5lZDtcbiAgI2NvbG91cmluZzogRWRnZUNvbG91cmluZyB8IHVuZGVmaW5lZDtcblxuICBjb25zdHJ1Y3RvcihraW5kOiBUb3BvbG9neUtpbmQsIG5hbWU6IHN0cmluZywgc3BlYzogVG9wb2xvZ3lTcGVjLCBzaGFwZTogU2hhcGUpIHtcbiAgICB0aGlzLmtpbmQgPSBraW5kO1xuICAgIHRoaXMubmFtZSA9IG5hbWU7XG4gICAgdGhpcy5zcGVjID0gc3BlYztcbiAgICB0aGlzLiNzaGFwZSA9IHNoYXBlO1xuICAgIHRoaXMuc2l6ZSA9IHNoYXBlLnNpemU7XG4gICAgdGhpcy5kaW1zID0gc2hhcGUuZGltcztcbiAgICB0aGlzLnBlcmlvZGljID0gc2hhcGUucGVyaW9kaWM7XG4gICAgdGhpcy5kaWFtZXRlciA9IGdyaWREaWFtZXRlcihzaGFwZSk7XG4gICAgdGhpcy5tYXhEZWdyZWUgPSBncmlkTWF4RGVncmVlKHNoYXBlKTtcbiAgICB0aGlzLiNsaW5rcyA9IG5ldyBBcnJheTxyZWFkb25seSBOZWlnaGJvdXJbXSB8IHVuZGVmaW5lZD4oc2hhcGUuc2l6ZSk7XG4gIH1cblxuICBjb29yZHMocmFuazogbnVtYmVyKTogbnVtYmVyW10ge1xuICAgIHJldHVybiBjb29yZHNPZih0aGlzLiNzaGFwZSwgY2hlY2tSYW5rKHJhbmssIHRoaXMuc2l6ZSkpO1xuICB9XG5cbiAgcmFua09mKGNvb3JkczogcmVhZG9ubHkgbnVtYmVyW10pOiBudW1iZXIge1xuICAgIGNvbnN0IGF4ZXMgPSB0aGlzLmRpbXMubGVuZ3RoO1xuICAgIGlmICghQXJyYXkuaXNBcnJheShjb29yZHMpIHx8IGNvb3Jkcy5sZW5ndGggIT09IGF4ZXMpIHtcbiAgICAgIHRocm93IGludmFsaWRBcmd1bWVudChgJHt0aGlzLm5hbWV9IGNvb3Jkc2AsIGBhbiBhcnJheSBvZiBsZW5ndGggJHtheGVzfWAsIGNvb3Jkcyk7XG4gICAgfVxuICAgIGZvciAobGV0IGsgPSAwOyBrIDwgYXhlczsgaysrKSB7XG4gICAgICBjb25zdCBjOiB1bmtub3duID0gY29vcmRzW2tdO1xuICAgICAgY29uc3QgbiA9IGV4dGVudCh0aGlzLiNzaGFwZSwgayk7XG4gICAgICBpZiAodHlwZW9mIGMgIT09ICdudW1iZXInIHx8ICFOdW1iZXIuaXNJbnRlZ2VyKGMpIHx8IGMgPCAwIHx8IGMgPj0gbikge1xuICAgICAgICB0aHJvdyBpbnZhbGlkQXJndW1lbnQoYCR7dGhpcy5uYW1lfSBjb29yZHNbJHtrfV1gLCBgYW4gaW50ZWdlciBpbiBbMCwgJHtufSlgLCBjKTtcbiAgICAgIH1cbiAgICB9XG4gICAgcmV0dXJuIHJhbmtGcm9tQ29vcmRzKHRoaXMuI3NoYXBlLCBjb29yZHMpO1xuICB9XG5cbiAgbmVpZ2hib3VycyhyYW5rOiBudW1iZXIpOiByZWFkb25seSBOZWlnaGJvdXJbXSB7XG4gICAgY2hlY2tSYW5rKHJhbmssIHRoaXMuc2l6ZSk7XG4gICAgbGV0IGxpbmtzID0gdGhpcy4jbGlua3NbcmFua107XG4gICAgaWYgKGxpbmtzID09PSB1bmRlZmluZWQpIHtcbiAgICAgIGxpbmtzID0gT2JqZWN0LmZyZWV6ZShsaW5rc09mKHRoaXMuI3NoYXBlLCByYW5rKSk7XG4gICAgICB0aGlzLiNsaW5rc1tyYW5rXSA9IGxpbmtzO1xuICAgIH1cbiAgICByZXR1cm4gbGlua3M7XG4gIH1cblxuICAvKipcbiAgICogT25lIHN0ZXAgYWxvbmcgYGF4aXNgOyB3cmFwcyBvbiBwZXJpb2RpYyBheGVzIChvbiBhIHBlcmlvZGljIGF4aXMgb2YgbGVuZ3RoIDIgYm90aCBkaXJlY3Rpb25zXG4gICAqIHJlYWNoIHRoZSBvdGhlciByYW5rLCBhbHRob3VnaCBgbmVpZ2hib3Vyc2AgbGlzdHMgdGhhdCBsaW5rIG9uY2UpLiBVbmRlZmluZWQgYXQgYSBtZXNoIGJvcmRlclxuICAgKiBhbmQgb24gYXhlcyBvZiBsZW5ndGggMS5cbiAgICovXG4gIG5laWdoYm91ckF0KHJhbms6IG51bWJlciwgYXhpczogbnVtYmVyLCBkaXI6IDEgfCAtMSk6IG51bWJlciB8IHVuZGVmaW5lZCB7XG4gICAgY2hlY2tSYW5rKHJhbmssIHRoaXMuc2l6ZSk7XG4gICAgY2hlY2tBeGlzKGF4aXMsIHRoaXMuZGltcy5sZW5ndGgpO1xuICAgIGNoZWNrRGlyKGRpcik7XG4gICAgcmV0dXJuIHN0ZXAodGhpcy4jc2hhcGUsIHJhbmssIGF4aXMsIGRpcik7XG4gIH1cblxuICBwb3J0T2YocmFuazogbnVtYmVyLCBuZWlnaGJvdXI6IG51bWJlcik6IG51bWJlciB7XG4gICAgY2hlY2tSYW5rKG5laWdoYm91ciwgdGhpcy5zaXplKTtcbiAgICBmb3IgKGNvbnN0IGxpbmsgb2YgdGhpcy5uZWlnaGJvdXJzKHJhbmspKSBpZiAobGluay5yYW5rID09PSBuZWlnaGJvdXIpIHJldHVybiBsaW5rLnBvcnQ7XG4gICAgcmV0dXJuIC0xO1xuICB9XG5cbiAgaXNOZWlnaGJvdXIoYTogbnVtYmVyLCBiOiBudW1iZXIpOiBib29sZWFuIHtcbiAgICByZXR1cm4gdGhpcy5wb3J0T2YoYSwgYikgIT09IC0xO1xuICB9XG5cbiAgZGlzdGFuY2UoYTogbnVtYmVyLCBiOiBudW1iZXIpOiBudW1iZXIge1xuICAgIGNoZWNrUmFuayhhLCB0aGlzLnNpemUpO1xuICAgIGNoZWNrUmFuayhiLCB0aGlzLnNpemUpO1xuICAgIHJldHVybiBncmlkRGlzdGFuY2UodGhpcy4jc2hhcGUsIGEsIGIpO1xuICB9XG5cbiAgZWRnZXMoKTogUmVhZG9ubHlBcnJheTxyZWFkb25seSBbbnVtYmVyLCBudW1iZXJdPiB7XG4gICAgaWYgKHRoaXMuI2VkZ2VzID09PSB1bmRlZmluZWQpIHtcbiAgICAgIGNvbnN0IG91dDogQXJyYXk8cmVhZG9ubHkgW251bWJlciwgbnVtYmVyXT4gPSBbXTtcbiAgICAgIGZvciAobGV0IGEgPSAwOyBhIDwgdGhpcy5zaXplOyBhKyspIHtcbiAgICAgICAgY29uc3QgaGlnaGVyID0gdGhpcy5uZWlnaGJvdXJzKGEpXG4gICAgICAgICAgLm1hcCgobikgPT4gbi5yYW5rKVxuICAgICAgICAgIC5maWx0ZXIoKGIpID0+IGIgPiBhKVxuICAgICAgICAgIC5zb3J0KCh4LCB5KSA9PiB4IC0geSk7XG4gICAgICAgIGZvciAoY29uc3QgYiBvZiBoaWdoZXIpIG91dC5wdXNoKE9iamVjdC5mcmVlemUoW2EsIGJdIGFzIGNvbnN0KSk7XG4gICAgICB9XG4gICAgICB0aGlzLiNlZGdlcyA9IE9iamVjdC5mcmVlemUob3V0KTtcbiAgICB9XG4gICAgcmV0dXJuIHRoaXMuI2VkZ2VzO1xuICB9XG5cbiAgZWRnZUNvbG91cmluZygpOiBFZGdlQ29sb3VyaW5nIHtcbiAgICB0aGlzLiNjb2xvdXJpbmcgPz89IGNvbG91ckVkZ2VzKHRoaXMuI3NoYXBlLCB0aGlzLm5hbWUpO1xuICAgIHJldHVybiB0aGlzLiNjb2xvdXJpbmc7XG4gIH1cblxuICBuZXh0SG9wKGZyb206IG51bWJlciwgdG86IG51bWJlcik6IG51bWJlciB7XG4gICAgY2hlY2tSYW5rKGZyb20sIHRoaXMuc2l6ZSk7XG4gICAgY2hlY2tSYW5rKHRvLCB0aGlzLnNpemUpO1xuICAgIGlmIChmcm9tID09PSB0bykgdGhyb3cgaW52YWxpZEFyZ3VtZW50KCduZXh0SG9wIHRhcmdldCcsIGBhIHJhbmsgb3RoZXIgdGhhbiB0aGUgc291cmNlICR7ZnJvbX1gLCB0byk7XG4gICAgcmV0dXJuIGdyaWROZXh0SG9wKHRoaXMuI3NoYXBlLCBmcm9tLCB0byk7XG4gIH1cblxuICByb3V0ZShmcm9tOiBudW1iZXIsIHRvOiBudW1iZXIpOiBudW1iZXJbXSB7XG4gICAgY2hlY2tSYW5rKGZyb20sIHRoaXMuc2l6ZSk7XG4gICAgY2hlY2tSYW5rKHRvLCB0aGlzLnNpemUpO1xuICAgIHJldHVybiBncmlkUm91dGUodGhpcy4jc2hhcGUsIGZyb20sIHRvKTtcbiAgfVxuXG4gIHRvU3RyaW5nKCk6IHN0cmluZyB7XG4gICAgcmV0dXJuIHRoaXMubmFtZTtcbiAgfVxufVxuIl0sCiAgIm1hcHBpbmdzIjogIkFBRUEsU0FBUyx1QkFBdUI7QUFDaEMsU0FBUyxtQkFBbUI7QUFDNUIsU0FBUyxVQUFVLFFBQVEsY0FBYyxjQUFjLGVBQWUsU0FBUyxnQkFBNEIsWUFBWTtBQUN2SCxTQUFTLGFBQWEsaUJBQWlCO0FBRXZDLFNBQVMsV0FBVyxVQUFVLGlCQUFpQjtBQUV4QyxNQUFNLGFBQWlDO0FBQUEsRUFDbkM7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFFQTtBQUFBO0FBQUEsRUFFQTtBQUFBLEVBQ1Q7QUFBQSxFQUNBO0FBQUEsRUFFQSxZQUFZLE1BQW9CLE1BQWMsTUFBb0IsT0FBYztBQUM5RSxTQUFLLE9BQU87QUFDWixTQUFLLE9BQU87QUFDWixTQUFLLE9BQU87QUFDWixTQUFLLFNBQVM7QUFDZCxTQUFLLE9BQU8sTUFBTTtBQUNsQixTQUFLLE9BQU8sTUFBTTtBQUNsQixTQUFLLFdBQVcsTUFBTTtBQUN0QixTQUFLLFdBQVcsYUFBYSxLQUFLO0FBQ2xDLFNBQUssWUFBWSxjQUFjLEtBQUs7QUFDcEMsU0FBSyxTQUFTLElBQUksTUFBd0MsTUFBTSxJQUFJO0FBQUEsRUFDdEU7QUFBQSxFQUVBLE9BQU8sTUFBd0I7QUFDN0IsV0FBTyxTQUFTLEtBQUssUUFBUSxVQUFVLE1BQU0sS0FBSyxJQUFJLENBQUM7QUFBQSxFQUN6RDtBQUFBLEVBRUEsT0FBTyxRQUFtQztBQUN4QyxVQUFNLE9BQU8sS0FBSyxLQUFLO0FBQ3ZCLFFBQUksQ0FBQyxNQUFNLFFBQVEsTUFBTSxLQUFLLE9BQU8sV0FBVyxNQUFNO0FBQ3BELFlBQU0sZ0JBQWdCLEdBQUcsS0FBSyxJQUFJLFdBQVcsc0JBQXNCLElBQUksSUFBSSxNQUFNO0FBQUEsSUFDbkY7QUFDQSxhQUFTLElBQUksR0FBRyxJQUFJLE1BQU0sS0FBSztBQUM3QixZQUFNLElBQWEsT0FBTyxDQUFDO0FBQzNCLFlBQU0sSUFBSSxPQUFPLEtBQUssUUFBUSxDQUFDO0FBQy9CLFVBQUksT0FBTyxNQUFNLFlBQVksQ0FBQyxPQUFPLFVBQVUsQ0FBQyxLQUFLLElBQUksS0FBSyxLQUFLLEdBQUc7QUFDcEUsY0FBTSxnQkFBZ0IsR0FBRyxLQUFLLElBQUksV0FBVyxDQUFDLEtBQUsscUJBQXFCLENBQUMsS0FBSyxDQUFDO0FBQUEsTUFDakY7QUFBQSxJQUNGO0FBQ0EsV0FBTyxlQUFlLEtBQUssUUFBUSxNQUFNO0FBQUEsRUFDM0M7QUFBQSxFQUVBLFdBQVcsTUFBb0M7QUFDN0MsY0FBVSxNQUFNLEtBQUssSUFBSTtBQUN6QixRQUFJLFFBQVEsS0FBSyxPQUFPLElBQUk7QUFDNUIsUUFBSSxVQUFVLFFBQVc7QUFDdkIsY0FBUSxPQUFPLE9BQU8sUUFBUSxLQUFLLFFBQVEsSUFBSSxDQUFDO0FBQ2hELFdBQUssT0FBTyxJQUFJLElBQUk7QUFBQSxJQUN0QjtBQUNBLFdBQU87QUFBQSxFQUNUO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBLEVBT0EsWUFBWSxNQUFjLE1BQWMsS0FBaUM7QUFDdkUsY0FBVSxNQUFNLEtBQUssSUFBSTtBQUN6QixjQUFVLE1BQU0sS0FBSyxLQUFLLE1BQU07QUFDaEMsYUFBUyxHQUFHO0FBQ1osV0FBTyxLQUFLLEtBQUssUUFBUSxNQUFNLE1BQU0sR0FBRztBQUFBLEVBQzFDO0FBQUEsRUFFQSxPQUFPLE1BQWMsV0FBMkI7QUFDOUMsY0FBVSxXQUFXLEtBQUssSUFBSTtBQUM5QixlQUFXLFFBQVEsS0FBSyxXQUFXLElBQUksRUFBRyxLQUFJLEtBQUssU0FBUyxVQUFXLFFBQU8sS0FBSztBQUNuRixXQUFPO0FBQUEsRUFDVDtBQUFBLEVBRUEsWUFBWSxHQUFXLEdBQW9CO0FBQ3pDLFdBQU8sS0FBSyxPQUFPLEdBQUcsQ0FBQyxNQUFNO0FBQUEsRUFDL0I7QUFBQSxFQUVBLFNBQVMsR0FBVyxHQUFtQjtBQUNyQyxjQUFVLEdBQUcsS0FBSyxJQUFJO0FBQ3RCLGNBQVUsR0FBRyxLQUFLLElBQUk7QUFDdEIsV0FBTyxhQUFhLEtBQUssUUFBUSxHQUFHLENBQUM7QUFBQSxFQUN2QztBQUFBLEVBRUEsUUFBa0Q7QUFDaEQsUUFBSSxLQUFLLFdBQVcsUUFBVztBQUM3QixZQUFNLE1BQXdDLENBQUM7QUFDL0MsZUFBUyxJQUFJLEdBQUcsSUFBSSxLQUFLLE1BQU0sS0FBSztBQUNsQyxjQUFNLFNBQVMsS0FBSyxXQUFXLENBQUMsRUFDN0IsSUFBSSxDQUFDLE1BQU0sRUFBRSxJQUFJLEVBQ2pCLE9BQU8sQ0FBQyxNQUFNLElBQUksQ0FBQyxFQUNuQixLQUFLLENBQUMsR0FBRyxNQUFNLElBQUksQ0FBQztBQUN2QixtQkFBVyxLQUFLLE9BQVEsS0FBSSxLQUFLLE9BQU8sT0FBTyxDQUFDLEdBQUcsQ0FBQyxDQUFVLENBQUM7QUFBQSxNQUNqRTtBQUNBLFdBQUssU0FBUyxPQUFPLE9BQU8sR0FBRztBQUFBLElBQ2pDO0FBQ0EsV0FBTyxLQUFLO0FBQUEsRUFDZDtBQUFBLEVBRUEsZ0JBQStCO0FBQzdCLFNBQUssZUFBZSxZQUFZLEtBQUssUUFBUSxLQUFLLElBQUk7QUFDdEQsV0FBTyxLQUFLO0FBQUEsRUFDZDtBQUFBLEVBRUEsUUFBUSxNQUFjLElBQW9CO0FBQ3hDLGNBQVUsTUFBTSxLQUFLLElBQUk7QUFDekIsY0FBVSxJQUFJLEtBQUssSUFBSTtBQUN2QixRQUFJLFNBQVMsR0FBSSxPQUFNLGdCQUFnQixrQkFBa0IsZ0NBQWdDLElBQUksSUFBSSxFQUFFO0FBQ25HLFdBQU8sWUFBWSxLQUFLLFFBQVEsTUFBTSxFQUFFO0FBQUEsRUFDMUM7QUFBQSxFQUVBLE1BQU0sTUFBYyxJQUFzQjtBQUN4QyxjQUFVLE1BQU0sS0FBSyxJQUFJO0FBQ3pCLGNBQVUsSUFBSSxLQUFLLElBQUk7QUFDdkIsV0FBTyxVQUFVLEtBQUssUUFBUSxNQUFNLEVBQUU7QUFBQSxFQUN4QztBQUFBLEVBRUEsV0FBbUI7QUFDakIsV0FBTyxLQUFLO0FBQUEsRUFDZDtBQUNGOyIsCiAgIm5hbWVzIjogW10KfQo=
