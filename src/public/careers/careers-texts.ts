import type { ExperienceOption } from './application-form-model';

/** Labels and copy of the Careers page that the spec names but messages.ts does not hold. */
export const careersTexts = {
  heroTitle: 'Careers',
  heroSubtitle: 'Build your career with Ironcrest Steel Industries',
  whyLead: 'Join a team that engineers steel products for clients in more than 50 countries.',
  openingsLead: 'Explore the roles we are hiring for right now.',
  loadingOpenings: 'Loading current openings...',
  noOpeningsText: 'We have no open positions right now, but we are always glad to hear from skilled people.',
  sendCv: 'Send your CV to',
  viewDetails: 'View Details & Apply',
  department: 'Department',
  location: 'Location',
  type: 'Type',
  experience: 'Experience',
  salary: 'Salary',
  description: 'Job Description',
  requirements: 'Requirements',
  benefits: 'Benefits',
  applyTitle: 'Apply for this Position',
  fields: {
    name: 'Full Name',
    email: 'Email Address',
    phone: 'Phone Number',
    experience: 'Years of Experience',
    coverLetter: 'Cover Letter',
    resume: 'Resume/CV',
  },
  experiencePlaceholder: 'Select experience',
  resumeHint: 'Accepted: .pdf, .doc, .docx (maximum 10 MB)',
  submit: 'Submit Application',
  /** Beside the form, for a browser with JavaScript switched off. */
  noScript: 'Applying online needs JavaScript, which is switched off in your browser. Send your CV to',
  backToOpenings: 'Back to all openings',
  cultureTitle: 'Our Culture',
  cultureText:
    'On our shop floors and in our design office, people who take pride in precise work learn from each other every day. We promote from within, invest in training and keep safety ahead of output.',
  contactHrText: 'Questions about a role or your application? Our HR team is happy to help.',
  emailHr: 'Email HR',
} as const;

/** Readable labels of the experience choices (public spec 5). */
export const experienceLabels: Readonly<Record<ExperienceOption, string>> = {
  '0-1': '0-1 years',
  '1-3': '1-3 years',
  '3-5': '3-5 years',
  '5-10': '5-10 years',
  '10+': '10+ years',
};

/** The six 'Why Work With Us' benefits (public spec 2.8). */
export const WORK_BENEFITS = [
  { icon: '₹', title: 'Competitive Pay', text: 'Fair salaries, annual reviews and performance bonuses.' },
  { icon: '✚', title: 'Health & Insurance', text: 'Medical cover for you and your family, plus accident insurance.' },
  { icon: '⚙', title: 'Skill Development', text: 'On-the-job training, certifications and modern machinery to learn on.' },
  { icon: '↗', title: 'Career Growth', text: 'Clear paths from the shop floor to supervision and management.' },
  { icon: '✓', title: 'Safe Workplace', text: 'Protective equipment, safety drills and a zero-harm culture.' },
  { icon: '◎', title: 'Global Exposure', text: 'Work on export projects for clients across five continents.' },
] as const;

/** Values shown in the company-culture section. */
export const CULTURE_VALUES = [
  { title: 'Quality First', text: 'Every weld, cut and bolt is checked against the drawing.' },
  { title: 'Teamwork', text: 'Engineering, production and sourcing solve problems together.' },
  { title: 'Integrity', text: 'We keep our word to clients, suppliers and each other.' },
] as const;

/** 'full-time' reads 'Full Time'. */
export const jobTypeLabel = (type: string): string =>
  type
    .split('-')
    .map((word) => (word ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join(' ');
