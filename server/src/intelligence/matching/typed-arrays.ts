type TypedArray = Float64Array | Float32Array | Int32Array | Uint32Array | Uint16Array | Uint8Array;

/** The array itself when it holds `size` entries, else a copy at least twice as long (amortised growth). */
export function grown<T extends TypedArray>(array: T, size: number): T {
  if (size <= array.length) return array;
  const next = new (array.constructor as new (n: number) => T)(Math.max(size, array.length * 2));
  next.set(array as never);
  return next;
}
