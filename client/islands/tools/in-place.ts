/** A plain left click is taken over; a click meant for a new tab or window, or Alt-click (save the link), is left to the browser. */
export function inPlace(event: React.MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
