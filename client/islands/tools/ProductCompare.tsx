import { useEffect, useRef, useState } from "react";
import type { CompareAnswer } from "../../../shared/finder/answer";
import { COMPARE_PARAMETER, encodeCompare, toggleCompare } from "../../../shared/finder/compare";
import { plainText } from "../../../shared/text-rules";
import { InlineText } from "../inline-text";
import type { IslandBaseProps } from "../island-props";
import { adoptCompare, followCompare, readCompare, writeCompare } from "./compare-store";
import { dataLanguageOf } from "./data-language";
import { followInPlace } from "./in-place";
import { usePageSearch } from "./page-url";
import { withParam } from "./tool-url";
import { useToolLoad } from "./use-tool-load";

export interface ProductCompareProps {
  title: string;
  /** The title's language where it differs from the tools' English (a German page's own headline). */
  titleLang?: string;
  /** The compare API, e.g. `/pim/api/pu-additives/en/compare`. */
  api: string;
  /** The comparison of the URL's selection, rendered on the server. */
  answer: CompareAnswer | null;
  /** Said with the server's comparison (more products asked than can be compared); gone once the selection changes. */
  notice?: string;
  /** The page with its other parameters (no `compare`): Remove links lead there, so removing works without script. */
  page: string;
  /** How many products the server's comparison was asked for (some may not be in this catalogue). */
  asked?: number;
  /** The products the server's comparison was asked for, those not in this catalogue among them. */
  compared?: string[];
  /** The products asked for when the server's comparison failed: Try again asks for them (also without script). */
  failedSelection?: string[];
}

/**
 * The picked products side by side, rows whose values differ highlighted.
 * Follows the selection made in any finder on the page or kept from an
 * earlier page.
 */
export function ProductCompare({
  title,
  titleLang,
  api,
  answer: initial,
  notice: initialNotice,
  page,
  asked: initialAsked,
  compared,
  failedSelection,
  islandId,
}: ProductCompareProps & IslandBaseProps) {
  const [asked, setAsked] = useState(initialAsked ?? initial?.products.length ?? 0);
  const [notice, setNotice] = useState(initialNotice);
  // Products were asked for and the server has no comparison: its load failed (the search service, say).
  const {
    answer,
    status,
    load: loadAnswer,
    show,
  } = useToolLoad("checkCompareAnswer", initial, initial === null && (initialAsked ?? 0) > 0);
  const failed = status === "error";
  /** A new selection's comparison is on its way: what is shown is the one before it. */
  const loading = status === "loading";
  /** The selection whose comparison failed, for Try again's link. */
  const [failedKey, setFailedKey] = useState(encodeCompare(failedSelection ?? []));
  // The selection the server compared, not only the products it found: asked again for the others, the
  // answer would be the same, and what the server said of the link would go.
  const shown = useRef<string | undefined>(encodeCompare(compared ?? initial?.products.map((p) => p.id) ?? []));
  const here = usePagePath(page);
  const root = useRef<HTMLElement>(null);
  /** The column whose Remove was followed: its link is gone with it once the comparison of the others shows. */
  const removed = useRef<number | undefined>(undefined);
  useEffect(() => {
    const column = removed.current;
    if (column === undefined || !answer) return;
    removed.current = undefined;
    // Only where the focus was lost with the link: the visitor may have gone on elsewhere meanwhile.
    const active = document.activeElement;
    if (active && active !== document.body && !root.current?.contains(active)) return;
    // The Remove of the product that moved into its place (or the last one), else the compare's heading.
    const links = root.current?.querySelectorAll<HTMLElement>(".compare__remove") ?? [];
    (links[Math.min(column, links.length - 1)] ?? root.current?.querySelector<HTMLElement>("h2"))?.focus();
  }, [answer]);

  /** The selection the server's comparison failed for, as the page was rendered. */
  const failedOnServer = useRef(failedSelection && encodeCompare(failedSelection));
  /** Asks again for the selection whose comparison failed (Try again). */
  const retry = useRef<() => void>(undefined);

  useEffect(() => {
    const load = async (ids: string[]) => {
      const key = encodeCompare(ids);
      // A selection already shown is not asked again; one whose load failed is (`shown` was cleared).
      if (key === shown.current) return;
      shown.current = key;
      setNotice(undefined);
      setAsked(ids.length);
      if (!key) {
        show({ products: [], rows: [] });
        return;
      }
      // A later selection asked for meanwhile takes this one's place (the load's stale-answer guard).
      if ((await loadAnswer(`${api}?compare=${key}`)) === null) {
        // The column stays (and its link with the focus): nothing to move the focus for later.
        removed.current = undefined;
        // Nothing of this selection is shown: asking for it again (Compare, Try again) loads it.
        shown.current = undefined;
        setFailedKey(key);
      }
    };
    retry.current = () => void load(readCompare());
    const kept = adoptCompare();
    // Arrived at the comparison (a compare form or link names it): the keyboard starts from its heading,
    // unless the visitor has already moved the focus elsewhere, also outside a frame embedding the page
    // (a frame whose document lacks the focus does not take it).
    if (
      window.location.hash === "#product-compare" &&
      document.hasFocus() &&
      (!document.activeElement || document.activeElement === document.body)
    )
      root.current?.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
    // The selection the server's comparison failed for is not asked again by itself (Try again is there).
    if (encodeCompare(kept) !== failedOnServer.current) void load(kept);
    return followCompare((ids) => void load(ids));
  }, [api, loadAnswer, show]);

  const products = answer?.products ?? [];
  // Product names, attribute labels and values are the data's, in the page's language.
  const dataLang = dataLanguageOf(api);
  return (
    <section className="compare" id="product-compare" aria-labelledby={`${islandId}-title`} ref={root}>
      <h2 id={`${islandId}-title`} tabIndex={-1} lang={titleLang}>
        {title}
      </h2>
      <p role="status" aria-live="polite">
        {loading
          ? "Loading the comparison…"
          : failed
            ? "The comparison could not be loaded. Please try again."
            : products.length === 0
              ? "Products picked to compare show here side by side: tick Compare in a list of results, or follow a recommendation's Compare link."
              : `Comparing ${products.length} ${products.length === 1 ? "product" : "products"}`}
      </p>
      {failed && !loading && failedKey && (
        <p className="finder__retry">
          <a
            // No fragment: without script the same address with one would only scroll, not ask again.
            href={withSelection(here, failedKey)}
            onClick={followInPlace(() => {
              // The link goes with the failure: the heading keeps the focus while the status says it loads.
              root.current?.querySelector<HTMLElement>("h2")?.focus();
              retry.current?.();
            })}
          >
            Try again
          </a>
        </p>
      )}
      {notice && <p className="compare__notice">{notice}</p>}
      {!loading && !failed && answer && asked > products.length && (
        <p className="compare__notice">{missingNotice(asked, asked - products.length)}</p>
      )}
      {products.length > 0 && (
        // A wide table scrolls inside this box: named and focusable, so a keyboard can scroll it too.
        // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this only frames a table
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable area must take focus to be scrolled by keyboard
        <div className="compare__scroll" role="group" aria-labelledby={`${islandId}-title`} tabIndex={0}>
          <table className="compare__table">
            <caption className="visually-hidden">
              {titleLang ? <span lang={titleLang}>{title}</span> : title}: rows marked Differs have different values
            </caption>
            <thead>
              <tr>
                <th scope="col">Attribute</th>
                {products.map((product, column) => (
                  <th scope="col" key={product.id}>
                    <a href={product.href} lang={dataLang}>
                      <InlineText text={product.title} />
                    </a>{" "}
                    <a
                      className="compare__remove"
                      href={removeHref(here, products, product.id)}
                      onClick={followInPlace(() => {
                        removed.current = column;
                        writeCompare(toggleCompare(readCompare(), product.id), "push");
                      })}
                    >
                      {"Remove "}
                      <span className="visually-hidden" lang={dataLang}>
                        {plainText(product.title)}
                      </span>
                    </a>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(answer?.rows ?? []).map((row) => (
                <tr key={row.label} className={row.differs ? "compare__row--differs" : undefined}>
                  <th scope="row">
                    {dataLang ? <span lang={dataLang}>{row.label}</span> : row.label}
                    {row.differs && <span className="compare__differs"> Differs</span>}
                  </th>
                  {row.values.map((value, i) => (
                    <td key={products[i]?.id ?? i} lang={value ? dataLang : undefined}>
                      {value ? <InlineText text={value} /> : "–"}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {products.length > 0 && (
        // A file, so the comparison goes along without script too.
        <a className="compare__export" href={`${api}.csv?compare=${encodeCompare(products.map((p) => p.id))}`} download>
          Download as CSV
        </a>
      )}
    </section>
  );
}

/**
 * The page with its other parameters as they are now (other tools of the page
 * may have written the URL since the render), without `compare`.
 */
function usePagePath(rendered: string): string {
  const at = rendered.indexOf("?");
  const path = at === -1 ? rendered : rendered.slice(0, at);
  const query = withParam(usePageSearch(at === -1 ? "" : rendered.slice(at)), COMPARE_PARAMETER, undefined);
  return `${path}${query ? `?${query}` : ""}`;
}

/** The page comparing the other products: where a Remove link leads without script. */
function removeHref(page: string, products: readonly { id: string }[], id: string): string {
  return `${withSelection(page, encodeCompare(products.map((p) => p.id).filter((other) => other !== id)))}#product-compare`;
}

/** The page (its address without a selection) comparing `selection`, an encoded one; itself when it is empty. */
function withSelection(page: string, selection: string): string {
  return selection ? `${page}${page.includes("?") ? "&" : "?"}${COMPARE_PARAMETER}=${selection}` : page;
}

/** Why fewer products are compared than were picked: some are not in this catalogue (another area's, or gone). */
function missingNotice(asked: number, missing: number): string {
  if (asked === 1) return "The picked product is not in this catalogue.";
  if (missing === asked) return `None of the ${asked} picked products is in this catalogue.`;
  return missing === 1
    ? `1 of the ${asked} picked products is not in this catalogue.`
    : `${missing} of the ${asked} picked products are not in this catalogue.`;
}
