import type { ReactNode } from "react";

/**
 * A table's own horizontal scroll area, so a phone scrolls the table and
 * never the page (the pages live in iframes from 320 px up). It is a named,
 * focusable region so keyboard and screen-reader users can reach and scroll it.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard
    <section className="table-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
