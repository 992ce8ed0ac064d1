import { contextForUrl } from "../../middleware/request-context";
import type { KeyContext } from "./keys";

/** The key context of a visitor's published public request, for tests of the data caches. */
export const PUBLISHED_PUBLIC: KeyContext = contextForUrl(new URL("https://catalogue.test/pim/fragment/vestamid/en/"), {
  requestId: "test",
  logLevel: "error",
});
