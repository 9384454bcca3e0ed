/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // `__` files beside the routes are the controllers several routes share, not routes.
  ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}', '**/__*'],
  serverModuleFormat: 'esm',
  serverPlatform: 'node',
  future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_lazyRouteDiscovery: true },
  browserNodeBuiltinsPolyfill: { modules: {} },
  // The spec's legacy form endpoints (section 7), named by what they do; their addresses are the old client's.
  routes: (defineRoutes) =>
    defineRoutes((route) => {
      route('/home/signUpForm', 'legacy/sign-up.ts')
      route('/Security/LoginForm', 'legacy/log-in.ts')
      route('/Security/lostpassword/lostPasswordForm', 'legacy/lost-password.ts')
      route('/home/resendVerificationEmailForm', 'legacy/resend-verification.ts')
      route('/Security/changepassword/ChangePasswordForm', 'legacy/change-password.ts')
    }),
}
