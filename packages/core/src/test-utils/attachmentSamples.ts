/** Small, well-formed files of every accepted attachment kind, and impostors, for tests only. */

/** UTF-8 bytes of a string (core has no TextEncoder in its types). */
export function utf8(text: string): Uint8Array {
  const out: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) out.push(code);
    else if (code < 0x800) out.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000) {
      out.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    } else {
      out.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 0x3f),
        0x80 | ((code >> 6) & 0x3f),
        0x80 | (code & 0x3f),
      );
    }
  }
  return Uint8Array.from(out);
}

const bytes = (...parts: (string | readonly number[] | Uint8Array)[]): Uint8Array => {
  const chunks = parts.map((part) =>
    typeof part === "string" ? utf8(part) : Uint8Array.from(part),
  );
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
};

const le16 = (value: number) => [value & 0xff, (value >>> 8) & 0xff];
const le32 = (value: number) => [...le16(value & 0xffff), ...le16(value >>> 16)];

function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A stored (uncompressed) ZIP archive of these entries. */
export function zipArchive(entries: Record<string, string>): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = utf8(text);
    const nameBytes = utf8(name);
    const crc = crc32(data);
    const common = [
      ...le16(20),
      ...le16(0),
      ...le16(0),
      ...le16(0),
      ...le16(0),
      ...le32(crc),
      ...le32(data.length),
      ...le32(data.length),
      ...le16(nameBytes.length),
      ...le16(0),
    ];
    const local = bytes([0x50, 0x4b, 0x03, 0x04], common, nameBytes, data);
    centrals.push(
      bytes(
        [0x50, 0x4b, 0x01, 0x02, ...le16(20)],
        common,
        [...le16(0), ...le16(0), ...le16(0), ...le32(0), ...le32(offset)],
        nameBytes,
      ),
    );
    locals.push(local);
    offset += local.length;
  }
  const directory = bytes(...centrals.map((c) => [...c]));
  const end = [
    0x50,
    0x4b,
    0x05,
    0x06,
    ...le16(0),
    ...le16(0),
    ...le16(centrals.length),
    ...le16(centrals.length),
    ...le32(directory.length),
    ...le32(offset),
    ...le16(0),
  ];
  return bytes(...locals.map((l) => [...l]), directory, end);
}

const utf16 = (text: string) => [...text].flatMap((char) => [char.charCodeAt(0), 0]);

/** One sample file per accepted kind, named as a user would name it. */
export const ATTACHMENT_SAMPLES = {
  pdf: {
    name: "recibo.pdf",
    bytes: bytes("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n"),
  },
  png: {
    name: "captura.png",
    bytes: bytes(
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13],
      "IHDR",
      [0, 0, 0, 1],
    ),
  },
  jpg: { name: "foto.jpg", bytes: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], "JFIF", [0, 1, 1]) },
  jpeg: { name: "foto.JPEG", bytes: bytes([0xff, 0xd8, 0xff, 0xdb, 0, 67, 0]) },
  gif: { name: "animacion.gif", bytes: bytes("GIF89a", [1, 0, 1, 0, 0, 0, 0, 0x3b]) },
  doc: {
    name: "carta.doc",
    bytes: bytes(
      [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
      new Array<number>(504).fill(0),
      utf16("Root Entry"),
      new Array<number>(44).fill(0),
      utf16("WordDocument"),
      new Array<number>(40).fill(0),
    ),
  },
  docx: {
    name: "informe.docx",
    bytes: zipArchive({
      "[Content_Types].xml": '<?xml version="1.0"?><Types/>',
      "_rels/.rels": "<Relationships/>",
      "word/document.xml": "<w:document><w:body><w:p>Hola</w:p></w:body></w:document>",
    }),
  },
  txt: { name: "notas.txt", bytes: bytes("Hola, no puedo retirar mi saldo. ¿Me ayudan? ✓\r\n") },
} as const;

/** Files that must be refused whatever they are called. */
export const ATTACHMENT_IMPOSTORS = {
  /** A Windows program (MZ header, NUL bytes). */
  exe: bytes("MZ", [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff], "This program cannot be run"),
  /** An ELF program. */
  elf: bytes([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0]),
  /** A web page with a script. */
  html: bytes("<!doctype html><html><script>alert(document.cookie)</script></html>"),
  /** A ZIP that is not a Word document. */
  zip: zipArchive({ "payload.js": "alert(1)" }),
  /** A compound file that is not a Word document (an installer, a spreadsheet). */
  cfb: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], new Array<number>(600).fill(0)),
  /** Latin-1 text that is not UTF-8. */
  latin1: Uint8Array.from([0x48, 0x6f, 0x6c, 0x61, 0x20, 0xf1, 0x61, 0x6e, 0x64, 0xfa]),
} as const;
