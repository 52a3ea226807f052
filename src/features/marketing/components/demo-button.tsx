import { useState } from 'react';
import { PlayCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { islandOf } from '@/lib/islands/island';
import { DemoModal } from './demo-modal';

/** The Watch Demo button and the dialog it opens (rendered into a portal on <body> only while open). */
export function DemoButton({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="lg" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <PlayCircle className="h-5 w-5" aria-hidden="true" />
        {label}
      </Button>
      <DemoModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** The button as an island (declared in src/app/islands.ts). */
export const DemoButtonIsland = islandOf('demo-button', DemoButton);
