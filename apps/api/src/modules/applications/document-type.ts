import { inflateRawSync } from 'node:zlib';
import { fileTypeFromBuffer } from 'file-type';
import type { DocumentMimeType } from '@app/contracts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The accepted type of a document, read from its content, or undefined for anything else.
 * Word files are read as the containers they are: a Word 97-2003 document is an OLE2 compound
 * file with a `WordDocument` stream at its root, a Word 2007+ document a ZIP package whose
 * `[Content_Types].xml` names a Word main document and no macros. PDF, JPEG and PNG are known
 * by their magic bytes. Malformed input answers undefined, never an error.
 */
export async function documentTypeOf(bytes: Buffer): Promise<DocumentMimeType | undefined> {
  try {
    if (startsWith(bytes, CFB_SIGNATURE)) {
      return isWordCompoundFile(bytes) ? 'application/msword' : undefined;
    }
    if (startsWith(bytes, ZIP_SIGNATURE)) return isWordPackage(bytes) ? DOCX : undefined;
    const detected = await fileTypeFromBuffer(bytes);
    switch (detected?.mime) {
      case 'application/pdf':
      case 'image/jpeg':
      case 'image/png':
        return detected.mime;
      default:
        return undefined;
    }
  } catch {
    // A read past the end of a truncated or lying structure: not a document we accept.
    return undefined;
  }
}

const startsWith = (bytes: Buffer, signature: Buffer) =>
  bytes.subarray(0, signature.length).equals(signature);

// ---- Word 97-2003: an OLE2 compound file ([MS-CFB]) ----

const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const END_OF_CHAIN = 0xfffffffe;
const FREE_SECTOR = 0xffffffff;
const NO_STREAM = 0xffffffff;
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_BYTES = 128;
const STORAGE = 1;
const STREAM = 2;
const ROOT = 5;

/**
 * True when the compound file's root storage holds the `WordDocument` stream and a `0Table` or
 * `1Table` stream, and no `Macros` storage. Only the header, the FAT and the directory are
 * read; every chain is followed at most once per sector, so a loop ends as a refusal, and a
 * sector the FAT marks as used but the file lacks (a truncated file) is one too.
 */
function isWordCompoundFile(file: Buffer): boolean {
  const majorVersion = file.readUInt16LE(0x1a);
  const sectorShift = file.readUInt16LE(0x1e);
  if (file.readUInt16LE(0x1c) !== 0xfffe) return false;
  if (!(majorVersion === 3 && sectorShift === 9) && !(majorVersion === 4 && sectorShift === 12)) {
    return false;
  }
  const sectorSize = 1 << sectorShift;
  const idsPerSector = sectorSize / 4;
  // The header fills sector -1; a last sector cut short by its writer still counts.
  const sectorCount = Math.ceil((file.length - sectorSize) / sectorSize);
  const sectorStart = (id: number) => {
    if (id >= sectorCount) throw new RangeError(`sector ${id} is past the end of the file`);
    return (id + 1) * sectorSize;
  };

  // The FAT's sectors: the first 109 are listed in the header, the rest in the DIFAT chain.
  const fatSectorCount = file.readUInt32LE(0x2c);
  if (fatSectorCount > sectorCount) return false;
  const fatSectors: number[] = [];
  for (let i = 0; i < HEADER_DIFAT_ENTRIES && fatSectors.length < fatSectorCount; i++) {
    fatSectors.push(file.readUInt32LE(0x4c + i * 4));
  }
  const seenDifat = new Set<number>();
  let difat = file.readUInt32LE(0x44);
  while (fatSectors.length < fatSectorCount) {
    if (seenDifat.has(difat)) return false;
    seenDifat.add(difat);
    const start = sectorStart(difat);
    for (let i = 0; i < idsPerSector - 1 && fatSectors.length < fatSectorCount; i++) {
      fatSectors.push(file.readUInt32LE(start + i * 4));
    }
    difat = file.readUInt32LE(start + sectorSize - 4);
  }
  const nextSector = (id: number) => {
    const fatSector = fatSectors[Math.floor(id / idsPerSector)];
    if (fatSector === undefined) throw new RangeError(`sector ${id} is not in the FAT`);
    return file.readUInt32LE(sectorStart(fatSector) + (id % idsPerSector) * 4);
  };
  for (let id = sectorCount; id < fatSectors.length * idsPerSector; id++) {
    if (nextSector(id) !== FREE_SECTOR) return false;
  }

  // The directory: a chain of sectors of 128-byte entries, entry 0 being the root storage.
  const entries: Buffer[] = [];
  const seenDirectory = new Set<number>();
  for (let id = file.readUInt32LE(0x30); id !== END_OF_CHAIN; id = nextSector(id)) {
    if (seenDirectory.has(id)) return false;
    seenDirectory.add(id);
    const directory = file.subarray(sectorStart(id), sectorStart(id) + sectorSize);
    for (let at = 0; at + DIRECTORY_ENTRY_BYTES <= directory.length; at += DIRECTORY_ENTRY_BYTES) {
      entries.push(directory.subarray(at, at + DIRECTORY_ENTRY_BYTES));
    }
  }
  const root = entries[0];
  if (!root || root[66] !== ROOT) return false;

  // The root's children: a tree through each entry's left and right sibling.
  const streams = new Set<string>();
  const storages = new Set<string>();
  const seenEntries = new Set<number>();
  const pending = [root.readUInt32LE(76)];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (id === NO_STREAM) continue;
    const entry = entries[id];
    if (!entry || id === 0 || seenEntries.has(id)) return false;
    seenEntries.add(id);
    pending.push(entry.readUInt32LE(68), entry.readUInt32LE(72));
    const nameBytes = entry.readUInt16LE(64);
    if (nameBytes < 2 || nameBytes > 64 || nameBytes % 2 !== 0) return false;
    const name = entry.toString('utf16le', 0, nameBytes - 2);
    if (entry[66] === STREAM) streams.add(name);
    if (entry[66] === STORAGE) storages.add(name.toUpperCase());
  }
  return (
    streams.has('WordDocument') &&
    (streams.has('0Table') || streams.has('1Table')) &&
    !storages.has('MACROS')
  );
}

// ---- Word 2007+: an Office Open XML package, a ZIP file ----

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const CONTENT_TYPES_PART = '[content_types].xml';
/** `[Content_Types].xml` is a few kilobytes: past this it is refused, not inflated. */
const CONTENT_TYPES_MAX_BYTES = 1024 * 1024;
const WORD_MAIN_DOCUMENT =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const MACRO_CONTENT_TYPES = new Set([
  'application/vnd.ms-word.document.macroenabled.main+xml',
  'application/vnd.ms-word.template.macroenabledtemplate.main+xml',
  'application/vnd.ms-office.vbaproject',
  'application/vnd.ms-word.vbadata+xml',
]);

type ZipEntry = {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localHeader: number;
};

/**
 * True when the ZIP package declares a Word main document part that it holds, and no macro
 * part. Only the central directory is read, and only `[Content_Types].xml` is inflated.
 */
function isWordPackage(zip: Buffer): boolean {
  const entries = centralDirectory(zip);
  if (!entries) return false;
  const partNames = new Set<string>();
  for (const entry of entries) {
    const name = entry.name.toLowerCase();
    // Part names are case-insensitive; two parts of one name would be read differently by
    // different readers.
    if (partNames.has(name)) return false;
    partNames.add(name);
    if (name === 'vbaproject.bin' || name.endsWith('/vbaproject.bin')) return false;
  }
  const contentTypesEntry = entries.find(
    (entry) => entry.name.toLowerCase() === CONTENT_TYPES_PART,
  );
  const contentTypes = contentTypesEntry && readEntry(zip, contentTypesEntry);
  if (contentTypes === undefined) return false;

  const partExtensions = new Set(
    [...partNames].filter((name) => name.includes('.')).map((name) => name.split('.').pop()),
  );
  let mainDocument = false;
  const elements = contentTypes
    .replace(/<!--[\s\S]*?-->/g, '')
    .matchAll(/<(?:[\w.-]+:)?(Default|Override)\b([^>]*)>/g);
  for (const [, element, attributes = ''] of elements) {
    const type = attribute(attributes, 'ContentType')?.toLowerCase();
    if (type === undefined) continue;
    if (MACRO_CONTENT_TYPES.has(type)) return false;
    if (type !== WORD_MAIN_DOCUMENT) continue;
    if (element === 'Override') {
      const part = attribute(attributes, 'PartName')?.replace(/^\//, '').toLowerCase();
      mainDocument ||= part !== undefined && partNames.has(part);
    } else {
      const extension = attribute(attributes, 'Extension')?.toLowerCase();
      mainDocument ||= extension !== undefined && partExtensions.has(extension);
    }
  }
  return mainDocument;
}

const attribute = (attributes: string, name: string) =>
  new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(attributes)?.slice(1).join('');

/**
 * The entries of a ZIP file's central directory, or undefined when the file is not one plain
 * archive: a single disk, no ZIP64, the directory right before its end record, and the end
 * record closing the file.
 */
function centralDirectory(zip: Buffer): ZipEntry[] | undefined {
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (
      zip.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY &&
      at + 22 + zip.readUInt16LE(at + 20) === zip.length
    ) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  const directoryStart = zip.readUInt32LE(end + 16);
  const singleDisk =
    zip.readUInt16LE(end + 4) === 0 &&
    zip.readUInt16LE(end + 6) === 0 &&
    zip.readUInt16LE(end + 8) === count;
  if (!singleDisk || directoryStart + directorySize !== end) return undefined;

  const entries: ZipEntry[] = [];
  let at = directoryStart;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) return undefined;
    const nameLength = zip.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (next > end) return undefined;
    entries.push({
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localHeader: zip.readUInt32LE(at + 42),
    });
    at = next;
  }
  return at === end ? entries : undefined;
}

/** An entry's text, when it is stored or deflated, not encrypted, and at most 1 MB. */
function readEntry(zip: Buffer, entry: ZipEntry): string | undefined {
  const tooLarge = Math.max(entry.size, entry.compressedSize) > CONTENT_TYPES_MAX_BYTES;
  if (entry.flags & 1 || tooLarge) return undefined;
  const header = entry.localHeader;
  if (zip.readUInt32LE(header) !== LOCAL_FILE_HEADER) return undefined;
  const nameLength = zip.readUInt16LE(header + 26);
  const nameStart = header + 30;
  if (zip.toString('utf8', nameStart, nameStart + nameLength) !== entry.name) return undefined;
  const dataStart = nameStart + nameLength + zip.readUInt16LE(header + 28);
  if (dataStart + entry.compressedSize > zip.length) return undefined;
  const data = zip.subarray(dataStart, dataStart + entry.compressedSize);
  if (entry.method === 0) return xmlText(data);
  if (entry.method !== 8) return undefined;
  // Past the limit this throws (documentTypeOf catches it): a lying size makes no zip bomb.
  return xmlText(inflateRawSync(data, { maxOutputLength: CONTENT_TYPES_MAX_BYTES }));
}

/** XML text in UTF-8, or in UTF-16 with its byte order mark. */
function xmlText(bytes: Buffer) {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return new TextDecoder('utf-8').decode(bytes);
}
