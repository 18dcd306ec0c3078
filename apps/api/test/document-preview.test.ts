import { readFile } from 'node:fs/promises';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationDocuments, auditLog } from '../src/db/schema.js';
import { applicationUploads, doc, fields, JPEG, PDF, PNG } from './application-uploads.js';
import { createJob, createTestApp, rolesExcept, type TestApp } from './helpers.js';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const fixture = (name: string) => readFile(new URL(`fixtures/${name}`, import.meta.url));

/** The back office's preview of a document: `?disposition=inline` (PDF and images only). */
describe('the inline preview of a document', () => {
  let t: TestApp;
  const uploads = applicationUploads(() => t);
  let urls: Record<'pdf' | 'png' | 'jpeg' | 'docx', string>;
  let applicationId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const jobId = await createJob(t);
    const docx = await fixture('cv-libreoffice.docx');
    // Names that lie about the content: the type read from the bytes decides.
    const res = await uploads.upload([
      ...fields(jobId),
      doc('cv.pdf', PDF),
      doc('photo.docx', PNG),
      doc('scan.jpg', JPEG),
      doc('letter.pdf', docx),
    ]);
    expect(res.statusCode).toBe(201);
    applicationId = res.json().id;
    const list = await t.app.inject({
      url: `/api/jobs/${jobId}/with-applicants`,
      headers: await t.auth(4),
    });
    const [application] = list.json().applications as {
      documents: { type: string; url: string }[];
    }[];
    const byType = (type: string) => application!.documents.find((d) => d.type === type)!.url;
    urls = {
      pdf: byType('application/pdf'),
      png: byType('image/png'),
      jpeg: byType('image/jpeg'),
      docx: byType(DOCX),
    };
  });
  afterAll(async () => t.close());

  const inline = (url: string) => `${url}?disposition=inline`;
  const get = async (url: string, role: 1 | 2 | 3 | 4 = 4) =>
    t.app.inject({ url, headers: await t.auth(role) });

  it('serves a PDF inline, framable by the site only, with a policy that runs nothing', async () => {
    const res = await get(inline(urls.pdf));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="cv.pdf"; filename*=UTF-8''cv.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    // Chromium's PDF viewer does not open in a sandboxed document.
    expect(policy).not.toContain('sandbox');
  });

  it('serves PNG and JPEG images inline and sandboxed, by their content, whatever their name', async () => {
    for (const [url, type, name] of [
      [urls.png, 'image/png', 'photo.png'],
      [urls.jpeg, 'image/jpeg', 'scan.jpg'],
    ] as const) {
      const res = await get(inline(url));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['content-disposition']).toMatch(new RegExp(`^inline; filename="${name}"`));
      expect(res.headers['content-security-policy']).toMatch(/default-src 'none'.*; sandbox$/);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('keeps a Word document an attachment, never framable, even when asked inline', async () => {
    const res = await get(inline(urls.docx));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(DOCX);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="letter.docx"; filename*=UTF-8''letter.docx`,
    );
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers attachments as before without the parameter or with disposition=attachment', async () => {
    for (const url of [urls.pdf, `${urls.pdf}?disposition=attachment`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="cv.pdf"/);
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('refuses another disposition with 400', async () => {
    const res = await get(`${urls.pdf}?disposition=render`);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toEqual(expect.any(String));
  });

  it('lets only the roles with the jobs area preview, before checking the query', async () => {
    expect((await get(inline(urls.pdf), 2)).statusCode).toBe(200);
    for (const role of rolesExcept(1, 2, 4)) {
      expect((await get(inline(urls.pdf), role)).statusCode).toBe(403);
      expect((await get(`${urls.pdf}?disposition=render`, role)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: inline(urls.pdf) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `${urls.pdf}?disposition=render` })).statusCode).toBe(401);
  });

  it('records a preview in the audit trail as a view of the document', async () => {
    const latest = async () =>
      (await t.ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
    await get(inline(urls.pdf));
    const documentId = Number(urls.pdf.split('/').pop());
    expect(await latest()).toMatchObject({
      action: 'document_download',
      entity: 'application',
      entity_id: String(applicationId),
      detail: { document_id: documentId, preview: true },
    });
    await get(urls.pdf);
    expect((await latest()).detail).toEqual({ document_id: documentId });
    // A Word document asked inline is downloaded: no preview.
    await get(inline(urls.docx));
    expect((await latest()).detail).toEqual({ document_id: Number(urls.docx.split('/').pop()) });
  });

  it('answers 404 for a preview whose file is missing from the storage', async () => {
    const documentId = Number(urls.jpeg.split('/').pop());
    const [row] = await t.ctx.db
      .select({ key: applicationDocuments.storage_key })
      .from(applicationDocuments)
      .where(eq(applicationDocuments.id, documentId));
    await t.ctx.storage.delete(row!.key);
    const res = await get(inline(urls.jpeg));
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Document not found');
  });
});
