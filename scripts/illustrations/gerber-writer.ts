/**
 * Writes RS-274X (Gerber X2) layers and an Excellon drill file from strokes,
 * flashes and holes in millimetres. npm has Gerber readers and renderers
 * (tracespace) but no kept Gerber writer, and the subset a board drawn from
 * code needs is small: round apertures, straight draws, flashes.
 * Format: The Gerber Layer Format Specification (Ucamco, 2024.05), §4.
 */

type Point = readonly [number, number];

/** 4.6 format in mm: a coordinate is an integer count of nanometres, so nothing rounds twice. */
const coordinate = (mm: number): string => String(Math.round(mm * 1e6));
const decimal = (mm: number): string => mm.toFixed(3);

/** One Gerber layer being drawn: its X2 file function (e.g. `Legend,Top`) and polarity. */
export class GerberLayer {
  private readonly apertures = new Map<string, number>();
  private readonly operations: string[] = [];
  private current = 0;

  constructor(
    private readonly fileFunction: string,
    private readonly polarity: 'Positive' | 'Negative' = 'Positive',
  ) {}

  private select(diameter: number): void {
    const key = decimal(diameter);
    let code = this.apertures.get(key);
    if (code === undefined) {
      code = 10 + this.apertures.size;
      this.apertures.set(key, code);
    }
    if (code !== this.current) this.operations.push(`D${code}*`);
    this.current = code;
  }

  /** A polyline drawn with a round pen `width` mm wide. */
  stroke(points: readonly Point[], width: number): this {
    if (points.length === 0) return this;
    this.select(width);
    const [first, ...rest] = points;
    this.operations.push(`X${coordinate(first![0])}Y${coordinate(first![1])}D02*`);
    // A single point is a dot: a draw of zero length.
    for (const [x, y] of rest.length > 0 ? rest : [first!])
      this.operations.push(`X${coordinate(x)}Y${coordinate(y)}D01*`);
    return this;
  }

  /** A round pad `diameter` mm across, centred at (x, y). */
  flash(x: number, y: number, diameter: number): this {
    this.select(diameter);
    this.operations.push(`X${coordinate(x)}Y${coordinate(y)}D03*`);
    return this;
  }

  /** The file's text. */
  toString(): string {
    return [
      '%TF.GenerationSoftware,pcbrule-portfolio,scripts/illustrations*%',
      `%TF.FileFunction,${this.fileFunction}*%`,
      `%TF.FilePolarity,${this.polarity}*%`,
      '%FSLAX46Y46*%',
      '%MOMM*%',
      '%LPD*%',
      ...[...this.apertures].map(([diameter, code]) => `%ADD${code}C,${diameter}*%`),
      'G01*',
      ...this.operations,
      'M02*',
      '',
    ].join('\n');
  }
}

/** An Excellon drill file: round holes by diameter, in mm, plated or not. */
export function excellon(
  holes: readonly { at: Point; diameter: number }[],
  plated: boolean,
): string {
  const tools = [...new Set(holes.map((hole) => decimal(hole.diameter)))].sort();
  const lines = [
    'M48',
    `; ${plated ? 'PTH' : 'NPTH'} drill, pcbrule-portfolio scripts/illustrations`,
    'FMAT,2',
    'METRIC',
    ...tools.map((diameter, index) => `T${index + 1}C${diameter}`),
    '%',
    'G90',
    'G05',
  ];
  tools.forEach((diameter, index) => {
    lines.push(`T${index + 1}`);
    for (const hole of holes)
      if (decimal(hole.diameter) === diameter)
        lines.push(`X${decimal(hole.at[0])}Y${decimal(hole.at[1])}`);
  });
  lines.push('M30', '');
  return lines.join('\n');
}
