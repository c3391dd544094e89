import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { GiftView } from '../../../domain/giving/index.ts';
import { formatEuros } from '../../../domain/money.ts';
import { formatParis } from '../../../platform/dates.ts';
import { Alert, Button, cx, Modal, Table } from '../../components/ui/index.ts';
import { useMessage, type FormResult } from '../../components/ui/form.ts';
import { useT } from '../../i18n/use-t.ts';
import { ChangeForm } from './ChangeForm.tsx';
import { MeansForm, type Creditor } from './MeansForm.tsx';

const badges = {
  active: 'bg-success-soft text-success',
  paused: 'bg-sand text-ink',
  suspended: 'bg-danger-soft text-danger',
  failing: 'bg-danger-soft text-danger',
  stopped: 'bg-sand text-muted',
};

/**
 * One regular gift: its amount, day, state, next payment and means; the forms changing it (each change confirmed by
 * mail by the domain); its payments. A failing or suspended gift opens the form of a new means.
 */
export function GiftPanel({ gift, holder, payments }: { gift: GiftView; holder: string; payments: Creditor }) {
  const { t, lang } = useT('giving');
  const { t: common } = useT();
  const message = useMessage();
  const fetcher = useFetcher<FormResult<{ intent: string }>>();
  // null: as the gift's state says (the means' form open for a failing gift); 'none': closed by the member.
  const [open, setOpen] = useState<'change' | 'means' | 'none' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [stopping, setStopping] = useState(false);
  const status = useRef<HTMLDivElement>(null);
  const euros = (amount: number) => formatEuros(Math.round(amount * 100), lang);
  const day = (iso: string) => formatParis(`${iso}T12:00:00Z`, lang, { date: 'long' });
  const state = gift.suspendu ? 'suspended' : gift.etat;
  const running = gift.etat !== 'stopped';
  const needsMeans = gift.etat === 'failing' || gift.suspendu;
  const onDone = useCallback((intent: string) => {
    setDone(intent);
    setOpen(null);
  }, []);
  useEffect(() => {
    if (fetcher.data?.status === 'success' && fetcher.data.data) onDone(fetcher.data.data.intent);
  }, [fetcher.data, onDone]);
  // The confirmation takes the focus from the form that is gone.
  useEffect(() => {
    if (done) status.current?.focus();
  }, [done]);
  const failed = fetcher.data?.status === 'error' ? fetcher.data.error?.['']?.[0] : undefined;
  const lastPayment = gift.paiements[0];
  const meansOpen = open === 'means' || (needsMeans && open === null && !done);
  const toggle = (which: 'change' | 'means') => {
    setDone(null);
    setOpen((which === 'means' ? meansOpen : open === which) ? 'none' : which);
  };

  return (
    <section
      aria-labelledby={`don-${gift.id}`}
      className="flex flex-col gap-5 rounded-lg border-2 border-line p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`don-${gift.id}`} className="text-xl font-bold text-brand">
          {t('gift.title', { amount: euros(gift.montant) })}
        </h2>
        <span className={cx('rounded-full px-3 py-1 text-sm font-semibold', badges[state])}>{t(`state.${state}`)}</span>
      </div>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Fact term={t('gift.amount')}>{t('gift.monthly', { amount: euros(gift.montant) })}</Fact>
        <Fact term={t('gift.day')}>{t('gift.dayOfMonth', { day: gift.jour })}</Fact>
        <Fact term={t('gift.next')}>
          {gift.prochainPaiement
            ? t('gift.nextCharge', { date: day(gift.prochainPaiement), amount: euros(gift.montant) })
            : t('gift.noNext')}
        </Fact>
        <Fact term={t('gift.means')}>
          {gift.moyen.type === 'card'
            ? t('gift.card', { brand: brand(gift.moyen.marque), last4: gift.moyen.fin })
            : t('gift.iban', { last4: gift.moyen.fin })}
          {gift.moyen.referenceMandat && (
            <span className="block text-sm text-muted">
              {t('gift.mandate', { reference: gift.moyen.referenceMandat })}
            </span>
          )}
        </Fact>
      </dl>
      {needsMeans && lastPayment && (
        <Alert tone="error">
          {t(gift.suspendu ? 'failure.suspended' : 'failure.failing', {
            date: day(lastPayment.date),
            amount: euros(lastPayment.montant),
            count: lastPayment.essais,
          })}
        </Alert>
      )}
      <div ref={status} tabIndex={-1} className="outline-none">
        {done && <Alert tone="success">{t(`done.${done}`)}</Alert>}
        {failed && <Alert tone="error">{message(failed)}</Alert>}
      </div>
      {running && (
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" aria-expanded={open === 'change'} onClick={() => toggle('change')}>
            {t('actions.change')}
          </Button>
          <Button
            variant={needsMeans ? 'primary' : 'outline'}
            aria-expanded={meansOpen}
            onClick={() => toggle('means')}
          >
            {t('actions.means')}
          </Button>
          {!gift.suspendu && (
            <fetcher.Form method="post" action="/mon-compte">
              <input type="hidden" name="gift" value={gift.id} />
              <Button
                type="submit"
                variant="outline"
                name="intent"
                value={gift.etat === 'paused' ? 'giving-resume' : 'giving-pause'}
                busy={fetcher.state !== 'idle' && !stopping}
              >
                {t(gift.etat === 'paused' ? 'actions.resume' : 'actions.pause')}
              </Button>
            </fetcher.Form>
          )}
          <Button variant="danger" onClick={() => setStopping(true)}>
            {t('actions.stop')}
          </Button>
        </div>
      )}
      {open === 'change' && (
        <div className="grid gap-5 rounded-md bg-sand p-4 sm:grid-cols-2">
          <ChangeForm gift={gift.id} field="montant" value={String(gift.montant).replace('.', ',')} onDone={onDone} />
          <ChangeForm gift={gift.id} field="jour" value={String(gift.jour)} onDone={onDone} />
        </div>
      )}
      {meansOpen && (
        <div className="rounded-md bg-sand p-4">
          <MeansForm gift={gift.id} kind={gift.moyen.type} holder={holder} payments={payments} onDone={onDone} />
        </div>
      )}
      {gift.paiements.length ? (
        <Table
          caption={t('history.caption')}
          rows={gift.paiements}
          rowKey={(p) => p.date}
          columns={[
            { header: t('history.date'), rowHeader: true, cell: (p) => day(p.date) },
            { header: t('history.amount'), numeric: true, cell: (p) => euros(p.montant) },
            { header: t('history.status'), cell: (p) => t(`payment.${p.statut}`, { count: p.essais }) },
          ]}
        />
      ) : (
        <p className="text-muted">{t('history.none')}</p>
      )}
      <Modal
        open={stopping}
        onClose={() => setStopping(false)}
        title={t('stop.title')}
        closeLabel={common('ui.close')}
        actions={
          <>
            <Button variant="outline" onClick={() => setStopping(false)}>
              {t('stop.cancel')}
            </Button>
            <Button
              variant="danger"
              busy={fetcher.state !== 'idle'}
              onClick={() => {
                setStopping(false);
                void fetcher.submit(
                  { intent: 'giving-stop', gift: String(gift.id) },
                  { method: 'post', action: '/mon-compte' },
                );
              }}
            >
              {t('stop.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('stop.text', { amount: euros(gift.montant) })}</p>
      </Modal>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-muted">{term}</dt>
      <dd className="mt-0.5 font-semibold text-ink">{children}</dd>
    </div>
  );
}

const brand = (name: string | null) => (name ? name.charAt(0).toUpperCase() + name.slice(1) : '');
