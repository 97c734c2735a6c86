import { contactSchema } from '@shared/schemas/contact.ts';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { firstErrors, textValues } from '~/lib/forms/form-fields';
import { pageServices } from '~/lib/page-services';
import {
  CONTACT_ERROR_MESSAGE,
  CONTACT_FIELDS,
  type ContactField,
  type ContactFieldErrors,
} from './send-contact-message';

/** Where a message sent by the plain form leads: the French confirmation. */
export const CONTACT_SENT_PATH = '/contact/merci';

/** The "fix the fields" message, as the API's validation errors say it. */
export const CONTACT_INVALID_MESSAGE = 'Certains champs sont invalides. Veuillez les corriger.';

/** What the /contact page gets back when its plain form was not sent: all of it is shown again. */
export interface ContactActionData {
  values: Record<ContactField, string>;
  errors: ContactFieldErrors;
  /** Why nothing was sent (French), shown above the form. */
  message: string;
}

/**
 * The /contact route's action (ADR 0111): the page's form posted without JavaScript. Checked with
 * the schema the API uses, stored by the server's services (its Origin check, its allowance per
 * IP), then a 303 to the confirmation; otherwise the page again, with what was typed and why.
 */
export async function contactAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const values = textValues(await request.formData(), CONTACT_FIELDS);
  const refuse = (
    status: number,
    message: string,
    errors: ContactFieldErrors = {},
    wait?: number,
  ) =>
    data<ContactActionData>(
      { values, errors, message },
      { status, headers: wait ? { 'retry-after': String(wait) } : undefined },
    );
  const forms = pageServices(context).forms;
  // A render without the shop's server (a unit test's) has nowhere to store the message.
  if (!forms) return refuse(503, CONTACT_ERROR_MESSAGE);
  if (forms.crossSite) return refuse(forms.crossSite.status, forms.crossSite.message);
  const parsed = contactSchema.safeParse(values);
  if (!parsed.success)
    return refuse(400, CONTACT_INVALID_MESSAGE, firstErrors(parsed.error.issues, CONTACT_FIELDS));
  const refused = await forms.sendContactMessage(parsed.data);
  if (refused) return refuse(refused.status, refused.message, {}, refused.retryAfter);
  return redirect(CONTACT_SENT_PATH, 303);
}
