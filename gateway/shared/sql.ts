/** LIKE pattern matching `keyword` literally anywhere (backslash is PostgreSQL's default escape). */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A figure read back from the driver (counts may come as strings from some drivers). */
export function num(value: number | string | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}
