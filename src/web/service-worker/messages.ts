/** A page painted from its kept copy asks the worker whether the server's copy differs (ADR 0149). */
export const PAGE_CHANGED = 'PAGE_CHANGED';

export interface PageChangedAnswer {
  changed: boolean;
}
