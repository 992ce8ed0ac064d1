import type { ReactNode } from "react";

/** Text in a language of its own where one is given (the data's, a story's headline); else as it is. */
export function InLanguage({ lang, children }: { lang: string | undefined; children: ReactNode }) {
  return lang ? <span lang={lang}>{children}</span> : children;
}
