/** The role matrix lives in the contracts, shared with the web app that hides what a role may not do. */
export { type Area, canAccess } from '@app/contracts';
