/** What a kiosk shows instead of the application form: a résumé cannot be chosen from a shared screen (KioskApplication). */
export const kioskApplyTexts = {
  lead: 'Résumés cannot be uploaded from this screen. Apply from your own phone or computer, whichever suits you:',
  phone: 'Continue on your phone: open',
  phoneAfter: 'and fill in the form there.',
  email: 'Or e-mail your résumé to',
  subject: (position: string) => `with the subject “Application: ${position}”.`,
} as const;
