import type { ApplicationFilterQuery } from '@app/contracts';
import { apiResponse } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { getApplicationIds } from '../api/get-applications';
import { recordApplicantsExport } from '../api/record-export';
import { exportFileName } from './export-rows';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type WorkbookInput = { list: ArrayBuffer; ids: readonly number[] };

/**
 * The workbook built in a Web Worker, so the page keeps answering while thousands of rows are
 * read, written and zipped (npm run bench:applicants). The worker and the spreadsheet library
 * are chunks of their own, fetched only when Export is clicked.
 */
function buildInWorker({ list, ids }: WorkbookInput): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./export-workbook.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.onmessage = (event: MessageEvent<{ buffer?: ArrayBuffer; error?: string }>) => {
      worker.terminate();
      if (event.data.buffer) resolve(event.data.buffer);
      else reject(new Error(event.data.error ?? 'The export failed'));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The export worker failed'));
    };
    // Copied, not transferred: the page still has it if the worker cannot start.
    worker.postMessage({ list, ids });
  });
}

/** On the page, where there are no workers (or the worker could not start). */
async function buildOnPage({ list, ids }: WorkbookInput) {
  const { workbookOf } = await import('./build-workbook');
  return workbookOf(list, ids);
}

/**
 * Downloads the spreadsheet (SPEC §9) of the job's applicants that match `filter`, in the list's
 * order (only those of `only`, a selection, when given), and records the export. The server
 * filters and orders the ids; the job's full list (its JSON bytes, not read here) gives the rows.
 */
export async function exportApplicants(
  job: { id: number; title: string },
  filter: ApplicationFilterQuery,
  only?: ReadonlySet<number>,
) {
  const [{ ids }, response] = await Promise.all([
    getApplicationIds({ ...filter, job_id: String(job.id) }),
    apiResponse(`/jobs/${job.id}/with-applicants`),
  ]);
  const input = {
    list: await response.arrayBuffer(),
    ids: only ? ids.filter((id) => only.has(id)) : ids,
  };
  const buffer =
    typeof Worker === 'undefined'
      ? await buildOnPage(input)
      : await buildInWorker(input).catch(() => buildOnPage(input));
  saveFile(new Blob([buffer], { type: XLSX_TYPE }), exportFileName(job.title));
  await recordApplicantsExport(job.id, input.ids.length);
}
