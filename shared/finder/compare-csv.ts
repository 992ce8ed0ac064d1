/**
 * The product compare as a CSV file to take away (ADR 0076): the rows the
 * page shows, in its order, with the unit in a column of its own, written
 * as RFC 4180 text (CRLF, fields quoted where needed) behind a UTF-8 byte
 * order mark, without which spreadsheet programs read `°C` as `Â°C`. The
 * German file separates its fields with semicolons: a spreadsheet set up
 * for German splits columns there, since the comma is its decimal mark
 * (`2,87`).
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

/** The field separators: a comma, or a semicolon where the comma is the decimal mark. */
export type CsvSeparator = "," | ";";

/**
 * One field: quoted when it holds the separator, a quote or a line break;
 * text a spreadsheet would run as a formula (`=`, `+`, `@`, a `-` before a
 * letter) is kept as text by a leading apostrophe. A negative number stays
 * a number.
 */
export function csvField(text: string, separator: CsvSeparator = ","): string {
  const safe = /^[=+@\t\r]|^-(?![\d.,])/.test(text) ? `'${text}` : text;
  return /["\r\n]/.test(safe) || safe.includes(separator) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function compareCsv(
  table: CompareCsvTable,
  words: { attribute: string; unit: string; id: string },
  separator: CsvSeparator = ",",
): string {
  const ids = table.products.map((p) => p.id);
  // The product number once: its own line only when no row of the table already holds it.
  const idRow = table.rows.some((row) => row.values.length === ids.length && row.values.every((v, i) => v === ids[i]));
  const lines = [
    [words.attribute, words.unit, ...table.products.map((p) => plainText(p.title))],
    ...(idRow ? [] : [[words.id, "", ...ids]]),
    ...table.rows.map((row) => [plainText(row.label), row.unit, ...row.values.map(plainText)]),
  ];
  return `${BOM}${lines.map((cells) => cells.map((cell) => csvField(cell, separator)).join(separator)).join("\r\n")}\r\n`;
}
