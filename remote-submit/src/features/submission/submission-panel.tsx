import type { ExposedModuleProps } from '@cairn/shared/contracts/exposed-modules';
import { useApiClient } from '@cairn/shared/data/use-api-client';
import { RemoteScope } from '@cairn/shared/ui/remote-scope';
import { useState } from 'react';
import { ProgressAnnouncer } from './components/progress-announcer';
import { type FormMessage, SubmissionForm } from './components/submission-form';
import { SubmissionList } from './components/submission-list';
import { useSubmissions } from './hooks/use-submissions';
import styles from './submission-panel.module.css';

/** The evidence submission box and 'Your Submissions' of `/app` (SPEC §2 'Home'). */
function SubmissionPanelScreen({ host }: ExposedModuleProps['submit/SubmissionPanel']) {
  const api = useApiClient(host);
  const { submissions, submit, submitting } = useSubmissions(api, host);
  const [input, setInput] = useState('');
  const [message, setMessage] = useState<FormMessage | null>(null);

  async function handleSubmit() {
    setMessage(null);
    const outcome = await submit(input);
    if (outcome.ok) setInput('');
    else if (outcome.message) setMessage({ text: outcome.message, tone: 'error', detail: outcome.detail });
  }

  return (
    <div className={styles.panel}>
      <SubmissionForm
        value={input}
        onChange={(value) => {
          setInput(value);
          if (message) setMessage(null);
        }}
        onSubmit={() => void handleSubmit()}
        submitting={submitting}
        message={message}
        onMessage={setMessage}
      />
      <SubmissionList submissions={submissions} />
      <ProgressAnnouncer submissions={submissions} />
    </div>
  );
}

export default function SubmissionPanel(props: ExposedModuleProps['submit/SubmissionPanel']) {
  return (
    <RemoteScope name="submit">
      <SubmissionPanelScreen {...props} />
    </RemoteScope>
  );
}
