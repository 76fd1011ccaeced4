'use client';

import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';

type Props = { title: string; body: string; closeLabel: string; done: string; onClose: () => void };

/** The site's modal dialog, loaded on demand like every other (decision 5): focus kept inside, Escape closes it. */
export function DemoDialog({ title, body, closeLabel, done, onClose }: Props) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="sm" title={title} description={body} closeLabel={closeLabel}>
        <div className="mt-4 flex justify-end">
          <DialogClose asChild>
            <Button>{done}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
