import { PRINT_LAYOUT_LIMITS, type PrinterAnswer, type PrinterFields } from '@gramota/contracts';
import type { PrinterCalibration } from '@gramota/doc-style';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { Printer } from './printer.entity';
import { printError, printerNotFound } from './printer-errors';

const MICRONS_PER_MM = 1000;
const PPM_PER_PERCENT = 10_000;

/** A stored printer as the apps read it. */
export function printerAnswer(printer: Printer): PrinterAnswer {
  return {
    id: String(printer.id),
    name: printer.name,
    shift_x_mm: printer.shiftXUm / MICRONS_PER_MM,
    shift_y_mm: printer.shiftYUm / MICRONS_PER_MM,
    scale_percent: printer.scalePpm / PPM_PER_PERCENT,
  };
}

const columnsOf = (fields: PrinterFields) => ({
  name: fields.name,
  shiftXUm: Math.round(fields.shiftXMm * MICRONS_PER_MM),
  shiftYUm: Math.round(fields.shiftYMm * MICRONS_PER_MM),
  scalePpm: Math.round(fields.scalePercent * PPM_PER_PERCENT),
});

/** The id in a path: digits only; anything else is the same 404 as another account's. */
export function printerId(value: string | undefined): number {
  if (!value || !/^\d{1,12}$/.test(value)) throw printerNotFound();
  return Number(value);
}

/**
 * An account's calibrated printers (issue 36): at most printersMax, each only its account's to
 * read, change or delete (another's id answers the same 404 as a missing one).
 */
export class PrintersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  private get repository() {
    return this.dataSource.getRepository(Printer);
  }

  async list(userId: string): Promise<PrinterAnswer[]> {
    const rows = await this.repository.find({ where: { userId }, order: { id: 'ASC' } });
    return rows.map(printerAnswer);
  }

  async create(userId: string, fields: PrinterFields): Promise<PrinterAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const count = await manager.countBy(Printer, { userId });
      if (count >= PRINT_LAYOUT_LIMITS.printersMax) throw printError(400, 'printers_full');
      const saved = await manager.save(Printer, {
        userId,
        ...columnsOf(fields),
        createdAt: this.clock().getTime(),
      });
      return printerAnswer(saved as Printer);
    });
  }

  async update(userId: string, id: number, fields: PrinterFields): Promise<PrinterAnswer> {
    const found = await this.repository.findOneBy({ id, userId });
    if (!found) throw printerNotFound();
    Object.assign(found, columnsOf(fields));
    return printerAnswer(await this.repository.save(found));
  }

  async remove(userId: string, id: number): Promise<void> {
    const result = await this.repository.delete({ id, userId });
    if (!result.affected) throw printerNotFound();
  }

  /** A printer's calibration for a print onto a blank; null when it is not the account's. */
  async calibration(userId: string, id: string): Promise<PrinterCalibration | null> {
    if (!/^\d{1,12}$/.test(id)) return null;
    const found = await this.repository.findOneBy({ id: Number(id), userId });
    if (!found) return null;
    const answer = printerAnswer(found);
    return {
      shiftXMm: answer.shift_x_mm,
      shiftYMm: answer.shift_y_mm,
      scalePercent: answer.scale_percent,
    };
  }
}
