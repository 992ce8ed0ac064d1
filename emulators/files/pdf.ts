/**
 * A one-page PDF 1.4 with a title and a few lines of text in Helvetica:
 * enough for a browser or `pdftoppm` to open it. Text outside Latin-1 is
 * replaced by `?` because the standard font uses WinAnsi encoding.
 */
export function renderPdf(options: { title: string; lines?: readonly string[] }): Uint8Array {
  const text = (s: string) =>
    s
      .replace(/[^\x20-\x7e\xa0-\xff]/g, "?")
      .replace(/[\\()]/g, (ch) => `\\${ch}`)
      .slice(0, 200);
  const ops = ["BT", "/F1 20 Tf", "56 770 Td", `(${text(options.title)}) Tj`, "/F1 11 Tf", "0 -32 Td"];
  for (const line of options.lines ?? []) ops.push(`(${text(line)}) Tj`, "0 -16 Td");
  ops.push("ET");
  const stream = ops.join("\n");

  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Title (${text(options.title)}) /Producer (edge catalogue emulator) >>`,
  ];

  // Offsets are byte positions, so the document is assembled as Latin-1 bytes.
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, "latin1"));
}
