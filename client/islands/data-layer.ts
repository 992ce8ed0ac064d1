/** A data-layer message, as analytics tags on the parent page expect it. */
export type DataLayerMessage = Record<string, unknown>;

export interface DataLayerWindow {
  parent: { postMessage(message: unknown, targetOrigin: string): void } | null;
  dataLayer?: unknown[];
}

/** Parent origins the server allows, from `<meta name="catalogue-parent-origins">`. */
export function readParentOrigins(doc: Pick<Document, "querySelector">): string[] {
  const content = doc.querySelector('meta[name="catalogue-parent-origins"]')?.getAttribute("content") ?? "";
  return content.split(/\s+/).filter((origin) => /^https?:\/\/[^/\s]+$/.test(origin));
}

/**
 * Sends data-layer messages to the embedding page and the local data layer,
 * only when a message differs from the last one sent. Messages go to each
 * configured parent origin by name, never to `*`: a page framed by anyone
 * else delivers nothing.
 */
export function createDataLayer(win: DataLayerWindow & object, parentOrigins: readonly string[]) {
  let last: string | undefined;
  return {
    send(message: DataLayerMessage): boolean {
      const key = JSON.stringify(message);
      if (key === last) return false;
      last = key;
      if (win.parent && (win.parent as unknown) !== win) {
        for (const origin of parentOrigins) win.parent.postMessage(message, origin);
      }
      if (!Array.isArray(win.dataLayer)) win.dataLayer = [];
      win.dataLayer.push(message);
      return true;
    },
  };
}

let pageDataLayer: ReturnType<typeof createDataLayer> | undefined;

/** The page's one data layer (browser only). */
export function sendDataLayer(message: DataLayerMessage): void {
  if (typeof window === "undefined") return;
  pageDataLayer ??= createDataLayer(window as unknown as DataLayerWindow, readParentOrigins(document));
  pageDataLayer.send(message);
}
