import { useId, type ReactNode } from 'react';

import { customerAddressLines } from '../JobCustomerCard';
import type { HeadingLevel } from '../JobSection';
import { SanitizedHtml } from '../editor';
import { SignatureFigure } from '../SignatureFigure';
import { formatDate, formatDateTime } from '../dateTime';
import { formatMinutes, wallClockDay, wallClockSpan, wallClockTime } from '../wallClock';
import { useUploadUrl } from '../UploadUrl';
import styles from './VisitReport.module.css';

/** The customer's signature: the image, who signed and when (ISO 8601). */
export interface VisitReportSignature {
  url: string;
  signedBy: string;
  signedAt: string;
}

/**
 * What a customer sees of a completed visit (schema type VisitReport): nothing
 * internal. Upload URLs (logo, photos, signature) are resolved through UploadUrlProvider.
 */
export interface VisitReportData {
  companyName: string;
  companyLogo: string | null;
  customer: {
    displayName: string;
    address1: string | null;
    address2: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
  };
  /** When the job was completed (ISO 8601). */
  completedAt: string | null;
  /** The times on site: wall-clock text (YYYY-MM-DDTHH:mm), minutes null while on site. */
  visits: readonly { timeIn: string | null; timeOut: string | null; minutes: number | null }[];
  totalMinutes: number;
  /** Rich text (HTML), sanitized again before it is shown. */
  tasks: readonly { description: string }[];
  serviceItems: readonly { name: string; isComplete: boolean }[];
  /** Only the notes marked for the customer: plain text. */
  notes: readonly { description: string; createdAt: string }[];
  photos: readonly { url: string; photoDate: string | null }[];
  signature: VisitReportSignature | null;
}

export interface VisitReportProps {
  report: VisitReportData;
  /** The title's level ("Visit report"); its sections are one level below. Default 1. */
  headingLevel?: 1 | 2 | 3 | 4 | 5;
  className?: string;
}

/** The day of the visit: the first clock-in's, else the completion's. */
function visitDay(report: VisitReportData): string {
  const first = report.visits.find((visit) => visit.timeIn)?.timeIn;
  if (first) return wallClockDay(first, { withYear: true });
  return report.completedAt ? formatDate(report.completedAt) : '';
}

/** "9:00 AM – 10:15 AM", or "From 9:00 AM (still on site)". */
function visitSpan({ timeIn, timeOut }: { timeIn: string | null; timeOut: string | null }) {
  if (timeIn && timeOut) return wallClockSpan(timeIn, timeOut);
  return timeIn ? `From ${wallClockTime(timeIn)} (still on site)` : '';
}

/** A photo's text alternative: "Photo 2 of 3, taken Nov 2, 2026, 9:30 AM". */
function photoLabel(index: number, count: number, taken: string): string {
  return `Photo ${index + 1} of ${count}${taken ? `, taken ${taken}` : ''}`;
}

function Section({
  title,
  level,
  className,
  children,
}: {
  title: string;
  level: HeadingLevel;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const Heading = `h${level}` as const;
  return (
    <section className={[styles.section, className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <Heading id={id} className={styles.sectionTitle}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/**
 * A completed visit's report, for the customer and for print: the company's logo and name, the
 * customer, the day and the times on site, the tasks done, service items, the notes marked for
 * the customer, the photos and the signature. Sections with nothing in them are left out; the
 * signature says when there is none. Prints on A4 and Letter alike: the app shell, menus and
 * buttons stay off paper, and no photo or signature is split across pages.
 */
export function VisitReport({ report, headingLevel = 1, className }: VisitReportProps) {
  const resolve = useUploadUrl();
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  const level = (headingLevel + 1) as HeadingLevel;
  const day = visitDay(report);
  const address = customerAddressLines(report.customer);
  const { photos, signature } = report;

  return (
    <article
      className={[styles.report, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      <header className={styles.header}>
        {report.companyLogo && (
          <img
            className={styles.logo}
            src={resolve(report.companyLogo)}
            alt={`${report.companyName} logo`}
          />
        )}
        <div className={styles.heading}>
          <p className={styles.company}>{report.companyName}</p>
          <Title id={titleId} className={styles.title}>
            Visit report
          </Title>
          {day && <p className={styles.day}>{day}</p>}
        </div>
      </header>

      <Section title="Customer" level={level}>
        <p className={styles.customer}>{report.customer.displayName}</p>
        {address.length > 0 && (
          <address className={styles.address}>
            {address.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        )}
      </Section>

      <Section title="Time on site" level={level}>
        {report.visits.length === 0 ? (
          <p className={styles.muted}>No time was recorded.</p>
        ) : (
          <>
            <ul className={styles.list}>
              {report.visits.map((visit, index) => (
                <li key={index} className={styles.row}>
                  <span>
                    {visit.timeIn && report.visits.length > 1 && (
                      <>{wallClockDay(visit.timeIn)}, </>
                    )}
                    {visitSpan(visit)}
                  </span>
                  {visit.minutes !== null && (
                    <span className={styles.amount}>{formatMinutes(visit.minutes)}</span>
                  )}
                </li>
              ))}
            </ul>
            <p className={styles.total}>
              <span>Total</span>
              <span className={styles.amount}>{formatMinutes(report.totalMinutes)}</span>
            </p>
          </>
        )}
      </Section>

      {report.tasks.length > 0 && (
        <Section title="Work done" level={level}>
          <ol className={styles.list}>
            {report.tasks.map((task, index) => (
              <li key={index} className={styles.task}>
                <SanitizedHtml html={task.description} />
              </li>
            ))}
          </ol>
        </Section>
      )}

      {report.serviceItems.length > 0 && (
        <Section title="Service items" level={level}>
          <ul className={styles.list}>
            {report.serviceItems.map((item, index) => (
              <li key={index} className={styles.row}>
                <span>{item.name}</span>
                <span className={styles.amount}>{item.isComplete ? 'Done' : 'Not done'}</span>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {report.notes.length > 0 && (
        <Section title="Notes" level={level}>
          <ul className={styles.list}>
            {report.notes.map((note, index) => (
              <li key={index} className={styles.note}>
                {note.description}
              </li>
            ))}
          </ul>
        </Section>
      )}

      {photos.length > 0 && (
        <Section title="Photos" level={level}>
          <ul className={styles.photos}>
            {photos.map((photo, index) => {
              const taken = photo.photoDate ? formatDateTime(photo.photoDate) : '';
              return (
                <li key={index} className={styles.photo}>
                  <figure className={styles.figure}>
                    <img
                      className={styles.image}
                      src={resolve(photo.url)}
                      alt={photoLabel(index, photos.length, taken)}
                    />
                    {taken && <figcaption className={styles.caption}>{taken}</figcaption>}
                  </figure>
                </li>
              );
            })}
          </ul>
        </Section>
      )}

      <Section title="Customer signature" level={level} className={styles.signatureSection}>
        {signature ? (
          <SignatureFigure {...signature} />
        ) : (
          <p className={styles.muted}>Not signed.</p>
        )}
      </Section>
    </article>
  );
}
