import { Island } from "../Island";
import { ContactAction, type ContactActionProps } from "./ContactAction";

export type { ContactActionProps } from "./ContactAction";

/**
 * Server-side use: `<ContactActionIsland name="…" email="…" phone="…" />` in a contact block;
 * `pageLang` marks its English texts as such on a page in another language.
 */
export function ContactActionIsland({ pageLang, ...props }: ContactActionProps & { pageLang?: string }) {
  return (
    <Island
      name="contact-action"
      component={ContactAction}
      props={props}
      {...(pageLang && pageLang !== "en" ? { lang: "en" } : {})}
    />
  );
}
