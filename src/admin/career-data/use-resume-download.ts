import { useCallback } from 'react';
import { useRepository } from '../../data/repository-context';
import type { CareerApplication } from '../../domain/careers';
import { adminMessages } from '../../domain/messages';
import { notify } from '../../ui/notices';
import { errorMessage } from '../shared/failure-text';
import { saveFile } from '../shared/submissions/save-file';

/** The resume's name as the details show it and the download saves it: the applicant's file name, else the stored one. */
export function resumeName(application: Pick<CareerApplication, 'resume_filename' | 'resume_file'>): string {
  const listed = application.resume_filename.trim() || application.resume_file;
  // Only the last part of a path: a name never picks a folder.
  return listed.split(/[\\/]/).pop() ?? listed;
}

/**
 * Downloads an applicant's resume through download_resume.php and saves it under the name the details show (the
 * applicant's file name as listed), else as the server's Content-Disposition names it.
 * An application without a file says 'No resume file available for download' (admin spec 5); a failed download
 * says why.
 */
export function useResumeDownload(): (application: CareerApplication) => Promise<void> {
  const repository = useRepository();
  return useCallback(
    async (application: CareerApplication) => {
      if (!application.resume_file) {
        notify(adminMessages.submissions.noResume, 'info');
        return;
      }
      try {
        const { blob, filename } = await repository.careerApplications.downloadResume(application.resume_file, application.resume_filename);
        // Saved under the name the list and the details show (the applicant's file name) when there is one.
        saveFile(blob, resumeName(application) || filename);
      } catch (error) {
        notify(adminMessages.submissions.resumeDownloadFailed(errorMessage(error)), 'error');
      }
    },
    [repository],
  );
}
