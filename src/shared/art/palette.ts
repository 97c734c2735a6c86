/**
 * Fabric colours of the LAGUNE collection. One palette shared by the catalogue and the art
 * generator, so the product grid reads as a single coherent collection.
 */
export const FABRIC = {
  cream: '#F2EADB',
  white: '#F8F6F1',
  sand: '#D8C3A0',
  ink: '#1E1E24',
  lagoon: '#0E7C7B',
  teal: '#2F9C95',
  sky: '#8DBFD0',
  terracotta: '#C0603A',
  olive: '#6B6F3C',
  indigo: '#2D3A6B',
  orange: '#F77F00',
  mustard: '#DDA033',
  bordeaux: '#7A2E3A',
  coral: '#E58A74',
  khaki: '#A89B6E',
} as const;

export type FabricName = keyof typeof FABRIC;
