import { CardSkeleton } from '@/components/ui/card-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

/** The placeholder of a ProjectCard while the portfolio loads (same shape, no layout shift). */
export function ProjectCardSkeleton() {
  return (
    <CardSkeleton media="aspect-[16/10]">
      <div className="flex flex-col gap-4 p-6">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-6 w-2/3" />
        <div className="flex gap-1.5">
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-5 w-14 rounded-full" />
        </div>
        <div className="space-y-2">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/4" />
        </div>
        <div className="flex justify-between border-t pt-4">
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-5 w-32" />
        </div>
      </div>
    </CardSkeleton>
  );
}
