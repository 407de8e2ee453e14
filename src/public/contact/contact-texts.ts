import { CONTACT_REPLY_HOURS } from '../../domain/constants';
import type { ContactSubject } from './contact-form-model';

/** Labels and copy of the Contact Us page that the spec names but messages.ts does not hold. */
export const contactTexts = {
  formLead: `Fill out the form below and our team will get back to you within ${CONTACT_REPLY_HOURS} hours.`,
  fields: {
    name: 'Full Name',
    email: 'Email Address',
    phone: 'Phone Number',
    company: 'Company Name',
    subject: 'Subject',
    message: 'Message',
  },
  subjectPlaceholder: 'Select a subject',
  submit: 'Send Message',
  /** Beside the form, for a browser with JavaScript switched off. */
  noScript: 'Sending this form needs JavaScript, which is switched off in your browser. Write to us at',
  infoTitle: 'Contact Information',
  registeredOffice: 'Registered Office',
  factoryOffice: 'Factory / Corporate Office',
  /** The heading of stored address lines that name no office. */
  address: 'Address',
  email: 'General E-mail',
  cellNumbers: 'Cell Numbers',
  businessHours: 'Business Hours',
  ctaTitle: 'Ready to discuss your project?',
  ctaLead: 'Talk to our team about custom steel products, sourcing or engineering support.',
  callNow: 'Call Now',
  mapTitle: (company: string) => `Map: ${company} factory and corporate office`,
  openMap: 'Open the address on a map',
} as const;

/** Readable labels of the subject values (public spec 5). */
export const subjectLabels: Readonly<Record<ContactSubject, string>> = {
  'general-inquiry': 'General Inquiry',
  'quote-request': 'Quote Request',
  'product-information': 'Product Information',
  'manufacturing-services': 'Manufacturing Services',
  'sourcing-services': 'Sourcing Services',
  'engineering-services': 'Engineering Services',
  partnership: 'Partnership',
  support: 'Support',
};
