// The page-wide CSS of the fade-in on scroll (src/components/ui/reveal.ts hands its blocks to AOS,
// whose own CSS the site does not load), here below the components, so that the page-wide styles
// read it without reaching up into them.

/** The styles of the fade-up AOS applies: hidden until AOS marks the element aos-animate, and on paper never hidden. */
export const REVEAL_STYLES = `
  [data-aos="fade-up"] {
    opacity: 0;
    transform: translate3d(0, 2.5rem, 0);
    transition-property: opacity, transform;
    transition-timing-function: cubic-bezier(0.25, 0.46, 0.45, 0.94);
  }
  [data-aos="fade-up"].aos-animate {
    opacity: 1;
    transform: none;
  }
  @media print {
    [data-aos="fade-up"] {
      opacity: 1;
      transform: none;
      transition: none;
    }
  }
`
