/**
 * The classification tree: market and application roots, markets,
 * applications, market-application pairings (`M2A_` ids, created when a
 * product first uses the pair), effects and regions.
 */
import type { ClassificationDocument, ClassificationUserType } from "../../shared/catalogue/documents.ts";
import { APPLICATION_NAMES, EFFECT_NAMES, MARKET_NAMES, REGIONS } from "./data/classification-names.ts";
import { L, type Localized } from "./data/localized.ts";
import { type Draft, draft } from "./draft.ts";
import { pad } from "./random.ts";

export const MARKET_ROOT = "MK_ROOT";
export const APPLICATION_ROOT = "AP_ROOT";

export const marketId = (slug: string) => `MK_${slug}`;
export const applicationId = (slug: string) => `AP_${slug}`;
export const effectId = (slug: string) => `EF_${slug}`;

export class ClassificationRegistry {
  readonly drafts: Draft<ClassificationDocument>[] = [];
  private readonly byId = new Map<string, Draft<ClassificationDocument>>();
  private readonly pairs = new Map<string, string>();

  constructor() {
    this.add(MARKET_ROOT, "Market", L("Markets", "Märkte"), null, 0, []);
    this.add(APPLICATION_ROOT, "Application", L("Applications", "Anwendungen"), null, 0, []);
    for (const [slug, name] of Object.entries(MARKET_NAMES)) {
      this.add(marketId(slug), "Market", name, slug, 1, [
        { ClassificationID: MARKET_ROOT, Type: "Object2Root" },
        { ClassificationID: MARKET_ROOT, Type: "Object2Parent" },
      ]);
    }
    for (const [slug, name] of Object.entries(APPLICATION_NAMES)) {
      this.add(applicationId(slug), "Application", name, slug, 1, [
        { ClassificationID: APPLICATION_ROOT, Type: "Object2Root" },
        { ClassificationID: APPLICATION_ROOT, Type: "Object2Parent" },
      ]);
    }
    for (const [slug, name] of Object.entries(EFFECT_NAMES)) this.add(effectId(slug), "Effect", name, slug, 0, []);
    for (const region of REGIONS) this.add(region.id, "Region", region.name, null, 0, []);
  }

  private add(
    id: string,
    type: ClassificationUserType,
    name: Localized,
    slug: string | null,
    level: number,
    refs: ClassificationDocument["ClassificationReference"],
  ): void {
    const d = draft<ClassificationDocument>(
      "classifications",
      {
        ID: id,
        Name: name.en,
        UserTypeID: type,
        ClassificationReference: refs,
        ProductCrossReference: [],
        AT_Slug: slug,
        AT_Level: level,
      },
      { Name: name.de },
    );
    this.drafts.push(d);
    this.byId.set(id, d);
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  /** Localized name of a classification. */
  name(id: string): Localized {
    const d = this.byId.get(id);
    if (!d) throw new Error(`unknown classification ${id}`);
    return { en: d.doc.Name, de: d.de.Name ?? d.doc.Name };
  }

  /** The `M2A_` id of a market-application pair, created on first use. */
  pairing(marketSlug: string, applicationSlug: string): string {
    const market = marketId(marketSlug);
    const application = applicationId(applicationSlug);
    if (!this.has(market)) throw new Error(`unknown market ${marketSlug}`);
    if (!this.has(application)) throw new Error(`unknown application ${applicationSlug}`);
    const key = `${market}|${application}`;
    const existing = this.pairs.get(key);
    if (existing) return existing;
    const id = `M2A_${pad(this.pairs.size + 1, 8)}`;
    this.pairs.set(key, id);
    const m = this.name(market);
    const a = this.name(application);
    this.add(id, "MarketApplication", { en: `${m.en} - ${a.en}`, de: `${m.de} - ${a.de}` }, null, 2, [
      { ClassificationID: MARKET_ROOT, Type: "Object2Root" },
      { ClassificationID: market, Type: "Object2Parent" },
      { ClassificationID: market, Type: "MarketApplication2Market" },
      { ClassificationID: application, Type: "MarketApplication2Application" },
    ]);
    return id;
  }
}
