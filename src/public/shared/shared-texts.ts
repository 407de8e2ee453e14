/** Labels of the shared public blocks that the specs name but messages.ts does not hold (headings, buttons). */
export const sharedTexts = {
  brochureHeading: 'Download Our Brochure',
  brochureLead: 'Get our product catalogue with specifications, finishes and export packing options.',
  brochureEmailLabel: 'Email Address',
  brochureFailed: 'Could not send the brochure request. Please try again.',
  brochureDownloadReady: 'Thank you! Your copy of the brochure is ready to download.',
  brochureDownload: 'Download the brochure (PDF)',
  brochureByRequest: 'Our sales team sends the brochure on request.',
  brochureContact: 'Ask for a copy on the contact page',
  knowMore: 'Know More',
  spotlight: 'Spotlight',
  registeredOffice: 'Registered Office',
  factoryOffice: 'Factory / Corporate Office',
  contact: 'Get in Touch',
  phone: 'Phone',
  email: 'E-mail',
  /** Read only by form bots: the field is hidden from people and assistive technology. */
  honeypotLabel: 'Website (leave this field empty)',
} as const;
