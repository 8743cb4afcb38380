/** Query keys of tasks, shared by the submission list and the task page (DESIGN §4 key factory). */
export const taskKeys = {
  all: ['tasks'] as const,
  details: () => [...taskKeys.all, 'detail'] as const,
  detail: (taskId: string) => [...taskKeys.details(), taskId] as const,
  previews: () => [...taskKeys.all, 'preview'] as const,
  preview: (taskId: string) => [...taskKeys.previews(), taskId] as const,
};
