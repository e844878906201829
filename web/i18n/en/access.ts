import type { Translation } from '../../../domain/translation.ts';
import type { frAccess } from '../fr/access.ts';

/** English texts of agency registration and the password reset pages. */
export const enAccess: Translation<typeof frAccess> = {
  access: {
    /** Sign-up's confirmation link (decision 0023): the sent panel, resend, /confirmer-email. */
    confirm: {
      checkInboxTitle: 'Check your inbox',
      checkInbox:
        'We sent an e-mail to {{email}}. Open the link inside to activate your account: it is valid for 24 hours. Remember to look in your spam folder.',
      resend: 'Send the link again',
      resent: 'Done: if this address is waiting for confirmation, a new link is on its way.',
      otherAddress: 'Use another address',
      title: 'Confirming your address',
      confirming: 'Confirming…',
      confirmed: 'Address confirmed: welcome to Moqarana!',
      alreadyConfirmed: 'This address is already confirmed. Sign in with your password.',
      missing: 'This link is incomplete. Open the whole link you received, or ask for a new one.',
      askNew: 'Get a new link at this address:',
      unconfirmedHint: 'Address not confirmed yet?',
      pendingAgencyHint:
        'Agency registered recently? Your area opens once the Moqarana team has approved it: you will get an e-mail.',
    },
    registration: {
      title: 'Agency registration',
      intro:
        'Register your agency to receive the quote requests of your city. A Moqarana administrator checks your ACAPS approval before opening your area.',
      email: 'Manager’s e-mail address',
      password: 'Password',
      passwordHint: 'At least 8 characters.',
      city: 'City',
      cityPlaceholder: 'Choose a city',
      phone: 'Agency phone',
      managerName: 'Manager’s name',
      managerPhone: 'Manager’s phone',
      agencyName: 'Agency name',
      address: 'Address',
      insurer: 'Insurer',
      insurerPlaceholder: 'Choose an insurer',
      acaps: 'ACAPS approval number',
      acapsHint: 'As it appears on your intermediary approval (law 17-99).',
      submit: 'Register',
      invalid: 'Please fill out the form correctly.',
      success:
        'Registration request received! Check your inbox: we are writing to you there about what comes next. You will be able to sign in once an administrator has approved your registration.',
      failure: 'Failed to register the agency. Please try again.',
      haveAccount: 'Already registered?',
      signIn: 'Sign in',
    },
    forgot: {
      title: 'Forgotten password',
      intro:
        'Enter your account’s e-mail address. If it exists, you will receive a link to choose a new password, valid for 30 minutes.',
      email: 'E-mail address',
      submit: 'Send the link',
      sent: 'If an account exists with this address, a link has just been sent. Check your spam folder too.',
      back: 'Back to sign-in',
    },
    reset: {
      title: 'New password',
      intro: 'Choose your password: at least 8 characters.',
      newPassword: 'New password',
      confirmPassword: 'Confirm the password',
      submit: 'Save',
      done: 'Password saved. You can sign in.',
      missingToken:
        'This link is incomplete. Open the whole link you received, or ask for a new one.',
      askNew: 'Ask for a new link',
      signInStaff: 'Agency area',
      signInDriver: 'Driver area',
    },
  },
};
