import { useT } from '../i18n/use-t.ts';
import { Icon } from './ui/Icon.tsx';
import { useRootData } from './shell/useRootData.ts';

/**
 * The association's postal address and phone (root data `site`, from the SITE_* settings), as the contact
 * and donation pages show them. `mapLink` adds a link to the address on OpenStreetMap; `heading` its level.
 *   <AddressBlock mapLink />
 */
export function AddressBlock({ mapLink = false, heading = 2 }: { mapLink?: boolean; heading?: 2 | 3 }) {
  const { t } = useT();
  const { site } = useRootData();
  const Heading = `h${heading}` as const;
  const oneLine = `${site.street}, ${site.postcode} ${site.city}, ${site.country}`;
  return (
    <section aria-labelledby="address-block-title" className="rounded-lg bg-sand p-5">
      <Heading id="address-block-title" className="mb-3 text-xl font-semibold text-brand">
        {t('address.title')}
      </Heading>
      <address className="flex flex-col gap-3 not-italic">
        <p className="flex gap-3">
          <Icon name="pin" className="mt-0.5 size-5 shrink-0 text-ochre" />
          <span>
            <PostalLines />
          </span>
        </p>
        <p className="flex gap-3">
          <Icon name="phone" className="mt-0.5 size-5 shrink-0 text-ochre" />
          <span>
            <span className="sr-only">{t('address.phone')} </span>
            <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a>
          </span>
        </p>
        {mapLink && (
          <p className="flex gap-3">
            <Icon name="external" className="mt-0.5 size-5 shrink-0 text-ochre" />
            <a href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(oneLine)}`}>{t('address.map')}</a>
          </p>
        )}
      </address>
    </section>
  );
}

/** The association's postal address, a line each (where cheques are sent, where letters reach it). */
export function PostalLines() {
  const { site } = useRootData();
  return (
    <>
      {site.name}
      <br />
      {site.street}
      <br />
      {site.postcode} {site.city}
      <br />
      {site.country}
    </>
  );
}
