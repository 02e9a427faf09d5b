import type { ChangeEvent, ReactNode } from 'react';
import { useEarlyChecks, useEarlyFile, useEarlyInput } from './early-input.ts';

/*
 * Form fields with their label, error and help wired for assistive technology: every control has
 * a <label>, an error sets aria-invalid and is named by aria-describedby, required fields say so.
 * Ids come from the form's useId() prefix, so the same form twice on a page (inline and in the
 * dialog) never shares an id, and the server and the browser agree on them.
 */

export type FieldErrors = Partial<Record<string, string>>;

interface BaseProps {
  /** The form's id prefix (from useId). */
  idPrefix: string;
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /**
   * The staff screens' variant: no "*" after a required field's label (every field there is
   * required unless marked optional), and the error carries the dashboard's class as well.
   */
  staff?: boolean;
  className?: string;
}

function describedBy(...ids: unknown[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

function Label({ htmlFor, label, required, plain }: { htmlFor: string; label: string; required?: boolean; plain?: boolean }) {
  return (
    <label className="field__label" htmlFor={htmlFor}>
      {label}
      {required && plain ? null : required ? (
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : (
        <span className="field__optional"> (optional)</span>
      )}
    </label>
  );
}

export function FieldError({ id, error, className }: { id: string; error?: string; className?: string }) {
  // Always in the DOM so a screen reader hears the error when it appears on a focused field.
  return (
    <p id={id} className={className ? `field__error ${className}` : 'field__error'} hidden={!error}>
      {error}
    </p>
  );
}

/**
 * The frame every single-control field shares: label, optional hint, the control, then its error.
 * Exported for fields built elsewhere (the password field with its show/hide toggle).
 */
export function FieldFrame({ id, label, required, staff, hint, className, error, children }: { id: string; label: string; required?: boolean; staff?: boolean; hint?: ReactNode; className?: string; error?: string; children: ReactNode }) {
  return (
    <div className={`field ${className ?? ''}`}>
      <Label htmlFor={id} label={label} required={required} plain={staff} />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {children}
      <FieldError id={`${id}-error`} error={error} className={staff ? 'dash-fielderror' : undefined} />
    </div>
  );
}

/** The accessibility attributes of a control: required (the attribute says it to assistive technology too), invalid, and what describes it. */
export function controlAria(required: boolean | undefined, error: string | undefined, ...describedByIds: unknown[]) {
  return {
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(...describedByIds),
  } as const;
}

export function TextField({
  idPrefix,
  name,
  label,
  error,
  hint,
  required,
  staff,
  className,
  value,
  onChange,
  type = 'text',
  autoComplete,
  maxLength,
  placeholder,
  inputMode,
  autoFocus,
}: BaseProps & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'url' | 'password';
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric';
  autoFocus?: boolean;
}) {
  const id = `${idPrefix}-${name}`;
  const ref = useEarlyInput<HTMLInputElement>(value, onChange);
  return (
    <FieldFrame id={id} label={label} required={required} staff={staff} hint={hint} className={className} error={error}>
      <input
        ref={ref}
        id={id}
        name={name}
        type={type}
        className="field__control"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...controlAria(required, error, hint && `${id}-hint`, `${id}-error`)}
        autoComplete={autoComplete}
        maxLength={maxLength}
        placeholder={placeholder}
        inputMode={inputMode}
        data-autofocus={autoFocus || undefined}
      />
    </FieldFrame>
  );
}

export function TextArea({
  idPrefix,
  name,
  label,
  error,
  required,
  className,
  value,
  onChange,
  maxLength,
  placeholder,
  rows = 5,
}: BaseProps & { value: string; onChange: (value: string) => void; maxLength: number; placeholder?: string; rows?: number }) {
  const id = `${idPrefix}-${name}`;
  const length = [...value].length;
  const ref = useEarlyInput<HTMLTextAreaElement>(value, onChange);
  return (
    <FieldFrame id={id} label={label} required={required} className={className} error={error}>
      <textarea
        ref={ref}
        id={id}
        name={name}
        className="field__control field__control--textarea"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...controlAria(required, error, `${id}-count`, `${id}-error`)}
        maxLength={maxLength}
        placeholder={placeholder}
        rows={rows}
      />
      <p id={`${id}-count`} className={`field__count${length >= maxLength ? ' field__count--full' : ''}`} data-testid={`${name}-count`}>
        {length} / {maxLength} characters
      </p>
    </FieldFrame>
  );
}

export function SelectField({
  idPrefix,
  name,
  label,
  error,
  required,
  className,
  value,
  onChange,
  options,
  placeholder = 'Please Select',
}: BaseProps & { value: string; onChange: (value: string) => void; options: readonly string[]; placeholder?: string }) {
  const id = `${idPrefix}-${name}`;
  const ref = useEarlyInput<HTMLSelectElement>(value, onChange);
  return (
    <FieldFrame id={id} label={label} required={required} className={className} error={error}>
      {/* The wrapper draws the chevron (forms.css): the control itself loses the browser's grey look. */}
      <span className="field__select">
        <select
          ref={ref}
          id={id}
          name={name}
          className="field__control field__control--select"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...controlAria(required, error, `${id}-error`)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </span>
    </FieldFrame>
  );
}

export function CheckboxGroup({
  idPrefix,
  name,
  label,
  error,
  className,
  value,
  onChange,
  options,
}: Omit<BaseProps, 'required'> & { value: readonly string[]; onChange: (value: string[]) => void; options: readonly string[] }) {
  const id = `${idPrefix}-${name}`;
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? options.filter((item) => item === option || value.includes(item)) : value.filter((item) => item !== option));
  const ref = useEarlyChecks(value, onChange);
  return (
    <fieldset
      ref={ref}
      className={`field field--group ${className ?? ''}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={`${id}-error`}
      id={id}
    >
      <legend className="field__label">
        {label}
        <span className="field__optional"> (optional)</span>
      </legend>
      <div className="field__checkboxes">
        {options.map((option, index) => (
          <label key={option} className="field__checkbox">
            <input
              type="checkbox"
              name={name}
              value={option}
              id={`${id}-${index}`}
              checked={value.includes(option)}
              onChange={(event: ChangeEvent<HTMLInputElement>) => toggle(option, event.target.checked)}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

export function FileField({
  idPrefix,
  name,
  label,
  error,
  hint,
  required,
  className,
  accept,
  file,
  onChange,
}: BaseProps & { accept: string; file: File | null; onChange: (file: File | null) => void }) {
  const id = `${idPrefix}-${name}`;
  const ref = useEarlyFile(file, onChange);
  const remove = () => {
    if (ref.current) ref.current.value = '';
    onChange(null);
    ref.current?.focus();
  };
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} className={className} error={error}>
      {/*
       * A drop zone: the real file input covers it, invisible, so a click anywhere opens the file
       * picker and a file dropped on it is taken, by the browser itself, with or without script.
       */}
      <div className={file ? 'dropzone has-file' : 'dropzone'} data-over="false">
        <input
          ref={ref}
          id={id}
          name={name}
          type="file"
          className="dropzone__input"
          accept={accept}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          onDragEnter={(event) => (event.currentTarget.parentElement!.dataset.over = 'true')}
          onDragLeave={(event) => (event.currentTarget.parentElement!.dataset.over = 'false')}
          onDrop={(event) => (event.currentTarget.parentElement!.dataset.over = 'false')}
          {...controlAria(required, error, hint && `${id}-hint`, `${id}-chosen`, `${id}-error`)}
        />
        <p className="dropzone__prompt" aria-hidden="true">
          <strong>{file ? 'Replace the file' : 'Drop your file here'}</strong> or <span className="dropzone__choose">choose one</span>
        </p>
      </div>
      <p id={`${id}-chosen`} className="dropzone__file" hidden={!file}>
        {file && (
          <>
            <span className="dropzone__name">{file.name}</span> <span className="dropzone__size">{formatSize(file.size)}</span>{' '}
            <button type="button" className="dropzone__remove" onClick={remove}>
              Remove<span className="visually-hidden"> {file.name}</span>
            </button>
          </>
        )}
      </p>
    </FieldFrame>
  );
}

/** A file's size as a person reads it: "840 KB", "2.4 MB". */
export const formatSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

/**
 * The honeypot: a field people never see or reach (visually hidden, out of the tab
 * order, hidden from assistive technology, no autofill), which form-filling bots tend to fill.
 */
export function Honeypot({ idPrefix, value, onChange }: { idPrefix: string; value: string; onChange: (value: string) => void }) {
  const id = `${idPrefix}-website`;
  // A bot that fills the page before the app runs is still caught.
  const ref = useEarlyInput<HTMLInputElement>(value, onChange);
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input ref={ref} id={id} name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
