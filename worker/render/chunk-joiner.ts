const NOTHING_QUEUED = Symbol("nothing queued");

/** Settles once this turn's promise jobs have run: after any read of a chunk already queued. */
const endOfTurn = () => new Promise<typeof NOTHING_QUEUED>((resolve) => setTimeout(resolve, 0, NOTHING_QUEUED));

/**
 * Reads a byte stream so that what its writer enqueued in one go comes out
 * as one chunk.
 *
 * React writes each flush of the page (the shell, a finished section, the
 * whole page of a complete render) as views of at most 4 KiB, all enqueued
 * in one synchronous pass. Sent on as they are, every view is a write of its
 * own to the connection, and a browser that gets the first views alone may
 * paint a page cut in the middle of the navbar or a table. Joined, a flush is
 * one write and arrives as a whole.
 *
 * `next()` waits for the next chunk, then takes every chunk already queued
 * behind it. A read of a queued chunk settles within the turn (workerd takes
 * a few promise jobs for it, and gives a byte stream's queued chunks in one
 * read), a read that waits for the writer does not: a race against the end
 * of the turn tells them apart; the read that lost it is kept for the next
 * call.
 */
export function chunkJoiner(source: ReadableStreamDefaultReader<Uint8Array>) {
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  let ended = false;
  return {
    /** The next chunks joined, or `done` once the source has ended and all it gave was returned. */
    async next(): Promise<ReadableStreamReadResult<Uint8Array>> {
      if (ended) return { done: true, value: undefined };
      const first = await (pending ?? source.read());
      pending = null;
      if (first.done) return first;
      const parts = [first.value];
      // One timer for the whole drain: it cannot fire before this turn's queued reads have settled.
      const turnEnd = endOfTurn();
      for (;;) {
        const read = source.read();
        const queued = await Promise.race([read, turnEnd]);
        if (queued === NOTHING_QUEUED) {
          // Kept for the next call, which sees its failure; until then a failure must not count as unhandled.
          read.catch(() => {});
          pending = read;
          break;
        }
        if (queued.done) {
          ended = true;
          break;
        }
        parts.push(queued.value);
      }
      return { done: false, value: join(parts) };
    },
  };
}

/** A byte stream whose chunks are `source`'s, each run of chunks enqueued in one go joined into one. */
export function joinedChunks(source: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  const joiner = chunkJoiner(reader);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await joiner.next();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

function join(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0] as Uint8Array;
  let size = 0;
  for (const part of parts) size += part.byteLength;
  const joined = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.byteLength;
  }
  return joined;
}
