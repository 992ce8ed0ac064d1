import { Fragment } from "react";
import type { ResultFact } from "../../../shared/finder/answer";
import { InlineText } from "../inline-text";
import { InLanguage } from "./in-language";

interface ResultMetaProps {
  meta: ResultFact[];
  /** The data's language where it is not the page's: the values carry it, the tool's own words do not. */
  dataLanguage?: string | undefined;
}

/** The short facts under a result's title (a finder's or a step flow's), apart by middle dots. */
export function ResultMeta({ meta, dataLanguage }: ResultMetaProps) {
  if (meta.length === 0) return null;
  return (
    <p className="finder__meta">
      {meta.map((fact, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the facts of one result keep their order
        <Fragment key={i}>
          {i > 0 ? " · " : null}
          {typeof fact === "string" ? null : `${fact.label} `}
          <InLanguage lang={dataLanguage}>
            <InlineText text={typeof fact === "string" ? fact : fact.value} />
          </InLanguage>
        </Fragment>
      ))}
    </p>
  );
}
