import type { Product } from './types.ts';

// Placeholder: the full catalogue is being written.
export const products: Product[] = [];
