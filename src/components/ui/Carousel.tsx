import React, { Children, isValidElement, useEffect, useId, useRef, useState } from "react"
import type Slider from "react-slick"
import styled from "styled-components"
import { useWords } from "../../hooks/use-words"
import { fillIn } from "./fill-in"
import { breakpointsOf, settingsAt, type CarouselSettings } from "./carousel-settings"
import { maxWidthQuery, useBreakpoint, usePrefersReducedMotion, useSliderNearViewport } from "./carousel-media"
import { watchHiddenSlides } from "./hidden-slides"
import { PlaybackIcon } from "./PlaybackIcon"

interface CarouselProps {
  /** The carousel's name for assistive technology and its pause button, e.g. its section's heading. */
  label: string
  settings: CarouselSettings
  /** One element per slide. */
  children: React.ReactNode
}

/**
 * Added to the pause between two steps, as slick's own autoplay does: the tile strip's step lasts
 * as long as its pause (requirements §9.2, §9.3), and slick drops a step asked for while the last is still moving.
 */
const AUTOPLAY_MARGIN_MS = 50

/** The inline style react-slick gives each slide's root; the server layout uses the same so nothing moves on hydration. */
const SLICK_SLIDE_STYLE: React.CSSProperties = { width: "100%", display: "inline-block" }

/**
 * An auto-advancing carousel on react-slick, with no arrows or dots, a
 * pause/play button, a pause while hovered or focused, and no autoplay for
 * visitors who prefer reduced motion.
 *
 * The server (and the client, until the carousel comes within a screen of the
 * viewport and react-slick has loaded) render every slide once in a plain flex
 * row laid out exactly like slick's first view at each breakpoint, so the HTML
 * holds the content once, without clones or aria-hidden, and swapping in slick
 * moves nothing. Without JavaScript the row wraps and every slide is readable.
 */
export function Carousel({ label, settings, children }: CarouselProps) {
  const words = useWords().carousel
  const reducedMotion = usePrefersReducedMotion()
  const rootRef = useRef<HTMLDivElement>(null)
  // Sized from the window it is shown in: the CMS preview's pane, not the CMS's window.
  const breakpoint = useBreakpoint(breakpointsOf(settings), rootRef)
  const active = settingsAt(settings, breakpoint ?? null)
  // A breakpoint change remounts slick: it applies initialSlide only when it mounts.
  const sliderKey = String(breakpoint ?? "wide")

  const [choice, setChoice] = useState<"play" | "pause" | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const playing = choice ? choice === "play" : reducedMotion === false
  const moving = playing && !hovered && !focused

  const sliderRef = useRef<Slider>(null)
  const viewportRef = useRef<HTMLDivElement>(null)
  const LoadedSlider = useSliderNearViewport(viewportRef)
  const sliding = LoadedSlider !== null
  const viewportId = useId()

  useEffect(() => {
    // The steps are timed here, not by slick's autoplay: its pauseOnHover/pauseOnFocus cannot be
    // combined with a pause button, and its slickPlay races with its own state updates (a Play
    // after a Pause left the slides standing, and a slider mounted paused could start anyway).
    const slider = sliderRef.current
    if (!slider || !moving) return undefined
    const timer = setInterval(() => slider.slickNext(), active.autoplaySpeed + AUTOPLAY_MARGIN_MS)
    return () => clearInterval(timer)
  }, [moving, sliderKey, sliding, active.autoplaySpeed])

  useEffect(() => {
    const viewport = viewportRef.current
    if (!sliding || !viewport) return
    return watchHiddenSlides(viewport)
  }, [sliding])

  const items = Children.toArray(children)
  const slides = items.map((child, index) => (
    <Slide
      key={isValidElement(child) && child.key != null ? child.key : index}
      role="group"
      aria-roledescription="slide"
      aria-label={fillIn(words.slide, { number: index + 1, count: items.length })}
    >
      {child}
    </Slide>
  ))

  return (
    <Root ref={rootRef} role="group" aria-roledescription="carousel" aria-label={label}>
      <Controls>
        <PauseButton type="button" aria-controls={viewportId} onClick={() => setChoice(playing ? "pause" : "play")}>
          {choice === null && reducedMotion === undefined ? (
            // Before the carousel's code has run (it loads near the viewport), CSS tells which it will be.
            <>
              <Playback $under="no-preference">
                <PlaybackIcon kind="pause" />
                {words.pause}
              </Playback>
              <Playback $under="reduce">
                <PlaybackIcon kind="play" />
                {words.play}
              </Playback>
            </>
          ) : (
            <>
              <PlaybackIcon kind={playing ? "pause" : "play"} />
              {playing ? words.pause : words.play}
            </>
          )}
          <span className="visually-hidden"> {fillIn(words.named, { name: label })}</span>
        </PauseButton>
      </Controls>
      <Viewport
        ref={viewportRef}
        id={viewportId}
        aria-live={moving ? "off" : "polite"}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
        }}
      >
        {LoadedSlider ? (
          <LoadedSlider
            key={sliderKey}
            ref={sliderRef}
            arrows={false}
            dots={false}
            infinite={active.infinite}
            speed={active.speed}
            cssEase={active.cssEase}
            slidesToShow={active.slidesToShow}
            slidesToScroll={active.slidesToScroll}
            initialSlide={active.initialSlide}
          >
            {slides}
          </LoadedSlider>
        ) : (
          <ServerTrack $settings={settings}>
            {slides.map((slide) => (
              <ServerSlide key={slide.key}>
                <div>{React.cloneElement(slide, { style: SLICK_SLIDE_STYLE })}</div>
              </ServerSlide>
            ))}
          </ServerTrack>
        )}
      </Viewport>
    </Root>
  )
}

/** CSS custom properties for the server layout: slides shown and first slide, per breakpoint (narrowest last, so it wins). */
function serverLayout(settings: CarouselSettings): string {
  const variables = ({ slidesToShow, initialSlide }: CarouselSettings) =>
    `--carousel-show: ${slidesToShow}; --carousel-start: ${initialSlide};`
  const widestFirst = breakpointsOf(settings).reverse()
  return [
    variables(settingsAt(settings, null)),
    ...widestFirst.map((breakpoint) => `@media ${maxWidthQuery(breakpoint)} { ${variables(settingsAt(settings, breakpoint))} }`),
  ].join("\n")
}

const Root = styled.div`
  position: relative;
`

const Controls = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: 0.75rem;

  /* Without JavaScript nothing moves, so there is nothing to pause. */
  .no-js & {
    display: none;
  }
`

const PauseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  /* One width for both labels, so switching them moves nothing. */
  width: 7.5rem;
  min-height: 44px;
  padding: 0.4rem 1rem;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryDark};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`

/** One of the button's two labels, shown only under its prefers-reduced-motion value. */
const Playback = styled.span<{ $under: "reduce" | "no-preference" }>`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;

  @media not all and (prefers-reduced-motion: ${({ $under }) => $under}) {
    display: none;
  }
`

const Viewport = styled.div`
  overflow: hidden;
`

/** A slide's root; slick sets it inline-block, and top alignment keeps the line box from adding a gap below. */
const Slide = styled.div`
  vertical-align: top;
`

const ServerTrack = styled.div<{ $settings: CarouselSettings }>`
  ${({ $settings }) => serverLayout($settings)}
  display: flex;
  transform: translateX(calc(-100% * var(--carousel-start) / var(--carousel-show)));

  .no-js & {
    flex-wrap: wrap;
    transform: none;
  }
`

const ServerSlide = styled.div`
  flex: 0 0 calc(100% / var(--carousel-show));
  min-width: 0;
`
