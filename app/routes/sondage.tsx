import { useT } from '../i18n/use-t.ts';
import { answerSurvey, findSurveyPerson, surveyAnswersSchema } from '../../domain/surveys/index.ts';
import { Alert } from '../components/ui/index.ts';
import { unlessServerDown } from '../components/ui/form.ts';
import { SurveyForm } from '../features/surveys/SurveyForm.tsx';
import { formFailure, formSuccess, readForm } from '../form.server.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta, type PageHead } from '../page.ts';
import { assertSameOrigin, privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/sondage';
import type { StringsHandle } from '../i18n/strings.ts';
import { data } from 'react-router';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['survey', 'messages'] };

/**
 * /sondage/{token}: the choir and orchestra survey of one person, reached by their personal link (spec part 2 §2,
 * §5). The link is the credential: the page is never cached and is not indexed.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { t } = getT(request);
  const person = await findSurveyPerson(context.ctx, params.token);
  const page: PageHead = {
    title: person?.sondage.titre ?? t('survey:title'),
    descriptionMeta: t('survey:description'),
    h1: t('survey:h1'),
    h2: person?.sondage.titre ?? t('survey:title'),
    template: 2,
    image: '/images/banners/sondage.svg',
    icone: 'music',
  };
  if (!person) return data({ page, person: null }, { status: 404, headers: privatePageHeaders() });
  return { page, person };
}

export const headers = privatePageHeaders;

export const meta = (args: Parameters<typeof pageMeta>[0]) => [
  ...pageMeta(args),
  { name: 'robots', content: 'noindex' },
];

export async function action({ request, params, context }: Route.ActionArgs) {
  assertSameOrigin(request, context.ctx);
  const person = await findSurveyPerson(context.ctx, params.token);
  const schema = surveyAnswersSchema(person?.sondage.questions ?? []);
  const submission = await readForm(request, schema);
  if (submission.status !== 'success') return formFailure(submission);
  try {
    await answerSurvey(context.ctx, params.token, submission.payload);
    return formSuccess(submission);
  } catch (err) {
    return formFailure(submission, err);
  }
}

/** A failed network or server keeps the form as typed, with its message (see unlessServerDown). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unlessServerDown(serverAction());

export default function Sondage({ loaderData }: Route.ComponentProps) {
  const { t } = useT('survey');
  const { person } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-5 py-12 md:px-8 md:py-16">
      {person ? (
        <SurveyForm person={person} />
      ) : (
        <Alert tone="error">
          <span data-testid="survey-invalid">{t('invalid')}</span>
        </Alert>
      )}
    </div>
  );
}
