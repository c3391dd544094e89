import { getFormProps, type FieldMetadata } from '@conform-to/react';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { useActionData, useFetcher } from 'react-router';
import type { SurveyPerson } from '../../../domain/surveys/index.ts';
import { surveyAnswersSchema, type SurveyQuestion } from '../../../domain/surveys/browser.ts';
import { Alert, Button, Modal } from '../../components/ui/index.ts';
import { useSchemaForm, type FormResult } from '../../components/ui/form.ts';
import { formatParis } from '../../../platform/dates.ts';

const readOnlyClass = 'mt-1 block w-full rounded-md border border-line bg-sand px-3 py-2 text-ink';

/** One required Oui/Non choice: a radio group named by its question, its error tied to it. */
function YesNo({ question, meta }: { question: SurveyQuestion; meta: FieldMetadata<unknown> }) {
  const { t } = useT('survey');
  const error = meta.errors?.[0];
  return (
    <fieldset
      key={meta.key}
      className="rounded-md border border-line p-3"
      aria-describedby={error ? meta.errorId : undefined}
      aria-invalid={error ? true : undefined}
      data-testid={`question-${question.cle}`}
    >
      <legend className="px-1 font-semibold text-ink">
        <span lang="fr">{question.libelle}</span>
        <span aria-hidden="true" className="ml-1 text-danger">
          *
        </span>
      </legend>
      <div className="flex gap-6">
        {(['oui', 'non'] as const).map((value) => (
          <label key={value} className="flex min-h-11 cursor-pointer items-center gap-2">
            <input
              type="radio"
              name={meta.name}
              form={meta.formId}
              value={value}
              required
              defaultChecked={meta.initialValue === value}
              className="size-5 accent-brand"
            />
            {t(`answer.${value}`)}
          </label>
        ))}
      </div>
      {error && (
        <p id={meta.errorId} className="mt-1 text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The survey of one person (spec part 2 §2, §5): names read-only, the choir section for choir members, the
 * orchestra section for orchestra members, a required Oui/Non per date, Valider. A success shows the modal
 * « Vos informations ont bien été prises en compte » / « Merci »; closing it reloads the page, which then shows the
 * saved answers. Without JavaScript the form posts and the page says the same in an alert.
 */
export function SurveyForm({ person }: { person: SurveyPerson }) {
  const { t, lang } = useT('survey');
  const fetcher = useFetcher<FormResult>();
  const posted = useActionData<FormResult>();
  const result = fetcher.data ?? posted;
  const questions = person.sondage.questions;
  const schema = useMemo(() => surveyAnswersSchema(questions), [questions]);
  const [form, fields] = useSchemaForm(schema, result, {
    defaultValue: (person.reponses ?? {}) as Record<string, string>,
  });
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.status === 'success') setOpen(true);
  }, [fetcher.state, fetcher.data]);

  const sections = (['chorale', 'orchestre'] as const)
    .map((section) => ({ section, questions: questions.filter((q) => q.section === section) }))
    .filter((s) => s.questions.length > 0);
  const fieldsOf = fields as unknown as Record<string, FieldMetadata<unknown>>;

  return (
    <>
      <p className="mb-6 text-lg">{t('intro')}</p>
      {person.reponses && (
        <Alert tone="info" className="mb-6">
          <span data-testid="survey-saved">
            {t('saved', {
              date: formatParis(person.answeredAt!, lang, { date: 'long', time: 'short' }),
            })}
          </span>
        </Alert>
      )}
      {!fetcher.data && posted?.status === 'success' && (
        <Alert tone="success" className="mb-6">
          {t('modal.title')} — {t('modal.thanks')}
        </Alert>
      )}
      {!person.sondage.open && (
        <Alert tone="info" className="mb-6">
          {t('closed')}
        </Alert>
      )}
      <fetcher.Form method="post" {...getFormProps(form)} className="flex flex-col gap-6">
        <p className="text-sm text-muted">{t('required')}</p>
        {form.errors && <Alert tone="error">{form.errors[0]}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="sondage-prenom" className="font-semibold text-ink">
              {t('firstname')}
            </label>
            <input id="sondage-prenom" readOnly value={person.firstname} className={readOnlyClass} />
          </div>
          <div>
            <label htmlFor="sondage-nom" className="font-semibold text-ink">
              {t('lastname')}
            </label>
            <input id="sondage-nom" readOnly value={person.lastname} className={readOnlyClass} />
          </div>
        </div>
        {sections.map(({ section, questions: asked }) => (
          <section key={section} aria-labelledby={`sondage-${section}`} className="flex flex-col gap-3">
            <h2 id={`sondage-${section}`} className="font-serif text-2xl font-semibold text-brand">
              {t(`sections.${section}`)}
            </h2>
            {asked.map((q) => (
              <YesNo key={q.cle} question={q} meta={fieldsOf[q.cle]} />
            ))}
          </section>
        ))}
        {person.sondage.open && (
          <div>
            <Button type="submit" busy={fetcher.state !== 'idle'}>
              {t('submit')}
            </Button>
          </div>
        )}
      </fetcher.Form>
      <Modal
        open={open}
        onClose={() => window.location.reload()}
        title={t('modal.title')}
        closeLabel={t('modal.close')}
        actions={<Button onClick={() => window.location.reload()}>{t('modal.ok')}</Button>}
      >
        <p data-testid="survey-thanks">{t('modal.thanks')}</p>
      </Modal>
    </>
  );
}
