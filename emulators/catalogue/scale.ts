/**
 * The demo catalogue's size factor. Scale N gives N times the products of
 * every area, formulations, contacts and plants (documents, articles, labels
 * and data sheets follow the products), from the same seed; scale 1 is the
 * catalogue every test and figure was written against.
 */
import * as v from "valibot";

export const MAX_DEMO_SCALE = 100;

const ScaleSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d+$/, "must be a whole number"),
  v.transform(Number),
  v.integer(),
  v.minValue(1, "must be at least 1"),
  v.maxValue(MAX_DEMO_SCALE, `must be at most ${MAX_DEMO_SCALE}`),
);

/** `DEMO_SCALE` from the environment: 1 when unset or empty; a clear error when it is not 1..MAX_DEMO_SCALE. */
export function demoScaleFromEnv(env: Record<string, string | undefined>): number {
  const raw = env.DEMO_SCALE;
  if (raw === undefined || raw.trim() === "") return 1;
  const result = v.safeParse(ScaleSchema, raw);
  if (!result.success) throw new Error(`DEMO_SCALE ${result.issues[0].message}, got "${raw}"`);
  return result.output;
}

/** Refuses a scale a caller passed in code that the environment could not have given. */
export function checkedScale(scale: number | undefined): number {
  const s = scale ?? 1;
  if (!Number.isInteger(s) || s < 1 || s > MAX_DEMO_SCALE)
    throw new Error(`catalogue scale must be a whole number from 1 to ${MAX_DEMO_SCALE}, got ${s}`);
  return s;
}
