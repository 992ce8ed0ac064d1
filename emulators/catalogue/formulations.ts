/**
 * Formulations with phase tables. Publication dates are drawn as "days before
 * today" so that the same seed gives the same catalogue, while a fixed share
 * is always new (first published within the last six months of `today`).
 */
import type { FormulationDocument, FormulationPhase } from "../../shared/catalogue/documents.ts";
import { PU_APPLICATIONS } from "../../shared/sites.ts";
import { effectId } from "./classifications.ts";
import { COMPANY } from "./contacts.ts";
import { FORMULATION_AREAS, REMARKS, STABILITY } from "./data/formulation-templates.ts";
import { THIRD_PARTIES } from "./data/third-parties.ts";
import { type Draft, draft } from "./draft.ts";
import { areaSpec, type ProductDraft } from "./products.ts";
import { IdPool, pad, type Random } from "./random.ts";

const DAY = 86_400_000;
/** Every NEW_EVERY-th formulation is new, so the share does not depend on the seed. */
const NEW_EVERY = 6;

export function buildFormulations(
  random: Random,
  products: readonly ProductDraft[],
  today: Date,
  scale = 1,
): Draft<FormulationDocument>[] {
  const ids = new IdPool(random, "FO_");
  const out: Draft<FormulationDocument>[] = [];
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  let n = 0;
  for (const area of FORMULATION_AREAS) {
    const spec = areaSpec(area.site);
    const ours = products.filter((p) => p.site === area.site && !p.internalOnly && p.doc.UserTypeID === "Product");
    const titles = new Set<string>();
    for (let i = 0; i < area.count * scale; i++, n++) {
      const form = area.forms[i % area.forms.length];
      let claim = random.pick(area.claims);
      for (let k = 0; titles.has(`${claim.en} ${form?.en}`) && k < area.claims.length; k++) {
        claim = area.claims[(area.claims.indexOf(claim) + 1) % area.claims.length] ?? claim;
      }
      if (!form) throw new Error("no formulation forms");
      const variant = titles.has(`${claim.en} ${form.en}`) ? ` ${Math.floor(i / area.forms.length) + 1}` : "";
      titles.add(`${claim.en} ${form.en}`);
      const title = { en: `${claim.en} ${form.en}${variant}`, de: `${form.de}, ${claim.de}${variant}` };

      const isNew = n % NEW_EVERY === 0;
      const daysAgo = isNew ? random.int(1, 170) : random.int(200, 1800);
      const published = new Date(midnight - daysAgo * DAY);
      const created = new Date(published.getTime() - random.int(30, 400) * DAY);
      const used = random.sample(ours, random.int(1, 3));
      const phases = phaseTable(random, area.phases, area.ingredients, area.balance, used);
      const id = ids.next();
      const internalOnly = n % 15 === 14;
      const appearance = random.pick(area.appearance);
      const stability = random.pick(STABILITY);
      const remark = random.chance(0.6) ? random.pick(REMARKS) : null;
      const pH = area.pH ? `${random.float(area.pH[0], area.pH[1], 1).toFixed(1)} ± 0.3` : null;
      const viscosity = area.viscosity ? random.int(area.viscosity[0], area.viscosity[1]) : null;
      const usedNames = used.map((p) => p.tradeName).join(", ");
      const doc: FormulationDocument = {
        ID: id,
        Name: title.en,
        UserTypeID: "Formulation",
        ClassificationReference: [],
        ProductCrossReference: [],
        AT_CreationDate: created.toISOString(),
        AT_FirstPublicationDate: published.toISOString(),
        AT_FormulationCode: `${area.codePrefix}-${pad(random.int(1, 9999), 4)}`,
        AT_Description: usedNames ? `${title.en} based on ${usedNames}.` : `${title.en}.`,
        AT_Appearance: appearance.en,
        AT_pHValue: pH,
        AT_Viscosity_Value: viscosity,
        AT_Viscosity_Unit: viscosity === null ? null : "mPa·s",
        AT_Stability: stability.en,
        AT_Processing: area.processing.en,
        AT_Remarks: remark?.en ?? null,
        Phases: phases,
        AT_PdfUrl: random.chance(0.85) ? `/files/formulations/${id}.pdf` : null,
        AT_LogoUrl: used[0] && random.chance(0.7) ? `/files/logos/${used[0].brand.slug}.svg` : null,
        AT_Websites: internalOnly ? [area.site, "intranet"] : [area.site],
        AT_Applications:
          area.site === "pu-additives"
            ? [PU_APPLICATIONS[i % PU_APPLICATIONS.length] as string]
            : random.sample(spec.applications, 1),
        AT_Markets: random.sample(spec.markets, 1),
        AT_Effects: random.sample(spec.effects, random.int(1, 2)).map(effectId),
        AT_Visibility: internalOnly ? ["Internal"] : ["Public"],
      };
      out.push(
        draft(
          "formulations",
          doc,
          {
            Name: title.de,
            AT_Description: usedNames ? `${title.de} auf Basis von ${usedNames}.` : `${title.de}.`,
            AT_Appearance: appearance.de,
            AT_Stability: stability.de,
            AT_Processing: area.processing.de,
            AT_Remarks: remark?.de ?? null,
          },
          internalOnly,
        ),
      );
    }
  }
  return out;
}

function phaseTable(
  random: Random,
  phases: readonly string[],
  ingredients: readonly string[],
  balance: string,
  ours: readonly ProductDraft[],
): FormulationPhase[] {
  const rows: FormulationPhase[] = [];
  const thirdParty = (name: string) => THIRD_PARTIES.find((t) => t.name === name);
  for (const p of ours) {
    rows.push({
      Phase: random.pick(phases),
      Ingredients: p.tradeName,
      Manufacturer: COMPANY,
      Dose: random.float(0.5, 5, 2),
      ProductId: p.doc.ID,
    });
  }
  for (const name of random.sample(
    ingredients.filter((i) => i !== balance),
    random.int(2, 5),
  )) {
    rows.push({
      Phase: random.pick(phases),
      Ingredients: name,
      Manufacturer: thirdParty(name)?.company ?? "—",
      Dose: random.float(0.1, 8, 2),
      ProductId: null,
    });
  }
  const sum = rows.reduce((s, r) => s + r.Dose, 0);
  rows.unshift({
    Phase: phases[0] ?? "A",
    Ingredients: balance,
    Manufacturer: thirdParty(balance)?.company ?? "—",
    Dose: Math.round((100 - sum) * 100) / 100,
    ProductId: null,
  });
  const order = (phase: string) => phases.indexOf(phase);
  return rows.sort((a, b) => order(a.Phase) - order(b.Phase));
}
