import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { mailsTo } from './support/outbox'
import { startTestPayload, uniqueEmail } from './support/payload'
import * as content from '../../app/domain/accounts/content.server'
import * as analytics from '../../app/domain/content/analytics.server'

let payload: Payload
let outbox: string

beforeAll(async () => {
  ;({ payload, outbox } = await startTestPayload())
})

describe('content-managed images', () => {
  it('every account image slot starts with the shipped illustration, resized by the upload path, alt text per language', async () => {
    const en = await content.accountContent(payload, 'en')
    for (const slot of ['signUpSuccessImage', 'forgotPasswordSentImage', 'resendVerificationSentImage', 'updateEmailImage'] as const) {
      expect(en.image(slot), slot).toMatchObject({ url: expect.stringMatching(/\/media\/file\/email-sent.*\.png$/), alt: 'An envelope with a green tick: an email is on its way', width: 960, height: 540 })
    }
    const media = await payload.find({ collection: 'media', where: { filename: { like: 'email-sent' } }, overrideAccess: true })
    expect(media.totalDocs).toBe(1)
    expect(media.docs[0].sizes?.thumbnailXs?.width).toBe(96)

    // Until translated, te reo Māori falls back to the English alt text; a translation changes only te reo Māori.
    expect((await content.accountContent(payload, 'mi')).image('signUpSuccessImage')?.alt).toBe('An envelope with a green tick: an email is on its way')
    await payload.update({ collection: 'media', id: media.docs[0].id, data: { alt: 'He kōpaki' }, locale: 'mi', overrideAccess: true })
    expect((await content.accountContent(payload, 'mi')).image('signUpSuccessImage')?.alt).toBe('He kōpaki')
    expect((await content.accountContent(payload, 'en')).image('signUpSuccessImage')?.alt).toBe('An envelope with a green tick: an email is on its way')
  })

  it('a slot the editor empties stays empty after a restart, and the page shows no image', async () => {
    await payload.updateGlobal({ slug: 'account-content', data: { updateEmailImage: null }, overrideAccess: true })
    const { seedContentImages } = await import('../../cms/seed/content')
    await seedContentImages(payload)
    expect((await content.accountContent(payload, 'en')).image('updateEmailImage')).toBeNull()
  })
})

describe('formatted content', () => {
  it('is refused in the admin when a link goes anywhere but http, https, mailto or this site', async () => {
    await expect(payload.updateGlobal({ slug: 'site-settings', data: { termsContent: '[Terms](javascript:alert(1))' }, overrideAccess: true })).rejects.toThrow(/termsContent|Terms content/i)
    await expect(payload.updateGlobal({ slug: 'account-content', data: { willBeDeletedContent: '<data:text/html,hi>' }, overrideAccess: true })).rejects.toThrow()
    const saved = await payload.updateGlobal({ slug: 'site-settings', data: { termsContent: '# Kia ora\n\n- [Contact](/contact)' }, overrideAccess: true })
    expect(saved.termsContent).toBe('# Kia ora\n\n- [Contact](/contact)')
    expect((await content.accountContent(payload, 'en')).html('forgotPasswordText')).toBe("<p>Enter your email address and we'll send you a link to reset your password.</p>\n")
  })
})

describe('te reo Māori copy saved in the admin', () => {
  it("keeps the untranslated fields falling back to English, so a later English edit reaches te reo Māori pages", async () => {
    // The admin's form in te reo Māori shows each untranslated field's English and sends it all back with the one edit.
    const english = await payload.findGlobal({ slug: 'account-content', locale: 'en', overrideAccess: true })
    const { id: _id, updatedAt: _updated, createdAt: _created, ...form } = english
    await payload.updateGlobal({ slug: 'account-content', locale: 'mi', data: { ...form, signUpFooterNote: 'Ka whakamahia ō taipitopito mō te kaupapa anake.' }, overrideAccess: true })
    const stored = await payload.findGlobal({ slug: 'account-content', locale: 'mi', fallbackLocale: false, overrideAccess: true })
    expect(stored.signUpFooterNote).toBe('Ka whakamahia ō taipitopito mō te kaupapa anake.')
    expect(stored.signUpSuccessTopText ?? null).toBeNull()
    expect(stored.forgotPasswordTitle ?? null).toBeNull()

    await payload.updateGlobal({ slug: 'account-content', locale: 'en', data: { signUpSuccessTopText: 'Thank you for signing up! We have emailed a verification link to' }, overrideAccess: true })
    const mi = await content.accountContent(payload, 'mi')
    expect(mi.html('signUpSuccessTopText')).toContain('Thank you for signing up! We have emailed a verification link to')
    expect(mi.html('signUpFooterNote')).toContain('Ka whakamahia ō taipitopito mō te kaupapa anake.')
    // English saves are untouched by the rule.
    expect((await content.accountContent(payload, 'en')).html('signUpFooterNote')).toContain('We will only use your details to run the programme.')
  })
})

describe('analytics settings', () => {
  it('are off until staff set an https script address, and an edit applies at once', async () => {
    expect(await analytics.analyticsSettings(payload)).toBeNull()
    await expect(payload.updateGlobal({ slug: 'site-settings', data: { analyticsScriptUrl: 'http://stats.example.nz/s.js' }, overrideAccess: true })).rejects.toThrow()
    await expect(payload.updateGlobal({ slug: 'site-settings', data: { analyticsScriptUrl: 'https://stats.example.nz/s.js', analyticsSiteId: '"><script>' }, overrideAccess: true })).rejects.toThrow()
    await payload.updateGlobal({ slug: 'site-settings', data: { analyticsScriptUrl: 'https://stats.example.nz/js/script.manual.js', analyticsSiteId: 'example.nz' }, overrideAccess: true })
    expect(await analytics.analyticsSettings(payload)).toEqual({ scriptUrl: 'https://stats.example.nz/js/script.manual.js', siteId: 'example.nz', signedIn: false })
    await payload.updateGlobal({ slug: 'site-settings', data: { analyticsScriptUrl: '' }, overrideAccess: true })
    expect(await analytics.analyticsSettings(payload)).toBeNull()
  })
})

describe("the programme's name in account emails", () => {
  it('signs the account emails and names the sender', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { programmeName: 'Role Models Aotearoa' }, overrideAccess: true })
    const { sendAccountEmail } = await import('../../app/domain/accounts/emails.server')
    const to = uniqueEmail('programme')
    await sendAccountEmail(payload, 'verify', { to, path: '/account/verify?token=x' })
    const [mail] = await mailsTo(outbox, to)
    expect(mail).toMatch(/From: "?Role Models Aotearoa"? </)
    expect(mail).toMatch(/Ngā mihi,\s*\r?\nRole Models Aotearoa|Ng=C4=81 mihi,/)
    expect(mail).toContain('Role Models Aotearoa')
  })
})
