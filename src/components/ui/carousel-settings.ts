/**
 * The carousels' timings and layouts (requirements §9.2, §9.3), the one place they are written.
 * Both carousels never show arrows or dots; Carousel sets that itself.
 */

/** What one carousel needs to lay out its slides and move them. */
export interface SlideLayout {
  slidesToShow: number
  slidesToScroll: number
  /** The first slide shown at the left edge. */
  initialSlide: number
  /** Duration of one transition, ms. */
  speed: number
  /** Pause between two transitions, ms. */
  autoplaySpeed: number
  cssEase: string
}

export interface CarouselSettings extends SlideLayout {
  infinite: boolean
  /** Overrides for viewports up to `breakpoint` px wide; the narrowest matching one wins, as in react-slick. */
  responsive?: ReadonlyArray<{ breakpoint: number; settings: Partial<SlideLayout> }>
}

/** Requirements §9.2: autoplay every 4000 ms, 500 ms transition, one slide at a time, looping. */
export const TECHNOLOGY_CAROUSEL: CarouselSettings = {
  infinite: true,
  speed: 500,
  autoplaySpeed: 4000,
  cssEase: "ease",
  slidesToShow: 1,
  slidesToScroll: 1,
  initialSlide: 0,
}

/** Requirements §9.3: the looping tile strip and its three breakpoints. */
export const TILE_STRIP: CarouselSettings = {
  infinite: true,
  speed: 2000,
  autoplaySpeed: 2000,
  cssEase: "linear",
  slidesToShow: 5,
  slidesToScroll: 1,
  initialSlide: 0,
  responsive: [
    { breakpoint: 1024, settings: { slidesToShow: 3, slidesToScroll: 3 } },
    { breakpoint: 600, settings: { slidesToShow: 2, slidesToScroll: 2, initialSlide: 2 } },
    { breakpoint: 480, settings: { slidesToShow: 1, slidesToScroll: 1, speed: 500, autoplaySpeed: 1000 } },
  ],
}

/** Requirements §9.3: a tile of the strip is a 10rem square. */
export const TILE_SIZE = "10rem"

/** The breakpoints of a carousel, narrowest first. */
export function breakpointsOf(settings: CarouselSettings): number[] {
  return (settings.responsive ?? []).map(({ breakpoint }) => breakpoint).sort((a, b) => a - b)
}

/**
 * The settings in force at a breakpoint (null: wider than every breakpoint).
 * Each breakpoint's overrides apply to the base settings alone, not to a
 * wider breakpoint's, which is how react-slick merges them.
 */
export function settingsAt(settings: CarouselSettings, breakpoint: number | null): CarouselSettings {
  const { responsive, ...base } = settings
  const override = responsive?.find((entry) => entry.breakpoint === breakpoint)?.settings
  return { ...base, ...override }
}
