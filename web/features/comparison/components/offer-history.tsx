import { useTranslation } from 'react-i18next';
import type { OfferChange, OfferRevision } from '../../../../domain/offers/offer-history.ts';
import { Interpolated } from '../../../components/interpolated.tsx';
import { formatDate, formatDh } from '../../../lib/format.ts';
import { offeredLabel } from './guarantee-terms.tsx';

/** One change of a revision in words: `Prix du Pack Basique : 3 450,00 DH → 3 200,00 DH`. */
function ChangeText({ change }: { change: OfferChange }) {
  const { t } = useTranslation();
  const pack = t(`packs.${change.pack}`);
  switch (change.kind) {
    case 'price':
      return (
        <Interpolated
          i18nKey="offerTerms.priceChange"
          values={{
            pack,
            from: <bdi>{formatDh(change.fromCentimes)}</bdi>,
            to: <bdi>{formatDh(change.toCentimes)}</bdi>,
          }}
        />
      );
    case 'level':
      return (
        <Interpolated
          i18nKey="offerTerms.levelChange"
          values={{
            pack,
            guarantee: t(`guarantees.${change.guarantee}`),
            from: <bdi>{offeredLabel(t, change.from)}</bdi>,
            to: <bdi>{offeredLabel(t, change.to)}</bdi>,
          }}
        />
      );
    case 'terms':
      return t('offerTerms.termsChange', { pack, guarantee: t(`guarantees.${change.guarantee}`) });
    case 'conditions':
      return t('offerTerms.conditionsChange', { pack });
  }
}

/**
 * What the agency changed in its offer after first sending it (the comparison's `history`,
 * oldest first): each revision's date in Morocco's calendar and its changes — prices, levels,
 * franchises or ceilings, conditions — so the driver knows the offer they read is not the one
 * they were first told of. Nothing when the offer was never revised.
 */
export function OfferHistory({ history }: { history: readonly OfferRevision[] }) {
  const { t } = useTranslation();
  if (history.length === 0) return null;
  return (
    <section
      aria-labelledby="offer-history"
      className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id="offer-history" className="text-lg font-bold">
        {t('offerTerms.history')}
      </h3>
      <ol className="mt-3 space-y-3">
        {history.map((revision) => (
          <li key={revision.revision}>
            <p className="font-semibold text-slate-900">
              {t('offerTerms.revisedOn', { date: formatDate(revision.revisedAt) })}
            </p>
            {revision.changes.length > 0 ? (
              <ul className="mt-1 list-disc space-y-0.5 ps-5 text-sm text-slate-700">
                {revision.changes.map((change, index) => (
                  <li key={index}>
                    <ChangeText change={change} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
