// Paths the browser code needs too, kept apart from the route table so that importing them does
// not bring the table into a page's JavaScript.

/** Where unknown product and category ids are sent; the server answers it with 404. */
export const NOT_FOUND_PATH = '/not-found';

/**
 * A path only the catch-all matches: it stands for the not-found page the server renders, with
 * status 404, for every unknown URL (ADR 0001).
 */
export const NOT_FOUND_SHELL_PATH = '/__404';

/** The pages behind /auth/:link: the links of the confirmation and reset e-mails. */
export const AUTH_LINKS = ['confirm', 'reset'] as const;
