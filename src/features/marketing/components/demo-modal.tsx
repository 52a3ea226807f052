import { useRef, useState } from 'react';
import { ArrowLeft, ArrowRight, CheckCircle2 } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { cn } from '@/lib/cn';
import { demo, steps } from '../content/how-it-works';

type DemoModalProps = { open: boolean; onClose: () => void };

/**
 * The Watch Demo dialog. There is no video: an illustrated step-through of the three setup steps, moved with
 * Next and Previous. Slides fade in only when the visitor has not asked for reduced motion.
 */
export function DemoModal({ open, onClose }: DemoModalProps) {
  const [index, setIndex] = useState(0);
  const nextRef = useRef<HTMLButtonElement>(null);
  const slide = demo.slides[index];
  const step = steps.items[index];
  const last = index === demo.slides.length - 1;
  if (!slide || !step) return null;
  const Icon = step.icon;

  function close() {
    setIndex(0);
    onClose();
  }

  function previous() {
    const target = Math.max(0, index - 1);
    setIndex(target);
    // The Previous button is disabled on the first slide; keep focus on a live control.
    if (target === 0) nextRef.current?.focus();
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title={demo.title}
      description={demo.description}
      size="lg"
      footer={
        <div className="flex w-full items-center justify-between gap-3">
          <Button variant="ghost" onClick={previous} disabled={index === 0}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {demo.previous}
          </Button>
          <ol className="flex items-center gap-2" aria-hidden="true">
            {demo.slides.map((item, dot) => (
              <li
                key={item.title}
                className={cn(
                  'h-2 rounded-full transition-all motion-reduce:transition-none',
                  dot === index ? 'w-6 bg-brand-700' : 'w-2 bg-ink-300',
                )}
              />
            ))}
          </ol>
          <button ref={nextRef} type="button" data-autofocus className={buttonClasses('primary')} onClick={last ? close : () => setIndex(index + 1)}>
            {last ? demo.done : demo.next}
            {!last && <ArrowRight className="h-4 w-4" aria-hidden="true" />}
          </button>
        </div>
      }
    >
      <div key={index} className="motion-safe:animate-fade-in">
        <p className="text-sm font-bold uppercase tracking-wider text-brand-700" aria-live="polite" aria-atomic="true">
          Step {index + 1} of {demo.slides.length}: {step.duration}
        </p>
        <h3 className="mt-1 text-2xl font-extrabold tracking-tight text-ink-900">
          <span className="text-brand-600">{step.number}</span> {slide.title}
        </h3>
        <p className="mt-2 text-ink-600">{slide.text}</p>
        <div
          role="img"
          aria-label={`Illustration: ${slide.caption}. ${slide.lines.join('. ')}.`}
          className="mt-6 rounded-2xl bg-gradient-to-br from-brand-700 via-brand-900 to-brand-950 p-6 sm:p-8"
        >
          <div className="grid items-center gap-6 sm:grid-cols-[auto_1fr]">
            <span className="mx-auto flex h-24 w-24 items-center justify-center rounded-3xl bg-white/10 ring-1 ring-white/20 sm:h-28 sm:w-28">
              <Icon className="h-12 w-12 text-accent-300 sm:h-14 sm:w-14" />
            </span>
            <div className="rounded-2xl bg-white p-5 shadow-lift">
              <p className="flex items-center gap-2 text-sm font-bold text-ink-900">
                <CheckCircle2 className="h-5 w-5 text-green-700" />
                {slide.caption}
              </p>
              <ul className="mt-3 space-y-2">
                {slide.lines.map((line) => (
                  <li key={line} className="rounded-lg bg-ink-50 px-3 py-2 text-sm font-medium text-ink-700">
                    {line}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </div>
    </Modal>
  );
}
