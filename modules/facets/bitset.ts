/**
 * Sets of item positions 0…n-1 as bits in 32-bit words: the building block of the in-memory facet
 * index (docs/decisions/0010). Only the few operations the index needs, each one pass over the words.
 */
export type Bits = Uint32Array;

export const wordsFor = (size: number): number => (size + 31) >>> 5;

export function emptyBits(size: number): Bits {
  return new Uint32Array(wordsFor(size));
}

export function setBit(bits: Bits, position: number): void {
  bits[position >>> 5]! |= 1 << (position & 31);
}

export function hasBit(bits: Bits, position: number): boolean {
  return (bits[position >>> 5]! & (1 << (position & 31))) !== 0;
}

function popcount32(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export function countBits(bits: Bits): number {
  let n = 0;
  for (let i = 0; i < bits.length; i++) n += popcount32(bits[i]!);
  return n;
}

/** |a ∩ b| without building the intersection. */
export function countBoth(a: Bits, b: Bits): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) n += popcount32(a[i]! & b[i]!);
  return n;
}

/** target ∩= other, in place. */
export function intersectInto(target: Bits, other: Bits): void {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i]!;
}

/** target ∪= other, in place. */
export function uniteInto(target: Bits, other: Bits): void {
  for (let i = 0; i < target.length; i++) target[i]! |= other[i]!;
}
