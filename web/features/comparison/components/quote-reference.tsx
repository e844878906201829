import { Trans } from 'react-i18next';

/**
 * A text holding a quote reference (`Devis <ref>{{reference}}</ref>`): the reference is one
 * unbroken Latin run (`MQ-2026-000003` never wraps at its hyphens, and keeps its order in
 * Arabic text).
 */
export function ReferenceText({ i18nKey, reference }: { i18nKey: string; reference: string }) {
  return (
    <Trans
      i18nKey={i18nKey}
      values={{ reference }}
      components={{ ref: <bdi className="whitespace-nowrap" dir="ltr" /> }}
    />
  );
}
