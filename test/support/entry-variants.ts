/**
 * The catalogue worker as deployed, with bindings other than the project's:
 * each variant is the same built entry (`entry-bundle.ts`) running as an
 * auxiliary worker of the workerd test tier, reached from the tests through
 * a service binding, as SELF is reached (SELF itself can carry the project's
 * bindings only). A variant names only what it changes; `undefined` drops a
 * binding. Plain data: the vitest config (Node) and the tests (workerd) both
 * read it.
 */
export const ENTRY_VARIANTS = {
  /** The intranet gate on, against the emulators' Access team. */
  gateOn: (emulatorBase: string) => ({
    INTRANET_GATE: "on",
    INTRANET_ACCESS_TEAM_DOMAIN: `${emulatorBase}/access`,
    INTRANET_ACCESS_AUD: "catalogue-aud",
  }),
  /** The gate on against a team address no request of the run has fetched keys for (the same emulator, another host name). */
  gateColdTeam: (emulatorBase: string) => ({
    INTRANET_GATE: "on",
    INTRANET_ACCESS_TEAM_DOMAIN: `${emulatorBase.replace("127.0.0.1", "localhost")}/access`,
    INTRANET_ACCESS_AUD: "catalogue-aud",
  }),
  /** The gate on without its Access team. */
  gateUnconfigured: () => ({ INTRANET_GATE: "on", INTRANET_ACCESS_TEAM_DOMAIN: undefined }),
  /** A required binding missing and another malformed. */
  misconfigured: () => ({ STORYBLOK_TOKEN: undefined, SEARCH_PUBLIC_URL: "nonsense" }),
  /** Streamed pages sent uncompressed, as under `wrangler dev`. */
  streamUncompressed: () => ({ STREAM_COMPRESSION: "off" }),
} satisfies Record<string, (emulatorBase: string) => Record<string, string | undefined>>;

export type EntryVariant = keyof typeof ENTRY_VARIANTS;

/** The auxiliary worker's name. */
export const entryWorkerName = (variant: EntryVariant) => `product-catalogue-${variant}`;

/** The test worker's service binding to the variant's worker. */
export const entryBindingName = (variant: EntryVariant) =>
  `ENTRY_${variant.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
