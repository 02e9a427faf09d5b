/**
 * The 10 recovery codes, shown once, right after they were made: copy them or download them as a
 * text file, then say they are saved. They are never shown again (the server keeps only hashes).
 */
import { useState } from 'react';
import { saveBlob } from '../save-blob.ts';

export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const [copied, setCopied] = useState<string | null>(null);
  const text = `Northbeam staff sign-in: recovery codes\nEach code works once, in place of a code from your authenticator app.\n\n${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('Copied. Keep them somewhere safe, away from this computer.');
    } catch {
      setCopied('Could not copy here: download them, or write them down.');
    }
  }

  return (
    <div className="dash-recovery">
      <p>
        <strong>Save these recovery codes now.</strong> If you lose your phone, each one signs you in once instead of a
        code from the app. They will not be shown again.
      </p>
      <ol className="dash-recovery__codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="dash-form__actions">
        <button type="button" className="dash-btn" onClick={() => void copy()}>
          Copy codes
        </button>
        <button type="button" className="dash-btn" onClick={() => saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), 'northbeam-recovery-codes.txt')}>
          Download .txt
        </button>
        <button type="button" className="dash-btn dash-btn--primary" onClick={onSaved}>
          I have saved my codes
        </button>
      </div>
      <p className="dash-muted-text" role="status">
        {copied}
      </p>
    </div>
  );
}
