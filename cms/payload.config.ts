import path from 'node:path'
import { buildConfig } from 'payload'
import type { DatabaseAdapterObj } from 'payload'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { limitedSharp } from '../app/domain/profiles/image-limits.server'
import { getEnv, isMongo } from '../app/lib/env.server'
import { unreadableBodyIsBadRequest } from './unreadable-body'
import { fieldErrorsForTheAdmin } from './field-errors'
import { createMailTransport } from '../app/lib/mail-transport.server'
import { log } from '../app/lib/logger.server'
import { mediaStoragePlugins } from '../app/lib/media-storage.server'
import { rateLimitsTable } from '../app/lib/rate-limit.server'
import { isMyJobTurn } from '../app/lib/job-turns.server'
import { Staff } from '../collections/Staff'
import { RoleModels } from '../collections/RoleModels'
import { Teachers } from '../collections/Teachers'
import { Schools } from '../collections/Schools'
import { Events } from '../collections/Events'
import { EventRoleModels } from '../collections/EventRoleModels'
import { Favourites } from '../collections/Favourites'
import { Offers } from '../collections/Offers'
import { SessionRegistrations } from '../collections/SessionRegistrations'
import { Recordings } from '../collections/Recordings'
import { RecordingPlays } from '../collections/RecordingPlays'
import { MessageThreads } from '../collections/MessageThreads'
import { Messages } from '../collections/Messages'
import { ThreadReads } from '../collections/ThreadReads'
import { Media } from '../collections/Media'
import { ContactEnquiries } from '../collections/ContactEnquiries'
import { RegionShortfalls } from '../collections/RegionShortfalls'
import { Nudges } from '../collections/Nudges'
import { Feedback } from '../collections/Feedback'
import { StudentVoiceAnswers } from '../collections/StudentVoiceAnswers'
import { SchoolTerms } from '../collections/SchoolTerms'
import { taxonomyCollections } from '../collections/taxonomies'
import { Translations } from '../collections/Translations'
import { SiteSettings } from './globals/SiteSettings'
import { AccountContent } from './globals/AccountContent'
import { noticeTasks, tasks } from './jobs'
import { NOTICE_QUEUE } from '../app/domain/notifications/queue'
import { PHOTO_MAX_BYTES } from '../app/domain/profiles/photo'

const env = getEnv()

function database(): DatabaseAdapterObj {
  if (isMongo(env.DATABASE_URI)) return mongooseAdapter({ url: env.DATABASE_URI })
  return sqliteAdapter({
    client: { url: env.DATABASE_URI },
    // The schema comes only from committed migrations, in every environment (see docs/decisions), but for the test
    // suite's text-id run: MongoDB's kind of ids on SQLite, its schema pushed from this config (decision 0060).
    ...(env.TEXT_IDS ? { idType: 'uuid', push: true } : { push: false }),
    migrationDir: path.resolve(/*turbopackIgnore: true*/ process.env.PAYLOAD_MIGRATION_DIR || 'cms/migrations'),
    wal: true,
    busyTimeout: 5000,
    // The rate limits' counters, shared by every process on this database (decision 0034): a table of Payload's schema,
    // so its migration is Payload's like every other.
    afterSchemaInit: [({ schema }) => ({ ...schema, tables: { ...schema.tables, rate_limits: rateLimitsTable } })],
  } as Parameters<typeof sqliteAdapter>[0])
}

export default buildConfig({
  secret: env.PAYLOAD_SECRET,
  serverURL: env.SERVER_URL,
  routes: { admin: '/admin', api: '/cms-api' },
  admin: {
    user: Staff.slug,
    avatar: 'default',
    // Only the CLI's import-map generator reads this path; it runs from the repository root.
    importMap: { importMapFile: path.resolve(/*turbopackIgnore: true*/ 'cms/app/(payload)/admin/importMap.js') },
    meta: { titleSuffix: ' · Role models admin' },
    // New Zealand dates ('5 March 2024, 2:30 pm'), not the American month first (11/12/2026 reads two ways here).
    dateFormat: 'd MMMM yyyy, h:mm a',
    components: {
      // The admin's home links to the staff's own pages (dashboard, vetting queue, outreach: decision 0032).
      beforeDashboard: ['/cms/components/StaffPagesLinks#StaffPagesLinks'],
      // Every interface string and the translation coverage (ADR 0022).
      views: {
        translations: { Component: '/cms/components/translations/TranslationsView#TranslationsView', path: '/translations', exact: true },
        translationCoverage: { Component: '/cms/components/translations/TranslationsView#TranslationCoverageView', path: '/translations/coverage', exact: true },
      },
    },
  },
  collections: [
    Staff, RoleModels, Teachers, Schools, Events, EventRoleModels, Offers, SessionRegistrations, Recordings, RecordingPlays, MessageThreads, Messages, ThreadReads, Favourites, Media, ContactEnquiries, RegionShortfalls, Nudges, Feedback, StudentVoiceAnswers, SchoolTerms,
    ...taxonomyCollections, Translations,
  ],
  globals: [SiteSettings, AccountContent],
  localization: {
    locales: [
      { code: 'en', label: 'English' },
      { code: 'mi', label: 'Te reo Māori' },
    ],
    defaultLocale: 'en',
    fallback: true,
  },
  db: database(),
  email: nodemailerAdapter({
    defaultFromAddress: env.EMAIL_FROM,
    defaultFromName: env.EMAIL_FROM_NAME,
    transport: createMailTransport(env),
    skipVerify: true,
  }),
  jobs: {
    tasks: [...tasks, ...noticeTasks],
    // The server process runs the housekeeping queue every minute (each task's own schedule decides when it is due), and
    // the notices that requests queued and could not finish. With several processes on one database, one of them a
    // minute schedules and runs (decision 0034: isMyJobTurn); scheduling is therefore not left to each cron entry.
    autoRun: process.env.DISABLE_JOBS === '1' ? [] : [{ cron: '* * * * *', queue: 'housekeeping', disableScheduling: true }, { cron: '* * * * *', queue: NOTICE_QUEUE, limit: 50, disableScheduling: true, silent: true }],
    shouldAutoRun: (payload) => process.env.DISABLE_JOBS !== '1' && isMyJobTurn(payload),
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({ ...defaultJobsCollection, admin: { ...defaultJobsCollection.admin, hidden: false, group: 'System' } }),
  },
  upload: { limits: { fileSize: PHOTO_MAX_BYTES } },
  // Every image Payload opens (uploads, thumbnails, crops) stops at the product's pixel limit.
  sharp: limitedSharp,
  graphQL: { disable: true },
  hooks: { afterError: [unreadableBodyIsBadRequest, fieldErrorsForTheAdmin] },
  telemetry: false,
  // Photos on local disk, or in an S3-compatible bucket when S3_BUCKET is set (decision 0033).
  plugins: mediaStoragePlugins(env),
  // Payload's lines through the process's logger: JSON at LOG_LEVEL, redacted (decision 0033).
  logger: log(),
  typescript: { outputFile: path.resolve(/*turbopackIgnore: true*/ 'cms/payload-types.ts'), autoGenerate: false },
})
