import { type RefObject, useEffect, useRef } from "react";
import { DATA_LANGUAGES } from "../../../shared/finder/data-languages";
import type { FacetModel } from "../../../shared/finder/facet-model";
import { FacetGroup } from "./FacetGroup";

/** Where the filters start folded; the same breakpoint as the finder styles. */
const NARROW_SCREEN = "(max-width: 40rem)";

/** Parameters with a field of their own in the form whatever the answer; `page` starts again at 1. */
const FORM_FIELDS = new Set(["q", "sort", "size", "context", "page"]);

interface FinderFormProps {
  /** The island's id: the fields' ids start with it. */
  idBase: string;
  /** Where the GET form goes without script: the page and the results' anchor. */
  action: string;
  prefix: string;
  searchLabel?: string | undefined;
  /** Loads the search box's suggestions when it first gets focus; none without a suggestions build. */
  onSearchFocus?: ((event: { currentTarget: HTMLInputElement }) => void) | undefined;
  sorts: { value: string; label: string }[];
  sizes: number[];
  /** The state shown, as bare parameters. */
  params: URLSearchParams;
  /** The page's other parameters, kept by the GET form. */
  carried: [string, string][];
  /** Keys of the page's presets: no facet of their own. */
  locked: string[];
  /** The answer's facets; undefined while there is no answer. */
  facets: FacetModel[] | undefined;
  /** The counts are those of the state before (a load failed). */
  stale: boolean;
  dataLanguage?: string | undefined;
  formRef: RefObject<HTMLFormElement | null>;
  onChange: (event: React.ChangeEvent<HTMLFormElement>) => void;
  onBlur: (event: React.FocusEvent<HTMLFormElement>) => void;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
}

/** A finder's GET form: the search, the facets and the order of the results; complete without script. */
export function FinderForm(props: FinderFormProps) {
  const { idBase, prefix, params, locked, facets, formRef } = props;
  const id = (name: string) => `${idBase}-${name}`;

  /**
   * The box the visitor ticked last. The answer may list it elsewhere (a value
   * from "Show more" joins the first values, so it stays in view without
   * script too), which makes it a new element: the focus follows it there
   * instead of falling to the page.
   */
  const ticked = useRef<{ name: string; value: string } | undefined>(undefined);
  useEffect(() => {
    const last = ticked.current;
    const root = formRef.current;
    if (!facets || !last || !root) return;
    ticked.current = undefined;
    const active = document.activeElement;
    // The visitor has gone on elsewhere meanwhile: leave the focus where it is.
    if (active && active !== document.body && active.isConnected) return;
    for (const box of root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
      if (box.name === last.name && box.value === last.value) {
        // A box taken back into a folded "Show more": its summary, where the value went.
        const folded = box.closest("details:not([open])")?.querySelector<HTMLElement>("summary");
        (folded ?? box).focus();
        return;
      }
    }
  }, [facets, formRef]);

  // On phones the results come first: the filters fold once the finder is interactive
  // (without script they stay open, so the GET form is complete). Until then the finder
  // styles show them folded where script runs; folding and marking them ready in one
  // step leaves the layout as it was painted.
  const filters = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = filters.current;
    if (!details) return;
    if (window.matchMedia(NARROW_SCREEN).matches) details.open = false;
    details.dataset.ready = "";
  }, []);

  const onChange = (event: React.ChangeEvent<HTMLFormElement>) => {
    const target = event.target as unknown as HTMLInputElement;
    if (target.type === "checkbox" && target.name) ticked.current = { name: target.name, value: target.value };
    props.onChange(event);
  };

  return (
    <form
      ref={formRef}
      className="finder__form"
      method="get"
      action={props.action}
      // Named by the title, which carries its language (aria-label cannot).
      aria-labelledby={id("title")}
      onChange={onChange}
      onBlur={props.onBlur}
      onSubmit={props.onSubmit}
    >
      {props.carried.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      {!facets &&
        // Without an answer there are no facets to show the selections: they go on unseen, not lost.
        [...params]
          .filter(([name]) => !FORM_FIELDS.has(name) && !locked.includes(name))
          .map(([name, value]) => (
            <input key={`own-${name}=${value}`} type="hidden" name={`${prefix}${name}`} value={value} />
          ))}
      {props.searchLabel && (
        <p className="finder__search">
          <label htmlFor={id("q")}>{props.searchLabel}</label>
          <input
            type="search"
            id={id("q")}
            name={`${prefix}q`}
            value={params.get("q") ?? ""}
            onChange={() => {}}
            autoComplete="off"
            maxLength={200}
            onFocus={props.onSearchFocus}
            onInput={props.onSearchFocus}
          />
        </p>
      )}
      <details className="finder__filters" open ref={filters}>
        <summary>Filters</summary>
        {/* After a failed load the counts are those of the state before: not shown as this one's. */}
        <div className="finder__facets" data-stale={props.stale || undefined}>
          {(facets ?? [])
            .filter((facet) => !locked.includes(facet.key))
            .map((facet) => (
              <FacetGroup
                key={facet.key}
                facet={facet}
                params={params}
                prefix={prefix}
                idBase={id("f")}
                dataLanguage={props.dataLanguage}
              />
            ))}
        </div>
      </details>
      <p className="finder__order">
        {/* Each label with its control: on a phone a row break must not part them. The order, the page size,
            the data language; the first option is what a state without the parameter shows. */}
        {(
          [
            ["sort", "Sort by", props.sorts[0]?.value, props.sorts],
            ["size", "Per page", "25", props.sizes.map((size) => ({ value: String(size), label: String(size) }))],
            ["context", "Data language", "", DATA_LANGUAGES],
          ] as const
        ).map(([field, label, first, options]) => (
          <span className="finder__control" key={field}>
            <label htmlFor={id(field)}>{label}</label>
            <select id={id(field)} name={prefix + field} value={params.get(field) ?? first} onChange={() => {}}>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </span>
        ))}
        <button type="submit">Show results</button>
      </p>
    </form>
  );
}
