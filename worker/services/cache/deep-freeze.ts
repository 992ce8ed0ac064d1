/**
 * Freezes a parsed JSON value and everything in it: a value shared by every
 * request of the isolate must throw on a write rather than change what the
 * next request reads.
 */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
