import type { ReactNode } from "react";

/**
 * A table's own horizontal scroll area, so a phone scrolls the table and
 * never the page (the pages live in iframes from 320 px up). It is named and
 * focusable so keyboard users can reach and scroll it; a group rather than a
 * region, so it adds no landmark beside its section's own.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this only frames a table
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable area must take focus to be scrolled by keyboard
    <div className="table-scroll" role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
