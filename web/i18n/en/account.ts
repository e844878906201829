import type { Translation } from '../../../domain/translation.ts';
import type { frAccount } from '../fr/account.ts';

/** The account page's texts in English. */
export const enAccount: Translation<typeof frAccount> = {
  profile: {
    title: 'My account',
    infoTab: 'Your details',
    passwordTab: 'Change password',
    username: 'User name',
    email: 'E-mail',
    emailHint: 'To change your e-mail address, please contact support.',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    birthDate: 'Date of birth',
    city: 'City',
    profession: 'Occupation',
    convention: 'Group agreement',
    choose: 'Choose…',
    notProvided: 'Not provided',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm the new password',
    changePassword: 'Change the password',
    passwordChanged: 'Password changed. Your other sessions have been signed out.',
    agency: 'Agency',
  },
};
