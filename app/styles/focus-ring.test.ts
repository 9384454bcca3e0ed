import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** The custom properties of app.css's :root. */
const css = readFileSync(new URL('./app.css', import.meta.url), 'utf8')
const variable = (name: string) => {
  const match = css.match(new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6}|#[0-9a-fA-F]{3})`))
  if (!match) throw new Error(`--${name} not found in app.css`)
  return match[1]
}

function luminance(hex: string) {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

describe('the focus ring (WCAG 2.4.11 / 1.4.11)', () => {
  const ring = variable('focus-ring')
  const gap = variable('focus-gap')
  // Every background a focusable element sits on: page, footer, header, alerts, primary and danger buttons.
  const backgrounds = { white: '#fff', footer: variable('bg-soft'), header: variable('blue'), success: variable('success-bg'), warning: variable('warning-bg'), danger: variable('danger-bg'), dangerButton: variable('danger-line') }

  it.each(Object.entries(backgrounds))('has one of its two rings at 3:1 or more against %s', (_name, background) => {
    expect(Math.max(contrast(ring, background), contrast(gap, background))).toBeGreaterThanOrEqual(3)
  })

  it('its two rings tell apart from each other', () => {
    expect(contrast(ring, gap)).toBeGreaterThanOrEqual(3)
  })

  it('no rule draws the old yellow ring', () => {
    expect(css).not.toMatch(/#f4b400/i)
  })
})
