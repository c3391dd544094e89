import { useT } from '../i18n/use-t.ts';
import { sendContactMessage } from '../../domain/contact/index.ts';
import { contactSchema } from '../../domain/contact/browser.ts';
import { AddressBlock } from '../components/AddressBlock.tsx';
import { ContactForm } from '../features/contact/ContactForm.tsx';
import { formFailure, formSuccess, readForm } from '../form.server.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta, type PageHead } from '../page.ts';
import type { ShellHandle } from '../page.ts';
import { assertSameOrigin } from '../session.server.ts';
import type { Route } from './+types/contact';
import { unlessServerDown } from '../components/ui/form.ts';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle & ShellHandle = { i18n: ['contact', 'messages'], banner: 'compact' };

/** /contact: the contact form and the association's address (spec part 1 §2 "Contact"). */
export function loader({ request }: Route.LoaderArgs) {
  const { t } = getT(request);
  const page: PageHead = {
    title: t('contact:title'),
    descriptionMeta: t('contact:description'),
    h1: t('contact:h1'),
    h2: t('contact:h2'),
    template: 2,
    image: '/images/banners/contact.svg',
    icone: 'mail',
    canonical: '/contact',
  };
  return { page };
}

export const meta = pageMeta;

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context.ctx);
  const submission = await readForm(request, contactSchema);
  if (submission.status !== 'success') return formFailure(submission);
  try {
    await sendContactMessage(context.ctx, {
      domain: new URL(context.ctx.config.PUBLIC_URL).hostname,
      body: submission.payload,
      address: context.clientAddress,
    });
    return formSuccess(submission, { reset: true });
  } catch (err) {
    return formFailure(submission, err);
  }
}

/** A failed network or server keeps the form as typed, with its message (see unlessServerDown). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unlessServerDown(serverAction());

export default function Contact() {
  const { t } = useT('contact');
  return (
    <div className="mx-auto grid max-w-page gap-10 px-5 py-12 md:px-8 md:py-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section aria-labelledby="contact-titre" className="max-w-2xl">
        <h2 id="contact-titre" className="font-serif text-3xl font-semibold text-brand">
          {t('heading')}
        </h2>
        <p className="mt-2 mb-8 text-lg">{t('intro')}</p>
        <ContactForm />
      </section>
      <aside>
        <AddressBlock mapLink heading={2} />
      </aside>
    </div>
  );
}
