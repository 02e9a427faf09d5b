/** The "?" dialog: every list shortcut, from LIST_SHORTCUTS (shortcuts.ts). Escape or Close shuts it. */
import { Fragment, useRef } from 'react';
import { Dialog } from '../dialogs.tsx';
import { LIST_SHORTCUTS } from './shortcuts.ts';

/** How a key is written on a keyboard's cap. */
function keyName(key: string): string {
  return key === 'Escape' ? 'Esc' : key;
}

export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title="Keyboard shortcuts" onClose={onClose} initialFocus={closeRef} className="dash-dialog--confirm dash-shortcuts">
      <p className="dash-muted-text">On the lists, when you are not typing in a field.</p>
      <dl className="dash-shortcuts__list">
        {LIST_SHORTCUTS.map((shortcut) => (
          <div key={shortcut.keys.join(' ')} className="dash-shortcuts__item">
            <dt>
              {shortcut.keys.map((key, index) => (
                <Fragment key={key}>
                  {index > 0 && <span className="dash-muted"> or </span>}
                  <kbd>{keyName(key)}</kbd>
                </Fragment>
              ))}
            </dt>
            <dd>{shortcut.does}</dd>
          </div>
        ))}
      </dl>
      <div className="dash-dialog__actions">
        <button ref={closeRef} type="button" className="dash-btn" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}

/** Where the shortcuts are found without knowing "?" (hidden on touch screens, which have no keys). */
export function ShortcutsHint({ onOpen }: { onOpen: () => void }) {
  return (
    <p className="dash-shortcuts__hint">
      <button type="button" className="dash-linkbtn" onClick={onOpen}>
        Keyboard shortcuts
      </button>{' '}
      <span className="dash-muted">
        (press <kbd>?</kbd>)
      </span>
    </p>
  );
}
