import type ExcelJS from 'exceljs';
import { lateImport } from './late-import.ts';

/** exceljs, loaded with the first spreadsheet the staff asks for: 9 MB of heap a serving process need not hold. */
const loadExcel = lateImport(() => import('exceljs').then((module) => module.default));

/** A new, empty workbook (exceljs). */
export async function newWorkbook(): Promise<ExcelJS.Workbook> {
  const Excel = await loadExcel();
  return new Excel.Workbook();
}
