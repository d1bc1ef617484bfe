import { LIMITS } from '../constants.ts';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Shared helper rule: empty is allowed; otherwise at most 45 characters in the usual shape. */
export const isValidEmail = (value: string, max: number = LIMITS.emailShared): boolean => {
  const v = value.trim();
  if (v === '') return true;
  return v.length <= max && EMAIL_SHAPE.test(v);
};

/** The usual e-mail shape, required (empty is not an e-mail). */
export const isEmailShape = (value: string): boolean => EMAIL_SHAPE.test(value.trim());
