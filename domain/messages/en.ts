import type { Translation } from '../translation.ts';
import type { frMessages } from './fr.ts';

/** English validation and API error messages (decision 0008), the same keys as the French. */
export const enMessages: Translation<typeof frMessages> = {
  validation: {
    required: '*This field is required',
    invalidFormat: '*Invalid format',
    invalidCin: 'Invalid national ID card (CIN) number',
    invalidPhone: '*Invalid format: a Moroccan number is expected (e.g. 06 12 34 56 78)',
    invalidDate: '*Invalid date',
    passwordTooShort: 'The password must be at least {{min}} characters long',
    passwordTooLong: 'The password must be at most {{max}} characters long',
    passwordsMismatch: 'The passwords do not match',
    tooLong: 'This text is too long',
    unknownField: 'Unknown field',
    invalidValue: '*Invalid value',
    invalidCharacters: '*This text contains a character that is not allowed',
    emailTaken: '*Address already in use',
    tooYoung: 'The driver must be at least 18 years old',
    futureDate: 'The date cannot be in the future',
    wrongCurrentPassword: 'The current password is incorrect',
    mustAccept: '*You must accept to continue',
    invalidPlate: '*Invalid format: e.g. 12345-A-6, \u206612345-أ\u200e-6\u2069 or WW-123456',
    marketValueAboveNew: 'The market value must be less than or equal to the value when new',
    amountTooLarge: '*Amount too large',
    positiveAmount: '*The amount must be greater than zero',
    licenceBeforeAdult: 'The licence cannot have been obtained before the age of 18',
    licenceDatesOrder: 'The expiry date must come after the date of issue',
    registrationTooOld: 'The first registration date cannot be before 1950',
    registrationBeforeBirth:
      "The first registration date is before the driver's date of birth: check both dates",
    licenceExpired: 'The driving licence has expired',
    startInPast: 'The start date cannot be in the past',
    startTooFar: 'The start date must be within the next 12 months',
    tooOld: '*Invalid date of birth',
    pricesOrder: 'Prices must follow Basic ≤ Intermediate ≤ Premium',
    priceFormat:
      '*Invalid amount: digits, and a comma or a point before the centimes (e.g. 5600.50)',
    invalidRating: '*Choose a rating from 1 to 5',
    invalidName:
      '*Letters, spaces, apostrophe (’), hyphen (-) and the period of an initial only: no digits, no web address',
    nameTooLong: '*{{nameMax}} characters at most',
    invalidCode: '*The code has 6 digits',
    wrongCode: 'Wrong code: check the code you received on WhatsApp',
    codeExpired: 'This code is no longer valid (expired or already used): ask for a new one',
    codeAttemptsExceeded: 'Too many tries for this code: ask for a new one',
  },
  errors: {
    validationFailed: 'Some fields are invalid. Please correct them and try again.',
    invalidCredentials: 'Incorrect e-mail address or password. Please try again.',
    unauthenticated: 'Your session has expired. Please sign in again.',
    forbiddenOrigin: 'Request refused: origin not allowed.',
    notFound: 'Not found.',
    emailTaken: 'An account already exists with this e-mail address.',
    conflict: 'This action conflicts with another change.',
    payloadTooLarge: 'The request is too large.',
    unsupportedMediaType: 'Unsupported request format: send JSON.',
    rateLimited: 'Too many attempts. Try again in {{minutes}} minutes.',
    internal: 'Something went wrong on our side. Please try again in a moment.',
    unavailable: 'The service is briefly unavailable. Please try again in a moment.',
    idempotencyKeyRequired: 'Missing or invalid Idempotency-Key header.',
    quoteClosed: 'This quote no longer accepts offers or choices.',
    offerExpired: 'This offer has expired. Please choose another offer.',
    offerUnavailable:
      'This agency is not taking new contracts at the moment. Please choose another offer.',
    invalidResetLink: 'This link is no longer valid (already used or expired). Ask for a new one.',
    invalidVerificationLink:
      'This confirmation link is no longer valid (expired or replaced by a newer one). Ask for a new one.',
    emailNotVerified:
      'E-mail address not confirmed: open the link we sent you by e-mail, or ask for a new one.',
    contractDecided: 'This contract was already confirmed or marked lost.',
    offerChanged:
      'Your offer was changed meanwhile (in another tab or by a colleague): its current prices are shown. Check your prices, then send them again to replace them.',
    accountDeactivated:
      'Account deactivated: your agency’s manager deactivated this account. Ask them to reactivate it.',
    agencySuspended: 'Agency suspended: your agency cannot use Moqarana for now. Contact support.',
    agencyPending:
      'Registration pending: the Moqarana team has not approved your agency yet. You will get an e-mail once it does.',
    agencyRejected:
      'Registration refused: your agency’s registration was not accepted. Contact support.',
    driverAccount:
      'This is a driver account: sign in with “Sign in” at the top of the site to follow your quotes.',
    staffAccount: 'This is an agency account: sign in from the Agency area (/adminLogin).',
  },
  statuses: {
    pending: 'Pending',
    offered: 'Offer sent',
    selected: 'Selected',
    confirmed: 'Confirmed',
    lost: 'Lost',
    notRetained: 'Not retained',
    expired: 'Expired',
    cancelled: 'Cancelled',
  },
  csv: {
    reference: 'Reference',
    date: 'Date',
    client: 'Client',
    age: 'Age',
    cin: 'National ID (CIN)',
    city: 'City',
    amount: 'Amount (MAD incl. tax)',
    status: 'Status',
    pack: 'Pack',
    policyNumber: 'Policy number',
    packs: { basic: 'Basic', intermediate: 'Intermediate', premium: 'Premium' },
  },
};
