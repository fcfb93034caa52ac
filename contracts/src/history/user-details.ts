/**
 * SPEC §3 stored user details: the visitor's own name, email, phone and postcode, kept in the browser
 * (localStorage, this key) after a form is sent and used to pre-fill the next form or checkout.
 */
export const USER_DETAILS_STORAGE_KEY = 'forecourt:user-details';
