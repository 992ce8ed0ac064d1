import { COMPARE_PARAMETER, MAX_COMPARE } from "../../../shared/finder/compare";
import { namedBy, type TitlePart, TitlePartText } from "./title-part";

interface CompareFormProps {
  /** The page with the compare table. */
  href: string;
  /** The page query to keep when the table is on this page (this finder's state), else "". */
  keep: string;
  /** Picked products not in this list (other pages of results), sent along with the ticked boxes. */
  picked: string[];
  /** The tool's title and "compare". */
  name: TitlePart;
  children: React.ReactNode;
}

/**
 * The results as a GET form to the compare table: each Compare box sends its
 * product id, so the comparison works without script. With script the boxes
 * follow the kept selection, and submitting sends the same.
 */
export function CompareForm({ href, keep, picked, name, children }: CompareFormProps) {
  const kept = [...new URLSearchParams(keep)].filter(([name]) => name !== COMPARE_PARAMETER);
  return (
    <form className="finder__compare-form" method="get" action={`${href}#product-compare`} {...namedBy(name)}>
      <TitlePartText {...name} />
      {kept.map(([name, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a query may repeat a pair; the order is the key
        <input key={index} type="hidden" name={name} value={value} />
      ))}
      {picked.map((pick) => (
        <input key={pick} type="hidden" name={COMPARE_PARAMETER} value={pick} />
      ))}
      {children}
      <p className="finder__compare-submit">
        <button type="submit">Compare selected products</button>
      </p>
    </form>
  );
}

interface CompareTrayProps {
  /** The page with the compare table. */
  href: string;
  /** The page query to keep when the table is on this page (this finder's state), else "". */
  keep: string;
  /** The products picked for compare. */
  picked: readonly string[];
  /** Id of the note saying the compare is full (the result boxes point to it). */
  fullNoteId: string;
}

/**
 * The picks so far and the link to compare them. Placed after the list, so
 * that it stays at the bottom of the screen while the list scrolls by; its
 * sticky range is the answer's box, so it never covers the form above.
 */
export function CompareTray({ href, keep, picked, fullNoteId }: CompareTrayProps) {
  if (picked.length === 0) return null;
  return (
    <p className="finder__compare-tray">
      {picked.length === 1 ? (
        "1 product picked for compare: pick at least one more."
      ) : (
        <a href={compareLink(href, keep, picked)}>Compare {picked.length} products</a>
      )}
      {picked.length >= MAX_COMPARE && (
        // Why the other boxes no longer take a tick.
        <span className="finder__compare-full" id={fullNoteId}>
          {" "}
          At most {MAX_COMPARE} products can be compared: untick one to pick another.
        </span>
      )}
    </p>
  );
}

/** The compare table's page with the selection, keeping `keep` (the finder's state when the table is on its page). */
function compareLink(href: string, keep: string, ids: readonly string[]): string {
  const params = new URLSearchParams(keep);
  // The selection goes last, whatever the page query's order.
  params.delete(COMPARE_PARAMETER);
  params.append(COMPARE_PARAMETER, ids.join(","));
  return `${href}?${params.toString().replace(/%2C/gi, ",")}#product-compare`;
}
