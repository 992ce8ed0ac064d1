import { type ComponentType, useContext, useId } from "react";
import { type PreloadModuleOptions, preloadModule } from "react-dom";
import { scriptSafeJson } from "../../shared/script-safe-json";
import type { IslandBaseProps } from "./island-props";
import { IslandRuntimeContext } from "./island-runtime";
import type { IslandName } from "./registry";

export interface IslandProps<P extends object> {
  name: IslandName;
  component: ComponentType<P & IslandBaseProps>;
  props: P;
  /** The language of the island's own texts where the page has another (ADR 0045). */
  lang?: string;
}

/**
 * The islands' boot script, which starts the loader it names once the page
 * has painted (ADR 0057). As an async module it runs as soon as it has
 * arrived, while the page may still stream (what a pending finder's typed
 * text needs); every place that names it renders this same element, which
 * React sends once per page (it dedupes async scripts by src). Low priority:
 * the stylesheet, fonts and images of the first paint come before the code
 * that hydrates it. (A deferred twin of it, ADR 0058, went on its browser
 * A/B: ADR 0065.)
 */
export function IslandBootScript() {
  const runtime = useContext(IslandRuntimeContext);
  const { loaderFiles, bootSrc } = runtime;
  const loader = loaderFiles?.join(" ");
  if (!loader || !bootSrc) return null;
  return <script type="module" async src={bootSrc} data-island-loader={loader} fetchPriority="low" />;
}

/** React sends `fetchPriority` with a module preload; its published types do not list it yet. */
const LOW_PRIORITY = { as: "script", fetchPriority: "low" } as PreloadModuleOptions;

/**
 * The island's code, asked for with the page: the browser fetches it while
 * the document streams, instead of once the loader runs and imports it (the
 * build's own preloading is off, see vite.config.ts); it is evaluated only
 * when the loader imports it, after the first paint (ADR 0057). React sends
 * each link once per page. Low priority, as the boot script.
 */
export function IslandChunks({ name }: { name: IslandName }) {
  const { chunks } = useContext(IslandRuntimeContext);
  for (const href of chunks?.[name] ?? []) preloadModule(href, LOW_PRIORITY);
  return null;
}

/**
 * Renders an island on the server: the component's HTML, its props as JSON
 * beside it, its code's preload links and (once per page, React dedupes async
 * scripts by src) the boot script that starts the loader hydrating it. A page
 * that renders no island gets no script.
 */
export function Island<P extends object>({ name, component: Component, props, lang }: IslandProps<P>) {
  // useId differs between the page tree and the island's own client root, so the
  // id is computed once here and travels in the props.
  const islandId = `island-${useId().replace(/[^\w-]/g, "")}`;
  // The island's own file comes first among its chunks (see `islandChunks`).
  const src = useContext(IslandRuntimeContext).chunks?.[name]?.[0];
  const full = { ...props, islandId } as P & IslandBaseProps;
  return (
    <>
      <div data-island={name} data-island-id={islandId} data-island-src={src} className="island" lang={lang}>
        <Component {...full} />
      </div>
      <script
        type="application/json"
        data-island-props={islandId}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: scriptSafeJson escapes every character that could end the element
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(full) }}
      />
      <IslandChunks name={name} />
      <IslandBootScript />
    </>
  );
}
