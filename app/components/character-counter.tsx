import { useT } from '~/i18n/use-t'

export const COUNTER_MAX = 1000
export const COUNTER_WARNING_BELOW = 100

export type CounterState = { remaining: number; level: 'ok' | 'warning' | 'error' }

/** Remaining characters and how to show them: a warning below 100 remaining, an error when over. */
export function counterState(length: number, max = COUNTER_MAX): CounterState {
  const remaining = max - length
  return { remaining, level: remaining < 0 ? 'error' : remaining < COUNTER_WARNING_BELOW ? 'warning' : 'ok' }
}

/** Live character count for a textarea; announced politely to screen readers. */
export function CharacterCounter({ length, max = COUNTER_MAX, id }: { length: number; max?: number; id: string }) {
  const { t, lang } = useT()
  const { remaining, level } = counterState(length, max)
  const key = remaining < 0 ? 'counter.tooMany' : 'counter.remaining'
  const count = Math.abs(remaining)
  return (
    <p id={id} className={`counter counter-${level}`} aria-live="polite" lang={lang(key, { count })}>
      {t(key, { count })}
    </p>
  )
}
