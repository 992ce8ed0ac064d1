import type { Context } from "hono";
import type { AppEnv } from "../app-env";

export interface ProductRouteParams {
  site: string;
  lang: string;
  productId: string;
}

/** Product page handler; the route table has already checked the id format. */
export async function productPage(c: Context<AppEnv>, _params: ProductRouteParams): Promise<Response> {
  return c.notFound();
}
