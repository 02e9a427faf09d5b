import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { SectionHeading, dwellMs, prefersReducedMotion, wrapIndex } from '../kit.ts';

/*
 * The reasons, every title visible at once: the current one is open with its text and a bar that
 * fills while it stays, then the next opens. It moves on only while the section is on screen and
 * the reader is not pointing at it or focused in it, never sooner than its text can be read
 * (dwellMs), never with reduced motion, and the pause button stops it. Without JavaScript every
 * reason is open. The prerendered HTML marks them all open too, but with script on its way the
 * styles already show it as it will be once live (the first open, the pause button): the section
 * keeps its height when the app wakes, where it once shrank under a reader who had scrolled on.
 */
export default function WhyUs({ id, eyebrow, heading, intro, slides }: BlockProps<typeof block>) {
  const [current, setCurrent] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  const [held, setHeld] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [visible, setVisible] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  // Unique on the page however many of these it holds (one without an id once named every copy's panels alike).
  const autoId = useId();
  const baseId = id ? `why-${id}` : `why${autoId}`;

  useEffect(() => {
    setEnhanced(true);
    setStopped(prefersReducedMotion());
    const element = root.current!;
    if (typeof IntersectionObserver === 'undefined') return setVisible(true);
    const observer = new IntersectionObserver((entries) => setVisible(entries.some((entry) => entry.isIntersecting)), { threshold: 0.4 });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The timer: the current reason's dwell, counted only while it may move on (remaining time kept across pauses).
  const remaining = useRef(0);
  useEffect(() => {
    remaining.current = dwellMs(slides[current]!.text);
  }, [current, slides]);
  const playing = enhanced && visible && !held && !stopped && slides.length > 1;
  useEffect(() => {
    if (!playing) return;
    const started = Date.now();
    const timer = setTimeout(() => setCurrent((index) => wrapIndex(index + 1, slides.length)), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [playing, current, slides.length]);

  return (
    <section className="section section--dark why-us" id={id}>
      <div className="container">
        <SectionHeading eyebrow={eyebrow} heading={heading} intro={intro} />
        <div
          ref={root}
          className={enhanced ? 'showcase is-enhanced' : 'showcase'}
          data-state={playing ? 'playing' : 'paused'}
          onPointerEnter={(event) => event.pointerType === 'mouse' && setHeld(true)}
          onPointerLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={(event) => root.current?.contains(event.relatedTarget as Node | null) || setHeld(false)}
        >
          <ol className="showcase__list" style={{ '--rows': slides.length } as CSSProperties}>
            {slides.map((slide, index) => {
              const open = !enhanced || index === current;
              return (
                <li key={slide.title} className={index === current ? 'showcase__item is-open' : 'showcase__item'}>
                  <h3 className="showcase__title">
                    <button type="button" id={`${baseId}-tab-${index}`} aria-expanded={open} aria-controls={`${baseId}-panel-${index}`} onClick={() => setCurrent(index)}>
                      <span className="showcase__number" aria-hidden="true">
                        {String(index + 1).padStart(2, '0')}
                      </span>
                      {slide.title}
                    </button>
                    {index === current && enhanced && <span key={current} className="showcase__progress" aria-hidden="true" style={{ '--dwell': `${dwellMs(slide.text)}ms` } as CSSProperties} />}
                  </h3>
                  <div className="showcase__panel" id={`${baseId}-panel-${index}`} role="region" aria-labelledby={`${baseId}-tab-${index}`} hidden={!open}>
                    <p>{slide.text}</p>
                  </div>
                </li>
              );
            })}
          </ol>
          {slides.length > 1 && (
            <button type="button" className="showcase__pause" aria-pressed={!stopped} onClick={() => setStopped((value) => !value)}>
              {stopped ? 'Play' : 'Pause'}
              <span className="visually-hidden"> the reasons turning by themselves</span>
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
