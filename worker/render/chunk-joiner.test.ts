import { describe, expect, it } from "vitest";
import { chunkJoiner, joinedChunks } from "./chunk-joiner";

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (chunk: Uint8Array | undefined) => new TextDecoder().decode(chunk);

/** A source stream and its controller, to enqueue in the same turn or in separate ones. */
function source() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return { stream, controller };
}

const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("chunkJoiner", () => {
  it("joins what was enqueued in one go and keeps what came later apart", async () => {
    const { stream, controller } = source();
    const joiner = chunkJoiner(stream.getReader());
    controller.enqueue(bytes("<header>"));
    controller.enqueue(bytes("<nav>…</nav>"));
    controller.enqueue(bytes("</header>"));
    expect(text((await joiner.next()).value)).toBe("<header><nav>…</nav></header>");

    // The next flush, in a later turn, waits for its first chunk and is a chunk of its own.
    const later = joiner.next();
    await nextTurn();
    controller.enqueue(bytes("<main>"));
    controller.enqueue(bytes("</main>"));
    expect(text((await later).value)).toBe("<main></main>");

    controller.enqueue(bytes("</html>"));
    controller.close();
    expect(text((await joiner.next()).value)).toBe("</html>");
    expect((await joiner.next()).done).toBe(true);
    expect((await joiner.next()).done).toBe(true);
  });

  it("gives a source's failure to the read after the chunks that came before it", async () => {
    const { stream, controller } = source();
    const joiner = chunkJoiner(stream.getReader());
    controller.enqueue(bytes("shell"));
    expect(text((await joiner.next()).value)).toBe("shell");
    // The read kept for the next call fails before anyone asks: not an unhandled rejection (which fails the run).
    controller.error(new Error("source broke"));
    await nextTurn();
    await expect(joiner.next()).rejects.toThrow("source broke");
  });
});

describe("joinedChunks", () => {
  it("makes the chunks enqueued at once one chunk, the bytes unchanged", async () => {
    const { stream, controller } = source();
    const parts = Array.from({ length: 40 }, (_, i) => `<p>${i}</p>`);
    for (const part of parts) controller.enqueue(bytes(part));
    controller.close();
    const chunks: string[] = [];
    for await (const chunk of joinedChunks(stream) as unknown as AsyncIterable<Uint8Array>) chunks.push(text(chunk));
    expect(chunks).toEqual([parts.join("")]);
  });

  it("passes a cancel on to its source", async () => {
    let reason: unknown;
    const stream = new ReadableStream<Uint8Array>({
      cancel(r) {
        reason = r;
      },
    });
    await joinedChunks(stream).cancel("visitor left");
    expect(reason).toBe("visitor left");
  });
});
