import { AxisBottom, AxisLeft } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'

export type BarDatum = { label: string; values: number[] }
/** The language of a text the chart shows where it differs from the page's: 'en' for an English fallback (issue 34). */
export type TextLang = (text: string) => string | undefined

/** Series colours with at least 3:1 against white (WCAG 2.2 non-text contrast): the site's blue and a dark orange. */
const COLOURS = ['#0b5394', '#a35200', '#2d6a2e']
const MARGIN = { top: 12, right: 12, bottom: 84, left: 72 }

/**
 * A bar chart drawn on the server as SVG by visx (no chart JavaScript runs in the browser to draw it). One bar per
 * label, or one per series side by side. The chart is an image with a name: its numbers are in the table the page
 * puts beside it, for screen readers and for copying. `titleLang` marks the name (an attribute: on the image itself)
 * and `textLang` each label and series name, when they fall back to English.
 */
export function BarChart({ title, data, series, width = 560, height = 300, titleLang, textLang }: { title: string; data: BarDatum[]; series: string[]; width?: number; height?: number; titleLang?: string; textLang?: TextLang }) {
  const innerWidth = width - MARGIN.left - MARGIN.right
  const innerHeight = height - MARGIN.top - MARGIN.bottom
  const max = Math.max(1, ...data.flatMap((datum) => datum.values))
  const x = scaleBand<string>({ domain: data.map((datum) => datum.label), range: [0, innerWidth], padding: 0.2 })
  const inner = scaleBand<number>({ domain: series.map((_, index) => index), range: [0, x.bandwidth()], padding: 0.05 })
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true })
  const ticks = Math.min(5, max)
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title} lang={titleLang} className="chart-svg">
        <Group left={MARGIN.left} top={MARGIN.top}>
          {data.map((datum) =>
            datum.values.map((value, index) => {
              const barHeight = innerHeight - (y(value) ?? innerHeight)
              return (
                <Bar
                  key={`${datum.label}-${index}`}
                  x={(x(datum.label) ?? 0) + (inner(index) ?? 0)}
                  y={innerHeight - barHeight}
                  width={inner.bandwidth()}
                  height={barHeight}
                  fill={COLOURS[index % COLOURS.length]}
                />
              )
            }),
          )}
          <AxisLeft scale={y} numTicks={ticks} tickFormat={(value) => String(value)} stroke="#4a4a4a" tickStroke="#4a4a4a" tickLabelProps={{ fill: '#1b1b1b', fontSize: 12, textAnchor: 'end', dx: -4, dy: 4 }} />
          <AxisBottom
            top={innerHeight}
            scale={x}
            stroke="#4a4a4a"
            tickStroke="#4a4a4a"
            numTicks={data.length > 12 ? 12 : data.length}
            tickLabelProps={(value) => ({ fill: '#1b1b1b', fontSize: 11, textAnchor: 'end', angle: -40, dx: -2, dy: 2, lang: textLang?.(String(value)) })}
          />
        </Group>
      </svg>
      {series.length > 1 ? (
        <figcaption className="chart-legend" aria-hidden="true">
          {series.map((name, index) => (
            <span key={name} className="chart-key" lang={textLang?.(name)}>
              <span className="chart-swatch" style={{ background: COLOURS[index % COLOURS.length] }} />
              {name}
            </span>
          ))}
        </figcaption>
      ) : null}
    </figure>
  )
}
