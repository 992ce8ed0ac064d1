import type { Context } from "hono";
import type { FormulationDocument } from "../../shared/catalogue/documents";
import type { AppEnv } from "../app-env";
import { renderErrorPage, renderNotFound } from "../render/error-page";
import { renderPage } from "../render/render-page";
import { loadSiteChrome } from "../render/request-content";
import { summary } from "../render/seo";
import { findById } from "../services/search/queries";
import { FormulationPage } from "../views/formulation/FormulationPage";
import { asLang } from "../views/product/labels";
import { readTemplate } from "../views/product/sections";

export interface FormulationRouteParams {
  site: string;
  lang: string;
  formulationId: string;
}

/** Same rule as products: public needs `Public`; the site must list it, except on the intranet area. */
function visibleOn(formulation: FormulationDocument, site: string, internal: boolean): boolean {
  const visibility = Array.isArray(formulation.AT_Visibility) ? formulation.AT_Visibility : [];
  if (!internal && !visibility.includes("Public")) return false;
  if (internal && site === "intranet") return true;
  return Array.isArray(formulation.AT_Websites) && formulation.AT_Websites.includes(site);
}

/**
 * Formulation page: the formulation document and the site's chrome with its
 * formulation template story, awaited together; 404 when absent or not
 * visible here, 503 when a backend is down and nothing is cached.
 */
export async function formulationPage(c: Context<AppEnv>, params: FormulationRouteParams): Promise<Response> {
  const { config, ctx, services } = c.var;
  // The chrome and the site's formulation template come in one content call,
  // awaited together with the formulation document.
  const templateSlug = `${params.site}/settings/formulation-template`;
  const [formulation, chrome] = await Promise.all([
    findById<FormulationDocument>(services.search, "formulations", params.formulationId, { cache: "catalogue" }).catch(
      () => undefined,
    ),
    loadSiteChrome(c, params.site, [templateSlug]),
  ]);
  // The search service failed even after its retries (logged by the client),
  // or the content service is down with nothing cached: no page without its chrome.
  if (formulation === undefined || chrome.failure !== undefined) return renderErrorPage(c, 503);
  const templateStory = chrome.extra.get(templateSlug) ?? null;
  const internal = ctx.audience === "internal";
  if (!formulation || !visibleOn(formulation, params.site, internal)) return renderNotFound(c);

  return renderPage(c, {
    site: params.site,
    lang: params.lang,
    title: formulation.Name,
    description: summary(formulation.AT_Description || `${formulation.Name} (${formulation.ID})`),
    page: `formulation/${formulation.ID}`,
    body: (
      <FormulationPage
        formulation={formulation}
        site={params.site}
        lang={asLang(params.lang)}
        template={readTemplate(templateStory?.content, "formulation-template")}
        today={new Date()}
        storageBase={config.DATASHEET_API_URL}
      />
    ),
  });
}
