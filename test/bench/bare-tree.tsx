import { renderToReadableStream } from "react-dom/server.edge";
import { IslandRuntimeContext } from "../../client/islands/island-runtime";
import { findArea } from "../../shared/sites";
import type { Logger } from "../../worker/logger";
import type { Story } from "../../worker/model/content";
import { Footer, Navbar } from "../../worker/views/blocks/index";
import { FragmentLayout } from "../../worker/views/layouts/FragmentLayout";
import { ProductPage } from "../../worker/views/product/ProductPage";
import { Document } from "../../worker/views/shell/Document";

type ProductPageProps = Parameters<typeof ProductPage>[0];
type DocumentProps = Parameters<typeof Document>[0];

/** The tree `renderPage` builds for a public product page (worker/render/render-page.tsx), with its data at hand. */
export function bareProductTree(input: {
  page: ProductPageProps;
  assets: DocumentProps["assets"];
  navbar: Story | null;
  footer: Story | null;
  path: string;
  logger: Logger;
  seo: BareProductSeo;
}) {
  const { page, assets, navbar, footer, path, logger, seo } = input;
  const { site, lang, product } = page;
  return (
    <Document
      lang={lang}
      title={product.Name}
      description={seo.description}
      canonical={seo.canonical}
      alternates={seo.alternates}
      assets={assets}
      parentOrigins={[]}
      head={
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own escaped JSON-LD, as the product route renders it
          dangerouslySetInnerHTML={{ __html: seo.jsonLd }}
        />
      }
    >
      <IslandRuntimeContext.Provider
        value={{
          loaderFiles: assets.islandLoaderFiles,
          bootSrc: assets.islandBoot,
          chunks: assets.islandChunks,
        }}
      >
        <FragmentLayout
          lang={lang}
          areaTitle={findArea(site)?.title ?? site}
          homeHref={`/pim/fragment/${site}/${lang}/`}
          navbar={
            navbar ? <Navbar story={navbar} site={site} lang={lang} currentPath={path} logger={logger} /> : undefined
          }
          footer={footer ? <Footer story={footer} site={site} lang={lang} logger={logger} /> : undefined}
        >
          <ProductPage {...page} />
        </FragmentLayout>
      </IslandRuntimeContext.Provider>
    </Document>
  );
}

/** The head parts of a public product page, made from its data beforehand as the product route makes them. */
export interface BareProductSeo {
  description: string;
  canonical: string;
  alternates: NonNullable<DocumentProps["alternates"]>;
  /** The JSON-LD, already escaped for a script element. */
  jsonLd: string;
}

/**
 * What a bare render of a product page needs, loaded beforehand and plain
 * JSON, so the same render runs in Node and, posted to a small worker, in
 * workerd (`bare-worker.tsx`).
 */
export interface BareProductData {
  site: ProductPageProps["site"];
  lang: ProductPageProps["lang"];
  path: string;
  product: ProductPageProps["product"];
  template: ProductPageProps["template"];
  relations: Awaited<ProductPageProps["relations"]>;
  datasheets: Awaited<ProductPageProps["datasheets"]>;
  storageBase: ProductPageProps["storageBase"];
  assets: DocumentProps["assets"];
  navbar: Story | null;
  footer: Story | null;
  seo: BareProductSeo;
}

/** Renders the product page's tree from `data` with React's edge renderer, to the end; the HTML's length. */
export async function renderBareProduct(data: BareProductData, logger: Logger): Promise<number> {
  return (await new Response(await streamBareProduct(data, logger)).text()).length;
}

/** React's own stream of the product page's tree from `data`, as a worker with nothing else would answer it. */
export function streamBareProduct(data: BareProductData, logger: Logger) {
  const tree = bareProductTree({
    page: {
      site: data.site,
      lang: data.lang,
      internal: false,
      product: data.product,
      template: data.template,
      relations: Promise.resolve(data.relations),
      datasheets: Promise.resolve(data.datasheets),
      storageBase: data.storageBase,
    },
    assets: data.assets,
    navbar: data.navbar,
    footer: data.footer,
    path: data.path,
    logger,
    seo: data.seo,
  });
  return renderToReadableStream(tree);
}
