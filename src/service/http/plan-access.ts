import type { FilterGroup } from '../../contract/filters';
import type { Catalogue, Plan } from '../ads-store';

const RANK: Record<Plan, number> = { free: 0, pro: 1 };

/** True when a key on `plan` may use a filter whose lowest plan is `required` (free when unset). */
export function planAllows(plan: Plan, required: Plan | undefined): boolean {
  return RANK[plan] >= RANK[required ?? 'free'];
}

/** The catalogue's group as a key on `plan` sees it: filters above the plan are `disabled: "free_plan"`. */
export function groupForPlan(catalogue: Catalogue, plan: Plan): FilterGroup {
  const filters = catalogue.group.filters.map((filter) =>
    filter.disabled || planAllows(plan, catalogue.planOf[filter.key])
      ? filter
      : { ...filter, disabled: 'free_plan' as const },
  );
  return { ...catalogue.group, filters };
}
