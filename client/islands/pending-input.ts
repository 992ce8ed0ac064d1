/**
 * Text typed into a tool's pending search box carried into the tool.
 *
 * While a slow search streams in, a finder shows a plain pending shell with
 * its search box (server HTML, `.finder--pending`). When the answer arrives,
 * React's streaming swaps the shell for the finder, possibly later than the
 * document's end (reveals are batched): the box the visitor was typing into
 * is removed, with its text and the focus. The islands' boot script starts
 * during the stream (the shell names it too) and watches those boxes; when one is
 * removed, what was typed there goes into the finder's box of the same name,
 * with the focus and caret if the visitor was still in it.
 */

const PENDING_SHELL = ".finder--pending";

/** The value setter of inputs itself: React's own wrapper would take a value set through it as already seen. */
const setNativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;

function pendingBoxes(doc: Document): HTMLInputElement[] {
  return [...doc.querySelectorAll<HTMLInputElement>(`${PENDING_SHELL} input[type="search"][name]`)];
}

/** The tool block a pending box stands in; the finder that replaces the shell lands in the same block. */
const TOOL_BLOCK = ".cms-tool";

/**
 * The box that replaced a pending one: the search field of the same name of
 * an island in the same tool block, in place (not in a shell, not in React's
 * hidden holder). Other tools of the page carry this one's parameters in
 * hidden fields of the same name; those are never it.
 */
function replacementOf(doc: Document, gone: HTMLInputElement, block: HTMLElement | null): HTMLInputElement | undefined {
  const scope = block?.isConnected ? block : doc;
  const selector = `[data-island] input[type="search"][name="${CSS.escape(gone.name)}"]`;
  return [...scope.querySelectorAll<HTMLInputElement>(selector)].find(
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

/** How long after the page has loaded a shell that was never replaced (a stream cut short) is still watched. */
const GRACE_AFTER_LOAD_MS = 5000;

/**
 * Watches the pending search boxes of `doc` (those there now and those the
 * stream still brings) until each is replaced; stops once the document is
 * parsed and none is left, or a while after the page has loaded.
 */
export function keepPendingInput(doc: Document): void {
  /** Each box watched, with its tool block. */
  const watched = new Map<HTMLInputElement, HTMLElement | null>();
  /** The element that had the focus last; a removed element loses the focus without a focusout. */
  let focused = doc.activeElement;
  const onFocusIn = (event: FocusEvent) => {
    focused = event.target as Element | null;
  };
  // Left for nothing that takes the focus (a click on plain text): the focus is on the page, not in the box.
  const onFocusOut = (event: FocusEvent) => {
    const left = event.target as Element | null;
    queueMicrotask(() => {
      if (left === focused && left?.isConnected) focused = doc.activeElement;
    });
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    doc.removeEventListener("focusin", onFocusIn);
    doc.removeEventListener("focusout", onFocusOut);
    doc.removeEventListener("readystatechange", look);
  };
  function look() {
    for (const box of pendingBoxes(doc)) if (!watched.has(box)) watched.set(box, box.closest<HTMLElement>(TOOL_BLOCK));
    for (const [gone, block] of watched) {
      if (gone.isConnected) continue;
      const box = replacementOf(doc, gone, block);
      // Removed with nothing in its place yet (the finder is moved in by a later mutation).
      if (!box && doc.readyState === "loading") continue;
      watched.delete(gone);
      if (box) carry(doc, gone, box, focused === gone);
    }
    if (watched.size === 0 && doc.readyState !== "loading") stop();
    else if (doc.readyState === "complete" && timer === undefined) timer = setTimeout(stop, GRACE_AFTER_LOAD_MS);
  }
  const observer = new MutationObserver(look);
  observer.observe(doc, { childList: true, subtree: true });
  doc.addEventListener("focusin", onFocusIn);
  doc.addEventListener("focusout", onFocusOut);
  doc.addEventListener("readystatechange", look);
  look();
}
