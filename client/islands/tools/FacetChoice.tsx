interface FacetChoiceProps {
  id: string;
  /** The input's name: the facet's parameter in the page URL. */
  name: string;
  value: string;
  label: React.ReactNode;
  checked: boolean;
  /** How many results the choice leaves; none shown when absent (a pairing's count is the rule's 1). */
  count?: number | undefined;
  /** The label's language, where it is not the tools' English. */
  lang?: string | undefined;
}

/**
 * One ticked or unticked value of a facet: a checkbox named as the URL
 * parameter (the form works without script) and its label with its count.
 * The finder's form reads the change; the box itself only shows the state.
 */
export function FacetChoice({ id, name, value, label, checked, count, lang }: FacetChoiceProps) {
  return (
    <>
      <input type="checkbox" id={id} name={name} value={value} checked={checked} onChange={() => {}} />
      <label htmlFor={id} lang={lang}>
        {label}
        {count !== undefined && <span className="finder__count"> ({count})</span>}
      </label>
    </>
  );
}
