import { useState } from 'react'
import type { FormEvent, KeyboardEvent } from 'react'
import { useT } from '~/i18n/use-t'
import { checkPassword } from '~/domain/accounts/rules'

/**
 * The password field's side of the checklist: Escape in the field dismisses the pop-out, and only that (the dialog the
 * form is in stays open; a second Escape closes it), until the field is focused or typed in again (WCAG 1.4.13).
 * Spread onto the password field's inputProps; `dismissed` goes to PasswordChecklist.
 */
export function usePasswordChecklist(onInput: (value: string) => void) {
  const [dismissed, setDismissed] = useState(false)
  const inputProps = {
    onInput: (event: FormEvent<HTMLInputElement>) => {
      setDismissed(false)
      onInput(event.currentTarget.value)
    },
    onFocus: () => setDismissed(false),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Escape' || dismissed) return
      // Kept from the dialog: a prevented Escape keydown does not cancel a modal <dialog>.
      event.preventDefault()
      event.stopPropagation()
      setDismissed(true)
    },
  }
  return { dismissed, inputProps }
}

/**
 * The password requirements, each shown as met or not as the person types. It follows its password field and pops out
 * while that field has focus (spec section 2, CSS only: app.css), pushing what follows down rather than covering it;
 * without JavaScript it simply shows. Hidden or not it stays the field's description (aria-describedby), so screen
 * readers always hear it.
 */
export function PasswordChecklist({ id, password, dismissed = false }: { id: string; password: string; dismissed?: boolean }) {
  const { t, lang } = useT('account')
  const check = checkPassword(password)
  const rules = [
    { key: 'length', met: check.length },
    { key: 'classes', met: check.classes >= 3 },
    { key: 'lowercase', met: check.lowercase, sub: true },
    { key: 'uppercase', met: check.uppercase, sub: true },
    { key: 'digit', met: check.digit, sub: true },
    { key: 'special', met: check.special, sub: true },
  ]
  return (
    <div className={`password-requirements${dismissed ? ' is-dismissed' : ''}`}>
      {/* The described element is the one CSS hides: a hidden element a description points at is still read in full. */}
      <div id={id} className="password-popout">
        <p className="field-hint" lang={lang('passwordRules.title')}>{t('passwordRules.title')}</p>
        <ul className="checklist">
          {rules.map((rule) => (
            <li key={rule.key} className={`${rule.met ? 'met' : ''}${rule.sub ? ' sub' : ''}`}>
              <span lang={lang(`passwordRules.${rule.key}`)}>{t(`passwordRules.${rule.key}`)}</span>
              <span className="visually-hidden" lang={lang(rule.met ? 'passwordRules.met' : 'passwordRules.notMet')}> {rule.met ? t('passwordRules.met') : t('passwordRules.notMet')}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
