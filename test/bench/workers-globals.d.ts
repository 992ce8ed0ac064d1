// The worker views the bench renders in Node name a few Workers types in
// their signatures (never at run time there); the Node program gets stand-ins.
interface Fetcher {
  fetch(request: Request): Promise<Response>;
}
interface WorkerVersionMetadata {
  id: string;
}
