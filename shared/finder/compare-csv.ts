/**
 * The product compare as a CSV file to take away (ADR 0076): the rows the
 * page shows, in its order, with the unit in a column of its own, written
 * as RFC 4180 text (CRLF, fields quoted where needed) behind a UTF-8 byte
 * order mark, without which spreadsheet programs read `°C` as `Â°C`.
 */
import { plainText } from "../text-rules.ts";

export interface CompareCsvTable {
  products: readonly { id: string; title: string }[];
  rows: readonly {
    label: string;
    /** The unit every value of the row shares; empty when none (or when they differ, and the values keep theirs). */
    unit: string;
    values: readonly string[];
  }[];
}

const BOM = "\uFEFF";

/**
 * One field: quoted when it holds a comma, quote or line break; text a
 * spreadsheet would run as a formula (`=`, `+`, `@`, a `-` before a letter)
 * is kept as text by a leading apostrophe. A negative number stays a number.
 */
export function csvField(text: string): string {
  const safe = /^[=+@\t\r]|^-(?![\d.,])/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function compareCsv(table: CompareCsvTable, words: { attribute: string; unit: string; id: string }): string {
  const lines = [
    [words.attribute, words.unit, ...table.products.map((p) => plainText(p.title))],
    [words.id, "", ...table.products.map((p) => p.id)],
    ...table.rows.map((row) => [plainText(row.label), row.unit, ...row.values.map(plainText)]),
  ];
  return `${BOM}${lines.map((cells) => cells.map(csvField).join(",")).join("\r\n")}\r\n`;
}
