/** The part of `ws` (a dependency of wrangler, without bundled types) that `profile.ts` uses. */
declare module "ws" {
  export default class WebSocket {
    constructor(url: string);
    once(event: "open" | "error", listener: (value?: unknown) => void): this;
    on(event: "message", listener: (data: { toString(): string }) => void): this;
    send(data: string): void;
    close(): void;
  }
}
