import { graphql, useFragment } from 'react-relay/hooks';
import { JobCustomerCard, jobRowStatus } from '@routebook/ui';
import type { JobCustomer_job$key } from './__generated__/JobCustomer_job.graphql';

/** The customer, how to reach them, and the job's Important Note and status. */
export function JobCustomer({ job }: { job: JobCustomer_job$key }) {
  const { status, notes, customer } = useFragment(
    graphql`
      fragment JobCustomer_job on Job {
        status
        notes
        customer {
          ...customerAddress_customer @relay(mask: false)
          mobile
          email
          note
        }
      }
    `,
    job,
  );
  return (
    <JobCustomerCard
      headingLevel={1}
      status={jobRowStatus(status)}
      importantNote={notes ?? null}
      customer={{
        displayName: customer.displayName,
        address1: customer.address1 ?? null,
        address2: customer.address2 ?? null,
        city: customer.city ?? null,
        state: customer.state ?? null,
        zip: customer.zip ?? null,
        mobile: customer.mobile ?? null,
        email: customer.email ?? null,
        note: customer.note ?? null,
      }}
    />
  );
}
