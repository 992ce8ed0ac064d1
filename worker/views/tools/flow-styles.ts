/** Styles of the step flows, on top of the finder styles (same tokens, sent once per page). */
export const FLOW_CSS = `
.flow__answers{margin:var(--space-3) 0;padding-left:var(--space-5)}
.flow__answers li{padding:2px 0}
.flow__answer-label{font-weight:700}
.flow__step{max-width:40rem}
.flow__picks{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:var(--space-1) var(--space-3);margin:var(--space-2) 0 0}
.flow__pick{display:contents}
.flow__pick dt{font-weight:700}
.flow__pick dd{margin:0;overflow-wrap:break-word}
/* On a phone a label beside its value left the value a sliver of the width and broke names mid-word: each stands above its value. */
@media (max-width:40rem){.flow__picks{grid-template-columns:minmax(0,1fr);row-gap:0}.flow__pick dd{margin-bottom:var(--space-2)}}
.flow__restart{margin:var(--space-4) 0 0}
.flow a:focus-visible,.flow input:focus-visible,.flow button:focus-visible,.flow h3:focus-visible{outline:3px solid var(--color-focus);outline-offset:2px}
`;
