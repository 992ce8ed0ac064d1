import { type ReactElement, Suspense, use } from "react";
import { InlineText } from "../../../client/islands/inline-text";
import { unitOf } from "../../../shared/catalogue/displayed-value";
import type { DataContainerEntry, ProductDocument } from "../../../shared/catalogue/documents";
import {
  type AttributeTableRow,
  DATASHEET_ATTRIBUTE_KEY,
  type ProductAttribute,
} from "../../../shared/catalogue/product-attributes";
import type { PathLang } from "../../../shared/context";
import { type AttributeValue, displayAttribute, withUnit } from "../../../shared/search/attribute-display";
import { spaceLongSlashWords } from "../../../shared/text-rules";
import type { ProductRelations } from "../../model/product";
import { Pending } from "../shell/complete-page";
import { formatBoolean, formatDate } from "./format";
import { pick, UI } from "./labels";
import { TableScroll } from "./TableScroll";

interface Props {
  attributes: readonly ProductAttribute[];
  product: ProductDocument;
  lang: PathLang;
  relations: Promise<ProductRelations | null>;
  /** The data-sheet service's sheets (null: it failed), for the Safety Data Sheet row. */
  datasheets?: Promise<readonly unknown[] | null>;
}

/**
 * The Safety Data Sheet row: a link to the sheets' section, or, once the
 * service has answered that there are none, that sentence (a link to a section
 * saying "none" sent the visitor looking). A failed service keeps the link: the
 * section says why.
 */
function SheetsLink({ datasheets, lang }: { datasheets: Promise<readonly unknown[] | null>; lang: PathLang }) {
  const sheets = use(datasheets);
  return sheets?.length === 0 ? pick(lang, UI.noSheets) : <SeeSheets lang={lang} />;
}

function SeeSheets({ lang }: { lang: PathLang }) {
  return <a href="#safety-data-sheets">{pick(lang, UI.seeSheets)}</a>;
}

function rawValue(product: ProductDocument, attribute: ProductAttribute): AttributeValue {
  if (!attribute.valueField) return null;
  const value = product[attribute.valueField];
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (Array.isArray(value) && value.every((v) => typeof v === "string" || typeof v === "number")) return value;
  return null;
}

/** Names of referenced documents, once the deferred relations arrive. */
function References({
  ids,
  attribute,
  relations,
  lang,
}: {
  ids: string[];
  attribute: ProductAttribute;
  relations: Promise<ProductRelations | null>;
  lang: PathLang;
}) {
  const loaded = use(relations);
  if (!loaded) return <span className="note">{pick(lang, UI.relatedUnavailable)}</span>;
  const names = new Map<string, string>();
  if (attribute.references === "plants") for (const p of loaded.plants) names.set(p.id, p.name);
  if (attribute.references === "packagingmaterials") for (const p of loaded.packaging) names.set(p.ID, p.Name);
  // Ids are no names: a reference that cannot be named is left out.
  const shown = ids.flatMap((id) => names.get(id) ?? []);
  return <>{shown.length > 0 ? shown.join(", ") : pick(lang, UI.none)}</>;
}

/**
 * Entries of the product's DataContainers of one type: property, value with
 * unit, test method. The columns' headers are for screen readers: a cell is
 * then read as a value or a method, not a bare string beside its property.
 */
function DataContainer({ entries, lang, label }: { entries: DataContainerEntry[]; lang: PathLang; label: string }) {
  if (entries.length === 0) return <>{pick(lang, UI.none)}</>;
  return (
    <TableScroll label={label}>
      <table className="data-table data-table--compact">
        <thead className="data-table__spoken-head">
          <tr>
            {[UI.property, UI.value, UI.testMethod].map((words) => (
              <th key={words.en} scope="col">
                <span className="visually-hidden">{pick(lang, words)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={`${e.Name}-${e.Value}`}>
              <th scope="row">{e.Name}</th>
              <td>{withUnit(e.Value, e.Unit, lang)}</td>
              <td>{e.Method ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function PalletTable({ rows, label, lang }: { rows: AttributeTableRow[]; label: string; lang: PathLang }) {
  return (
    <TableScroll label={label}>
      <table className="data-table data-table--compact">
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.Label}-${row.Value}`}>
              <th scope="row">{row.Label}</th>
              <td>{withUnit(row.Value, row.Unit, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function Articles({
  relations,
  lang,
  label,
}: {
  relations: Promise<ProductRelations | null>;
  lang: PathLang;
  label: string;
}) {
  const loaded = use(relations);
  if (!loaded) return <p className="note">{pick(lang, UI.relatedUnavailable)}</p>;
  if (loaded.articles.length === 0) return <p className="note">{pick(lang, UI.none)}</p>;
  const plants = new Map(loaded.plants.map((p) => [p.id, p.name]));
  const packaging = new Map(loaded.packaging.map((p) => [p.ID, p.Name]));
  return (
    <TableScroll label={label}>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{pick(lang, UI.articleNumber)}</th>
            <th scope="col">{pick(lang, UI.packSize)}</th>
            <th scope="col">{pick(lang, UI.packaging)}</th>
            <th scope="col">{pick(lang, UI.plant)}</th>
          </tr>
        </thead>
        <tbody>
          {loaded.articles.map((a) => (
            <tr key={a.ID}>
              <td>{a.AT_SAPArticleNumber}</td>
              <td>{withUnit(a.AT_PackSize_Value, a.AT_PackSize_Unit, lang)}</td>
              <td>{packaging.get(a.AT_PackagingMaterialId) ?? ""}</td>
              <td>{plants.get(a.AT_PlantId) ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * Dividers become sub-headings between definition lists: a list may hold only
 * name and value groups, and a heading tells assistive technology where a
 * new part begins.
 */
function splitAtDividers(items: ReactElement[]): ReactElement[] {
  const out: ReactElement[] = [];
  let run: ReactElement[] = [];
  const flush = () => {
    if (run.length)
      out.push(
        <dl key={`dl-${out.length}`} className="attr-list">
          {run}
        </dl>,
      );
    run = [];
  };
  for (const item of items) {
    if (item.type === "h3") {
      flush();
      out.push(item);
    } else run.push(item);
  }
  flush();
  return out;
}

/**
 * A group of product attributes as a definition list, under the display rules
 * of spec section 4 (empty values hidden unless structural, blacklisted values
 * blanked and hidden), value and unit together.
 */
export function AttributeList({ attributes, product, lang, relations, datasheets }: Props) {
  const items = attributes.flatMap((attribute) => {
    const raw = attribute.display === "Table" ? null : rawValue(product, attribute);
    const shown = displayAttribute({ displayType: attribute.display, blacklist: attribute.blacklist }, raw);
    if (!shown.visible) return [];
    const label = pick(lang, attribute);
    const value = shown.value;
    switch (attribute.display) {
      case "Divider":
        return [
          <h3 key={attribute.key} className="attr-list__divider">
            {label}
          </h3>,
        ];
      case "Articles":
        return [
          <div key={attribute.key} className="attr-list__wide">
            <dt>{label}</dt>
            <dd>
              <Suspense fallback={<Pending lang={lang} as="span" />}>
                <Articles relations={relations} lang={lang} label={label} />
              </Suspense>
            </dd>
          </div>,
        ];
      case "Container":
        return [
          <div
            key={attribute.key}
            className={attribute.key === DATASHEET_ATTRIBUTE_KEY ? undefined : "attr-list__wide"}
          >
            <dt>{label}</dt>
            <dd>
              {attribute.key === DATASHEET_ATTRIBUTE_KEY ? (
                datasheets ? (
                  <Suspense fallback={<SeeSheets lang={lang} />}>
                    <SheetsLink datasheets={datasheets} lang={lang} />
                  </Suspense>
                ) : (
                  <SeeSheets lang={lang} />
                )
              ) : (
                <DataContainer
                  entries={(product.DataContainers ?? []).filter((e) => e.Type === attribute.key)}
                  lang={lang}
                  label={label}
                />
              )}
            </dd>
          </div>,
        ];
      case "Table": {
        const rows = attribute.valueField ? product[attribute.valueField] : undefined;
        const list = Array.isArray(rows) ? (rows as AttributeTableRow[]) : [];
        return [
          <div key={attribute.key} className="attr-list__wide">
            <dt>{label}</dt>
            <dd>{list.length ? <PalletTable rows={list} label={label} lang={lang} /> : pick(lang, UI.none)}</dd>
          </div>,
        ];
      }
      case "ReferenceList":
      case "PackagingMaterial": {
        const ids = Array.isArray(value) ? value.map(String) : [];
        return [
          <div key={attribute.key}>
            <dt>{label}</dt>
            <dd>
              {ids.length === 0 ? (
                pick(lang, UI.none)
              ) : (
                <Suspense fallback={<span className="note">{pick(lang, UI.loading)}</span>}>
                  <References ids={ids} attribute={attribute} relations={relations} lang={lang} />
                </Suspense>
              )}
            </dd>
          </div>,
        ];
      }
      default: {
        let text: string;
        if (attribute.display === "Boolean") text = formatBoolean(value, lang);
        else if (attribute.display === "Date") text = formatDate(value, lang);
        else if (Array.isArray(value)) text = value.join(", ");
        else text = withUnit(value as string | number, unitOf(product, attribute), lang);
        text = spaceLongSlashWords(text);
        return [
          <div key={attribute.key}>
            <dt>{label}</dt>
            <dd>
              <InlineText text={text} />
            </dd>
          </div>,
        ];
      }
    }
  });
  if (items.length === 0) return <p className="note">{pick(lang, UI.none)}</p>;
  return <>{splitAtDividers(items)}</>;
}
