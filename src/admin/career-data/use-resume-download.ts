import { useCallback } from 'react';
import { useRepository } from '../../data/repository-context';
import type { CareerApplication } from '../../domain/careers';
import { adminMessages } from '../../domain/messages';
import { notify } from '../../ui/notices';
import { errorMessage } from '../shared/failure-text';
import { saveFile } from '../shared/submissions/save-file';

/**
 * Downloads an applicant's resume through download_resume.php and saves it under the name the applicant uploaded (as
 * the server's Content-Disposition gives it, else as the list names it).
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
        saveFile(blob, filename);
      } catch (error) {
        notify(adminMessages.submissions.resumeDownloadFailed(errorMessage(error)), 'error');
      }
    },
    [repository],
  );
}
