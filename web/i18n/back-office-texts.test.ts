import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { frAgencyDay } from './fr/agency-day.ts';
import { frAgencyDriver } from './fr/agency-driver.ts';
import { frBackOffice } from './fr/back-office.ts';
import { frLevies } from './fr/levies.ts';
import { frTableFilters } from './fr/table-filters.ts';
import { frTariffs } from './fr/tariffs.ts';

/*
 * The driver's pages load the texts of every signed-in area (signed-in.ts), never the back
 * office's (back-office-texts.ts, router.tsx guard): a key of the back office's named in the
 * driver's pages would show as its raw key there.
 */

/** The catalogue's top-level groups that only the back office's texts hold. */
const backOfficeGroups = [
  frBackOffice,
  frTariffs,
  frLevies,
  frAgencyDriver,
  frAgencyDay,
  frTableFilters,
].flatMap((part) => Object.keys(part));

/** The code the driver's pages run: their features, the shared components and helpers. */
const driverCode = ['features/quote-flow', 'features/comparison', 'components', 'lib']
  .flatMap((folder) =>
    readdirSync(join('web', folder), { recursive: true, encoding: 'utf8' }).map((file) =>
      join('web', folder, file),
    ),
  )
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));

/** A literal key of those groups, as `t('…')` or `i18nKey="…"` names it. */
const backOfficeKey = new RegExp(
  String.raw`(?:\bt\(|i18nKey=\{?)\s*['"\x60]((?:${backOfficeGroups.join('|')})\.[\w.]+)`,
  'g',
);

describe("the driver's pages' texts", () => {
  it('name no key of the back office, whose texts they do not load', () => {
    expect(backOfficeGroups).toEqual(
      expect.arrayContaining(['backOffice', 'tariffs', 'levies', 'agencyDay']),
    );
    expect(driverCode.length).toBeGreaterThan(50);
    const named = driverCode.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(backOfficeKey)].map(
        (match) => `${file}: ${match[1]}`,
      ),
    );
    expect(named).toEqual([]);
  });

  it('would see a back-office key named in them', () => {
    const sample = `t('backOffice.notificationSettings.title'); <Trans i18nKey="tariffs.title" />`;
    expect([...sample.matchAll(backOfficeKey)].map((match) => match[1])).toEqual([
      'backOffice.notificationSettings.title',
      'tariffs.title',
    ]);
  });
});
