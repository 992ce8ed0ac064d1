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
