/**
 * The bounds of one gift, in cents: the donation form's schema (domain/donations/schemas.ts) and the table's check
 * (./donations.ts) both read them here. Nothing is imported, so browser code may use this file.
 */
export const MINIMUM_DONATION_CENTS = 100;
export const MAXIMUM_DONATION_CENTS = 100_000_000;
