/** One figure the service promises, beside what a run measured. */
interface TargetRow {
  figure: string;
  measured: string;
  target: string;
  /** Undefined for a figure printed for comparison, without a target of its own. */
  met?: boolean;
}

/** Collects the measured figures that have a target and prints them as one table at the end. */
export class TargetTable {
  private readonly rows: TargetRow[] = [];

  /** A figure that must stay at or under `limit`, printed with `digits` decimals (default 1). */
  atMost(figure: string, measured: number, limit: number, unit: string, digits = 1): void {
    this.rows.push({
      figure,
      measured: `${measured.toFixed(digits)} ${unit}`,
      target: `≤ ${limit} ${unit}`,
      met: measured <= limit,
    });
  }

  /** A figure that must reach at least `floor`. */
  atLeast(figure: string, measured: number, floor: number, unit: string): void {
    this.rows.push({
      figure,
      measured: `${measured.toFixed(0)} ${unit}`,
      target: `≥ ${floor} ${unit}`,
      met: measured >= floor,
    });
  }

  /** A condition that holds or not, with what was seen. */
  holds(figure: string, measured: string, target: string, met: boolean): void {
    this.rows.push({ figure, measured, target, met });
  }

  /** A figure without a target, printed beside the ones that have one. */
  info(figure: string, measured: string): void {
    this.rows.push({ figure, measured, target: '—' });
  }

  print(heading: string): void {
    const width = Math.max(...this.rows.map((row) => row.figure.length));
    console.log(`\n${heading}`);
    for (const row of this.rows) {
      console.log(
        `${row.figure.padEnd(width)}   ${row.measured.padStart(12)}   target ${row.target.padEnd(12)}   ${row.met === undefined ? '' : row.met ? 'met' : 'NOT met'}`,
      );
    }
  }
}
