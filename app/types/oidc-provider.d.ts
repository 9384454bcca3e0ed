// oidc-provider ships no type declarations; the development identity provider uses a small part of it.
declare module 'oidc-provider' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Any = any
  export type KoaContextWithOIDC = Any
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>)
    proxy: boolean
    Grant: Any
    callback(): (req: Any, res: Any) => void
    interactionDetails(req: Any, res: Any): Promise<{ uid: string; prompt: { name: string }; params: Record<string, unknown> }>
    interactionFinished(req: Any, res: Any, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<void>
    on(event: string, listener: (...args: Any[]) => void): void
  }
}
