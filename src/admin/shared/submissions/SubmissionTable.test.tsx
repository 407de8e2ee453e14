import { render, screen, within } from '@testing-library/react';
import { buildCareerApplication } from '../../../../tests/support/builders';
import { CareerDetailsModal } from '../../career-data/CareerDetailsModal';
import { CareerTable } from '../../career-data/CareerTable';
import { emailParts } from './SubmissionTable';

describe('emailParts', () => {
  it('lets an address break only after the @ and before its dots, keeping every character', () => {
    const { container } = render(<a href="mailto:x">{emailParts('aleksandra.konstantinovna@gosudarstvennyj-universitet.example.ru')}</a>);
    expect(container.textContent).toBe('aleksandra.konstantinovna@gosudarstvennyj-universitet.example.ru');
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- the subject is the markup: where <wbr> break points and the download button sit
    const pieces = container.querySelector('a')!.innerHTML.split('<wbr>');
    expect(pieces).toEqual(['aleksandra', '.konstantinovna@', 'gosudarstvennyj-universitet', '.example', '.ru']);
  });

  it('leaves an address without @ or dots whole', () => {
    expect(emailParts('nobody')).toEqual(['nobody']);
  });
});

describe('submitted text in the submission tables and details', () => {
  const rlo = '\u202e';
  const application = buildCareerApplication({
    id: 7,
    name: `${rlo}Asha Verma`,
    phone: `+91 98140 22750${rlo}`,
    position: `Welder ${rlo}(night)`,
    resume_file: 'resumes/7.pdf',
    resume_filename: `${rlo}cv-asha.pdf`,
  });

  it('isolates every cell a visitor typed (<bdi>), so a bidi control reorders only its own text', () => {
    render(
      <CareerTable rows={[application]} empty="none" pending={new Map()} onStatusChange={() => {}} onView={() => {}} onDownload={() => {}} onDelete={() => {}} />,
    );
    for (const text of [application.name, application.phone, application.position]) expect(screen.getByText(text).tagName).toBe('BDI');
    expect(screen.getByRole('link', { name: application.email }).firstElementChild?.tagName).toBe('BDI');
  });

  it('isolates the details, and the resume name from its Download button', () => {
    render(<CareerDetailsModal application={application} onClose={() => {}} onDownload={() => {}} />);
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText(application.name).tagName).toBe('BDI');
    const resume = dialog.getByText(application.resume_filename);
    expect(resume.tagName).toBe('BDI');
    expect(resume.nextSibling?.textContent).toBe(' ');
    // eslint-disable-next-line testing-library/no-node-access -- the subject is the markup: where <wbr> break points and the download button sit
    expect(resume.parentElement).toContainElement(dialog.getByRole('button', { name: 'Download Resume' }));
  });
});
