import { useState } from "react";
import { sendDataLayer } from "../data-layer";
import type { IslandBaseProps } from "../island-props";

export interface ContactActionProps {
  /** Person or team the card is for; names the buttons for screen readers. */
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
 * Contact card action: the address and number stay behind a button until the
 * visitor asks for them (fewer harvested addresses, a clear intent signal for
 * analytics), then show as mailto/tel links with a copy button. Status changes
 * are announced through a polite live region.
 */
export function ContactAction({ name, email, phone, islandId }: ContactActionProps & IslandBaseProps) {
  const [shown, setShown] = useState<Record<Channel, boolean>>({ email: false, phone: false });
  const [status, setStatus] = useState("");

  const reveal = (channel: Channel) => {
    setShown((s) => ({ ...s, [channel]: true }));
    setStatus(channel === "email" ? `Email address of ${name} shown` : `Phone number of ${name} shown`);
    sendDataLayer({ event: "contact_reveal", channel, contact: name });
    // Keep keyboard focus on the revealed link rather than losing it with the button.
    requestAnimationFrame(() => document.getElementById(`${islandId}-${channel}`)?.focus());
  };

  const copy = async (channel: Channel, value: string) => {
    const ok = await copyText(value);
    setStatus(ok ? `Copied ${value}` : `Copy is not available; select the text instead`);
    if (ok) sendDataLayer({ event: "contact_copy", channel, contact: name });
  };

  const row = (channel: Channel, value: string, href: string, label: string) => (
    <div className="contact-action__row">
      {shown[channel] ? (
        <>
          <a id={`${islandId}-${channel}`} className="contact-action__value" href={href}>
            {value}
          </a>
          <button
            type="button"
            className="button button--ghost"
            aria-label={`Copy ${label.toLowerCase()} of ${name}`}
            onClick={() => void copy(channel, value)}
          >
            Copy
          </button>
        </>
      ) : (
        <button
          type="button"
          className="button"
          aria-label={`Show ${label.toLowerCase()} of ${name}`}
          onClick={() => reveal(channel)}
        >
          Show {label.toLowerCase()}
        </button>
      )}
    </div>
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
