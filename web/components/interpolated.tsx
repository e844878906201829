import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Marks where a value goes in a translated text; never typed by anyone. */
const mark = '\u0000';

/**
 * A translated text whose `{{placeholders}}` are elements (`<bdi>` around a reference, a name,
 * a driver's words): i18next fills each with a marker, and the text is cut there. The values
 * never pass through i18next, so a driver's words are shown as typed, never read as markup.
 * (react-i18next's Trans does this too, but would add its parser to every public page's
 * bundle: docs/product/design.md §10.)
 */
export function Interpolated({
  i18nKey,
  values,
}: {
  i18nKey: string;
  values: Record<string, ReactNode>;
}) {
  const { t } = useTranslation();
  const markers = Object.fromEntries(
    Object.keys(values).map((name) => [name, `${mark}${name}${mark}`]),
  );
  const parts = t(i18nKey, markers).split(mark);
  // Odd parts are placeholder names, even parts the text around them.
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{index % 2 === 1 ? values[part] : part}</Fragment>
      ))}
    </>
  );
}
