import { render } from '@testing-library/react';
import { emailParts } from './SubmissionTable';

describe('emailParts', () => {
  it('lets an address break only after the @ and before its dots, keeping every character', () => {
    const { container } = render(<a href="mailto:x">{emailParts('aleksandra.konstantinovna@gosudarstvennyj-universitet.example.ru')}</a>);
    expect(container.textContent).toBe('aleksandra.konstantinovna@gosudarstvennyj-universitet.example.ru');
    const pieces = container.querySelector('a')!.innerHTML.split('<wbr>');
    expect(pieces).toEqual(['aleksandra', '.konstantinovna@', 'gosudarstvennyj-universitet', '.example', '.ru']);
  });

  it('leaves an address without @ or dots whole', () => {
    expect(emailParts('nobody')).toEqual(['nobody']);
  });
});
