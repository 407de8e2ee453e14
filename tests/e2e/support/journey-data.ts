/** What the visitor sends and the administrator then looks for, unique per run. */
export function journeyData(stamp = Date.now().toString(36)) {
  const pageSlug = `e2e-launch-notes-${stamp}`;
  return {
    contact: {
      name: `Ada Visitor ${stamp}`,
      email: `ada.${stamp}@example.com`,
      phone: '98765 43210',
      company: 'Lovelace Fencing Ltd',
      subject: 'quote-request',
      message: `Please quote 400 m of chain link fencing with gates (ref ${stamp}).`,
    },
    application: {
      name: `Grace Applicant ${stamp}`,
      email: `grace.${stamp}@example.com`,
      phone: '91234 56789',
      experience: '3-5',
      coverLetter: 'I have run a galvanising line for four years.',
      resumeName: `grace-resume-${stamp}.pdf`,
    },
    page: {
      title: `E2E Launch Notes ${stamp}`,
      slug: pageSlug,
      content: `Launch notes written by the administrator journey ${stamp}.`,
    },
    navigation: { title: `Launch ${stamp}`, slug: pageSlug },
    seoTitle: `Ironcrest Home ${stamp} | Steel Products`,
  };
}

export type JourneyData = ReturnType<typeof journeyData>;
