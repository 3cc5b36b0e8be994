/**
 * Doubles of the visit report's share links: links that open the wrong report or too much of it,
 * guessable links, links and their images that outlive their revoke (a cache, upload URLs), and
 * sharing by whoever asks.
 */
import { messages } from '@routebook/schema';
import { jsonAnswer, jsonOf, operationsOf, withJson, type Answer, type Breakage } from './proxy';
import {
  calls,
  changeResults,
  fakeSuccess,
  findsInAnyCompany,
  inBatchesOnly,
  operationRequest,
  refusedWith,
  runsAsTheirAdmin,
} from './support';

type Report = Record<string, any>;

const opens = calls('sharedVisitReport');
const shares = calls('shareVisitReport');

/** The result with the report a link opens replaced by `report`. */
const withReport = (result: any, report: Report | null) => ({
  ...result,
  data: { ...result?.data, sharedVisitReport: report },
});

/** The token a share answer's path holds. */
const tokenOf = (result: any): string | undefined => {
  const path = result?.data?.shareVisitReport?.path;
  return typeof path === 'string' ? decodeURIComponent(path.slice('/visit/'.length)) : undefined;
};

/** A server whose links all open the first report any link opened (a cache keyed by nothing). */
function oneReportForEveryLink(): Breakage['handle'] {
  let first: Report | null = null;
  return changeResults(opens, (result) => {
    first ??= result?.data?.sharedVisitReport ?? null;
    return first ? withReport(result, first) : result;
  });
}

/** A server that answers a link that opens nothing with the last report it showed. */
function lastReportForUnknownLinks(): Breakage['handle'] {
  let last: Report | null = null;
  return changeResults(opens, (result) => {
    const report = result?.data?.sharedVisitReport;
    if (report) last = report;
    return report || !last ? result : withReport(result, last);
  });
}

/**
 * A server that caches what a link opened and answers the cache afterwards: neither revoking nor
 * the job's leaving complete clears it, so a link opened before goes on working.
 */
function cachedLinks(): Breakage['handle'] {
  const cache = new Map<string, Report>();
  return changeResults(opens, (result, operation) => {
    const token = String(operation.variables?.token);
    const report = result?.data?.sharedVisitReport;
    if (report) cache.set(token, report);
    const cached = cache.get(token);
    return report || !cached ? result : withReport(result, cached);
  });
}

/** A server that keeps one link per job: sharing again ends the links made before. */
function oneLinkPerJob(): Breakage['handle'] {
  const latest = new Map<string, string>(); // job -> its latest token
  const ended = new Set<string>();
  return changeResults(
    (operation) => opens(operation) || shares(operation),
    (result, operation) => {
      if (shares(operation)) {
        const jobId = String(operation.variables?.jobId);
        const token = tokenOf(result);
        const before = latest.get(jobId);
        if (token && before) ended.add(before);
        if (token) latest.set(jobId, token);
        return result;
      }
      return ended.has(String(operation.variables?.token)) ? withReport(result, null) : result;
    },
  );
}

/**
 * A server with short tokens (11 characters, 66 bits): the double answers the first 11 characters
 * of each token and opens the link it stands for.
 */
function shortTokens(): Breakage['handle'] {
  const full = new Map<string, string>();
  const shorten = changeResults(shares, (result) => {
    const token = tokenOf(result);
    const payload = result?.data?.shareVisitReport;
    if (!token || !payload) return result;
    const short = token.slice(0, 11);
    full.set(short, token);
    const path = `/visit/${short}`;
    const url = String(payload.url).replace(payload.path, path);
    return { ...result, data: { ...result.data, shareVisitReport: { ...payload, url, path } } };
  });
  return (request, forward) => {
    const json = jsonOf(request.body);
    const operation = operationsOf(request)[0];
    const token = operation && opens(operation) ? full.get(operation.variables?.token) : undefined;
    if (!token || Array.isArray(json)) return shorten(request, forward);
    return forward(withJson(request, { ...json, variables: { ...json.variables, token } }));
  };
}

const isSharedFile = (request: { method: string; path: string }) =>
  request.method === 'GET' &&
  new URL(request.path, 'http://double').pathname.startsWith('/shared/');

/**
 * A server whose shared images a cache in front of it keeps (it sends no `no-store`): an image
 * loaded once is answered from the cache, the link revoked or not.
 */
function cachedSharedFiles(): Breakage['handle'] {
  const cache = new Map<string, Answer>();
  return async (request, forward) => {
    if (!isSharedFile(request)) return forward(request);
    const cached = cache.get(request.path);
    if (cached) return cached;
    const answer = await forward(request);
    if (answer.status === 200) cache.set(request.path, answer);
    return answer;
  };
}

/**
 * A server whose shared report names the uploads' own URLs, which outlive the link: the double
 * remembers who shared each token's job and answers the report's images as that member's report
 * of the job names them.
 */
function uploadUrlsShared(): Breakage['handle'] {
  const shared = new Map<string, { jobId: string; token: string }>();
  const recordShares = changeResults(shares, (result, operation, caller) => {
    const token = tokenOf(result);
    if (token && caller)
      shared.set(token, { jobId: operation.variables?.jobId, token: caller.token });
    return result;
  });
  return async (request, forward) => {
    const [operation, ...more] = operationsOf(request);
    if (!operation || more.length || !opens(operation)) return recordShares(request, forward);
    const answer = await forward(request);
    const report = jsonOf(answer.body)?.data?.sharedVisitReport;
    const by = shared.get(String(operation.variables?.token));
    if (!report || !by) return answer;
    const own = await forward(
      operationRequest(
        request,
        {
          query: `query ConformanceDoubleReport($id: ID!) { job(id: $id) { visitReport { photos { url } signature { url } } } }`,
          variables: { id: by.jobId },
        },
        by.token,
      ),
    );
    const uploads = jsonOf(own.body)?.data?.job?.visitReport;
    if (!uploads) return answer;
    const photos = report.photos?.map((photo: object, i: number) => ({
      ...photo,
      url: uploads.photos[i]?.url,
    }));
    const signature = report.signature && { ...report.signature, url: uploads.signature?.url };
    return jsonAnswer(answer.status, {
      data: {
        sharedVisitReport: {
          ...report,
          ...(photos ? { photos } : {}),
          ...(signature ? { signature } : {}),
        },
      },
    });
  };
}

const anyMemberShares = runsAsTheirAdmin(calls('shareVisitReport', 'revokeVisitReportLink'));

export const visitReportDoubles: Breakage[] = [
  {
    breaks: 'visitReport.share',
    description: 'a server whose links all open the first report opened (a cache keyed by nothing)',
    failsWith: "the customer of the report the second job's link opens: expected",
    handle: oneReportForEveryLink(),
  },
  {
    breaks: 'visitReport.share',
    description: "a server that shows the job's internal notes on the shared report too",
    failsWith:
      'the notes the customer sees on the report (one marked for them, one internal): expected',
    handle: changeResults(opens, (result) => {
      const report = result?.data?.sharedVisitReport;
      if (!report) return result;
      const internal = { description: 'Internal: gate code 4521 (added by the double)' };
      return withReport(result, { ...report, notes: [...report.notes, internal] });
    }),
  },
  {
    breaks: 'visitReport.share',
    description: 'a server whose new share link ends the earlier links of the job',
    failsWith: 'the first link opens once the job was shared again: expected',
    handle: oneLinkPerJob(),
  },
  {
    breaks: 'visitReport.share',
    description: 'a server that answers an unknown token with the last report it showed',
    failsWith: 'what an unknown token opens: expected null',
    handle: lastReportForUnknownLinks(),
  },
  {
    breaks: 'visitReport.share',
    description: 'a server whose share links hold 66 bits (11 characters), easy to guess',
    failsWith: "a share link's token of at least 256 bits (43 base64url characters)",
    handle: shortTokens(),
  },
  {
    breaks: 'visitReport.share',
    description:
      'a server that caches what a link opened: the report of a job reopened since goes on showing',
    failsWith: 'what a link opens once its job is no longer complete: expected null',
    handle: cachedLinks(),
  },
  {
    breaks: 'visitReport.revoke',
    description:
      'a server that caches what a link opened: a revoked link opened before goes on working',
    failsWith: 'the link opened before the revoke, opened after it: expected null',
    handle: cachedLinks(),
  },
  {
    breaks: 'visitReport.revoke',
    description: "a server whose revoke answers the job's reportLink as not revoked",
    failsWith: 'reportLink after the revoke: expected revoked with revokedAt',
    handle: changeResults(calls('revokeVisitReportLink'), (result) => {
      const job = result?.data?.revokeVisitReportLink?.job;
      if (!job?.reportLink) return result;
      const reportLink = { ...job.reportLink, revoked: false, revokedAt: null };
      return { ...result, data: { revokeVisitReportLink: { job: { ...job, reportLink } } } };
    }),
  },
  {
    breaks: 'visitReport.shared-images',
    description: "a server whose shared report names the uploads' own URLs, which outlive the link",
    failsWith: 'after the revoke: HTTP status: expected 404, got 200',
    handle: uploadUrlsShared(),
  },
  {
    breaks: 'visitReport.shared-images',
    description: 'a server whose shared images a cache keeps after the revoke (no no-store)',
    failsWith: 'after the revoke: HTTP status: expected 404, got 200',
    handle: cachedSharedFiles(),
  },
  {
    breaks: 'visitReport.shared-images',
    description: "a server that names a shared report's images but serves them to no one",
    failsWith: 'while the link is live: HTTP status: expected 200, got 404',
    handle: (request, forward) =>
      isSharedFile(request)
        ? Promise.resolve(jsonAnswer(404, { message: messages.notFound, code: 'NOT_FOUND' }))
        : forward(request),
  },
  {
    breaks: 'visitReport.who-shares',
    description: 'a server that lets any member share and revoke a report (runs it as their admin)',
    failsWith: 'a regular member who did not clock in sharing (alone): expected an error',
    handle: anyMemberShares,
  },
  {
    breaks: 'visitReport.who-shares',
    description: 'a server that lets any member share and revoke inside a batch',
    failsWith: 'a regular member who did not clock in sharing (in a batch): expected an error',
    handle: inBatchesOnly(anyMemberShares),
  },
  {
    breaks: 'visitReport.who-shares',
    description: 'a server that finds the job to share in any company',
    failsWith: "another company's admin sharing (alone): expected an error",
    handle: findsInAnyCompany('shareVisitReport', 'revokeVisitReportLink'),
  },
  {
    breaks: 'visitReport.who-shares',
    description: 'a server that shares the report of a job not complete (answers a link)',
    failsWith: 'sharing a job that is not complete (alone): expected an error',
    handle: changeResults(shares, (result, operation) =>
      refusedWith(result, 'CONFLICT') ? fakeSuccess(operation) : result,
    ),
  },
  {
    breaks: 'visitReport.who-shares',
    description: 'a server that lets only admins share, not the member who clocked in',
    failsWith: 'a member who clocked in on the job sharing: the server refused',
    handle: changeResults(
      calls('shareVisitReport', 'revokeVisitReportLink'),
      (result, operation, caller) =>
        caller?.role === 'regular'
          ? {
              errors: [{ message: messages.forbidden, extensions: { code: 'FORBIDDEN' } }],
              data: null,
            }
          : result,
    ),
  },
];
