import type { FacetModel } from "../../../shared/finder/facet-model";
import { Count } from "./Count";
import { TreeNodes } from "./TreeNodes";
import { ValueList, ValueSearchField } from "./ValueList";

interface FacetGroupProps {
  facet: FacetModel;
  /** Current bare query; what the inputs show. */
  params: URLSearchParams;
  prefix: string;
  idBase: string;
  /** The data's language where it is not the tools' English: the values' labels carry it. */
  dataLanguage?: string | undefined;
}

/** One facet as a fieldset with a legend; inputs are named as the URL parameters, so the form works without script. */
export function FacetGroup({ facet, params, prefix, idBase, dataLanguage }: FacetGroupProps) {
  const name = prefix + facet.key;
  const id = `${idBase}-${facet.key}`;
  // Labels made from slugs are words of the tools' own English; every other label is the data's.
  const lang = facet.kind === "value" && facet.labelsFromSlugs ? undefined : dataLanguage;
  let body: React.ReactNode;
  if (facet.kind === "value" && facet.single) {
    if (facet.options.length === 0 && facet.valueQuery === undefined) return null;
    body = (
      <>
        <ValueSearchField
          facet={facet}
          name={name}
          id={id}
          typed={params.get(`${facet.key}_q`) ?? ""}
          matches={facet.options.length}
        />
        <select id={id} name={name} aria-label={facet.label} value={params.get(facet.key) ?? ""} onChange={() => {}}>
          <option value="">All</option>
          {facet.options.map((option) => (
            <option key={option.value} value={option.value} lang={lang}>
              {option.label} ({option.count})
            </option>
          ))}
        </select>
      </>
    );
  } else if (facet.kind === "value") {
    // A searched list that found nothing keeps its box, so the words can be changed.
    if (facet.options.length === 0 && facet.valueQuery === undefined) return null;
    body = (
      <ValueList
        facet={facet}
        name={name}
        picked={params.getAll(facet.key)}
        id={id}
        lang={lang}
        typed={params.get(`${facet.key}_q`) ?? ""}
      />
    );
  } else if (facet.kind === "classification") {
    if (facet.tree.length === 0) return null;
    // A value picked in the link but unknown to the answer stands as a root of its own; it does not count here.
    const roots = facet.tree.filter((node) => node.children.length > 0 || node.count > 0).length;
    body = (
      <TreeNodes
        nodes={facet.tree}
        name={name}
        picked={params.getAll(facet.key)}
        idBase={id}
        label={facet.label}
        depth={0}
        foldDepth={roots === 1 ? 1 : 0}
        lang={lang}
      />
    );
  } else if (facet.kind === "boolean") {
    // Like any value counted 0: not offered unless it is the visitor's own choice.
    if (facet.count === 0 && !params.has(facet.key)) return null;
    body = (
      <div className="finder__options">
        <input type="checkbox" id={id} name={name} value="1" checked={params.has(facet.key)} onChange={() => {}} />
        <label htmlFor={id}>
          Yes
          <Count count={facet.count} />
        </label>
      </div>
    );
  } else {
    const unit = facet.unit ? ` (${facet.unit})` : "";
    const bounds = facet.bounds;
    // What the fields' values are read against: the bounds in the data, or what the range waits for.
    const described = bounds || facet.needs;
    body = (
      <div className="finder__range">
        {bounds && (
          <p className="finder__bounds" id={`${id}-bounds`}>
            {`In the data: ${bounds.min} to ${bounds.max}${facet.unit ? ` ${facet.unit}` : ""}`}
          </p>
        )}
        {!bounds && facet.needs && (
          <p className="finder__bounds" id={`${id}-bounds`}>
            {facet.needs}
          </p>
        )}
        {facet.counts && <p className="finder__bounds">{facet.counts.join("; ")}</p>}
        {(["min", "max"] as const).map((bound) => (
          <span key={bound}>
            <label htmlFor={`${id}-${bound}`}>{`${bound === "min" ? "From" : "To"}${unit}`}</label>
            <input
              type="text"
              inputMode="decimal"
              autoComplete="off"
              id={`${id}-${bound}`}
              name={`${name}_${bound}`}
              placeholder={bounds ? String(bounds[bound]) : ""}
              {...(described ? { "aria-describedby": `${id}-bounds` } : {})}
              value={params.get(`${facet.key}_${bound}`) ?? ""}
              onChange={() => {}}
            />
          </span>
        ))}
      </div>
    );
  }
  return (
    <fieldset className="finder__facet">
      <legend>{facet.label}</legend>
      {body}
    </fieldset>
  );
}
