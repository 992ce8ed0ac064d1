/**
 * Data behind the recommendation tools, one per site that has one: the
 * silica tool (region, country, industry, form, surface, function) and the
 * specialty-methacrylates tool (region, country, market, functional group,
 * properties). Each document recommends the products of its own site and is
 * marked with it, so a site's tool never offers another site's grades.
 */
import type { RecoToolProductDocument } from "../../shared/catalogue/documents.ts";
import { SILICA_INDUSTRIES } from "../../shared/sites.ts";
import { marketId } from "./classifications.ts";
import { REGIONS } from "./data/classification-names.ts";
import { METHACRYLATE_GROUPS, METHACRYLATE_PROPERTIES } from "./data/methacrylates.ts";
import { type Draft, draft } from "./draft.ts";
import type { ProductDraft } from "./products.ts";
import { IdPool, type Random } from "./random.ts";

const SILICA_CHOICES: readonly string[][] = [
  ["form:powder", "form:granules"],
  ["surface:hydrophilic", "surface:hydrophobic"],
  ["function:free-flow", "function:carrier", "function:thickening", "function:matting", "function:reinforcement"],
];

interface Recommendation {
  site: string;
  region: (typeof REGIONS)[number];
  country: string;
  /** Industry or market slug. */
  industry: string;
  choices: string[];
  picks: readonly (ProductDraft | undefined)[];
}

function recommendation(ids: IdPool, r: Recommendation): Draft<RecoToolProductDocument> | undefined {
  const [first, second, alternative] = r.picks;
  if (!first) return undefined;
  return draft<RecoToolProductDocument>(
    "recotoolproducts",
    {
      ID: ids.next(),
      Name: `${first.tradeName} for ${r.industry} (${r.country})`,
      UserTypeID: "RecoToolProduct",
      ClassificationReference: [
        { ClassificationID: r.region.id, Type: "Object2Parent" },
        { ClassificationID: marketId(r.industry), Type: "Object2Parent" },
      ],
      ProductCrossReference: [first, second, alternative]
        .filter((p): p is ProductDraft => p !== undefined)
        .map((p) => ({ ProductId: p.doc.ID, Type: "Object2Parent" as const })),
      AT_Region: r.region.name.en,
      AT_CountryCode: r.country,
      AT_Industry: r.industry,
      AT_Choices: r.choices,
      AT_FirstChoice: first.doc.Name,
      AT_SecondChoice: second?.doc.Name ?? null,
      AT_Alternative: alternative?.doc.Name ?? null,
      AT_ProductId: first.doc.ID,
      AT_Websites: [r.site],
      // The recommendation is filtered by what it recommends first.
      AT_RegistrationStatus: [...first.doc.AT_RegistrationStatus],
    },
    {
      Name: `${first.tradeName} für ${r.industry} (${r.country})`,
      AT_Region: r.region.name.de,
      AT_FirstChoice: String(first.de.Name ?? first.doc.Name),
      AT_SecondChoice: second ? String(second.de.Name ?? second.doc.Name) : null,
      AT_Alternative: alternative ? String(alternative.de.Name ?? alternative.doc.Name) : null,
    },
  );
}

/** The functional group of a VISIOMER product, from the code in its trade name. */
export function methacrylateGroup(product: ProductDraft): string {
  const codes = Object.keys(METHACRYLATE_GROUPS).sort((a, b) => b.length - a.length);
  const code = codes.find(
    (c) => product.tradeName === `VISIOMER® ${c}` || product.tradeName.startsWith(`VISIOMER® ${c} `),
  );
  if (!code) throw new Error(`no functional group for ${product.tradeName}`);
  return METHACRYLATE_GROUPS[code] as string;
}

export function buildRecoToolProducts(
  random: Random,
  products: readonly ProductDraft[],
): Draft<RecoToolProductDocument>[] {
  const ids = new IdPool(random, "RT_");
  const out: (Draft<RecoToolProductDocument> | undefined)[] = [];
  const silica = products.filter((p) => p.site === "silica-specialist" && !p.internalOnly);
  for (const region of REGIONS) {
    for (const country of region.countries.slice(0, 3)) {
      for (const industry of random.sample(SILICA_INDUSTRIES, 3)) {
        const [first, second, alternative] = random.sample(silica, 3);
        const alt = random.chance(0.7) ? alternative : undefined;
        const choices = SILICA_CHOICES.map((c) => random.pick(c));
        out.push(
          recommendation(ids, {
            site: "silica-specialist",
            region,
            country,
            industry,
            choices,
            picks: [first, second, alt],
          }),
        );
      }
    }
  }

  // The methacrylates: the products of one market, the first choice's group and a property or two it improves.
  const methacrylates = random.fork("methacrylates");
  const visiomer = products.filter((p) => p.site === "visiomer" && !p.internalOnly);
  const markets = [...new Set(visiomer.flatMap((p) => p.doc.AT_Markets as string[]))].sort();
  for (const region of REGIONS) {
    for (const country of region.countries.slice(0, 3)) {
      for (const market of methacrylates.sample(markets, 3)) {
        const fitting = visiomer.filter((p) => (p.doc.AT_Markets as string[]).includes(market));
        const [first, second, alternative] = methacrylates.sample(fitting, 3);
        if (!first) continue;
        const alt = methacrylates.chance(0.7) ? alternative : undefined;
        const choices = [
          `group:${methacrylateGroup(first)}`,
          ...methacrylates.sample(METHACRYLATE_PROPERTIES, methacrylates.int(1, 2)).map((p) => `property:${p}`),
        ];
        out.push(
          recommendation(ids, {
            site: "visiomer",
            region,
            country,
            industry: market,
            choices,
            picks: [first, second, alt],
          }),
        );
      }
    }
  }
  return out.filter((d): d is Draft<RecoToolProductDocument> => d !== undefined);
}
