const MAX_DEPTH = 1e3;
function tooDeep(root, path) {
  return {
    got: `a value nested deeper than ${MAX_DEPTH} levels at ${pathText(root, path.slice(0, 8))}...`,
    hint: "flatten it (e.g. an array of records with parent indices)"
  };
}
function detachedView(v) {
  return v.byteLength === 0 && detachedBuffer(v.buffer);
}
function detachedBuffer(b) {
  if (b.byteLength !== 0 || b instanceof SharedArrayBuffer) return false;
  try {
    new Uint8Array(b);
    return false;
  } catch {
    return true;
  }
}
const DETACHED_HINT = "its buffer was transferred (postMessage transfer list, structuredClone transfer): send a copy made before";
function pathText(root, path) {
  let s = root;
  for (const p of path) s += typeof p === "number" ? `[${p}]` : /^[A-Za-z_$][\w$]*$/.test(p) ? `.${p}` : `[${JSON.stringify(p)}]`;
  return s;
}
const WEAK_OR_ASYNC = [Promise, WeakMap, WeakSet, WeakRef, FinalizationRegistry];
function weakOrAsync(v) {
  for (const C of WEAK_OR_ASYNC) if (v instanceof C) return `a ${C.name}`;
  return void 0;
}
function boxed(v) {
  return v instanceof Number || v instanceof String || v instanceof Boolean || v instanceof BigInt || v instanceof Symbol;
}
function illFormed(s) {
  return !s.isWellFormed();
}
const TYPED_ARRAY_PROTO = Object.getPrototypeOf(Uint8Array.prototype);
function subclassed(v) {
  const proto = Object.getPrototypeOf(v);
  if (ArrayBuffer.isView(v))
    return v instanceof DataView ? proto !== DataView.prototype : Object.getPrototypeOf(proto) !== TYPED_ARRAY_PROTO;
  if (v instanceof ArrayBuffer) return proto !== ArrayBuffer.prototype;
  if (v instanceof Date) return proto !== Date.prototype;
  return v instanceof RegExp && proto !== RegExp.prototype;
}
const PROTO_KEY_HINT = 'msgpack decoders rename an own "__proto__" key (it would arrive as "__proto_"): use another key, or a Map';
function inspectLinkValue(value, root = "value") {
  const path = [];
  const ancestors = /* @__PURE__ */ new Set();
  let negativeZero = false;
  let irregular = false;
  const visit = (v) => {
    switch (typeof v) {
      case "number":
        if (v === 0 && 1 / v < 0) negativeZero = true;
        return void 0;
      case "string":
        return illFormed(v) ? { got: `a string with a lone surrogate at ${pathText(root, path)}`, hint: "links carry strings as UTF-8" } : void 0;
      case "function":
        return { got: `a function at ${pathText(root, path)}`, hint: "links carry data, not code" };
      case "symbol":
        return { got: `a symbol at ${pathText(root, path)}`, hint: "symbols cannot leave their thread" };
      case "object":
        break;
      default:
        return void 0;
    }
    if (v === null) return void 0;
    if (v instanceof Date || v instanceof RegExp) {
      if (subclassed(v)) irregular = true;
      return void 0;
    }
    const at = () => pathText(root, path);
    if (ArrayBuffer.isView(v) || v instanceof ArrayBuffer) {
      const gone = ArrayBuffer.isView(v) ? detachedView(v) : detachedBuffer(v);
      if (gone) return { got: `a detached ${v.constructor.name} at ${at()}`, hint: DETACHED_HINT };
      if (subclassed(v)) irregular = true;
      return void 0;
    }
    if (path.length >= MAX_DEPTH) return tooDeep(root, path);
    if (v instanceof SharedArrayBuffer) {
      return {
        got: `a SharedArrayBuffer at ${at()}`,
        hint: "a link would deliver a copy, not shared memory: share it with ctx.shareBuffer"
      };
    }
    if (boxed(v))
      return { got: `a boxed primitive (${Object.prototype.toString.call(v).slice(8, -1)} object) at ${at()}`, hint: "send the primitive" };
    const weak = weakOrAsync(v);
    if (weak !== void 0) return { got: `${weak} at ${at()}`, hint: "it would arrive as an empty object" };
    if (ancestors.has(v)) return { got: `a circular reference at ${at()}`, hint: "msgpack records are trees: break the cycle" };
    ancestors.add(v);
    let found;
    if (Array.isArray(v)) {
      if (Object.getPrototypeOf(v) !== Array.prototype) irregular = true;
      for (let i = 0; i < v.length && found === void 0; i++) {
        if (!(i in v)) {
          found = {
            got: `an array with a hole at ${at()}[${i}]`,
            hint: "a msgpack array has no holes (it would arrive as undefined): fill it (e.g. with null), or send a Map of the entries"
          };
          break;
        }
        path.push(i);
        found = visit(v[i]);
        path.pop();
      }
    } else if (v instanceof Map) {
      if (Object.getPrototypeOf(v) !== Map.prototype) irregular = true;
      let i = 0;
      for (const [k, x] of v) {
        path.push(`<key ${i}>`);
        found = visit(k);
        path.pop();
        if (found !== void 0) break;
        path.push(typeof k === "string" || typeof k === "number" ? k : `<value ${i}>`);
        found = visit(x);
        path.pop();
        if (found !== void 0) break;
        i++;
      }
    } else if (v instanceof Set) {
      if (Object.getPrototypeOf(v) !== Set.prototype) irregular = true;
      let i = 0;
      for (const x of v) {
        path.push(`<element ${i++}>`);
        found = visit(x);
        path.pop();
        if (found !== void 0) break;
      }
    } else if (v instanceof Error) {
      if ("cause" in v) {
        path.push("cause");
        found = visit(v.cause);
        path.pop();
      }
    } else {
      const plain = Object.getPrototypeOf(v) === Object.prototype;
      if (!plain) irregular = true;
      const keys = plain ? void 0 : Object.keys(v);
      const visitKey = (key) => {
        if (key === "__proto__") return { got: `an own "__proto__" key at ${at()}`, hint: PROTO_KEY_HINT };
        if (illFormed(key)) return { got: `a key with a lone surrogate at ${at()}`, hint: "links carry strings as UTF-8" };
        path.push(key);
        const f = visit(v[key]);
        path.pop();
        return f;
      };
      if (keys === void 0) {
        for (const key in v) {
          found = visitKey(key);
          if (found !== void 0) break;
        }
      } else {
        for (const key of keys) {
          found = visitKey(key);
          if (found !== void 0) break;
        }
      }
    }
    ancestors.delete(v);
    return found;
  };
  const problem = visit(value);
  return { problem, negativeZero, irregular };
}
function typedArrayBase(v) {
  let proto = Object.getPrototypeOf(v);
  while (Object.getPrototypeOf(proto) !== TYPED_ARRAY_PROTO) proto = Object.getPrototypeOf(proto);
  return proto.constructor;
}
function reshapeLinkValue(value, mark) {
  if (typeof value === "number") return value === 0 && 1 / value < 0 ? mark : value;
  if (typeof value !== "object" || value === null || value instanceof Error) return value;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer || value instanceof Date || value instanceof RegExp) {
    if (!subclassed(value)) return value;
    if (value instanceof Date) return new Date(value.getTime());
    if (value instanceof RegExp) return new RegExp(value.source, value.flags);
    if (value instanceof ArrayBuffer) return new Uint8Array(value).slice().buffer;
    if (value instanceof DataView) return new DataView(value.buffer, value.byteOffset, value.byteLength);
    const Base = typedArrayBase(value);
    return new Base(value.buffer, value.byteOffset, value.length);
  }
  if (Array.isArray(value)) {
    const out2 = new Array(value.length);
    for (let i = 0; i < value.length; i++) out2[i] = reshapeLinkValue(value[i], mark);
    return out2;
  }
  if (value instanceof Map) {
    const out2 = /* @__PURE__ */ new Map();
    for (const [k, x] of value) out2.set(reshapeLinkValue(k, mark), reshapeLinkValue(x, mark));
    return out2;
  }
  if (value instanceof Set) {
    const out2 = /* @__PURE__ */ new Set();
    for (const x of value) out2.add(reshapeLinkValue(x, mark));
    return out2;
  }
  const out = {};
  for (const key of Object.keys(value)) out[key] = reshapeLinkValue(value[key], mark);
  return out;
}
function inspectCloneValue(value, root) {
  const path = [];
  const seen = /* @__PURE__ */ new Set();
  const visit = (v) => {
    if (typeof v === "function") return { got: `a function at ${pathText(root, path)}` };
    if (typeof v === "symbol") return { got: `a symbol at ${pathText(root, path)}` };
    if (typeof v !== "object" || v === null || seen.has(v)) return void 0;
    seen.add(v);
    if (ArrayBuffer.isView(v) && detachedView(v) || v instanceof ArrayBuffer && detachedBuffer(v))
      return { got: `a detached ${v.constructor.name} at ${pathText(root, path)}`, hint: DETACHED_HINT };
    if (path.length >= MAX_DEPTH) return tooDeep(root, path);
    if (ArrayBuffer.isView(v) || v instanceof ArrayBuffer || v instanceof SharedArrayBuffer || v instanceof Date || v instanceof RegExp || boxed(v)) {
      return void 0;
    }
    const weak = weakOrAsync(v);
    if (weak !== void 0) return { got: `${weak} at ${pathText(root, path)}` };
    const step = (key, x) => {
      path.push(key);
      const found = visit(x);
      path.pop();
      return found;
    };
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const found = step(i, v[i]);
        if (found !== void 0) return found;
      }
      return void 0;
    }
    if (v instanceof Map) {
      let i = 0;
      for (const [k, x] of v) {
        const found = step(`<key ${i}>`, k) ?? step(typeof k === "string" || typeof k === "number" ? k : `<value ${i}>`, x);
        if (found !== void 0) return found;
        i++;
      }
      return void 0;
    }
    if (v instanceof Set) {
      let i = 0;
      for (const x of v) {
        const found = step(`<element ${i++}>`, x);
        if (found !== void 0) return found;
      }
      return void 0;
    }
    if (v instanceof Error) return "cause" in v ? step("cause", v.cause) : void 0;
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) {
      try {
        structuredClone(v);
      } catch (err) {
        return { got: `an object structured clone refuses at ${pathText(root, path)} (${err.message})` };
      }
      return void 0;
    }
    for (const key of Object.keys(v)) {
      const found = step(key, v[key]);
      if (found !== void 0) return found;
    }
    return void 0;
  };
  return visit(value);
}
export {
  MAX_DEPTH,
  detachedBuffer,
  detachedView,
  inspectCloneValue,
  inspectLinkValue,
  reshapeLinkValue
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL2NvbW0vdmFsdWVzLnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvKipcbiAqIFdoaWNoIHZhbHVlcyBjYW4gdHJhdmVsLCBjaGVja2VkIGJlZm9yZSB0aGV5IGRvLCBzbyBub3RoaW5nIGlzIGxvc3Qgc2lsZW50bHk6XG4gKlxuICogLSBvdmVyIGxpbmtzIChtc2dwYWNrIHJlY29yZHMsIC4vY29kZWMudHMpOiBgaW5zcGVjdExpbmtWYWx1ZWAgZmluZHMgd2hhdCBhIGxpbmsgY2Fubm90IGNhcnJ5XG4gKiAgIGV4YWN0bHkgKGZ1bmN0aW9ucywgc3ltYm9scywgU2hhcmVkQXJyYXlCdWZmZXJzLCBjaXJjdWxhciByZWZlcmVuY2VzLCBib3hlZCBwcmltaXRpdmVzLFxuICogICBwcm9taXNlcyBhbmQgd2VhayBjb2xsZWN0aW9ucywgc3RyaW5ncyB3aXRoIGxvbmUgc3Vycm9nYXRlcywgb3duIGBfX3Byb3RvX19gIGtleXMsIGFycmF5cyB3aXRoXG4gKiAgIGhvbGVzKSwgd2hldGhlciB0aGUgdmFsdWUgaG9sZHMgYSBgLTBgIChjYXJyaWVkIGV4YWN0bHkgYnkgYW4gZXh0ZW5zaW9uIG9mIHRoZSBjb2RlYykgYW5kXG4gKiAgIHdoZXRoZXIgaXQgaG9sZHMgb2JqZWN0cyBzdHJ1Y3R1cmVkIGNsb25lIHdvdWxkIHJlc2hhcGUgKG51bGwtcHJvdG90eXBlIG9iamVjdHMsIGNsYXNzXG4gKiAgIGluc3RhbmNlcywgc3ViY2xhc3NlcyBvZiBBcnJheSwgTWFwLCBTZXQsIERhdGUsIFJlZ0V4cCBhbmQgdHlwZWQgYXJyYXlzKTogYHJlc2hhcGVMaW5rVmFsdWVgXG4gKiAgIHR1cm5zIHRob3NlIGludG8gd2hhdCBzdHJ1Y3R1cmVkIGNsb25lIGRlbGl2ZXJzIGJlZm9yZSBtc2dwYWNrIHNlZXMgdGhlbTtcbiAqIC0gdG8gYW5kIGZyb20gd29ya2VyIHRocmVhZHMgKHN0cnVjdHVyZWQgY2xvbmU6IHJ1biBvcHRpb25zLCBhIHByb2dyYW0ncyByZXR1cm4gdmFsdWUpOlxuICogICBgaW5zcGVjdENsb25lVmFsdWVgIGZpbmRzIGZ1bmN0aW9ucywgc3ltYm9scywgcHJvbWlzZXMsIHdlYWsgY29sbGVjdGlvbnMgYW5kIG90aGVyIG9iamVjdHNcbiAqICAgc3RydWN0dXJlZCBjbG9uZSByZWZ1c2VzLlxuICpcbiAqIFRoZSB3YWxrcyB2aXNpdCBjb250YWluZXJzIG9ubHkgKHR5cGVkIGFycmF5cyBhbmQgYnVmZmVycyBhcmUgbGVhdmVzKSwgc28gdGhleSBjb3N0IGxpdHRsZVxuICogbmV4dCB0byBlbmNvZGluZyBvciBjbG9uaW5nIHRoZSBzYW1lIHZhbHVlLlxuICovXG5cbi8qKiBXaGF0IGNhbm5vdCBiZSBjYXJyaWVkOiB3aGVyZSAoYGF0YCwgZS5nLiBcInZhbHVlLmFbMl1cIiksIHdoYXQgaXQgaXMsIGFuZCB3aGF0IHRvIGRvIGluc3RlYWQuICovXG5leHBvcnQgaW50ZXJmYWNlIFVuY2FycmllZCB7XG4gIHJlYWRvbmx5IGdvdDogc3RyaW5nO1xuICByZWFkb25seSBoaW50Pzogc3RyaW5nO1xufVxuXG50eXBlIFBhdGggPSAoc3RyaW5nIHwgbnVtYmVyKVtdO1xuXG4vKipcbiAqIERlZXBlc3QgbmVzdGluZyBhIHZhbHVlIG1heSBoYXZlIChjb250YWluZXJzIGluc2lkZSBjb250YWluZXJzKS4gVGhlIHdhbGtzIGJlbG93LCBtc2dwYWNrIGFuZFxuICogc3RydWN0dXJlZCBjbG9uZSBhbGwgcmVjdXJzZTogYSB2YWx1ZSBuZXN0ZWQgMjAwIDAwMCBkZWVwIHdvdWxkIG92ZXJmbG93IHRoZSBzdGFjayB3aXRoIGEgYmFyZVxuICogUmFuZ2VFcnJvci4gRGF0YSBuZXN0cyBmYXIgbGVzcyB0aGFuIHRoaXMuXG4gKi9cbmV4cG9ydCBjb25zdCBNQVhfREVQVEggPSAxMDAwO1xuXG5mdW5jdGlvbiB0b29EZWVwKHJvb3Q6IHN0cmluZywgcGF0aDogUGF0aCk6IFVuY2FycmllZCB7XG4gIHJldHVybiB7XG4gICAgZ290OiBgYSB2YWx1ZSBuZXN0ZWQgZGVlcGVyIHRoYW4gJHtNQVhfREVQVEh9IGxldmVscyBhdCAke3BhdGhUZXh0KHJvb3QsIHBhdGguc2xpY2UoMCwgOCkpfS4uLmAsXG4gICAgaGludDogJ2ZsYXR0ZW4gaXQgKGUuZy4gYW4gYXJyYXkgb2YgcmVjb3JkcyB3aXRoIHBhcmVudCBpbmRpY2VzKScsXG4gIH07XG59XG5cbi8qKlxuICogVHJ1ZSBmb3IgYSB0eXBlZCBhcnJheSBvciBEYXRhVmlldyB3aG9zZSBidWZmZXIgd2FzIHRyYW5zZmVycmVkIChkZXRhY2hlZCk6IGl0IHJlYWRzIGFzIGVtcHR5LFxuICogYW5kIGNvcHlpbmcgaXQgdGhyb3dzIGEgYmFyZSBUeXBlRXJyb3IuIENvc3RzIGEgYnVpbHRpbiBjYWxsIG9ubHkgZm9yIGVtcHR5IHZpZXdzLlxuICovXG5leHBvcnQgZnVuY3Rpb24gZGV0YWNoZWRWaWV3KHY6IEFycmF5QnVmZmVyVmlldyk6IGJvb2xlYW4ge1xuICByZXR1cm4gdi5ieXRlTGVuZ3RoID09PSAwICYmIGRldGFjaGVkQnVmZmVyKHYuYnVmZmVyKTtcbn1cblxuLyoqIFRydWUgZm9yIGFuIEFycmF5QnVmZmVyIHRoYXQgd2FzIHRyYW5zZmVycmVkIChOb2RlIDIwIGhhcyBubyBgZGV0YWNoZWRgIGdldHRlciB5ZXQpLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGRldGFjaGVkQnVmZmVyKGI6IEFycmF5QnVmZmVyTGlrZSk6IGJvb2xlYW4ge1xuICBpZiAoYi5ieXRlTGVuZ3RoICE9PSAwIHx8IGIgaW5zdGFuY2VvZiBTaGFyZWRBcnJheUJ1ZmZlcikgcmV0dXJuIGZhbHNlO1xuICB0cnkge1xuICAgIG5ldyBVaW50OEFycmF5KGIpO1xuICAgIHJldHVybiBmYWxzZTtcbiAgfSBjYXRjaCB7XG4gICAgcmV0dXJuIHRydWU7XG4gIH1cbn1cblxuY29uc3QgREVUQUNIRURfSElOVCA9ICdpdHMgYnVmZmVyIHdhcyB0cmFuc2ZlcnJlZCAocG9zdE1lc3NhZ2UgdHJhbnNmZXIgbGlzdCwgc3RydWN0dXJlZENsb25lIHRyYW5zZmVyKTogc2VuZCBhIGNvcHkgbWFkZSBiZWZvcmUnO1xuXG5mdW5jdGlvbiBwYXRoVGV4dChyb290OiBzdHJpbmcsIHBhdGg6IFBhdGgpOiBzdHJpbmcge1xuICBsZXQgcyA9IHJvb3Q7XG4gIGZvciAoY29uc3QgcCBvZiBwYXRoKSBzICs9IHR5cGVvZiBwID09PSAnbnVtYmVyJyA/IGBbJHtwfV1gIDogL15bQS1aYS16XyRdW1xcdyRdKiQvLnRlc3QocCkgPyBgLiR7cH1gIDogYFske0pTT04uc3RyaW5naWZ5KHApfV1gO1xuICByZXR1cm4gcztcbn1cblxuY29uc3QgV0VBS19PUl9BU1lOQzogcmVhZG9ubHkgKGFic3RyYWN0IG5ldyAoLi4uYXJnczogbmV2ZXJbXSkgPT4gdW5rbm93bilbXSA9IFtQcm9taXNlLCBXZWFrTWFwLCBXZWFrU2V0LCBXZWFrUmVmLCBGaW5hbGl6YXRpb25SZWdpc3RyeV07XG5cbmZ1bmN0aW9uIHdlYWtPckFzeW5jKHY6IG9iamVjdCk6IHN0cmluZyB8IHVuZGVmaW5lZCB7XG4gIGZvciAoY29uc3QgQyBvZiBXRUFLX09SX0FTWU5DKSBpZiAodiBpbnN0YW5jZW9mIEMpIHJldHVybiBgYSAke0MubmFtZX1gO1xuICByZXR1cm4gdW5kZWZpbmVkO1xufVxuXG5mdW5jdGlvbiBib3hlZCh2OiBvYmplY3QpOiBib29sZWFuIHtcbiAgcmV0dXJuIHYgaW5zdGFuY2VvZiBOdW1iZXIgfHwgdiBpbnN0YW5jZW9mIFN0cmluZyB8fCB2IGluc3RhbmNlb2YgQm9vbGVhbiB8fCB2IGluc3RhbmNlb2YgQmlnSW50IHx8IHYgaW5zdGFuY2VvZiBTeW1ib2w7XG59XG5cbi8qKiBUcnVlIGZvciBhIHN0cmluZyB0aGF0IFVURi04IChtc2dwYWNrKSBjYW5ub3QgaG9sZCBleGFjdGx5IChhIGxvbmUgc3Vycm9nYXRlKS4gKi9cbmZ1bmN0aW9uIGlsbEZvcm1lZChzOiBzdHJpbmcpOiBib29sZWFuIHtcbiAgcmV0dXJuICEocyBhcyBzdHJpbmcgJiB7IGlzV2VsbEZvcm1lZCgpOiBib29sZWFuIH0pLmlzV2VsbEZvcm1lZCgpO1xufVxuXG5leHBvcnQgaW50ZXJmYWNlIExpbmtJbnNwZWN0aW9uIHtcbiAgcmVhZG9ubHkgcHJvYmxlbTogVW5jYXJyaWVkIHwgdW5kZWZpbmVkO1xuICAvKiogVGhlIHZhbHVlIGhvbGRzIGEgLTAgc29tZXdoZXJlIChtc2dwYWNrIHdvdWxkIHR1cm4gaXQgaW50byAwOyB0aGUgY29kZWMgbWFya3MgaXQpLiAqL1xuICByZWFkb25seSBuZWdhdGl2ZVplcm86IGJvb2xlYW47XG4gIC8qKlxuICAgKiBUaGUgdmFsdWUgaG9sZHMgYW4gb2JqZWN0IHN0cnVjdHVyZWQgY2xvbmUgd291bGQgZGVsaXZlciBpbiBhbm90aGVyIHNoYXBlIChhIG51bGwtcHJvdG90eXBlXG4gICAqIG9iamVjdCBvciBjbGFzcyBpbnN0YW5jZSBhcyBhIHBsYWluIG9iamVjdCwgYSBzdWJjbGFzcyBvZiBBcnJheSwgTWFwLCBTZXQsIERhdGUsIFJlZ0V4cCBvciBhXG4gICAqIHR5cGVkIGFycmF5IGFzIGl0cyBiYXNlIGNsYXNzKTogYHJlc2hhcGVMaW5rVmFsdWVgIG1ha2VzIHRoYXQgc2hhcGUgYmVmb3JlIGVuY29kaW5nLlxuICAgKi9cbiAgcmVhZG9ubHkgaXJyZWd1bGFyOiBib29sZWFuO1xufVxuXG5jb25zdCBUWVBFRF9BUlJBWV9QUk9UTzogb2JqZWN0ID0gT2JqZWN0LmdldFByb3RvdHlwZU9mKFVpbnQ4QXJyYXkucHJvdG90eXBlKTtcblxuLyoqIFRydWUgZm9yIGEgdmlldywgYnVmZmVyLCBEYXRlIG9yIFJlZ0V4cCB3aG9zZSBwcm90b3R5cGUgaXMgbm90IGl0cyBidWlsdC1pbiBjbGFzcydzIG93bi4gKi9cbmZ1bmN0aW9uIHN1YmNsYXNzZWQodjogb2JqZWN0KTogYm9vbGVhbiB7XG4gIGNvbnN0IHByb3RvID0gT2JqZWN0LmdldFByb3RvdHlwZU9mKHYpO1xuICBpZiAoQXJyYXlCdWZmZXIuaXNWaWV3KHYpKVxuICAgIHJldHVybiB2IGluc3RhbmNlb2YgRGF0YVZpZXcgPyBwcm90byAhPT0gRGF0YVZpZXcucHJvdG90eXBlIDogT2JqZWN0LmdldFByb3RvdHlwZU9mKHByb3RvKSAhPT0gVFlQRURfQVJSQVlfUFJPVE87XG4gIGlmICh2IGluc3RhbmNlb2YgQXJyYXlCdWZmZXIpIHJldHVybiBwcm90byAhPT0gQXJyYXlCdWZmZXIucHJvdG90eXBlO1xuICBpZiAodiBpbnN0YW5jZW9mIERhdGUpIHJldHVybiBwcm90byAhPT0gRGF0ZS5wcm90b3R5cGU7XG4gIHJldHVybiB2IGluc3RhbmNlb2YgUmVnRXhwICYmIHByb3RvICE9PSBSZWdFeHAucHJvdG90eXBlO1xufVxuXG5jb25zdCBQUk9UT19LRVlfSElOVCA9ICdtc2dwYWNrIGRlY29kZXJzIHJlbmFtZSBhbiBvd24gXCJfX3Byb3RvX19cIiBrZXkgKGl0IHdvdWxkIGFycml2ZSBhcyBcIl9fcHJvdG9fXCIpOiB1c2UgYW5vdGhlciBrZXksIG9yIGEgTWFwJztcblxuLyoqIENoZWNrIGEgdmFsdWUgc2VudCBvdmVyIGEgbGluayBhcyBhIG1zZ3BhY2sgcmVjb3JkIChub3QgYSBudW1lcmljIHR5cGVkIGFycmF5KS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBpbnNwZWN0TGlua1ZhbHVlKHZhbHVlOiB1bmtub3duLCByb290ID0gJ3ZhbHVlJyk6IExpbmtJbnNwZWN0aW9uIHtcbiAgY29uc3QgcGF0aDogUGF0aCA9IFtdO1xuICBjb25zdCBhbmNlc3RvcnMgPSBuZXcgU2V0PG9iamVjdD4oKTtcbiAgbGV0IG5lZ2F0aXZlWmVybyA9IGZhbHNlO1xuICBsZXQgaXJyZWd1bGFyID0gZmFsc2U7XG4gIGNvbnN0IHZpc2l0ID0gKHY6IHVua25vd24pOiBVbmNhcnJpZWQgfCB1bmRlZmluZWQgPT4ge1xuICAgIHN3aXRjaCAodHlwZW9mIHYpIHtcbiAgICAgIGNhc2UgJ251bWJlcic6XG4gICAgICAgIGlmICh2ID09PSAwICYmIDEgLyB2IDwgMCkgbmVnYXRpdmVaZXJvID0gdHJ1ZTtcbiAgICAgICAgcmV0dXJuIHVuZGVmaW5lZDtcbiAgICAgIGNhc2UgJ3N0cmluZyc6XG4gICAgICAgIHJldHVybiBpbGxGb3JtZWQodilcbiAgICAgICAgICA/IHsgZ290OiBgYSBzdHJpbmcgd2l0aCBhIGxvbmUgc3Vycm9nYXRlIGF0ICR7cGF0aFRleHQocm9vdCwgcGF0aCl9YCwgaGludDogJ2xpbmtzIGNhcnJ5IHN0cmluZ3MgYXMgVVRGLTgnIH1cbiAgICAgICAgICA6IHVuZGVmaW5lZDtcbiAgICAgIGNhc2UgJ2Z1bmN0aW9uJzpcbiAgICAgICAgcmV0dXJuIHsgZ290OiBgYSBmdW5jdGlvbiBhdCAke3BhdGhUZXh0KHJvb3QsIHBhdGgpfWAsIGhpbnQ6ICdsaW5rcyBjYXJyeSBkYXRhLCBub3QgY29kZScgfTtcbiAgICAgIGNhc2UgJ3N5bWJvbCc6XG4gICAgICAgIHJldHVybiB7IGdvdDogYGEgc3ltYm9sIGF0ICR7cGF0aFRleHQocm9vdCwgcGF0aCl9YCwgaGludDogJ3N5bWJvbHMgY2Fubm90IGxlYXZlIHRoZWlyIHRocmVhZCcgfTtcbiAgICAgIGNhc2UgJ29iamVjdCc6XG4gICAgICAgIGJyZWFrO1xuICAgICAgZGVmYXVsdDpcbiAgICAgICAgcmV0dXJuIHVuZGVmaW5lZDsgLy8gYm9vbGVhbiwgYmlnaW50LCB1bmRlZmluZWQgaW5zaWRlIGEgY29udGFpbmVyXG4gICAgfVxuICAgIGlmICh2ID09PSBudWxsKSByZXR1cm4gdW5kZWZpbmVkO1xuICAgIGlmICh2IGluc3RhbmNlb2YgRGF0ZSB8fCB2IGluc3RhbmNlb2YgUmVnRXhwKSB7XG4gICAgICBpZiAoc3ViY2xhc3NlZCh2KSkgaXJyZWd1bGFyID0gdHJ1ZTtcbiAgICAgIHJldHVybiB1bmRlZmluZWQ7XG4gICAgfVxuICAgIGNvbnN0IGF0ID0gKCkgPT4gcGF0aFRleHQocm9vdCwgcGF0aCk7XG4gICAgaWYgKEFycmF5QnVmZmVyLmlzVmlldyh2KSB8fCB2IGluc3RhbmNlb2YgQXJyYXlCdWZmZXIpIHtcbiAgICAgIGNvbnN0IGdvbmUgPSBBcnJheUJ1ZmZlci5pc1ZpZXcodikgPyBkZXRhY2hlZFZpZXcodikgOiBkZXRhY2hlZEJ1ZmZlcih2KTtcbiAgICAgIGlmIChnb25lKSByZXR1cm4geyBnb3Q6IGBhIGRldGFjaGVkICR7di5jb25zdHJ1Y3Rvci5uYW1lfSBhdCAke2F0KCl9YCwgaGludDogREVUQUNIRURfSElOVCB9O1xuICAgICAgaWYgKHN1YmNsYXNzZWQodikpIGlycmVndWxhciA9IHRydWU7XG4gICAgICByZXR1cm4gdW5kZWZpbmVkO1xuICAgIH1cbiAgICBpZiAocGF0aC5sZW5ndGggPj0gTUFYX0RFUFRIKSByZXR1cm4gdG9vRGVlcChyb290LCBwYXRoKTtcbiAgICBpZiAodiBpbnN0YW5jZW9mIFNoYXJlZEFycmF5QnVmZmVyKSB7XG4gICAgICByZXR1cm4ge1xuICAgICAgICBnb3Q6IGBhIFNoYXJlZEFycmF5QnVmZmVyIGF0ICR7YXQoKX1gLFxuICAgICAgICBoaW50OiAnYSBsaW5rIHdvdWxkIGRlbGl2ZXIgYSBjb3B5LCBub3Qgc2hhcmVkIG1lbW9yeTogc2hhcmUgaXQgd2l0aCBjdHguc2hhcmVCdWZmZXInLFxuICAgICAgfTtcbiAgICB9XG4gICAgaWYgKGJveGVkKHYpKVxuICAgICAgcmV0dXJuIHsgZ290OiBgYSBib3hlZCBwcmltaXRpdmUgKCR7T2JqZWN0LnByb3RvdHlwZS50b1N0cmluZy5jYWxsKHYpLnNsaWNlKDgsIC0xKX0gb2JqZWN0KSBhdCAke2F0KCl9YCwgaGludDogJ3NlbmQgdGhlIHByaW1pdGl2ZScgfTtcbiAgICBjb25zdCB3ZWFrID0gd2Vha09yQXN5bmModik7XG4gICAgaWYgKHdlYWsgIT09IHVuZGVmaW5lZCkgcmV0dXJuIHsgZ290OiBgJHt3ZWFrfSBhdCAke2F0KCl9YCwgaGludDogJ2l0IHdvdWxkIGFycml2ZSBhcyBhbiBlbXB0eSBvYmplY3QnIH07XG4gICAgaWYgKGFuY2VzdG9ycy5oYXModikpIHJldHVybiB7IGdvdDogYGEgY2lyY3VsYXIgcmVmZXJlbmNlIGF0ICR7YXQoKX1gLCBoaW50OiAnbXNncGFjayByZWNvcmRzIGFyZSB0cmVlczogYnJlYWsgdGhlIGN5Y2xlJyB9O1xuICAgIGFuY2VzdG9ycy5hZGQodik7XG4gICAgbGV0IGZvdW5kOiBVbmNhcnJpZWQgfCB1bmRlZmluZWQ7XG4gICAgaWYgKEFycmF5LmlzQXJyYXkodikpIHtcbiAgICAgIGlmIChPYmplY3QuZ2V0UHJvdG90eXBlT2YodikgIT09IEFycmF5LnByb3RvdHlwZSkgaXJyZWd1bGFyID0gdHJ1ZTtcbiAgICAgIGZvciAobGV0IGkgPSAwOyBpIDwgdi5sZW5ndGggJiYgZm91bmQgPT09IHVuZGVmaW5lZDsgaSsrKSB7XG4gICAgICAgIGlmICghKGkgaW4gdikpIHtcbiAgICAgICAgICBmb3VuZCA9IHtcbiAgICAgICAgICAgIGdvdDogYGFuIGFycmF5IHdpdGggYSBob2xlIGF0ICR7YXQoKX1bJHtpfV1gLFxuICAgICAgICAgICAgaGludDogJ2EgbXNncGFjayBhcnJheSBoYXMgbm8gaG9sZXMgKGl0IHdvdWxkIGFycml2ZSBhcyB1bmRlZmluZWQpOiBmaWxsIGl0IChlLmcuIHdpdGggbnVsbCksIG9yIHNlbmQgYSBNYXAgb2YgdGhlIGVudHJpZXMnLFxuICAgICAgICAgIH07XG4gICAgICAgICAgYnJlYWs7XG4gICAgICAgIH1cbiAgICAgICAgcGF0aC5wdXNoKGkpO1xuICAgICAgICBmb3VuZCA9IHZpc2l0KHZbaV0pO1xuICAgICAgICBwYXRoLnBvcCgpO1xuICAgICAgfVxuICAgIH0gZWxzZSBpZiAodiBpbnN0YW5jZW9mIE1hcCkge1xuICAgICAgaWYgKE9iamVjdC5nZXRQcm90b3R5cGVPZih2KSAhPT0gTWFwLnByb3RvdHlwZSkgaXJyZWd1bGFyID0gdHJ1ZTtcbiAgICAgIGxldCBpID0gMDtcbiAgICAgIGZvciAoY29uc3QgW2ssIHhdIG9mIHYpIHtcbiAgICAgICAgcGF0aC5wdXNoKGA8a2V5ICR7aX0+YCk7XG4gICAgICAgIGZvdW5kID0gdmlzaXQoayk7XG4gICAgICAgIHBhdGgucG9wKCk7XG4gICAgICAgIGlmIChmb3VuZCAhPT0gdW5kZWZpbmVkKSBicmVhaztcbiAgICAgICAgcGF0aC5wdXNoKHR5cGVvZiBrID09PSAnc3RyaW5nJyB8fCB0eXBlb2YgayA9PT0gJ251bWJlcicgPyBrIDogYDx2YWx1ZSAke2l9PmApO1xuICAgICAgICBmb3VuZCA9IHZpc2l0KHgpO1xuICAgICAgICBwYXRoLnBvcCgpO1xuICAgICAgICBpZiAoZm91bmQgIT09IHVuZGVmaW5lZCkgYnJlYWs7XG4gICAgICAgIGkrKztcbiAgICAgIH1cbiAgICB9IGVsc2UgaWYgKHYgaW5zdGFuY2VvZiBTZXQpIHtcbiAgICAgIGlmIChPYmplY3QuZ2V0UHJvdG90eXBlT2YodikgIT09IFNldC5wcm90b3R5cGUpIGlycmVndWxhciA9IHRydWU7XG4gICAgICBsZXQgaSA9IDA7XG4gICAgICBmb3IgKGNvbnN0IHggb2Ygdikge1xuICAgICAgICBwYXRoLnB1c2goYDxlbGVtZW50ICR7aSsrfT5gKTtcbiAgICAgICAgZm91bmQgPSB2aXNpdCh4KTtcbiAgICAgICAgcGF0aC5wb3AoKTtcbiAgICAgICAgaWYgKGZvdW5kICE9PSB1bmRlZmluZWQpIGJyZWFrO1xuICAgICAgfVxuICAgIH0gZWxzZSBpZiAodiBpbnN0YW5jZW9mIEVycm9yKSB7XG4gICAgICAvLyBtc2dwYWNrIGNhcnJpZXMgYW4gRXJyb3IncyBuYW1lLCBtZXNzYWdlIGFuZCBjYXVzZS5cbiAgICAgIGlmICgnY2F1c2UnIGluIHYpIHtcbiAgICAgICAgcGF0aC5wdXNoKCdjYXVzZScpO1xuICAgICAgICBmb3VuZCA9IHZpc2l0KHYuY2F1c2UpO1xuICAgICAgICBwYXRoLnBvcCgpO1xuICAgICAgfVxuICAgIH0gZWxzZSB7XG4gICAgICAvLyBPd24gZW51bWVyYWJsZSBzdHJpbmcga2V5cywgYXMgc3RydWN0dXJlZCBjbG9uZSByZWFkcyB0aGVtIChhIGNsYXNzIGluc3RhbmNlJ3Mgb3IgYVxuICAgICAgLy8gbnVsbC1wcm90b3R5cGUgb2JqZWN0J3MgYXJlIGNvcGllZCBpbnRvIGEgcGxhaW4gb2JqZWN0IGJ5IHJlc2hhcGVMaW5rVmFsdWUpLlxuICAgICAgY29uc3QgcGxhaW4gPSBPYmplY3QuZ2V0UHJvdG90eXBlT2YodikgPT09IE9iamVjdC5wcm90b3R5cGU7XG4gICAgICBpZiAoIXBsYWluKSBpcnJlZ3VsYXIgPSB0cnVlO1xuICAgICAgY29uc3Qga2V5cyA9IHBsYWluID8gdW5kZWZpbmVkIDogT2JqZWN0LmtleXModik7XG4gICAgICBjb25zdCB2aXNpdEtleSA9IChrZXk6IHN0cmluZyk6IFVuY2FycmllZCB8IHVuZGVmaW5lZCA9PiB7XG4gICAgICAgIGlmIChrZXkgPT09ICdfX3Byb3RvX18nKSByZXR1cm4geyBnb3Q6IGBhbiBvd24gXCJfX3Byb3RvX19cIiBrZXkgYXQgJHthdCgpfWAsIGhpbnQ6IFBST1RPX0tFWV9ISU5UIH07XG4gICAgICAgIGlmIChpbGxGb3JtZWQoa2V5KSkgcmV0dXJuIHsgZ290OiBgYSBrZXkgd2l0aCBhIGxvbmUgc3Vycm9nYXRlIGF0ICR7YXQoKX1gLCBoaW50OiAnbGlua3MgY2Fycnkgc3RyaW5ncyBhcyBVVEYtOCcgfTtcbiAgICAgICAgcGF0aC5wdXNoKGtleSk7XG4gICAgICAgIGNvbnN0IGYgPSB2aXNpdCgodiBhcyBSZWNvcmQ8c3RyaW5nLCB1bmtub3duPilba2V5XSk7XG4gICAgICAgIHBhdGgucG9wKCk7XG4gICAgICAgIHJldHVybiBmO1xuICAgICAgfTtcbiAgICAgIGlmIChrZXlzID09PSB1bmRlZmluZWQpIHtcbiAgICAgICAgZm9yIChjb25zdCBrZXkgaW4gdikge1xuICAgICAgICAgIGZvdW5kID0gdmlzaXRLZXkoa2V5KTtcbiAgICAgICAgICBpZiAoZm91bmQgIT09IHVuZGVmaW5lZCkgYnJlYWs7XG4gICAgICAgIH1cbiAgICAgIH0gZWxzZSB7XG4gICAgICAgIGZvciAoY29uc3Qga2V5IG9mIGtleXMpIHtcbiAgICAgICAgICBmb3VuZCA9IHZpc2l0S2V5KGtleSk7XG4gICAgICAgICAgaWYgKGZvdW5kICE9PSB1bmRlZmluZWQpIGJyZWFrO1xuICAgICAgICB9XG4gICAgICB9XG4gICAgfVxuICAgIGFuY2VzdG9ycy5kZWxldGUodik7XG4gICAgcmV0dXJuIGZvdW5kO1xuICB9O1xuICBjb25zdCBwcm9ibGVtID0gdmlzaXQodmFsdWUpO1xuICByZXR1cm4geyBwcm9ibGVtLCBuZWdhdGl2ZVplcm8sIGlycmVndWxhciB9O1xufVxuXG4vKiogVGhlIGJ1aWx0LWluIGNsYXNzIGEgdHlwZWQgYXJyYXkgKG9yIHN1YmNsYXNzIGluc3RhbmNlKSBiZWxvbmdzIHRvLiAqL1xuZnVuY3Rpb24gdHlwZWRBcnJheUJhc2UodjogQXJyYXlCdWZmZXJWaWV3KTogbmV3IChidWZmZXI6IEFycmF5QnVmZmVyTGlrZSwgb2Zmc2V0OiBudW1iZXIsIGxlbmd0aDogbnVtYmVyKSA9PiBBcnJheUJ1ZmZlclZpZXcge1xuICBsZXQgcHJvdG8gPSBPYmplY3QuZ2V0UHJvdG90eXBlT2Yodik7XG4gIHdoaWxlIChPYmplY3QuZ2V0UHJvdG90eXBlT2YocHJvdG8pICE9PSBUWVBFRF9BUlJBWV9QUk9UTykgcHJvdG8gPSBPYmplY3QuZ2V0UHJvdG90eXBlT2YocHJvdG8pO1xuICByZXR1cm4gcHJvdG8uY29uc3RydWN0b3I7XG59XG5cbi8qKlxuICogQSBjb3B5IG9mIGFuIGluc3BlY3RlZCBgdmFsdWVgIGFzIHN0cnVjdHVyZWQgY2xvbmUgd291bGQgZGVsaXZlciBpdCwgd2l0aCBldmVyeSAtMCByZXBsYWNlZCBieVxuICogYG1hcmtgIChjYWxsZWQgb25seSB3aGVuIHRoZSBpbnNwZWN0aW9uIGZvdW5kIGEgLTAgb3IgYW4gaXJyZWd1bGFyIG9iamVjdCk6IG51bGwtcHJvdG90eXBlXG4gKiBvYmplY3RzIGFuZCBjbGFzcyBpbnN0YW5jZXMgYmVjb21lIHBsYWluIG9iamVjdHMgb2YgdGhlaXIgb3duIGVudW1lcmFibGUgcHJvcGVydGllcywgc3ViY2xhc3Nlc1xuICogb2YgQXJyYXksIE1hcCwgU2V0LCBEYXRlLCBSZWdFeHAsIEFycmF5QnVmZmVyLCBEYXRhVmlldyBhbmQgdHlwZWQgYXJyYXlzIHRoZWlyIGJhc2UgY2xhc3NcbiAqICh2aWV3cyBzaGFyZSB0aGUgc2VuZGVyJ3MgYnVmZmVyOiBtc2dwYWNrIGNvcGllcyB0aGUgYnl0ZXMgYW55d2F5KS5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHJlc2hhcGVMaW5rVmFsdWUodmFsdWU6IHVua25vd24sIG1hcms6IHVua25vd24pOiB1bmtub3duIHtcbiAgaWYgKHR5cGVvZiB2YWx1ZSA9PT0gJ251bWJlcicpIHJldHVybiB2YWx1ZSA9PT0gMCAmJiAxIC8gdmFsdWUgPCAwID8gbWFyayA6IHZhbHVlO1xuICBpZiAodHlwZW9mIHZhbHVlICE9PSAnb2JqZWN0JyB8fCB2YWx1ZSA9PT0gbnVsbCB8fCB2YWx1ZSBpbnN0YW5jZW9mIEVycm9yKSByZXR1cm4gdmFsdWU7XG4gIGlmIChBcnJheUJ1ZmZlci5pc1ZpZXcodmFsdWUpIHx8IHZhbHVlIGluc3RhbmNlb2YgQXJyYXlCdWZmZXIgfHwgdmFsdWUgaW5zdGFuY2VvZiBEYXRlIHx8IHZhbHVlIGluc3RhbmNlb2YgUmVnRXhwKSB7XG4gICAgaWYgKCFzdWJjbGFzc2VkKHZhbHVlKSkgcmV0dXJuIHZhbHVlO1xuICAgIGlmICh2YWx1ZSBpbnN0YW5jZW9mIERhdGUpIHJldHVybiBuZXcgRGF0ZSh2YWx1ZS5nZXRUaW1lKCkpO1xuICAgIGlmICh2YWx1ZSBpbnN0YW5jZW9mIFJlZ0V4cCkgcmV0dXJuIG5ldyBSZWdFeHAodmFsdWUuc291cmNlLCB2YWx1ZS5mbGFncyk7XG4gICAgaWYgKHZhbHVlIGluc3RhbmNlb2YgQXJyYXlCdWZmZXIpIHJldHVybiBuZXcgVWludDhBcnJheSh2YWx1ZSkuc2xpY2UoKS5idWZmZXI7XG4gICAgaWYgKHZhbHVlIGluc3RhbmNlb2YgRGF0YVZpZXcpIHJldHVybiBuZXcgRGF0YVZpZXcodmFsdWUuYnVmZmVyLCB2YWx1ZS5ieXRlT2Zmc2V0LCB2YWx1ZS5ieXRlTGVuZ3RoKTtcbiAgICBjb25zdCBCYXNlID0gdHlwZWRBcnJheUJhc2UodmFsdWUpO1xuICAgIHJldHVybiBuZXcgQmFzZSh2YWx1ZS5idWZmZXIsIHZhbHVlLmJ5dGVPZmZzZXQsICh2YWx1ZSBhcyB1bmtub3duIGFzIHsgbGVuZ3RoOiBudW1iZXIgfSkubGVuZ3RoKTtcbiAgfVxuICBpZiAoQXJyYXkuaXNBcnJheSh2YWx1ZSkpIHtcbiAgICAvLyBBIGxvb3AsIG5vdCBtYXAoKTogbWFwIG9uIGEgc3ViY2xhc3MgYnVpbGRzIHRoZSBzdWJjbGFzcyAoU3ltYm9sLnNwZWNpZXMpLlxuICAgIGNvbnN0IG91dDogdW5rbm93bltdID0gbmV3IEFycmF5KHZhbHVlLmxlbmd0aCk7XG4gICAgZm9yIChsZXQgaSA9IDA7IGkgPCB2YWx1ZS5sZW5ndGg7IGkrKykgb3V0W2ldID0gcmVzaGFwZUxpbmtWYWx1ZSh2YWx1ZVtpXSwgbWFyayk7XG4gICAgcmV0dXJuIG91dDtcbiAgfVxuICBpZiAodmFsdWUgaW5zdGFuY2VvZiBNYXApIHtcbiAgICBjb25zdCBvdXQgPSBuZXcgTWFwPHVua25vd24sIHVua25vd24+KCk7XG4gICAgZm9yIChjb25zdCBbaywgeF0gb2YgdmFsdWUpIG91dC5zZXQocmVzaGFwZUxpbmtWYWx1ZShrLCBtYXJrKSwgcmVzaGFwZUxpbmtWYWx1ZSh4LCBtYXJrKSk7XG4gICAgcmV0dXJuIG91dDtcbiAgfVxuICBpZiAodmFsdWUgaW5zdGFuY2VvZiBTZXQpIHtcbiAgICBjb25zdCBvdXQgPSBuZXcgU2V0PHVua25vd24+KCk7XG4gICAgZm9yIChjb25zdCB4IG9mIHZhbHVlKSBvdXQuYWRkKHJlc2hhcGVMaW5rVmFsdWUoeCwgbWFyaykpO1xuICAgIHJldHVybiBvdXQ7XG4gIH1cbiAgY29uc3Qgb3V0OiBSZWNvcmQ8c3RyaW5nLCB1bmtub3duPiA9IHt9O1xuICBmb3IgKGNvbnN0IGtleSBvZiBPYmplY3Qua2V5cyh2YWx1ZSkpIG91dFtrZXldID0gcmVzaGFwZUxpbmtWYWx1ZSgodmFsdWUgYXMgUmVjb3JkPHN0cmluZywgdW5rbm93bj4pW2tleV0sIG1hcmspO1xuICByZXR1cm4gb3V0O1xufVxuXG4vKipcbiAqIENoZWNrIGEgdmFsdWUgaGFuZGVkIHRvIG9yIGZyb20gYSB3b3JrZXIgdGhyZWFkIChzdHJ1Y3R1cmVkIGNsb25lKS4gQ3ljbGVzIGFuZCBzaGFyZWQgYnVmZmVyc1xuICogYXJlIGZpbmUgdGhlcmU7IG9iamVjdHMgb2YgY2xhc3NlcyB0aGUgd2FsayBkb2VzIG5vdCBrbm93IGFyZSB0cmllZCB3aXRoIGBzdHJ1Y3R1cmVkQ2xvbmVgLlxuICovXG5leHBvcnQgZnVuY3Rpb24gaW5zcGVjdENsb25lVmFsdWUodmFsdWU6IHVua25vd24sIHJvb3Q6IHN0cmluZyk6IFVuY2FycmllZCB8IHVuZGVmaW5lZCB7XG4gIGNvbnN0IHBhdGg6IFBhdGggPSBbXTtcbiAgY29uc3Qgc2VlbiA9IG5ldyBTZXQ8b2JqZWN0PigpO1xuICBjb25zdCB2aXNpdCA9ICh2OiB1bmtub3duKTogVW5jYXJyaWVkIHwgdW5kZWZpbmVkID0+IHtcbiAgICBpZiAodHlwZW9mIHYgPT09ICdmdW5jdGlvbicpIHJldHVybiB7IGdvdDogYGEgZnVuY3Rpb24gYXQgJHtwYXRoVGV4dChyb290LCBwYXRoKX1gIH07XG4gICAgaWYgKHR5cGVvZiB2ID09PSAnc3ltYm9sJykgcmV0dXJuIHsgZ290OiBgYSBzeW1ib2wgYXQgJHtwYXRoVGV4dChyb290LCBwYXRoKX1gIH07XG4gICAgaWYgKHR5cGVvZiB2ICE9PSAnb2JqZWN0JyB8fCB2ID09PSBudWxsIHx8IHNlZW4uaGFzKHYpKSByZXR1cm4gdW5kZWZpbmVkO1xuICAgIHNlZW4uYWRkKHYpO1xuICAgIGlmICgoQXJyYXlCdWZmZXIuaXNWaWV3KHYpICYmIGRldGFjaGVkVmlldyh2KSkgfHwgKHYgaW5zdGFuY2VvZiBBcnJheUJ1ZmZlciAmJiBkZXRhY2hlZEJ1ZmZlcih2KSkpXG4gICAgICByZXR1cm4geyBnb3Q6IGBhIGRldGFjaGVkICR7di5jb25zdHJ1Y3Rvci5uYW1lfSBhdCAke3BhdGhUZXh0KHJvb3QsIHBhdGgpfWAsIGhpbnQ6IERFVEFDSEVEX0hJTlQgfTtcbiAgICBpZiAocGF0aC5sZW5ndGggPj0gTUFYX0RFUFRIKSByZXR1cm4gdG9vRGVlcChyb290LCBwYXRoKTtcbiAgICBpZiAoXG4gICAgICBBcnJheUJ1ZmZlci5pc1ZpZXcodikgfHxcbiAgICAgIHYgaW5zdGFuY2VvZiBBcnJheUJ1ZmZlciB8fFxuICAgICAgdiBpbnN0YW5jZW9mIFNoYXJlZEFycmF5QnVmZmVyIHx8XG4gICAgICB2IGluc3RhbmNlb2YgRGF0ZSB8fFxuICAgICAgdiBpbnN0YW5jZW9mIFJlZ0V4cCB8fFxuICAgICAgYm94ZWQodilcbiAgICApIHtcbiAgICAgIHJldHVybiB1bmRlZmluZWQ7XG4gICAgfVxuICAgIGNvbnN0IHdlYWsgPSB3ZWFrT3JBc3luYyh2KTtcbiAgICBpZiAod2VhayAhPT0gdW5kZWZpbmVkKSByZXR1cm4geyBnb3Q6IGAke3dlYWt9IGF0ICR7cGF0aFRleHQocm9vdCwgcGF0aCl9YCB9O1xuICAgIGNvbnN0IHN0ZXAgPSAoa2V5OiBzdHJpbmcgfCBudW1iZXIsIHg6IHVua25vd24pOiBVbmNhcnJpZWQgfCB1bmRlZmluZWQgPT4ge1xuICAgICAgcGF0aC5wdXNoKGtleSk7XG4gICAgICBjb25zdCBmb3VuZCA9IHZpc2l0KHgpO1xuICAgICAgcGF0aC5wb3AoKTtcbiAgICAgIHJldHVybiBmb3VuZDtcbiAgICB9O1xuICAgIGlmIChBcnJheS5pc0FycmF5KHYpKSB7XG4gICAgICBmb3IgKGxldCBpID0gMDsgaSA8IHYubGVuZ3RoOyBpKyspIHtcbiAgICAgICAgY29uc3QgZm91bmQgPSBzdGVwKGksIHZbaV0pO1xuICAgICAgICBpZiAoZm91bmQgIT09IHVuZGVmaW5lZCkgcmV0dXJuIGZvdW5kO1xuICAgICAgfVxuICAgICAgcmV0dXJuIHVuZGVmaW5lZDtcbiAgICB9XG4gICAgaWYgKHYgaW5zdGFuY2VvZiBNYXApIHtcbiAgICAgIGxldCBpID0gMDtcbiAgICAgIGZvciAoY29uc3QgW2ssIHhdIG9mIHYpIHtcbiAgICAgICAgY29uc3QgZm91bmQgPSBzdGVwKGA8a2V5ICR7aX0+YCwgaykgPz8gc3RlcCh0eXBlb2YgayA9PT0gJ3N0cmluZycgfHwgdHlwZW9mIGsgPT09ICdudW1iZXInID8gayA6IGA8dmFsdWUgJHtpfT5gLCB4KTtcbiAgICAgICAgaWYgKGZvdW5kICE9PSB1bmRlZmluZWQpIHJldHVybiBmb3VuZDtcbiAgICAgICAgaSsrO1xuICAgICAgfVxuICAgICAgcmV0dXJuIHVuZGVmaW5lZDtcbiAgICB9XG4gICAgaWYgKHYgaW5zdGFuY2VvZiBTZXQpIHtcbiAgICAgIGxldCBpID0gMDtcbiAgICAgIGZvciAoY29uc3QgeCBvZiB2KSB7XG4gICAgICAgIGNvbnN0IGZvdW5kID0gc3RlcChgPGVsZW1lbnQgJHtpKyt9PmAsIHgpO1xuICAgICAgICBpZiAoZm91bmQgIT09IHVuZGVmaW5lZCkgcmV0dXJuIGZvdW5kO1xuICAgICAgfVxuICAgICAgcmV0dXJuIHVuZGVmaW5lZDtcbiAgICB9XG4gICAgaWYgKHYgaW5zdGFuY2VvZiBFcnJvcikgcmV0dXJuICdjYXVzZScgaW4gdiA/IHN0ZXAoJ2NhdXNlJywgdi5jYXVzZSkgOiB1bmRlZmluZWQ7XG4gICAgY29uc3QgcHJvdG8gPSBPYmplY3QuZ2V0UHJvdG90eXBlT2Yodik7XG4gICAgaWYgKHByb3RvICE9PSBPYmplY3QucHJvdG90eXBlICYmIHByb3RvICE9PSBudWxsKSB7XG4gICAgICAvLyBBIGNsYXNzIGluc3RhbmNlIG9yIGEgaG9zdCBvYmplY3Q6IHN0cnVjdHVyZWQgY2xvbmUgZGVjaWRlcy5cbiAgICAgIHRyeSB7XG4gICAgICAgIHN0cnVjdHVyZWRDbG9uZSh2KTtcbiAgICAgIH0gY2F0Y2ggKGVycikge1xuICAgICAgICByZXR1cm4geyBnb3Q6IGBhbiBvYmplY3Qgc3RydWN0dXJlZCBjbG9uZSByZWZ1c2VzIGF0ICR7cGF0aFRleHQocm9vdCwgcGF0aCl9ICgkeyhlcnIgYXMgRXJyb3IpLm1lc3NhZ2V9KWAgfTtcbiAgICAgIH1cbiAgICAgIHJldHVybiB1bmRlZmluZWQ7XG4gICAgfVxuICAgIGZvciAoY29uc3Qga2V5IG9mIE9iamVjdC5rZXlzKHYpKSB7XG4gICAgICBjb25zdCBmb3VuZCA9IHN0ZXAoa2V5LCAodiBhcyBSZWNvcmQ8c3RyaW5nLCB1bmtub3duPilba2V5XSk7XG4gICAgICBpZiAoZm91bmQgIT09IHVuZGVmaW5lZCkgcmV0dXJuIGZvdW5kO1xuICAgIH1cbiAgICByZXR1cm4gdW5kZWZpbmVkO1xuICB9O1xuICByZXR1cm4gdmlzaXQodmFsdWUpO1xufVxuIl0sCiAgIm1hcHBpbmdzIjogIkFBK0JPLE1BQU0sWUFBWTtBQUV6QixTQUFTLFFBQVEsTUFBYyxNQUF1QjtBQUNwRCxTQUFPO0FBQUEsSUFDTCxLQUFLLDhCQUE4QixTQUFTLGNBQWMsU0FBUyxNQUFNLEtBQUssTUFBTSxHQUFHLENBQUMsQ0FBQyxDQUFDO0FBQUEsSUFDMUYsTUFBTTtBQUFBLEVBQ1I7QUFDRjtBQU1PLFNBQVMsYUFBYSxHQUE2QjtBQUN4RCxTQUFPLEVBQUUsZUFBZSxLQUFLLGVBQWUsRUFBRSxNQUFNO0FBQ3REO0FBR08sU0FBUyxlQUFlLEdBQTZCO0FBQzFELE1BQUksRUFBRSxlQUFlLEtBQUssYUFBYSxrQkFBbUIsUUFBTztBQUNqRSxNQUFJO0FBQ0YsUUFBSSxXQUFXLENBQUM7QUFDaEIsV0FBTztBQUFBLEVBQ1QsUUFBUTtBQUNOLFdBQU87QUFBQSxFQUNUO0FBQ0Y7QUFFQSxNQUFNLGdCQUFnQjtBQUV0QixTQUFTLFNBQVMsTUFBYyxNQUFvQjtBQUNsRCxNQUFJLElBQUk7QUFDUixhQUFXLEtBQUssS0FBTSxNQUFLLE9BQU8sTUFBTSxXQUFXLElBQUksQ0FBQyxNQUFNLHFCQUFxQixLQUFLLENBQUMsSUFBSSxJQUFJLENBQUMsS0FBSyxJQUFJLEtBQUssVUFBVSxDQUFDLENBQUM7QUFDNUgsU0FBTztBQUNUO0FBRUEsTUFBTSxnQkFBeUUsQ0FBQyxTQUFTLFNBQVMsU0FBUyxTQUFTLG9CQUFvQjtBQUV4SSxTQUFTLFlBQVksR0FBK0I7QUFDbEQsYUFBVyxLQUFLLGNBQWUsS0FBSSxhQUFhLEVBQUcsUUFBTyxLQUFLLEVBQUUsSUFBSTtBQUNyRSxTQUFPO0FBQ1Q7QUFFQSxTQUFTLE1BQU0sR0FBb0I7QUFDakMsU0FBTyxhQUFhLFVBQVUsYUFBYSxVQUFVLGFBQWEsV0FBVyxhQUFhLFVBQVUsYUFBYTtBQUNuSDtBQUdBLFNBQVMsVUFBVSxHQUFvQjtBQUNyQyxTQUFPLENBQUUsRUFBMkMsYUFBYTtBQUNuRTtBQWNBLE1BQU0sb0JBQTRCLE9BQU8sZUFBZSxXQUFXLFNBQVM7QUFHNUUsU0FBUyxXQUFXLEdBQW9CO0FBQ3RDLFFBQU0sUUFBUSxPQUFPLGVBQWUsQ0FBQztBQUNyQyxNQUFJLFlBQVksT0FBTyxDQUFDO0FBQ3RCLFdBQU8sYUFBYSxXQUFXLFVBQVUsU0FBUyxZQUFZLE9BQU8sZUFBZSxLQUFLLE1BQU07QUFDakcsTUFBSSxhQUFhLFlBQWEsUUFBTyxVQUFVLFlBQVk7QUFDM0QsTUFBSSxhQUFhLEtBQU0sUUFBTyxVQUFVLEtBQUs7QUFDN0MsU0FBTyxhQUFhLFVBQVUsVUFBVSxPQUFPO0FBQ2pEO0FBRUEsTUFBTSxpQkFBaUI7QUFHaEIsU0FBUyxpQkFBaUIsT0FBZ0IsT0FBTyxTQUF5QjtBQUMvRSxRQUFNLE9BQWEsQ0FBQztBQUNwQixRQUFNLFlBQVksb0JBQUksSUFBWTtBQUNsQyxNQUFJLGVBQWU7QUFDbkIsTUFBSSxZQUFZO0FBQ2hCLFFBQU0sUUFBUSxDQUFDLE1BQXNDO0FBQ25ELFlBQVEsT0FBTyxHQUFHO0FBQUEsTUFDaEIsS0FBSztBQUNILFlBQUksTUFBTSxLQUFLLElBQUksSUFBSSxFQUFHLGdCQUFlO0FBQ3pDLGVBQU87QUFBQSxNQUNULEtBQUs7QUFDSCxlQUFPLFVBQVUsQ0FBQyxJQUNkLEVBQUUsS0FBSyxxQ0FBcUMsU0FBUyxNQUFNLElBQUksQ0FBQyxJQUFJLE1BQU0sK0JBQStCLElBQ3pHO0FBQUEsTUFDTixLQUFLO0FBQ0gsZUFBTyxFQUFFLEtBQUssaUJBQWlCLFNBQVMsTUFBTSxJQUFJLENBQUMsSUFBSSxNQUFNLDZCQUE2QjtBQUFBLE1BQzVGLEtBQUs7QUFDSCxlQUFPLEVBQUUsS0FBSyxlQUFlLFNBQVMsTUFBTSxJQUFJLENBQUMsSUFBSSxNQUFNLG9DQUFvQztBQUFBLE1BQ2pHLEtBQUs7QUFDSDtBQUFBLE1BQ0Y7QUFDRSxlQUFPO0FBQUEsSUFDWDtBQUNBLFFBQUksTUFBTSxLQUFNLFFBQU87QUFDdkIsUUFBSSxhQUFhLFFBQVEsYUFBYSxRQUFRO0FBQzVDLFVBQUksV0FBVyxDQUFDLEVBQUcsYUFBWTtBQUMvQixhQUFPO0FBQUEsSUFDVDtBQUNBLFVBQU0sS0FBSyxNQUFNLFNBQVMsTUFBTSxJQUFJO0FBQ3BDLFFBQUksWUFBWSxPQUFPLENBQUMsS0FBSyxhQUFhLGFBQWE7QUFDckQsWUFBTSxPQUFPLFlBQVksT0FBTyxDQUFDLElBQUksYUFBYSxDQUFDLElBQUksZUFBZSxDQUFDO0FBQ3ZFLFVBQUksS0FBTSxRQUFPLEVBQUUsS0FBSyxjQUFjLEVBQUUsWUFBWSxJQUFJLE9BQU8sR0FBRyxDQUFDLElBQUksTUFBTSxjQUFjO0FBQzNGLFVBQUksV0FBVyxDQUFDLEVBQUcsYUFBWTtBQUMvQixhQUFPO0FBQUEsSUFDVDtBQUNBLFFBQUksS0FBSyxVQUFVLFVBQVcsUUFBTyxRQUFRLE1BQU0sSUFBSTtBQUN2RCxRQUFJLGFBQWEsbUJBQW1CO0FBQ2xDLGFBQU87QUFBQSxRQUNMLEtBQUssMEJBQTBCLEdBQUcsQ0FBQztBQUFBLFFBQ25DLE1BQU07QUFBQSxNQUNSO0FBQUEsSUFDRjtBQUNBLFFBQUksTUFBTSxDQUFDO0FBQ1QsYUFBTyxFQUFFLEtBQUssc0JBQXNCLE9BQU8sVUFBVSxTQUFTLEtBQUssQ0FBQyxFQUFFLE1BQU0sR0FBRyxFQUFFLENBQUMsZUFBZSxHQUFHLENBQUMsSUFBSSxNQUFNLHFCQUFxQjtBQUN0SSxVQUFNLE9BQU8sWUFBWSxDQUFDO0FBQzFCLFFBQUksU0FBUyxPQUFXLFFBQU8sRUFBRSxLQUFLLEdBQUcsSUFBSSxPQUFPLEdBQUcsQ0FBQyxJQUFJLE1BQU0scUNBQXFDO0FBQ3ZHLFFBQUksVUFBVSxJQUFJLENBQUMsRUFBRyxRQUFPLEVBQUUsS0FBSywyQkFBMkIsR0FBRyxDQUFDLElBQUksTUFBTSw2Q0FBNkM7QUFDMUgsY0FBVSxJQUFJLENBQUM7QUFDZixRQUFJO0FBQ0osUUFBSSxNQUFNLFFBQVEsQ0FBQyxHQUFHO0FBQ3BCLFVBQUksT0FBTyxlQUFlLENBQUMsTUFBTSxNQUFNLFVBQVcsYUFBWTtBQUM5RCxlQUFTLElBQUksR0FBRyxJQUFJLEVBQUUsVUFBVSxVQUFVLFFBQVcsS0FBSztBQUN4RCxZQUFJLEVBQUUsS0FBSyxJQUFJO0FBQ2Isa0JBQVE7QUFBQSxZQUNOLEtBQUssMkJBQTJCLEdBQUcsQ0FBQyxJQUFJLENBQUM7QUFBQSxZQUN6QyxNQUFNO0FBQUEsVUFDUjtBQUNBO0FBQUEsUUFDRjtBQUNBLGFBQUssS0FBSyxDQUFDO0FBQ1gsZ0JBQVEsTUFBTSxFQUFFLENBQUMsQ0FBQztBQUNsQixhQUFLLElBQUk7QUFBQSxNQUNYO0FBQUEsSUFDRixXQUFXLGFBQWEsS0FBSztBQUMzQixVQUFJLE9BQU8sZUFBZSxDQUFDLE1BQU0sSUFBSSxVQUFXLGFBQVk7QUFDNUQsVUFBSSxJQUFJO0FBQ1IsaUJBQVcsQ0FBQyxHQUFHLENBQUMsS0FBSyxHQUFHO0FBQ3RCLGFBQUssS0FBSyxRQUFRLENBQUMsR0FBRztBQUN0QixnQkFBUSxNQUFNLENBQUM7QUFDZixhQUFLLElBQUk7QUFDVCxZQUFJLFVBQVUsT0FBVztBQUN6QixhQUFLLEtBQUssT0FBTyxNQUFNLFlBQVksT0FBTyxNQUFNLFdBQVcsSUFBSSxVQUFVLENBQUMsR0FBRztBQUM3RSxnQkFBUSxNQUFNLENBQUM7QUFDZixhQUFLLElBQUk7QUFDVCxZQUFJLFVBQVUsT0FBVztBQUN6QjtBQUFBLE1BQ0Y7QUFBQSxJQUNGLFdBQVcsYUFBYSxLQUFLO0FBQzNCLFVBQUksT0FBTyxlQUFlLENBQUMsTUFBTSxJQUFJLFVBQVcsYUFBWTtBQUM1RCxVQUFJLElBQUk7QUFDUixpQkFBVyxLQUFLLEdBQUc7QUFDakIsYUFBSyxLQUFLLFlBQVksR0FBRyxHQUFHO0FBQzVCLGdCQUFRLE1BQU0sQ0FBQztBQUNmLGFBQUssSUFBSTtBQUNULFlBQUksVUFBVSxPQUFXO0FBQUEsTUFDM0I7QUFBQSxJQUNGLFdBQVcsYUFBYSxPQUFPO0FBRTdCLFVBQUksV0FBVyxHQUFHO0FBQ2hCLGFBQUssS0FBSyxPQUFPO0FBQ2pCLGdCQUFRLE1BQU0sRUFBRSxLQUFLO0FBQ3JCLGFBQUssSUFBSTtBQUFBLE1BQ1g7QUFBQSxJQUNGLE9BQU87QUFHTCxZQUFNLFFBQVEsT0FBTyxlQUFlLENBQUMsTUFBTSxPQUFPO0FBQ2xELFVBQUksQ0FBQyxNQUFPLGFBQVk7QUFDeEIsWUFBTSxPQUFPLFFBQVEsU0FBWSxPQUFPLEtBQUssQ0FBQztBQUM5QyxZQUFNLFdBQVcsQ0FBQyxRQUF1QztBQUN2RCxZQUFJLFFBQVEsWUFBYSxRQUFPLEVBQUUsS0FBSyw2QkFBNkIsR0FBRyxDQUFDLElBQUksTUFBTSxlQUFlO0FBQ2pHLFlBQUksVUFBVSxHQUFHLEVBQUcsUUFBTyxFQUFFLEtBQUssa0NBQWtDLEdBQUcsQ0FBQyxJQUFJLE1BQU0sK0JBQStCO0FBQ2pILGFBQUssS0FBSyxHQUFHO0FBQ2IsY0FBTSxJQUFJLE1BQU8sRUFBOEIsR0FBRyxDQUFDO0FBQ25ELGFBQUssSUFBSTtBQUNULGVBQU87QUFBQSxNQUNUO0FBQ0EsVUFBSSxTQUFTLFFBQVc7QUFDdEIsbUJBQVcsT0FBTyxHQUFHO0FBQ25CLGtCQUFRLFNBQVMsR0FBRztBQUNwQixjQUFJLFVBQVUsT0FBVztBQUFBLFFBQzNCO0FBQUEsTUFDRixPQUFPO0FBQ0wsbUJBQVcsT0FBTyxNQUFNO0FBQ3RCLGtCQUFRLFNBQVMsR0FBRztBQUNwQixjQUFJLFVBQVUsT0FBVztBQUFBLFFBQzNCO0FBQUEsTUFDRjtBQUFBLElBQ0Y7QUFDQSxjQUFVLE9BQU8sQ0FBQztBQUNsQixXQUFPO0FBQUEsRUFDVDtBQUNBLFFBQU0sVUFBVSxNQUFNLEtBQUs7QUFDM0IsU0FBTyxFQUFFLFNBQVMsY0FBYyxVQUFVO0FBQzVDO0FBR0EsU0FBUyxlQUFlLEdBQXNHO0FBQzVILE1BQUksUUFBUSxPQUFPLGVBQWUsQ0FBQztBQUNuQyxTQUFPLE9BQU8sZUFBZSxLQUFLLE1BQU0sa0JBQW1CLFNBQVEsT0FBTyxlQUFlLEtBQUs7QUFDOUYsU0FBTyxNQUFNO0FBQ2Y7QUFTTyxTQUFTLGlCQUFpQixPQUFnQixNQUF3QjtBQUN2RSxNQUFJLE9BQU8sVUFBVSxTQUFVLFFBQU8sVUFBVSxLQUFLLElBQUksUUFBUSxJQUFJLE9BQU87QUFDNUUsTUFBSSxPQUFPLFVBQVUsWUFBWSxVQUFVLFFBQVEsaUJBQWlCLE1BQU8sUUFBTztBQUNsRixNQUFJLFlBQVksT0FBTyxLQUFLLEtBQUssaUJBQWlCLGVBQWUsaUJBQWlCLFFBQVEsaUJBQWlCLFFBQVE7QUFDakgsUUFBSSxDQUFDLFdBQVcsS0FBSyxFQUFHLFFBQU87QUFDL0IsUUFBSSxpQkFBaUIsS0FBTSxRQUFPLElBQUksS0FBSyxNQUFNLFFBQVEsQ0FBQztBQUMxRCxRQUFJLGlCQUFpQixPQUFRLFFBQU8sSUFBSSxPQUFPLE1BQU0sUUFBUSxNQUFNLEtBQUs7QUFDeEUsUUFBSSxpQkFBaUIsWUFBYSxRQUFPLElBQUksV0FBVyxLQUFLLEVBQUUsTUFBTSxFQUFFO0FBQ3ZFLFFBQUksaUJBQWlCLFNBQVUsUUFBTyxJQUFJLFNBQVMsTUFBTSxRQUFRLE1BQU0sWUFBWSxNQUFNLFVBQVU7QUFDbkcsVUFBTSxPQUFPLGVBQWUsS0FBSztBQUNqQyxXQUFPLElBQUksS0FBSyxNQUFNLFFBQVEsTUFBTSxZQUFhLE1BQXdDLE1BQU07QUFBQSxFQUNqRztBQUNBLE1BQUksTUFBTSxRQUFRLEtBQUssR0FBRztBQUV4QixVQUFNQSxPQUFpQixJQUFJLE1BQU0sTUFBTSxNQUFNO0FBQzdDLGFBQVMsSUFBSSxHQUFHLElBQUksTUFBTSxRQUFRLElBQUssQ0FBQUEsS0FBSSxDQUFDLElBQUksaUJBQWlCLE1BQU0sQ0FBQyxHQUFHLElBQUk7QUFDL0UsV0FBT0E7QUFBQSxFQUNUO0FBQ0EsTUFBSSxpQkFBaUIsS0FBSztBQUN4QixVQUFNQSxPQUFNLG9CQUFJLElBQXNCO0FBQ3RDLGVBQVcsQ0FBQyxHQUFHLENBQUMsS0FBSyxNQUFPLENBQUFBLEtBQUksSUFBSSxpQkFBaUIsR0FBRyxJQUFJLEdBQUcsaUJBQWlCLEdBQUcsSUFBSSxDQUFDO0FBQ3hGLFdBQU9BO0FBQUEsRUFDVDtBQUNBLE1BQUksaUJBQWlCLEtBQUs7QUFDeEIsVUFBTUEsT0FBTSxvQkFBSSxJQUFhO0FBQzdCLGVBQVcsS0FBSyxNQUFPLENBQUFBLEtBQUksSUFBSSxpQkFBaUIsR0FBRyxJQUFJLENBQUM7QUFDeEQsV0FBT0E7QUFBQSxFQUNUO0FBQ0EsUUFBTSxNQUErQixDQUFDO0FBQ3RDLGFBQVcsT0FBTyxPQUFPLEtBQUssS0FBSyxFQUFHLEtBQUksR0FBRyxJQUFJLGlCQUFrQixNQUFrQyxHQUFHLEdBQUcsSUFBSTtBQUMvRyxTQUFPO0FBQ1Q7QUFNTyxTQUFTLGtCQUFrQixPQUFnQixNQUFxQztBQUNyRixRQUFNLE9BQWEsQ0FBQztBQUNwQixRQUFNLE9BQU8sb0JBQUksSUFBWTtBQUM3QixRQUFNLFFBQVEsQ0FBQyxNQUFzQztBQUNuRCxRQUFJLE9BQU8sTUFBTSxXQUFZLFFBQU8sRUFBRSxLQUFLLGlCQUFpQixTQUFTLE1BQU0sSUFBSSxDQUFDLEdBQUc7QUFDbkYsUUFBSSxPQUFPLE1BQU0sU0FBVSxRQUFPLEVBQUUsS0FBSyxlQUFlLFNBQVMsTUFBTSxJQUFJLENBQUMsR0FBRztBQUMvRSxRQUFJLE9BQU8sTUFBTSxZQUFZLE1BQU0sUUFBUSxLQUFLLElBQUksQ0FBQyxFQUFHLFFBQU87QUFDL0QsU0FBSyxJQUFJLENBQUM7QUFDVixRQUFLLFlBQVksT0FBTyxDQUFDLEtBQUssYUFBYSxDQUFDLEtBQU8sYUFBYSxlQUFlLGVBQWUsQ0FBQztBQUM3RixhQUFPLEVBQUUsS0FBSyxjQUFjLEVBQUUsWUFBWSxJQUFJLE9BQU8sU0FBUyxNQUFNLElBQUksQ0FBQyxJQUFJLE1BQU0sY0FBYztBQUNuRyxRQUFJLEtBQUssVUFBVSxVQUFXLFFBQU8sUUFBUSxNQUFNLElBQUk7QUFDdkQsUUFDRSxZQUFZLE9BQU8sQ0FBQyxLQUNwQixhQUFhLGVBQ2IsYUFBYSxxQkFDYixhQUFhLFFBQ2IsYUFBYSxVQUNiLE1BQU0sQ0FBQyxHQUNQO0FBQ0EsYUFBTztBQUFBLElBQ1Q7QUFDQSxVQUFNLE9BQU8sWUFBWSxDQUFDO0FBQzFCLFFBQUksU0FBUyxPQUFXLFFBQU8sRUFBRSxLQUFLLEdBQUcsSUFBSSxPQUFPLFNBQVMsTUFBTSxJQUFJLENBQUMsR0FBRztBQUMzRSxVQUFNLE9BQU8sQ0FBQyxLQUFzQixNQUFzQztBQUN4RSxXQUFLLEtBQUssR0FBRztBQUNiLFlBQU0sUUFBUSxNQUFNLENBQUM7QUFDckIsV0FBSyxJQUFJO0FBQ1QsYUFBTztBQUFBLElBQ1Q7QUFDQSxRQUFJLE1BQU0sUUFBUSxDQUFDLEdBQUc7QUFDcEIsZUFBUyxJQUFJLEdBQUcsSUFBSSxFQUFFLFFBQVEsS0FBSztBQUNqQyxjQUFNLFFBQVEsS0FBSyxHQUFHLEVBQUUsQ0FBQyxDQUFDO0FBQzFCLFlBQUksVUFBVSxPQUFXLFFBQU87QUFBQSxNQUNsQztBQUNBLGFBQU87QUFBQSxJQUNUO0FBQ0EsUUFBSSxhQUFhLEtBQUs7QUFDcEIsVUFBSSxJQUFJO0FBQ1IsaUJBQVcsQ0FBQyxHQUFHLENBQUMsS0FBSyxHQUFHO0FBQ3RCLGNBQU0sUUFBUSxLQUFLLFFBQVEsQ0FBQyxLQUFLLENBQUMsS0FBSyxLQUFLLE9BQU8sTUFBTSxZQUFZLE9BQU8sTUFBTSxXQUFXLElBQUksVUFBVSxDQUFDLEtBQUssQ0FBQztBQUNsSCxZQUFJLFVBQVUsT0FBVyxRQUFPO0FBQ2hDO0FBQUEsTUFDRjtBQUNBLGFBQU87QUFBQSxJQUNUO0FBQ0EsUUFBSSxhQUFhLEtBQUs7QUFDcEIsVUFBSSxJQUFJO0FBQ1IsaUJBQVcsS0FBSyxHQUFHO0FBQ2pCLGNBQU0sUUFBUSxLQUFLLFlBQVksR0FBRyxLQUFLLENBQUM7QUFDeEMsWUFBSSxVQUFVLE9BQVcsUUFBTztBQUFBLE1BQ2xDO0FBQ0EsYUFBTztBQUFBLElBQ1Q7QUFDQSxRQUFJLGFBQWEsTUFBTyxRQUFPLFdBQVcsSUFBSSxLQUFLLFNBQVMsRUFBRSxLQUFLLElBQUk7QUFDdkUsVUFBTSxRQUFRLE9BQU8sZUFBZSxDQUFDO0FBQ3JDLFFBQUksVUFBVSxPQUFPLGFBQWEsVUFBVSxNQUFNO0FBRWhELFVBQUk7QUFDRix3QkFBZ0IsQ0FBQztBQUFBLE1BQ25CLFNBQVMsS0FBSztBQUNaLGVBQU8sRUFBRSxLQUFLLHlDQUF5QyxTQUFTLE1BQU0sSUFBSSxDQUFDLEtBQU0sSUFBYyxPQUFPLElBQUk7QUFBQSxNQUM1RztBQUNBLGFBQU87QUFBQSxJQUNUO0FBQ0EsZUFBVyxPQUFPLE9BQU8sS0FBSyxDQUFDLEdBQUc7QUFDaEMsWUFBTSxRQUFRLEtBQUssS0FBTSxFQUE4QixHQUFHLENBQUM7QUFDM0QsVUFBSSxVQUFVLE9BQVcsUUFBTztBQUFBLElBQ2xDO0FBQ0EsV0FBTztBQUFBLEVBQ1Q7QUFDQSxTQUFPLE1BQU0sS0FBSztBQUNwQjsiLAogICJuYW1lcyI6IFsib3V0Il0KfQo=
