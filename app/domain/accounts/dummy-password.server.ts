import crypto from 'node:crypto'

// Payload 3.90's current password hash (auth/strategies/local/generatePasswordSaltHash.js): pbkdf2-sha256,
// 600,000 iterations, 32-byte key. Keep these in step with Payload, or unknown emails answer faster again.
const ITERATIONS = 600_000
const KEY_LENGTH = 32
const SALT = crypto.randomBytes(32).toString('hex')
const NEVER_MATCHES = Buffer.alloc(KEY_LENGTH)

/**
 * Spends what checking a real password costs, for an email with no account or a locked account (Payload
 * answers both without hashing), so the time taken does not tell which emails have accounts.
 */
export function checkDummyPassword(password: string): Promise<false> {
  return new Promise((resolve, reject) => {
    crypto.pbkdf2(password, SALT, ITERATIONS, KEY_LENGTH, 'sha256', (error, hash) => {
      if (error) return reject(error)
      crypto.timingSafeEqual(hash, NEVER_MATCHES)
      resolve(false)
    })
  })
}
