/** Lower-case hex of bytes, two digits each: how digests and MACs travel in tokens, signatures and keys. */
export function toHex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** SHA-1 of UTF-8 text in hex (the Visual Editor's token, Storyblok's signatures). */
export async function sha1Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest("SHA-1", new TextEncoder().encode(text)));
}

/** SHA-256 of UTF-8 text in hex. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}
