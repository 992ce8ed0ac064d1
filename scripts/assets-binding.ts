/**
 * The catalogue reaches its static files through the `ASSETS` service
 * binding (ADR 0051). A service binding names a worker by its deployed name,
 * and each environment deploys the static-files worker under a name of its
 * own (`product-catalogue-assets-staging`...): a binding that names another
 * environment's worker, or none, serves no stylesheet at all, and nothing
 * fails before a visitor sees it. This checks, per environment, that the
 * catalogue's `ASSETS` names the worker its static-files config deploys.
 */
import { unstable_readConfig } from "wrangler";

export interface AssetsBindingConfigs {
  /** The catalogue's wrangler config. */
  catalogue: string;
  /** The static-files worker's config. */
  assets: string;
}

/** What is wrong with the `ASSETS` binding of `env` (undefined: the top level), or null. */
export function assetsBindingProblem(configs: AssetsBindingConfigs, env: string | undefined): string | null {
  const read = (config: string) => unstable_readConfig({ config, ...(env ? { env } : {}) }, { hideWarnings: true });
  const deployed = read(configs.assets).name;
  const services: { binding: string; service: string }[] = read(configs.catalogue).services ?? [];
  const bindings = services.filter((s) => s.binding === "ASSETS");
  const where = env ? `--env ${env}` : "the top level";
  if (bindings.length === 0)
    return `${where}: the catalogue has no ASSETS service binding (it should name ${deployed})`;
  const named = bindings[0]?.service;
  if (named !== deployed) {
    return `${where}: the catalogue's ASSETS binding names ${named}, but ${configs.assets} deploys ${deployed}`;
  }
  return null;
}

/**
 * What would give the static-files worker of `env` a URL of its own, or
 * null. It needs none: the catalogue's binding and a zone route reach it.
 * Left at their defaults, `workers_dev` and `preview_urls` publish the build
 * at a second origin nobody links, which caches and crawlers would still find.
 */
export function assetsExposureProblem(assets: string, env: string | undefined): string | null {
  const config = unstable_readConfig({ config: assets, ...(env ? { env } : {}) }, { hideWarnings: true });
  const where = env ? `--env ${env}` : "the top level";
  const open = [
    config.workers_dev === false ? null : "workers_dev",
    config.preview_urls === false ? null : "preview_urls",
  ].filter(Boolean);
  if (open.length === 0) return null;
  return `${where}: ${assets} leaves ${open.join(" and ")} on (set ${open.length > 1 ? "them" : "it"} to false)`;
}
