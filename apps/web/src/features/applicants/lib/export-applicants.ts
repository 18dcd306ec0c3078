import type { Application } from '@app/contracts';
import { buildExportRows, EXPORT_COLUMNS, EXPORT_SHEET_NAME, exportFileName } from './export-rows';
import { saveFile } from '@/lib/save-file';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Column widths in characters, in the order of EXPORT_COLUMNS. */
const WIDTHS = [16, 18, 30, 18, 12, 18, 60, 36, 36, 36, 18, 18, 24, 36];

/**
 * Builds the applicants spreadsheet (SPEC §9) on the client and downloads it. The spreadsheet
 * library is a chunk of its own, fetched only here, when Export is clicked.
 */
export async function exportApplicants(
  jobTitle: string | null | undefined,
  applications: readonly Application[],
) {
  const excel = await import('exceljs');
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
  sheet.addRows(buildExportRows(applications));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: EXPORT_COLUMNS.length } };
  const buffer = await workbook.xlsx.writeBuffer();
  saveFile(new Blob([buffer], { type: XLSX_TYPE }), exportFileName(jobTitle));
}
