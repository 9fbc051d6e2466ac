/** LIKE's wildcards typed by the user match themselves (PostgreSQL's default escape is the backslash). */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}
