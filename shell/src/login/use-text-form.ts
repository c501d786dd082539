import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/** What a field must hold: `required` is the message for an empty value, `validate` answers true or a message. */
export interface FieldRules<Fields> {
  required?: string;
  validate?: (value: string, fields: Fields) => true | string;
}

export type FieldErrors<Fields> = Partial<Record<keyof Fields, string>>;

/** What an input spreads to take part in the form. */
export interface RegisteredField {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  ref: (element: HTMLInputElement | null) => void;
}

interface FieldEntry<Fields> {
  rules: FieldRules<Fields>;
  /** Forget the value and the rules when the input leaves the page (a field shown in one mode only). */
  unregisterOnUnmount: boolean;
  element: HTMLInputElement | null;
  ref: (element: HTMLInputElement | null) => void;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A form of text fields, for the few the login page has (react-hook-form weighed too much there). It behaves as
 * react-hook-form's defaults did: rules are checked on submit (the first field in error gets the focus), then each
 * field again as it changes; a field registered with unregisterOnUnmount starts empty when it comes back.
 */
export function useTextForm<Fields extends { [Name in keyof Fields]: string }>(defaults: Fields) {
  const [values, setValues] = useState(defaults);
  const [errors, setErrors] = useState<FieldErrors<Fields>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const latest = useRef(defaults);
  const submitted = useRef(false);
  // In registration order, so the first field in error is the first on the page.
  const fields = useRef(new Map<keyof Fields, FieldEntry<Fields>>()).current;

  function errorOf(name: keyof Fields, all: Fields): string | undefined {
    const rules = fields.get(name)?.rules ?? {};
    const value = all[name];
    if (rules.required && value === '') return rules.required;
    const verdict = rules.validate?.(value, all) ?? true;
    return verdict === true ? undefined : verdict;
  }

  function setValue(name: keyof Fields, value: string): void {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
  }

  function setFieldError(name: keyof Fields, message: string | undefined): void {
    setErrors((current) => {
      const next = { ...current };
      if (message === undefined) delete next[name];
      else next[name] = message;
      return next;
    });
  }

  /** The props an input spreads; its ref and change handler stay the same across renders. */
  function register(
    name: keyof Fields & string,
    rules: FieldRules<Fields>,
    { unregisterOnUnmount = false } = {},
  ): RegisteredField {
    let entry = fields.get(name);
    if (!entry) {
      const created: FieldEntry<Fields> = {
        rules,
        unregisterOnUnmount,
        element: null,
        ref: (element) => {
          created.element = element;
          if (element || !created.unregisterOnUnmount) return;
          fields.delete(name);
          setValue(name, defaults[name]);
          setFieldError(name, undefined);
        },
        onChange: (event) => {
          setValue(name, event.target.value);
          if (submitted.current) setFieldError(name, errorOf(name, latest.current));
        },
      };
      entry = created;
      fields.set(name, entry);
    }
    entry.rules = rules;
    entry.unregisterOnUnmount = unregisterOnUnmount;
    return { name, value: values[name], onChange: entry.onChange, ref: entry.ref };
  }

  /** A submit handler that checks every field first and calls `onValid` only when all pass. */
  function handleSubmit(onValid: (fields: Fields) => Promise<void>) {
    async function submit() {
      submitted.current = true;
      const all = latest.current;
      const found: FieldErrors<Fields> = {};
      let first: HTMLInputElement | null = null;
      for (const [name, entry] of fields) {
        const message = errorOf(name, all);
        if (message === undefined) continue;
        found[name] = message;
        first ??= entry.element;
      }
      setErrors(found);
      if (Object.keys(found).length > 0) {
        first?.focus();
        return;
      }
      setSubmitting(true);
      try {
        await onValid(all);
      } finally {
        setSubmitting(false);
      }
    }
    // A form event handler's return value is ignored: onValid handles its own refusals, so a rejection here is a
    // bug, reported rather than left unhandled.
    return (event?: FormEvent) => {
      event?.preventDefault();
      submit().catch((error: unknown) => console.error('Form submit failed', error));
    };
  }

  return {
    register,
    handleSubmit,
    errors,
    isSubmitting,
    setError: setFieldError,
    clearErrors: () => setErrors({}),
  };
}

export type TextForm<Fields extends { [Name in keyof Fields]: string }> = ReturnType<typeof useTextForm<Fields>>;
