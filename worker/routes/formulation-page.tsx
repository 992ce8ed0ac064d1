import type { Context } from "hono";
import { asLang } from "../../shared/context";
import { scriptSafeJson } from "../../shared/script-safe-json";
import { plainText } from "../../shared/text-rules";
import type { AppEnv } from "../app-env";
import { formulationVisibleOn, loadFormulation } from "../loaders/formulation";
import { loadPageAssets } from "../loaders/page-assets";
import { loadSiteChrome } from "../loaders/site-chrome";
import { renderPage } from "../render/render-page";
import { FormulationPage } from "../views/formulation/FormulationPage";
import { formulationJsonLd } from "../views/formulation/json-ld";
import { readTemplate } from "../views/product/sections";
import { titleInArea } from "../views/shell/company";
import { canonicalUrl, summary } from "../views/shell/seo";
import { renderErrorPage, renderNotFound } from "./error-page";

export interface FormulationRouteParams {
  site: string;
  lang: string;
  formulationId: string;
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
  const [formulation, chrome, assets] = await Promise.all([
    loadFormulation(services.search, params.formulationId).catch(() => undefined),
    loadSiteChrome(c, params.site, [templateSlug]),
    loadPageAssets(c.env),
  ]);
  // The search service failed even after its retries (logged by the client),
  // or the content service is down with nothing cached: no page without its chrome.
  if (formulation === undefined || chrome.failure !== undefined) return renderErrorPage(c, 503);
  const templateStory = chrome.extra.get(templateSlug) ?? null;
  const internal = ctx.audience === "internal";
  if (!formulation || !formulationVisibleOn(formulation, params.site, internal)) return renderNotFound(c);

  const page = `formulation/${formulation.ID}`;
  // Intranet pages are not for search engines (noindex, no canonical link): no structured data either.
  const canonical = internal ? undefined : canonicalUrl(new URL(c.req.url).origin, params.site, params.lang, page);
  const head = canonical ? (
    <script
      type="application/ld+json"
      // JSON-LD is data, not script; scriptSafeJson escapes anything that could end the element.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON only
      dangerouslySetInnerHTML={{ __html: scriptSafeJson(formulationJsonLd(formulation, canonical)) }}
    />
  ) : undefined;

  return renderPage(c, {
    chrome,
    assets,
    site: params.site,
    lang: params.lang,
    title: titleInArea(plainText(formulation.Name), params.site),
    description: summary(plainText(formulation.AT_Description || `${formulation.Name} (${formulation.ID})`)),
    page,
    ...(head ? { head } : {}),
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
