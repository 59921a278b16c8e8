/**
 * Version (effective date) of each legal text. A lead stores the privacy
 * policy version the visitor accepted; change the date whenever the policy's
 * substance changes, so consent records say which text was agreed to.
 */
export const PRIVACY_POLICY_VERSION = "2026-11-21";
export const TERMS_VERSION = "2026-11-21";
export const COOKIE_POLICY_VERSION = "2026-11-22";
