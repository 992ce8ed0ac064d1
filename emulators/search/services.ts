import { SearchEngine } from "./engine.ts";
import type { IndexDefinition, ServedIndex } from "./index-field.ts";
import type { SynonymMaps } from "./synonyms.ts";

export type SearchServiceName = "public" | "intranet";

export interface SearchServiceDefinition {
  key: string;
  indexes: Record<string, ServedIndex>;
}

interface RunningService {
  key: string;
  indexes: Record<string, ServedIndex>;
  engine: SearchEngine;
}

/**
 * The search services one emulator answers for, by path name. Besides the
 * demo's two audiences, tests can derive a service whose indexes hold the same
 * documents under other definitions: an index that disagrees with the worker,
 * without touching the services other tests read.
 */
export class SearchServices {
  private readonly services = new Map<string, RunningService>();
  private readonly fixed: ReadonlySet<string>;

  constructor(services: Record<string, SearchServiceDefinition>) {
    for (const [name, def] of Object.entries(services)) this.set(name, def);
    this.fixed = new Set(Object.keys(services));
  }

  get(name: string): { key: string; engine: SearchEngine } | undefined {
    return this.services.get(name);
  }

  /**
   * Creates (or replaces) service `name` with `from`'s key and documents,
   * each index in `definitions` redefined. Services given at start stay as
   * they are. Throws on an unknown source or index.
   */
  derive(name: string, from: string, definitions: Record<string, IndexDefinition>): void {
    if (this.fixed.has(name)) throw new Error(`service '${name}' cannot be replaced`);
    const source = this.services.get(from);
    if (!source) throw new Error(`no search service '${from}'`);
    const indexes = { ...source.indexes };
    for (const [index, definition] of Object.entries(definitions)) {
      const served = source.indexes[index];
      if (!served) throw new Error(`no index '${index}' in service '${from}'`);
      indexes[index] = { definition, docs: served.docs };
    }
    // A derived service starts with the synonym maps its source has now, as a copy.
    this.set(name, { key: source.key, indexes }, source.engine.synonymMaps.clone());
  }

  private set(name: string, def: SearchServiceDefinition, synonymMaps?: SynonymMaps): void {
    this.services.set(name, { key: def.key, indexes: def.indexes, engine: new SearchEngine(def.indexes, synonymMaps) });
  }
}
