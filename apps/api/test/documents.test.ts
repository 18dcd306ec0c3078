import { readFile, writeFile } from 'node:fs/promises';
import { deflateRawSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationDocuments } from '../src/db/schema.js';
import { documentFileName } from '../src/modules/applications/document-name.js';
import { documentTypeOf } from '../src/modules/applications/document-type.js';
import { applicationsRepository } from '../src/modules/applications/repository.js';
import {
  compoundFile,
  contentTypes,
  override,
  storage,
  stream,
  WORD_97_DOCUMENT,
  WORD_DOCUMENT,
  wordParts,
  zipPackage,
} from './document-files.js';
import { createJob, createTestApp, type TestApp } from './helpers.js';

const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const WORD_MAIN =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const fixture = (name: string) => readFile(new URL(`fixtures/${name}`, import.meta.url));

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
    'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]),
]);

/** Compound files that are not Word 97-2003 documents, though each mentions WordDocument. */
const NOT_WORD_97 = {
  'only the bytes "WordDocument" in a stream': compoundFile([
    stream('Contents', Buffer.from('WordDocument 1Table', 'utf16le')),
  ]),
  'a storage named WordDocument': compoundFile([storage('WordDocument', []), stream('1Table')]),
  'no table stream': compoundFile([stream('WordDocument')]),
  'a spreadsheet (.xls)': compoundFile([stream('Workbook'), stream('\u0005SummaryInformation')]),
  'a spreadsheet with an embedded Word document': compoundFile([
    stream('Workbook'),
    storage('MBD0001', [stream('WordDocument'), stream('1Table')]),
  ]),
  'a document with macros': compoundFile([
    stream('WordDocument'),
    stream('1Table'),
    storage('Macros', [stream('PROJECT')]),
  ]),
};

/** ZIP files that are not Word 2007+ documents without macros. */
const NOT_WORD_2007 = {
  'word/document.xml without [Content_Types].xml': zipPackage(
    Object.fromEntries(
      Object.entries(wordParts()).filter(([name]) => name !== '[Content_Types].xml'),
    ),
  ),
  'content types naming no main document': zipPackage({
    ...wordParts(),
    '[Content_Types].xml': contentTypes(),
  }),
  'a main document part that is missing': zipPackage({
    ...wordParts(),
    '[Content_Types].xml': contentTypes(override('/word/missing.xml', WORD_MAIN)),
  }),
  'a macro-enabled document (.docm)': zipPackage({
    ...wordParts(),
    '[Content_Types].xml': contentTypes(
      override('/word/document.xml', 'application/vnd.ms-word.document.macroEnabled.main+xml'),
      '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>',
    ),
    'word/vbaProject.bin': new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]),
  }),
  'a Word main document declared beside a VBA project': zipPackage({
    ...wordParts(),
    '[Content_Types].xml': contentTypes(
      override('/word/document.xml', WORD_MAIN),
      override('/word/vbaProject.bin', 'application/vnd.ms-office.vbaProject'),
    ),
    'word/vbaProject.bin': new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]),
  }),
  'an undeclared vbaProject.bin part': zipPackage({
    ...wordParts(),
    'word/vbaProject.bin': new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]),
  }),
  'a spreadsheet (.xlsx)': zipPackage({
    '[Content_Types].xml': contentTypes(
      override(
        '/xl/workbook.xml',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
      ),
    ),
    'xl/workbook.xml': '<workbook/>',
  }),
  'two [Content_Types].xml parts, told apart by case only': zipPackage({
    ...wordParts(),
    '[CONTENT_TYPES].XML': contentTypes(),
  }),
};

/** A small, seeded random generator, so that a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

describe('the type of a document, read from its content', () => {
  it('knows Word documents written by LibreOffice and by the tests, and PDF, PNG, JPEG', async () => {
    expect(await documentTypeOf(await fixture('cv-libreoffice.doc'))).toBe(DOC);
    expect(await documentTypeOf(await fixture('cv-libreoffice.docx'))).toBe(DOCX);
    expect(await documentTypeOf(WORD_97_DOCUMENT)).toBe(DOC);
    expect(await documentTypeOf(WORD_DOCUMENT)).toBe(DOCX);
    const byExtension = zipPackage({
      '[Content_Types].xml': contentTypes(`<Default Extension="main" ContentType="${WORD_MAIN}"/>`),
      'word/document.main': wordParts()['word/document.xml']!,
    });
    expect(await documentTypeOf(byExtension)).toBe(DOCX);
    expect(await documentTypeOf(PDF)).toBe('application/pdf');
    expect(await documentTypeOf(PNG)).toBe('image/png');
    expect(await documentTypeOf(JPEG)).toBe('image/jpeg');
  });

  it.each(Object.entries(NOT_WORD_97))('refuses a compound file with %s', async (_, file) => {
    expect(await documentTypeOf(file)).toBeUndefined();
  });

  it.each(Object.entries(NOT_WORD_2007))('refuses a ZIP file with %s', async (_, file) => {
    expect(await documentTypeOf(file)).toBeUndefined();
  });

  it('refuses a [Content_Types].xml that inflates past 1 MB, even when the ZIP lies about its size', async () => {
    const padding = ' '.repeat(2 * 1024 * 1024);
    const large = zipPackage({
      ...wordParts(),
      '[Content_Types].xml': contentTypes(override('/word/document.xml', WORD_MAIN), padding),
    });
    expect(await documentTypeOf(large)).toBeUndefined();

    // A hand-made ZIP whose only part claims 100 bytes but inflates to 2 MB.
    const name = Buffer.from('[Content_Types].xml');
    const data = deflateRawSync(
      Buffer.from(contentTypes(override('/[Content_Types].xml', WORD_MAIN), padding)),
    );
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8); // deflated
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(100, 22); // the lie
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(100, 24);
    central.writeUInt16LE(name.length, 28);
    const directoryStart = local.length + name.length + data.length;
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(1, 8);
    end.writeUInt16LE(1, 10);
    end.writeUInt32LE(central.length + name.length, 12);
    end.writeUInt32LE(directoryStart, 16);
    const bomb = Buffer.concat([local, name, data, central, name, end]);
    expect(await documentTypeOf(bomb)).toBeUndefined();
  });

  it('answers undefined, without throwing or hanging, for truncated, looping and garbage input', async () => {
    const documents = [
      await fixture('cv-libreoffice.doc'),
      await fixture('cv-libreoffice.docx'),
      WORD_97_DOCUMENT,
      WORD_DOCUMENT,
    ];
    for (const document of documents) {
      // Cut anywhere before its last sector (a compound file) or its last byte (a ZIP file).
      for (let length = 0; length < document.length - 512; length += 97) {
        expect(await documentTypeOf(document.subarray(0, length))).toBeUndefined();
      }
    }

    // The directory's chain of sectors loops back on itself (sector 1 follows sector 1).
    const loopingChain = Buffer.from(WORD_97_DOCUMENT);
    loopingChain.writeUInt32LE(1, 512 + 4);
    expect(await documentTypeOf(loopingChain)).toBeUndefined();
    // The root's last child names the first as its right sibling.
    const loopingTree = Buffer.from(WORD_97_DOCUMENT);
    loopingTree.writeUInt32LE(1, 1024 + 3 * 128 + 72);
    expect(await documentTypeOf(loopingTree)).toBeUndefined();
    // The DIFAT's chain loops, while the header asks for more FAT sectors than it lists.
    const large = compoundFile([stream('WordDocument', Buffer.alloc(250 * 512)), stream('1Table')]);
    const difat = 10;
    large.writeUInt32LE(240, 0x2c);
    large.writeUInt32LE(difat, 0x44);
    large.writeUInt32LE(difat, 512 * (difat + 2) - 4);
    expect(await documentTypeOf(large)).toBeUndefined();

    const next = random(17);
    const bytes = (length: number) =>
      Buffer.from(Array.from({ length }, () => Math.floor(next() * 256)));
    for (let i = 0; i < 200; i++) {
      const signature = [WORD_97_DOCUMENT, WORD_DOCUMENT, Buffer.alloc(0)][i % 3]!.subarray(0, 8);
      const garbage = Buffer.concat([signature, bytes(Math.floor(next() * 5000))]);
      expect(await documentTypeOf(garbage)).toBeUndefined();
    }
    // Damaged anywhere: a Word document or nothing, but an answer every time.
    for (const [document, type] of [
      [WORD_97_DOCUMENT, DOC],
      [WORD_DOCUMENT, DOCX],
    ] as const) {
      for (let i = 0; i < 300; i++) {
        const damaged = Buffer.from(document);
        damaged[Math.floor(next() * damaged.length)] = Math.floor(next() * 256);
        expect([type, undefined]).toContain(await documentTypeOf(damaged));
      }
    }
  });
});

describe('the name a document is stored and served under', () => {
  it.each([
    ['cv.hta', DOC, 'cv.doc'],
    ['cv.docx.js', DOCX, 'cv.docx'],
    ['cv.doc', DOCX, 'cv.docx'],
    ['cv.docx', DOC, 'cv.doc'],
    ['report.pdf', 'application/pdf', 'report.pdf'],
    ['photo.PNG', 'image/png', 'photo.PNG'],
    ['scan', 'image/jpeg', 'scan.jpg'],
    ['portrait.jpeg', 'image/jpeg', 'portrait.jpeg'],
    ['John.Smith.CV.hta', DOC, 'John.Smith.CV.doc'],
    ['.hta', DOC, 'document.doc'],
    ['C:\\Users\\ada\\cv.exe', 'application/pdf', 'cv.pdf'],
    ['cv\u202Efdp.exe', 'application/pdf', 'cvfdp.pdf'],
    [
      '\u2067Lebenslauf\u200B Müller\u2069\u200E.pdf\u202C',
      'application/pdf',
      'Lebenslauf Müller.pdf',
    ],
  ])('names %j of type %s %j', (sent, type, name) => {
    expect(documentFileName(sent, type)).toBe(name);
    expect(documentFileName(name, type)).toBe(name);
  });

  it('keeps a long name within 255 characters, its extension included, without cutting a character in half', () => {
    const name = documentFileName(`${'😀'.repeat(300)}.hta`, DOC);
    expect(Array.from(name)).toHaveLength(255);
    expect(name.endsWith('😀.doc')).toBe(true);
    expect(() => encodeURIComponent(name)).not.toThrow();
  });
});

describe('documents sent with an application', () => {
  let t: TestApp;
  let jobId: number;
  beforeAll(async () => {
    t = await createTestApp();
    jobId = await createJob(t);
  });
  afterAll(async () => t.close());

  let ipCounter = 0;
  /** Sends an application with the files, as a browser's FormData does. */
  async function apply(files: [name: string, content: Buffer][]) {
    const form = new FormData();
    form.append('first_name', 'Ada');
    form.append('last_name', 'Lovelace');
    form.append('email', 'ada@example.com');
    form.append('job_id', String(jobId));
    form.append('consent', 'true');
    for (const [name, content] of files) form.append('documents', new Blob([content]), name);
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return t.app.inject({
      method: 'POST',
      url: '/api/jobs/applications/upload',
      remoteAddress: `198.51.100.${++ipCounter}`,
      headers: { 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  }

  /** The documents of an application as the back office lists them. */
  async function documentsOf(applicationId: number) {
    const res = await t.app.inject({
      url: `/api/jobs/${jobId}/with-applicants`,
      headers: await t.auth(4),
    });
    const application = res.json().applications.find((a: { id: number }) => a.id === applicationId);
    return application.documents as { name: string; type: string; url: string }[];
  }

  const download = async (url: string) => t.app.inject({ url, headers: await t.auth(4) });
  const disposition = (ascii: string, encoded = ascii) =>
    `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
  const notAccepted = (name: string) =>
    `File "${name}" is not an accepted type. Accepted: PDF, DOC, DOCX, JPG, JPEG, PNG.`;

  it('stores and downloads a Word 97-2003 document sent as cv.hta under the name cv.doc', async () => {
    const doc = await fixture('cv-libreoffice.doc');
    const res = await apply([['cv.hta', doc]]);
    expect(res.statusCode).toBe(201);
    const [document] = await documentsOf(res.json().id);
    expect(document).toMatchObject({ name: 'cv.doc', type: DOC });
    const [row] = await t.ctx.db
      .select({ name: applicationDocuments.original_name })
      .from(applicationDocuments)
      .where(eq(applicationDocuments.application_id, res.json().id));
    expect(row!.name).toBe('cv.doc');
    const file = await download(document!.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(DOC);
    expect(file.headers['content-disposition']).toBe(disposition('cv.doc'));
    expect(file.rawPayload.equals(doc)).toBe(true);
  });

  it('names each document by the type of its content', async () => {
    const res = await apply([
      ['cv.docx.js', await fixture('cv-libreoffice.docx')],
      ['letter.docx', WORD_97_DOCUMENT],
      ['report.pdf', PDF],
      ['photo.PNG', PNG],
      ['scan', JPEG],
    ]);
    expect(res.statusCode).toBe(201);
    const documents = await documentsOf(res.json().id);
    expect(documents.map((document) => [document.name, document.type])).toEqual([
      ['cv.docx', DOCX],
      ['letter.doc', DOC],
      ['report.pdf', 'application/pdf'],
      ['photo.PNG', 'image/png'],
      ['scan.jpg', 'image/jpeg'],
    ]);
    const file = await download(documents[0]!.url);
    expect(file.headers['content-disposition']).toBe(disposition('cv.docx'));
  });

  const NOT_WORD = { ...NOT_WORD_97, ...NOT_WORD_2007 };
  it.each([
    ['cv.doc', 'only the bytes "WordDocument" in a stream'],
    ['budget.doc', 'a spreadsheet with an embedded Word document'],
    ['budget.xls', 'a spreadsheet (.xls)'],
    ['cv.docx', 'word/document.xml without [Content_Types].xml'],
    ['cv.docx', 'a main document part that is missing'],
    ['cv.docx', 'a macro-enabled document (.docm)'],
    ['cv.docx', 'a Word main document declared beside a VBA project'],
    ['cv.docx', 'an undeclared vbaProject.bin part'],
  ] as const)('refuses %s holding %s with 415', async (name, kind) => {
    const res = await apply([
      ['report.pdf', PDF],
      [name, NOT_WORD[kind]],
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toBe(notAccepted(name));
  });

  it('shows and downloads a name sent with bidi controls without them', async () => {
    const res = await apply([
      ['cv\u202Efdp.exe', PDF],
      ['\u2067Lebenslauf Müller\u2069.pdf', PDF],
    ]);
    expect(res.statusCode).toBe(201);
    const documents = await documentsOf(res.json().id);
    expect(documents.map((document) => document.name)).toEqual([
      'cvfdp.pdf',
      'Lebenslauf Müller.pdf',
    ]);
    expect((await download(documents[0]!.url)).headers['content-disposition']).toBe(
      disposition('cvfdp.pdf'),
    );
    expect((await download(documents[1]!.url)).headers['content-disposition']).toBe(
      disposition('Lebenslauf M_ller.pdf', 'Lebenslauf%20M%C3%BCller.pdf'),
    );

    const refused = await apply([['invoice\u202Egpj.exe', Buffer.from('MZ not a document')]]);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().detail).toBe(notAccepted('invoicegpj.exe'));
  });

  it('serves documents stored before this rule under the name their type gives', async () => {
    const stored = async (content: Buffer) => {
      const temp = await t.ctx.storage.tempPath();
      await writeFile(temp, content);
      return t.ctx.storage.put(temp);
    };
    const created = await applicationsRepository(t.ctx.db).create(
      { job_id: jobId, first_name: 'Old', last_name: 'Row', email: 'old@example.com' },
      [
        {
          original_name: 'cv.hta',
          storage_key: await stored(WORD_97_DOCUMENT),
          size_bytes: WORD_97_DOCUMENT.length,
          mime_type: DOC,
          sha256: '0'.repeat(64),
        },
        {
          original_name: 'cv\u202Efdp.exe',
          storage_key: await stored(PDF),
          size_bytes: PDF.length,
          mime_type: 'application/pdf',
          sha256: '0'.repeat(64),
        },
      ],
    );
    if (!created.ok) throw new Error(created.reason);
    const documents = await documentsOf(created.id);
    expect(documents.map((document) => document.name)).toEqual(['cv.doc', 'cvfdp.pdf']);
    const doc = await download(documents[0]!.url);
    expect(doc.headers['content-disposition']).toBe(disposition('cv.doc'));
    expect(doc.rawPayload.equals(WORD_97_DOCUMENT)).toBe(true);
    const pdf = await download(documents[1]!.url);
    expect(pdf.headers['content-disposition']).toBe(disposition('cvfdp.pdf'));
  });
});
