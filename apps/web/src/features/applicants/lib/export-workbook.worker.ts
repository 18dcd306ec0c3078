/// <reference lib="webworker" />
import { workbookOf } from './build-workbook';

/**
 * The export's worker: the job's full list (JSON bytes) and the ids to export in, the .xlsx
 * bytes (or an error message) out.
 */
self.onmessage = async (event: MessageEvent<{ list: ArrayBuffer; ids: number[] }>) => {
  try {
    const buffer = await workbookOf(event.data.list, event.data.ids);
    self.postMessage({ buffer }, { transfer: [buffer] });
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
