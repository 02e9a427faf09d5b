import { Eye, EyeOff } from 'lucide';
import { Icon } from '../../ui/Icon.tsx';
import { useState } from 'react';
import { FieldError } from '../../ui/form/fields.tsx';
import { useEarlyInput } from '../../ui/form/early-input.ts';

/** A password input with a show/hide toggle, its label, hint and error wired for assistive technology. */
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
  autoFocus?: boolean;
}) {
  const [visible, setVisible] = useState(false);
  const ref = useEarlyInput<HTMLInputElement>(value, onChange);
  const describedBy = [hint && `${id}-hint`, `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <div className="password-field">
        <input
          ref={ref}
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          className="field__control"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required={required}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
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
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
