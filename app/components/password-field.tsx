import type { InputHTMLAttributes, ReactNode } from 'react'
import { useEffect, useRef, useState } from 'react'
import { useT } from '~/i18n/use-t'
import { Field } from './field'

type PasswordFieldProps = {
  label: ReactNode
  meta: Parameters<typeof Field>[0]['meta']
  hint?: ReactNode
  inputProps?: InputHTMLAttributes<HTMLInputElement>
}

/**
 * A password field with a reveal button ('Show password' / 'Hide password'). The button is in the server's markup and
 * shown only once `html.js` is set (see app.css), so nothing shifts on hydration and nothing useless shows without
 * JavaScript. The password is hidden again when its form is submitted, so the browser never stores it as plain text.
 */
export function PasswordField({ label, meta, hint, inputProps }: PasswordFieldProps) {
  const { t, lang } = useT()
  const [shown, setShown] = useState(false)
  const [toggled, setToggled] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const form = buttonRef.current?.form
    if (!form) return
    const hide = () => setShown(false)
    form.addEventListener('submit', hide)
    return () => form.removeEventListener('submit', hide)
  }, [])
  return (
    <>
      <Field
        label={label}
        meta={meta}
        type={shown ? 'text' : 'password'}
        hint={hint}
        // Browsers must not offer to correct or capitalise a password while it is shown as text.
        inputProps={{ autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false, ...inputProps }}
        after={
          <button
            ref={buttonRef}
            type="button"
            className="button button-secondary password-reveal"
            aria-controls={meta.id}
            lang={lang(shown ? 'password.hide' : 'password.show')}
            onClick={() => {
              setShown((value) => !value)
              setToggled(true)
            }}
          >
            {shown ? t('password.hide') : t('password.show')}
          </button>
        }
      />
      {/* Said once the button has been used: its new name alone is not announced by every screen reader. */}
      <p className="visually-hidden" aria-live="polite" lang={toggled ? lang(shown ? 'password.visible' : 'password.hidden') : undefined}>{toggled ? (shown ? t('password.visible') : t('password.hidden')) : ''}</p>
    </>
  )
}
