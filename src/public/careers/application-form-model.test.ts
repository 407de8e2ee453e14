import { RESUME_MAX_BYTES } from '../../domain/constants';
import { publicMessages, ruleMessages } from '../../domain/messages';
import { doc, docx, exeAs, htmlAs, pdf } from '../../../tests/support/hostile-files';
import { RepositoryError } from '../../domain/repository-error';
import {
  applicationFailureMessage,
  emptyApplicationForm,
  isApplicationSuccessText,
  resumeContentError,
  resumeError,
  validateApplication,
} from './application-form-model';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('resumeError', () => {
  it('accepts .pdf, .doc and .docx in any letter case up to 10 MB', () => {
    for (const name of ['cv.pdf', 'cv.DOC', 'my.cv.docx']) expect(resumeError(file(name))).toBeNull();
    expect(resumeError(file('cv.pdf', RESUME_MAX_BYTES))).toBeNull();
  });

  it('names a missing, wrongly typed or too large resume', () => {
    expect(resumeError(null)).toBe('Resume/CV is required');
    for (const name of ['setup.exe', 'notes.txt', 'pdf', 'cv.pdf.exe']) expect(resumeError(file(name))).toBe(publicMessages.careers.resumeType);
    expect(resumeError(file('cv.pdf', RESUME_MAX_BYTES + 1))).toBe(publicMessages.careers.resumeTooLarge);
  });
});

describe('resumeContentError', () => {
  it('accepts a PDF, a Word 97 document and a .docx by their leading bytes', async () => {
    for (const genuine of [pdf('cv.pdf'), doc('cv.doc'), docx('cv.docx'), pdf('CV.PDF')]) expect(await resumeContentError(genuine)).toBeNull();
  });

  it('refuses a program or a web page renamed to .pdf, .doc or .docx, and a document under another document\'s name', async () => {
    const disguised = [
      exeAs('cv.pdf', 'application/pdf'),
      exeAs('cv.docx', ''),
      htmlAs('cv.doc', 'application/msword'),
      htmlAs('cv.pdf', 'application/octet-stream'),
      pdf('cv.docx'),
      docx('cv.pdf'),
    ];
    for (const file of disguised) expect(await resumeContentError(file), file.name).toBe(ruleMessages.resumeContentMismatch);
  });

  it('leaves the name, type and size checks to resumeError', async () => {
    expect(await resumeContentError(null)).toBeNull();
    expect(await resumeContentError(exeAs('setup.exe', 'application/x-msdownload'))).toBeNull();
  });
});

describe('validateApplication', () => {
  it('returns the input for the job applied for, resume included', () => {
    const resume = file('cv.pdf');
    const values = { ...emptyApplicationForm(), name: 'K', email: 'k@example.com', phone: '1', resume };
    expect(validateApplication(values, 'Welder')).toEqual({
      ok: true,
      input: { name: 'K', email: 'k@example.com', phone: '1', position: 'Welder', experience: '', cover_letter: '', resume },
    });
  });

  it('reports field and resume problems together', () => {
    const values = { ...emptyApplicationForm(), name: 'K', email: 'not-mail', phone: ' ', resume: file('cv.txt') };
    expect(validateApplication(values, 'Welder')).toEqual({
      ok: false,
      errors: {
        email: 'Email Address must be a valid e-mail address',
        phone: 'Phone Number is required',
        resume: publicMessages.careers.resumeType,
      },
    });
  });
});

describe('applicationFailureMessage', () => {
  it('shows the server message, else the generic failure', () => {
    expect(applicationFailureMessage(new RepositoryError('server', 'Position closed'))).toBe('Position closed');
    expect(applicationFailureMessage(new RepositoryError('server', ''))).toBe(publicMessages.careers.failed);
    expect(applicationFailureMessage(new RepositoryError('http', 'HTTP error! status: 500'))).toBe(publicMessages.careers.failed);
  });

  it('shows the exception text when no answer could be read', () => {
    for (const kind of ['network', 'timeout', 'malformed'] as const) {
      expect(applicationFailureMessage(new RepositoryError(kind, 'x'))).toBe(publicMessages.careers.exception);
    }
    expect(applicationFailureMessage(new Error('boom'))).toBe(publicMessages.careers.exception);
  });
});

describe('isApplicationSuccessText', () => {
  it('is true only for texts containing successfully', () => {
    expect(isApplicationSuccessText(publicMessages.careers.success)).toBe(true);
    expect(isApplicationSuccessText(publicMessages.careers.failed)).toBe(false);
  });
});
