import crypto from 'node:crypto'
import os from 'node:os'
import path from 'node:path'

/**
 * Runs before each test file's own imports (vitest `setupFiles`): a temporary database file, media folder and
 * outbox of the file's own, named but not yet made, so that modules reading the environment when they are imported
 * (the Payload config, through the Payload client) see them. `startTestPayload` makes the folder and boots.
 */
const dir = path.join(os.tmpdir(), `rm-int-${process.pid}-${crypto.randomUUID()}`)
process.env.DATABASE_URI = `file:${path.join(dir, 'test.db')}`
process.env.MEDIA_DIR = path.join(dir, 'media')
process.env.OUTBOX_DIR = path.join(dir, 'outbox')
