import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { MESSAGE_MAX } from '../../../domain/contact/schemas.ts';
import { Alert, Button, Modal } from '../../components/ui/index.ts';

export type ContactActionData = { sent: true } | { fields: Record<string, string> } | { error: string };

const control =
  'mt-1 block min-h-11 w-full rounded-md border-2 border-line bg-white px-3 py-2 text-ink focus:border-brand aria-invalid:border-danger';

/**
 * The contact form (spec part 1 §2 "Contact"): nom, adresseEmail, message, all required, and a hidden
 * honeypot field for robots. A sent message shows "Votre message a bien été envoyé".
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const fetcher = useFetcher<ContactActionData>();
  const form = useRef<HTMLFormElement>(null);
  const [length, setLength] = useState(0);
  const [open, setOpen] = useState(false);
  const id = useId();
  const data = fetcher.data;
  const errors = data && 'fields' in data ? data.fields : {};

  useEffect(() => {
    if (fetcher.state === 'idle' && data && 'sent' in data) {
      form.current?.reset();
      setLength(0);
      setOpen(true);
    }
  }, [fetcher.state, data]);

  const described = (name: string, hint = false) =>
    [hint && `${id}-${name}-hint`, errors[name] && `${id}-${name}-error`].filter(Boolean).join(' ') || undefined;
  const error = (name: string) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm font-semibold text-danger">
        {errors[name]}
      </p>
    );
  const label = (name: string) => (
    <label htmlFor={`${id}-${name}`} className="font-semibold">
      {t(`form.${name}`)}
      <span aria-hidden="true"> *</span>
    </label>
  );

  return (
    <>
      <fetcher.Form ref={form} method="post" noValidate className="flex flex-col gap-5">
        <p className="text-sm text-muted">{t('form.required')}</p>
        {data && 'error' in data && <Alert tone="error">{data.error}</Alert>}
        <div>
          {label('nom')}
          <input
            id={`${id}-nom`}
            name="nom"
            autoComplete="name"
            required
            aria-invalid={errors.nom ? true : undefined}
            aria-describedby={described('nom')}
            className={control}
          />
          {error('nom')}
        </div>
        <div>
          {label('adresseEmail')}
          <input
            id={`${id}-adresseEmail`}
            name="adresseEmail"
            type="email"
            autoComplete="email"
            required
            aria-invalid={errors.adresseEmail ? true : undefined}
            aria-describedby={described('adresseEmail')}
            className={control}
          />
          {error('adresseEmail')}
        </div>
        <div>
          {label('message')}
          <textarea
            id={`${id}-message`}
            name="message"
            rows={8}
            required
            onChange={(e) => setLength(e.target.value.length)}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={described('message', true)}
            className={control}
          />
          <p
            id={`${id}-message-hint`}
            className={length > MESSAGE_MAX ? 'mt-1 text-sm font-semibold text-danger' : 'mt-1 text-sm text-muted'}
          >
            {t('form.counter', { count: length, max: MESSAGE_MAX.toLocaleString('fr-FR') })}
          </p>
          {error('message')}
        </div>
        {/* Hidden from people and assistive technology; robots fill it. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-siteWeb`}>{t('form.honeypot')}</label>
          <input id={`${id}-siteWeb`} name="siteWeb" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div>
          <Button type="submit" busy={fetcher.state !== 'idle'}>
            {t('form.submit')}
          </Button>
        </div>
      </fetcher.Form>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('modal.title')}
        closeLabel={t('modal.close')}
        actions={<Button onClick={() => setOpen(false)}>{t('modal.ok')}</Button>}
      >
        <p data-testid="contact-message">{t('modal.sent')}</p>
      </Modal>
    </>
  );
}
