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
  /** Beside the brochure form, for a browser with JavaScript switched off (NoScriptNote). */
  brochureNoScript: 'Requesting the brochure here needs JavaScript, which is switched off in your browser. Ask for it at',
  noScriptOrCall: 'or call',
  spotlight: 'Spotlight',
  registeredOffice: 'Registered Office',
  factoryOffice: 'Factory / Corporate Office',
  contact: 'Get in Touch',
  phone: 'Phone',
  email: 'E-mail',
  /** Read only by form bots: the field is hidden from people and assistive technology. */
  honeypotLabel: 'Website (leave this field empty)',
} as const;
