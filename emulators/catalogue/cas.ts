/**
 * CAS registry numbers with a valid check digit: the last digit is the sum of
 * the other digits, each multiplied by its position counted from the right,
 * modulo 10.
 */
import type { Random } from "./random.ts";

export function casCheckDigit(body: string): number {
  const digits = body.replace(/\D/g, "");
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (i + 1);
  return sum % 10;
}

export function isValidCas(cas: string): boolean {
  const m = /^(\d{2,7})-(\d{2})-(\d)$/.exec(cas);
  if (!m) return false;
  return casCheckDigit(`${m[1]}${m[2]}`) === Number(m[3]);
}

export function randomCas(random: Random): string {
  const first = String(random.int(50, 9_999_999));
  const second = String(random.int(0, 99)).padStart(2, "0");
  return `${first}-${second}-${casCheckDigit(first + second)}`;
}
