/** The company's contact details and social profiles, shown in the footer and the contact block. */
export const COMPANY = {
  name: 'Veltrix Consulting',
  address: 'Office 1204, Bay Square Building 7, Business Bay, Dubai, United Arab Emirates',
  phone: '+971 4 555 0142',
  email: 'info@veltrix.example',
  social: [
    { network: 'LinkedIn', brand: 'linkedin', href: 'https://www.linkedin.com/company/veltrix' },
    { network: 'X', brand: 'twitter', href: 'https://x.com/veltrix' },
    { network: 'GitHub', brand: 'github', href: 'https://github.com/veltrix' },
  ],
} as const;
