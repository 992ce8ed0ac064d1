import { type ReactNode, useContext } from "react";
import { ContactActionIsland } from "../../../client/islands";
import { safeHref } from "../../../shared/links";
import { ToolPrefixContext } from "../tools/tool-prefixes";
import { type BlokProps, type ContainerBlokProps, cx } from "./blok-props";
import { CmsImage } from "./CmsImage";
import { useBlockContext } from "./context";
import { asset, text } from "./fields";

/** `download-list` with `download-item` children: brochures, certificates, data sheets. */
export function DownloadListBlock({ blok, attrs, renderBloks }: ContainerBlokProps): ReactNode {
  return (
    <section {...cx(attrs, "cms-downloads")}>
      {text(blok.headline) && <h2>{text(blok.headline)}</h2>}
      <ul>{renderBloks(blok.items)}</ul>
    </section>
  );
}

export function DownloadItemBlock({ blok, attrs }: BlokProps): ReactNode {
  const file = asset(blok.file);
  const href = file ? safeHref(file.filename) : null;
  const meta = [text(blok.doc_type), text(blok.language), text(blok.size)].filter(Boolean).join(" · ");
  return (
    <li {...cx(attrs, "cms-downloads__item")}>
      {href ? (
        <a href={href} download>
          {text(blok.title) || file?.title}
        </a>
      ) : (
        <span>{text(blok.title)}</span>
      )}
      {meta && <small>{meta}</small>}
    </li>
  );
}

/**
 * `contact-card`: a named contact person with e-mail and phone. On a page
 * that hydrates a tool anyway, the contact action island reveals the address
 * and number on request (an intent signal for the data layer, at the cost of
 * one small chunk); elsewhere the card stays plain links and the page ships no
 * framework for it. Without script the links are there either way.
 */
export function ContactCardBlock({ blok, attrs }: BlokProps): ReactNode {
  const rawEmail = text(blok.email);
  const email = /^[^\s@<>"']+@[^\s@<>"']+$/.test(rawEmail) ? rawEmail : "";
  const phone = text(blok.phone).replace(/[^\d+]/g, "");
  const pageHasTools = (useContext(ToolPrefixContext)?.size ?? 0) > 0;
  const { lang } = useBlockContext();
  const german = lang === "de";
  // One line each, named for screen readers: side by side they would read as one string.
  const links = (
    <>
      {email && (
        <p className="cms-contact__channel">
          <span className="visually-hidden">{german ? "E-Mail: " : "Email: "}</span>
          <a href={`mailto:${email}`}>{email}</a>
        </p>
      )}
      {phone && (
        <p className="cms-contact__channel">
          <span className="visually-hidden">{german ? "Telefon: " : "Phone: "}</span>
          <a href={`tel:${phone}`}>{text(blok.phone)}</a>
        </p>
      )}
    </>
  );
  return (
    <article {...cx(attrs, "cms-contact")}>
      <CmsImage image={asset(blok.image)} options={{ width: 160, height: 160, format: "webp" }} sizes="160px" />
      <h3>{text(blok.name)}</h3>
      {text(blok.role) && <p>{text(blok.role)}</p>}
      {text(blok.region) && <p className="cms-contact__region">{text(blok.region)}</p>}
      {pageHasTools && (email || phone) ? (
        <>
          <ContactActionIsland
            pageLang={lang}
            name={text(blok.name)}
            {...(email ? { email } : {})}
            {...(phone ? { phone: text(blok.phone) } : {})}
          />
          <noscript>{links}</noscript>
        </>
      ) : (
        links
      )}
    </article>
  );
}
