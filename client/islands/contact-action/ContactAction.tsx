import { useEffect, useRef, useState } from "react";
import { sendDataLayer } from "../data-layer";
import type { IslandBaseProps } from "../island-props";

export interface ContactActionProps {
  /** Person or team the card is for; names the disclosures for screen readers. */
  name: string;
  email?: string;
  phone?: string;
}

type Channel = "email" | "phone";

/** A `tel:` link needs the digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Contact card action: the address and number stay folded until the visitor
 * asks for them (a clear intent signal for analytics, a quieter card), then
 * show as mailto/tel links with a copy button.
 *
 * Each is a native disclosure (`details`/`summary`), so it opens before the
 * island has hydrated and where the embedding page blocks our scripts; the
 * island adds what needs script: the copy button, the announcement through a
 * polite live region, and the `contact_reveal` event, sent once per channel,
 * also for a disclosure opened before hydration.
 *
 * They were buttons whose whole behaviour was the island's: a click did
 * nothing until the loader (about 70 kB gzip) had hydrated, and nothing at
 * all where the embedding page blocks our scripts (`<noscript>` does not help
 * there: script is enabled). The Copy button is rendered only once hydrated,
 * so no button ever does nothing; focus stays on the summary, as a
 * disclosure's does. The server's HTML holds the address twice (here and in
 * the no-script links), which was never hidden from crawlers.
 */
export function ContactAction({ name, email, phone }: ContactActionProps & IslandBaseProps) {
  const [status, setStatus] = useState("");
  const [hydrated, setHydrated] = useState(false);
  const revealed = useRef(new Set<Channel>());
  const rows = useRef<Partial<Record<Channel, HTMLDetailsElement | null>>>({});

  const revealOnce = (channel: Channel) => {
    if (revealed.current.has(channel)) return;
    revealed.current.add(channel);
    setStatus(channel === "email" ? `Email address of ${name} shown` : `Phone number of ${name} shown`);
    sendDataLayer({ event: "contact_reveal", channel, contact: name });
  };

  // What was opened before hydration counts as revealed, once hydrated.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, at hydration
  useEffect(() => {
    setHydrated(true);
    for (const channel of ["email", "phone"] as const) if (rows.current[channel]?.open) revealOnce(channel);
  }, []);

  const copy = async (channel: Channel, value: string) => {
    const ok = await copyText(value);
    setStatus(ok ? `Copied ${value}` : `Copy is not available; select the text instead`);
    if (ok) sendDataLayer({ event: "contact_copy", channel, contact: name });
  };

  const row = (channel: Channel, value: string, href: string, label: string) => (
    <details
      className="contact-action__row"
      ref={(element) => {
        rows.current[channel] = element;
      }}
      onToggle={(event) => {
        if (event.currentTarget.open) revealOnce(channel);
      }}
    >
      {/* Named with what it shows and does, and whose: "Show email of …" folded, "Hide email of …" open. */}
      <summary className="button">
        <span className="contact-action__show">{`Show ${label.toLowerCase()}`}</span>
        <span className="contact-action__hide">{`Hide ${label.toLowerCase()}`}</span>
        <span className="visually-hidden">{` of ${name}`}</span>
      </summary>
      <div className="contact-action__reveal">
        <a className="contact-action__value" href={href}>
          {value}
        </a>
        {/* Copying needs script: the button is there once the island runs. */}
        {hydrated && (
          <button
            type="button"
            className="button button--ghost"
            aria-label={`Copy ${label.toLowerCase()} of ${name}`}
            onClick={() => void copy(channel, value)}
          >
            Copy
          </button>
        )}
      </div>
    </details>
  );

  return (
    <div className="contact-action needs-script">
      {email ? row("email", email, `mailto:${email}`, "Email") : null}
      {phone ? row("phone", phone, telHref(phone), "Phone") : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
