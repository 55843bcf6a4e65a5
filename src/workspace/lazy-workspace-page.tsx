import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import type { WorkspacePageProps } from './workspace-page';

const WorkspacePage = lazy(() => import('./workspace-page').then((module) => ({ default: module.WorkspacePage })));

/** `WorkspacePage`, loaded the first time a workspace page is shown: the search page does not carry it. */
export function LazyWorkspacePage(props: WorkspacePageProps) {
  return (
    <Suspense fallback={<Loader aria-label="Loading the page" />}>
      <WorkspacePage {...props} />
    </Suspense>
  );
}
