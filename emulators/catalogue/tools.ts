/**
 * Data behind the competitive scout: the competitors' products (the
 * third-party product index) and the recommendations (their product -> our
 * first, second and third choice), each marked with the site it serves.
 */
import type {
  CompetitiveScoutRecommendationDocument,
  ThirdPartyProductDocument,
} from "../../shared/catalogue/documents.ts";
import { SILICA_INDUSTRIES } from "../../shared/sites.ts";
import { applicationId, type ClassificationRegistry, effectId, marketId } from "./classifications.ts";
import { REGIONS } from "./data/classification-names.ts";
import { COMPETITORS } from "./data/competitors.ts";
import { type Draft, draft } from "./draft.ts";
import { areaSpec, type ProductDraft } from "./products.ts";
import { IdPool, pad, type Random } from "./random.ts";

/** The competitors' products: what the competitive scout asks about, listed by the competitor product finder. */
export function buildThirdPartyProducts(): Draft<ThirdPartyProductDocument>[] {
  return COMPETITORS.flatMap((c) => c.products.map((p) => ({ competitor: c, product: p }))).map(
    ({ competitor, product }, i) =>
      draft<ThirdPartyProductDocument>("thirdpartyproducts", {
        ID: `TP_${pad(i + 1, 8)}`,
        Name: product.name,
        UserTypeID: "3rdPartyProduct",
        ClassificationReference: [],
        ProductCrossReference: [],
        Company: competitor.company,
        AT_ChemicalDescription: product.description,
        AT_INCIName: product.inci,
        AT_Websites: [competitor.site],
      }),
  );
}

export function buildCompetitiveScout(
  random: Random,
  classifications: ClassificationRegistry,
  products: readonly ProductDraft[],
): Draft<CompetitiveScoutRecommendationDocument>[] {
  const ids = new IdPool(random, "CS_");
  const out: Draft<CompetitiveScoutRecommendationDocument>[] = [];
  for (const competitor of COMPETITORS) {
    const spec = areaSpec(competitor.site);
    const ours = products.filter((p) => p.site === competitor.site && !p.internalOnly);
    for (const { name: product } of competitor.products) {
      for (const region of random.sample(REGIONS, random.int(2, 3))) {
        const picks = random.sample(ours, 3);
        const [first, second, third] = picks;
        if (!first) continue;
        const market = random.pick(
          competitor.site === "silica-specialist"
            ? SILICA_INDUSTRIES
            : spec.markets.length
              ? spec.markets
              : ["polyurethanes"],
        );
        const application = random.pick(
          (first.doc.AT_Applications as string[]).length ? (first.doc.AT_Applications as string[]) : spec.applications,
        );
        const industry = classifications.name(marketId(market));
        const effect = classifications.name(effectId(random.pick(spec.effects)));
        const app = classifications.name(applicationId(application));
        const third_ = random.chance(0.7) ? third : undefined;
        out.push(
          draft<CompetitiveScoutRecommendationDocument>(
            "competitivescoutrecommendations",
            {
              ID: ids.next(),
              Name: `${product} (${competitor.company})`,
              UserTypeID: "CompetitiveScoutRecommendation",
              ClassificationReference: [{ ClassificationID: region.id, Type: "Object2Parent" }],
              ProductCrossReference: [first, second, third_]
                .filter((p): p is ProductDraft => p !== undefined)
                .map((p) => ({ ProductId: p.doc.ID, Type: "Object2Parent" as const })),
              AT_CompetitiveProduct: product,
              AT_Competitor: competitor.company,
              AT_Industry: industry.en,
              AT_Effect: effect.en,
              AT_Region: region.name.en,
              AT_FirstRecommendation: first.doc.Name,
              AT_SecondRecommendation: second?.doc.Name ?? null,
              AT_ThirdRecommendation: third_?.doc.Name ?? null,
              AT_Technologies: [...competitor.technologies],
              AT_Markets: [industry.en],
              AT_Applications: [app.en],
              AT_Websites: [competitor.site],
            },
            {
              AT_Industry: industry.de,
              AT_Effect: effect.de,
              AT_Region: region.name.de,
              AT_FirstRecommendation: String(first.de.Name ?? first.doc.Name),
              AT_SecondRecommendation: second ? String(second.de.Name ?? second.doc.Name) : null,
              AT_ThirdRecommendation: third_ ? String(third_.de.Name ?? third_.doc.Name) : null,
              AT_Markets: [industry.de],
              AT_Applications: [app.de],
            },
          ),
        );
      }
    }
  }
  return out;
}
