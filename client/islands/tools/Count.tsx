/** A facet value's count of results, after its label. */
export const Count = ({ count }: { count: number }) => <span className="finder__count"> ({count})</span>;
