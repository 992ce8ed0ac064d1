/** A facet value's count of results, after its label; a value that says what counts rather than narrowing (count -1) has none. */
export const Count = ({ count }: { count: number }) => count >= 0 && <span className="finder__count"> ({count})</span>;
