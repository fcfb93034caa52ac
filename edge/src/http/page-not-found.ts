/** Thrown by a page loader when the URL names nothing (an unknown car, search path …): the page answers 404. */
export class PageNotFound extends Error {}
