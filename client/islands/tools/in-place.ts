/** A plain left click is taken over; a click meant for a new tab or window, or Alt-click (save the link), is left to the browser. */
export function inPlace(event: React.MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A link's click handler that does `act` in place of following the link, for a plain click (see `inPlace`). */
export function followInPlace(act: () => void) {
  return (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!inPlace(event)) return;
    event.preventDefault();
    act();
  };
}
