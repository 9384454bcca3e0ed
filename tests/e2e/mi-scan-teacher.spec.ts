import { createCookie } from '@remix-run/node'
import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { activateByApi, chooseRoleModel, createInPersonDraftByPosts, startDraftByPost } from './support/events'
import { languageFindings } from './support/mi-scan'
import { completeProfileData, createRoleModel, reference, staffToken } from './support/role-models'
import { signInToAdmin } from './support/staff'
import { devTeacher, signInAs, waitForHydration } from './support/teacher'
import { baseURL } from '../../playwright.config'
import { staffCreate, staffFindOne } from './support/staff-api'
import { acceptWithConsent, endSession, invitedPresenter } from './support/sessions'

// Issue 34, item 1 (decision 0045): in te reo Māori, every teacher page and every product staff page shows English
// only inside lang="en" and no Māori inside it, with errors shown and dialogs open. The page's language comes from
// the browser (Accept-Language: mi): the data is made first in English (sign-in sets the stored language's cookie),
// then the language cookie is set to te reo Māori (as the switch would, without saving it on the shared demo teacher)
// and every page is read in it.

let counter = 0
const unique = () => `${Date.now()}${process.pid}${counter++}`

/** From now on the page is in te reo Māori, whatever sign-in set: the language switch's cookie, written as the app writes it. */
async function inMaori(page: Page, request: APIRequestContext) {
  known = await notInterfaceTexts(request)
  const value = (await createCookie('lng').serialize('mi')).split(';')[0].split('=')[1]
  await page.context().addCookies([{ name: 'lng', value, url: baseURL, httpOnly: true, sameSite: 'Lax' }])
}

/**
 * What the pages show that is not the interface's, cut out before the scan: what people wrote (role models' names and
 * words about themselves, events' titles and details, schools' names: they have no language the page can declare), the
 * and the programme's name (a name). The staff-edited lists (regions, languages, industries...) are scanned: a name
 * with no te reo Māori shows its English marked as such.
 */
async function notInterfaceTexts(request: APIRequestContext): Promise<string[]> {
  const headers = { Authorization: `JWT ${await staffToken(request)}` }
  const docs = async (path: string) => ((await (await request.get(`/cms-api/${path}`, { headers })).json()).docs ?? []) as Record<string, unknown>[]
  const [roleModels, events, schools] = await Promise.all([
    docs('role-models?limit=0&depth=0'), docs('events?limit=0&depth=0'), docs('schools?limit=0&depth=0'),
  ])
  const texts = [
    ...roleModels.flatMap((doc) => [`${doc.firstName} ${doc.surname}`, doc.firstName, doc.surname, doc.whatDoYouDo, doc.tellUsWhatYouDoNow]),
    ...events.flatMap((doc) => [doc.title, doc.address, doc.studentsAge, doc.learningGoals, doc.whatStudentsCallTheTeacher]),
    ...schools.map((doc) => doc.name),
  ]
  return [...new Set(texts.filter((text): text is string => typeof text === 'string' && text.trim().length > 1).map((text) => text.trim()))]
}

const pageFindings: string[] = []

/**
 * The scan (decision 0045) of the page as it is, the site header left out (the layout's, scanned by the signed-out
 * and role-model pages' spec), collected so one test reports every page.
 */
async function expectHonestLanguage(page: Page, where: string, { userTexts = [] }: { userTexts?: readonly string[] }) {
  // The programme's name, as the header shows it (a name, in the document's title too).
  const programme = (await page.locator('header .brand').first().textContent({ timeout: 2000 }).catch(() => null))?.trim()
  const found = (await languageFindings(page, { userTexts: [...userTexts, ...known, ...(programme ? [programme] : [])] })).filter((finding) => !finding.includes(' at header.site-header'))
  pageFindings.push(...found.map((finding) => `${where}: ${finding}`))
}

let known: string[] = []

/** Opens `path` in te reo Māori and scans it (once hydrated with JavaScript, so the scan reads what React rendered). */
async function scan(page: Page, path: string, where: string, userTexts: readonly string[]) {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('lang', 'mi')
  if (test.info().project.use.javaScriptEnabled !== false) await waitForHydration(page)
  await expectHonestLanguage(page, where, { userTexts })
}

/**
 * `scan` of a list that shows what other tests make while this one runs (sessions, recordings, their presenters): what
 * people wrote is read again once the page has loaded, so everything it shows is known.
 */
async function scanList(page: Page, request: APIRequestContext, path: string, where: string, userTexts: readonly string[]) {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('lang', 'mi')
  if (test.info().project.use.javaScriptEnabled !== false) await waitForHydration(page)
  known = await notInterfaceTexts(request)
  await expectHonestLanguage(page, where, { userTexts })
}

test.beforeEach(() => {
  pageFindings.length = 0
})

test.afterEach(() => {
  expect(pageFindings, 'English outside lang="en" or Māori inside it').toEqual([])
})

/** A visible role model of the test's own (texts of no interface words), with the texts it wrote. */
async function roleModel(request: APIRequestContext) {
  const ref = await reference(request)
  const surname = `Zed${unique()}`
  const made = await createRoleModel(request, { ...completeProfileData(ref), firstName: 'Bo', surname, whatDoYouDo: 'Xylographer', tellUsWhatYouDoNow: 'Qwerty zxcv.', checkStatus: 'approved' })
  return { ...made, texts: [`Bo ${surname}`, 'Xylographer', 'Qwerty zxcv.', surname] }
}

const SAM = devTeacher('aorere')

test.describe('te reo Māori pages are honest about their English (teachers and staff)', () => {
  test('browsing role models with filters, a role model, favourites @forms', async ({ page, request }) => {
    const someone = await roleModel(request)
    const ref = await reference(request)
    await signInAs(page, 'aorere')
    await expect(page.getByRole('link', { name: 'My events', exact: true })).toBeVisible()
    await inMaori(page, request)
    await scan(page, '/role-models', 'browse role models', someone.texts)
    await scan(page, `/role-models?q=${encodeURIComponent(someone.surname)}&regions[]=${ref.regions[0].id}&eventType=online`, 'browse role models with filters', someone.texts)
    await scan(page, `/role-models?q=nobody-${unique()}`, 'browse role models, nothing found', someone.texts)
    await scan(page, `/role-models/${someone.id}`, 'a role model', someone.texts)
    await scan(page, '/role-model-favourites', 'favourites', someone.texts)
  })

  test('My events and the new event steps 1 to 4, with their errors @forms', async ({ page, request }) => {
    const ref = await reference(request)
    await signInAs(page, 'aorere')
    // The drafts are made with the forms' posts: the scans below visit each page.
    const draft = await createInPersonDraftByPosts(page, ref)
    const empty = await startDraftByPost(page, 'Online')
    await inMaori(page, request)
    const texts = ['Careers day, Year 11', '55 Mahia Road, Manurewa', 'Year 11']
    await scan(page, '/events', 'My events', texts)
    await scan(page, '/events?tab=drafts', 'My events, drafts', texts)
    await scan(page, '/events/new', 'new event, step 1', texts)
    // Step 1 with nothing chosen: the error.
    await page.locator('main form[method="post"] button[type="submit"]').last().click()
    await expect(page.locator('main .field-errors li, main .error-summary').first()).toBeVisible()
    await expectHonestLanguage(page, 'new event, step 1, refused', { userTexts: texts })
    await scan(page, `/events/${empty}/plan`, 'new event, step 2 (plan)', texts)
    await page.locator('main form[method="post"] button[type="submit"]').last().click()
    await expect(page.locator('.error-summary, [role=alert]').first()).toBeVisible()
    await expectHonestLanguage(page, 'new event, step 2 (plan), refused', { userTexts: texts })
    await scan(page, `/events/${empty}/info`, 'new event, step 3 (info)', texts)
    await scan(page, `/events/${draft}/role-models`, 'new event, step 3 (role models)', texts)
    await scan(page, `/events/${empty}/review`, 'new event, step 4 (review) of an unfinished draft', texts)
    await scan(page, `/events/${draft}/review`, 'new event, step 4 (review)', texts)
  })

  test('an active event: its page, edit, plan, info, review, role models, copy, the cancel dialog with its error, notification settings @forms', async ({ page, request }) => {
    const ref = await reference(request)
    const someone = await roleModel(request)
    await signInAs(page, 'aorere')
    const id = await createInPersonDraftByPosts(page, ref)
    await chooseRoleModel(request, id, someone.id)
    await activateByApi(page, id)
    await inMaori(page, request)
    const texts = ['Careers day, Year 11', '55 Mahia Road, Manurewa', 'Year 11', ...someone.texts]
    await scan(page, '/events', 'My events with a live event', texts)
    await scan(page, `/events/${id}`, 'the event page', texts)
    for (const step of ['edit', 'plan', 'info', 'review', 'role-models', 'copy']) await scan(page, `/events/${id}/${step}`, `the event's ${step} page`, texts)
    await scan(page, `/events/${id}/role-models/${someone.id}`, 'a chosen role model of the event', texts)
    await scan(page, `/events/${id}?cancel=1`, 'the cancel dialog', texts)
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await dialog.locator('button[type="submit"]').first().click()
    await expect(dialog.locator('.field-errors li')).toBeVisible()
    await expectHonestLanguage(page, 'the cancel dialog, refused', { userTexts: texts })
  })

  test('an event open to offers, and the choose page with an interested role model (issue 51) @forms', async ({ page, request }) => {
    const ref = await reference(request)
    const [someone, keen] = [await roleModel(request), await roleModel(request)]
    await signInAs(page, 'aorere')
    const id = await createInPersonDraftByPosts(page, ref)
    await chooseRoleModel(request, id, someone.id)
    await activateByApi(page, id)
    // What the teacher and the role model wrote: no interface words.
    const hope = 'Qwerty asdfgh zxcvbn.'
    const note = 'Zxcvbn qwerty asdfgh.'
    const opened = await request.patch(`/cms-api/events/${id}`, { headers: { Authorization: `JWT ${await staffToken(request)}` }, data: { offersOpen: true, offersHope: hope } })
    expect(opened.ok(), await opened.text()).toBeTruthy()
    await staffCreate(request, 'offers', { event: id, roleModel: keen.id, note, status: 'open' })
    await inMaori(page, request)
    const texts = ['Careers day, Year 11', '55 Mahia Road, Manurewa', 'Year 11', hope, note, ...someone.texts, ...keen.texts]
    await scan(page, `/events/${id}`, 'an event open to offers', texts)
    await scan(page, `/events/${id}/role-models`, 'the choose page with an interested role model', texts)
  })

  test('a past event: feedback with its errors, attendance, the school record @forms', async ({ page, request }) => {
    const someone = await roleModel(request)
    let teacher = await staffFindOne(request, 'teachers', `where[email][equals]=${encodeURIComponent(SAM.email)}`)
    if (!teacher) {
      await signInAs(page, 'aorere')
      await expect(page.getByRole('link', { name: 'My events', exact: true })).toBeVisible()
      teacher = await staffFindOne(request, 'teachers', `where[email][equals]=${encodeURIComponent(SAM.email)}`)
    }
    const school = await staffFindOne(request, 'schools', `where[ministryNumber][equals]=${SAM.ministryNumber}`)
    const title = `Zqx ${unique()}`
    const event = await staffCreate(request, 'events', {
      title, type: 'online', status: 'done', school: school.id, createdBy: teacher.id, primaryContact: teacher.id,
      date: `${new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`, startTime: '13:00', endTime: '14:30',
      studentsAge: 'Year 12', numberOfStudents: 30, minRoleModels: 1, maxRoleModels: 5, activatedAt: new Date().toISOString(),
      meeting: { platform: 'zoom', inviteLink: 'https://zoom.us/j/1234', password: 'kiwi-42' },
    })
    await staffCreate(request, 'event-role-models', { event: event.id, roleModel: someone.id, status: 2, invitedAt: new Date().toISOString() })
    // An untitled draft with a date (its name is composed: type and date) and a cancelled event.
    const later = `${new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`
    const untitled = await staffCreate(request, 'events', { type: 'online', status: 'draft', school: school.id, createdBy: teacher.id, primaryContact: teacher.id, date: later })
    const cancelled = await staffCreate(request, 'events', {
      title: `Zqc ${unique()}`, type: 'online', status: 'cancelled', school: school.id, createdBy: teacher.id, primaryContact: teacher.id, date: later,
      startTime: '13:00', endTime: '14:00', cancelledAt: new Date().toISOString(), cancelReason: 'Qwv zzk',
    })
    await signInAs(page, 'aorere', `/events/${event.id}`)
    await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`))
    await inMaori(page, request)
    const texts = [title, 'Year 12', 'https://zoom.us/j/1234', 'kiwi-42', ...someone.texts]
    await scan(page, `/events/${event.id}`, 'a past event (attendance, feedback panel)', texts)
    await scan(page, `/events/${event.id}/feedback`, 'feedback', texts)
    await page.locator('main form[method="post"] button[type="submit"]').last().click()
    await expect(page.locator('.field-errors li').first()).toBeVisible()
    await expectHonestLanguage(page, 'feedback, refused', { userTexts: texts })
    await scan(page, '/events?tab=past', 'My events, past', texts)
    await scan(page, '/events?tab=drafts', 'My events, drafts with an untitled one', texts)
    await scan(page, `/events/${untitled.id}`, 'an untitled draft', texts)
    await scan(page, `/events/${untitled.id}/review`, 'an untitled draft, review', texts)
    await scan(page, `/events/${cancelled.id}`, 'a cancelled event', [...texts, 'Qwv zzk'])
    await scan(page, '/school-record', 'the school record', texts)
  })

  test('the product staff pages: dashboard with its problems, vetting with a refused decline, outreach @forms', async ({ page, request }) => {
    const waiting = await createRoleModel(request, { firstName: 'Vi', surname: `Qat${unique()}`, checkStatus: 'pending' })
    await signInToAdmin(page, request)
    await inMaori(page, request)
    const texts = [`Vi ${waiting.surname}`, waiting.email]
    await scan(page, '/staff', 'the staff dashboard', texts)
    await scan(page, '/staff?from=2026-06-01&to=2026-01-01&region=abc', 'the staff dashboard with its problems', texts)
    await scan(page, '/staff/vetting', 'the vetting queue', texts)
    const row = page.getByRole('row').filter({ hasText: waiting.surname })
    await row.locator('summary').click()
    await row.locator('button[value="decline"]').click()
    await expect(page.locator('.field-error').first()).toBeVisible()
    await expectHonestLanguage(page, 'the vetting queue, refused decline', { userTexts: texts })
    // Outreach lists every quiet visible role model, those other tests make meanwhile too: their names read again.
    await scanList(page, request, '/staff/outreach', 'outreach', texts)
  })

  test('programme sessions and recordings: the list with its filter, a session before and after registering, after it ended, the library, a recording @forms', async ({ page, browser, request, javaScriptEnabled }) => {
    // A session whose presenter agreed to the recording (their own browser), and the recording once it has ended.
    const presenter = await invitedPresenter(request)
    const context = await browser.newContext({ javaScriptEnabled })
    await acceptWithConsent(await context.newPage(), presenter, javaScriptEnabled)
    await context.close()
    await page.context().route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Video</title><p>Video</p></html>' }))
    await signInAs(page, 'aorere')
    await expect(page.getByRole('link', { name: 'My events', exact: true })).toBeVisible()
    await inMaori(page, request)
    const texts = [presenter.title, 'https://zoom.us/j/5551234', 'kiwi-42']
    await scanList(page, request, '/sessions', 'programme sessions', texts)
    await scan(page, `/sessions/${presenter.sessionId}`, 'a session, not registered', texts)
    const register = page.locator('#register-form')
    await register.locator('button[type="submit"]').click()
    await expect(page.locator('#register-form .field-errors li').first()).toBeVisible()
    await expectHonestLanguage(page, 'a session, refused registration', { userTexts: texts })
    await register.locator('input[name="Students"]').fill('25')
    await register.locator('select[name="YearLevel"]').selectOption('10')
    await register.locator('button[type="submit"]').click()
    await expect(page.locator('#joining')).toBeVisible()
    await expectHonestLanguage(page, 'a session, registered (joining details)', { userTexts: texts })
    await scanList(page, request, `/sessions?year=10&industry=${presenter.industry}`, 'programme sessions with filters, one registered', texts)
    await endSession(request, presenter.sessionId)
    const recording = await staffCreate(request, 'recordings', { session: presenter.sessionId, videoId: 'dQw4w9WgXcQ', transcriptUrl: 'https://example.nz/transcript' })
    await scan(page, `/sessions/${presenter.sessionId}`, 'a session that ended (students\' voice, what was watched)', texts)
    await page.locator('#watched-form button[type="submit"]').click()
    await expect(page.locator('#watched-form .field-errors li').first()).toBeVisible()
    await expectHonestLanguage(page, 'a session that ended, refused watched', { userTexts: texts })
    await scanList(page, request, '/recordings', 'the recordings library', texts)
    await scanList(page, request, `/recordings?industry=${presenter.industry}&year=10`, 'the recordings library with filters', texts)
    if (javaScriptEnabled) {
      await page.locator('.recording-list li').filter({ hasText: presenter.title }).locator('button[type="submit"]').click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectHonestLanguage(page, 'the recordings library, playing', { userTexts: texts })
    }
    await scan(page, `/recordings/${recording.id}`, 'a recording', texts)
  })

  test('the staff\'s programme sessions: the list, a new one refused, a live one with its presenters, an ended one with its recording refused and saved @forms', async ({ page, browser, request, javaScriptEnabled }) => {
    const ended = await invitedPresenter(request)
    const context = await browser.newContext({ javaScriptEnabled })
    await acceptWithConsent(await context.newPage(), ended, javaScriptEnabled)
    await context.close()
    await endSession(request, ended.sessionId)
    const live = await invitedPresenter(request)
    await signInToAdmin(page, request)
    await inMaori(page, request)
    const texts = [ended.title, live.title, 'https://zoom.us/j/5551234', 'kiwi-42']
    await scanList(page, request, '/staff/sessions', 'staff\'s programme sessions', texts)
    await scan(page, '/staff/sessions/new', 'a new session', texts)
    await page.locator('#session-form button[type="submit"]').click()
    await expect(page.locator('#session-form .field-errors li').first()).toBeVisible()
    await expectHonestLanguage(page, 'a new session, refused', { userTexts: texts })
    // The live session, a role model found to add (the other session's presenter: a name of the test's own).
    await scan(page, `/staff/sessions/${live.sessionId}?q=${encodeURIComponent(ended.roleModel.surname)}`, 'a live session with a presenter found', texts)
    await expect(page.locator('#presenters-section button[name="intent"][value="add"]')).toHaveCount(1)
    await page.locator('#cancel-session-form button[type="submit"]').click()
    await expect(page.locator('#cancel-session-form .field-errors li').first()).toBeVisible()
    await expectHonestLanguage(page, 'a live session, refused cancel', { userTexts: texts })
    await scan(page, `/staff/sessions/${ended.sessionId}`, 'an ended session (the recording\'s form)', texts)
    await page.locator('#recording-form input[name="VideoId"]').fill('https://youtu.be/x')
    await page.locator('#recording-form button[type="submit"]').click()
    await expect(page.locator('#recording-form .field-errors li').first()).toBeVisible()
    await expectHonestLanguage(page, 'an ended session, refused recording', { userTexts: [...texts, 'https://youtu.be/x'] })
    await staffCreate(request, 'recordings', { session: ended.sessionId, videoId: 'dQw4w9WgXcQ' })
    await scan(page, `/staff/sessions/${ended.sessionId}`, 'an ended session with its recording', texts)
  })
})
