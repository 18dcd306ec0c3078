import { readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { type AddressInfo, connect } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationDocuments, jobApplications, users } from '../src/db/schema.js';
import { SWEEP_MIN_AGE_MS, sweepFiles } from '../src/storage/file-sweep.js';
import {
  applicationUploads,
  doc,
  ELF,
  failDocumentRows,
  fields,
  JPEG,
  multipart,
  PDF,
  pdfOfSize,
  PNG,
  XLS,
} from './application-uploads.js';
import { WORD_97_DOCUMENT as DOC, WORD_DOCUMENT as DOCX } from './document-files.js';
import { createJob as createTestJob, createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const {
  upload,
  nextIp,
  storedFiles,
  rowCounts,
  listening,
  hangUpMidFile,
  leavesNothing,
  downloaded,
} = applicationUploads(() => t);

// ---- Jobs and state checks ----

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const createJob = (overrides: Record<string, unknown> = {}) => createTestJob(t, overrides);

const withApplicants = async (jobId: number, role: 1 | 2 | 3 | 4 = 4) =>
  t.app.inject({ url: `/api/jobs/${jobId}/with-applicants`, headers: await t.auth(role) });

describe('POST /api/jobs/applications/upload', () => {
  let jobId: number;
  beforeAll(async () => {
    jobId = await createJob();
  });

  it('stores an application with two documents that a recruiter downloads byte for byte', async () => {
    const filesBefore = await storedFiles();
    const res = await upload([
      ...fields(jobId),
      doc('Lebenslauf Müller.pdf', PDF),
      doc('portrait.png', PNG),
    ]);
    expect(res.statusCode).toBe(201);
    const { detail, id } = res.json();
    expect(detail).toBe('Application submitted');
    expect(id).toBeTypeOf('number');
    expect((await storedFiles()).length).toBe(filesBefore.length + 2);

    const list = await withApplicants(jobId);
    expect(list.statusCode).toBe(200);
    const application = list.json().applications.find((a: { id: number }) => a.id === id);
    expect(application).toMatchObject({
      job_id: jobId,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '+971 4 000 0000',
      cover_letter: 'I would love to join.',
      resume_url: null,
      linkedin_url: null,
      portfolio_url: null,
      status: 'pending',
    });
    expect(application.documents).toEqual([
      {
        id: expect.any(Number),
        name: 'Lebenslauf Müller.pdf',
        size: PDF.length,
        type: 'application/pdf',
        url: `/api/job-applications/${id}/documents/${application.documents[0].id}`,
      },
      {
        id: expect.any(Number),
        name: 'portrait.png',
        size: PNG.length,
        type: 'image/png',
        url: `/api/job-applications/${id}/documents/${application.documents[1].id}`,
      },
    ]);

    const [pdf, png] = application.documents;
    const download = await downloaded(pdf.url, PDF, pdf.type);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Lebenslauf M_ller.pdf"; filename*=UTF-8''Lebenslauf%20M%C3%BCller.pdf`,
    );
    await downloaded(png.url, PNG, png.type);
  });

  it('accepts JPEG, DOCX and Word 97-2003 documents, typed from their content', async () => {
    const res = await upload([
      ...fields(jobId, { email: 'grace@example.com' }),
      doc('photo.jpeg', JPEG),
      doc('cv.docx', DOCX),
      doc('letter.doc', DOC),
    ]);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const application = (await withApplicants(jobId))
      .json()
      .applications.find((a: { id: number }) => a.id === id);
    expect(
      application.documents.map((d: { name: string; type: string }) => [d.name, d.type]),
    ).toEqual([
      ['photo.jpeg', 'image/jpeg'],
      ['cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['letter.doc', 'application/msword'],
    ]);
  });

  it('accepts an application without documents, and http(s) links', async () => {
    const res = await upload(
      fields(jobId, {
        email: 'linus@example.com',
        linkedin_url: 'https://www.linkedin.com/in/someone',
        portfolio_url: 'http://portfolio.example.com',
        phone: undefined,
        cover_letter: undefined,
      }),
    );
    expect(res.statusCode).toBe(201);
    const application = (await withApplicants(jobId))
      .json()
      .applications.find((a: { id: number }) => a.id === res.json().id);
    expect(application).toMatchObject({
      linkedin_url: 'https://www.linkedin.com/in/someone',
      portfolio_url: 'http://portfolio.example.com',
      phone: null,
      cover_letter: null,
      documents: [],
    });
  });

  it('refuses a .pdf that is really an executable, or text, with 415 and keeps nothing', async () => {
    await leavesNothing(async () => {
      const res = await upload([...fields(jobId), doc('cv.pdf', PDF), doc('resume.pdf', ELF)]);
      expect(res.statusCode).toBe(415);
      expect(res.json().detail).toBe(
        'File "resume.pdf" is not an accepted type. Accepted: PDF, DOC, DOCX, JPG, JPEG, PNG.',
      );
      const text = await upload([
        ...fields(jobId),
        doc('notes.pdf', Buffer.from('just some text, not a PDF at all\n')),
      ]);
      expect(text.statusCode).toBe(415);
      expect(text.json().detail).toMatch(/^File "notes.pdf" is not an accepted type/);
    });
  });

  it('refuses a compound file that is not a Word document', async () => {
    await leavesNothing(async () => {
      const res = await upload([...fields(jobId), doc('budget.doc', XLS)]);
      expect(res.statusCode).toBe(415);
      expect(res.json().detail).toMatch(/^File "budget.doc" is not an accepted type/);
    });
  });

  it('refuses files over 10 MB in total with 413 and keeps nothing', async () => {
    await leavesNothing(async () => {
      const res = await upload([
        ...fields(jobId),
        doc('part-1.pdf', pdfOfSize(6 * 1024 * 1024)),
        doc('part-2.pdf', pdfOfSize(5 * 1024 * 1024)),
      ]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ detail: 'Total file size exceeds 10MB.' });
      const single = await upload([...fields(jobId), doc('big.pdf', pdfOfSize(10_485_761))]);
      expect(single.statusCode).toBe(413);
      expect(single.json().detail).toBe('Total file size exceeds 10MB.');
    });
  });

  it('accepts files of exactly 10 MB in total', async () => {
    const res = await upload([
      ...fields(jobId, { email: 'exact@example.com' }),
      doc('a.pdf', pdfOfSize(5_242_880)),
      doc('b.pdf', pdfOfSize(5_242_880)),
    ]);
    expect(res.statusCode).toBe(201);
  });

  it('refuses a missing first name with 400 naming the field, and keeps nothing', async () => {
    await leavesNothing(async () => {
      const res = await upload([
        ...fields(jobId, { first_name: undefined }),
        doc('cv.pdf', PDF),
        doc('me.png', PNG),
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('Invalid request: first_name: Required');
    });
  });

  it('refuses a bad email, a non-http link and a bad job id with readable details', async () => {
    await leavesNothing(async () => {
      const email = await upload([...fields(jobId, { email: 'not-an-email' }), doc('a.pdf', PDF)]);
      expect(email.statusCode).toBe(400);
      expect(email.json().detail).toMatch(/email: Must be a valid email address/);
      const link = await upload(fields(jobId, { portfolio_url: 'javascript:alert(1)' }));
      expect(link.statusCode).toBe(400);
      expect(link.json().detail).toMatch(/portfolio_url: Must be an http\(s\) URL/);
      const job = await upload(fields(jobId, { job_id: 'abc' }));
      expect(job.statusCode).toBe(400);
      expect(job.json().detail).toMatch(/job_id: Must be a job id/);
    });
  });

  it('refuses an empty file, a file in another field and a body that is not multipart', async () => {
    await leavesNothing(async () => {
      const empty = await upload([...fields(jobId), doc('empty.pdf', Buffer.alloc(0))]);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().detail).toBe('File "empty.pdf" is empty.');
      const other = await upload([
        ...fields(jobId),
        { name: 'resume', filename: 'cv.pdf', content: PDF },
      ]);
      expect(other.statusCode).toBe(400);
      expect(other.json().detail).toMatch(/"documents" field/);
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/jobs/applications/upload',
        remoteAddress: nextIp(),
        payload: { first_name: 'Ada' },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json().detail).toMatch(/multipart\/form-data/);
    });
  });

  it('refuses more than 10 files', async () => {
    await leavesNothing(async () => {
      const files = Array.from({ length: 11 }, (_, i) => doc(`cv-${i}.pdf`, PDF));
      const res = await upload([...fields(jobId), ...files]);
      expect(res.statusCode).toBe(413);
      expect(res.json().detail).toMatch(/Too many files/);
    });
  });

  it('refuses a missing job with 404, and inactive or expired jobs with 400', async () => {
    const inactive = await createJob({ is_active: false });
    const expired = await createJob({ application_deadline: day(-2) });
    await leavesNothing(async () => {
      const missing = await upload([...fields(999_999), doc('cv.pdf', PDF)]);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().detail).toBe('Job not found');
      for (const closed of [inactive, expired]) {
        const res = await upload([...fields(closed), doc('cv.pdf', PDF)]);
        expect(res.statusCode).toBe(400);
        expect(res.json().detail).toBe('This position is no longer accepting applications');
      }
    });
    const lastDay = await createJob({ application_deadline: day(0) });
    expect((await upload([...fields(lastDay), doc('cv.pdf', PDF)])).statusCode).toBe(201);
  });

  it('keeps nothing when storing the second file fails', async () => {
    const storage = t.ctx.storage;
    const realPut = storage.put;
    let calls = 0;
    storage.put = async (tempFile) => {
      if (++calls === 2) throw new Error('disk full');
      return realPut(tempFile);
    };
    try {
      await leavesNothing(async () => {
        const res = await upload([...fields(jobId), doc('cv.pdf', PDF), doc('photo.png', PNG)]);
        expect(res.statusCode).toBe(500);
        expect(res.json().detail).toMatch(/^Internal server error/);
      });
    } finally {
      storage.put = realPut;
    }
    expect(calls).toBe(2);
  });

  it('keeps no row and no file when the database fails half-way through the transaction', async () => {
    const restore = failDocumentRows(t);
    try {
      await leavesNothing(async () => {
        const res = await upload([...fields(jobId), doc('cv.pdf', PDF), doc('photo.png', PNG)]);
        expect(res.statusCode).toBe(500);
      });
    } finally {
      restore();
    }
  });

  it('limits one address to 10 applications an hour', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 10; i++) {
      const res = await upload(fields(jobId, { email: `limit-${i}@example.com` }), ip);
      expect(res.statusCode).toBe(201);
    }
    const blocked = await upload(fields(jobId, { email: 'limit-x@example.com' }), ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/^Too many applications/);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await upload(fields(jobId, { email: 'other@example.com' }))).statusCode).toBe(201);
  });

  it('lets a client over the HTTP wire read the 413 while it is still sending', async () => {
    const port = await listening();
    const body = multipart([
      ...fields(jobId),
      doc('a.pdf', pdfOfSize(8 * 1024 * 1024)),
      doc('b.pdf', pdfOfSize(8 * 1024 * 1024)),
    ]);
    await leavesNothing(async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/jobs/applications/upload`, {
        method: 'POST',
        headers: body.headers,
        body: body.payload,
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ detail: 'Total file size exceeds 10MB.' });
    });
  });

  it('keeps nothing when the client aborts half-way through a file', async () => {
    const filesBefore = await storedFiles();
    const rowsBefore = await rowCounts();
    await hangUpMidFile([...fields(jobId), doc('cv.pdf', pdfOfSize(4 * 1024 * 1024))]);
    await expect.poll(storedFiles, { timeout: 5_000 }).toEqual(filesBefore);
    expect(await rowCounts()).toEqual(rowsBefore);
  });
});

describe('GET /api/jobs/:jobId/with-applicants', () => {
  it('answers the job and its applications, newest first', async () => {
    const jobId = await createJob({ title: 'Designer' });
    const first = await upload(fields(jobId, { email: 'first@example.com' }));
    const second = await upload(fields(jobId, { email: 'second@example.com' }));
    const res = await withApplicants(jobId, 2);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.job).toMatchObject({ id: jobId, title: 'Designer', department: 'Engineering' });
    expect(body.applications.map((a: { id: number }) => a.id)).toEqual([
      second.json().id,
      first.json().id,
    ]);
  });

  it('shows applicants of inactive jobs to staff', async () => {
    const jobId = await createJob({ is_active: false });
    const res = await withApplicants(jobId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ job: { id: jobId, is_active: false }, applications: [] });
  });

  it('answers 401 without a token, 403 for an editor, 404 for an unknown job, 400 for a bad id', async () => {
    const jobId = await createJob();
    expect((await t.app.inject({ url: `/api/jobs/${jobId}/with-applicants` })).statusCode).toBe(
      401,
    );
    const editor = await withApplicants(jobId, 3);
    expect(editor.statusCode).toBe(403);
    expect(editor.json().detail).toBeTypeOf('string');
    const missing = await withApplicants(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Job not found');
    const bad = await t.app.inject({
      url: '/api/jobs/abc/with-applicants',
      headers: await t.auth(4),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/jobId/);
  });
});

describe('GET /api/job-applications/:id/documents/:documentId', () => {
  let applicationId: number;
  let documentUrl: string;
  let documentId: number;
  beforeAll(async () => {
    const jobId = await createJob();
    const res = await upload([...fields(jobId), doc('cv.pdf', PDF)]);
    applicationId = res.json().id;
    const application = (await withApplicants(jobId)).json().applications[0];
    documentId = application.documents[0].id;
    documentUrl = application.documents[0].url;
  });

  it('serves the document to admins as an attachment', async () => {
    const res = await t.app.inject({ url: documentUrl, headers: await t.auth('superadmin') });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`,
    );
  });

  it('refuses without a token (401) and for an editor (403)', async () => {
    const anonymous = await t.app.inject({ url: documentUrl });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().detail).toBeTypeOf('string');
    const editor = await t.app.inject({ url: documentUrl, headers: await t.auth(3) });
    expect(editor.statusCode).toBe(403);
    expect(editor.body).not.toContain('%PDF');
  });

  it('answers 404 for an unknown document, or one of another application', async () => {
    const recruiter = await t.auth(4);
    const unknown = await t.app.inject({
      url: `/api/job-applications/${applicationId}/documents/999999`,
      headers: recruiter,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Document not found');
    const foreign = await t.app.inject({
      url: `/api/job-applications/${applicationId + 1000}/documents/${documentId}`,
      headers: recruiter,
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await t.app.inject({
      url: `/api/job-applications/${applicationId}/documents/x`,
      headers: recruiter,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/documentId/);
  });
});

describe('PUT /api/job-applications/:id/status', () => {
  let applicationId: number;
  beforeAll(async () => {
    const jobId = await createJob();
    applicationId = (await upload([...fields(jobId), doc('cv.pdf', PDF)])).json().id;
  });

  const setStatus = async (id: number, payload: unknown, role: 1 | 2 | 3 | 4 | null = 4) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/job-applications/${id}/status`,
      headers: role === null ? {} : await t.auth(role),
      payload: payload as Record<string, unknown>,
    });

  it('changes the status and answers the application with its documents', async () => {
    for (const status of ['reviewing', 'accepted', 'rejected', 'pending']) {
      const res = await setStatus(applicationId, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: applicationId, status });
      expect(res.json().documents).toHaveLength(1);
    }
  });

  it('refuses an unknown status (400), an unknown application (404), no token (401), an editor (403)', async () => {
    const bad = await setStatus(applicationId, { status: 'hired' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/status/);
    const missing = await setStatus(999_999, { status: 'accepted' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Application not found');
    expect((await setStatus(applicationId, { status: 'accepted' }, null)).statusCode).toBe(401);
    expect((await setStatus(applicationId, { status: 'accepted' }, 3)).statusCode).toBe(403);
  });
});

describe('PUT /api/job-applications/:id/review', () => {
  let jobId: number;
  let applicationId: number;
  beforeAll(async () => {
    jobId = await createJob();
    applicationId = (await upload([...fields(jobId), doc('cv.pdf', PDF)])).json().id;
  });

  const review = async (
    id: number,
    payload: unknown,
    headers: Record<string, string> | null = null,
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/job-applications/${id}/review`,
      headers: headers ?? (await t.auth(4)),
      payload: payload as Record<string, unknown>,
    });

  const listed = async (id: number) =>
    (await withApplicants(jobId)).json().applications.find((a: { id: number }) => a.id === id);

  it('starts with no notes, no rating and no reviewer', async () => {
    expect(await listed(applicationId)).toMatchObject({
      notes: null,
      rating: null,
      reviewed_by: null,
      reviewed_at: null,
    });
  });

  it('stores the notes and rating with the reviewer and the time, and lists them', async () => {
    const before = Date.now();
    const res = await review(applicationId, {
      notes: '  Strong TypeScript.\r\nCall back on Monday.  ',
      rating: 4,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: applicationId,
      status: 'pending',
      notes: 'Strong TypeScript.\nCall back on Monday.',
      rating: 4,
      reviewed_by: { id: expect.any(Number), name: 'Test Role4' },
    });
    expect(body.documents).toHaveLength(1);
    const at = Date.parse(body.reviewed_at);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await listed(applicationId)).toMatchObject({
      notes: body.notes,
      rating: 4,
      reviewed_by: body.reviewed_by,
      reviewed_at: body.reviewed_at,
    });
  });

  it('clears the notes and rating, and records the colleague who did it', async () => {
    const res = await review(applicationId, { notes: ' \n ', rating: null }, await t.auth(2));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      notes: null,
      rating: null,
      reviewed_by: { name: 'Test Role2' },
    });
    expect(res.json().reviewed_at).toBeTypeOf('string');
  });

  it('keeps the status apart: a status change leaves the review as it was', async () => {
    await review(applicationId, { notes: 'Keep', rating: 5 });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/job-applications/${applicationId}/status`,
      headers: await t.auth(4),
      payload: { status: 'reviewing' },
    });
    expect(res.json()).toMatchObject({ status: 'reviewing', notes: 'Keep', rating: 5 });
  });

  it('accepts notes of exactly 10000 characters', async () => {
    const res = await review(applicationId, { notes: 'x'.repeat(10_000), rating: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().notes).toHaveLength(10_000);
  });

  it('refuses a rating outside 1-5 or not whole, and notes over 10000 characters, with 400', async () => {
    for (const rating of [0, 6, 2.5, '3', -1]) {
      const res = await review(applicationId, { notes: 'n', rating });
      expect(res.statusCode, `rating ${String(rating)}`).toBe(400);
      expect(res.json().detail).toMatch(/^Invalid request: body\.rating: /);
    }
    const long = await review(applicationId, { notes: 'x'.repeat(10_001), rating: 3 });
    expect(long.statusCode).toBe(400);
    expect(long.json().detail).toBe(
      'Invalid request: body.notes: Must be at most 10000 characters',
    );
    const missing = await review(applicationId, { rating: 3 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toMatch(/body\.notes/);
    expect((await listed(applicationId)).notes).toHaveLength(10_000);
  });

  it('refuses no token (401), an editor (403) and an unknown application (404)', async () => {
    const payload = { notes: 'Nope', rating: 2 };
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/job-applications/${applicationId}/review`,
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
    const editor = await review(applicationId, payload, await t.auth(3));
    expect(editor.statusCode).toBe(403);
    expect(editor.json().detail).toBeTypeOf('string');
    const missing = await review(999_999, payload);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Application not found');
    expect((await listed(applicationId)).notes).not.toBe('Nope');
  });

  it('keeps the review when the reviewer account is deleted, without a name', async () => {
    const reviewerId = await t.createUser(4);
    const token = (await t.ctx.tokens.startSession(reviewerId)).access_token;
    const res = await review(
      applicationId,
      { notes: 'From a leaver', rating: 3 },
      { authorization: `Bearer ${token}` },
    );
    expect(res.json().reviewed_by.id).toBe(reviewerId);
    await t.ctx.db.delete(users).where(eq(users.id, reviewerId));
    expect(await listed(applicationId)).toMatchObject({
      notes: 'From a leaver',
      rating: 3,
      reviewed_by: null,
      reviewed_at: res.json().reviewed_at,
    });
  });

  it('is held to 1-5 by the database itself', async () => {
    await expect(
      t.ctx.database.raw.exec(`UPDATE job_applications SET rating = 6 WHERE id = ${applicationId}`),
    ).rejects.toThrow(/job_applications_rating_range/);
    await expect(
      t.ctx.database.raw.exec(`UPDATE job_applications SET rating = 0 WHERE id = ${applicationId}`),
    ).rejects.toThrow(/job_applications_rating_range/);
    await t.ctx.database.raw.exec(
      `UPDATE job_applications SET rating = NULL WHERE id = ${applicationId}`,
    );
    expect((await listed(applicationId)).rating).toBeNull();
  });

  it('stores the line breaks of a cover letter sent from a form as LF', async () => {
    const res = await upload(
      fields(jobId, { email: 'crlf@example.com', cover_letter: 'Dear team,\r\n\r\nHello.\rBye.' }),
    );
    expect(res.statusCode).toBe(201);
    expect((await listed(res.json().id)).cover_letter).toBe('Dear team,\n\nHello.\nBye.');
  });
});

describe('deleting a job', () => {
  it('deletes its applications and their stored files', async () => {
    const jobId = await createJob();
    const res = await upload([...fields(jobId), doc('cv.pdf', PDF), doc('photo.jpg', JPEG)]);
    expect(res.statusCode).toBe(201);
    const applicationId = res.json().id;
    const keys = (
      await t.ctx.db
        .select({ key: applicationDocuments.storage_key })
        .from(applicationDocuments)
        .where(eq(applicationDocuments.application_id, applicationId))
    ).map((row) => row.key);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(await t.ctx.storage.exists(key)).toBe(true);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/jobs/${jobId}`,
      headers: await t.auth(4),
    });
    expect(removed.statusCode).toBe(200);
    for (const key of keys) expect(await t.ctx.storage.exists(key)).toBe(false);
    const rows = await t.ctx.db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(eq(jobApplications.id, applicationId));
    expect(rows).toEqual([]);
    expect((await withApplicants(jobId)).statusCode).toBe(404);
  });
});

describe('slow and unfinished uploads', () => {
  /** An app that gives a client 1.5 s to send a whole request. */
  let slow: TestApp;
  let slowPort: number;
  let jobId: number;
  beforeAll(async () => {
    slow = await createTestApp({ env: { REQUEST_TIMEOUT_MS: '1500' } });
    await slow.app.listen({ port: 0, host: '127.0.0.1' });
    slowPort = (slow.app.server.address() as AddressInfo).port;
    jobId = await createTestJob(slow);
  });
  afterAll(async () => slow.close());

  const scratchFiles = async () =>
    readdir(path.join(slow.dataDir, 'uploads', '.tmp')).catch(() => [] as string[]);

  /** Sends the headers and the first part of an upload, then trickles. Answers what came back. */
  function trickle(stopAfterMs?: number) {
    const body = multipart([...fields(jobId), doc('cv.pdf', pdfOfSize(64 * 1024))]);
    const socket = connect(slowPort, '127.0.0.1');
    const head = [
      'POST /api/jobs/applications/upload HTTP/1.1',
      'Host: 127.0.0.1',
      `Content-Type: ${body.headers['content-type']}`,
      `Content-Length: ${body.payload.length}`,
      '',
      '',
    ].join('\r\n');
    socket.write(head);
    socket.write(body.payload.subarray(0, 2048));
    let sent = 2048;
    const timer = setInterval(() => {
      if (!socket.writable || sent >= body.payload.length - 1) return;
      socket.write(body.payload.subarray(sent, sent + 1));
      sent++;
    }, 200);
    const answer = new Promise<string>((resolve) => {
      let received = '';
      socket.on('data', (chunk) => (received += String(chunk)));
      socket.on('close', () => {
        clearInterval(timer);
        resolve(received);
      });
      socket.on('error', () => {});
    });
    if (stopAfterMs !== undefined) setTimeout(() => socket.destroy(), stopAfterMs);
    return { answer, socket };
  }

  it('cuts a request that takes longer than REQUEST_TIMEOUT_MS, with 408, and keeps no scratch file', async () => {
    const { answer } = trickle();
    await expect.poll(scratchFiles, { timeout: 1_000 }).toHaveLength(1);
    const started = Date.now();
    const text = await answer;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text).toContain('{"detail":"The request took too long to arrive"}');
    await expect.poll(scratchFiles, { timeout: 2_000 }).toEqual([]);
  });

  it('takes at most 3 uploads at once from one address', async () => {
    const open = [trickle(3_000), trickle(3_000), trickle(3_000)];
    await expect.poll(scratchFiles, { timeout: 1_000 }).toHaveLength(3);
    const fourth = await slow.app.inject({
      method: 'POST',
      url: '/api/jobs/applications/upload',
      remoteAddress: '127.0.0.1',
      ...multipart([...fields(jobId), doc('cv.pdf', PDF)]),
    });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().detail).toMatch(/Another upload from this address is still in progress/);
    // From another address, at the same time: taken.
    const other = await slow.app.inject({
      method: 'POST',
      url: '/api/jobs/applications/upload',
      remoteAddress: '198.51.100.200',
      ...multipart([...fields(jobId), doc('cv.pdf', PDF)]),
    });
    expect(other.statusCode).toBe(201);
    await Promise.all(open.map(({ answer }) => answer));
    await expect.poll(scratchFiles, { timeout: 2_000 }).toEqual([]);
  });

  it('refuses a NUL character in a form field with 400, keeping nothing', async () => {
    const jobOfMainApp = await createJob();
    await leavesNothing(async () => {
      const res = await upload([
        ...fields(jobOfMainApp, { first_name: 'Ada\u0000' }),
        doc('cv.pdf', PDF),
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/NUL character/);
    });
  });
});

describe('the sweep of leftover files', () => {
  it('removes old scratch files and stored files no row refers to, and nothing else', async () => {
    const jobId = await createJob();
    const kept = await upload([...fields(jobId), doc('cv.pdf', PDF)]);
    expect(kept.statusCode).toBe(201);
    const [referenced] = await t.ctx.db
      .select({ key: applicationDocuments.storage_key })
      .from(applicationDocuments)
      .where(eq(applicationDocuments.application_id, kept.json().id));

    /** A file in the store or in scratch, written `ageMs` ago. */
    const leftover = async (ageMs: number, inStore: boolean) => {
      const scratchFile = await t.ctx.storage.tempPath();
      await writeFile(scratchFile, 'left over');
      const key = inStore ? await t.ctx.storage.put(scratchFile) : undefined;
      const onDisk = key ? path.join(t.dataDir, 'uploads', key) : scratchFile;
      const when = new Date(Date.now() - ageMs);
      await utimes(onDisk, when, when);
      return { key, onDisk };
    };
    const hour = SWEEP_MIN_AGE_MS;
    const oldScratch = await leftover(hour + 60_000, false);
    const newScratch = await leftover(60_000, false);
    const oldOrphan = await leftover(hour + 60_000, true);
    const newOrphan = await leftover(60_000, true);
    const old = new Date(Date.now() - 2 * hour);
    await utimes(path.join(t.dataDir, 'uploads', referenced!.key), old, old);

    expect(await sweepFiles(t.ctx)).toEqual({ scratch: 1, orphans: 1 });
    const exists = (file: string) =>
      stat(file).then(
        () => true,
        () => false,
      );
    expect(await exists(oldScratch.onDisk)).toBe(false);
    expect(await exists(oldOrphan.onDisk)).toBe(false);
    expect(await exists(newScratch.onDisk)).toBe(true);
    expect(await exists(newOrphan.onDisk)).toBe(true);
    expect(await t.ctx.storage.exists(referenced!.key)).toBe(true);
    await rm(newScratch.onDisk);
    await t.ctx.storage.delete(newOrphan.key!);
  });
});
