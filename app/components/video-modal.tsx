import { useT } from '~/i18n/use-t'
import { Modal } from './modal'
import { videoEmbedUrl } from './video-embed'

type VideoModalProps = {
  /** The provider's id of the video (11 characters); the modal shows nothing playable for anything else. */
  videoId: string
  title: string
  /** A page or file with the video's transcript, offered under the video when given. */
  transcriptHref?: string
  onClose?: () => void
  /** Where closing leads when the modal is a page of its own (works without JavaScript). */
  closeHref?: string
}

/**
 * A video in a modal, embedded from the provider's privacy-enhanced address (the only frame source the site's
 * Content-Security-Policy allows), with an optional link to its transcript. Focus handling is the Modal's.
 */
export function VideoModal({ videoId, title, transcriptHref, onClose, closeHref }: VideoModalProps) {
  return (
    <Modal title={title} onClose={onClose} closeHref={closeHref} size="large" buttons={[]}>
      <VideoFrame videoId={videoId} title={title} transcriptHref={transcriptHref} />
    </Modal>
  )
}

/** The embedded video and its transcript link, as the modal shows them; also a page's own (the recordings' page without JavaScript). */
export function VideoFrame({ videoId, title, transcriptHref }: Pick<VideoModalProps, 'videoId' | 'title' | 'transcriptHref'>) {
  const { t, lang } = useT()
  const src = videoEmbedUrl(videoId)
  return (
    <>
      {src ? (
        <div className="video-frame">
          <iframe
            src={src}
            title={t('video.frameTitle', { title })}
            lang={lang('video.frameTitle')}
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            loading="lazy"
          />
        </div>
      ) : null}
      {transcriptHref ? (
        <p className="video-transcript">
          <a href={transcriptHref} lang={lang('video.transcript')}>{t('video.transcript')}</a>
        </p>
      ) : null}
    </>
  )
}
