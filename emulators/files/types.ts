/** Every downloadable file (PDF unless `contentType` says `image/svg+xml`, as brand logos do) of the demo catalogue: path (e.g. `/files/assets/AS_1.pdf`) -> title. */
export type FileTable = Record<string, { title: string; language?: string; contentType?: string }>;
