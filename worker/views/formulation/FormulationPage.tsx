import { InlineText } from "../../../client/islands/inline-text";
import type { FormulationDocument } from "../../../shared/catalogue/documents";
import { FORMULATION_ATTRIBUTES, PHASE_COLUMNS } from "../../../shared/catalogue/formulation-attributes";
import type { PathLang } from "../../../shared/context";
import { displayAttribute, pageDecimal, withUnit } from "../../../shared/search/attribute-display";
import { isNewFormulation } from "../../../shared/search/new-formulation";
import { fileHref, formatDate } from "../product/format";
import { pick } from "../product/labels";
import type { PageTemplate } from "../product/sections";
import { TableScroll } from "../product/TableScroll";

const TEXT = {
  isNew: { en: "New", de: "Neu" },
  phases: { en: "Formulation", de: "Rezeptur" },
  details: { en: "Details", de: "Details" },
  download: { en: "Download the formulation (PDF)", de: "Rezeptur herunterladen (PDF)" },
  total: { en: "Total", de: "Summe" },
};

export interface FormulationPageProps {
  formulation: FormulationDocument;
  site: string;
  lang: PathLang;
  template: PageTemplate;
  today: Date;
  /** Base URL stored file paths resolve against. */
  storageBase: string;
}

function attributeText(formulation: FormulationDocument, key: string, lang: PathLang): string | null {
  const attribute = FORMULATION_ATTRIBUTES.find((a) => a.key === key);
  if (!attribute) return null;
  const raw = (formulation as unknown as Record<string, unknown>)[attribute.field];
  const value = typeof raw === "string" || typeof raw === "number" ? raw : null;
  const shown = displayAttribute({ displayType: attribute.display }, value);
  if (!shown.visible || shown.value === null) return null;
  if (attribute.display === "Date") return formatDate(shown.value, lang);
  const unit = attribute.unitField ? (formulation as unknown as Record<string, unknown>)[attribute.unitField] : null;
  return withUnit(shown.value as string | number, typeof unit === "string" ? unit : null, lang);
}

/**
 * The formulation detail page: every formulation attribute of spec section 3,
 * the phase table (phase, ingredients, manufacturer, dose %W/W) and a New badge
 * within 6 months of the first publication. The advanced template links
 * ingredients that are catalogue products to their pages.
 */
export function FormulationPage({ formulation, site, lang, template, today, storageBase }: FormulationPageProps) {
  const isNew = isNewFormulation(formulation.AT_FirstPublicationDate, today);
  const details = FORMULATION_ATTRIBUTES.filter((a) => a.display !== "Table" && a.display !== "Url").flatMap((a) => {
    const text = attributeText(formulation, a.key, lang);
    return text === null ? [] : [{ key: a.key, label: pick(lang, a), text }];
  });
  const pdf = fileHref(formulation.AT_PdfUrl, storageBase);
  const logo = fileHref(formulation.AT_LogoUrl, storageBase);
  const phases = Array.isArray(formulation.Phases) ? formulation.Phases : [];
  const total = phases.reduce((sum, p) => sum + (typeof p.Dose === "number" ? p.Dose : 0), 0);
  const productHref = (id: string) => `/pim/fragment/${site}/${lang}/product/${encodeURIComponent(id)}`;
  return (
    <article
      className={`formulation-detail formulation-detail--${template.variant}`}
      data-formulation-id={formulation.ID}
    >
      <header className="formulation-detail__header">
        {/* The index gives the logo's file only, not what it shows: a generic alt ("Formulation logo") told a
            screen reader nothing, so it is passed over. */}
        {logo ? <img className="formulation-detail__logo" src={logo} alt="" height={48} /> : null}
        <h1>
          <InlineText text={formulation.Name} />
          {isNew ? (
            <>
              {" "}
              <span className="badge badge--new">{pick(lang, TEXT.isNew)}</span>
            </>
          ) : null}
        </h1>
        {pdf ? (
          <p>
            <a className="button" href={pdf}>
              {pick(lang, TEXT.download)}
            </a>
          </p>
        ) : null}
      </header>
      <section id="details" className="detail-section" aria-labelledby="details-title">
        <h2 id="details-title">{pick(lang, TEXT.details)}</h2>
        <dl className="attr-list">
          {details.map((d) => (
            <div key={d.key}>
              <dt>{d.label}</dt>
              <dd>{d.text}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section id="phases" className="detail-section" aria-labelledby="phases-title">
        <h2 id="phases-title">{pick(lang, TEXT.phases)}</h2>
        <TableScroll label={pick(lang, TEXT.phases)}>
          <table className="data-table phase-table">
            <thead>
              <tr>
                {PHASE_COLUMNS.map((col) => (
                  <th key={col.field} scope="col">
                    {pick(lang, col)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {phases.map((phase) => (
                <tr key={`${phase.Phase}-${phase.Ingredients}-${phase.Dose}`}>
                  <td>{phase.Phase}</td>
                  <td>
                    {template.variant === "advanced" && phase.ProductId ? (
                      <a href={productHref(phase.ProductId)}>{phase.Ingredients}</a>
                    ) : (
                      phase.Ingredients
                    )}
                  </td>
                  <td>{phase.Manufacturer}</td>
                  <td className="numeric">
                    {typeof phase.Dose === "number" ? pageDecimal(phase.Dose.toFixed(2), lang) : ""}
                  </td>
                </tr>
              ))}
            </tbody>
            {phases.length ? (
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3}>
                    {pick(lang, TEXT.total)}
                  </th>
                  <td className="numeric">{pageDecimal(total.toFixed(2), lang)}</td>
                </tr>
              </tfoot>
            ) : null}
          </table>
        </TableScroll>
      </section>
    </article>
  );
}
