/**
 * What an in-isolate table's entry is counted as against its byte bound.
 * A Worker isolate has 128 MB for every request it serves at once, so each
 * table that lives as long as the isolate is bounded in bytes, not only in
 * entries: a key built from a visitor's input (a path of 16 kB, a search
 * text) can be a thousand times the size of a usual one.
 */

/**
 * Bytes V8 may take for a string: two per character, since one character
 * outside Latin-1 makes the whole string UTF-16. Counting high keeps the
 * bound a bound whatever the text.
 */
export const stringBytes = (text: string) => 2 * text.length;

/** A table entry's node, its record and their pointers, beside key and value; an estimate on the high side. */
export const ENTRY_OVERHEAD_BYTES = 64;

/** An entry whose value is a number or a small record: its key and the entry itself. */
export const keyedEntryBytes = (key: string) => ENTRY_OVERHEAD_BYTES + stringBytes(key);
