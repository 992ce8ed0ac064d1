/**
 * Data behind the tools: third-party products, competitive-scout
 * recommendations (their product -> our first, second and third choice) and
 * the silica recommendation tool (region, country, choices -> first choice,
 * second choice, alternative).
 */
import type {
  CompetitiveScoutRecommendationDocument,
  RecoToolProductDocument,
  ThirdPartyProductDocument,
} from "../../shared/catalogue/documents.ts";
import { SILICA_INDUSTRIES } from "../../shared/sites.ts";
import { applicationId, type ClassificationRegistry, effectId, marketId } from "./classifications.ts";
import { REGIONS } from "./data/classification-names.ts";
import { THIRD_PARTIES } from "./data/third-parties.ts";
import { type Draft, draft } from "./draft.ts";
import { areaSpec, type ProductDraft } from "./products.ts";
import { IdPool, pad, type Random } from "./random.ts";

export function buildThirdPartyProducts(): Draft<ThirdPartyProductDocument>[] {
  return THIRD_PARTIES.map((t, i) =>
    draft<ThirdPartyProductDocument>("thirdpartyproducts", {
      ID: `TP_${pad(i + 1, 8)}`,
      Name: t.name,
      UserTypeID: "3rdPartyProduct",
      ClassificationReference: [],
      ProductCrossReference: [],
      Company: t.company,
      AT_ChemicalDescription: t.description,
      AT_INCIName: t.inci,
    }),
  );
}

const COMPETITORS: readonly {
  company: string;
  products: readonly string[];
  site: string;
  technologies: readonly string[];
}[] = [
  {
    company: "Meridian Polymers",
    products: ["Polycure A-33", "Polycure DM-70", "Foamstab S-200", "Foamstab S-310"],
    site: "pu-additives",
    technologies: ["Amine catalysis", "Silicone surfactants"],
  },
  {
    company: "Kinetic Catalysts",
    products: ["KC Blow 1", "KC Gel 12", "KC Tin-Free 5"],
    site: "pu-additives",
    technologies: ["Metal catalysis", "Reactive amine catalysts"],
  },
  {
    company: "Silicalis",
    products: ["Silicalis FF 50", "Silicalis M 30", "Silicalis HDK 200"],
    site: "silica-specialist",
    technologies: ["Fumed silica", "Precipitated silica"],
  },
  {
    company: "Apex Cosmetics Ingredients",
    products: ["ApexSoft CE", "ApexMuls 300", "ApexQuat B"],
    site: "personal-care",
    technologies: ["Emollients", "Emulsifiers", "Cationic conditioners"],
  },
  {
    company: "Oriental Monomers",
    products: ["OM-GMA", "OM-HEMA", "OM-BDDMA"],
    site: "visiomer",
    technologies: ["Methacrylate monomers"],
  },
];

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
    for (const product of competitor.products) {
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

const CHOICES: readonly string[][] = [
  ["form:powder", "form:granules"],
  ["surface:hydrophilic", "surface:hydrophobic"],
  ["function:free-flow", "function:carrier", "function:thickening", "function:matting", "function:reinforcement"],
];

export function buildRecoToolProducts(
  random: Random,
  products: readonly ProductDraft[],
): Draft<RecoToolProductDocument>[] {
  const ids = new IdPool(random, "RT_");
  const silica = products.filter((p) => p.site === "silica-specialist" && !p.internalOnly);
  const out: Draft<RecoToolProductDocument>[] = [];
  for (const region of REGIONS) {
    for (const country of region.countries.slice(0, 3)) {
      for (const industry of random.sample(SILICA_INDUSTRIES, 3)) {
        const [first, second, alternative] = random.sample(silica, 3);
        if (!first) continue;
        const alt = random.chance(0.7) ? alternative : undefined;
        out.push(
          draft<RecoToolProductDocument>(
            "recotoolproducts",
            {
              ID: ids.next(),
              Name: `${first.tradeName} for ${industry} (${country})`,
              UserTypeID: "RecoToolProduct",
              ClassificationReference: [
                { ClassificationID: region.id, Type: "Object2Parent" },
                { ClassificationID: marketId(industry), Type: "Object2Parent" },
              ],
              ProductCrossReference: [first, second, alt]
                .filter((p): p is ProductDraft => p !== undefined)
                .map((p) => ({ ProductId: p.doc.ID, Type: "Object2Parent" as const })),
              AT_Region: region.name.en,
              AT_CountryCode: country,
              AT_Industry: industry,
              AT_Choices: CHOICES.map((c) => random.pick(c)),
              AT_FirstChoice: first.doc.Name,
              AT_SecondChoice: second?.doc.Name ?? null,
              AT_Alternative: alt?.doc.Name ?? null,
              AT_ProductId: first.doc.ID,
            },
            {
              Name: `${first.tradeName} für ${industry} (${country})`,
              AT_Region: region.name.de,
              AT_FirstChoice: String(first.de.Name ?? first.doc.Name),
              AT_SecondChoice: second ? String(second.de.Name ?? second.doc.Name) : null,
              AT_Alternative: alt ? String(alt.de.Name ?? alt.doc.Name) : null,
            },
          ),
        );
      }
    }
  }
  return out;
}
