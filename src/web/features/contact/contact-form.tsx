import { Send } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { CONTACT_LIMITS, contactSchema, type ContactInput } from '@shared/schemas/contact.ts';
import { Button } from '~/components/ui/button';
import { FieldError } from '~/components/ui/field-error';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { Textarea } from '~/components/ui/textarea';
import { ApiError } from '~/lib/api';
import { showServerErrors, useZodForm } from '~/lib/forms/use-zod-form';
import { notify } from '~/lib/toast';
import type { ContactActionData } from './contact-action';
import {
  CONTACT_ERROR_MESSAGE,
  CONTACT_FIELDS,
  sendContactMessage,
  type ContactField,
} from './send-contact-message';

const EMPTY: Record<ContactField, string> = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

/**
 * Contact form: validated on submit, then on every change, with the API's schema.
 * Without JavaScript it posts to the /contact route's action (ADR 0111), which answers this page
 * again with `answer` (what was typed, the French errors) or the confirmation page.
 */
export function ContactForm({ answer }: { answer?: ContactActionData }) {
  const formRef = useRef<HTMLFormElement>(null);
  // The errors of a plain post, in react-hook-form's shape: shown by the server render already.
  const errors = useMemo<FieldErrors<ContactInput> | undefined>(() => {
    if (!answer) return undefined;
    const found: FieldErrors<ContactInput> = {};
    for (const field of CONTACT_FIELDS) {
      const message = answer.errors[field];
      if (message) found[field] = { type: 'server', message };
    }
    return found;
  }, [answer]);
  const form = useZodForm(contactSchema, { errors });
  const { isSubmitting: busy, errors: shown } = form.formState;
  // Before JavaScript runs, the browser checks the lengths (required, minlength); once hydrated,
  // the form validates in French instead.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const onSubmit = form.handleSubmit(async (message) => {
    try {
      await sendContactMessage(message);
      notify({
        title: 'Message envoyé',
        description: 'Nous vous répondrons rapidement.',
        variant: 'success',
      });
      form.reset(EMPTY);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      showServerErrors(form, apiError?.fieldsFor(CONTACT_FIELDS) ?? {}, CONTACT_FIELDS);
      // Too many messages: the server's message says to wait, which "réessayer" alone would not.
      const description = apiError?.status === 429 ? apiError.message : CONTACT_ERROR_MESSAGE;
      notify({ title: 'Erreur', description, variant: 'destructive' });
    }
  });

  function fieldProps(field: ContactField) {
    const limits: { min?: number; max: number } = CONTACT_LIMITS[field];
    const message = shown[field]?.message;
    return {
      ...form.register(field),
      id: `contact-${field}`,
      required: field !== 'phone',
      minLength: limits.min,
      maxLength: limits.max,
      defaultValue: answer?.values[field],
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? `contact-${field}-error` : undefined,
    };
  }

  return (
    <form
      ref={formRef}
      method="post"
      action="/contact"
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={busy}
      className="space-y-5"
    >
      {answer?.message && (
        <p
          role="alert"
          className="rounded-md bg-red-50 px-4 py-3 text-sm font-semibold text-danger"
        >
          {answer.message}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Label htmlFor="contact-name">Nom</Label>
          <Input {...fieldProps('name')} autoComplete="name" />
          <FieldError id="contact-name-error" message={shown.name?.message} />
        </div>
        <div>
          <Label htmlFor="contact-email">E-mail</Label>
          <Input {...fieldProps('email')} type="email" inputMode="email" autoComplete="email" />
          <FieldError id="contact-email-error" message={shown.email?.message} />
        </div>
      </div>
      <div>
        <Label htmlFor="contact-phone">Téléphone WhatsApp (facultatif)</Label>
        <Input {...fieldProps('phone')} type="tel" inputMode="tel" autoComplete="tel" />
        <FieldError id="contact-phone-error" message={shown.phone?.message} />
      </div>
      <div>
        <Label htmlFor="contact-subject">Sujet</Label>
        <Input {...fieldProps('subject')} />
        <FieldError id="contact-subject-error" message={shown.subject?.message} />
      </div>
      <div>
        <Label htmlFor="contact-message">Message</Label>
        <Textarea {...fieldProps('message')} rows={6} />
        <FieldError id="contact-message-error" message={shown.message?.message} />
      </div>
      <Button type="submit" block disabled={busy} className="sm:w-auto">
        <Send aria-hidden="true" className="size-4" />
        {busy ? 'Envoi en cours...' : 'Envoyer le message'}
      </Button>
    </form>
  );
}
