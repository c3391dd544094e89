import { getFormProps } from '@conform-to/react';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { useFetcher } from 'react-router';
import { contactSchema, MESSAGE_MAX } from '../../../domain/contact/browser.ts';
import { Alert, Button, Field, Modal } from '../../components/ui/index.ts';
import { useSchemaForm, type FormResult } from '../../components/ui/form.ts';
import { intlLocale } from '../../i18n/languages.ts';

/**
 * The contact form (spec part 1 §2 "Contact"): nom, adresseEmail, message, all required, and a hidden
 * honeypot field for robots. A sent message shows "Votre message a bien été envoyé".
 */
export function ContactForm() {
  const { t, lang } = useT('contact');
  const fetcher = useFetcher<FormResult>();
  const [form, fields] = useSchemaForm(contactSchema, fetcher.data);
  const [open, setOpen] = useState(false);
  const length = String(fields.message.value ?? '').length;

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.status === 'success') setOpen(true);
  }, [fetcher.state, fetcher.data]);

  return (
    <>
      <fetcher.Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
        <p className="text-sm text-muted">{t('form.required')}</p>
        {form.errors && <Alert tone="error">{form.errors[0]}</Alert>}
        <Field meta={fields.nom} label={t('form.nom')} autoComplete="name" />
        <Field meta={fields.adresseEmail} type="email" label={t('form.adresseEmail')} autoComplete="email" />
        <Field
          meta={fields.message}
          label={t('form.message')}
          hint={
            <span className={length > MESSAGE_MAX ? 'font-semibold text-danger' : undefined}>
              {t('form.counter', { count: length, max: MESSAGE_MAX.toLocaleString(intlLocale(lang)) })}
            </span>
          }
          control={(props) => <textarea rows={8} {...props} />}
        />
        {/* Hidden from people and assistive technology; robots fill it. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={fields.siteWeb.id}>{t('form.honeypot')}</label>
          <input id={fields.siteWeb.id} name="siteWeb" type="text" tabIndex={-1} autoComplete="off" />
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
