import type { TreeNode } from "../../../shared/finder/classification-tree";
import type { FacetModel, FacetOption } from "../../../shared/finder/facet-model";

interface FacetGroupProps {
  facet: FacetModel;
  /** Current bare query; what the inputs show. */
  params: URLSearchParams;
  prefix: string;
  idBase: string;
}

const Count = ({ count }: { count: number }) => <span className="finder__count"> ({count})</span>;

function OptionList({
  options,
  name,
  picked,
  idBase,
}: {
  options: FacetOption[];
  name: string;
  picked: string[];
  idBase: string;
}) {
  return (
    <ul className={options.length > 12 ? "finder__options finder__options--long" : "finder__options"}>
      {options.map((option, i) => (
        <li key={option.value}>
          <input
            type="checkbox"
            id={`${idBase}-${i}`}
            name={name}
            value={option.value}
            checked={picked.includes(option.value)}
            onChange={() => {}}
          />
          <label htmlFor={`${idBase}-${i}`}>
            {option.label}
            <Count count={option.count} />
          </label>
        </li>
      ))}
    </ul>
  );
}

function Tree({ nodes, name, picked, idBase }: { nodes: TreeNode[]; name: string; picked: string[]; idBase: string }) {
  return (
    <ul className="finder__tree">
      {nodes.map((node) => {
        const id = `${idBase}-${node.value.replace(/[^\w-]/g, "_")}`;
        const selectable = node.count > 0 || picked.includes(node.value);
        return (
          <li key={node.value}>
            {selectable ? (
              <>
                <input
                  type="checkbox"
                  id={id}
                  name={name}
                  value={node.value}
                  checked={picked.includes(node.value)}
                  onChange={() => {}}
                />
                <label htmlFor={id}>
                  {node.label}
                  <Count count={node.count} />
                </label>
              </>
            ) : (
              <span className="finder__tree-label">{node.label}</span>
            )}
            {node.children.length > 0 && <Tree nodes={node.children} name={name} picked={picked} idBase={idBase} />}
          </li>
        );
      })}
    </ul>
  );
}

/** One facet as a fieldset with a legend; inputs are named as the URL parameters, so the form works without script. */
export function FacetGroup({ facet, params, prefix, idBase }: FacetGroupProps) {
  const name = prefix + facet.key;
  const id = `${idBase}-${facet.key}`;
  let body: React.ReactNode;
  if (facet.kind === "value" && facet.single) {
    if (facet.options.length === 0) return null;
    body = (
      <select id={id} name={name} aria-label={facet.label} value={params.get(facet.key) ?? ""} onChange={() => {}}>
        <option value="">All</option>
        {facet.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label} ({option.count})
          </option>
        ))}
      </select>
    );
  } else if (facet.kind === "value") {
    if (facet.options.length === 0) return null;
    body = <OptionList options={facet.options} name={name} picked={params.getAll(facet.key)} idBase={id} />;
  } else if (facet.kind === "classification") {
    if (facet.tree.length === 0) return null;
    body = <Tree nodes={facet.tree} name={name} picked={params.getAll(facet.key)} idBase={id} />;
  } else if (facet.kind === "boolean") {
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
    body = (
      <div className="finder__range">
        {(["min", "max"] as const).map((bound) => (
          <span key={bound}>
            <label htmlFor={`${id}-${bound}`}>{`${bound === "min" ? "From" : "To"}${unit}`}</label>
            <input
              type="number"
              step="any"
              inputMode="decimal"
              id={`${id}-${bound}`}
              name={`${name}_${bound}`}
              placeholder={facet.bounds ? String(facet.bounds[bound]) : ""}
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
