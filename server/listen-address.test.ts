import { describe, expect, it } from 'vitest'
import { DEV_SSO_ON_NETWORK_CONFIRMATION, devIdentityProviderRefusal, isLoopback } from './listen-address'

describe('isLoopback', () => {
  it('knows the addresses only this machine reaches', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', 'LOCALHOST', '::1', '[::1]', '::ffff:127.0.0.1']) expect(isLoopback(host), host).toBe(true)
  })

  it('counts every interface, a network address or a name as beyond this machine', () => {
    for (const host of [undefined, '', '0.0.0.0', '::', '192.168.1.20', '10.0.0.1', 'rolemodels.example.nz', '127.0.0.1.example.nz', '::ffff:10.0.0.1']) {
      expect(isLoopback(host), String(host)).toBe(false)
    }
  })
})

describe('the development identity provider beyond loopback', () => {
  it('starts on a loopback address without more ado', () => {
    expect(devIdentityProviderRefusal({ HOST: '127.0.0.1' })).toBeNull()
    expect(devIdentityProviderRefusal({ HOST: '::1' })).toBeNull()
  })

  it('refuses every interface or a network address, saying what to set', () => {
    expect(devIdentityProviderRefusal({})).toMatch(/^DEV_SSO=1 lets anyone sign in as a teacher, and the server would listen on every network interface \(HOST is not set\)\. Set HOST=127\.0\.0\.1/)
    expect(devIdentityProviderRefusal({ HOST: '0.0.0.0' })).toContain('DEV_SSO_ON_NETWORK=1 and DEV_SSO_ON_NETWORK_CONFIRM=anyone-can-sign-in-as-a-teacher')
  })

  it('refuses when told only once', () => {
    expect(devIdentityProviderRefusal({ HOST: '0.0.0.0', DEV_SSO_ON_NETWORK: true })).not.toBeNull()
    expect(devIdentityProviderRefusal({ HOST: '0.0.0.0', DEV_SSO_ON_NETWORK_CONFIRM: DEV_SSO_ON_NETWORK_CONFIRMATION })).not.toBeNull()
    expect(devIdentityProviderRefusal({ HOST: '0.0.0.0', DEV_SSO_ON_NETWORK: true, DEV_SSO_ON_NETWORK_CONFIRM: 'yes' })).not.toBeNull()
  })

  it('starts beyond loopback when told twice', () => {
    expect(devIdentityProviderRefusal({ HOST: '0.0.0.0', DEV_SSO_ON_NETWORK: true, DEV_SSO_ON_NETWORK_CONFIRM: DEV_SSO_ON_NETWORK_CONFIRMATION })).toBeNull()
    expect(devIdentityProviderRefusal({ DEV_SSO_ON_NETWORK: true, DEV_SSO_ON_NETWORK_CONFIRM: DEV_SSO_ON_NETWORK_CONFIRMATION })).toBeNull()
  })
})
