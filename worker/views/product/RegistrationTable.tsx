import type { ProductDocument } from "../../../shared/catalogue/documents";
import {
  ATTRIBUTE_GROUPS,
  PRODUCT_ATTRIBUTES,
  REGISTRATION_REGIONS,
} from "../../../shared/catalogue/product-attributes";
import type { PathLang } from "../../../shared/context";
import { displayAttribute } from "../../../shared/search/attribute-display";
import { pick, UI } from "./labels";
import { TableScroll } from "./TableScroll";

function shown(product: ProductDocument, key: string): string | null {
  const attribute = PRODUCT_ATTRIBUTES.find((a) => a.key === key);
  if (!attribute?.valueField) return null;
  const raw = product[attribute.valueField];
  const result = displayAttribute(
    { displayType: attribute.display, blacklist: attribute.blacklist },
    typeof raw === "string" || typeof raw === "number" ? raw : null,
  );
  return result.visible && result.value !== null ? String(result.value) : null;
}

/** Chemical registration status and remark for the 17 regions; regions without either are left out. */
export function RegistrationTable({ product, lang }: { product: ProductDocument; lang: PathLang }) {
  const rows = REGISTRATION_REGIONS.flatMap((region) => {
    const status = shown(product, `RegStatus${region.key}`);
    const remark = shown(product, `RegRemark${region.key}`);
    if (status === null && remark === null) return [];
    return [{ region, status, remark }];
  });
  if (rows.length === 0) return <p className="note">{pick(lang, UI.none)}</p>;
  const title = ATTRIBUTE_GROUPS.find((g) => g.group === "registration");
  return (
    <TableScroll label={title ? pick(lang, title) : pick(lang, UI.region)}>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{pick(lang, UI.region)}</th>
            <th scope="col">{pick(lang, UI.status)}</th>
            <th scope="col">{pick(lang, UI.remark)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ region, status, remark }) => (
            <tr key={region.key}>
              <th scope="row">
                {`${pick(lang, region)} `}
                <span className="note">{`(${region.inventory})`}</span>
              </th>
              {/* A region with a remark and no status (or the other way round): the missing one marked, as in the compare. */}
              <td>{status ?? "–"}</td>
              <td>{remark ?? "–"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
