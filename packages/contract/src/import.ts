/** File suffixes a spreadsheet import accepts (SPEC.md section 5), shared by every feature's import. */
export const SPREADSHEET_SUFFIXES = ['.xlsx', '.xls', '.csv'] as const;
