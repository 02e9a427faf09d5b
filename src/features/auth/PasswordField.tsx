import { Eye, EyeOff } from 'lucide';
import { Icon } from '../../ui/Icon.tsx';
import { useState } from 'react';
import { FieldFrame, controlAria } from '../../ui/form/fields.tsx';
import { useEarlyInput } from '../../ui/form/early-input.ts';

/**
 * A password input with a show/hide toggle, its label, hint and error wired for assistive
 * technology: sign-in, the password reset, and the password an admin may set for a new account.
 */
export function PasswordField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  hint,
  autoComplete,
  required = true,
  staff,
  autoFocus,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  autoComplete: 'current-password' | 'new-password';
  required?: boolean;
  /** The dashboard's look (as TextField's `staff`): no "*", "(optional)" when not required. */
  staff?: boolean;
  autoFocus?: boolean;
}) {
  const [visible, setVisible] = useState(false);
  const ref = useEarlyInput<HTMLInputElement>(value, onChange);
  return (
    <FieldFrame id={id} label={label} required={required} staff={staff} hint={hint} error={error}>
      <div className="password-field">
        <input
          ref={ref}
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          className="field__control"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...controlAria(required, error, hint && `${id}-hint`, `${id}-error`)}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          data-autofocus={autoFocus || undefined}
        />
        <button type="button" className="password-field__toggle" aria-pressed={visible} aria-controls={id} onClick={() => setVisible((value) => !value)}>
          {visible ? <Icon node={EyeOff} /> : <Icon node={Eye} />}
          <span className="visually-hidden">{visible ? 'Hide password' : 'Show password'}</span>
        </button>
      </div>
    </FieldFrame>
  );
}
