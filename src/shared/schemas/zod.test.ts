import { describe, expect, it } from 'vitest';
import { cartLineSchema } from './cart.ts';

// Only the schema module is imported here, as a browser page would: its messages must be French
// without anyone importing french-errors.ts by hand.
describe('shared schemas', () => {
  it('speak French where they do not write their own messages', () => {
    const result = cartLineSchema.safeParse({ id: 'x', quantity: 0 });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages.name).toBe('Entrée invalide : chaîne de caractères attendu, indéfini reçu');
    expect(messages.quantity).toBe('Trop petit : nombre doit être >=1');
  });
});
