/**
 * A uuid-shaped string derived from a seed, so ids that the space does not
 * carry (such as `group_id`) stay the same from run to run.
 */
export function stableUuid(seed: string): string {
  let hex = "";
  let h = 0x811c9dc5;
  for (let round = 0; hex.length < 32; round++) {
    for (let i = 0; i < seed.length; i++) {
      h ^= seed.charCodeAt(i) + round;
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    hex += h.toString(16).padStart(8, "0");
  }
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
