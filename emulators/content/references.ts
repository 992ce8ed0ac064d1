/**
 * Walkers over story content that find what the API resolves: relation
 * fields (`component.field` lists, `*.field` for any component) and story
 * links (multilink fields and rich text link marks).
 */

function walk(node: unknown, visit: (obj: Record<string, unknown>) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit);
  } else if (node && typeof node === "object") {
    const obj = node as Record<string, unknown>;
    visit(obj);
    for (const value of Object.values(obj)) walk(value, visit);
  }
}

/** UUIDs held by relation fields named in `fields`, in first-seen order. */
export function collectRelationUuids(
  content: unknown,
  fields: readonly string[],
  into = new Set<string>(),
): Set<string> {
  if (fields.length === 0) return into;
  walk(content, (obj) => {
    const component = obj.component;
    if (typeof component !== "string" || typeof obj._uid !== "string") return;
    for (const [key, value] of Object.entries(obj)) {
      if (!fields.includes(`${component}.${key}`) && !fields.includes(`*.${key}`)) continue;
      if (typeof value === "string" && value) into.add(value);
      else if (Array.isArray(value)) for (const item of value) if (typeof item === "string" && item) into.add(item);
    }
  });
  return into;
}

/** UUIDs of stories that content links to, in first-seen order. */
export function collectStoryLinkUuids(content: unknown, into = new Set<string>()): Set<string> {
  walk(content, (obj) => {
    if (obj.linktype === "story" && typeof obj.id === "string" && obj.id) into.add(obj.id);
    if (obj.type === "link" && obj.attrs && typeof obj.attrs === "object") {
      const attrs = obj.attrs as Record<string, unknown>;
      if (attrs.linktype === "story" && typeof attrs.uuid === "string" && attrs.uuid) into.add(attrs.uuid);
    }
  });
  return into;
}
