/** A one-off message handed to the next page (spec section 3: the modal alert's message and type). */
export type AlertType = 'success' | 'warning' | 'danger'
/** `lang` ('en') when the message is the English fallback on a page in another language, `detailLang` for the detail (decision 0045). */
export type Alert = { message: string; messageType: AlertType; detail?: string; lang?: 'en'; detailLang?: 'en' }
export type FlashAlert = Alert | null | undefined
