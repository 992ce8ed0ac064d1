import { useEffect, useState } from "react";
import type { FacetOption, ValueFacetModel } from "../../../shared/finder/facet-model";
import { hasFilterWords, matchesValueFilter } from "../../../shared/finder/value-filter";
import { Count } from "./Count";

function OptionList({
  options,
  name,
  picked,
  idOf,
  lang,
}: {
  options: FacetOption[];
  name: string;
  picked: string[];
  idOf: (value: string) => string;
  lang: string | undefined;
}) {
  return (
    <ul className={options.length > 12 ? "finder__options finder__options--long" : "finder__options"}>
      {options.map((option) => (
        <li key={option.value}>
          <input
            type="checkbox"
            id={idOf(option.value)}
            name={name}
            value={option.value}
            checked={picked.includes(option.value)}
            onChange={() => {}}
          />
          <label htmlFor={idOf(option.value)} lang={lang}>
            {option.label}
            <Count count={option.count} />
          </label>
        </li>
      ))}
    </ul>
  );
}

/**
 * The search field of a list the service cut at the count limit, searched on
 * the server (ADR 0077): a field of the GET form, sent with every other
 * selection by Enter without script, and as the visitor types with it. It
 * says how many values match the words searched; nothing for a list not cut.
 */
export function ValueSearchField({
  facet,
  name,
  id,
  typed,
  matches,
}: {
  facet: ValueFacetModel;
  name: string;
  id: string;
  typed: string;
  matches: number;
}) {
  const searched = facet.valueQuery !== undefined;
  if (!facet.truncated && !searched) return null;
  // Said with the field: the list does not hold every value, the field finds the others.
  const hint = facet.unlisted
    ? searched
      ? "Only the most frequent matching values are listed: add a word to narrow them."
      : "Only the most frequent values are listed: search for the others by name."
    : undefined;
  return (
    <p className="finder__facet-search">
      <label htmlFor={`${id}-q`}>{`Search ${facet.label} values`}</label>
      <input
        type="search"
        id={`${id}-q`}
        name={`${name}_q`}
        autoComplete="off"
        maxLength={100}
        value={typed}
        onChange={() => {}}
        aria-describedby={hint ? `${id}-q-hint` : undefined}
      />
      {hint && (
        <span id={`${id}-q-hint`} className="finder__facet-hint">
          {hint}
        </span>
      )}
      <span className="visually-hidden finder__facet-matches" aria-live="polite" aria-atomic="true">
        {searched ? `${matches} matching ${matches === 1 ? "value" : "values"}` : ""}
      </span>
    </p>
  );
}

/**
 * A checkbox list: a long one shows its most frequent values and folds the
 * rest behind "Show more" (a `<details>`, so it opens without script); a very
 * long one gets a filter box, shown once the island runs (it needs script to
 * narrow anything), which lists the matching values in place of the fold. Where
 * script runs, the styles keep the box's place while the island loads, so the
 * list does not move down when it appears.
 */
export function ValueList({
  facet,
  name,
  picked,
  id,
  lang,
  typed,
}: {
  facet: ValueFacetModel;
  name: string;
  picked: string[];
  id: string;
  lang: string | undefined;
  /** What the server-searched box holds (the URL's `{key}_q`). */
  typed: string;
}) {
  const [live, setLive] = useState(false);
  const [filter, setFilter] = useState("");
  useEffect(() => setLive(true), []);
  const all = [...facet.options, ...(facet.more ?? [])];
  const index = new Map(all.map((option, i) => [option.value, i]));
  const idOf = (value: string) => `${id}-${index.get(value) ?? 0}`;
  const list = (options: FacetOption[]) => (
    <OptionList options={options} name={name} picked={picked} idOf={idOf} lang={lang} />
  );
  const matches = hasFilterWords(filter) ? all.filter((option) => matchesValueFilter(option.label, filter)) : undefined;
  const searched = facet.valueQuery !== undefined;
  return (
    <>
      <ValueSearchField facet={facet} name={name} id={id} typed={typed} matches={all.length} />
      {searched && all.length === 0 && <p className="finder__facet-none">No matching values</p>}
      {facet.searchable && (
        <p className="finder__facet-search" hidden={!live}>
          <label htmlFor={`${id}-filter`}>{`Filter ${facet.label} values`}</label>
          <input
            type="search"
            id={`${id}-filter`}
            autoComplete="off"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            onKeyDown={(event) => {
              // Enter narrows; it must not submit the finder's form.
              if (event.key === "Enter") event.preventDefault();
            }}
          />
          {/* Said as the list narrows: the list itself changes silently. */}
          <span className="visually-hidden finder__facet-matches" aria-live="polite" aria-atomic="true">
            {matches ? `${matches.length} matching ${matches.length === 1 ? "value" : "values"}` : ""}
          </span>
        </p>
      )}
      {matches?.length !== undefined &&
        // The form is the state: picked values the filter hides still count.
        picked
          .filter((value) => !matches.some((option) => option.value === value))
          .map((value) => <input key={value} type="hidden" name={name} value={value} />)}
      {matches ? (
        matches.length > 0 ? (
          list(matches)
        ) : (
          <p className="finder__facet-none">No matching values</p>
        )
      ) : (
        <>
          {list(facet.options)}
          {facet.more && (
            <details className="finder__more">
              <summary>{`Show more ${facet.label} values (${facet.more.length})`}</summary>
              {list(facet.more)}
            </details>
          )}
        </>
      )}
    </>
  );
}
