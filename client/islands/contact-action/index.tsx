import { Island } from "../Island";
import { ContactAction, type ContactActionProps } from "./ContactAction";

export type { ContactActionProps } from "./ContactAction";

/** Server-side use: `<ContactActionIsland name="…" email="…" phone="…" />` in a contact block. */
export function ContactActionIsland(props: ContactActionProps) {
  return <Island name="contact-action" component={ContactAction} props={props} />;
}
