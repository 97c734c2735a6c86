import { CONTACT_LIMITS, type ContactInput } from '../../shared/schemas/contact.ts';
import { escapeHtml } from '../http/escape-html.ts';

/**
 * The pages the no-JavaScript contact form gets back when its message was not stored (invalid
 * fields, too many messages, a database outage): small French HTML built here, with what the
 * shopper typed put back in the form so nothing is lost. (Sent messages go to the prerendered
 * /contact/merci.) Every value is escaped.
 */

const STYLE = `body{font-family:system-ui,sans-serif;color:#111;background:#fff;margin:0}main{max-width:40rem;margin:0 auto;padding:2rem 1rem}h1{letter-spacing:.12em;text-transform:uppercase;font-size:1.4rem}label{display:block;font-weight:600;margin-top:1rem}input,textarea{box-sizing:border-box;width:100%;font:inherit;padding:.7rem;border:1px solid #888;border-radius:6px}.error{color:#b42318;font-weight:600}button{margin-top:1.2rem;min-height:44px;padding:0 1.5rem;border:0;border-radius:6px;background:#0e7c7b;color:#fff;font:inherit;font-weight:700}a{color:#0a5f5e}`;

type Field = keyof ContactInput;
const FIELDS: { name: Field; label: string; type?: string }[] = [
  { name: 'name', label: 'Nom' },
  { name: 'email', label: 'E-mail', type: 'email' },
  { name: 'subject', label: 'Sujet' },
  { name: 'message', label: 'Message' },
];

function field(name: Field, label: string, value: string, error?: string, type = 'text') {
  const id = `contact-${name}`;
  const described = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  const max = CONTACT_LIMITS[name].max;
  const control =
    name === 'message'
      ? `<textarea id="${id}" name="${name}" rows="6" maxlength="${max}"${described}>${escapeHtml(value)}</textarea>`
      : `<input id="${id}" name="${name}" type="${type}" maxlength="${max}" value="${escapeHtml(value)}"${described}>`;
  const message = error ? `<p id="${id}-error" class="error">${escapeHtml(error)}</p>` : '';
  return `<label for="${id}">${label}</label>${control}${message}`;
}

export function contactProblemPage({
  title,
  message,
  values,
  errors = {},
}: {
  title: string;
  message: string;
  values: Partial<Record<Field, unknown>>;
  errors?: Partial<Record<Field, string>>;
}): string {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const fields = FIELDS.map((f) =>
    field(f.name, f.label, text(values[f.name]), errors[f.name], f.type),
  ).join('');
  return `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | LAGUNE</title><style>${STYLE}</style></head><body><main><p><a href="/">LAGUNE</a></p><h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p><form method="post" action="/contact">${fields}<button type="submit">Envoyer le message</button></form><p><a href="/contact">Retour à la page contact</a></p></main></body></html>`;
}
