import * as excel from 'exceljs';
import type { JobWithApplicants } from '@app/contracts';
import { buildExportRows, EXPORT_COLUMNS, EXPORT_SHEET_NAME, type ExportRow } from './export-rows';

/** Column widths in characters, in the order of EXPORT_COLUMNS. */
const WIDTHS = [16, 18, 30, 18, 12, 18, 60, 36, 36, 36, 18, 18, 24, 36];

/**
 * The applicants spreadsheet (SPEC §9) of the export rows, as the bytes of an .xlsx file.
 */
export async function buildWorkbook(rows: readonly ExportRow[]): Promise<ArrayBuffer> {
  // The browser build is CommonJS: its exports arrive as the default export.
  const { Workbook } = ('default' in excel ? excel.default : excel) as typeof excel;
  const workbook = new Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(EXPORT_SHEET_NAME, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = EXPORT_COLUMNS.map((header, index) => ({
    header,
    key: header,
    width: WIDTHS[index],
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn(6).numFmt = 'yyyy-mm-dd hh:mm';
  sheet.getColumn(7).alignment = { wrapText: true, vertical: 'top' };
  sheet.addRows(rows as ExportRow[]);
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: EXPORT_COLUMNS.length } };
  // The browser build answers a Buffer (a view on a larger pool): its own bytes, to transfer.
  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
  return bytes.slice().buffer;
}

/**
 * The spreadsheet of the applications of `ids`, in that order, picked from the job's full list
 * as the server sent it (the JSON bytes of `GET /jobs/{id}/with-applicants`): read, picked and
 * written here, in the worker, so the page does none of it.
 */
export function workbookOf(list: ArrayBuffer, ids: readonly number[]): Promise<ArrayBuffer> {
  const { applications } = JSON.parse(new TextDecoder().decode(list)) as JobWithApplicants;
  const byId = new Map(applications.map((application) => [application.id, application]));
  return buildWorkbook(buildExportRows(ids.flatMap((id) => byId.get(id) ?? [])));
}
