import type { TFunction } from 'i18next';
import { AlertTriangle, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Franchise, GuaranteeTerms } from '../../../../domain/offers/terms.ts';
import { isNotWanted, type Guarantee, type Pack } from '../../../../domain/reference/guarantees.ts';
import { Interpolated } from '../../../components/interpolated.tsx';
import { formatDh, formatPercent } from '../../../lib/format.ts';
import { optionLabel } from '../../../lib/guarantee-label.ts';
import { coveredByAllRisk } from './offer-terms.ts';

/**
 * The label of a level an offer gives: the choice form's label (`F2: 20000/10000/3000`), or
 * "Non incluse" for assistance left out (`assistance.none`), which the form calls "Non souhaitée"
 * on the driver's side.
 */
export function offeredLabel(t: TFunction, code: string): string {
  return isNotWanted(code) ? t('offerTerms.levelNone') : optionLabel(t, code);
}

/** A franchise as insurers word it: `300,00 DH`, `5 % min. 1 000,00 DH`, or both joined. */
function FranchiseValue({ franchise }: { franchise: Franchise }) {
  const percent =
    franchise.percent === null ? null : franchise.minimumCentimes === null ? (
      <bdi>{formatPercent(franchise.percent)}</bdi>
    ) : (
      <Interpolated
        i18nKey="offerTerms.percentWithMinimum"
        values={{
          percent: <bdi>{formatPercent(franchise.percent)}</bdi>,
          minimum: <bdi>{formatDh(franchise.minimumCentimes)}</bdi>,
        }}
      />
    );
  const amount =
    franchise.amountCentimes === null ? null : <bdi>{formatDh(franchise.amountCentimes)}</bdi>;
  if (amount && percent)
    return <Interpolated i18nKey="offerTerms.amountAndPercent" values={{ amount, percent }} />;
  return amount ?? percent;
}

/** What `guarantee` comes with in `pack` when the offer does not state it: covered otherwise, or not at all. */
function MissingGuarantee({ pack, guarantee }: { pack: Pack; guarantee: Guarantee }) {
  const { t } = useTranslation();
  if (coveredByAllRisk(pack, guarantee))
    return <p className="text-slate-700">{t('offerTerms.coveredByAllRisk')}</p>;
  return (
    <p className="flex items-start gap-1.5 font-medium text-slate-700">
      <X aria-hidden size={16} className="mt-0.5 shrink-0 print:hidden" />
      {t('offerTerms.notIncluded')}
    </p>
  );
}

/** The sentence that says how the offered level departs from the one asked for. */
function Difference({ line }: { line: GuaranteeTerms }) {
  const { t } = useTranslation();
  const requested = <bdi>{optionLabel(t, line.requestedLevel)}</bdi>;
  return (
    <p className="mt-1 flex items-start gap-1.5 font-semibold text-amber-950">
      <AlertTriangle aria-hidden size={16} className="mt-0.5 shrink-0 text-amber-700" />
      <span>
        {isNotWanted(line.level) ? (
          <Interpolated i18nKey="offerTerms.differsNone" values={{ requested }} />
        ) : (
          <Interpolated
            i18nKey="offerTerms.differs"
            values={{ requested, offered: <bdi>{offeredLabel(t, line.level)}</bdi> }}
          />
        )}
      </span>
    </p>
  );
}

/**
 * One guarantee of one pack as the offer states it (docs/product/offer-terms.md): its level,
 * its franchise and ceiling when stated, and, when the level is not the one the driver asked
 * for, a tinted frame, an icon and the sentence that says so (never the colour alone: WCAG
 * 1.4.1).
 * `line` undefined: the pack does not hold the guarantee.
 */
export function GuaranteeTermsView({
  pack,
  guarantee,
  line,
}: {
  pack: Pack;
  guarantee: Guarantee;
  line: GuaranteeTerms | undefined;
}): ReactNode {
  const { t } = useTranslation();
  if (!line) return <MissingGuarantee pack={pack} guarantee={guarantee} />;
  return (
    <div
      data-differs={line.differsFromRequest || undefined}
      className={
        line.differsFromRequest
          ? '-mx-1.5 rounded-md bg-amber-50 px-1.5 py-1 ring-2 ring-amber-400 print:ring-1'
          : undefined
      }
    >
      <p className="font-semibold text-slate-900">
        <bdi>{offeredLabel(t, line.level)}</bdi>
      </p>
      {line.franchise ? (
        <p className="text-slate-700">
          <Interpolated
            i18nKey="offerTerms.franchise"
            values={{ value: <FranchiseValue franchise={line.franchise} /> }}
          />
        </p>
      ) : null}
      {line.ceilingCentimes === null ? null : (
        <p className="text-slate-700">
          <Interpolated
            i18nKey="offerTerms.ceiling"
            values={{ amount: <bdi>{formatDh(line.ceilingCentimes)}</bdi> }}
          />
        </p>
      )}
      {line.differsFromRequest ? <Difference line={line} /> : null}
    </div>
  );
}
