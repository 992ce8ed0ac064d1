import type { Context } from "hono";
import { DOCUMENTS_PARAM, documentsPlan, requestedPage, SHEETS_PARAM } from "../../shared/catalogue/documents-paging";
import { asLang } from "../../shared/context";
import { scriptSafeJson } from "../../shared/script-safe-json";
import { plainText } from "../../shared/text-rules";
import type { AppEnv } from "../app-env";
import { loadPageAssets } from "../loaders/page-assets";
import { documentIdsOf, loadProduct, loadRelations, productVisibleOn } from "../loaders/product";
import { loadSiteChrome } from "../loaders/site-chrome";
import { renderPage } from "../render/render-page";
import { productDescription } from "../views/product/description";
import { productJsonLd } from "../views/product/json-ld";
import { ProductPage } from "../views/product/ProductPage";
import { readTemplate } from "../views/product/sections";
import { titleInArea } from "../views/shell/company";
import { canonicalUrl } from "../views/shell/seo";
import { renderErrorPage, renderNotFound } from "./error-page";

export interface ProductRouteParams {
  site: string;
  lang: string;
  productId: string;
}

/**
 * Product page. Critical, awaited together: the product document (404 when
 * absent, not on the site, or not public for the public audience) and the
 * site's product template story; the site chrome loads alongside. Deferred:
 * related documents and the safety data sheets (the data-sheet service may
 * retry for seconds), in place when they settle within the deferred budget,
 * else streamed after the shell (ADR 0032). Of the product's documents one
 * page loads (`?documents=N`, ADR 0078); of its safety data
 * sheets one page shows (`?sheets=N`).
 */
export async function productPage(c: Context<AppEnv>, params: ProductRouteParams): Promise<Response> {
  const { config, ctx, services } = c.var;
  const { search } = services;
  // The chrome and the site's product template come in one content call, while
  // the product document loads. Every early answer below waits for both to
  // settle: I/O left running past the end of its request would leave shared
  // (coalesced) loads hanging for later requests.
  const templateSlug = `${params.site}/settings/product-template`;
  const [product, chrome, assets] = await Promise.all([
    loadProduct(search, params.productId).catch(() => undefined),
    loadSiteChrome(c, params.site, [templateSlug]),
    loadPageAssets(c.env),
  ]);
  // The search service failed even after its retries (logged by the client).
  if (product === undefined) return renderErrorPage(c, 503);
  if (!product || !productVisibleOn(product, params.site, ctx.audience)) return renderNotFound(c);
  // Content service down and nothing cached: no page without its chrome and template.
  if (chrome.failure !== undefined) return renderErrorPage(c, 503);
  const templateStory = chrome.extra.get(templateSlug) ?? null;
  const template = readTemplate(templateStory?.content, "product-template");
  // The page of documents is checked against the documents the product names before anything
  // else loads: junk or a page past the last is not found, never a page of nothing.
  const documentIds = documentIdsOf(product, ctx.audience);
  const documents = documentsPlan(c.req.queries(DOCUMENTS_PARAM) ?? [], documentIds.length, template.documentsPerPage);
  const sheetsAsked = c.req.queries(SHEETS_PARAM) ?? [];
  const sheetsPage = requestedPage(sheetsAsked);
  if (!documents || sheetsPage === null) return renderNotFound(c);

  const lang = asLang(params.lang);
  const internal = ctx.audience === "internal";
  // A deferred part that fails renders a note; the page says so, so it is served but not stored.
  const failures = new Set<string>();
  const datasheets = services.datasheets.forProduct(product.ID).catch(() => {
    failures.add("safety-data-sheets");
    return null;
  });
  // A later page of the sheets was asked for by name: the sheets are critical then, and a page past
  // the last is not found. Checked before the relations start, so no load outlives a 404.
  if (sheetsPage > 1) {
    const sheets = await datasheets;
    if (sheets && !documentsPlan(sheetsAsked, sheets.length, template.documentsPerPage)) return renderNotFound(c);
  }
  const relations = loadRelations(search, product, ctx.audience, documents).catch(() => {
    failures.add("related");
    return null;
  });

  const page = `product/${product.ID}`;
  const canonical = internal ? undefined : canonicalUrl(new URL(c.req.url).origin, params.site, params.lang, page);
  const head = canonical ? (
    <script
      type="application/ld+json"
      // JSON-LD is data, not script; scriptSafeJson escapes anything that could end the element.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON only
      dangerouslySetInnerHTML={{ __html: scriptSafeJson(productJsonLd(product, canonical, params.site, params.lang)) }}
    />
  ) : undefined;

  return renderPage(c, {
    chrome,
    assets,
    deferred: { loads: [relations, datasheets], failures },
    site: params.site,
    lang: params.lang,
    title: titleInArea(plainText(product.Name), params.site),
    description: productDescription(product, params.site, params.lang),
    page,
    ...(head ? { head } : {}),
    body: (
      <ProductPage
        site={params.site}
        lang={lang}
        internal={internal}
        product={product}
        template={template}
        relations={relations}
        datasheets={datasheets}
        storageBase={config.DATASHEET_API_URL}
        sheetsPage={sheetsPage}
        url={canonicalUrl(new URL(c.req.url).origin, params.site, params.lang, page)}
      />
    ),
  });
}
