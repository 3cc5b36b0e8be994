import { graphql, useFragment } from 'react-relay/hooks';
import { VisitReport } from '@routebook/ui';
import type { VisitReportView_report$key } from './__generated__/VisitReportView_report.graphql';

/**
 * A visit report as the server answers it (Job.visitReport, or a share link's
 * sharedVisitReport: one projection), shown by the library's VisitReport.
 */
export function VisitReportView({ report }: { report: VisitReportView_report$key }) {
  const data = useFragment(
    graphql`
      fragment VisitReportView_report on VisitReport {
        companyName
        companyLogo
        customer {
          displayName
          address1
          address2
          city
          state
          zip
        }
        completedAt
        visits {
          timeIn
          timeOut
          minutes
        }
        totalMinutes
        tasks {
          description
        }
        serviceItems {
          name
          isComplete
        }
        notes {
          description
          createdAt
        }
        photos {
          url
          photoDate
        }
        signature {
          url
          signedBy
          signedAt
        }
      }
    `,
    report,
  );
  return (
    <VisitReport
      report={{
        companyName: data.companyName,
        companyLogo: data.companyLogo ?? null,
        customer: {
          displayName: data.customer.displayName,
          address1: data.customer.address1 ?? null,
          address2: data.customer.address2 ?? null,
          city: data.customer.city ?? null,
          state: data.customer.state ?? null,
          zip: data.customer.zip ?? null,
        },
        completedAt: data.completedAt ?? null,
        visits: data.visits.map((visit) => ({
          timeIn: visit.timeIn ?? null,
          timeOut: visit.timeOut ?? null,
          minutes: visit.minutes ?? null,
        })),
        totalMinutes: data.totalMinutes,
        tasks: data.tasks.map((task) => ({ description: task.description })),
        serviceItems: data.serviceItems.map(({ name, isComplete }) => ({ name, isComplete })),
        notes: data.notes.map(({ description, createdAt }) => ({ description, createdAt })),
        photos: data.photos.map((photo) => ({
          url: photo.url,
          photoDate: photo.photoDate ?? null,
        })),
        signature: data.signature
          ? {
              url: data.signature.url,
              signedBy: data.signature.signedBy,
              signedAt: data.signature.signedAt,
            }
          : null,
      }}
    />
  );
}
