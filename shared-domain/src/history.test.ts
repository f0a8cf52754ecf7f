import { historyActionLabel, historyActor, historyEntryTitle, historyFieldChanges, historyTablesOf } from './history';

describe('history entries', () => {
  it('lists a change as its changed columns in words, in the table’s order, without bookkeeping', () => {
    const fields = historyFieldChanges('vehicles', 'update', {
      updated_at: { old: '2026-01-01', new: '2026-01-02' },
      mileage: { old: 12000, new: 13500 },
      status: { old: 'available', new: 'sold' },
      odd_column: { old: 'a', new: 'b' },
    });
    expect(fields.map((field) => [field.label, field.old, field.new])).toEqual([
      ['Status', 'available', 'sold'],
      ['Mileage', 12000, 13500],
      ['Odd column', 'a', 'b'],
    ]);
    expect(fields[0]?.words?.sold).toBe('Sold');
    expect(fields[1]?.kind).toBe('mileage');
  });

  it('lists a creation by the values it was given, and a deletion by nothing', () => {
    const created = historyFieldChanges('customers', 'insert', { first_name: { new: 'Ada' }, phone: { new: null }, id: { new: 'x' } });
    expect(created).toEqual([{ column: 'first_name', label: 'First name', kind: 'text', new: 'Ada' }]);
    expect(historyFieldChanges('customers', 'delete', { first_name: { old: 'Ada' } })).toEqual([]);
  });

  it('says what happened, and who did it', () => {
    expect(historyActionLabel('shipment_vehicles', 'insert')).toBe('Vehicle added');
    expect(historyActionLabel('shipment_vehicles', 'delete')).toBe('Vehicle removed');
    expect(historyActionLabel('vehicle_tasks', 'insert')).toBe('Task added');
    expect(historyActionLabel('vehicles', 'insert')).toBe('Created');
    expect(historyActionLabel('vehicles', 'update')).toBe('Changed');
    expect(historyActionLabel('vehicles', 'delete')).toBe('Deleted');
    expect(historyActor(null)).toBe('System');
    expect(historyActor('Ada Admin')).toBe('Ada Admin');
  });

  it('records an import as one entry: the file and how many vehicles it added, updated and left as they were', () => {
    expect(historyActionLabel('vehicle_imports', 'insert')).toBe('Imported');
    const fields = historyFieldChanges('vehicle_imports', 'insert', {
      vehicles_unchanged: { new: 1 },
      vehicles_updated: { new: 0 },
      vehicles_added: { new: 8 },
      rows: { new: 9 },
      file_name: { new: 'stock.csv' },
    });
    expect(fields.map((field) => [field.label, field.new])).toEqual([
      ['File', 'stock.csv'],
      ['Rows', 9],
      ['Vehicles added', 8],
      ['Vehicles updated', 0],
      ['Rows unchanged', 1],
    ]);
  });

  it('reads a shipment’s history with its vehicles joining and leaving, and a vehicle’s with its tasks', () => {
    expect(historyTablesOf('shipments')).toEqual(['shipments', 'shipment_vehicles']);
    expect(historyTablesOf('vehicles')).toEqual(['vehicles', 'vehicle_tasks']);
    expect(historyTablesOf('customers')).toEqual(['customers']);
  });

  it('names the vehicle or task an entry of another table concerns, and only those', () => {
    expect(historyEntryTitle({ table_name: 'shipment_vehicles', action: 'insert', record_label: '2019 Toyota Corolla' })).toBe(
      'Vehicle added: 2019 Toyota Corolla',
    );
    expect(historyEntryTitle({ table_name: 'vehicle_tasks', action: 'update', record_label: 'Inspection' })).toBe('Task changed: Inspection');
    expect(historyEntryTitle({ table_name: 'vehicles', action: 'update', record_label: '2019 Toyota Corolla' })).toBe('Changed');
    expect(historyEntryTitle({ table_name: 'shipment_vehicles', action: 'delete', record_label: null })).toBe('Vehicle removed');
  });
});
