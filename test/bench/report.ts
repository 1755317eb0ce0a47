import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The bench's figures, in sections (`latency`, `reads`, `browser`, `bundles`, ...), each figure with
 * its unit and, where there is one, its target. `npm run bench` writes them to `bench-results.json`
 * (git-ignored) after moving the previous run's file to `bench-results.previous.json`, and prints
 * each figure beside the previous run's, so that two runs can be compared.
 */
export interface Figure {
  section: string;
  name: string;
  value: number;
  unit: string;
  /** `max`: the value must not exceed it; `min`: must reach it. */
  target?: { max?: number; min?: number };
  note?: string;
}

export const RESULTS_FILE = 'bench-results.json';
export const PREVIOUS_FILE = 'bench-results.previous.json';

export class BenchReport {
  readonly figures: Figure[] = [];

  add(figure: Figure): void {
    this.figures.push(figure);
  }

  /** Whether a figure met its target (a figure without one always does). */
  static met(figure: Figure): boolean {
    const { target, value } = figure;
    if (!target) return true;
    return (target.max === undefined || value <= target.max) && (target.min === undefined || value >= target.min);
  }

  get failed(): boolean {
    return this.figures.some((figure) => !BenchReport.met(figure));
  }

  /** Prints every figure (with the previous run's value beside it) and writes the results file. */
  finish(file = RESULTS_FILE, previousFile = PREVIOUS_FILE): void {
    const previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { figures: Figure[] }) : null;
    const before = new Map((previous?.figures ?? []).map((figure) => [`${figure.section}/${figure.name}`, figure]));
    let section = '';
    for (const figure of this.figures) {
      if (figure.section !== section) {
        section = figure.section;
        console.log(`\n## ${section}`);
      }
      const old = before.get(`${figure.section}/${figure.name}`);
      const target = figure.target
        ? [
            figure.target.max !== undefined ? `<= ${figure.target.max}` : '',
            figure.target.min !== undefined ? `>= ${figure.target.min}` : '',
          ]
            .filter(Boolean)
            .join(' and ')
        : '';
      const verdict = figure.target ? (BenchReport.met(figure) ? 'ok' : 'MISSED') : '';
      console.log(
        [
          figure.name.padEnd(34),
          `${format(figure.value)} ${figure.unit}`.padStart(16),
          old ? `(before ${format(old.value)})`.padEnd(20) : ''.padEnd(20),
          target ? `target ${target} ${figure.unit}` : '',
          verdict,
          figure.note ? `  ${figure.note}` : '',
        ].join(' '),
      );
    }
    if (previous) writeFileSync(previousFile, JSON.stringify(previous, null, 2));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), figures: this.figures }, null, 2));
    console.log(`\nfigures written to ${file}${previous ? ` (the previous run's are in ${previousFile})` : ''}`);
  }
}

const format = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/**
 * The sections to run: `npm run bench -- reads bundles` runs only those; no argument runs all.
 */
export const selected = (name: string, argv = process.argv.slice(2)) => argv.length === 0 || argv.includes(name);
