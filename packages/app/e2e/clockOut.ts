import { graphqlOverHttp } from '@routebook/mock-server/testing';

/**
 * Clocks a member out of their open clock-in, if any, over HTTP: the demo seed has the technician
 * clocked in at one job, and a journey or bench that clocks in elsewhere must start from none.
 * The open clock-in is theirs wherever it started; the period asked for only has to be valid.
 */
export async function clockOutEverywhere(mockUrl: string, token: string): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const { timesheet } = await graphqlOverHttp(
    mockUrl,
    token,
    'query Open($day: String!) { timesheet(from: $day, to: $day) { openEntry { id } } }',
    { day: today },
  );
  const open = (timesheet as { openEntry: { id: string } | null }).openEntry;
  if (!open) return;
  const now = new Date();
  await graphqlOverHttp(
    mockUrl,
    token,
    'mutation Out($id: ID!, $data: JobTimeInput!) { updateJobTime(id: $id, data: $data) { job { id } } }',
    {
      id: open.id,
      data: {
        timeOut: now.toISOString().slice(0, 16),
        timeOutAt: now.toISOString(),
        status: 'complete',
      },
    },
  );
}
