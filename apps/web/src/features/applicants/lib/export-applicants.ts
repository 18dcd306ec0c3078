import type { Application } from '@app/contracts';
import { buildExportRows, type ExportRow, exportFileName } from './export-rows';
import { saveFile } from '@/lib/save-file';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The workbook built in a Web Worker, so the page keeps answering while thousands of rows are
 * written and zipped (seconds for 5,000 rows: npm run bench:applicants). The worker and the
 * spreadsheet library are chunks of their own, fetched only when Export is clicked.
 */
function buildInWorker(rows: ExportRow[]): Promise<ArrayBuffer> {
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
    worker.postMessage({ rows });
  });
}

/** On the page, where there are no workers (or the worker could not start). */
async function buildOnPage(rows: ExportRow[]) {
  const { buildWorkbook } = await import('./build-workbook');
  return buildWorkbook(rows);
}

/** Builds the applicants spreadsheet (SPEC §9) and downloads it. */
export async function exportApplicants(
  jobTitle: string | null | undefined,
  applications: readonly Application[],
) {
  const rows = buildExportRows(applications);
  const buffer =
    typeof Worker === 'undefined'
      ? await buildOnPage(rows)
      : await buildInWorker(rows).catch(() => buildOnPage(rows));
  saveFile(new Blob([buffer], { type: XLSX_TYPE }), exportFileName(jobTitle));
}
