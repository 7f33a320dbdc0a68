/** The bench's tables, printed as text. */

/** Rows of text as right-aligned columns (but those `leftAligned`), a header line first. */
export function formatTable(
  header: string[],
  body: string[][],
  { leftAligned = [] }: { leftAligned?: number[] } = {},
): string {
  const widths = header.map((cell, index) =>
    Math.max(cell.length, ...body.map((row) => row[index]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, index) =>
        leftAligned.includes(index) ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!),
      )
      .join('  ');
  return [line(header), ...body.map(line)].join('\n');
}
