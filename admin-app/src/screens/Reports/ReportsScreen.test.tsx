import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupRealBackend } from '@export-portal/shared-auth/testing';
import { businessToday } from '@export-portal/shared-domain';
import { pdfText } from '@export-portal/shared-domain/testing';
import { formatCount, formatMoney, formatPercent } from '@export-portal/shared-ui';
import { showAdmin } from '../../testing/renderAdmin';
import { lastFullMonth, lastTwelveMonths, monthAfter, monthName, shortMonthName } from '../../data/reports';

const real = setupRealBackend();

async function openTab(name: string) {
  const client = await showAdmin(real.backend, '/admin/reports');
  await userEvent.click(screen.getByRole('tab', { name }));
  return client;
}

/** A saved file's bytes (jsdom's Blob has no arrayBuffer()). */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** The text of each cell of a table's row, found by its first cell. */
function rowOf(table: HTMLElement, first: string) {
  const header = within(table).getByRole('rowheader', { name: first });
  return within(header.closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('admin Reports & Analytics', () => {
  it('switches between its four tabs', async () => {
    await showAdmin(real.backend, '/admin/reports');
    expect(await screen.findByRole('group', { name: 'Financial overview' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Advanced Analytics' }));
    expect(await screen.findByRole('heading', { name: 'Sales by make' })).toBeInTheDocument();
    expect(await screen.findByText(/^Vehicle sales: 85%/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Reports & Export' }));
    expect(screen.getByRole('button', { name: 'Monthly Report (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Transactions (CSV)' })).toBeInTheDocument();
    // The first render of the section downloads and compiles the most: a loaded machine needs longer.
  }, 40_000);
});

describe('Financial Overview', () => {
  it("shows each of the last twelve months' revenue, cost and margin as the database sums them, charted and tabled", async () => {
    const client = await showAdmin(real.backend, '/admin/reports');
    const period = lastTwelveMonths();
    const { data: months } = await client.rpc('report_monthly_figures', { p_first_month: period.firstMonth, p_months: 12 });
    const table = await screen.findByRole('table', { name: 'Revenue, cost and margin by month' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([...months!.map((month) => monthName(month.month)), 'Total']);
    expect(monthName(months!.at(-1)!.month)).toBe(monthName(businessToday()));
    for (const month of months!) {
      expect(rowOf(table, monthName(month.month))).toEqual([
        formatCount(month.vehicles_sold),
        formatMoney(month.revenue),
        formatMoney(month.vehicle_costs),
        formatMoney(month.shipping_costs),
        formatMoney(month.costs),
        month.revenue > 0 ? formatPercent(month.margin) : '—',
      ]);
    }
    const revenue = months!.reduce((sum, month) => sum + month.revenue, 0);
    expect(rowOf(table, 'Total')[1]).toBe(formatMoney(revenue));
    expect(within(screen.getByRole('group', { name: 'Financial overview' })).getByText(formatMoney(revenue))).toBeInTheDocument();
    // The chart beside it is titled, and each bar names its figure.
    const chart = screen.getByRole('img', { name: 'Revenue and cost by month, last 12 months' });
    const busiest = months!.find((month) => month.revenue > 0)!;
    expect(within(chart).getByText(`Revenue, ${shortMonthName(busiest.month)}: ${formatMoney(busiest.revenue)}`)).toBeInTheDocument();
    expect(screen.getByText(/Cost is what those vehicles cost to buy/)).toBeInTheDocument();
  });
});

describe('Advanced Analytics', () => {
  it('tables sales by make, days in stock and shipments by port as the database counts them', async () => {
    const client = await openTab('Advanced Analytics');
    const period = lastTwelveMonths();
    const args = { p_first_month: period.firstMonth, p_months: period.months };
    const [{ data: makes }, { data: days }, { data: ports }] = await Promise.all([
      client.rpc('report_sales_by_make', args),
      client.rpc('report_days_to_sale', args),
      client.rpc('report_shipments_by_port', args),
    ]);
    const makeTable = await screen.findByRole('table', { name: 'Sales by make' });
    expect(
      within(makeTable)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(makes!.map((row) => row.make));
    expect(rowOf(makeTable, makes![0]!.make).slice(0, 2)).toEqual([formatCount(makes![0]!.vehicles_sold), formatMoney(makes![0]!.revenue)]);
    expect(screen.getByRole('img', { name: 'Revenue by make, last 12 months' })).toBeInTheDocument();

    const dayTable = await screen.findByRole('table', { name: 'Vehicles sold by days in stock' });
    expect(rowOf(dayTable, '0–30 days')).toEqual([formatCount(days![0]!.within_30_days)]);
    expect(rowOf(dayTable, '31–60 days')).toEqual([formatCount(days![0]!.within_60_days)]);

    const portTable = await screen.findByRole('table', { name: 'Shipments and transit days by destination port' });
    const port = ports!.find((row) => row.average_transit_days !== null)!;
    expect(rowOf(portTable, port.destination_port)).toEqual([
      formatCount(port.shipments_departed),
      formatCount(port.shipments_delivered),
      `${port.average_transit_days!.toLocaleString('en-CA', { maximumFractionDigits: 1 })} days`,
    ]);
  });
});

describe('Reports & Export', () => {
  let saved: { name: string; blob: Blob }[];
  beforeEach(() => {
    saved = [];
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = jest.fn((blob: Blob) => {
      const url = `blob:report-${blobs.size}`;
      blobs.set(url, blob);
      return url;
    });
    URL.revokeObjectURL = jest.fn();
    // jsdom cannot save files; the link the screen clicks says which file it would save.
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.href)! });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it("makes the last whole month's report as a PDF holding its revenue, cost, margin, vehicles sold and shipments", async () => {
    const client = await openTab('Reports & Export');
    await userEvent.click(screen.getByRole('button', { name: 'Monthly Report (PDF)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Monthly report' });
    const month = lastFullMonth();
    expect(within(dialog).getByRole('combobox', { name: 'Month' })).toHaveTextContent(monthName(month));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe(`monthly-report-${month.slice(0, 7)}.pdf`);
    expect(saved[0]!.blob.type).toBe('application/pdf');
    const bytes = await bytesOf(saved[0]!.blob);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');

    const { data } = await client.rpc('report_monthly_figures', { p_first_month: month, p_months: 1 });
    const figures = data![0]!;
    expect(figures.revenue).toBeGreaterThan(0);
    const { lines, pages } = await pdfText(bytes);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(lines).toContain(`Monthly Report: ${monthName(month)}`);
    const after = (label: string) => lines[lines.indexOf(label) + 1];
    expect(after('Revenue')).toBe(formatMoney(figures.revenue));
    expect(after('Total cost')).toBe(formatMoney(figures.costs));
    expect(after('Margin')).toBe(formatPercent(figures.margin));
    expect(after('Vehicles sold')).toBe(formatCount(figures.vehicles_sold));
    expect(after('Shipments departed')).toBe(formatCount(figures.shipments_departed));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Monthly report downloaded')).toBeInTheDocument();
  });

  it('makes the report of another chosen month', async () => {
    await openTab('Reports & Export');
    await userEvent.click(screen.getByRole('button', { name: 'Monthly Report (PDF)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Monthly report' });
    const earlier = monthAfter(lastFullMonth(), -2);
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Month' }));
    await userEvent.click(await screen.findByRole('option', { name: monthName(earlier) }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe(`monthly-report-${earlier.slice(0, 7)}.pdf`);
    const { lines } = await pdfText(await bytesOf(saved[0]!.blob));
    expect(lines).toContain(`Monthly Report: ${monthName(earlier)}`);
  });

  it('Print Summary gathers the summary and opens the print dialog once it is whole', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await openTab('Reports & Export');
    await userEvent.click(screen.getByRole('button', { name: 'Print Summary' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const summary = screen.getByTestId('print-summary');
    expect(within(summary).getByRole('table', { name: 'Revenue, cost and margin by month', hidden: true })).toBeInTheDocument();
    expect(within(summary).getByRole('table', { name: 'Sales by make', hidden: true })).toBeInTheDocument();
    expect(within(summary).getByRole('table', { name: 'Shipments and transit days by destination port', hidden: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Print Summary' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
  });
});

describe('Banking Integration', () => {
  async function openBanking() {
    await openTab('Banking Integration');
    return screen.findByRole('form', { name: 'Connect a bank account' });
  }

  it('checks required fields and the Canadian number formats', async () => {
    const form = await openBanking();
    await userEvent.click(within(form).getByRole('button', { name: 'Connect Bank Account' }));
    expect(await within(form).findByText('Enter the bank name')).toBeInTheDocument();
    expect(within(form).getByText('Enter the account number')).toBeInTheDocument();
    expect(within(form).getByText('Enter the routing number')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Routing number/), '1234-001');
    await userEvent.type(within(form).getByLabelText('Account number'), '12-34');
    await userEvent.click(within(form).getByRole('button', { name: 'Connect Bank Account' }));
    expect(await within(form).findByText('Use digits only')).toBeInTheDocument();
    expect(within(form).getByText('Enter the 5-digit transit number and the 3-digit institution number, such as 12345-001')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('Account number'));
    await userEvent.type(within(form).getByLabelText('Account number'), '123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Connect Bank Account' }));
    expect(await within(form).findByText('An account number has 7 to 12 digits')).toBeInTheDocument();
  });

  it('connects an account sending only its last four digits, shows it Connected after a reload, and disconnects it when confirmed', async () => {
    const sent: string[] = [];
    const networkFetch = globalThis.fetch;
    jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      sent.push(`${input instanceof Request ? input.url : String(input)} ${typeof init?.body === 'string' ? init.body : ''}`);
      return networkFetch(input, init);
    });
    const form = await openBanking();
    expect(await screen.findByText('No bank account is connected.')).toBeInTheDocument();
    const account = within(form).getByLabelText('Account number');
    await userEvent.type(within(form).getByLabelText('Bank name'), 'Royal Bank of Canada');
    await userEvent.type(account, '123456789');
    expect(account).toHaveAttribute('type', 'text');
    await userEvent.type(within(form).getByLabelText(/Routing number/), '00011-003');
    expect(account).toHaveAttribute('type', 'password');
    expect(within(form).getByText('•••• 6789')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Connect Bank Account' }));
    expect(await screen.findByRole('listitem', { name: 'Royal Bank of Canada, chequing account •••• 6789' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Account number')).toHaveValue('');

    const insert = sent.filter((request) => request.includes('/rest/v1/bank_connections {'));
    expect(insert).toHaveLength(1);
    expect(JSON.parse(insert[0]!.slice(insert[0]!.indexOf(' ') + 1))).toEqual({
      bank_name: 'Royal Bank of Canada',
      account_type: 'chequing',
      account_last4: '6789',
      is_default: true,
    });
    const everything = sent.join('\n');
    expect(everything).not.toContain('123456789');
    expect(everything).not.toMatch(/00011-?003/);
    const stored = [localStorage, sessionStorage].flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`));
    expect(stored.join('\n')).not.toMatch(/123456789|00011-?003/);
    expect(document.body.innerHTML).not.toContain('123456789');
    jest.restoreAllMocks();

    cleanup();
    await openBanking();
    const connected = await screen.findByRole('listitem', { name: 'Royal Bank of Canada, chequing account •••• 6789' });
    expect(within(connected).getByText('Connected')).toBeInTheDocument();
    expect(within(connected).getByText(/Default business account/)).toBeInTheDocument();

    await userEvent.click(within(connected).getByRole('button', { name: 'Disconnect' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disconnect this bank account?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('No bank account is connected.')).toBeInTheDocument();
    cleanup();
    await openBanking();
    expect(await screen.findByText('No bank account is connected.')).toBeInTheDocument();
  });
});
