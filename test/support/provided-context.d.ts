// Values the test global setups hand to the test files (`inject(...)`).
import "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** Port of the emulators started for the workerd tier. */
    emulatorPort: number;
    /** `http://127.0.0.1:{emulatorPort}`. */
    emulatorBase: string;
    /** Base URL of the worker under `wrangler dev` for the browser tier. */
    baseUrl: string;
  }
}
