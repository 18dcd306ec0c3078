import { strToU8, zipSync } from 'fflate';

// ---- Word 97-2003 documents and other OLE2 compound files ([MS-CFB], version 3) ----

/** A directory entry of a compound file: a stream with its bytes, or a storage. */
export type CompoundEntry =
  { name: string; data: Buffer } | { name: string; children: CompoundEntry[] };

/** A stream; its bytes default to 4096 of filler, so that it lives in regular sectors. */
export const stream = (name: string, data = Buffer.alloc(4096, 0x20)): CompoundEntry => ({
  name,
  data,
});
export const storage = (name: string, children: CompoundEntry[]): CompoundEntry => ({
  name,
  children,
});

const SECTOR = 512;
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;
const NO_STREAM = 0xffffffff;

/**
 * A well-formed compound file with 512-byte sectors holding `entries` at its root: the FAT
 * first, then the directory, then each stream's sectors. Streams are padded to 4096 bytes (the
 * mini stream cutoff), so no mini stream is needed; each storage's children are linked as a
 * right-leaning tree in the order the format sorts names.
 */
export function compoundFile(entries: CompoundEntry[]): Buffer {
  type Flat = { name: string; type: number; data?: Buffer; child: number; right: number };
  const flat: Flat[] = [{ name: 'Root Entry', type: 5, child: NO_STREAM, right: NO_STREAM }];
  const add = (children: CompoundEntry[]) => {
    const ids = [...children]
      .sort((a, b) => a.name.length - b.name.length || compare(a.name, b.name))
      .map((entry) => {
        const id = flat.length;
        flat.push({
          name: entry.name,
          type: 'data' in entry ? 2 : 1,
          data: 'data' in entry ? padded(entry.data) : undefined,
          child: NO_STREAM,
          right: NO_STREAM,
        });
        if ('children' in entry) flat[id]!.child = add(entry.children);
        return id;
      });
    ids.forEach((id, index) => (flat[id]!.right = ids[index + 1] ?? NO_STREAM));
    return ids[0] ?? NO_STREAM;
  };
  flat[0]!.child = add(entries);

  const directorySectors = Math.ceil(flat.length / (SECTOR / 128));
  const dataSectors = flat.reduce((sum, entry) => sum + (entry.data?.length ?? 0) / SECTOR, 0);
  let fatSectors = 1;
  while (fatSectors * (SECTOR / 4) < fatSectors + directorySectors + dataSectors) fatSectors++;
  if (fatSectors > 109) throw new Error('too large for a header-only DIFAT');
  const total = fatSectors + directorySectors + dataSectors;

  const file = Buffer.alloc(SECTOR * (1 + total));
  const at = (sector: number) => SECTOR * (1 + sector);
  const fat = new Uint32Array(fatSectors * (SECTOR / 4)).fill(FREE);
  const chain = (first: number, count: number) => {
    for (let i = 0; i < count; i++) fat[first + i] = i === count - 1 ? END_OF_CHAIN : first + i + 1;
  };
  for (let i = 0; i < fatSectors; i++) fat[i] = FAT_SECTOR;
  chain(fatSectors, directorySectors);

  // Header.
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x003e, 0x18); // minor version
  file.writeUInt16LE(0x0003, 0x1a); // major version 3: 512-byte sectors
  file.writeUInt16LE(0xfffe, 0x1c); // byte order
  file.writeUInt16LE(9, 0x1e); // sector shift
  file.writeUInt16LE(6, 0x20); // mini sector shift
  file.writeUInt32LE(fatSectors, 0x2c);
  file.writeUInt32LE(fatSectors, 0x30); // first directory sector
  file.writeUInt32LE(4096, 0x38); // mini stream cutoff
  file.writeUInt32LE(END_OF_CHAIN, 0x3c); // no mini FAT
  file.writeUInt32LE(END_OF_CHAIN, 0x44); // no DIFAT sectors
  for (let i = 0; i < 109; i++) file.writeUInt32LE(i < fatSectors ? i : FREE, 0x4c + i * 4);

  // Directory entries, then stream data.
  let next = fatSectors + directorySectors;
  flat.forEach((entry, id) => {
    const offset = at(fatSectors) + id * 128;
    file.write(entry.name, offset, 'utf16le');
    file.writeUInt16LE((entry.name.length + 1) * 2, offset + 64);
    file[offset + 66] = entry.type;
    file[offset + 67] = 1; // black
    file.writeUInt32LE(NO_STREAM, offset + 68); // left sibling
    file.writeUInt32LE(entry.right, offset + 72);
    file.writeUInt32LE(entry.child, offset + 76);
    const sectors = (entry.data?.length ?? 0) / SECTOR;
    file.writeUInt32LE(sectors > 0 ? next : entry.type === 1 ? 0 : END_OF_CHAIN, offset + 116);
    file.writeUInt32LE(entry.data?.length ?? 0, offset + 120);
    if (entry.data && sectors > 0) {
      entry.data.copy(file, at(next));
      chain(next, sectors);
      next += sectors;
    }
  });
  Buffer.from(fat.buffer).copy(file, at(0));
  return file;
}

/** The order of names in a storage's tree: by length, then by their upper-case characters. */
const compare = (a: string, b: string) => {
  const [x, y] = [a.toUpperCase(), b.toUpperCase()];
  return x < y ? -1 : x > y ? 1 : 0;
};

/** Stream bytes padded with filler to whole sectors of at least the mini stream cutoff. */
const padded = (data: Buffer) => {
  const length = Math.max(4096, Math.ceil(data.length / SECTOR) * SECTOR);
  return Buffer.concat([data, Buffer.alloc(length - data.length, 0x20)]);
};

/** A Word 97-2003 document: its WordDocument and 1Table streams at the root. */
export const WORD_97_DOCUMENT = compoundFile([
  stream('WordDocument'),
  stream('1Table'),
  stream('\u0005SummaryInformation'),
]);

// ---- Word 2007+ documents and other ZIP packages ----

const WORD_MAIN =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** A `[Content_Types].xml` with the given Default and Override elements. */
export const contentTypes = (...elements: string[]) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  elements.join('') +
  '</Types>';

export const override = (part: string, type: string) =>
  `<Override PartName="${part}" ContentType="${type}"/>`;

/** The parts of a minimal Word document. */
export const wordParts = (): Record<string, string> => ({
  '[Content_Types].xml': contentTypes(override('/word/document.xml', WORD_MAIN)),
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
    '</Relationships>',
  'word/document.xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    '<w:body><w:p><w:r><w:t>Curriculum vitae</w:t></w:r></w:p></w:body></w:document>',
});

/** A ZIP package of the given parts (text, or bytes as they are). */
export const zipPackage = (parts: Record<string, string | Uint8Array>) =>
  Buffer.from(
    zipSync(
      Object.fromEntries(
        Object.entries(parts).map(([name, content]) => [
          name,
          typeof content === 'string' ? strToU8(content) : content,
        ]),
      ),
    ),
  );

export const WORD_DOCUMENT = zipPackage(wordParts());
