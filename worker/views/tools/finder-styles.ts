/**
 * The tools' styles, sent once per page inside a `<style>` React hoists and
 * dedupes by `href`, so they cost no script and no request; colours and
 * spacing come from the design tokens.
 */
export const FINDER_CSS = `
.finder,.compare{margin:var(--space-6) 0}
.cms-tool [id]{scroll-margin-top:var(--space-3)}
.finder__form{display:grid;gap:var(--space-4)}
.finder__search{display:flex;flex-direction:column;gap:var(--space-1);margin:0}
.finder__search input{font:inherit;padding:var(--space-2) var(--space-3);border:1px solid var(--color-text-muted);border-radius:var(--radius);max-width:32rem}
.finder__filters>summary{cursor:pointer;font-weight:600;padding:var(--space-2) 0}
@media (min-width:40.01rem){.finder__filters>summary{display:none}}
@media (max-width:40rem) and (scripting:enabled){:root:not([data-island-error]) .finder__filters:not([data-ready])>summary{list-style-type:disclosure-closed}:root:not([data-island-error]) .finder__filters:not([data-ready])>:not(summary){display:none}}
.finder__facets{display:grid;gap:var(--space-3);align-items:start;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr))}
.finder__facet{border:1px solid var(--color-border);border-radius:var(--radius);padding:var(--space-2) var(--space-3);margin:0;min-width:0;background:var(--color-surface)}
.finder__facet legend{font-weight:700;padding:0 var(--space-1)}
.finder select,.finder input:not([type=checkbox]):not([type=radio]){font:inherit;color:inherit;min-height:2.5rem;padding:var(--space-1) var(--space-2);border:1px solid var(--color-text-muted);border-radius:var(--radius);background:var(--color-surface)}
.finder input[type=checkbox],.finder input[type=radio]{accent-color:var(--color-brand)}
.finder__facet select{font:inherit;width:100%;padding:var(--space-1)}
.finder__options,.finder__tree{list-style:none;margin:0;padding:0}
.finder__options--long{max-height:12rem;overflow:auto}
.finder__tree .finder__tree{padding-left:var(--space-4)}
.finder__options li,.finder__tree li{padding:2px 0}
.finder__options label,.finder__tree label{display:inline-block;min-height:1.5rem;line-height:1.5rem;vertical-align:middle;max-width:calc(100% - 2rem)}
.flow__answers a,.finder__compare-tray a,.finder__result-title a,.flow__pick a,.flow__restart a,.finder__compare-pick label{display:inline-block;min-height:1.5rem;line-height:1.5rem}
.finder__options input,.finder__tree input,.finder__compare-pick input{margin-right:var(--space-2)}
.finder__tree-label{font-weight:500}
.finder__tree-branch>summary{cursor:pointer;font-size:var(--font-size-100);color:var(--color-text-muted);padding:2px 0 2px var(--space-5)}
.finder__count{color:var(--color-text-muted)}
.finder__facets[data-stale] .finder__count{visibility:hidden}
.finder__range{display:flex;flex-wrap:wrap;gap:var(--space-2)}
.finder__range span{display:flex;flex-direction:column;flex:1}
.finder__range input{font:inherit;width:100%;padding:var(--space-1)}
.finder__order{display:flex;flex-wrap:wrap;align-items:center;gap:var(--space-2) var(--space-3);margin:0}
.finder__control{display:inline-flex;align-items:center;gap:var(--space-2)}
.finder__order select,.finder__order button{font:inherit;padding:var(--space-1) var(--space-2)}
.finder__order button{background:var(--color-brand);color:#fff;border:0;border-radius:var(--radius);padding:var(--space-2) var(--space-4);cursor:pointer;font-weight:500;min-height:2.5rem}
.finder__order button:hover{background:var(--color-brand-strong)}
.finder__count-heading{font-size:var(--font-size-300);margin:var(--space-5) 0 var(--space-3)}
.finder__results{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:minmax(0,1fr);gap:var(--space-3)}
.finder__results[aria-busy=true]{opacity:.55;transition:opacity .2s ease .4s}
.finder__result{min-width:0;overflow-wrap:anywhere;border:1px solid var(--color-border);border-radius:var(--radius);padding:var(--space-3) var(--space-4);background:var(--color-surface)}
.finder__result-title{font-size:var(--font-size-300);margin:0}
.finder__badge{display:inline-block;margin-left:var(--space-2);padding:0 var(--space-2);border-radius:999px;border:1px solid color-mix(in srgb,var(--color-accent) 40%,#fff);background:color-mix(in srgb,var(--color-accent) 12%,#fff);color:color-mix(in srgb,var(--color-accent) 55%,#000);font-size:var(--font-size-100);font-weight:500;vertical-align:middle}
.finder__meta,.finder__description,.finder__actions,.finder__compare-pick{margin:var(--space-1) 0 0}
.finder__meta{color:var(--color-text-muted);font-size:var(--font-size-100)}
.finder__actions{display:flex;flex-wrap:wrap;gap:var(--space-3)}
.finder__empty,.finder__retry{padding:var(--space-4);background:var(--color-surface-alt);border-radius:var(--radius)}
.finder__compare-tray{position:sticky;bottom:0;background:var(--color-surface-alt);padding:var(--space-2) var(--space-3);border-radius:var(--radius)}
:root:has(.finder__compare-tray){scroll-padding-bottom:calc(var(--space-2) * 2 + 3rem)}
@media (max-width:40rem){:root:has(.finder__compare-tray){scroll-padding-bottom:8rem}}
.finder__compare-submit{margin:var(--space-3) 0 0}
.finder__compare-submit button{font:inherit;background:transparent;color:var(--color-brand);border:1px solid var(--color-brand);border-radius:var(--radius);padding:var(--space-2) var(--space-4);cursor:pointer;font-weight:500;min-height:2.5rem}
.finder__compare-submit button:hover{background:var(--color-surface-alt)}
.finder__pagination ul{display:flex;flex-wrap:wrap;gap:var(--space-2);list-style:none;padding:0;margin:var(--space-4) 0}
.finder__pagination a{display:inline-block;min-width:2.25rem;padding:var(--space-1) var(--space-2);border:1px solid var(--color-border);border-radius:var(--radius);text-align:center}
.finder__pagination a[aria-current=page]{background:var(--color-brand);color:#fff;border-color:var(--color-brand)}
.finder__refinements{display:flex;flex-wrap:wrap;align-items:center;gap:var(--space-2);margin:0 0 var(--space-3)}
.finder__refinements-label{margin:0;font-weight:700}
.finder__refinements ul{display:flex;flex-wrap:wrap;gap:var(--space-2);list-style:none;margin:0;padding:0}
.finder__chip,.finder__clear{display:inline-block;padding:var(--space-1) var(--space-3);border:1px solid var(--color-border);border-radius:999px;font-size:var(--font-size-100)}
.finder__chip{background:var(--color-surface-alt);max-width:100%;overflow-wrap:anywhere}
.finder__more summary{cursor:pointer;padding:var(--space-1) 0}
.finder__facet-search{margin:0 0 var(--space-2)}
.finder__facet-search label{display:block;font-size:var(--font-size-100)}
.finder__facet-search input{width:100%}
.finder__facet-hint{display:block;font-size:var(--font-size-100);color:var(--color-text-muted)}
.finder__facet-search[hidden]{display:none}
@media (scripting:enabled){:root:not([data-island-error]) .finder__facet-search[hidden]{display:block;visibility:hidden}}
.finder__bounds{flex-basis:100%;margin:0;font-size:var(--font-size-100);color:var(--color-text-muted)}
.finder__notice p{margin:var(--space-3) 0;padding:var(--space-3);border-left:4px solid #b3261e;background:#fdecea;color:#5f1410}
.compare__scroll{overflow-x:auto;position:relative;background:linear-gradient(to left,var(--color-surface) 30%,transparent) right/2rem 100% no-repeat local,radial-gradient(farthest-side at 100% 50%,rgb(0 0 0/14%),transparent) right/.75rem 100% no-repeat scroll,var(--color-surface)}
.compare__table th[scope=row],.compare__table thead th:first-child{position:sticky;left:0;z-index:1;background:var(--color-surface);width:30%;min-width:7rem;max-width:11rem}
.compare__row--differs th[scope=row]{background:#fff7d6}
.compare__table td,.compare__table thead th:not(:first-child){min-width:9rem}
@media (max-width:30rem){.compare__table th[scope=row],.compare__table thead th:first-child{width:36%;min-width:6.5rem;max-width:8.5rem;font-size:var(--font-size-100);hyphens:auto;overflow-wrap:anywhere}}
.compare__table{border-collapse:collapse;width:100%}
.compare__table th,.compare__table td{border:1px solid var(--color-border);padding:var(--space-2);text-align:left;vertical-align:top}
.compare__row--differs{background:#fff7d6}
.compare__differs{font-size:var(--font-size-100);font-weight:700;color:#6b4e00}
.compare__legend{margin:var(--space-2) 0 0;font-size:var(--font-size-100)}
.compare__legend .compare__differs{background:#fff7d6;padding:0 var(--space-1)}
.cms-tool--product-compare:not(:has(.compare__table)) .compare__legend{display:none}
.compare__export{display:inline-flex;align-items:center;min-height:1.75rem;margin:var(--space-2) 0 0}
.compare__remove{display:inline-flex;align-items:center;min-height:1.75rem;padding:0 var(--space-2);border:1px solid var(--color-border);border-radius:var(--radius);font-size:var(--font-size-100);white-space:nowrap;text-decoration:none}
`;
