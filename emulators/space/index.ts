import { AREAS, type AreaSpec, expandPages, INTRANET_AREA, storySlug } from "../../shared/sites.ts";
import { demoAssets } from "./assets.ts";
import { footerContent, navbarContent, templateContent } from "./chrome.ts";
import { storyUuid, uidFactory } from "./ids.ts";
import { type Content, DRAFT_ONLY_SLUG, pageContent } from "./pages.ts";
import type { Blok, Space, SpaceStory, StoryVersion } from "./types.ts";

export const SPACE_ID = 100000;
/**
 * Sites whose templates use the advanced variant. The intranet's does: its
 * readers are the company's own staff, who must see at least what the public
 * page of a product shows.
 */
const ADVANCED_TEMPLATES = new Set(["personal-care", "pu-additives", "visiomer", "intranet"]);
/**
 * Product templates that page the downloads at fewer than the default 25: the
 * silica area's products carry the most documents at scale 1 (up to 14), so a
 * page of 5 gives them second and third pages to follow.
 */
export const DOCUMENTS_PER_PAGE: Readonly<Record<string, number>> = { "silica-specialist": 5 };
/** Home pages whose draft differs from the published version. */
export const DRAFT_CHANGED = ["pu-additives/home", "vestamid/home", "visiomer/home", "trogamid/contact"];
export { DRAFT_ONLY_SLUG };
/** The story changed in release 1. */
export const RELEASE_SLUG = "trogamid/home";

/** Assigns `_uid`s (stable per story and version) and, for drafts, the Visual Editor's `_editable` comments. */
function finish(content: Content, seed: string, storyId: number, editable: boolean): Blok {
  const uid = uidFactory(seed);
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!node || typeof node !== "object") return node;
    const obj = node as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    const isBlok = typeof obj.component === "string";
    if (isBlok) out._uid = uid();
    for (const [k, v] of Object.entries(obj)) out[k] = visit(v);
    if (isBlok && editable) {
      out._editable = `<!--#storyblok#${JSON.stringify({ name: obj.component, space: String(SPACE_ID), uid: out._uid, id: String(storyId) })}-->`;
    }
    return out;
  };
  return visit(content) as Blok;
}

/** Demo Storyblok space: every page of every area, site chrome, templates, drafts, a release, German. */
export function buildSpace(options: { today?: Date | undefined; assetBase: string }): Space {
  const today = options.today ?? new Date("2026-05-01T08:00:00.000Z");
  const at = (daysAgo: number) => new Date(today.getTime() - daysAgo * 86_400_000).toISOString();
  const assets = demoAssets(options.assetBase.replace(/\/+$/, ""));
  const stories: SpaceStory[] = [];
  let nextId = 1;

  const add = (
    fullSlug: string,
    name: string,
    published: Content | null,
    draft: Content,
    extra: { de?: [Content, Content]; release?: Content } = {},
  ) => {
    const id = nextId++;
    const version = (content: Content, key: string, daysAgo: number): StoryVersion => ({
      name,
      content: finish(content, `${fullSlug}:${key}`, id, key.includes("draft")),
      updated_at: at(daysAgo),
    });
    const story: SpaceStory = {
      id,
      uuid: storyUuid(fullSlug),
      slug: fullSlug.split("/").at(-1) ?? fullSlug,
      full_slug: fullSlug,
      parent_id: null,
      is_folder: false,
      is_startpage: fullSlug.endsWith("/home"),
      position: id * 10,
      tag_list: [],
      created_at: at(400),
      first_published_at: published ? at(300) : null,
      published: published ? version(published, "published", 30) : null,
      draft: version(draft, "draft", 1),
    };
    if (extra.de) {
      story.translations = {
        de: { published: version(extra.de[0], "de-published", 30), draft: version(extra.de[1], "de-draft", 1) },
      };
    }
    if (extra.release) story.releases = { "1": version(extra.release, "release-1", 2) };
    stories.push(story);
  };

  const areas: AreaSpec[] = [...AREAS, INTRANET_AREA];
  for (const area of areas) {
    for (const pageName of expandPages(area)) {
      const slug = storySlug(area.site, pageName);
      const published = pageContent(area, pageName, assets);
      const draft = DRAFT_CHANGED.includes(slug) ? withDraftChange(published) : published;
      const german = pageName === "" || /^contacts?$/.test(pageName);
      const de = german ? pageContent(area, pageName, assets, true) : undefined;
      const release = slug === RELEASE_SLUG ? withReleaseChange(published) : undefined;
      add(slug, pageName === "" ? area.title : (slug.split("/").at(-1) ?? slug), published, draft, {
        ...(de ? { de: [de, de] as [Content, Content] } : {}),
        ...(release ? { release } : {}),
      });
    }
    add(`${area.site}/settings/navbar`, "Navigation", navbarContent(area, assets), navbarContent(area, assets));
    add(`${area.site}/settings/footer`, "Footer", footerContent(area), footerContent(area));
    const advanced = ADVANCED_TEMPLATES.has(area.site);
    for (const kind of ["product", "formulation"] as const) {
      add(
        `${area.site}/settings/${kind}-template`,
        `${kind} template`,
        templateContent(kind, advanced, kind === "product" ? DOCUMENTS_PER_PAGE[area.site] : undefined),
        templateContent(kind, advanced, kind === "product" ? DOCUMENTS_PER_PAGE[area.site] : undefined),
      );
    }
  }

  const pu = areas.find((a) => a.site === "pu-additives") as AreaSpec;
  const launch = pageContent(pu, "news/new-catalyst-launch", assets);
  add(DRAFT_ONLY_SLUG, "New catalyst launch", null, {
    ...launch,
    title: "New catalyst launch | PU Additives",
  });

  return {
    id: SPACE_ID,
    name: "Product catalogue demo space",
    domain: "http://127.0.0.1:8787/pim/fragment/",
    stories,
    releases: [{ id: 1, name: "Summer 2026 launch" }],
    assets: assets.all(),
  };
}

function withDraftChange(content: Content): Content {
  const body = Array.isArray(content.body) ? (content.body as Content[]) : [];
  const [first, ...rest] = body;
  if (!first) return content;
  const headline = typeof first.headline === "string" ? first.headline : "";
  return { ...content, body: [{ ...first, headline: `${headline} (draft: new grades coming)` }, ...rest] };
}

function withReleaseChange(content: Content): Content {
  const body = Array.isArray(content.body) ? (content.body as Content[]) : [];
  const [first, ...rest] = body;
  if (!first) return content;
  return { ...content, body: [{ ...first, headline: "TROGAMID myCX: the new transparent polyamide" }, ...rest] };
}
