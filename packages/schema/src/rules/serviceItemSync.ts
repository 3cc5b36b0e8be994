/** One row of the Select Service Item modal. */
export interface ServiceItemSelection {
  serviceItemId: string;
  isChecked: boolean;
  jobServiceItemId?: string | null;
}

/** The job service item calls to make on save. */
export interface ServiceItemSyncPlan {
  /** serviceItemIds to link to the job. */
  create: string[];
  /** Existing links that stay checked. */
  update: { jobServiceItemId: string; serviceItemId: string }[];
  /** jobServiceItemIds to delete. */
  remove: string[];
}

/**
 * Job service items on save: newly checked creates a link; still checked and already linked
 * updates; unchecked and previously linked deletes; unchecked and never linked does nothing.
 */
export function planServiceItemSync(
  selections: readonly ServiceItemSelection[],
): ServiceItemSyncPlan {
  const plan: ServiceItemSyncPlan = { create: [], update: [], remove: [] };
  for (const { serviceItemId, isChecked, jobServiceItemId } of selections) {
    const linked = typeof jobServiceItemId === 'string' && jobServiceItemId !== '';
    if (isChecked && linked) plan.update.push({ jobServiceItemId, serviceItemId });
    else if (isChecked) plan.create.push(serviceItemId);
    else if (linked) plan.remove.push(jobServiceItemId);
  }
  return plan;
}
