/** The contact form's fields as typed (`website` is the honeypot; `consent`, the privacy box). */
export type ContactFormValues = {
  name: string;
  email: string;
  message: string;
  website: string;
  consent: boolean;
};

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  message: '',
  website: '',
  consent: false,
};

/** The API's length limits (ContactInputSchema), used as the inputs' maxLength. */
export const CONTACT_LIMITS = { name: 200, email: 254, message: 5000, website: 500 } as const;
