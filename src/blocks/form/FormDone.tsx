import { useEffect, useRef } from 'react';

/** The success state of a page form: announced, focused, and with a way to send another. */
export function FormDone({ title, children, onAgain, againLabel }: { title: string; children: React.ReactNode; onAgain: () => void; againLabel: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="form-done" role="status" tabIndex={-1}>
      <h3>✓ {title}</h3>
      <p>{children}</p>
      <button type="button" className="button button--secondary" onClick={onAgain}>
        {againLabel}
      </button>
    </div>
  );
}
