/**
 * Business constants shared by several features. Figures that only one feature uses live in
 * that feature's content data instead.
 */

/** How many owners the pages say are on the waitlist: one figure everywhere. */
export const WAITLIST_COUNT_LABEL = '500+';

/** DoorKeep's management fee, percent of rent collected. */
export const MANAGEMENT_FEE_PERCENT = 2;

/** The fee traditional managers charge in our comparisons (the 8-12% range, 10% in charts and the calculator). */
export const TRADITIONAL_FEE_PERCENT = 10;
export const TRADITIONAL_FEE_RANGE_LABEL = '8-12%';

/** The refundable reservation deposit, in dollars. */
export const DEPOSIT_AMOUNT_DOLLARS = 99;

/** Value of the free setup an early owner gets, in dollars. */
export const FREE_SETUP_VALUE_DOLLARS = 499;

/** The shortest password an owner or a vendor may choose (the forms say 'at least 6 characters'). */
export const MIN_PASSWORD_LENGTH = 6;

/** The length rule, shown under every new-password field before the first try. */
export const passwordLengthHint = `At least ${MIN_PASSWORD_LENGTH} characters.`;
