// Reading a vehicle import file, with the CSV parser it needs: only the import dialog uses them,
// so they are an entry of their own, downloaded when that dialog opens.
export * from './vehicleImport';
