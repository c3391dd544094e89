import { data } from 'react-router';
import { confirmShipment } from '../../domain/magazine/index.ts';
import { getT } from '../i18n/i18n.server.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { pageMeta, type PageHead } from '../page.ts';
import type { Route } from './+types/exp';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['magazine'] };

/** /exp/{code}/{idRevue}: "Expédition revue", OK for a valid code, "Problème" otherwise (spec part 3 §2). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { t } = getT(request);
  const page: PageHead = {
    title: t('magazine:shipment.title'),
    descriptionMeta: t('magazine:shipment.description'),
    h1: t('magazine:shipment.title'),
    template: 2,
    image: '/images/banners/revue.svg',
  };
  const ok = await confirmShipment(context.ctx, params.code, params.idRevue);
  // A code that names no parcel is no page: 404, still showing « Problème » and whom to ask.
  return data({ page, ok }, { status: ok ? 200 : 404 });
}

export const meta = pageMeta;
export const headers = () => ({ 'Cache-Control': 'no-store' });

export default function Expedition({ loaderData }: Route.ComponentProps) {
  const { t } = useT('magazine');
  return (
    <div className="mx-auto max-w-page px-5 py-12 md:px-8 md:py-16">
      <p role="status" className="text-xl">
        {t('shipment.status')}{' '}
        <strong data-testid="expedition-statut" className={loaderData.ok ? 'text-success' : 'text-danger'}>
          {loaderData.ok ? 'OK' : t('shipment.problem')}
        </strong>
      </p>
      <p className="mt-4">{loaderData.ok ? t('shipment.thanks') : t('shipment.help')}</p>
    </div>
  );
}
