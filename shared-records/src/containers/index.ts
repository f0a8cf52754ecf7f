/** The containers list with its status filter, downloaded with the screens that show containers, not with every board. */
export * from './ContainerList';
