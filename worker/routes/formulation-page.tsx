import type { Context } from "hono";
import type { AppEnv } from "../app-env";

export interface FormulationRouteParams {
  site: string;
  lang: string;
  formulationId: string;
}

/** Formulation page handler; the route table has already checked the id format. */
export async function formulationPage(c: Context<AppEnv>, _params: FormulationRouteParams): Promise<Response> {
  return c.notFound();
}
