import { Fragment, use } from "react";
import type { AssetDocument, ProductDocument } from "../../../shared/catalogue/documents";
import { documentsQuery, shownRange } from "../../../shared/catalogue/documents-paging";
import { CROSS_REFERENCE_GROUPS } from "../../../shared/catalogue/product-attributes";
import type { PathLang } from "../../../shared/context";
import { languageNameOf } from "../../../shared/language-names";
import { withUnit } from "../../../shared/search/attribute-display";
import { findArea } from "../../../shared/sites";
import { wordsOfSlug } from "../../../shared/text-rules";
import type { ProductRelations } from "../../model/product";
import { DocumentsPagination } from "./DocumentsPagination";
import { fileHref, formatYesNo } from "./format";
import { assetTypeName, pick, UI } from "./labels";
import { TableScroll } from "./TableScroll";

interface RelatedProps {
  relations: Promise<ProductRelations | null>;
  lang: PathLang;
}

/** Renders `children` with the relations, or a polite note when they could not be loaded. */
function useRelations({ relations }: RelatedProps): ProductRelations | null {
  return use(relations);
}

const Unavailable = ({ lang }: { lang: PathLang }) => <p className="note">{pick(lang, UI.relatedUnavailable)}</p>;
const None = ({ lang }: { lang: PathLang }) => <p className="note">{pick(lang, UI.none)}</p>;

export function PlantsList(props: RelatedProps) {
  const loaded = useRelations(props);
  if (!loaded) return <Unavailable lang={props.lang} />;
  if (loaded.plants.length === 0) return <None lang={props.lang} />;
  return (
    <ul className="plain-list">
      {loaded.plants.map((p) => (
        <li key={p.id}>{p.name}</li>
      ))}
    </ul>
  );
}

/** Assets grouped by type, then by language. */
export function groupDownloads(assets: AssetDocument[]): [string, [string, AssetDocument[]][]][] {
  const byType = new Map<string, Map<string, AssetDocument[]>>();
  for (const asset of assets) {
    const type = asset.AssetType || "Document";
    const languages = asset.AT_AssetLanguage?.length ? asset.AT_AssetLanguage : ["—"];
    const byLanguage = byType.get(type) ?? new Map<string, AssetDocument[]>();
    byType.set(type, byLanguage);
    for (const language of languages) byLanguage.set(language, [...(byLanguage.get(language) ?? []), asset]);
  }
  return [...byType.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, byLanguage]) => [type, [...byLanguage.entries()].sort(([a], [b]) => a.localeCompare(b))]);
}

/**
 * One page of the product's downloads, grouped by type and language, with
 * how many there are and links to the other pages: a product with hundreds
 * of documents never renders them whole.
 */
export function DownloadsList(
  props: RelatedProps & { storageBase: string; internal: boolean; product: ProductDocument; path: string },
) {
  const loaded = useRelations(props);
  if (!loaded) return <Unavailable lang={props.lang} />;
  const { lang } = props;
  // Restricted documents are for the intranet only (the loader asks for none on the public's behalf).
  const restricted = new Set(
    (props.product.AssetCrossReference ?? []).filter((r) => r.Type === "RestrictedDocument").map((r) => r.AssetId),
  );
  const assets = props.internal ? loaded.assets : loaded.assets.filter((a) => !restricted.has(a.ID));
  const plan = loaded.documents;
  if (loaded.assetsTotal === 0 && plan.page === 1) return <None lang={lang} />;
  const pages = Math.max(plan.pages, Math.ceil(loaded.assetsTotal / plan.size));
  const pagination = <DocumentsPagination page={plan.page} pages={pages} path={props.path} lang={lang} />;
  if (assets.length === 0) {
    // The product named more documents than the index still holds: a page past the last that is left.
    return (
      <>
        <p className="note">
          {pick(lang, UI.noDocumentsOnPage)}{" "}
          <a href={`${props.path}${documentsQuery(1)}#downloads`}>{pick(lang, UI.firstDocuments)}</a>
        </p>
        {pagination}
      </>
    );
  }
  const { first, last } = shownRange(plan, loaded.assets.length);
  const number = new Intl.NumberFormat(lang === "de" ? "de-DE" : "en-US");
  return (
    <>
      {pages > 1 ? (
        <p className="downloads__count" data-documents-page={plan.page}>
          {`${pick(lang, UI.showing)} ${number.format(first)}–${number.format(last)} ${pick(lang, UI.of)} ${number.format(loaded.assetsTotal)}`}
        </p>
      ) : null}
      <div className="downloads">
        {groupDownloads(assets).map(([type, languages]) => (
          <section key={type} className="downloads__group">
            <h3>{assetTypeName(type, lang)}</h3>
            {languages.map(([language, list]) => (
              <div key={language} className="downloads__language">
                <h4>{languageNameOf(language, lang)}</h4>
                <ul className="plain-list">
                  {list.map((asset) => {
                    const href = fileHref(asset.AT_Url, props.storageBase);
                    const title = asset.AT_SubTypeMerged ? `${asset.Name} (${asset.AT_SubTypeMerged})` : asset.Name;
                    // The language heading is not part of the link's name: a list of links read out of its
                    // place would hold the English and the German file under one name.
                    const named = language === "—" ? "" : `, ${languageNameOf(language, lang)}`;
                    return (
                      <li key={asset.ID}>
                        {href ? (
                          <a href={href}>
                            {title}
                            {named ? <span className="visually-hidden">{named}</span> : null}
                          </a>
                        ) : (
                          title
                        )}
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
          </section>
        ))}
      </div>
      {pagination}
    </>
  );
}

export function ContactsList(props: RelatedProps) {
  const loaded = useRelations(props);
  if (!loaded) return <Unavailable lang={props.lang} />;
  if (loaded.contacts.length === 0) return <None lang={props.lang} />;
  return (
    <ul className="contact-list">
      {loaded.contacts.map((c) => (
        <li key={c.ID} className="contact-card">
          <strong>{[c.AT_Title, c.AT_FirstName, c.AT_LastName].filter(Boolean).join(" ") || c.Name}</strong>
          {c.AT_JobTitle ? <span>{c.AT_JobTitle}</span> : null}
          {c.AT_Company ? <span>{[c.AT_Company, c.AT_City].filter(Boolean).join(", ")}</span> : null}
          {c.AT_Email ? (
            <span>
              {pick(props.lang, UI.email)}: <a href={`mailto:${encodeURI(c.AT_Email)}`}>{c.AT_Email}</a>
            </span>
          ) : null}
          {c.AT_Phone ? (
            <span>
              {pick(props.lang, UI.phone)}: <a href={`tel:${c.AT_Phone.replace(/[^\d+]/g, "")}`}>{c.AT_Phone}</a>
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function PackagingList(props: RelatedProps) {
  const loaded = useRelations(props);
  if (!loaded) return <Unavailable lang={props.lang} />;
  if (loaded.packaging.length === 0) return <None lang={props.lang} />;
  return (
    <TableScroll label={pick(props.lang, UI.packaging)}>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{pick(props.lang, UI.packaging)}</th>
            <th scope="col">{pick(props.lang, UI.material)}</th>
            <th scope="col">{pick(props.lang, UI.capacity)}</th>
            <th scope="col">{pick(props.lang, UI.unApproved)}</th>
          </tr>
        </thead>
        <tbody>
          {loaded.packaging.map((p) => (
            <tr key={p.ID}>
              <td>{p.Name}</td>
              <td>{p.AT_Material}</td>
              <td>{withUnit(p.AT_Capacity_Value, p.AT_Capacity_Unit, props.lang)}</td>
              <td>{formatYesNo(p.AT_UNApproved, props.lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The cross-reference groups of spec section 3, names resolved where the data is an ID. */
export function CrossReferences(props: RelatedProps & { product: ProductDocument; internal: boolean }) {
  const loaded = useRelations(props);
  const { product, lang } = props;
  const strings = (v: unknown) => (Array.isArray(v) ? v.map(String) : typeof v === "string" && v ? [v] : []);
  // Words made from slugs are the catalogue's English words (ADR 0045): on a page in another language they say so.
  const slugLang = lang === "en" ? undefined : "en";
  const groups = CROSS_REFERENCE_GROUPS.flatMap((group) => {
    if (group.group === "restricted-documents" && !props.internal) return [];
    let values: ShownValue[];
    if (group.field === "AssetCrossReference") {
      const ids = new Set(
        (product.AssetCrossReference ?? []).filter((r) => r.Type === group.assetType).map((r) => r.AssetId),
      );
      // The relations hold one page of the documents: those on it are named, the rest counted.
      const named = loaded ? loaded.assets.filter((a) => ids.has(a.ID)).map((a) => ({ key: a.ID, text: a.Name })) : [];
      const more = ids.size - named.length;
      values =
        loaded && more > 0
          ? [...named, { key: "more", text: `${more} ${pick(lang, UI.moreDocuments)}` }]
          : loaded
            ? named
            : [...ids].map((id) => ({ key: id, text: id }));
    } else {
      const raw = [...new Set(strings(product[group.field]))];
      values = raw.map((value): ShownValue => {
        const shown = (text: string, textLang?: string) => ({ key: value, text, lang: textLang });
        if (group.group === "websites") return shown(findArea(value)?.title ?? value);
        if (group.references === "classifications") return shown(loaded?.classifications.get(value) ?? value);
        if (group.references === "contacts") {
          const c = loaded?.contacts.find((x) => x.ID === value);
          return shown(c ? [c.AT_FirstName, c.AT_LastName].join(" ") : value);
        }
        if (group.references === "packagingmaterials")
          return shown(loaded?.packaging.find((p) => p.ID === value)?.Name ?? value);
        return /^[a-z0-9-]+$/.test(value) ? shown(wordsOfSlug(value), slugLang) : shown(value);
      });
    }
    return values.length ? [{ group, values }] : [];
  });
  if (groups.length === 0) return <None lang={lang} />;
  return (
    <dl className="attr-list">
      {groups.map(({ group, values }) => (
        <div key={group.group}>
          <dt>{pick(lang, group)}</dt>
          <ShownValues values={values} />
        </div>
      ))}
    </dl>
  );
}

/** A value shown as text, with its language where it differs from the page's. */
interface ShownValue {
  /** The stored value (an id, a slug): unique within its group. */
  key: string;
  text: string;
  lang?: string | undefined;
}

/** Values joined by commas; the language said once on the list when every value shares it, else on each. */
function ShownValues({ values }: { values: readonly ShownValue[] }) {
  const [first] = values;
  const shared =
    first?.lang !== undefined && values.every((value) => value.lang === first.lang) ? first.lang : undefined;
  if (shared || values.every((value) => value.lang === undefined))
    return <dd lang={shared}>{values.map((value) => value.text).join(", ")}</dd>;
  return (
    <dd>
      {values.map((value, i) => (
        <Fragment key={value.key}>
          {i > 0 && ", "}
          {value.lang ? <span lang={value.lang}>{value.text}</span> : value.text}
        </Fragment>
      ))}
    </dd>
  );
}
