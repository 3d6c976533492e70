import { invalidOption, unknownOption } from "../errors.js";
class OptionReader {
  constructor(owner, options) {
    this.owner = owner;
    if (options === void 0 || options === null) this.values = {};
    else if (typeof options === "object" && !Array.isArray(options)) this.values = options;
    else throw invalidOption(owner, "(options)", "an object of options", options);
  }
  owner;
  seen = /* @__PURE__ */ new Set();
  values;
  take(key) {
    this.seen.add(key);
    return this.values[key];
  }
  number(key, spec = {}) {
    const v = this.take(key);
    if (v === void 0) {
      if (spec.default === void 0) throw invalidOption(this.owner, key, "given", v);
      return spec.default;
    }
    const kind = spec.integer === true ? "an integer" : "a finite number";
    const lo = spec.min === void 0 ? "" : spec.exclusiveMin === true ? ` > ${spec.min}` : ` >= ${spec.min}`;
    const hi = spec.max === void 0 ? "" : ` <= ${spec.max}`;
    const ok = typeof v === "number" && Number.isFinite(v) && (spec.integer !== true || Number.isInteger(v)) && (spec.min === void 0 || (spec.exclusiveMin === true ? v > spec.min : v >= spec.min)) && (spec.max === void 0 || v <= spec.max);
    if (!ok) throw invalidOption(this.owner, key, `${kind}${lo}${lo && hi ? " and" : ""}${hi}`, v);
    return v;
  }
  optionalNumber(key, spec = {}) {
    if (this.values[key] === void 0) {
      this.seen.add(key);
      return void 0;
    }
    return this.number(key, spec);
  }
  boolean(key, fallback) {
    const v = this.take(key);
    if (v === void 0) return fallback;
    if (typeof v !== "boolean") throw invalidOption(this.owner, key, "a boolean", v);
    return v;
  }
  oneOf(key, choices, fallback) {
    const v = this.take(key);
    if (v === void 0) return fallback;
    if (typeof v !== "string" || !choices.includes(v))
      throw invalidOption(this.owner, key, `one of ${choices.map((c) => `"${c}"`).join(", ")}`, v);
    return v;
  }
  numbers(key, spec = {}) {
    const v = this.take(key);
    if (v === void 0) return spec.fallback;
    const want = `an array of${spec.length === void 0 ? "" : ` ${spec.length}`} finite numbers${spec.min === void 0 ? "" : ` >= ${spec.min}`}`;
    if (!Array.isArray(v) || spec.length !== void 0 && v.length !== spec.length) throw invalidOption(this.owner, key, want, v);
    for (const x of v) {
      if (typeof x !== "number" || !Number.isFinite(x) || spec.min !== void 0 && x < spec.min)
        throw invalidOption(this.owner, key, want, v);
    }
    return v;
  }
  /** Raw access for structured options (validated by the caller). */
  raw(key) {
    return this.take(key);
  }
  /** Reject keys nobody asked for (typos), then return the options actually used. */
  done() {
    for (const key of Object.keys(this.values)) {
      if (!this.seen.has(key)) throw unknownOption(this.owner, key, [...this.seen]);
    }
    return { ...this.values };
  }
}
export {
  OptionReader
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL2JhbGFuY2Uvb3B0aW9ucy50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLyoqXG4gKiBSZWFkaW5nIGEgSlNPTi1hYmxlIG9wdGlvbiBibG9jayB3aXRoIHR5cGVkIGVycm9yczogZXZlcnkgYmFsYW5jZXIgYW5kIHBvbGljeSB2YWxpZGF0ZXMgaXRzXG4gKiBvcHRpb25zIHRocm91Z2ggdGhpcywgc28gbWVzc2FnZXMgbG9vayBhbGlrZSAoXCJzZGxiOiBvcHRpb24gXCJidWZmZXJcIiBtdXN0IGJlIC4uLiwgZ290IC4uLlwiKS5cbiAqL1xuaW1wb3J0IHsgaW52YWxpZE9wdGlvbiwgdW5rbm93bk9wdGlvbiB9IGZyb20gJy4uL2Vycm9ycy5qcyc7XG5cbmV4cG9ydCBjbGFzcyBPcHRpb25SZWFkZXIge1xuICBwcml2YXRlIHJlYWRvbmx5IHNlZW4gPSBuZXcgU2V0PHN0cmluZz4oKTtcbiAgcHJpdmF0ZSByZWFkb25seSB2YWx1ZXM6IFJlYWRvbmx5PFJlY29yZDxzdHJpbmcsIHVua25vd24+PjtcblxuICBjb25zdHJ1Y3RvcihcbiAgICByZWFkb25seSBvd25lcjogc3RyaW5nLFxuICAgIG9wdGlvbnM6IHVua25vd24sXG4gICkge1xuICAgIGlmIChvcHRpb25zID09PSB1bmRlZmluZWQgfHwgb3B0aW9ucyA9PT0gbnVsbCkgdGhpcy52YWx1ZXMgPSB7fTtcbiAgICBlbHNlIGlmICh0eXBlb2Ygb3B0aW9ucyA9PT0gJ29iamVjdCcgJiYgIUFycmF5LmlzQXJyYXkob3B0aW9ucykpIHRoaXMudmFsdWVzID0gb3B0aW9ucyBhcyBSZWNvcmQ8c3RyaW5nLCB1bmtub3duPjtcbiAgICBlbHNlIHRocm93IGludmFsaWRPcHRpb24ob3duZXIsICcob3B0aW9ucyknLCAnYW4gb2JqZWN0IG9mIG9wdGlvbnMnLCBvcHRpb25zKTtcbiAgfVxuXG4gIHByaXZhdGUgdGFrZShrZXk6IHN0cmluZyk6IHVua25vd24ge1xuICAgIHRoaXMuc2Vlbi5hZGQoa2V5KTtcbiAgICByZXR1cm4gdGhpcy52YWx1ZXNba2V5XTtcbiAgfVxuXG4gIG51bWJlcihrZXk6IHN0cmluZywgc3BlYzogeyBkZWZhdWx0PzogbnVtYmVyOyBtaW4/OiBudW1iZXI7IG1heD86IG51bWJlcjsgZXhjbHVzaXZlTWluPzogYm9vbGVhbjsgaW50ZWdlcj86IGJvb2xlYW4gfSA9IHt9KTogbnVtYmVyIHtcbiAgICBjb25zdCB2ID0gdGhpcy50YWtlKGtleSk7XG4gICAgaWYgKHYgPT09IHVuZGVmaW5lZCkge1xuICAgICAgaWYgKHNwZWMuZGVmYXVsdCA9PT0gdW5kZWZpbmVkKSB0aHJvdyBpbnZhbGlkT3B0aW9uKHRoaXMub3duZXIsIGtleSwgJ2dpdmVuJywgdik7XG4gICAgICByZXR1cm4gc3BlYy5kZWZhdWx0O1xuICAgIH1cbiAgICBjb25zdCBraW5kID0gc3BlYy5pbnRlZ2VyID09PSB0cnVlID8gJ2FuIGludGVnZXInIDogJ2EgZmluaXRlIG51bWJlcic7XG4gICAgY29uc3QgbG8gPSBzcGVjLm1pbiA9PT0gdW5kZWZpbmVkID8gJycgOiBzcGVjLmV4Y2x1c2l2ZU1pbiA9PT0gdHJ1ZSA/IGAgPiAke3NwZWMubWlufWAgOiBgID49ICR7c3BlYy5taW59YDtcbiAgICBjb25zdCBoaSA9IHNwZWMubWF4ID09PSB1bmRlZmluZWQgPyAnJyA6IGAgPD0gJHtzcGVjLm1heH1gO1xuICAgIGNvbnN0IG9rID1cbiAgICAgIHR5cGVvZiB2ID09PSAnbnVtYmVyJyAmJlxuICAgICAgTnVtYmVyLmlzRmluaXRlKHYpICYmXG4gICAgICAoc3BlYy5pbnRlZ2VyICE9PSB0cnVlIHx8IE51bWJlci5pc0ludGVnZXIodikpICYmXG4gICAgICAoc3BlYy5taW4gPT09IHVuZGVmaW5lZCB8fCAoc3BlYy5leGNsdXNpdmVNaW4gPT09IHRydWUgPyB2ID4gc3BlYy5taW4gOiB2ID49IHNwZWMubWluKSkgJiZcbiAgICAgIChzcGVjLm1heCA9PT0gdW5kZWZpbmVkIHx8IHYgPD0gc3BlYy5tYXgpO1xuICAgIGlmICghb2spIHRocm93IGludmFsaWRPcHRpb24odGhpcy5vd25lciwga2V5LCBgJHtraW5kfSR7bG99JHtsbyAmJiBoaSA/ICcgYW5kJyA6ICcnfSR7aGl9YCwgdik7XG4gICAgcmV0dXJuIHYgYXMgbnVtYmVyO1xuICB9XG5cbiAgb3B0aW9uYWxOdW1iZXIoa2V5OiBzdHJpbmcsIHNwZWM6IHsgbWluPzogbnVtYmVyOyBtYXg/OiBudW1iZXI7IGV4Y2x1c2l2ZU1pbj86IGJvb2xlYW47IGludGVnZXI/OiBib29sZWFuIH0gPSB7fSk6IG51bWJlciB8IHVuZGVmaW5lZCB7XG4gICAgaWYgKHRoaXMudmFsdWVzW2tleV0gPT09IHVuZGVmaW5lZCkge1xuICAgICAgdGhpcy5zZWVuLmFkZChrZXkpO1xuICAgICAgcmV0dXJuIHVuZGVmaW5lZDtcbiAgICB9XG4gICAgcmV0dXJuIHRoaXMubnVtYmVyKGtleSwgc3BlYyk7XG4gIH1cblxuICBib29sZWFuKGtleTogc3RyaW5nLCBmYWxsYmFjazogYm9vbGVhbik6IGJvb2xlYW4ge1xuICAgIGNvbnN0IHYgPSB0aGlzLnRha2Uoa2V5KTtcbiAgICBpZiAodiA9PT0gdW5kZWZpbmVkKSByZXR1cm4gZmFsbGJhY2s7XG4gICAgaWYgKHR5cGVvZiB2ICE9PSAnYm9vbGVhbicpIHRocm93IGludmFsaWRPcHRpb24odGhpcy5vd25lciwga2V5LCAnYSBib29sZWFuJywgdik7XG4gICAgcmV0dXJuIHY7XG4gIH1cblxuICBvbmVPZjxUIGV4dGVuZHMgc3RyaW5nPihrZXk6IHN0cmluZywgY2hvaWNlczogcmVhZG9ubHkgVFtdLCBmYWxsYmFjazogVCk6IFQge1xuICAgIGNvbnN0IHYgPSB0aGlzLnRha2Uoa2V5KTtcbiAgICBpZiAodiA9PT0gdW5kZWZpbmVkKSByZXR1cm4gZmFsbGJhY2s7XG4gICAgaWYgKHR5cGVvZiB2ICE9PSAnc3RyaW5nJyB8fCAhY2hvaWNlcy5pbmNsdWRlcyh2IGFzIFQpKVxuICAgICAgdGhyb3cgaW52YWxpZE9wdGlvbih0aGlzLm93bmVyLCBrZXksIGBvbmUgb2YgJHtjaG9pY2VzLm1hcCgoYykgPT4gYFwiJHtjfVwiYCkuam9pbignLCAnKX1gLCB2KTtcbiAgICByZXR1cm4gdiBhcyBUO1xuICB9XG5cbiAgbnVtYmVycyhrZXk6IHN0cmluZywgc3BlYzogeyBtaW4/OiBudW1iZXI7IGxlbmd0aD86IG51bWJlcjsgZmFsbGJhY2s/OiByZWFkb25seSBudW1iZXJbXSB9ID0ge30pOiByZWFkb25seSBudW1iZXJbXSB8IHVuZGVmaW5lZCB7XG4gICAgY29uc3QgdiA9IHRoaXMudGFrZShrZXkpO1xuICAgIGlmICh2ID09PSB1bmRlZmluZWQpIHJldHVybiBzcGVjLmZhbGxiYWNrO1xuICAgIGNvbnN0IHdhbnQgPSBgYW4gYXJyYXkgb2Yke3NwZWMubGVuZ3RoID09PSB1bmRlZmluZWQgPyAnJyA6IGAgJHtzcGVjLmxlbmd0aH1gfSBmaW5pdGUgbnVtYmVycyR7c3BlYy5taW4gPT09IHVuZGVmaW5lZCA/ICcnIDogYCA+PSAke3NwZWMubWlufWB9YDtcbiAgICBpZiAoIUFycmF5LmlzQXJyYXkodikgfHwgKHNwZWMubGVuZ3RoICE9PSB1bmRlZmluZWQgJiYgdi5sZW5ndGggIT09IHNwZWMubGVuZ3RoKSkgdGhyb3cgaW52YWxpZE9wdGlvbih0aGlzLm93bmVyLCBrZXksIHdhbnQsIHYpO1xuICAgIGZvciAoY29uc3QgeCBvZiB2KSB7XG4gICAgICBpZiAodHlwZW9mIHggIT09ICdudW1iZXInIHx8ICFOdW1iZXIuaXNGaW5pdGUoeCkgfHwgKHNwZWMubWluICE9PSB1bmRlZmluZWQgJiYgeCA8IHNwZWMubWluKSlcbiAgICAgICAgdGhyb3cgaW52YWxpZE9wdGlvbih0aGlzLm93bmVyLCBrZXksIHdhbnQsIHYpO1xuICAgIH1cbiAgICByZXR1cm4gdiBhcyBudW1iZXJbXTtcbiAgfVxuXG4gIC8qKiBSYXcgYWNjZXNzIGZvciBzdHJ1Y3R1cmVkIG9wdGlvbnMgKHZhbGlkYXRlZCBieSB0aGUgY2FsbGVyKS4gKi9cbiAgcmF3KGtleTogc3RyaW5nKTogdW5rbm93biB7XG4gICAgcmV0dXJuIHRoaXMudGFrZShrZXkpO1xuICB9XG5cbiAgLyoqIFJlamVjdCBrZXlzIG5vYm9keSBhc2tlZCBmb3IgKHR5cG9zKSwgdGhlbiByZXR1cm4gdGhlIG9wdGlvbnMgYWN0dWFsbHkgdXNlZC4gKi9cbiAgZG9uZSgpOiBSZWNvcmQ8c3RyaW5nLCB1bmtub3duPiB7XG4gICAgZm9yIChjb25zdCBrZXkgb2YgT2JqZWN0LmtleXModGhpcy52YWx1ZXMpKSB7XG4gICAgICBpZiAoIXRoaXMuc2Vlbi5oYXMoa2V5KSkgdGhyb3cgdW5rbm93bk9wdGlvbih0aGlzLm93bmVyLCBrZXksIFsuLi50aGlzLnNlZW5dKTtcbiAgICB9XG4gICAgcmV0dXJuIHsgLi4udGhpcy52YWx1ZXMgfTtcbiAgfVxufVxuIl0sCiAgIm1hcHBpbmdzIjogIkFBSUEsU0FBUyxlQUFlLHFCQUFxQjtBQUV0QyxNQUFNLGFBQWE7QUFBQSxFQUl4QixZQUNXLE9BQ1QsU0FDQTtBQUZTO0FBR1QsUUFBSSxZQUFZLFVBQWEsWUFBWSxLQUFNLE1BQUssU0FBUyxDQUFDO0FBQUEsYUFDckQsT0FBTyxZQUFZLFlBQVksQ0FBQyxNQUFNLFFBQVEsT0FBTyxFQUFHLE1BQUssU0FBUztBQUFBLFFBQzFFLE9BQU0sY0FBYyxPQUFPLGFBQWEsd0JBQXdCLE9BQU87QUFBQSxFQUM5RTtBQUFBLEVBTlc7QUFBQSxFQUpNLE9BQU8sb0JBQUksSUFBWTtBQUFBLEVBQ3ZCO0FBQUEsRUFXVCxLQUFLLEtBQXNCO0FBQ2pDLFNBQUssS0FBSyxJQUFJLEdBQUc7QUFDakIsV0FBTyxLQUFLLE9BQU8sR0FBRztBQUFBLEVBQ3hCO0FBQUEsRUFFQSxPQUFPLEtBQWEsT0FBb0csQ0FBQyxHQUFXO0FBQ2xJLFVBQU0sSUFBSSxLQUFLLEtBQUssR0FBRztBQUN2QixRQUFJLE1BQU0sUUFBVztBQUNuQixVQUFJLEtBQUssWUFBWSxPQUFXLE9BQU0sY0FBYyxLQUFLLE9BQU8sS0FBSyxTQUFTLENBQUM7QUFDL0UsYUFBTyxLQUFLO0FBQUEsSUFDZDtBQUNBLFVBQU0sT0FBTyxLQUFLLFlBQVksT0FBTyxlQUFlO0FBQ3BELFVBQU0sS0FBSyxLQUFLLFFBQVEsU0FBWSxLQUFLLEtBQUssaUJBQWlCLE9BQU8sTUFBTSxLQUFLLEdBQUcsS0FBSyxPQUFPLEtBQUssR0FBRztBQUN4RyxVQUFNLEtBQUssS0FBSyxRQUFRLFNBQVksS0FBSyxPQUFPLEtBQUssR0FBRztBQUN4RCxVQUFNLEtBQ0osT0FBTyxNQUFNLFlBQ2IsT0FBTyxTQUFTLENBQUMsTUFDaEIsS0FBSyxZQUFZLFFBQVEsT0FBTyxVQUFVLENBQUMsT0FDM0MsS0FBSyxRQUFRLFdBQWMsS0FBSyxpQkFBaUIsT0FBTyxJQUFJLEtBQUssTUFBTSxLQUFLLEtBQUssVUFDakYsS0FBSyxRQUFRLFVBQWEsS0FBSyxLQUFLO0FBQ3ZDLFFBQUksQ0FBQyxHQUFJLE9BQU0sY0FBYyxLQUFLLE9BQU8sS0FBSyxHQUFHLElBQUksR0FBRyxFQUFFLEdBQUcsTUFBTSxLQUFLLFNBQVMsRUFBRSxHQUFHLEVBQUUsSUFBSSxDQUFDO0FBQzdGLFdBQU87QUFBQSxFQUNUO0FBQUEsRUFFQSxlQUFlLEtBQWEsT0FBa0YsQ0FBQyxHQUF1QjtBQUNwSSxRQUFJLEtBQUssT0FBTyxHQUFHLE1BQU0sUUFBVztBQUNsQyxXQUFLLEtBQUssSUFBSSxHQUFHO0FBQ2pCLGFBQU87QUFBQSxJQUNUO0FBQ0EsV0FBTyxLQUFLLE9BQU8sS0FBSyxJQUFJO0FBQUEsRUFDOUI7QUFBQSxFQUVBLFFBQVEsS0FBYSxVQUE0QjtBQUMvQyxVQUFNLElBQUksS0FBSyxLQUFLLEdBQUc7QUFDdkIsUUFBSSxNQUFNLE9BQVcsUUFBTztBQUM1QixRQUFJLE9BQU8sTUFBTSxVQUFXLE9BQU0sY0FBYyxLQUFLLE9BQU8sS0FBSyxhQUFhLENBQUM7QUFDL0UsV0FBTztBQUFBLEVBQ1Q7QUFBQSxFQUVBLE1BQXdCLEtBQWEsU0FBdUIsVUFBZ0I7QUFDMUUsVUFBTSxJQUFJLEtBQUssS0FBSyxHQUFHO0FBQ3ZCLFFBQUksTUFBTSxPQUFXLFFBQU87QUFDNUIsUUFBSSxPQUFPLE1BQU0sWUFBWSxDQUFDLFFBQVEsU0FBUyxDQUFNO0FBQ25ELFlBQU0sY0FBYyxLQUFLLE9BQU8sS0FBSyxVQUFVLFFBQVEsSUFBSSxDQUFDLE1BQU0sSUFBSSxDQUFDLEdBQUcsRUFBRSxLQUFLLElBQUksQ0FBQyxJQUFJLENBQUM7QUFDN0YsV0FBTztBQUFBLEVBQ1Q7QUFBQSxFQUVBLFFBQVEsS0FBYSxPQUF3RSxDQUFDLEdBQWtDO0FBQzlILFVBQU0sSUFBSSxLQUFLLEtBQUssR0FBRztBQUN2QixRQUFJLE1BQU0sT0FBVyxRQUFPLEtBQUs7QUFDakMsVUFBTSxPQUFPLGNBQWMsS0FBSyxXQUFXLFNBQVksS0FBSyxJQUFJLEtBQUssTUFBTSxFQUFFLGtCQUFrQixLQUFLLFFBQVEsU0FBWSxLQUFLLE9BQU8sS0FBSyxHQUFHLEVBQUU7QUFDOUksUUFBSSxDQUFDLE1BQU0sUUFBUSxDQUFDLEtBQU0sS0FBSyxXQUFXLFVBQWEsRUFBRSxXQUFXLEtBQUssT0FBUyxPQUFNLGNBQWMsS0FBSyxPQUFPLEtBQUssTUFBTSxDQUFDO0FBQzlILGVBQVcsS0FBSyxHQUFHO0FBQ2pCLFVBQUksT0FBTyxNQUFNLFlBQVksQ0FBQyxPQUFPLFNBQVMsQ0FBQyxLQUFNLEtBQUssUUFBUSxVQUFhLElBQUksS0FBSztBQUN0RixjQUFNLGNBQWMsS0FBSyxPQUFPLEtBQUssTUFBTSxDQUFDO0FBQUEsSUFDaEQ7QUFDQSxXQUFPO0FBQUEsRUFDVDtBQUFBO0FBQUEsRUFHQSxJQUFJLEtBQXNCO0FBQ3hCLFdBQU8sS0FBSyxLQUFLLEdBQUc7QUFBQSxFQUN0QjtBQUFBO0FBQUEsRUFHQSxPQUFnQztBQUM5QixlQUFXLE9BQU8sT0FBTyxLQUFLLEtBQUssTUFBTSxHQUFHO0FBQzFDLFVBQUksQ0FBQyxLQUFLLEtBQUssSUFBSSxHQUFHLEVBQUcsT0FBTSxjQUFjLEtBQUssT0FBTyxLQUFLLENBQUMsR0FBRyxLQUFLLElBQUksQ0FBQztBQUFBLElBQzlFO0FBQ0EsV0FBTyxFQUFFLEdBQUcsS0FBSyxPQUFPO0FBQUEsRUFDMUI7QUFDRjsiLAogICJuYW1lcyI6IFtdCn0K
