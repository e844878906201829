import { Interpolated } from './interpolated.tsx';

/**
 * A text holding a quote reference (`Devis {{reference}}`): the reference is one unbroken
 * Latin run (`MQ-2026-000003` never wraps at its hyphens, and keeps its order in Arabic text).
 */
export function ReferenceText({ i18nKey, reference }: { i18nKey: string; reference: string }) {
  return (
    <Interpolated
      i18nKey={i18nKey}
      values={{
        reference: (
          <bdi className="whitespace-nowrap" dir="ltr">
            {reference}
          </bdi>
        ),
      }}
    />
  );
}
