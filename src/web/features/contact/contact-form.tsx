import { Send } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CONTACT_LIMITS, contactSchema, type ContactInput } from '@shared/schemas/contact.ts';
import { Button } from '~/components/ui/button';
import { FieldError } from '~/components/ui/field-error';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { Textarea } from '~/components/ui/textarea';
import { ApiError } from '~/lib/api';
import {
  CONTACT_ERROR_MESSAGE,
  CONTACT_FIELDS,
  sendContactMessage,
  type ContactField,
  type ContactFieldErrors,
} from './send-contact-message';

const EMPTY: Record<ContactField, string> = { name: '', email: '', subject: '', message: '' };

function validate(values: ContactInput): ContactFieldErrors {
  const result = contactSchema.safeParse(values);
  if (result.success) return {};
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Contact form: validated on submit, then re-validated on every change (SPEC §5, §9). */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Before JavaScript runs, the form posts itself to the server (POST /contact) and the browser
  // checks the lengths (required, minlength); once hydrated, this code validates in French instead.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  function onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  }

  function focusFirstError(found: ContactFieldErrors) {
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) {
      const found = validate(values);
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setBusy(true);
    try {
      await sendContactMessage(parsed.data);
      toast.success('Message envoyé', { description: 'Nous vous répondrons rapidement.' });
      setValues(EMPTY);
      setErrors({});
      setSubmitted(false);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      const fields = apiError?.fieldsFor(CONTACT_FIELDS) ?? {};
      setErrors(fields);
      focusFirstError(fields);
      // Too many messages: the server's message says to wait, which "réessayer" alone would not.
      const description = apiError?.status === 429 ? apiError.message : CONTACT_ERROR_MESSAGE;
      toast.error('Erreur', { description });
    } finally {
      setBusy(false);
    }
  }

  function fieldProps(field: ContactField) {
    const limits: { min?: number; max: number } = CONTACT_LIMITS[field];
    return {
      id: `contact-${field}`,
      name: field,
      required: true,
      minLength: limits.min,
      maxLength: limits.max,
      value: values[field],
      onChange,
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': errors[field] ? `contact-${field}-error` : undefined,
    };
  }

  return (
    <form
      ref={formRef}
      method="post"
      action="/contact"
      onSubmit={onSubmit}
      aria-busy={busy}
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Label htmlFor="contact-name">Nom</Label>
          <Input {...fieldProps('name')} autoComplete="name" />
          <FieldError id="contact-name-error" message={errors.name} />
        </div>
        <div>
          <Label htmlFor="contact-email">E-mail</Label>
          <Input {...fieldProps('email')} type="email" inputMode="email" autoComplete="email" />
          <FieldError id="contact-email-error" message={errors.email} />
        </div>
      </div>
      <div>
        <Label htmlFor="contact-subject">Sujet</Label>
        <Input {...fieldProps('subject')} />
        <FieldError id="contact-subject-error" message={errors.subject} />
      </div>
      <div>
        <Label htmlFor="contact-message">Message</Label>
        <Textarea {...fieldProps('message')} rows={6} />
        <FieldError id="contact-message-error" message={errors.message} />
      </div>
      <Button type="submit" block disabled={busy} className="sm:w-auto">
        <Send aria-hidden="true" className="size-4" />
        {busy ? 'Envoi en cours...' : 'Envoyer le message'}
      </Button>
    </form>
  );
}
