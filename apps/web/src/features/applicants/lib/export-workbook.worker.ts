/// <reference lib="webworker" />
import { buildWorkbook } from './build-workbook';
import type { ExportRow } from './export-rows';

/** The export's worker: rows in, the .xlsx bytes (or an error message) out. */
self.onmessage = async (event: MessageEvent<{ rows: ExportRow[] }>) => {
  try {
    const buffer = await buildWorkbook(event.data.rows);
    self.postMessage({ buffer }, { transfer: [buffer] });
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
