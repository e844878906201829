/*
 * The fuels the civil-liability tariff distinguishes. Arrêté 1390-05 sets private cars' bands by
 * fiscal power for petrol and for diesel, and prices an electric vehicle at its reference class
 * reduced by 30 % (annex, class D12). A hybrid is priced as the fuel its engine burns.
 */

/** Fuels of the civil-liability tariff. */
export const tariffFuels = ['petrol', 'diesel', 'electric'] as const;
export type TariffFuel = (typeof tariffFuels)[number];

/**
 * Each fuel of the reference list (its French name, as seeded from
 * server/db/seed/reference-data.ts `fuelNames`, and as docs/product/morocco.md lists them) → its
 * tariff fuel, the one mapping of the project:
 * - Essence → petrol; Diesel → diesel; Électrique → electric;
 * - Hybride and Hybride rechargeable → petrol: the list does not say which engine a hybrid has,
 *   and the hybrids sold in Morocco are petrol-electric (assumption, docs/product/tariffs.md);
 *   a diesel hybrid would be entered as Diesel.
 */
export const tariffFuelByFuelName: Readonly<Record<string, TariffFuel>> = {
  Essence: 'petrol',
  Diesel: 'diesel',
  Hybride: 'petrol',
  'Hybride rechargeable': 'petrol',
  Électrique: 'electric',
};

/** The tariff fuel of a reference fuel named `fuelNameFr`; undefined for a name not listed. */
export function tariffFuelOf(fuelNameFr: string): TariffFuel | undefined {
  return Object.hasOwn(tariffFuelByFuelName, fuelNameFr)
    ? tariffFuelByFuelName[fuelNameFr]
    : undefined;
}
