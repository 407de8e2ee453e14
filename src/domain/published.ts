/** The rows the public site shows: the active ones (a real server filters its public lists the same way). */
export const publishedRows = <T extends { is_active: boolean }>(rows: readonly T[]): T[] => rows.filter((row) => row.is_active);
