import { useCallback, useRef, useState } from 'react';
import { getConfig } from '../../../config';
import { canPrepareImages, prepareUploadImage, unprocessedUpload, type ImagePurpose, type PreparedUpload, type SizeReport } from './prepare-upload-image';

/**
 * The upload pipeline for one file input. `choose` makes a chosen file web-ready and hands the result to `apply`
 * (the file to hold, or the rule's message); an answer overtaken by a newer choice is dropped. Where the browser cannot
 * run the pipeline, the rules are applied at once, in the same event, as before. `report` is what ImageSizeReport shows.
 */
export function useWebImage(purpose: ImagePurpose) {
  const [report, setReport] = useState<SizeReport | null>(null);
  const latest = useRef(0);
  const choose = useCallback(
    (file: File | null, apply: (prepared: PreparedUpload) => void) => {
      const ticket = ++latest.current;
      if (!file || !canPrepareImages()) {
        const prepared = file ? unprocessedUpload(file, purpose) : { file: null, problem: null, report: null };
        setReport(prepared.report);
        apply(prepared);
        return;
      }
      setReport({ state: 'working', before: file.size });
      void prepareUploadImage(file, purpose, getConfig().imageMaxSide).then((prepared) => {
        if (ticket !== latest.current) return;
        setReport(prepared.report);
        apply(prepared);
      });
    },
    [purpose],
  );
  return { report, choose, working: report?.state === 'working' };
}
