/**
 * WaTor cell state: one Int32 per cell, packed `kind | age << 2 | hunger << 17` (./rules.ts
 * describes the rules), the hash32 purposes and the halo a strip needs.
 */
export const EMPTY = 0;
export const MINNOW = 1;
export const SHARK = 2;

export const AGE_SHIFT = 2;
export const HUNGER_SHIFT = 17;
export const AGE_MASK = 0x7fff;
export const HUNGER_MASK = 0x3fff;
/** Largest breeding age (15 bits) and starvation period (14 bits) the packing holds. */
export const MAX_BREED = AGE_MASK;
export const MAX_STARVE = HUNGER_MASK;

/** hash32 purposes (the last key). */
export const PURPOSE = { sharkMove: 1, sharkPriority: 2, minnowMove: 3, minnowPriority: 4, init: 5, initAge: 6, initHunger: 7 } as const;

/** Rows of halo a strip needs on each side (see "Locality" in ./rules.ts). */
export const HALO_ROWS = 3;

export function kindOf(v: number): number {
  return v & 3;
}
export function ageOf(v: number): number {
  return (v >>> AGE_SHIFT) & AGE_MASK;
}
export function hungerOf(v: number): number {
  return (v >>> HUNGER_SHIFT) & HUNGER_MASK;
}
export function pack(kind: number, age: number, hunger: number): number {
  return kind | (age << AGE_SHIFT) | (hunger << HUNGER_SHIFT);
}
