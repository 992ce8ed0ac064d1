/**
 * Text typed into a tool's pending search box carried into the tool.
 *
 * While a slow search streams in, a finder shows a plain pending shell with
 * its search box (server HTML, `.finder--pending`). When the answer arrives,
 * React's streaming swaps the shell for the finder, possibly later than the
 * document's end (reveals are batched): the box the visitor was typing into
 * is removed, with its text and the focus. The island loader starts during
 * the stream (the shell names it too) and watches those boxes; when one is
 * removed, what was typed there goes into the finder's box of the same name,
 * with the focus and caret if the visitor was still in it.
 */

const PENDING_SHELL = ".finder--pending";

/** The value setter of inputs itself: React's own wrapper would take a value set through it as already seen. */
const setNativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;

function pendingBoxes(doc: Document): HTMLInputElement[] {
  return [...doc.querySelectorAll<HTMLInputElement>(`${PENDING_SHELL} input[type="search"][name]`)];
}

/** The box that replaced a pending one: an island's, same name, in place (not in a shell, not in React's hidden holder). */
function replacementOf(doc: Document, gone: HTMLInputElement): HTMLInputElement | undefined {
  return [...doc.querySelectorAll<HTMLInputElement>(`[data-island] input[name="${CSS.escape(gone.name)}"]`)].find(
    (input) => !input.closest(`${PENDING_SHELL}, [hidden]`),
  );
}

/**
 * Moves `gone`'s text into `box` as typing would: the value, an input event
 * (a hydrated finder searches on it; before hydration the finder finds the
 * text in its box and searches then), and the focus if it was in `gone`.
 */
function carry(doc: Document, gone: HTMLInputElement, box: HTMLInputElement, hadFocus: boolean): void {
  if (gone.value !== gone.defaultValue && box.value !== gone.value) {
    if (setNativeValue) setNativeValue.call(box, gone.value);
    else box.value = gone.value;
    box.dispatchEvent(new Event("input", { bubbles: true }));
  }
  const active = doc.activeElement;
  // The visitor was in the removed box and has not gone elsewhere since.
  if (hadFocus && (!active || active === doc.body)) {
    box.focus();
    const { selectionStart: start, selectionEnd: end } = gone;
    if (start !== null && end !== null) box.setSelectionRange(start, end);
  }
}

/**
 * Watches the pending search boxes of `doc` (those there now and those the
 * stream still brings) until each is replaced; stops once the document is
 * parsed and none is left.
 */
export function keepPendingInput(doc: Document): void {
  const watched = new Set<HTMLInputElement>();
  /** The element that had the focus last; a removed element loses the focus without a focusout. */
  let focused = doc.activeElement;
  const onFocus = (event: FocusEvent) => {
    focused = event.target as Element | null;
  };
  const look = () => {
    for (const box of pendingBoxes(doc)) watched.add(box);
    for (const gone of watched) {
      if (gone.isConnected) continue;
      const box = replacementOf(doc, gone);
      // Removed with nothing in its place yet (the finder is moved in by a later mutation).
      if (!box && doc.readyState === "loading") continue;
      watched.delete(gone);
      if (box) carry(doc, gone, box, focused === gone);
    }
    if (watched.size === 0 && doc.readyState !== "loading") {
      observer.disconnect();
      doc.removeEventListener("focusin", onFocus);
      doc.removeEventListener("readystatechange", look);
    }
  };
  const observer = new MutationObserver(look);
  observer.observe(doc, { childList: true, subtree: true });
  doc.addEventListener("focusin", onFocus);
  doc.addEventListener("readystatechange", look);
  look();
}
