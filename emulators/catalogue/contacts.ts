/** Contact persons: name, email, phone, countries, industries and the sites they serve. */
import type { ContactDocument } from "../../shared/catalogue/documents.ts";
import { AREAS, SILICA_INDUSTRIES } from "../../shared/sites.ts";
import { REGIONS } from "./data/classification-names.ts";
import {
  ACADEMIC_TITLES,
  BUSINESS_AREAS,
  CITY,
  FIRST_NAMES,
  JOB_TITLES,
  LAST_NAMES,
  PHONE_PREFIX,
} from "./data/people.ts";
import { type Draft, draft } from "./draft.ts";
import { IdPool, type Random } from "./random.ts";

export const CONTACT_COUNT = 72;
export const COMPANY = "Evonik";

const ascii = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ı/g, "i")
    .replace(/[^A-Za-z-]/g, "")
    .toLowerCase();

export function buildContacts(random: Random, scale = 1): Draft<ContactDocument>[] {
  const ids = new IdPool(random, "CP_");
  const emails = new Set<string>();
  const out: Draft<ContactDocument>[] = [];
  for (let i = 0; i < CONTACT_COUNT * scale; i++) {
    // Every area gets contacts before any gets a second, so each contact page has people.
    const home = AREAS[i % AREAS.length];
    if (!home) throw new Error("no areas");
    const region = random.pick(REGIONS);
    const countries = random.sample(region.countries, random.int(1, 3));
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    let email = `${ascii(first)}.${ascii(last)}@evonik.example`;
    for (let n = 2; emails.has(email); n++) email = `${ascii(first)}.${ascii(last)}${n}@evonik.example`;
    emails.add(email);
    const websites = [
      home.site,
      ...random.sample(
        AREAS.map((a) => a.site).filter((s) => s !== home.site),
        random.int(0, 2),
      ),
    ];
    const industries = websites.includes("silica-specialist") ? random.sample(SILICA_INDUSTRIES, random.int(2, 6)) : [];
    const job = random.pick(JOB_TITLES);
    const country = countries[0] ?? "DE";
    const title = random.chance(0.2) ? random.pick(ACADEMIC_TITLES) : null;
    out.push(
      draft<ContactDocument>(
        "contacts",
        {
          ID: ids.next(),
          Name: `${title ? `${title} ` : ""}${first} ${last}`,
          UserTypeID: "Contactperson",
          ClassificationReference: [{ ClassificationID: region.id, Type: "Object2Parent" }],
          ProductCrossReference: [],
          AT_FirstName: first,
          AT_LastName: last,
          AT_Title: title,
          AT_JobTitle: job.en,
          AT_Email: email,
          AT_Phone: `${PHONE_PREFIX[country] ?? "+49 201 173-"}${random.int(1000, 9999)}`,
          AT_CountryCodes: countries,
          AT_Industries: industries,
          AT_Websites: websites,
          AT_Areas: random.sample(BUSINESS_AREAS, random.int(1, 2)),
          AT_Company: COMPANY,
          AT_City: CITY[country] ?? "Essen",
        },
        { AT_JobTitle: job.de },
        // A few internal experts are listed on the intranet only.
        i % 12 === 11,
      ),
    );
  }
  return out;
}
