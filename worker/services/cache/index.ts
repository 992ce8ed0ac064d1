/**
 * Edge caching: a KV data cache with named strategies and per-isolate
 * coalescing, keys that keep audience, language, version, release and cv
 * apart, the cv tracker, and the Cache API page store.
 */
export { coalesce } from "./coalesce";
export { cachedContentService } from "./content-cache";
export {
  CV_RECORD_KEY,
  type CvTracker,
  type CvTrackerOptions,
  createCvTracker,
  isolateCvTracker,
  spacesMeCv,
} from "./cv-tracker";
export {
  type CacheResult,
  createDataCache,
  type DataCache,
  type DataCacheOptions,
  type LoadOptions,
} from "./data-cache";
export { degradedSections, reportDegraded } from "./degraded";
export { BackendUnavailableError, isBackendUnavailable } from "./errors";
export {
  type DataKeyInput,
  dataKey,
  type KeyContext,
  mayStoreData,
  mayStorePage,
  pageKey,
  stableStringify,
} from "./keys";
export { kvOutboundCache } from "./outbound-cache";
export { edgeCache, isStorablePage, readPage, writePage } from "./page-store";
export { appendServerTiming, formatServerTiming, type TimingEntry } from "./server-timing";
export { type CacheStatus, type CacheStrategy, STRATEGIES, type StrategyName } from "./strategies";
