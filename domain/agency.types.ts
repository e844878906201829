import type { AgencyQuoteStatus } from './back-office.status.ts';
import type { Guarantee, Pack } from './guarantees.ts';
import type { PackPrices } from './quote.types.ts';

/*
 * Shapes of the agency API's answers (docs/product/specification.md §2 agency screens). Before this agency's offer is
 * selected, the driver is shown as initials, age and masked CIN only (docs/product/design.md §5).
 */

/** The driver as an agency sees them: `contact` only once the driver selected this agency. */
export interface AgencyDriverView {
  /** Initials (`S. B.`) before selection; the full name after. */
  name: string;
  age: number;
  /** Masked (`AB****56`) before selection; in full after. */
  cin: string;
  city: string;
  contact: { firstName: string; lastName: string; phone: string; email: string } | null;
}

/** One page of a keyset-paginated list; `nextCursor` is null on the last page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Everything an agency needs to price a quote (/user-info, /prix-info). */
export interface AgencyQuoteDetail {
  id: string;
  reference: string;
  /** The status this agency sees (domain/back-office.status.ts). */
  status: AgencyQuoteStatus;
  guaranteeChoiceId: string;
  insuranceStartDate: string;
  driver: AgencyDriverView;
  vehicle: {
    brand: string;
    fuel: string;
    fiscalPower: number;
    seats: number;
    firstRegistrationDate: string;
    newValueCentimes: number;
    marketValueCentimes: number;
    plate: string;
  };
  /** The chosen option's code per guarantee (`theft.F0`), labelled by the reader's language. */
  guarantees: Record<Guarantee, string>;
  /** This agency's own offer on the quote, if it priced it. */
  ownOffer: { prices: PackPrices; validUntil: string } | null;
  /** True when the driver selected this agency's offer; `selectedPack` is then set. */
  selectedByUs: boolean;
  selectedPack: Pack | null;
  /** False once the quote is selected, expired or cancelled. */
  canPrice: boolean;
  /**
   * While the quote is open: this agency's median price per pack for vehicles of the same
   * fiscal power (its latest 2,000 offers), centimes; null with fewer than 5 such offers.
   */
  usualPrices: PackPrices | null;
}
