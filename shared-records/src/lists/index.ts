/** The lists admin and staff both show, read on the server one page at a time: their columns, searches, filters and sorts. */
export * from './recordLists';
export * from './vehicleBoards';
