import { type ReactNode, Suspense } from "react";
import { InlineText } from "../../../client/islands/inline-text";
import { displayedField } from "../../../shared/catalogue/displayed-value";
import {
  ATTRIBUTE_GROUPS,
  type AttributeGroup,
  PRODUCT_ATTRIBUTES,
} from "../../../shared/catalogue/product-attributes";
import type { PathLang } from "../../../shared/context";
import { Pending } from "../shell/complete-page";
import { AttributeList } from "./AttributeList";
import { DatasheetList } from "./DatasheetList";
import { pick, UI } from "./labels";
import type { ProductPageData } from "./page-data";
import { RegistrationTable } from "./RegistrationTable";
import { ContactsList, CrossReferences, DownloadsList, PackagingList, PlantsList } from "./RelatedSections";
import { type ProductSection, productSections } from "./sections";

const GROUP_SECTIONS: readonly AttributeGroup[] = [
  "identification",
  "handling",
  "sap-logistics",
  "sustainability",
  "cosmetic-certifications",
  "access",
];

function sectionTitle(section: ProductSection, lang: PathLang): string {
  const group = ATTRIBUTE_GROUPS.find((g) => g.group === section);
  if (group) return pick(lang, group);
  switch (section) {
    case "cross-references":
      return pick(lang, UI.crossReferences);
    case "plants":
      return pick(lang, UI.plants);
    case "downloads":
      return pick(lang, UI.downloads);
    case "safety-data-sheets":
      return pick(lang, UI.safetyDataSheets);
    case "contacts":
      return pick(lang, UI.contacts);
    case "packaging":
      return pick(lang, UI.packaging);
    default:
      return section;
  }
}

function sectionBody(section: ProductSection, data: ProductPageData): ReactNode {
  const { product, lang, relations } = data;
  if ((GROUP_SECTIONS as readonly string[]).includes(section)) {
    const attributes = PRODUCT_ATTRIBUTES.filter((a) => a.group === section);
    return (
      <AttributeList
        attributes={attributes}
        product={product}
        lang={lang}
        relations={relations}
        datasheets={data.datasheets}
      />
    );
  }
  const deferred = (node: ReactNode) => <Suspense fallback={<Pending lang={lang} />}>{node}</Suspense>;
  switch (section) {
    case "registration":
      return <RegistrationTable product={product} lang={lang} />;
    case "cross-references":
      return deferred(<CrossReferences relations={relations} lang={lang} product={product} internal={data.internal} />);
    case "plants":
      return deferred(<PlantsList relations={relations} lang={lang} />);
    case "downloads":
      return deferred(
        <DownloadsList
          relations={relations}
          lang={lang}
          storageBase={data.storageBase}
          internal={data.internal}
          product={product}
          path={`/pim/fragment/${data.site}/${lang}/product/${product.ID}`}
        />,
      );
    case "safety-data-sheets":
      return deferred(
        <DatasheetList
          datasheets={data.datasheets}
          lang={lang}
          storageBase={data.storageBase}
          page={data.sheetsPage ?? 1}
          perPage={data.template.documentsPerPage}
          path={`/pim/fragment/${data.site}/${lang}/product/${product.ID}`}
        />,
      );
    case "contacts":
      return deferred(<ContactsList relations={relations} lang={lang} />);
    case "packaging":
      return deferred(<PackagingList relations={relations} lang={lang} />);
    default:
      return null;
  }
}

/**
 * The product detail page body. The product's own data renders in the shell;
 * related documents and safety data sheets stream in under their own
 * Suspense boundaries. The advanced template adds a section navigation.
 */
export function ProductPage(data: ProductPageData) {
  const { product, lang, template } = data;
  const sections = productSections(template, data.internal);
  const internalOnly = !product.AT_Visibility?.includes("Public");
  const productType = displayedField(product as Record<string, unknown>, "AT_ProductType_Value", lang);
  return (
    <article className={`product-detail product-detail--${template.variant}`} data-product-id={product.ID}>
      <header className="product-detail__header">
        <h1>
          <InlineText text={product.Name} />
        </h1>
        <p className="product-detail__meta">
          <span>{product.ID}</span>
          {productType ? <span>{productType}</span> : null}
          {internalOnly ? <span className="badge badge--internal">{pick(lang, UI.internalOnly)}</span> : null}
        </p>
        {data.url ? <p className="print-url">{data.url}</p> : null}
      </header>
      {template.variant === "advanced" ? (
        <nav className="section-nav" aria-label={pick(lang, UI.onThisPage)}>
          <ul>
            {sections.map((s) => (
              <li key={s}>
                <a href={`#${s}`}>{sectionTitle(s, lang)}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {sections.map((s) => {
        const body = sectionBody(s, data);
        return (
          <section key={s} id={s} className="detail-section" aria-labelledby={`${s}-title`}>
            <h2 id={`${s}-title`}>{sectionTitle(s, lang)}</h2>
            {body ?? <p className="note">{pick(lang, UI.none)}</p>}
          </section>
        );
      })}
    </article>
  );
}
