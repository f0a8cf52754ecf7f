import { formatCount, formatDate, formatMoney, formatPercent } from '@export-portal/shared-ui';
import { monthName, type MonthlyReport } from '../../data/reports';
import { FIGURES_DEFINITION } from './FinancialOverview';
import { formatDays } from './ReportParts';

/** The file a month's report is saved as: monthly-report-2026-10.pdf. */
export function monthlyReportFileName(month: string): string {
  return `monthly-report-${month.slice(0, 7)}.pdf`;
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const INK = { text: [0.09, 0.09, 0.11], muted: [0.32, 0.32, 0.36], rule: [0.83, 0.83, 0.85] } as const;

type Column = { heading: string; width: number; align?: 'right' };

/**
 * The month's figures as a PDF (A4): revenue, cost, margin, vehicles sold and shipments, then
 * sales by make and shipments by port, then how the figures are counted. pdf-lib is imported
 * here, when a report is asked for, so the screen does not download it before.
 */
export async function monthlyReportPdf(report: MonthlyReport, madeOn: Date = new Date()): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const title = `Monthly Report: ${monthName(report.month)}`;
  pdf.setTitle(title);
  pdf.setSubject(`Revenue, cost, margin, vehicles sold and shipments of ${monthName(report.month)}`);
  pdf.setCreator('Export Portal');
  pdf.setCreationDate(madeOn);

  // The standard fonts draw Windows-1252 only; anything else (a make written in another script) shows as "?".
  const drawable = new Set(regular.getCharacterSet());
  const plain = (text: string) => Array.from(text, (character) => (drawable.has(character.codePointAt(0)!) ? character : '?')).join('');
  const colour = (shade: readonly [number, number, number]) => rgb(shade[0], shade[1], shade[2]);

  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const room = (needed: number) => {
    if (y - needed >= PAGE.margin) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const write = (text: string, x: number, options: { size?: number; heavy?: boolean; muted?: boolean; rightEdge?: number } = {}) => {
    const size = options.size ?? 10;
    const font = options.heavy ? bold : regular;
    const shown = plain(text);
    const left = options.rightEdge === undefined ? x : options.rightEdge - font.widthOfTextAtSize(shown, size);
    page.drawText(shown, { x: left, y, size, font, color: colour(options.muted ? INK.muted : INK.text) });
  };
  const rule = () => {
    page.drawLine({ start: { x: PAGE.margin, y: y + 4 }, end: { x: PAGE.width - PAGE.margin, y: y + 4 }, thickness: 0.5, color: colour(INK.rule) });
  };
  const heading = (text: string) => {
    room(48);
    y -= 14;
    write(text, PAGE.margin, { size: 13, heavy: true });
    y -= 20;
  };
  const table = (columns: readonly Column[], rows: readonly string[][]) => {
    const drawRow = (cells: readonly string[], heavy: boolean) => {
      room(18);
      let x = PAGE.margin;
      columns.forEach((column, index) => {
        const text = cells[index] ?? '';
        if (column.align === 'right') write(text, x, { heavy, rightEdge: x + column.width - 4 });
        else write(text, x, { heavy });
        x += column.width;
      });
      y -= 6;
      rule();
      y -= 12;
    };
    drawRow(
      columns.map((column) => column.heading),
      true,
    );
    for (const row of rows) drawRow(row, false);
  };
  const paragraph = (text: string, size = 9) => {
    const width = PAGE.width - 2 * PAGE.margin;
    let line = '';
    for (const word of text.split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (regular.widthOfTextAtSize(plain(candidate), size) > width && line) {
        room(size + 4);
        write(line, PAGE.margin, { size, muted: true });
        y -= size + 4;
        line = word;
      } else line = candidate;
    }
    if (line) {
      room(size + 4);
      write(line, PAGE.margin, { size, muted: true });
      y -= size + 4;
    }
  };

  write(title, PAGE.margin, { size: 20, heavy: true });
  y -= 18;
  write(`Export Portal · made ${formatDate(madeOn)}`, PAGE.margin, { size: 10, muted: true });
  y -= 16;

  const { figures, daysToSale } = report;
  heading('Figures of the month');
  const labelWidth = 300;
  table(
    [
      { heading: 'Figure', width: labelWidth },
      { heading: 'Value', width: PAGE.width - 2 * PAGE.margin - labelWidth, align: 'right' },
    ],
    [
      ['Revenue', formatMoney(figures.revenue)],
      ['Cost of vehicles sold', formatMoney(figures.vehicle_costs)],
      ['Shipping costs', formatMoney(figures.shipping_costs)],
      ['Total cost', formatMoney(figures.costs)],
      ['Margin', figures.revenue > 0 ? formatPercent(figures.margin) : '—'],
      ['Vehicles sold', formatCount(figures.vehicles_sold)],
      ['Shipments departed', formatCount(figures.shipments_departed)],
      ['Shipments delivered', formatCount(figures.shipments_delivered)],
      ['Average days from purchase to sale', formatDays(daysToSale.average_days)],
    ],
  );

  heading('Sales by make');
  if (report.makes.length === 0) paragraph('No vehicles were sold this month.', 10);
  else
    table(
      [
        { heading: 'Make', width: 150 },
        { heading: 'Vehicles sold', width: 80, align: 'right' },
        { heading: 'Revenue', width: 110, align: 'right' },
        { heading: 'Average days in stock', width: 143, align: 'right' },
      ],
      report.makes.map((row) => [row.make, formatCount(row.vehicles_sold), formatMoney(row.revenue), formatDays(row.average_days_to_sale)]),
    );

  heading('Shipments by destination port');
  if (report.ports.length === 0) paragraph('No shipments departed this month.', 10);
  else
    table(
      [
        { heading: 'Destination port', width: 150 },
        { heading: 'Departed', width: 80, align: 'right' },
        { heading: 'Delivered', width: 110, align: 'right' },
        { heading: 'Average transit', width: 143, align: 'right' },
      ],
      report.ports.map((row) => [
        row.destination_port,
        formatCount(row.shipments_departed),
        formatCount(row.shipments_delivered),
        formatDays(row.average_transit_days),
      ]),
    );

  heading('How the figures are counted');
  paragraph(FIGURES_DEFINITION);
  return pdf.save();
}
